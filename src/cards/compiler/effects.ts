// Effect clauses: the instructions of spells and abilities ("Destroy target creature", "you gain 3 life"), each
// verb's parser next to its renderer. A clause's targets are numbered from 0 within the clause; the ability
// assembler renumbers them and resolves "it".
import type { Color } from '../../engine/types.js';
import type {
  Ability,
  Amount,
  CardDef,
  Effect,
  Keyword,
  ObjectFilter,
  ObjectRef,
  PlayerRef,
  TargetKind,
} from '../../engine/card-def.js';
import { conditionP, conditionPhrase } from './conditions.js';
import { alt, lit, list, map, memo, opt, rx, tpl, words, type P } from './grammar.js';
import { COLOR_WORD, COLOR_WORDS, GRANTED_KEYWORD_WORDS, capitalize, isSubtype, numberWord } from './lexicon.js';
import { TOKENS } from '../definitions/tokens.js';
import { CDA_SENTENCE, tokenFromDescription } from './tokens.js';
import {
  IT,
  ITS_CONTROLLER,
  SELF,
  THAT_PLAYER_OR_CONTROLLER,
  T0,
  effectParsers,
  libraryFilter,
  manaCostText,
  sayEffect,
  sayPhrase,
  type Clause,
  type EffectPhrases,
  type EffectSayings,
  type Obj,
  type PEffect,
  type RenderCtx,
  type Who,
} from '../../engine/index.js';
import {
  cardKind,
  comparison,
  counterName,
  handCardKind,
  renderHandCardKind,
  digitAmount,
  digits,
  fixedMana,
  manaCostP,
  numberWordP,
  article,
  pluralNP,
  renderDigitAmount,
  renderMana,
  renderNP,
  renderTarget,
  singularNP,
  target,
} from './phrases.js';
import {
  amountPhrase,
  countedOf,
  eachPhrase,
  lifeAmount,
  renderAmountPhrase,
  renderCounted,
  renderEachPhrase,
  renderLifeAmount,
  sayX,
  whereX,
  xValue,
} from './amounts.js';

import { IT_INDEX, shiftTargetIndexes } from '../../engine/index.js';
export { IT_INDEX };
export type { Clause, PEffect } from '../../engine/index.js';

// ---------------------------------------------------------------------------------------------------------------
// What effects act on

const permanentTarget: P<Obj> = map(target, (t) => (t.what.kind === 'permanent' ? { ref: T0, targets: [t] } : null));
const graveyardTarget: P<Obj> = map(target, (t) => (t.what.kind === 'card' ? { ref: T0, targets: [t] } : null));
const selfObj: P<Obj> = lit('{this}', { ref: SELF, targets: [], variants: ['{this}'] });
/** "that creature", "that permanent", ...: the latest target named, said with its noun, or ("Whenever a creature deals
 * combat damage to {this}, destroy that creature") the creature a triggered ability's event concerns, which the
 * assembler finds as it finds "it"'s object; never the source. */
const THAT_NOUNS = ['that creature', 'that permanent', 'that artifact', 'that land'] as const;
const itObj: P<Obj> = alt(
  lit('it', { ref: IT, targets: [], variants: ['it'] }),
  ...THAT_NOUNS.map((n) => lit(n, { ref: IT, targets: [], variants: [n] } as Obj)),
);

const EXCEPT_WORDS: Readonly<Record<string, ObjectFilter>> = {
  artifacts: { notTypes: ['Artifact'] },
  creatures: { notTypes: ['Creature'] },
  enchantments: { notTypes: ['Enchantment'] },
  lands: { notTypes: ['Land'] },
  tokens: { token: false },
};

/** The permanents "except for <these> and <those>" leaves. */
function exceptFilter(ws: readonly string[]): ObjectFilter | null {
  const notTypes = ws.flatMap((w) => EXCEPT_WORDS[w]?.notTypes ?? []);
  const token = ws.includes('tokens') ? { token: false as const } : {};
  return notTypes.length === 0 && !ws.includes('tokens')
    ? null
    : { ...(notTypes.length ? { notTypes } : {}), ...token };
}

/** The words exceptFilter read, back from its filter (the order the Oracle text uses: types, then tokens). */
function exceptText(f: ObjectFilter): string | null {
  const { notTypes = [], token, other: _other, ...rest } = f;
  if (Object.keys(rest).length > 0 || (token !== undefined && token !== false)) return null;
  const ws = [...notTypes.map((t) => `${t.toLowerCase()}s`), ...(token === false ? ['tokens'] : [])];
  return ws.length === 2 ? ws.join(' and ') : null;
}

/** "all creatures", "all other creatures", "all artifacts and enchantments", "all lands target player controls" */
const allOf: P<Obj> = alt<Obj>(
  map(tpl`all ${pluralNP}`, ([f]) => ({ ref: { kind: 'each', filter: f }, targets: [] })),
  // "all other permanents except for lands and tokens" (Elspeth Tirel), "all permanents except for artifacts and
  // lands": the same permanents as "all other nonland, nontoken permanents", said the other way.
  map(
    rx(
      /all (other )?permanents except for (artifacts|creatures|enchantments|lands|tokens) and (artifacts|creatures|enchantments|lands|tokens)/,
    ),
    (m) => {
      const f = exceptFilter([m[2]!, m[3]!]);
      return f === null || m[2] === m[3]
        ? null
        : ({
            ref: { kind: 'each', filter: m[1] ? { ...f, other: true } : f },
            targets: [],
            variants: ['except'],
          } as Obj);
    },
  ),
  // "Destroy all lands target player controls" (Ajani Vengeant): each one the targeted player controls as it
  // resolves (none if the player is an illegal target then, CR 608.2b).
  map(tpl`all ${pluralNP} target player controls`, ([f]) =>
    f.controller || f.other
      ? null
      : {
          ref: { kind: 'each', filter: { ...f, controlledByTarget: 0 } },
          targets: [{ what: { kind: 'player' }, text: 'target player' }],
        },
  ),
  map(tpl`all other ${pluralNP}`, ([f]) => ({ ref: { kind: 'each', filter: { ...f, other: true } }, targets: [] })),
);

