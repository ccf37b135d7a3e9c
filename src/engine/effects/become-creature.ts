// "<They> become N/N <subtype> creatures. They're still <what they were>." — a continuous effect from a resolved
// ability (CR 611.2) that adds the creature type and subtypes (layer 4, CR 613.1d; 205.1b: the new types are added
// to the old ones) and sets base power and toughness (layer 7b). With no duration stated it lasts for the game.
// A land that becomes a creature until end of turn ("It's still a land", Mutavault, Inkmoth Nexus, Celestial
// Colonnade) may also get other card types and every creature type (layer 4, 205.3m), colors that replace its own
// (layer 5, 105.3) and keywords (layer 6); it is a creature that came under its controller's control when it did,
// for summoning sickness (302.6).
import type { Ability, Effect, Duration, Keyword, ObjectRef } from '../card-def.js';
import { createContinuousEffect } from '../rules/cr611-continuous-effects.js';
import type { ContinuousMod } from '../state.js';
import type { Tx } from '../tx.js';
import { COLOR_NAMES } from '../types.js';
import { objectsOf, type ResolveCtx } from './context.js';
import type { CardType, Color, Supertype } from '../types.js';
import type { EffectOf, EffectWord } from './word.js';
import { alt, lit, map, opt, tpl } from '../grammar.js';
import type { P } from '../grammar.js';
import { one, variantsOf, type EffectPhrases } from '../text.js';

declare module '../card-def.js' {
  interface EffectTypes {
    /** "<They> become N/N <subtype> creatures. They're still <their types>." — for good (CR 611.2, layers 4 and 7b);
     * "{this} becomes a 1/1 Phyrexian Blinkmoth artifact creature with flying and infect until end of turn. It's still
     * a land." — with other card types, every creature type, colors and keywords (layers 4, 5 and 6) */
    becomeCreature: {
      readonly kind: 'becomeCreature';
      readonly what: ObjectRef;
      readonly subtypes: readonly string[];
      /** card types it becomes besides a creature ("artifact creature"), layer 4 */
      readonly types?: readonly CardType[];
      /** "with all creature types" (CR 205.3m), layer 4 */
      readonly allCreatureTypes?: boolean;
      /** "a white and blue ... creature": its colors become these (CR 105.3, layer 5) */
      readonly colors?: readonly Color[];
      /** "with flying and vigilance" (layer 6) */
      readonly keywords?: readonly Keyword[];
      /** the base power and toughness it gets (layer 7b); none: its own stay (a Vehicle, CR 301.7b) */
      readonly power?: number;
      readonly toughness?: number;
      /** default: for the rest of the game */
      readonly duration?: Duration;
      /** abilities it gains, said in quotation marks (layer 6, CR 113.1) */
      readonly abilities?: readonly Ability[];
      /** supertypes it gets ("a legendary 4/4 red Dragon creature", layer 4) */
      readonly supertypes?: readonly Supertype[];
      /** CR 205.1a-b: what its new types replace (absent: nothing — "It's still a land"); see the ContinuousMod */
      readonly replaces?: 'types' | 'creatureTypes';
      /** how the text says it keeps its types (CR 205.1b): "It's still a land." after it (`land`), or "that's still a
       * land / planeswalker" after "creature" (`stillInline`) */
      readonly still?: 'land' | 'planeswalker';
      readonly stillInline?: boolean;
    };
  }
}

export function resolveBecomeCreature(tx: Tx, e: Extract<Effect, { kind: 'becomeCreature' }>, ctx: ResolveCtx): void {
  const pt = e.power !== undefined && e.toughness !== undefined ? { power: e.power, toughness: e.toughness } : null;
  const until = e.duration === 'endOfTurn' ? ' until end of turn' : '';
  const mod: ContinuousMod = {
    kind: 'becomeCreature',
    subtypes: e.subtypes,
    ...pt,
    ...(e.types?.length ? { types: e.types } : {}),
    ...(e.allCreatureTypes ? { allCreatureTypes: true } : {}),
    ...(e.colors?.length ? { colors: e.colors } : {}),
    ...(e.keywords?.length ? { keywords: e.keywords } : {}),
    ...(e.abilities?.length ? { abilities: e.abilities } : {}),
    ...(e.supertypes?.length ? { supertypes: e.supertypes } : {}),
    ...(e.replaces ? { replaces: e.replaces } : {}),
  };
  const colors = (e.colors ?? []).map((c) => COLOR_NAMES[c]).join(' and ');
  const types = (e.types ?? []).map((t) => t.toLowerCase());
  const supertypes = (e.supertypes ?? []).map((t) => t.toLowerCase());
  const described = [...supertypes, colors, ...e.subtypes, ...types, 'creature'].filter((w) => w !== '').join(' ');
  const extra = [
    ...(e.allCreatureTypes ? ['all creature types'] : []),
    ...(e.keywords?.length ? [e.keywords.join(' and ')] : []),
    ...(e.abilities?.length ? [`${e.abilities.length === 1 ? 'an ability' : 'abilities'} (CR 113.1)`] : []),
  ];
  // CR 205.1a-b: what it keeps of its types.
  const kept = e.still ? ` that's still a ${e.still}` : '';
  createContinuousEffect(tx, ctx, objectsOf(tx, e.what, ctx), mod, e.duration ?? 'permanent', (name) =>
    pt
      ? `${name} becomes a ${pt.power}/${pt.toughness} ${described}${extra.length ? ` with ${extra.join(', ')}` : ''}${kept}${until} (CR 611.2, 205.1)`
      : // No power and toughness given: a Vehicle crewed (CR 702.122a), the only such effect.
        `${name} becomes an artifact creature${until}`,
  );
}

