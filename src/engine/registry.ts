// The card registry: card definitions by name. Definitions are static data, so they live outside the game state,
// which refers to them by name.
import {
  isTriggeredKeyword,
  protectionQuality,
  type Ability,
  type CardDef,
  type CastWay,
  type CopyExceptions,
  type StaticEffect,
} from './card-def.js';

/** A definition with facts about it computed once, for the engine's hot paths. */
export interface DefInfo {
  /** the key it is registered under: the name, or for the copiable values of a copy its copy key (copyKey) */
  readonly key: string;
  readonly def: CardDef;
  /** its characteristic-defining P/T ability (layer 7a), if any */
  readonly cda: Extract<StaticEffect, { kind: 'cdaPT' }> | null;
  /** static abilities that create layer 6/7 effects on the battlefield */
  readonly layerStatics: boolean;
  readonly triggers: boolean;
  /** a static ability that grants other objects an ability ("Enchanted creature has '...'") */
  readonly grants: boolean;
  /** a static ability that changes control (layer 2, CR 613.1b: "You control enchanted creature") */
  readonly control: boolean;
  /** static abilities that replace events other than its own entering */
  readonly replacements: boolean;
  /** a static ability that modifies how other objects enter the battlefield (CR 614.12: "Creatures you control enter
   * as a copy of this creature") */
  readonly othersEnter: boolean;
  /** static abilities that replace mana production ("tapped for mana") */
  readonly manaReplacements: boolean;
  /** a static ability that replaces its own move to a graveyard ("exile it instead", "shuffle it into its owner's
   * library instead", CR 614.1a) */
  readonly moveReplacement: boolean;
  /** a land (CR 305): played, never cast */
  readonly land: boolean;
  /** an instant or a card with flash: cast any time its controller has priority (CR 117.1a, 702.8a) */
  readonly instantSpeed: boolean;
  /** activated abilities that function from a graveyard or a hand (CR 113.6) */
  readonly offBattlefieldAbilities: boolean;
  /** triggered abilities that function from a graveyard (CR 113.6m) */
  readonly graveyardTriggers: boolean;
  /** a protection keyword (CR 702.16), printed or granted by one of its static abilities */
  readonly protection: boolean;
  /** a printed daybound or nightbound keyword (CR 702.145) */
  readonly dayNight: boolean;
  /** "{this} doesn't untap during your untap step" (CR 502.3): looked at for its tapped permanents as a turn begins */
  readonly doesntUntap: boolean;
  /** other ways to cast it from a hand than its own (CR 601.2b): bestow (702.103a), kicker (702.33a) */
  readonly handWays: readonly CastWay[];
  /** ways to cast it from a graveyard (CR 601.2b): jump-start, flashback, disturb (702.133a, 702.34a, 702.146a) */
  readonly graveyardWays: readonly CastWay[];
  /** "You may cast this card from your graveyard" (CR 113.6b, 601.3): cast from there for its mana cost */
  readonly castFromGraveyard: boolean;
  /** a modal double-faced card whose back face is a land: played with that face up (CR 712.12) */
  readonly backLand: boolean;
}

const NO_WAYS: readonly CastWay[] = [];

const infos = new Map<string, DefInfo>();

/** Other ways to cast a card from hand, each its own action (CR 601.2b): bestow (702.103a), overload (702.96a),
 * kicker (702.33a). */
