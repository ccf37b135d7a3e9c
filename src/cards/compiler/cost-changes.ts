// Cost changes (CR 601.2f): "Noncreature spells cost {1} more to cast." (Thalia), "Instant and sorcery spells you
// cast cost {1} less to cast." (Goblin Electromancer), and a spell's own "This spell costs {1} less to cast if you
// control three or more artifacts." (Stoic Rebuttal) or "... for each creature on the battlefield." (Blasphemous Act).
import type { Ability, Condition, ObjectFilter, StaticEffect } from '../../engine/card-def.js';
import type { CardType } from '../../engine/types.js';
import { alt, lit, map, parse, rx, tpl, words, type P } from './grammar.js';
import { conditionP, conditionPhrase } from './conditions.js';
import { COLOR_WORD, COLOR_WORDS, TYPE_WORDS, capitalize, isSubtype } from './lexicon.js';
import { digits, pluralNP, renderNP, singularNP } from './phrases.js';

type SpellCost = Extract<StaticEffect, { kind: 'spellCost' }>;
type SelfCost = Extract<StaticEffect, { kind: 'selfCost' }>;

const spellType = words(new Map([...TYPE_WORDS].map(([w, t]) => [w, t] as const)));
/** "creature", "instant and sorcery" */
const spellTypes: P<CardType[]> = alt(
  map(spellType, (t) => [t]),
  map(tpl`${spellType} and ${spellType}`, ([a, b]) => (a === b ? null : [a, b])),
);
const subtype: P<string> = map(rx(/[A-Z][a-z'-]+/), (m) => (isSubtype(m[0]) ? m[0] : null));

/** What "<...> spells" says before "spells": a color or "non<type>", a subtype, card types; each at most once. */
const spellWords: P<ObjectFilter> = alt<ObjectFilter>(
  lit('', {}),
  map(rx(/non([a-z]+) /), (m) => {
    const t = TYPE_WORDS.get(m[1]!);
    return t ? { notTypes: [t] } : null;
  }),
  map(tpl`${spellTypes} `, ([ts]) => ({ types: ts })),
  map(tpl`${words(COLOR_WORDS)} `, ([c]) => ({ colors: [c] })),
  map(tpl`${subtype} `, ([t]) => ({ subtypes: [t] })),
  // CR 105.2c: "Colorless Eldrazi spells" (Eye of Ugin).
  map(tpl`colorless ${subtype} `, ([t]) => ({ colorCount: 'none', subtypes: [t] })),
);

const change: P<number> = alt(
  map(tpl`{${digits}} more`, ([n]) => n),
  map(tpl`{${digits}} less`, ([n]) => -n),
);

/** "<spells> [you cast | your opponents cast] cost {N} more/less to cast" */
const spellCostP: P<SpellCost> = map(
  tpl`${spellWords}spells${alt(lit('', 'any' as const), lit(' you cast', 'you' as const), lit(' your opponents cast', 'opponent' as const))} cost ${change} to cast`,
  ([spells, caster, n]) => (n === 0 ? null : { kind: 'spellCost', spells, caster, change: n }),
);

/** "{this} costs {N} less to cast [if <condition> | for each <permanent> on the battlefield]" */
const selfCostP: P<{ e: SelfCost; condition?: Condition }> = alt<{ e: SelfCost; condition?: Condition }>(
  map(tpl`{this} costs ${change} to cast if ${conditionP}`, ([n, condition]) => ({
    e: { kind: 'selfCost', change: n },
    condition,
  })),
  map(tpl`{this} costs ${change} to cast for each ${singularNP} on the battlefield`, ([n, f]) =>
    f.controller || f.other ? null : { e: { kind: 'selfCost', change: n, forEach: f } },
  ),
);

/** CR 702.41a: "Affinity for <permanents>" means "This spell costs {1} less to cast for each <permanent> you
 * control" (several instances are cumulative, 702.41b: each is its own ability). */
const affinityP: P<SelfCost> = map(tpl`Affinity for ${pluralNP}`, ([f]) =>
  f.controller || f.other
    ? null
    : { kind: 'selfCost', change: -1, forEach: { ...f, controller: 'you' }, affinity: true },
);

/** A line that changes what spells cost (CR 601.2f), as static abilities; null if it is none. */
export function parseCostChange(text: string, permanent: boolean): Ability | null {
  const affinity = parse(affinityP, text);
  if (affinity) return { kind: 'static', effect: affinity, text };
  const own = parse(selfCostP, text);
  if (own) return { kind: 'static', effect: own.e, ...(own.condition ? { condition: own.condition } : {}), text };
  const spells = permanent
    ? (parse(spellCostP, text.charAt(0).toLowerCase() + text.slice(1)) ?? parse(spellCostP, text))
    : null;
  return spells ? { kind: 'static', effect: spells, text } : null;
}

const amountText = (n: number) => `{${Math.abs(n)}} ${n > 0 ? 'more' : 'less'}`;

/** A cost change said back (null when it can't be). */
export function costChangeText(e: StaticEffect, condition: Condition | undefined): string | null {
  if (e.kind === 'selfCost') {
    if (e.affinity) {
      if (condition || e.change !== -1 || e.forEach?.controller !== 'you') return null;
      const { controller: _you, ...f } = e.forEach;
      const np = renderNP(f, true);
      return np === null ? null : `Affinity for ${np}`;
    }
    if (e.forEach) {
      const np = condition ? null : renderNP(e.forEach, false);
      return np === null ? null : `{this} costs ${amountText(e.change)} to cast for each ${np} on the battlefield.`;
    }
    const cond = condition ? conditionPhrase(condition) : null;
    return cond === null ? null : `{this} costs ${amountText(e.change)} to cast if ${cond}.`;
  }
  if (e.kind !== 'spellCost' || condition) return null;
  const f = e.spells;
  const parts: string[] = [];
  for (const k of Object.keys(f))
    if (k !== 'notTypes' && k !== 'types' && k !== 'colors' && k !== 'subtypes' && k !== 'colorCount') return null;
  if (f.colorCount !== undefined && (f.colorCount !== 'none' || !f.subtypes || Object.keys(f).length !== 2))
    return null;
  if (f.colorCount === 'none') parts.push('colorless');
  if (f.colors) parts.push(COLOR_WORD[f.colors[0]!]);
  if (f.subtypes) parts.push(f.subtypes[0]!);
  if (f.notTypes) parts.push(`non${f.notTypes[0]!.toLowerCase()}`);
  if (f.types) parts.push(f.types.map((t) => t.toLowerCase()).join(' and '));
  const caster = e.caster === 'you' ? ' you cast' : e.caster === 'opponent' ? ' your opponents cast' : '';
  return capitalize(`${[...parts, 'spells'].join(' ')}${caster} cost ${amountText(e.change)} to cast.`);
}