/** "creatures you control", "other creatures you control" as the subject of "get"/"gain". */
const pluralSubject: P<Obj> = alt(
  map(pluralNP, (f) => ({ ref: { kind: 'each', filter: f }, targets: [] }) as Obj),
  map(tpl`other ${pluralNP}`, ([f]) => ({ ref: { kind: 'each', filter: { ...f, other: true } }, targets: [] })),
  // "All creatures get -1/-1": "all" is said when no "you control" narrows the subject.
  map(tpl`all ${pluralNP}`, ([f]) =>
    f.controller ? null : ({ ref: { kind: 'each', filter: f }, targets: [], variants: ['all'] } as Obj),
  ),
);

/** "equipped creature" (an Equipment's), "enchanted creature" (an Aura's): what the source is attached to as the
 * effect happens (CR 301.5a, 303.4m). */
const attachedObj: P<Obj> = alt(
  lit('equipped creature', { ref: { kind: 'attached' }, targets: [], variants: ['equipped creature'] } as Obj),
  lit('enchanted creature', { ref: { kind: 'attached' }, targets: [], variants: ['enchanted creature'] } as Obj),
);

const singleSubject: P<Obj> = alt(permanentTarget, selfObj, itObj, attachedObj);

/** The noun "that <noun>" says of a filter's permanents: "that creature", "that permanent" (CR 201.2 same-name
 * sets name the kind of the others). */
function sameNameNoun(f: ObjectFilter): string {
  return f.types?.length === 1 ? f.types[0]!.toLowerCase() : 'permanent';
}

/** "up to three target creatures", "two target lands", "up to three target land cards from your graveyard": a variable
 * number of targets of one word "target" (CR 601.2c: at most that many, "up to" none at all; 115.3: each a different
 * object), one target spec for all of them, named together. */
const targetsUpTo: P<Obj> = (s, i) =>
  alt<[number, number, TargetKind]>(
    map(tpl`up to ${numberWordP} target ${pluralNP}`, ([n, f]) => [0, n, { kind: 'permanent', filter: f }]),
    map(tpl`${numberWordP} target ${pluralNP}`, ([n, f]) => [n, n, { kind: 'permanent', filter: f }]),
    map(tpl`up to ${numberWordP} target ${cardKind} cards${opt(comparison)} from your graveyard`, ([n, f, cmp]) =>
      f.controller
        ? null
        : [0, n, { kind: 'card', zone: 'graveyard', filter: { ...f, ...(cmp ?? {}), controller: 'you' } }],
    ),
  )(s, i).flatMap(([[min, max, what], j]) =>
    max < 2
      ? []
      : [
          [
            {
              ref: { kind: 'targetsFrom', index: 0 },
              targets: [{ what, anyNumber: true, min, max, text: s.slice(i, j) }],
            } as Obj,
            j,
          ] as const,
        ],
  );

/** "target creature and all other creatures with the same name as that creature", "target nonland permanent and all
 * other permanents with the same name as that permanent" (CR 201.2): one target, and the others found by its name. */
const sameNameTarget: P<Obj> = map(
  tpl`${target} and all other ${pluralNP} with the same name as that ${rx(/[a-z]+/)}`,
  ([t, f, noun]) =>
    t.what.kind !== 'permanent' || f.other || noun[0] !== sameNameNoun(f)
      ? null
      : { ref: { kind: 'withSameName', index: 0, filter: f }, targets: [t] },
);

// ---------------------------------------------------------------------------------------------------------------
// Players

const playerTarget: P<Who> = map(target, (t) =>
  t.what.kind === 'player' && !t.text.includes('planeswalker') ? { who: T0, targets: [t] } : null,
);

/** A player doing something: "you gain", "target player gains", "each opponent loses". */
function playerDoes<V>(base: string, third: string, rest: P<V>): P<[Who, V, boolean]> {
  return alt<[Who, V, boolean]>(
    map(tpl`you ${lit(base)} ${rest}`, ([, v]) => [{ who: { kind: 'you' }, targets: [] }, v, true]),
    map(tpl`${playerTarget} ${lit(third)} ${rest}`, ([w, , v]) => [w, v, false]),
    // "Any number of target players each draw twenty cards" (CR 601.2c: a variable number of targets, each different).
    map(tpl`any number of target players each ${lit(base)} ${rest}`, ([, v]) => [
      {
        who: { kind: 'targetsFrom', index: 0 },
        targets: [{ what: { kind: 'player' }, anyNumber: true, text: 'any number of target players' }],
      },
      v,
      false,
    ]),
    map(tpl`each opponent ${lit(third)} ${rest}`, ([, v]) => [
      { who: { kind: 'eachOpponent' }, targets: [] },
      v,
      false,
    ]),
    map(tpl`each player ${lit(third)} ${rest}`, ([, v]) => [{ who: { kind: 'eachPlayer' }, targets: [] }, v, false]),
    map(tpl`its controller ${lit(third)} ${rest}`, ([, v]) => [{ who: ITS_CONTROLLER, targets: [] }, v, false]),
    // "That creature's controller creates ..." (Rapid Hybridization): the controller of the target named before.
    map(tpl`that creature's controller ${lit(third)} ${rest}`, ([, v]) => [
      { who: ITS_CONTROLLER, targets: [], variants: ["that creature's controller"] },
      v,
      false,
    ]),
    // "that player": the player the triggering event happened to (compileCard keeps it to a trigger that has one).
    map(tpl`that player ${lit(third)} ${rest}`, ([, v]) => [{ who: { kind: 'thatPlayer' }, targets: [] }, v, false]),
    // The player or planeswalker a "target player or planeswalker" named before: that player, or its controller.
    map(tpl`that player or that planeswalker's controller ${lit(third)} ${rest}`, ([, v]) => [
      { who: THAT_PLAYER_OR_CONTROLLER, targets: [] },
      v,
      false,
    ]),
  );
}