function handWaysOf(def: CardDef): readonly CastWay[] {
  let out: CastWay[] | null = null;
  // CR 712.11b: a modal double-faced card may be cast with its back face up, unless that face is a land (305.9).
  if (def.modal && def.back && !def.back.types.includes('Land')) out = ['back'];
  // CR 715.3: an adventurer card may be cast as its Adventure.
  if (def.adventure && def.back) out = ['adventure'];
  // CR 709.3, 702.102a, 702.127a: a split card is cast by a half — either half (a half with aftermath only from a
  // graveyard), or both fused when it has fuse.
  if (def.halves) {
    const [left, right] = def.halves;
    out = [];
    if (!halfHas(left, 'aftermath')) out.push('left');
    if (!halfHas(right, 'aftermath')) out.push('right');
    if (halfHas(left, 'fuse') || halfHas(right, 'fuse')) out.push('fused');
  }
  for (const a of def.abilities)
    if (
      a.kind === 'castKeyword' &&
      (a.keyword === 'bestow' ||
        a.keyword === 'overload' ||
        a.keyword === 'kicker' ||
        a.keyword === 'multikicker' ||
        // CR 702.74a: cast for its evoke cost.
        a.keyword === 'evoke' ||
        // CR 702.37c: cast face down using its morph (or megamorph) ability.
        a.keyword === 'morph' ||
        a.keyword === 'megamorph')
    )
      (out ??= []).push(a.keyword);
    // CR 118.9: an alternative cost of the spell's own text.
    else if (a.kind === 'alternativeCost') (out ??= []).push('alternative');
  return out ?? NO_WAYS;
}

/** The key a split card's half is registered under: its card's name and which half it is (two cards may have halves
 * of the same name: Fire // Ice and Start // Fire). The half is found by its own name too (findCard). */
export function halfKey(card: string, half: 0 | 1): string {
  return `${card} (${half === 0 ? 'left' : 'right'} half)`;
}

/** Whether a split card's half has a keyword printed (fuse, CR 702.102a; aftermath, 702.127a). */
export function halfHas(half: CardDef, keyword: 'fuse' | 'aftermath'): boolean {
  return half.abilities.some((a) => a.kind === 'keyword' && a.keyword === keyword);
}

/** The facts about a definition, computed (not registered): for a definition derived by a copy effect's exceptions
 * (CR 707.9b). */
