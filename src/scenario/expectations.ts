// Expectations: `expect` after a run and `check` during one. Each kind is either evaluated exactly against the game
// state (characteristics always read through the layer system, CR 613) or reported as unsupported with the
// reason; none is ever passed without being evaluated.
import { KEYWORDS, type Keyword } from '../engine/index.js';
import { SUBTYPES } from '../engine/index.js';
import {
  castName,
  castWayName,
  characteristics,
  nameKey,
  revealedTopCard,
  type GameState,
  type ObjectId,
  type PendingChoice,
} from '../engine/index.js';
import { comboText, manaOptions, parseCombo, same } from './mana-options.js';
import { manaTypeOf, objectMatches, seatIndex, stackItemText, startsWithText, textKey, type Aliases } from './names.js';

export type Verdict =
  { readonly ok: true } | { readonly ok: false; readonly unsupported: boolean; readonly message: string };

const PASS: Verdict = { ok: true };
const fail = (message: string): Verdict => ({ ok: false, unsupported: false, message });
const unsupported = (message: string): Verdict => ({ ok: false, unsupported: true, message });

/** Everything an expectation may look at. */
export interface EvalContext {
  /** the state to judge: at a stop point, the game as it is once the stop step has completely finished */
  readonly state: GameState;
  readonly players: readonly string[];
  readonly aliases: Aliases;
  /** for a `check`: the seat index of the player whose priority it is evaluated at */
  readonly checker: number | null;
  /** names of the creatures that attacked / blocked this turn, in declaration order */
  readonly attackedThisTurn: readonly string[];
  readonly blockedThisTurn: readonly string[];
  /** scheduled actions and choice/target answers not used yet, by seat index (for pendingActions/pendingChoices) */
  readonly pendingActions: (seat: number) => number;
  readonly pendingChoices: (seat: number) => number;
}

/** A malformed expectation: the message says which field. */
class BadField extends Error {}

type Raw = Readonly<Record<string, unknown>>;

function field(raw: Raw, ...names: string[]): unknown {
  for (const n of names) if (raw[n] !== undefined && raw[n] !== null) return raw[n];
  return undefined;
}

function str(raw: Raw, ...names: string[]): string {
  const v = field(raw, ...names);
  if (typeof v !== 'string' || v === '') throw new BadField(`"${names[0]}" must be a non-empty string`);
  return v;
}

function optStr(raw: Raw, ...names: string[]): string | undefined {
  return field(raw, ...names) === undefined ? undefined : str(raw, ...names);
}

function int(raw: Raw, ...names: string[]): number {
  const v = field(raw, ...names);
  if (typeof v !== 'number' || !Number.isInteger(v)) throw new BadField(`"${names[0]}" must be a whole number`);
  return v;
}

function bool(raw: Raw, dflt: boolean | undefined, ...names: string[]): boolean {
  const v = field(raw, ...names);
  if (v === undefined && dflt !== undefined) return dflt;
  if (typeof v !== 'boolean') throw new BadField(`"${names[0]}" must be true or false`);
  return v;
}

function seat(ctx: EvalContext, name: string): number {
  if (!ctx.players.includes(name)) throw new BadField(`unknown player ${JSON.stringify(name)}`);
  return seatIndex(ctx.players, name);
}

/** The player an expectation is about: for a `check`, the player named in `target` or else the checking player. */
function subject(ctx: EvalContext, raw: Raw, required: boolean): number | null {
  if (ctx.checker !== null) {
    const t = field(raw, 'target');
    return typeof t === 'string' && ctx.players.includes(t) ? seat(ctx, t) : ctx.checker;
  }
  const p = optStr(raw, 'player');
  if (p === undefined) {
    if (required) throw new BadField('"player" is missing');
    return null;
  }
  return seat(ctx, p);
}