// A permanent that becomes a creature until end of turn (CR 611.2; layers 4, 5, 6 and 7b): a land ("{this} becomes a
// 2/2 creature with all creature types until end of turn. It's still a land."), an artifact ("a 2/2 Bird artifact
// creature with flying": it keeps its other types, its creature types replaced, 205.1b), a planeswalker ("a 6/6 Human
// Soldier creature that's still a planeswalker"; "a legendary 4/4 red Dragon creature with flying, indestructible, and
// haste", no longer a planeswalker, 205.1a), a target ("Untap target Mountain. It becomes a 4/4 red Elemental creature
// until end of turn. It's still a land."), with abilities in quotation marks (113.1). The sentence "It's still a land."
// after it is read with it (the compiler's parseBody sets `still`).

interface CreatureDescription {
  readonly power: number;
  readonly toughness: number;
  readonly legendary: boolean;
  readonly colors: readonly Color[];
  readonly subtypes: readonly string[];
  readonly artifact: boolean;
  readonly allCreatureTypes: boolean;
  readonly keywords: readonly Keyword[];
  readonly abilities: readonly Ability[];
  readonly still: 'land' | 'planeswalker' | null;
}

interface CreatureWith {
  readonly all: boolean;
  readonly keywords: readonly Keyword[];
  readonly abilities: readonly Ability[];
}

const creatureDescription = (p: EffectPhrases): P<CreatureDescription> => {
  const creatureWith = alt<CreatureWith>(
    lit(' with all creature types', { all: true, keywords: [], abilities: [] }),
    map(tpl` with ${p.keywords}`, ([ks]) => ({ all: false, keywords: ks, abilities: [] })),
    map(tpl` with ${p.quotedAbility}`, ([a]) => ({ all: false, keywords: [], abilities: [a] })),
    map(tpl` with ${p.keywords} and ${p.quotedAbility}`, ([ks, a]) => ({ all: false, keywords: ks, abilities: [a] })),
  );
  const stillInline = alt<'land' | 'planeswalker'>(
    lit(" that's still a land", 'land'),
    lit(" that's still a planeswalker", 'planeswalker'),
  );
  return map(
    tpl`${opt(lit('legendary '))}${p.digits}/${p.digits} ${opt(map(tpl`${p.colors} `, ([c]) => c))}${opt(p.creatureSubtypes)}${opt(lit('artifact '))}creature${opt(creatureWith)}${opt(stillInline)}`,
    ([legendary, power, toughness, colors, subtypes, artifact, w, still]) => ({
      power,
      toughness,
      legendary: legendary !== null,
      colors: colors ?? [],
      subtypes: subtypes ?? [],
      artifact: artifact !== null,
      allCreatureTypes: w?.all ?? false,
      keywords: w?.keywords ?? [],
      abilities: w?.abilities ?? [],
      still,
    }),
  );
};

function becomeCreatureEffect(what: ObjectRef, d: CreatureDescription): Effect {
  return {
    kind: 'becomeCreature',
    what,
    subtypes: d.subtypes,
    power: d.power,
    toughness: d.toughness,
    duration: 'endOfTurn',
    ...(d.artifact ? { types: ['Artifact' as const] } : {}),
    ...(d.allCreatureTypes ? { allCreatureTypes: true } : {}),
    ...(d.colors.length ? { colors: d.colors } : {}),
    ...(d.keywords.length ? { keywords: d.keywords } : {}),
    ...(d.abilities.length ? { abilities: d.abilities } : {}),
    ...(d.legendary ? { supertypes: ['Legendary' as const] } : {}),
    // CR 205.1a-b: "that's still a ..." keeps its types; "a Bird artifact creature" keeps all but its creature types;
    // otherwise the new card type replaces the old ones (until "It's still a land." is read after it).
    ...(d.still ? { still: d.still, stillInline: true } : { replaces: d.artifact ? 'creatureTypes' : 'types' }),
  };
}

