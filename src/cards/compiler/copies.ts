// Copy effects in rules text (CR 707): "You may have {this} enter as a copy of any <permanent> on the battlefield[,
// except <exceptions>]" (707.2, 614.1c) and the exceptions to the copying process (707.9) that become part of the
// copy's copiable values (707.9b): types and subtypes "in addition to its other types", and abilities it has
// (707.9a) — a keyword, or a quoted ability read as the ability it is.
import type { Ability, CopyExceptions, ObjectFilter, StaticEffect } from '../../engine/card-def.js';
import type { CardType } from '../../engine/types.js';
import { alt, lit, map, parse, rx, tpl, type P } from './grammar.js';
import { GRANTED_KEYWORD_WORDS, TYPE_WORDS, isSubtype } from './lexicon.js';
import { renderNP, singularNP } from './phrases.js';

/** A quoted ability's own reading (parseParagraph's), handed in so that this module doesn't import the grammar
 * that imports it. */
export type AbilityReader = (text: string) => Ability | null;
export type AbilitySayer = (a: Ability) => string | null;

/** "artifact", "Spirit", "Shapeshifter Rogue", "artifact creature": types and subtypes added (CR 707.9b), card types
 * before subtypes as a type line writes them; every run of such words is a parse. */
const typeWords: P<{ types: CardType[]; subtypes: string[] }> = (s, i) => {
  const out: [{ types: CardType[]; subtypes: string[] }, number][] = [];
  const types: CardType[] = [];
  const subtypes: string[] = [];
  for (let j = i; ;) {
    const m = /^[A-Za-z-]+/.exec(s.slice(j));
    if (!m) break;
    const w = m[0];
    const t = TYPE_WORDS.get(w);
    if (t && subtypes.length === 0 && !types.includes(t)) types.push(t);
    else if (isSubtype(w) && !subtypes.includes(w)) subtypes.push(w);
    else break;
    j += w.length;
    out.push([{ types: [...types], subtypes: [...subtypes] }, j]);
    if (s[j] !== ' ') break;
    j += 1;
  }
  return out;
};

const articleFor = (word: string): string => (/^[aeiouAEIOU]/.test(word) ? 'an' : 'a');

function typesText(e: CopyExceptions): string | null {
  const ws = [...(e.types ?? []).map((t) => t.toLowerCase()), ...(e.subtypes ?? [])];
  return ws.length === 0 ? null : `${articleFor(ws[0]!)} ${ws.join(' ')}`;
}

/** "it's an artifact in addition to its other types" */
const addedTypes: P<CopyExceptions> = map(
  tpl`it's ${alt(lit('a'), lit('an'))} ${typeWords} in addition to its other types`,
  ([a, t]) => {
    const e: CopyExceptions = {
      ...(t.types.length ? { types: t.types } : {}),
      ...(t.subtypes.length ? { subtypes: t.subtypes } : {}),
    };
    return typesText(e)?.startsWith(`${a} `) ? e : null;
  },
);

/** 'it has "<ability>"' — the quoted ability ends its sentence, its period inside the quotation marks. */
function hasAbility(read: AbilityReader): P<Ability> {
  return (s, i) => {
    if (!s.startsWith('it has "', i) || !s.endsWith('"')) return [];
    const inner = s.slice(i + 'it has "'.length, -1);
    const a = inner.endsWith('.') ? read(inner) : null;
    return a ? [[a, s.length]] : [];
  };
}

/** "it has haste" */
const hasKeywords: P<Ability[]> = map(rx(/it has ([a-z ,]+)/), (m) => {
  const k = GRANTED_KEYWORD_WORDS.get(m[1]!);
  return k ? [{ kind: 'keyword', keyword: k }] : null;
});

function exceptions(read: AbilityReader): P<CopyExceptions> {
  return alt<CopyExceptions>(
    addedTypes,
    map(hasAbility(read), (a) => ({ abilities: [a] })),
    map(hasKeywords, (abilities) => ({ abilities })),
    map(tpl`${addedTypes} and ${hasAbility(read)}`, ([t, a]) => ({ ...t, abilities: [a] })),
  );
}

/** "any creature on the battlefield", "a creature you control" (what may be copied, a permanent). */
const copied: P<ObjectFilter> = alt(
  map(tpl`any ${singularNP} on the battlefield`, ([f]) => (f.controller ? null : f)),
  map(tpl`${alt(lit('a'), lit('an'))} ${singularNP}`, ([a, f]) =>
    f.controller && articleFor(renderNP(f, false) ?? '') === a ? f : null,
  ),
);

/** CR 707.2, 614.1c: "You may have {this} enter as a copy of <permanent>[, except <exceptions>]" (no final period). */
export function parseEntersAsCopy(text: string, read: AbilityReader): StaticEffect | null {
  const p = alt<StaticEffect>(
    map(tpl`You may have {this} enter as a copy of ${copied}`, ([filter]) => ({ kind: 'entersAsCopy', filter })),
    map(tpl`You may have {this} enter as a copy of ${copied}, except ${exceptions(read)}`, ([filter, except]) => ({
      kind: 'entersAsCopy',
      filter,
      except,
    })),
  );
  return parse(p, text);
}

/** The exceptions as parseEntersAsCopy reads them; null if they can't be said so. */
export function exceptionsText(e: CopyExceptions, say: AbilitySayer): string | null {
  const types = e.types?.length || e.subtypes?.length ? typesText(e) : null;
  const [a, ...more] = e.abilities ?? [];
  if (more.length || (e.power ?? e.toughness ?? e.colors ?? e.addTypes ?? e.addSubtypes) !== undefined) return null;
  let has: string | null = null;
  if (a?.kind === 'keyword') has = `it has ${a.keyword}`;
  else if (a) {
    const said = say(a);
    if (said === null || !said.endsWith('.')) return null;
    has = `it has "${said}"`;
  }
  if (a?.kind === 'keyword' && types) return null;
  if (types && has) return `it's ${types} in addition to its other types and ${has}`;
  if (types) return `it's ${types} in addition to its other types`;
  return has;
}

/** The sentence of an "enter as a copy" ability (with its final period, or the quotation marks' closing one). */
export function entersAsCopyText(e: Extract<StaticEffect, { kind: 'entersAsCopy' }>, say: AbilitySayer): string | null {
  const np = renderNP(e.filter, false);
  if (np === null) return null;
  const what = e.filter.controller ? `${articleFor(np)} ${np}` : `any ${np} on the battlefield`;
  const head = `You may have {this} enter as a copy of ${what}`;
  if (!e.except) return `${head}.`;
  const ex = exceptionsText(e.except, say);
  if (ex === null) return null;
  return ex.endsWith('"') ? `${head}, except ${ex}` : `${head}, except ${ex}.`;
}