/** Permanents, in battlefield order, controlled by `p` (any player when null) and answering to `name`. */
function permanents(ctx: EvalContext, p: number | null, name: string | undefined): ObjectId[] {
  const s = ctx.state;
  return s.battlefield.filter((id) => {
    const o = s.objects[id];
    if (!o || (p !== null && o.controller !== p)) return false;
    return name === undefined || objectMatches(s, id, name, ctx.aliases);
  });
}

function zoneCount(ctx: EvalContext, ids: readonly ObjectId[], name: string | undefined): number {
  return ids.filter((id) => name === undefined || objectMatches(ctx.state, id, name, ctx.aliases)).length;
}

const who = (ctx: EvalContext, p: number | null) => (p === null ? 'all players' : ctx.players[p]);
const named = (name: string | undefined) => (name === undefined ? '' : ` named ${name}`);

function expectCount(what: string, expected: number, found: number): Verdict {
  return expected === found ? PASS : fail(`${what}: expected ${expected}, found ${found}`);
}

/** "FirstStrikeAbility" → "first strike"; "Flying" → "flying". Null when it isn't a keyword the engine knows. */
function keywordOf(s: string): Keyword | null {
  const words = s
    .replace(/Ability$/, '')
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .trim();
  return (KEYWORDS as readonly string[]).includes(words) ? (words as Keyword) : null;
}

/** Keyword abilities of the game that the engine doesn't know: asking whether a permanent has or lacks one can't be
 * answered truthfully, so it is unsupported rather than trivially "lacks". */
const FOREIGN_KEYWORDS = new Set(
  (
    'shroud|protection|prowess|flanking|banding|horsemanship|fear|intimidate|shadow|ward|skulk|' +
    'changeling|convoke|cycling|kicker|flashback|persist|undying|exalted|bushido|ninjutsu|evolve|unleash|' +
    'dash|delve|devoid|emerge|escape|exploit|extort|fabricate|fading|vanishing|landwalk|living weapon|' +
    'mentor|morph|megamorph|mutate|myriad|partner|phasing|provoke|prototype|rampage|rebound|reconfigure|' +
    'riot|spectacle|splice|storm|sunburst|surge|totem armor|training|transform|daybound|nightbound|' +
    'disturb|cascade|affinity|afflict|afterlife|amplify|annihilator|ascend|aura swap|awaken|battle cry|' +
    'bestow|bloodthirst|boast|buyback|champion|cipher|companion|compleated|crew|cumulative upkeep|' +
    'dethrone|double team|echo|embalm|encore|enlist|entwine|equip|eternalize|forecast|fortify|frenzy|' +
    'fuse|graft|gravestorm|haunt|hidden agenda|hideaway|improvise|ingest|jump-start|madness|melee|' +
    'miracle|modular|offering|outlast|overload|poisonous|recover|reinforce|renown|replicate|retrace|' +
    'ripple|scavenge|soulbond|soulshift|split second|squad|suspend|toxic|transfigure|transmute|tribute|' +
    'undaunted|unearth|enchant|read ahead'
  ).split('|'),
);

function colorsOf(text: string): string[] | null {
  const t = text.replace(/[{}\s]/g, '');
  if (/^[WUBRG]+$/i.test(t)) return [...new Set(t.toUpperCase().split(''))];
  const names: Record<string, string> = { white: 'W', blue: 'U', black: 'B', red: 'R', green: 'G' };
  const out: string[] = [];
  for (const w of text
    .toLowerCase()
    .split(/[^a-z]+/)
    .filter(Boolean)) {
    const c = names[w];
    if (!c) return null;
    out.push(c);
  }
  return out.length ? out : null;
}

function namesList(raw: Raw): string[] {
  const v = field(raw, 'names', 'value', 'cards');
  if (Array.isArray(v) && v.every((x) => typeof x === 'string')) return v as string[];
  if (typeof v === 'string') return v === '' ? [] : v.split('^');
  throw new BadField('"names" must be a list of names or a "^"-separated string');
}