// ---------------------------------------------------------------------------------------------------------------
// Damage (CR 120)

// ---------------------------------------------------------------------------------------------------------------
// Zone changes

// ---------------------------------------------------------------------------------------------------------------
// Power, toughness and keywords until end of turn (CR 611.2, layers 6 and 7)

// "-0" is read as 0: the tree has no negative zero.
const signed: P<number> = map(rx(/[+-]\d+/), (m) => Number(m[0]) || 0);
export const ptMod: P<[number, number]> = map(tpl`${signed}/${signed}`, ([p, t]) => [p, t]);
const keyword: P<Keyword> = words(GRANTED_KEYWORD_WORDS);
const keywords: P<Keyword[]> = map(list(keyword, 'and'), (ks) => (new Set(ks).size === ks.length ? ks : null));

/** "+X/+0", "+X/+X", "-X/-X": X as announced for the spell or ability (CR 107.3), each part -1, 0 or 1 times X. */
const xPart: P<number> = alt(lit('+X', 1), lit('-X', -1), lit('+0', 0), lit('-0', 0));
const ptModX: P<[number, number]> = map(tpl`${xPart}/${xPart}`, ([p, t]) => (p === 0 && t === 0 ? null : [p, t]));

const colorList: P<Color[]> = map(list(words(COLOR_WORDS), 'and'), (cs) =>
  new Set(cs).size === cs.length && cs.length <= 2 ? cs : null,
);
const creatureSubtypes: P<string[]> = map(rx(/(?:[A-Z][a-z'-]+ )+/), (m) => {
  const ts = m[0].trim().split(' ');
  return ts.every(isSubtype) && new Set(ts).size === ts.length ? ts : null;
});

// ---------------------------------------------------------------------------------------------------------------
// Cards, life, counters, mana

const cards = countedOf('card', 'cards');

// CR 701.6a: "counter target spell", "counter target activated or triggered ability"; CR 118.12a: "... unless its
// controller pays {N}".
const spellOrAbilityTarget: P<Obj> = map(target, (t) =>
  t.what.kind === 'spell' || t.what.kind === 'ability' ? { ref: T0, targets: [t] } : null,
);

// ---------------------------------------------------------------------------------------------------------------
// Tokens (CR 111): only the tokens the game defines (src/cards/definitions/tokens.ts) can be created.

/** How rules text describes a defined token after "a"/"two": "Treasure token", "1/1 colorless Thopter artifact
 * creature token with flying" (CR 111.4: a creature token's description gives its P/T, colors, types and
 * abilities). Null for a token whose abilities the description can't say. */
export function tokenDescription(def: CardDef, plural: boolean): string | null {
  const noun = plural ? 'tokens' : 'token';
  if (!def.types.includes('Creature')) return def.abilities.length <= 1 ? `${def.subtypes.join(' ')} ${noun}` : null;
  const cda = cdaTokenDescription(def, noun);
  if (cda !== undefined) return cda;
  if (def.power === undefined || def.toughness === undefined) return null;
  const kws: Keyword[] = [];
  for (const a of def.abilities) {
    if (a.kind !== 'keyword') return null;
    kws.push(a.keyword);
  }
  const colors = def.colors.length === 0 ? 'colorless' : def.colors.map((c) => COLOR_WORD[c]).join(' and ');
  const types = def.types.map((t) => t.toLowerCase()).join(' ');
  const with_ = kws.length ? ` with ${keywordList(kws)}` : '';
  return `${def.power}/${def.toughness} ${colors} ${def.subtypes.join(' ')} ${types} ${noun}${with_}`;
}

/** CR 604.3: a creature token with no P/T but the characteristic-defining ability that gives it, said in quotation
 * marks (tokens.ts); undefined for any other token. */
function cdaTokenDescription(def: CardDef, noun: string): string | null | undefined {
  const [a, ...more] = def.abilities;
  if (def.power !== undefined || a?.kind !== 'static' || a.effect.kind !== 'cdaPT') return undefined;
  const amount = renderAmountPhrase(a.effect.power);
  if (more.length || amount === null || JSON.stringify(a.effect.power) !== JSON.stringify(a.effect.toughness))
    return null;
  const colors = def.colors.length === 0 ? 'colorless' : def.colors.map((c) => COLOR_WORD[c]).join(' and ');
  const types = def.types.map((t) => t.toLowerCase()).join(' ');
  return `${colors} ${def.subtypes.join(' ')} ${types} ${noun} with "${CDA_SENTENCE(amount)}."`;
}

const tokenNames = (plural: boolean): P<string> =>
  words(
    new Map(
      TOKENS.flatMap((d) => {
        const t = tokenDescription(d, plural);
        return t ? [[t, d.name] as const] : [];
      }),
    ),
  );

/** A creature token its description defines (tokens.ts, CR 111.4): "3/3 green Beast creature token", "1/1 white
 * Spirit creature tokens with flying". The value is its key, the singular description. Every end of the phrase that
 * makes a description is a parse ("... with deathtouch and a 3/3 ..." ends before " and"). */
const describedToken = (plural: boolean): P<string> => {
  const noun = plural ? ' tokens' : ' token';
  return (s, i) => {
    const out: [string, number][] = [];
    // A description begins with its P/T, or with its colors when an ability in quotation marks defines them.
    if (!/\d/.test(s.charAt(i)) && (plural || !/[a-z]/.test(s.charAt(i)))) return out;
    const at = s.indexOf(noun, i);
    if (at < 0) return out;
    const singular = (t: string) => (plural ? t.replace(' tokens', ' token') : t);
    for (let j = at + noun.length; j <= s.length; j++) {
      if (j < s.length && s[j] !== ' ' && s[j] !== ',' && s[j - 1] !== '"') continue;
      const key = singular(s.slice(i, j));
      if (!TOKEN_KEYS.has(key) && tokenFromDescription(key)) out.push([key, j]);
      if (!s.startsWith(' with ', at + noun.length)) break;
    }
    return out;
  };
};
const TOKEN_KEYS = new Set(TOKENS.flatMap((d) => tokenDescription(d, false) ?? []));

const tokenKinds = (plural: boolean): P<string> => alt(tokenNames(plural), describedToken(plural));

// ---------------------------------------------------------------------------------------------------------------
// Library search (CR 701.23)

const subtypeName: P<string> = map(rx(/[A-Z][a-z'-]+/), (m) => (isSubtype(m[0]) ? m[0] : null));

// ---------------------------------------------------------------------------------------------------------------
// Prevention (CR 615)

// ---------------------------------------------------------------------------------------------------------------
// Clauses

// Abilities in quotation marks (CR 113.1) are read and said by the ability grammar (abilities.ts, render.ts), which
// import this module: they hand their reader and sayer in as they load.
const quoted: { read: ((text: string) => Ability | null) | null; say: ((a: Ability) => string | null) | null } = {
  read: null,
  say: null,
};

/** Hands this module the ability grammar's reading of a quoted ability (abilities.ts). */
export function setQuotedAbilityReader(read: (text: string) => Ability | null): void {
  quoted.read = read;
}

/** Hands this module the ability grammar's saying of a quoted ability, in its quotation marks (render.ts). */
export function setQuotedAbilitySayer(say: (a: Ability) => string | null): void {
  quoted.say = say;
}

/** '"<ability>."': the text in quotation marks, its period inside them, read as one ability. */
const quotedAbility: P<Ability> = (s, i) => {
  if (s[i] !== '"' || !quoted.read) return [];
  const end = s.indexOf('"', i + 1);
  if (end < 0 || s[end - 1] !== '.') return [];
  const a = quoted.read(s.slice(i + 1, end));
  return a ? [[a, end + 1]] : [];
};

/** The phrases every verb's sentences are written with, handed to the verbs' words (engine/text.ts). */
const PHRASES: EffectPhrases = {
  quotedAbility,
  ptMod,
  ptModX,
  keywords,
  colors: colorList,
  creatureSubtypes,
  tokenKind: tokenKinds,
  handCardKind,
  comparison,
  subtypeName,
  spellOrAbilityTarget,
  life: lifeAmount,
  amount: amountPhrase,
  each: eachPhrase,
  permanentTarget,
  graveyardTarget,
  targetsUpTo,
  selfObj,
  itObj,
  singleSubject,
  allOf,
  sameNameTarget,
  pluralSubject,
  playerTarget,
  playerDoes,
  target,
  digits,
  digitAmount,
  numberWord: numberWordP,
  counterName,
  cards,
  article,
  singularNP,
  pluralNP,
  cardKind,
  cost: manaCostP,
  fixedMana,
};

/** One effect phrase: the sentences of the verbs' words, and those still read here. */
export const effectPhrase: P<Clause> = memo(alt(...effectParsers(PHRASES)));

/** Joins two clauses of one sentence, renumbering the second's targets after the first's; `shift` false for clauses
 * already numbered in their ability (parseBody's sentences). */
function join(a: Clause, j: string, b: Clause, shift = true): Clause {
  const shifted = shift ? shiftClause(b, a.targets.length) : b;
  return {
    items: [...a.items, ...shifted.items],
    targets: [...a.targets, ...shifted.targets],
    joins: [...a.joins, j, ...b.joins],
  };
}

/** Renumbers a clause's own targets after `offset` targets that came before it. */
export function shiftClause(c: Clause, offset: number): Clause {
  if (offset === 0) return c;
  return {
    ...c,
    items: c.items.map((i) => ({ ...i, e: shiftTargets(i.e, offset) })),
    // "target creature that player controls": the earlier target it names moves with the others.
    targets: c.targets.map((t) => {
      const n = t.what.kind === 'permanent' ? t.what.filter.controlledByTarget : undefined;
      return n === undefined || n === IT_INDEX || t.what.kind !== 'permanent'
        ? t
        : { ...t, what: { ...t.what, filter: { ...t.what.filter, controlledByTarget: n + offset } } };
    }),
  };
}

/** Adds `offset` to every target index in an effect ("it" is left for the assembler): the engine's one home for it. */
export const shiftTargets = shiftTargetIndexes;

/** CR 702.33e: "If {this} was kicked, <effect>" ("this spell" or its name) — checked as the spell resolves. Only an
 * effect without targets: targets chosen only if the spell was kicked (702.33g) are not read. */
const kickedClause: P<Clause> = map(tpl`if {this} was kicked, ${effectPhrase}`, ([c]) => {
  const item = c.items[0];
  if (c.items.length !== 1 || c.targets.length > 0 || !item) return null;
  return {
    items: [{ ...item, e: { kind: 'conditional', condition: KICKED, then: [item.e] } }],
    targets: [],
    joins: [],
  };
});
const KICKED = { kind: 'kicked' } as const;

/** "If <condition>, <effect>" in a spell's or ability's instructions (Wild Slash's "If you control a creature with
 * power 4 or greater, damage can't be prevented this turn", Dispatch's "If you control three or more artifacts, exile
 * that creature"): checked as the resolution reaches it (CR 608.2c); a target it names is chosen as the spell is cast
 * all the same (601.2c). "If {this} was kicked" is kickedClause's. */
const ifConditionClause: P<Clause> = map(tpl`if ${conditionP}, ${effectPhrase}`, ([condition, c]) => {
  const item = c.items[0];
  if (c.items.length !== 1 || !item || condition.kind === 'kicked') return null;
  return {
    items: [{ ...item, e: { kind: 'conditional', condition, then: [item.e] } }],
    targets: c.targets,
    joins: [],
  };
});

/** "<effect> unless <condition>" (Vampire Lacerator's "you lose 1 life unless an opponent has 10 or less life"):
 * checked as the ability resolves (CR 608.2c). */
const unlessClause: P<Clause> = map(tpl`${effectPhrase} unless ${conditionP}`, ([c, condition]) => {
  const item = c.items[0];
  if (c.items.length !== 1 || !item) return null;
  return {
    items: [{ ...item, e: { kind: 'conditional', condition: { kind: 'not', condition }, then: [item.e] } }],
    targets: c.targets,
    joins: [],
  };
});

/** "You may <phrase>" (without targets): its controller chooses as it resolves (CR 608.2d). */
const mayClause: P<Clause> = (s, i) => {
  if (!s.startsWith('you may ', i)) return [];
  const out: [Clause, number][] = [];
  for (const [c, j] of effectPhrase(s, i + 8)) {
    const item = c.items[0];
    if (c.items.length !== 1 || c.targets.length > 0 || !item) continue;
    const prompt = s.slice(i + 8, j).replaceAll('{this}', 'it');
    out.push([{ items: [{ ...item, e: { kind: 'mayDo', prompt, effects: [item.e] } }], targets: [], joins: [] }, j]);
  }
  return out;
};

/** "If it was a creature card, <effects>" (Scavenging Ooze): "it" is the card an effect before it moved (CR 608.2c,
 * 400.7); the assembler requires such an effect. One phrase, or two joined by "and". */
const ifLinkedClause: P<Clause> = map(
  tpl`if it was ${article} ${cardKind} card, ${alt(
    effectPhrase,
    map(tpl`${effectPhrase} and ${effectPhrase}`, ([a, b]) => join(a, ' and ', b)),
  )}`,
  ([, filter, c]) =>
    c.targets.length > 0 || !libraryFilter(filter) || c.joins.some((j) => j !== ' and ')
      ? null
      : {
          items: [
            {
              e: { kind: 'ifLinked', filter, effects: c.items.map((i) => i.e) },
              variants: c.items.flatMap((i) => i.variants ?? []),
            },
          ],
          targets: [],
          joins: [],
        },
);

/** "If the sacrificed creature was a Human, <effect>" (Falkenrath Aristocrat): what the ability's cost sacrificed, as
 * it last existed (CR 608.2h); the assembler checks that the cost sacrificed one such permanent. */
const ifSacrificedClause: P<Clause> = map(
  tpl`if the sacrificed ${rx(/[a-z]+/)} was ${article} ${singularNP}, ${effectPhrase}`,
  ([m, , filter, c]) =>
    c.targets.length > 0 || filter.controller || filter.other || filter.combat || filter.tapped !== undefined
      ? null
      : {
          items: [
            {
              e: { kind: 'ifLinked', filter, effects: c.items.map((i) => i.e), sacrificed: m[0] },
              variants: c.items.flatMap((i) => i.variants ?? []),
            },
          ],
          targets: [],
          joins: [],
        },
);

const plainClause: P<Clause> = alt(
  effectPhrase,
  kickedClause,
  ifConditionClause,
  unlessClause,
  mayClause,
  ifLinkedClause,
  ifSacrificedClause,
  map(tpl`${effectPhrase} and ${effectPhrase}`, ([a, b]) => join(a, ' and ', b)),
  map(tpl`${effectPhrase}, then ${effectPhrase}`, ([a, b]) => join(a, ', then ', b)),
);

/** CR 118.12: "If you do, <effects>" after "you may <do something>" ("If a player does, ..." after "any opponent may
 * ..."): done only if the player did what the sentence before offered (ifYouDo; the assembler checks what comes
 * before). One phrase, or two joined by "and". */
const ifDoneClause: P<Clause> = map(
  tpl`${alt(lit('if you do', 'you' as const), lit('if a player does', 'aPlayer' as const))}, ${alt(
    effectPhrase,
    map(tpl`${effectPhrase} and ${effectPhrase}`, ([a, b]) => join(a, ' and ', b)),
  )}`,
  ([who, c]) => ({
    items: [
      {
        e: { kind: 'ifYouDo', effects: c.items.map((i) => i.e), ...(who === 'aPlayer' ? { who } : {}) },
        variants: c.items.flatMap((i) => i.variants ?? []),
      },
    ],
    targets: c.targets,
    joins: [],
  }),
);

/** A sentence's effects: one phrase, a kicked phrase, or phrases joined in one sentence ("A and B", "A, then B"),
 * and what X is when the sentence says ("..., where X is the number of creatures you control"). */
export const clause: P<Clause> = alt(plainClause, whereX(plainClause), ifDoneClause);

/** Joins the clauses of consecutive sentences. */
export function sentencesClause(cs: readonly Clause[], seps: readonly string[] = []): Clause {
  let acc = cs[0] ?? { items: [], targets: [], joins: [] };
  // A sentence that begins "Then" ("Then create ... for each muster counter on {this}") follows the one before it, as
  // every sentence does (CR 608.2c): the word is kept for the rendering.
  cs.slice(1).forEach((c, i) => (acc = join(acc, seps[i + 1] ?? '. ', c, false)));
  return acc;
}

// ---------------------------------------------------------------------------------------------------------------
// Rendering

export type { RenderCtx } from '../../engine/index.js';

/** Takes the next recorded wording choice if it is one of the allowed synonyms, else the first synonym. */
function variant(rc: RenderCtx, allowed: readonly string[]): string {
  const v = rc.variants[0];
  if (v !== undefined && allowed.includes(v)) {
    rc.variants.shift();
    return v;
  }
  return allowed[0]!;
}

function refText(r: ObjectRef, rc: RenderCtx): string | null {
  switch (r.kind) {
    case 'target': {
      const t = rc.targets[r.index];
      if (!t) return null;
      if (rc.named.has(r.index)) return variant(rc, ['it', ...THAT_NOUNS]);
      rc.named.add(r.index);
      return renderTarget(t);
    }
    case 'self':
      return selfWord(rc);
    case 'linked':
      return variant(rc, ['that card', 'it', 'that token']);
    case 'exiledWithSource':
      return 'the exiled card';
    case 'attached':
      return variant(rc, ['equipped creature', 'enchanted creature']);
    // the object the event that triggered the ability concerned (CR 603.2): the attacking creature, ...
    case 'thatObject':
      return variant(rc, ['it', 'that creature']);
    case 'targetsFrom':
      return targetsUpToText(r.index, rc);
    case 'withSameName': {
      const t = rc.targets[r.index];
      const np = renderNP(r.filter, true);
      if (!t || np === null || r.filter.other) return null;
      rc.named.add(r.index);
      return `${renderTarget(t)} and all other ${np} with the same name as that ${sameNameNoun(r.filter)}`;
    }
    case 'chosen': {
      // "a land you control": exactly one, chosen on resolution
      if (r.max !== 1 || r.min !== 1) return null;
      const np = renderNP(r.filter, false);
      return np === null ? null : `${/^[aeiou]/i.test(np) ? 'an' : 'a'} ${np}`;
    }
    default:
      return null;
  }
}

/** The words of targetsUpTo, from the target spec they made (nothing else reads them back). */
function targetsUpToText(index: number, rc: RenderCtx): string | null {
  const t = rc.targets[index];
  if (!t?.anyNumber || rc.named.has(index) || t.divide || t.max === undefined || t.max < 2) return null;
  const min = t.min ?? 0;
  if (min !== 0 && min !== t.max) return null;
  const count = `${min === 0 ? 'up to ' : ''}${numberWord(t.max)}`;
  let noun: string | null = null;
  if (t.what.kind === 'permanent') noun = renderNP(t.what.filter, true);
  else if (t.what.kind === 'card' && t.what.filter.controller === 'you' && min === 0) {
    // "creature cards with power 2 or less from your graveyard": the kind, "cards", then what the filter compares.
    const { controller: _you, ...f } = t.what.filter;
    const kind = renderNP(
      { ...(f.types ? { types: f.types } : {}), ...(f.subtypes ? { subtypes: f.subtypes } : {}) },
      false,
    );
    const all = renderNP(f, false);
    noun =
      kind === null || all === null || !all.startsWith(kind)
        ? null
        : `${kind} cards${all.slice(kind.length)} from your graveyard`;
  }
  if (noun === null) return null;
  rc.named.add(index);
  return `${count} target ${noun}`;
}

function allText(r: ObjectRef, rc?: RenderCtx): string | null {
  if (r.kind !== 'each') return null;
  if (rc && variantIs(rc, 'except')) {
    const w = exceptText(r.filter);
    return w === null ? null : `all ${r.filter.other ? 'other ' : ''}permanents except for ${w}`;
  }
  const k = r.filter.controlledByTarget;
  if (k !== undefined) {
    // "all lands target player controls": the player target it names, said here.
    const t = rc?.targets[k];
    const { controlledByTarget: _k, ...f } = r.filter;
    const np = renderNP(f, true);
    if (!rc || !t || t.what.kind !== 'player' || t.what.who || t.optional || rc.named.has(k) || np === null || f.other)
      return null;
    rc.named.add(k);
    return `all ${np} target player controls`;
  }
  const np = renderNP(r.filter, true);
  return np === null ? null : r.filter.other ? `all other ${np}` : `all ${np}`;
}

function pluralSubjectText(f: ObjectFilter, rc: RenderCtx): string | null {
  const { other, ...rest } = f;
  const np = renderNP(rest, true);
  if (np === null) return null;
  if (other) return `other ${np}`;
  return variantIs(rc, 'all') ? `all ${np}` : np;
}

function playerSubject(w: PlayerRef, rc: RenderCtx, base: string, third: string): string | null {
  switch (w.kind) {
    case 'you':
      return `you ${base}`;
    case 'target': {
      const t = rc.targets[w.index];
      if (!t) return null;
      rc.named.add(w.index);
      return `${renderTarget(t)} ${third}`;
    }
    case 'eachOpponent':
      return `each opponent ${third}`;
    case 'eachPlayer':
      return `each player ${third}`;
    case 'controllerOfTarget':
      return `${variant(rc, ['its controller', "that creature's controller"])} ${third}`;
    case 'thatPlayer':
      return `that player ${third}`;
    case 'defendingPlayer':
      return `defending player ${third}`;
    case 'targetPlayerOrController':
      return `that player or that planeswalker's controller ${third}`;
    case 'targetsFrom': {
      const t = rc.targets[w.index];
      if (!t?.anyNumber || t.what.kind !== 'player' || t.what.who || t.min !== undefined || t.max !== undefined)
        return null;
      rc.named.add(w.index);
      return `any number of target players each ${base}`;
    }
    default:
      return null;
  }
}

/** "+2/+0", "-2/-0", "-0/-3": a zero takes the sign of the other number, as rules text writes it. */
export function ptText(p: number, t: number): string {
  const sign = (n: number, other: number) => (n > 0 || (n === 0 && other >= 0) ? `+${n}` : n === 0 ? '-0' : `${n}`);
  return `${sign(p, t)}/${sign(t, p)}`;
}

/** "+X/+0", "-X/-X": each part -1, 0 or 1 times X, a zero with the sign of the other part. */
function ptTextX(p: number, t: number): string {
  const part = (n: number, other: number) => (n === 1 ? '+X' : n === -1 ? '-X' : other < 0 ? '-0' : '+0');
  return `${part(p, t)}/${part(t, p)}`;
}

function keywordList(ks: readonly Keyword[]): string {
  return ks.length === 1
    ? ks[0]!
    : ks.length === 2
      ? `${ks[0]} and ${ks[1]}`
      : `${ks.slice(0, -1).join(', ')}, and ${ks[ks.length - 1]}`;
}

/** "a Treasure token", "two 1/1 white Spirit creature tokens with flying", "X 2/2 green Bear creature tokens" */
function tokensText(e: { readonly token: string; readonly amount: Amount }): string | null {
  const def = TOKENS.find((d) => d.name === e.token) ?? tokenFromDescription(e.token);
  const a = e.amount;
  if (!def) return null;
  if (a.kind === 'forEach') {
    const desc = tokenDescription(def, false);
    const each = renderEachPhrase(a.counted);
    return desc === null || each === null || a.per !== 1
      ? null
      : `${/^[aeiou]/i.test(desc) ? 'an' : 'a'} ${desc} for each ${each}`;
  }
  if (a.kind !== 'const' && a.kind !== 'x') {
    const desc = tokenDescription(def, true);
    const said = renderAmountPhrase(a);
    return desc === null || said === null ? null : `a number of ${desc} equal to ${said}`;
  }
  const one = a.kind === 'const' && a.n === 1;
  const desc = tokenDescription(def, !one);
  if (desc === null) return null;
  const n = a.kind === 'x' ? 'X' : one ? (/^[aeiou]/i.test(desc) ? 'an' : 'a') : numberWord(a.n);
  return `${n} ${desc}`;
}

/** Renders one effect phrase (one effect, or a modifyPT/grantKeyword group said as one phrase). */
export function renderPhrase(items: readonly PEffect[], rc: RenderCtx): string | null {
  const first = items[0];
  if (!first) return null;
  const e = first.e;
  // Several effects said as one phrase ("gets +1/+1 and gains flying"): the first verb's word says it.
  if (items.length !== 1) return sayPhrase(items, rc, SAYINGS) ?? null;
  const said = sayEffect(e, rc, SAYINGS);
  if (said !== undefined) return said;
  switch (e.kind) {
    case 'conditional': {
      // "if {this} was kicked, <effect>" (kickedClause)
      const [then, ...more] = e.then;
      if (!then || more.length) return null;
      if (e.condition.kind === 'not') {
        // "<effect> unless <condition>" (unlessClause)
        const body = renderPhrase([{ e: then }], rc);
        const cond = conditionPhrase(e.condition.condition);
        return body === null || cond === null ? null : `${body} unless ${cond}`;
      }
      if (e.condition.kind !== 'kicked') {
        // "if <condition>, <effect>" (ifConditionClause)
        const body = renderPhrase([{ e: then }], rc);
        const cond = conditionPhrase(e.condition);
        return body === null || cond === null ? null : `if ${cond}, ${body}`;
      }
      const body = renderPhrase([{ e: then }], rc);
      return body === null ? null : `if {this} was kicked, ${body}`;
    }
    case 'instead':
      return insteadText(e, rc);
    case 'mayDo': {
      const [inner, ...more] = e.effects;
      if (!inner || more.length) return null;
      const body = renderPhrase([{ e: inner }], rc);
      return body === null ? null : `you may ${body}`;
    }
    case 'ifYouDo': {
      const body = renderEffects(
        e.effects.map((x) => ({ e: x })),
        e.effects.slice(1).map(() => ' and '),
        rc,
      );
      return body === null || e.effects.length > 2
        ? null
        : `if ${e.who === 'aPlayer' ? 'a player does' : 'you do'}, ${body}`;
    }
    case 'ifLinked': {
      const np = renderNP(e.filter, false);
      if (e.sacrificed !== undefined) {
        const [only, ...more] = e.effects;
        const body = only && !more.length ? renderPhrase([{ e: only }], rc) : null;
        return np === null || body === null
          ? null
          : `if the sacrificed ${e.sacrificed} was ${/^[aeiou]/i.test(np) ? 'an' : 'a'} ${np}, ${body}`;
      }
      const body = renderEffects(
        e.effects.map((x) => ({ e: x })),
        e.effects.slice(1).map(() => ' and '),
        rc,
      );
      return np === null || body === null || e.effects.length > 2
        ? null
        : `if it was ${/^[aeiou]/i.test(np) ? 'an' : 'a'} ${np} card, ${body}`;
    }
    default:
      return null;
  }
}

/** "<effect>. [Ability word — ]<changed effect> instead if <condition>" or "... If <condition>, <changed effect>
 * instead" (instead.ts reads it). */
function insteadText(e: Extract<Effect, { kind: 'instead' }>, rc: RenderCtx): string | null {
  if (e.effects.length === 2) return insteadPairText(e, rc);
  const [base, ...more] = e.effects;
  const [now, ...more2] = e.instead;
  if (!base || !now || more.length || more2.length) return null;
  const first = renderPhrase([{ e: base }], rc);
  const cond = conditionPhrase(e.condition);
  if (first === null || cond === null) return null;
  const w = rc.variants[0]?.startsWith('aw:') ? rc.variants.shift()!.slice(3) : null;
  const ifFirst = variantIs(rc, 'ifFirst');
  let core: string | null;
  if (variantIs(rc, 'whole')) core = renderPhrase([{ e: now }], rc);
  else if (now.kind === 'dealDamage' && base.kind === 'dealDamage') {
    const amount = renderDigitAmount(now.amount);
    core = amount === null ? null : `${selfWord(rc)} deals ${amount} damage`;
  } else if (now.kind === 'modifyPT' && base.kind === 'modifyPT')
    core = `${variant(rc, ['that creature', 'it'])} gets ${ptText(now.power, now.toughness)} until end of turn`;
  else if (now.kind === 'createToken' && base.kind === 'createToken' && now.amount.kind === 'const')
    core = `create ${numberWord(now.amount.n)} of those tokens`;
  else core = null;
  if (core === null) return null;
  const second = ifFirst ? `If ${cond}, ${core} instead` : `${capitalize(core)} instead if ${cond}`;
  return `${first}. ${w ? `${w} — ` : ''}${second}`;
}

/** What "that ..." names again in an "instead" sentence: a target player or planeswalker, or a permanent target. */
export const THAT_WORDS = [
  'that player or planeswalker',
  'that creature',
  'that permanent',
  'that artifact',
  'that land',
] as const;

/** Two damage effects said as one phrase, and the "instead" sentence saying both again (mergeInsteadPair). */
function insteadPairText(e: Extract<Effect, { kind: 'instead' }>, rc: RenderCtx): string | null {
  const [a, b] = e.effects;
  const [x, y, ...more] = e.instead;
  if (!a || !b || x?.kind !== 'dealDamage' || y?.kind !== 'dealDamage' || more.length) return null;
  const first = renderPhrase([{ e: a }, { e: b }], rc);
  const cond = conditionPhrase(e.condition);
  if (first === null || cond === null) return null;
  const w = rc.variants[0]?.startsWith('aw:') ? rc.variants.shift()!.slice(3) : null;
  const ifFirst = variantIs(rc, 'ifFirst');
  if (!variantIs(rc, 'pair')) return null;
  const n = renderDigitAmount(x.amount);
  const m = renderDigitAmount(y.amount);
  if (n === null || m === null) return null;
  const subject = variant(rc, ['{this}', 'it']);
  const core = `${subject} deals ${n} damage to ${variant(rc, THAT_WORDS)} and ${m} damage to ${variant(rc, THAT_WORDS)}`;
  const second = ifFirst ? `If ${cond}, ${core} instead` : `${capitalize(core)} instead if ${cond}`;
  return `${first}. ${w ? `${w} — ` : ''}${second}`;
}

/** How the verbs' words say objects, players and numbers (engine/text.ts). */
const SAYINGS: EffectSayings = {
  variant,
  variantIs,
  ref: refText,
  all: allText,
  playerSubject,
  selfWord,
  np: renderNP,
  count: renderCounted,
  digitAmount: renderDigitAmount,
  life: renderLifeAmount,
  amount: renderAmountPhrase,
  each: renderEachPhrase,
  numberWord,
  manaCost: manaCostText,
  mana: renderMana,
  target: renderTarget,
  handCardKind: renderHandCardKind,
  tokens: (token, amount) => tokensText({ token, amount }),
  keywords: keywordList,
  color: (c) => COLOR_WORD[c],
  pt: ptText,
  ptX: ptTextX,
  pluralSubject: pluralSubjectText,
  phrase: renderPhrase,
  effects: renderEffects,
  quotedAbility: (a) => quoted.say?.(a) ?? null,
};

/** The source named again: "it" once the text has named it, unless the text chose to name it in full. */
function selfWord(rc: RenderCtx): string {
  const w = variant(rc, rc.self ? ['it', '{this}'] : ['{this}', 'it']);
  rc.self = true;
  return w;
}

export function variantIs(rc: RenderCtx, v: string): boolean {
  if (rc.variants[0] === v) {
    rc.variants.shift();
    return true;
  }
  return false;
}

/** Renders effects joined as the text joined them; sentences after ". " start with a capital. A sentence whose effects
 * say what X is ends with ", where X is ...". */
export function renderEffects(items: readonly PEffect[], joins: readonly string[], rc: RenderCtx): string | null {
  if (xValue(items) === undefined) return renderSentences(items, joins, rc);
  let out = '';
  let start = 0;
  for (let i = 0; i <= items.length; i++) {
    if (i < items.length && (i === start || joins[i - 1] !== '. ')) continue;
    const sentence = items.slice(start, i);
    const x = xValue(sentence);
    if (x === null) return null;
    const text = renderSentences(x ? sayX(sentence) : sentence, joins.slice(start, i - 1), rc);
    const said = x ? renderAmountPhrase(x) : '';
    if (text === null || said === null) return null;
    // The "where" clause ends the sentence that says X, before any sentence its effect says after itself ("... loses X
    // life, where X is ... . You gain life equal to the life lost this way").
    const end = x ? text.indexOf('. ') : -1;
    const whole = !x
      ? text
      : end < 0
        ? `${text}, where X is ${said}`
        : `${text.slice(0, end)}, where X is ${said}${text.slice(end)}`;
    out += (start === 0 ? '' : '. ') + (start === 0 ? whole : capitalize(whole));
    start = i;
  }
  return out;
}

function renderSentences(items: readonly PEffect[], joins: readonly string[], rc: RenderCtx): string | null {
  const groups: PEffect[][] = [];
  const between: string[] = [];
  items.forEach((it, i) => {
    const j = i === 0 ? null : (joins[i - 1] ?? '. ');
    if (j === '+' && groups.length) groups[groups.length - 1]!.push(it);
    else {
      if (j !== null) between.push(j);
      groups.push([it]);
    }
  });
  let out = '';
  for (let g = 0; g < groups.length; g++) {
    const text = renderPhrase(groups[g]!, rc);
    if (text === null) return null;
    const j = g === 0 ? '' : between[g - 1]!;
    // A sentence begins after ". ", and after an ability word's dash (". Metalcraft — If ...", CR 207.2c).
    out += j + (j === '. ' || j.endsWith(' — ') ? capitalize(text) : text);
  }
  return out;
}