export function infoOf(def: CardDef, key = def.name): DefInfo {
  let cda: DefInfo['cda'] = null;
  let layerStatics = false;
  let replacements = false;
  let othersEnter = false;
  for (const a of def.abilities) {
    if (a.kind !== 'static') continue;
    const k = a.effect.kind;
    if (a.effect.kind === 'cdaPT') cda = a.effect;
    if (
      k === 'modifyPT' ||
      k === 'grantKeyword' ||
      k === 'loseAllAbilities' ||
      k === 'allCreatureTypes' ||
      k === 'grantAbility' ||
      k === 'addLandType' ||
      k === 'setLandType' ||
      k === 'notCreature' ||
      k === 'basePT'
    )
      layerStatics = true;
    if (
      k === 'replaceDraw' ||
      k === 'replaceDrawMany' ||
      k === 'drawFromBottom' ||
      k === 'preventDamageTo' ||
      k === 'manaBecomes' ||
      k === 'manaDoubled' ||
      k === 'scaleCountersPut' ||
      k === 'exileCardsInsteadOfGraveyard'
    )
      replacements = true;
    if (k === 'creaturesYouControlEnterAsCopy' || k === 'othersEnterTapped') replacements = othersEnter = true;
  }
  const manaReplacements = def.abilities.some(
    (a) => a.kind === 'static' && (a.effect.kind === 'manaBecomes' || a.effect.kind === 'manaDoubled'),
  );
  // A triggered keyword (undying, prowess, ...: CR 702.93a, 702.108a) is a triggered ability.
  const triggers = def.abilities.some(
    (a) =>
      a.kind === 'triggered' ||
      (a.kind === 'keyword' && isTriggeredKeyword(a.keyword)) ||
      // CR 702.74a: evoke's "When this permanent enters, if its evoke cost was paid, ..." (cr702-evoke.ts).
      (a.kind === 'castKeyword' && a.keyword === 'evoke'),
  );
  // CR 305.6: a land type added by an effect brings its mana ability, granted as the layers apply.
  const grants = def.abilities.some(
    (a) =>
      a.kind === 'static' &&
      (a.effect.kind === 'grantAbility' || a.effect.kind === 'addLandType' || a.effect.kind === 'setLandType'),
  );
  const moveReplacement = def.abilities.some(
    (a) =>
      a.kind === 'static' &&
      (a.effect.kind === 'exileInsteadOfGraveyard' ||
        a.effect.kind === 'shuffleIntoLibraryInsteadOfGraveyard' ||
        a.effect.kind === 'battlefieldIfDiscardedByOpponent'),
  );
  const isProtection = (a: Ability): boolean => a.kind === 'keyword' && protectionQuality(a.keyword) !== null;
  const protection = def.abilities.some(
    (a) =>
      isProtection(a) ||
      (a.kind === 'static' &&
        ((a.effect.kind === 'grantKeyword' && protectionQuality(a.effect.keyword) !== null) ||
          (a.effect.kind === 'grantAbility' && isProtection(a.effect.ability)))),
  );
  return {
    key,
    def,
    cda,
    layerStatics,
    triggers,
    grants,
    control: def.abilities.some((a) => a.kind === 'static' && a.effect.kind === 'control'),
    replacements,
    othersEnter,
    manaReplacements,
    moveReplacement,
    doesntUntap: def.abilities.some((a) => a.kind === 'static' && a.effect.kind === 'doesntUntap'),
    land: def.types.includes('Land'),
    instantSpeed:
      def.types.includes('Instant') || def.abilities.some((a) => a.kind === 'keyword' && a.keyword === 'flash'),
    offBattlefieldAbilities: def.abilities.some((a) => a.kind === 'activated' && a.zone !== 'battlefield'),
    graveyardTriggers: def.abilities.some((a) => a.kind === 'triggered' && a.zone === 'graveyard'),
    protection,
    dayNight: def.abilities.some(
      (a) => a.kind === 'keyword' && (a.keyword === 'daybound' || a.keyword === 'nightbound'),
    ),
    handWays: handWaysOf(def),
    castFromGraveyard: def.abilities.some((a) => a.kind === 'static' && a.effect.kind === 'castFromGraveyard'),
    backLand: !!def.modal && !!def.back?.types.includes('Land'),
    // CR 702.127a: the right half of a split card with aftermath, cast from a graveyard.
    graveyardWays: ways(
      (def.halves && halfHas(def.halves[1], 'aftermath') ? (['aftermath'] as CastWay[]) : []).concat(
        def.halves
          ? []
          : def.abilities.flatMap((a): CastWay[] =>
              a.kind === 'keyword' && a.keyword === 'jump-start'
                ? ['jump-start']
                : a.kind === 'castKeyword' &&
                    a.keyword !== 'miracle' &&
                    a.keyword !== 'bestow' &&
                    a.keyword !== 'overload' &&
                    a.keyword !== 'kicker' &&
                    a.keyword !== 'morph' &&
                    a.keyword !== 'megamorph'
                  ? [a.keyword]
                  : [],
            ),
      ),
    ),
  };
}

function ways(w: CastWay[]): readonly CastWay[] {
  return w.length === 0 ? NO_WAYS : w;
}

// The definitions games look up — cards and the copiable values of copies (copyInfo) — in a small map of their own:
// the registry holds thousands, and a look-up in a map that size misses the processor's caches. Emptied whenever a
// card is registered, so it holds no definition that registration replaced.
const hot = new Map<string, DefInfo>();

export function defInfo(name: string): DefInfo {
  const h = hot.get(name);
  if (h) return h;
  const i = infos.get(name) ?? copyInfo(name);
  if (!i) throw new Error(`unknown card "${name}"`);
  hot.set(name, i);
  return i;
}

// Copies (CR 707). The state names a copy's copiable values by a key built from what it copies and the card whose
// ability made it a copy; the definition is derived from those two on first use, so a state read back in another
// process finds it the same way. Card names never contain the separator.
const COPY_SEPARATOR = '|';

/** The key of the copiable values of a copy of `copied` (a definition key: a card, a face, or a copy's key — CR
 * 707.9b: a copy of a copy has the first copy's exceptions) made by the "enter as a copy" ability of the card `by`. */
export function copyKey(copied: string, by: string): string {
  return `${copied}${COPY_SEPARATOR}${by}`;
}

/** Whether a definition key names the copiable values of a copy (see copyKey). */
export function isCopyKey(key: string): boolean {
  return key.includes(COPY_SEPARATOR);
}