/** The first permanent an expectation about one permanent looks at, or a failure saying there is none. */
function firstPermanent(ctx: EvalContext, raw: Raw, p: number | null): ObjectId | Verdict {
  const card = str(raw, 'card', 'permanent');
  const id = permanents(ctx, p, card)[0];
  if (id === undefined)
    return fail(`no permanent named ${card}${p === null ? '' : ` controlled by ${ctx.players[p]}`}`);
  return id;
}

/** Expectation kinds that are known but can't be evaluated against this engine, and why. */
export function unsupportedKind(what: string, raw: Raw): string | null {
  switch (what) {
    case 'exiledCardCounters':
    case 'cardCounters':
      return `${what}: the engine keeps counters only on permanents`;
    case 'exiledCardSubtype':
      return 'exiledCardSubtype: the format does not specify its fields';
    case 'abilityCount':
      return "abilityCount: counts abilities by another engine's class";
    case 'monarch':
      return 'monarch: the engine has no monarch';
    case 'powerToughness':
      return raw['base'] === true
        ? 'powerToughness with base: the engine exposes only the final power and toughness (CR 613), not base values'
        : null;
    case 'playerCounters': {
      const c = raw['counter'];
      return typeof c === 'string' && c.toLowerCase() !== 'poison'
        ? `playerCounters "${c}": the engine tracks only poison counters on players`
        : null;
    }
    case 'ability': {
      const a = field(raw, 'ability', 'abilityClass');
      if (typeof a !== 'string') return null;
      if (keywordOf(a)) return null;
      if (/Ability$/.test(a)) return `ability class ${a}: not a keyword the engine knows`;
      if (
        FOREIGN_KEYWORDS.has(
          a
            .toLowerCase()
            .replace(/[^a-z -]/g, '')
            .trim(),
        )
      )
        return `keyword ${a}: not a keyword the engine knows`;
      return null;
    }
    default:
      return KINDS.has(what) ? null : `expectation "${what}" is not supported`;
  }
}

const KINDS = new Set([
  'life',
  'permanentCount',
  'tokenCount',
  'powerToughness',
  'PT',
  'counters',
  'permanentCounters',
  'playerCounters',
  'graveyardCount',
  'handCount',
  'libraryCount',
  'handCardCount',
  'exileCount',
  'commandZoneCount',
  'commandCardCount',
  'commandObjectCount',
  'emblemCount',
  'tapped',
  'tappedCount',
  'permanentTapped',
  'attacking',
  'ability',
  'type',
  'subtype',
  'color',
  'attachedTo',
  'damage',
  'manaPool',
  'won',
  'lost',
  'result',
  'turn',
  'activePlayer',
  'manaOptionsCount',
  'manaOptionsContain',
  'stackSize',
  'stackObject',
  'playableAbility',
  'attackers',
  'blockers',
  'aliasZone',
  'playerInGame',
  'pendingActions',
  'pendingChoices',
  'topCardRevealed',
]);

/** Kinds that only make sense during a run. */
const CHECK_ONLY = new Set(['stackSize', 'stackObject', 'playableAbility', 'attackers', 'blockers']);

/** Card names an expectation mentions (for the unknown-card check before running). */
export function expectationCards(raw: Raw): string[] {
  const out: string[] = [];
  for (const k of ['card', 'attachment', 'permanent'])
    if (typeof raw[k] === 'string' && !(raw[k] as string).startsWith('@')) out.push(raw[k] as string);
  return out;
}

/** Evaluates one expectation. */
export function evaluate(what: string, raw: Raw, ctx: EvalContext): Verdict {
  const why = unsupportedKind(what, raw);
  if (why) return unsupported(why);
  if (CHECK_ONLY.has(what) && ctx.checker === null) return unsupported(`${what} is evaluated only in a check`);
  try {
    return evaluateKind(what, raw, ctx);
  } catch (e) {
    if (e instanceof BadField) return fail(`malformed ${what} expectation: ${e.message}`);
    throw e;
  }
}