/** What the wording of an effect says it replaces (CR 205.1a-b), as becomeCreatureEffect reads it. */
function replacesSaid(e: EffectOf<'becomeCreature'>): 'types' | 'creatureTypes' | undefined {
  return e.still ? undefined : e.types ? 'creatureTypes' : 'types';
}

export const becomeCreatureWord: EffectWord<'becomeCreature'> = {
  kind: 'becomeCreature',
  rule: 'CR 611.2',
  scenario: 'planeswalkers.json#effect.becomeCreature',
  // Lands and planeswalkers becoming creatures are the controller's own, untapped by the same ability.
  polarity: () => 'help',
  parse: (p) =>
    alt(
      map(tpl`${p.singleSubject} becomes ${p.article} ${creatureDescription(p)} until end of turn`, ([o, , d]) =>
        one(becomeCreatureEffect(o.ref, d), o.targets, variantsOf(o)),
      ),
      // "... until end of turn and can't be blocked this turn" (Creeping Tar Pit): two effects, one phrase.
      map(
        tpl`${p.singleSubject} becomes ${p.article} ${creatureDescription(p)} until end of turn and can't be blocked this turn`,
        ([o, , d]) => ({
          items: [
            { e: becomeCreatureEffect(o.ref, d), ...variantsOf(o) },
            { e: { kind: 'cantBeBlockedThisTurn', what: o.ref } },
          ],
          targets: o.targets,
          joins: ['+'],
        }),
      ),
      map(tpl`until end of turn, ${p.singleSubject} becomes ${p.article} ${creatureDescription(p)}`, ([o, , d]) =>
        one(becomeCreatureEffect(o.ref, d), o.targets, { variants: ['untilFirst', ...(o.variants ?? [])] }),
      ),
    ),
  renderGroup(items, rc, say) {
    const [a, b, ...more] = items.map((i) => i.e);
    if (a?.kind !== 'becomeCreature' || b?.kind !== 'cantBeBlockedThisTurn' || more.length) return null;
    if (JSON.stringify(a.what) !== JSON.stringify(b.what) || rc.variants[0] === 'untilFirst') return null;
    const text = becomeCreatureWord.render!(a, rc, say);
    const still = a.still === 'land' && !a.stillInline ? ". It's still a land" : '';
    return text?.endsWith(` until end of turn${still}`)
      ? `${text.slice(0, text.length - still.length)} and can't be blocked this turn${still}`
      : null;
  },
  render(e, rc, say) {
    if (e.power === undefined || e.toughness === undefined || e.duration !== 'endOfTurn') return null;
    if (e.types && (e.types.length !== 1 || e.types[0] !== 'Artifact')) return null;
    if (e.replaces !== replacesSaid(e) || (e.still === 'planeswalker' && !e.stillInline)) return null;
    if (e.supertypes && (e.supertypes.length !== 1 || e.supertypes[0] !== 'Legendary')) return null;
    const untilFirst = say.variantIs(rc, 'untilFirst');
    const who = say.ref(e.what, rc);
    if (who === null) return null;
    const pt = `${e.power}/${e.toughness}`;
    const legendary = e.supertypes ? 'legendary ' : '';
    const colors = e.colors?.length ? `${e.colors.map((c) => say.color(c)).join(' and ')} ` : '';
    const subtypes = e.subtypes.map((t) => `${t} `).join('');
    const artifact = e.types ? 'artifact ' : '';
    if (e.allCreatureTypes && (e.keywords?.length || e.abilities?.length)) return null;
    if ((e.abilities?.length ?? 0) > 1) return null;
    const quoted = e.abilities?.[0] ? say.quotedAbility(e.abilities[0]) : '';
    if (quoted === null) return null;
    const ks = e.keywords?.length ? say.keywords(e.keywords) : '';
    const with_ = e.allCreatureTypes
      ? ' with all creature types'
      : ks || quoted
        ? ` with ${[ks, quoted].filter((x) => x !== '').join(' and ')}`
        : '';
    const inline = e.still && e.stillInline ? ` that's still a ${e.still}` : '';
    const a = legendary === '' && /^(8|11|18)\//.test(pt) ? 'an' : 'a';
    const described = `${a} ${legendary}${pt} ${colors}${subtypes}${artifact}creature${with_}${inline}`;
    const text = untilFirst ? `until end of turn, ${who} becomes ${described}` : `${who} becomes ${described} until end of turn`;
    if (e.still !== 'land' || e.stillInline) return text;
    // A quoted ability ends with its period inside the quotation marks.
    return text.endsWith('."') ? `${text} It's still a land` : `${text}. It's still a land`;
  },
  resolve: resolveBecomeCreature,
};