function copyInfo(key: string): DefInfo | undefined {
  const at = key.lastIndexOf(COPY_SEPARATOR);
  if (at < 0) return undefined;
  const copied = defInfo(key.slice(0, at)).def;
  const by = infos.get(key.slice(at + 1))?.def;
  if (!by) return undefined;
  let except: CopyExceptions = {};
  for (const a of by.abilities)
    if (a.kind === 'static' && a.effect.kind === 'entersAsCopy' && a.effect.except) except = a.effect.except;
  const union = <T>(a: readonly T[], b: readonly T[] = []) => [...a, ...b.filter((x) => !a.includes(x))];
  const def: CardDef = {
    name: copied.name,
    // CR 712.8e: a permanent copying the back face of a double-faced card has mana value 0 — the back face has no
    // mana cost, and the copy isn't a back face whose card's front face would give one.
    manaCost: copied.manaCost,
    colors: copied.colors,
    supertypes: copied.supertypes,
    // CR 707.9b: modified characteristics are part of the copiable values.
    types: union(copied.types, except.types),
    subtypes: union(copied.subtypes, except.subtypes),
    ...(copied.power === undefined ? {} : { power: copied.power }),
    ...(copied.toughness === undefined ? {} : { toughness: copied.toughness }),
    // CR 707.9a: an ability the copy gains as part of the copying is part of its copiable values.
    abilities: [...copied.abilities, ...(except.abilities ?? [])],
    oracleText: copied.oracleText,
    // Being a token isn't a copiable value (CR 707.2). No back face: a copy has only the characteristics of the face that was up (CR 707.8), and an object that isn't
    // a double-faced card can't transform (712.9).
  };
  const info = infoOf(def, key);
  infos.set(key, info);
  return info;
}

/** CR 708.2a: the key of the characteristics of a face-down spell or permanent — a 2/2 creature with no text, no
 * name, no subtypes and no mana cost (colorless, CR 202.2b). They are its copiable values. Not a card of its own. */
export const FACE_DOWN = '\u0000face-down';

/** CR 708.2a: the face-down characteristics. */
export const FACE_DOWN_DEF: CardDef = {
  name: '',
  manaCost: [],
  colors: [],
  supertypes: [],
  types: ['Creature'],
  subtypes: [],
  power: 2,
  toughness: 2,
  abilities: [],
  oracleText: '',
};
infos.set(FACE_DOWN, infoOf(FACE_DOWN_DEF, FACE_DOWN));

const defs = new Map<string, CardDef>();
const byKey = new Map<string, CardDef>();

/** Names compare ignoring case and accents, as players write them. */
export function nameKey(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .trim();
}

/** Registers a definition under its name, or under another key (a token defined by its description, whose name is
 * its subtypes, CR 111.4, which other tokens may share). */
export function registerCard(def: CardDef, key = def.name): void {
  hot.clear();
  defs.set(key, def);
  infos.set(key, infoOf(def, key));
  byKey.set(nameKey(key), def);
  // A token registered under its description is found by its name too, unless another card has that name.
  if (key !== def.name && !byKey.has(nameKey(def.name))) byKey.set(nameKey(def.name), def);
  // A back face is found by its own name too (its definition says which card it belongs to: backOf), and so is each
  // half of a split card (halfOf).
  if (def.back) registerCard(def.back);
  if (def.halves)
    def.halves.forEach((h, i) => {
      registerCard(h, halfKey(def.name, i === 0 ? 0 : 1));
      // By its own name too, unless a card or another half has it (the spell's characteristics are looked up by key).
      if (!defs.has(h.name)) registerCard(h);
    });
}

export function cardDef(name: string): CardDef {
  return defInfo(name).def;
}

export function findCard(name: string): CardDef | undefined {
  return defs.get(name) ?? byKey.get(nameKey(name));
}

/** Every card that can be in a deck (back faces and tokens are not cards of their own, nor are emblems, CR 114). */
export function allCards(): CardDef[] {
  return [...defs.values()].filter((d) => !d.backOf && !d.halfOf && !d.emblem);
}