function evaluateKind(what: string, raw: Raw, ctx: EvalContext): Verdict {
  const s = ctx.state;
  const isCheck = ctx.checker !== null;
  switch (what) {
    case 'life': {
      const p = subject(ctx, raw, true)!;
      return expectCount(`life of ${ctx.players[p]}`, int(raw, 'life', 'value'), s.players[p]!.life);
    }
    case 'permanentCount':
    case 'tokenCount': {
      const p = subject(ctx, raw, false);
      const card = optStr(raw, 'card');
      let ids = permanents(ctx, p, card);
      if (what === 'tokenCount') ids = ids.filter((id) => s.objects[id]!.token);
      const kind = what === 'tokenCount' ? 'tokens' : 'permanents';
      return expectCount(`${kind}${named(card)} controlled by ${who(ctx, p)}`, int(raw, 'count'), ids.length);
    }
    case 'powerToughness': {
      const p = subject(ctx, raw, false);
      const card = str(raw, 'card');
      const power = int(raw, 'power');
      const toughness = int(raw, 'toughness');
      const scope = optStr(raw, 'scope') ?? 'any';
      if (scope !== 'any' && scope !== 'all') throw new BadField('"scope" must be "any" or "all"');
      const ids = permanents(ctx, p, card);
      const pts = ids.map((id) => characteristics(s, id)).map((c) => `${c.power}/${c.toughness}`);
      const want = `${power}/${toughness}`;
      const found = pts.length ? pts.join(', ') : 'no such permanent';
      const holds = scope === 'any' ? pts.includes(want) : pts.length > 0 && pts.every((x) => x === want);
      return holds ? PASS : fail(`${scope} ${card} of ${who(ctx, p)}: expected ${want}, found ${found}`);
    }
    case 'PT': {
      const id = firstPermanent(ctx, raw, ctx.checker);
      if (typeof id !== 'number') return id;
      const c = characteristics(s, id);
      const want = `${int(raw, 'power')}/${int(raw, 'toughness')}`;
      return want === `${c.power}/${c.toughness}`
        ? PASS
        : fail(`${c.name}: expected ${want}, found ${c.power}/${c.toughness}`);
    }
    case 'counters': {
      const p = isCheck ? ctx.checker : subject(ctx, raw, false);
      const id = firstPermanent(ctx, raw, p);
      if (typeof id !== 'number') return id;
      const counter = str(raw, 'counter');
      return expectCount(
        `${counter} counters on ${characteristics(s, id).name}`,
        int(raw, 'count'),
        countersOn(s, id, counter),
      );
    }
    case 'permanentCounters': {
      const card = str(raw, 'card');
      const counter = str(raw, 'counter');
      const ids = permanents(ctx, ctx.checker, card);
      const last = ids[ids.length - 1];
      const n = last === undefined ? 0 : countersOn(s, last, counter);
      return expectCount(`${counter} counters on the last ${card}`, int(raw, 'count'), n);
    }
    case 'playerCounters': {
      const p = subject(ctx, raw, true)!;
      return expectCount(`poison counters of ${ctx.players[p]}`, int(raw, 'count'), s.players[p]!.poison);
    }
    case 'graveyardCount':
    case 'handCount':
    case 'libraryCount':
    case 'handCardCount': {
      const p = subject(ctx, raw, true)!;
      const zone = what === 'graveyardCount' ? 'graveyard' : what === 'libraryCount' ? 'library' : 'hand';
      const card = what === 'handCardCount' ? str(raw, 'card') : optStr(raw, 'card');
      const n = zoneCount(ctx, s.players[p]![zone], card);
      return expectCount(`cards${named(card)} in ${ctx.players[p]}'s ${zone}`, int(raw, 'count'), n);
    }
    case 'topCardRevealed': {
      // CR 401.5: whether the player plays with the top card of their library revealed (and, given, which card).
      const p = subject(ctx, raw, true)!;
      const want = bool(raw, true, 'revealed');
      const top = revealedTopCard(s, p);
      const card = optStr(raw, 'card');
      const is = top !== null && (card === undefined || zoneCount(ctx, [top], card) === 1);
      return is === want
        ? PASS
        : fail(`${ctx.players[p]}'s top card${named(card)}: expected ${want ? 'revealed' : 'not revealed'}`);
    }
    case 'commandZoneCount':
    case 'commandCardCount':
    case 'commandObjectCount':
    case 'emblemCount': {
      // The command zone (CR 408): a player's commanders (903.6) and emblems (114), by owner.
      const p = subject(ctx, raw, true)!;
      const card = optStr(raw, 'card');
      const ids = s.command.filter((id) => {
        const o = s.objects[id]!;
        if (o.owner !== p) return false;
        const emblem = o.card < 0;
        return what === 'emblemCount' ? emblem : what === 'commandObjectCount' ? true : !emblem;
      });
      const kind = what === 'emblemCount' ? 'emblems' : what === 'commandObjectCount' ? 'objects' : 'cards';
      return expectCount(
        `${kind}${named(card)} in ${ctx.players[p]}'s command zone`,
        int(raw, 'count'),
        zoneCount(ctx, ids, card),
      );
    }
    case 'exileCount': {
      const card = optStr(raw, 'card');
      const owner = optStr(raw, 'owner', isCheck ? 'target' : 'owner');
      const o = owner === undefined ? null : seat(ctx, owner);
      const ids = s.exile.filter((id) => o === null || s.objects[id]?.owner === o);
      return expectCount(
        `cards${named(card)} in exile${o === null ? '' : ` owned by ${ctx.players[o]}`}`,
        int(raw, 'count'),
        zoneCount(ctx, ids, card),
      );
    }
    case 'tapped': {
      const card = str(raw, 'card');
      const tapped = bool(raw, undefined, 'tapped');
      const ids = permanents(ctx, isCheck ? ctx.checker : subject(ctx, raw, false), card);
      if (ids.length === 0) return fail(`no permanent named ${card}`);
      // The format's rule: the first permanent with that name is in that state, or else the second one is.
      return ids.slice(0, 2).some((id) => s.objects[id]!.tapped === tapped)
        ? PASS
        : fail(`${card}: expected ${tapped ? 'tapped' : 'untapped'}, found ${tapped ? 'untapped' : 'tapped'}`);
    }
    case 'tappedCount':
    case 'permanentTapped': {
      const card = str(raw, 'card');
      const tapped = bool(raw, true, 'tapped');
      const p = what === 'permanentTapped' ? ctx.checker : isCheck ? ctx.checker : subject(ctx, raw, false);
      const n = permanents(ctx, p, card).filter((id) => s.objects[id]!.tapped === tapped).length;
      return expectCount(`${tapped ? 'tapped' : 'untapped'} ${card}`, int(raw, 'count'), n);
    }
    case 'attacking': {
      const id = firstPermanent(ctx, raw, isCheck ? ctx.checker : null);
      if (typeof id !== 'number') return id;
      const want = bool(raw, true, 'attacking', 'value');
      const is = s.objects[id]!.attacking !== null;
      return is === want ? PASS : fail(`${characteristics(s, id).name}: expected ${want ? '' : 'not '}attacking`);
    }
    case 'ability': {
      const id = firstPermanent(ctx, raw, isCheck ? ctx.checker : subject(ctx, raw, false));
      if (typeof id !== 'number') return id;
      const ability = str(raw, 'ability', 'abilityClass');
      const mustHave = bool(raw, true, 'mustHave');
      const c = characteristics(s, id);
      const kw = keywordOf(ability);
      const has = kw
        ? c.keywords.includes(kw)
        : c.abilities.some((a) => a.kind !== 'keyword' && startsWithText(a.text, ability));
      return has === mustHave
        ? PASS
        : fail(`${c.name}: expected ${mustHave ? 'to have' : 'not to have'} ${ability}, found ${has ? 'it' : 'not'}`);
    }
    case 'type':
    case 'subtype':
    case 'color': {
      const id = firstPermanent(ctx, raw, isCheck ? ctx.checker : subject(ctx, raw, false));
      if (typeof id !== 'number') return id;
      const c = characteristics(s, id);
      const mustHave = bool(raw, true, 'mustHave');
      let has: boolean;
      let value: string;
      if (what === 'color') {
        value = str(raw, 'colors', 'color');
        const want = colorsOf(value);
        if (!want) throw new BadField(`"colors" ${JSON.stringify(value)} names no colors`);
        has = want.every((k) => (c.colors as readonly string[]).includes(k));
      } else if (what === 'type') {
        value = str(raw, 'type');
        has = [...c.types, ...c.supertypes].some((t) => nameKey(t) === nameKey(value));
      } else {
        value = str(raw, 'subtype');
        const key = nameKey(value);
        // Changeling and "every creature type" effects give every creature type (CR 205.3m, 702.73a).
        has =
          c.subtypes.some((t) => nameKey(t) === key) ||
          (c.allCreatureTypes && SUBTYPES.creature.some((t) => nameKey(t) === key));
      }
      const found =
        what === 'color'
          ? c.colors.join('') || 'colorless'
          : [...c.supertypes, ...c.types, ...c.subtypes, ...(c.allCreatureTypes ? ['(every creature type)'] : [])].join(
              ' ',
            );
      return has === mustHave
        ? PASS
        : fail(`${c.name}: expected ${mustHave ? '' : 'not '}${what} ${value}, found ${found}`);
    }
    case 'attachedTo': {
      // Whether a permanent named `attachment` is attached to one named `permanent` that the player controls (the
      // attachment's controller doesn't matter: an Aura may enchant another player's creature, CR 303.4).
      const p = subject(ctx, raw, true)!;
      const attachment = str(raw, 'attachment');
      const card = str(raw, 'permanent');
      const want = bool(raw, true, 'attached');
      const hosts = new Set(permanents(ctx, p, card));
      const atts = permanents(ctx, null, attachment);
      const is = atts.some((id) => {
        const at = s.objects[id]!.attachedTo;
        return at !== null && 'object' in at && hosts.has(at.object);
      });
      if (is === want) return PASS;
      const where = atts.map((id) => {
        const at = s.objects[id]!.attachedTo;
        if (at === null) return 'nothing';
        if ('player' in at) return `player ${ctx.players[at.player]}`;
        if (!('object' in at)) return 'an ability';
        const h = s.objects[at.object];
        return `${characteristics(s, at.object).name}${h ? ` of ${ctx.players[h.controller]}` : ''}`;
      });
      const found = atts.length === 0 ? `no permanent named ${attachment}` : `attached to ${where.join(', ')}`;
      return fail(
        `${attachment}: expected ${want ? '' : 'not '}attached to ${card} of ${ctx.players[p]}` +
          `${hosts.size === 0 ? ` (${ctx.players[p]} controls no ${card})` : ''}, found ${found}`,
      );
    }
    case 'damage': {
      const id = firstPermanent(ctx, raw, isCheck ? ctx.checker : subject(ctx, raw, false));
      if (typeof id !== 'number') return id;
      return expectCount(
        `damage on ${characteristics(s, id).name}`,
        int(raw, 'damage', 'count'),
        s.objects[id]!.damage,
      );
    }
    case 'manaPool': {
      const p = subject(ctx, raw, true)!;
      // `color` names one type of mana; `colors` is a string of mana letters, each of which the pool must hold
      // exactly `amount` of ("RG", 1: one red and one green).
      const many = field(raw, 'colors') !== undefined;
      const text = many ? str(raw, 'colors') : str(raw, 'color');
      const types = many ? [...text].map((k) => manaTypeOf(k)) : [manaTypeOf(text)];
      if (types.length === 0 || types.some((t) => t === null))
        throw new BadField(`"${many ? 'colors' : 'color'}" ${JSON.stringify(text)} is not a type of mana`);
      const pl = s.players[p]!;
      const want = int(raw, 'amount', 'count');
      for (const t of types as ('W' | 'U' | 'B' | 'R' | 'G' | 'C')[]) {
        // Restricted mana (CR 106.6) counts with the rest of its type.
        const n = pl.pool[t] + pl.specialMana.filter((m) => m.type === t).length;
        const r = expectCount(`{${t}} in ${ctx.players[p]}'s mana pool`, want, n);
        if (r !== PASS) return r;
      }
      return PASS;
    }
    case 'won':
    case 'lost': {
      const p = subject(ctx, raw, true)!;
      const want = bool(raw, true, 'value', 'mustHave');
      const is = what === 'won' ? s.players[p]!.won : s.players[p]!.lost;
      return is === want ? PASS : fail(`${ctx.players[p]} ${what}: expected ${want}, found ${is}`);
    }
    case 'result': {
      const p = subject(ctx, raw, true)!;
      const r = str(raw, 'result', 'value').toLowerCase();
      const pl = s.players[p]!;
      const found = pl.won ? 'won' : pl.lost ? 'lost' : s.over ? 'draw' : 'still playing';
      const want =
        r.startsWith('win') || r === 'won'
          ? 'won'
          : r.startsWith('los')
            ? 'lost'
            : r.startsWith('draw')
              ? 'draw'
              : null;
      if (!want) throw new BadField(`"result" ${JSON.stringify(r)} is not won, lost or draw`);
      return want === found ? PASS : fail(`result of ${ctx.players[p]}: expected ${want}, found ${found}`);
    }
    case 'turn':
      return expectCount('turn number', int(raw, ...(isCheck ? ['value', 'count'] : ['turn', 'value'])), s.turn.number);
    case 'activePlayer': {
      const p = seat(ctx, str(raw, ...(isCheck ? ['value', 'target'] : ['player', 'value'])));
      return p === s.turn.active
        ? PASS
        : fail(`active player: expected ${ctx.players[p]}, found ${ctx.players[s.turn.active]}`);
    }
    case 'manaOptionsCount':
    case 'manaOptionsContain': {
      const p = subject(ctx, raw, true)!;
      const m = manaOptions(s, p);
      if ('unsupported' in m) return unsupported(`${what}: ${m.unsupported}`);
      const list = m.options.map(comboText).join(', ') || 'none';
      if (what === 'manaOptionsCount')
        return expectCount(`mana options of ${ctx.players[p]} (${list})`, int(raw, 'count'), m.options.length);
      const text = str(raw, 'mana');
      const want = parseCombo(text);
      if (!want) throw new BadField(`"mana" ${JSON.stringify(text)} is not a mana combination`);
      return m.options.some((o) => same(o, want))
        ? PASS
        : fail(`mana options of ${ctx.players[p]}: expected ${comboText(want)} among them, found ${list}`);
    }
    case 'stackSize':
      return expectCount('stack size', int(raw, 'size', 'count', 'value'), s.stack.length);
    case 'stackObject': {
      const text = str(raw, 'text', 'ability', 'value');
      const texts = s.stack.map((it) => stackItemText(s, it));
      const n = texts.filter((t) => startsWithText(t, text)).length;
      return expectCount(`stack objects "${text}" (stack: ${texts.join(' | ') || 'empty'})`, int(raw, 'count'), n);
    }
    case 'playableAbility': {
      const ability = str(raw, 'ability');
      const mustHave = bool(raw, true, 'mustHave');
      const texts = playableTexts(s, s.pending, ctx.checker!);
      const squash = (t: string) => textKey(t).replace(/\s/g, '');
      const has = texts.some((t) => squash(t).startsWith(squash(ability)));
      return has === mustHave
        ? PASS
        : fail(
            `playable "${ability}": expected ${mustHave ? '' : 'not '}playable; playable now: ${texts.join(' | ') || 'nothing'}`,
          );
    }
    case 'attackers':
    case 'blockers': {
      const want = namesList(raw);
      const found = what === 'attackers' ? ctx.attackedThisTurn : ctx.blockedThisTurn;
      const key = (l: readonly string[]) => l.map(nameKey).sort().join('|');
      return key(want) === key(found)
        ? PASS
        : fail(`${what} this turn: expected ${want.join(', ') || 'none'}, found ${found.join(', ') || 'none'}`);
    }
    case 'aliasZone': {
      const alias = str(raw, 'alias').replace(/^@/, '');
      const zone = str(raw, 'zone').toLowerCase();
      const mustHave = bool(raw, true, 'mustHave');
      const cards = ctx.aliases.get(alias);
      if (!cards) throw new BadField(`no alias @${alias}`);
      const zones = s.objects.filter((o) => o && !o.left && cards.includes(o.card)).map((o) => o!.zone as string);
      const is = zones.includes(zone);
      return is === mustHave
        ? PASS
        : fail(`@${alias}: expected ${mustHave ? '' : 'not '}in ${zone}, found in ${zones.join(', ') || 'no zone'}`);
    }
    case 'playerInGame': {
      const p = subject(ctx, raw, true)!;
      const want = bool(raw, true, 'mustHave', 'value');
      const is = !s.players[p]!.lost;
      return is === want ? PASS : fail(`${ctx.players[p]} in game: expected ${want}, found ${is}`);
    }
    case 'pendingActions':
    case 'pendingChoices': {
      const p = subject(ctx, raw, true)!;
      const n = what === 'pendingActions' ? ctx.pendingActions(p) : ctx.pendingChoices(p);
      return expectCount(`${what} of ${ctx.players[p]}`, int(raw, 'count', 'value'), n);
    }
    default:
      return unsupported(`expectation "${what}" is not supported`);
  }
}

function countersOn(s: GameState, id: ObjectId, counter: string): number {
  const o = s.objects[id]!;
  let n = 0;
  for (const [k, v] of Object.entries(o.counters)) if (k.toLowerCase() === counter.toLowerCase()) n += v;
  return n;
}

/** What the player could do now, as the format writes it: "Cast X", "Play X", or an ability's rules text. */
function playableTexts(s: GameState, c: PendingChoice | null, p: number): string[] {
  if (!c || c.kind !== 'priority' || c.player !== p) return [];
  const out: string[] = [];
  for (const a of c.actions) {
    if (a.kind === 'cast') {
      out.push(`Cast ${castName(s, p, a.card, a.via ?? null)}${a.via ? ` using ${castWayName(a.via)}` : ''}`);
      // A way to cast given by a keyword is also named by the keyword's text ("Flashback {2}{U}").
      const kw = characteristics(s, a.card).abilities.find(
        (ab) =>
          (ab.kind === 'castKeyword' && ab.keyword === a.via) ||
          (ab.kind === 'alternativeCost' && a.via === 'alternative'),
      );
      if (kw && (kw.kind === 'castKeyword' || kw.kind === 'alternativeCost')) out.push(kw.text);
    } else if (a.kind === 'playLand') out.push(`Play ${characteristics(s, a.card).name}`);
    else if (a.kind === 'activate' || a.kind === 'activateMana') {
      const ab = characteristics(s, a.source).abilities[a.ability];
      if (ab && ab.kind !== 'keyword') out.push(ab.text);
    }
  }
  return out;
}
