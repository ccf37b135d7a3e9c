// Reading and validating a scenario file. Nothing here knows the engine: the result is the format's own data, typed,
// with each op's position kept so that every later message can name it. A file that can't be read at all is a
// file-level problem; an op that is malformed makes only its test malformed, and the other tests still run.
import { STEPS, type Step } from '../engine/index.js';
import type {
  AnswerOp,
  CombatOp,
  Condition,
  ControlOp,
  DeckCard,
  GameSetup,
  Op,
  PriorityOp,
  ScenarioFile,
  SetupOp,
  TargetRef,
  TestCase,
  UnknownOp,
} from './types.js';

export const FORMAT = 'xmage-scenario/1';

/**
 * What a scenario file may ask for at most (src/scenario/README.md, "Limits"), each far above what real files use
 * (the shared examples: 58 KB, nested 7 deep, at most 50 cards in one `addCard`, 71 cards in a deck, 2 counters):
 * input beyond them is refused with a message saying which limit, instead of exhausting the stack or the heap.
 */
export const LIMITS = {
  /** bytes in one file */
  fileBytes: 10 * 1024 * 1024,
  /** arrays and objects nested in one another (the file's own object is level 1) */
  depth: 32,
  /** cards one `addCard` op or one deck line adds */
  cardsPerOp: 250,
  /** cards of one player in one test: the deck and every `addCard` of that player */
  cardsPerPlayer: 1000,
  /** counters one `addCounters` op puts */
  counters: 1000,
} as const;

/** A problem with the input, with where it is. */
export class MalformedError extends Error {}

/** A value as a message shows it: JSON, cut short (a value may be as big as the file). */
export function preview(v: unknown, max = 80): string {
  let text: string;
  try {
    text = JSON.stringify(v) ?? String(v);
  } catch {
    text = Array.isArray(v) ? '[…]' : typeof v === 'object' && v !== null ? '{…}' : String(v);
  }
  return text.length > max ? `${text.slice(0, max)}…` : text;
}

/**
 * Where a JSON text first nests arrays and objects deeper than `max`, read without parsing it (a hostile file costs
 * no more than one pass over its characters): the offset of that bracket, or null.
 */
export function nestingBeyond(text: string, max: number): number | null {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    if (inString) {
      if (ch === 0x5c /* \ */) i++;
      else if (ch === 0x22 /* " */) inString = false;
    } else if (ch === 0x22) inString = true;
    else if (ch === 0x5b /* [ */ || ch === 0x7b /* { */) {
      if (++depth > max) return i;
    } else if (ch === 0x5d /* ] */ || ch === 0x7d /* } */) depth--;
  }
  return null;
}

type Json = Readonly<Record<string, unknown>>;

function isObject(v: unknown): v is Json {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** Typed access to the fields of one JSON object; every error says which field of what. */
class Fields {
  constructor(
    readonly o: Json,
    readonly where: string,
  ) {}

  private fail(field: string, want: string): never {
    const got = this.o[field];
    throw new MalformedError(
      `${this.where}: "${field}" ${got === undefined ? 'is missing' : `must be ${want}, not ${preview(got)}`}`,
    );
  }

  has(field: string): boolean {
    return this.o[field] !== undefined && this.o[field] !== null;
  }

  str(field: string): string {
    const v = this.o[field];
    if (typeof v !== 'string' || v === '') this.fail(field, 'a non-empty string');
    return v;
  }

  optStr(field: string): string | undefined {
    return this.has(field) ? this.str(field) : undefined;
  }

  int(field: string, min = Number.MIN_SAFE_INTEGER): number {
    const v = this.o[field];
    if (typeof v !== 'number' || !Number.isSafeInteger(v) || v < min)
      this.fail(field, min > Number.MIN_SAFE_INTEGER ? `a whole number ≥ ${min}` : 'a whole number');
    return v;
  }

  optInt(field: string, min?: number): number | undefined {
    return this.has(field) ? this.int(field, min) : undefined;
  }

  /** A count of things the file makes (cards, counters): a whole number from 0 to `max`, `what` naming the limit. */
  count(field: string, max: number, what: string): number {
    const v = this.int(field, 0);
    if (v > max) throw new MalformedError(`${this.where}: "${field}" is ${v}, over the limit of ${max} ${what}`);
    return v;
  }

  bool(field: string, dflt?: boolean): boolean {
    const v = this.o[field];
    if (v === undefined && dflt !== undefined) return dflt;
    if (typeof v !== 'boolean') this.fail(field, 'true or false');
    return v;
  }

  step(field: string): Step {
    const v = this.o[field];
    if (typeof v !== 'string' || !(STEPS as readonly string[]).includes(v))
      this.fail(field, `one of ${STEPS.join(', ')}`);
    return v as Step;
  }

  player(field: string, players: readonly string[]): string {
    const v = this.str(field);
    if (!players.includes(v)) this.fail(field, `one of the players ${players.join(', ')}`);
    return v;
  }

  obj(field: string): Fields {
    const v = this.o[field];
    if (!isObject(v)) this.fail(field, 'an object');
    return new Fields(v, `${this.where}.${field}`);
  }

  arr(field: string): readonly unknown[] {
    const v = this.o[field];
    if (!Array.isArray(v)) this.fail(field, 'an array');
    return v;
  }
}

function parseTargets(f: Fields, field: string, players: readonly string[]): TargetRef[] {
  if (!f.has(field)) return [];
  return f.arr(field).map((t, i) => {
    if (!isObject(t)) throw new MalformedError(`${f.where}: "${field}"[${i}] must be an object`);
    const g = new Fields(t, `${f.where}.${field}[${i}]`);
    const player = g.has('player') ? g.player('player', players) : undefined;
    const card = g.optStr('card');
    const alias = g.optStr('alias');
    if ([player, card, alias].filter((x) => x !== undefined).length !== 1)
      throw new MalformedError(`${g.where}: a target names exactly one of "player", "card", "alias"`);
    const copy = g.optStr('copy');
    if (copy !== undefined && copy !== 'exclude' && copy !== 'only')
      throw new MalformedError(`${g.where}: "copy" must be "exclude" or "only"`);
    const mode = g.optInt('mode', 1);
    return {
      ...(player !== undefined ? { player } : {}),
      ...(card !== undefined ? { card } : {}),
      ...(alias !== undefined ? { alias } : {}),
      ...(mode !== undefined ? { mode } : {}),
      ...(copy !== undefined ? { copy } : {}),
      ...(g.has('ignoredIfDivided') ? { ignoredIfDivided: g.bool('ignoredIfDivided') } : {}),
    };
  });
}

const CONDITIONS = ['spellOnStack', 'spellNotOnStack', 'spellOnTopOfStack', 'spellCopyOnStack', 'manaInPool'] as const;

function parseCondition(f: Fields): Condition | undefined {
  if (!f.has('condition')) return undefined;
  const c = f.obj('condition');
  const keys = Object.keys(c.o);
  const key = keys[0];
  if (keys.length !== 1 || !key || !(CONDITIONS as readonly string[]).includes(key))
    throw new MalformedError(`${c.where}: a condition is one of ${CONDITIONS.join(', ')}`);
  if (key === 'manaInPool') return { kind: 'manaInPool', n: c.int(key, 0) };
  return { kind: key as Exclude<(typeof CONDITIONS)[number], 'manaInPool'>, text: c.str(key) };
}

/** Parses one op. Unknown op kinds are kept (the runner reports them as unsupported); malformed ones throw. */
export function parseOp(raw: unknown, index: number, where: string, players: readonly string[]): Op | UnknownOp {
  if (!isObject(raw)) throw new MalformedError(`${where}: an op must be an object`);
  const f = new Fields(raw, where);
  const op = f.str('op');
  const base = { index };
  const sched = () => ({ ...base, turn: f.int('turn', 1), step: f.step('step'), player: f.player('player', players) });
  const condition = () => {
    const c = parseCondition(f);
    return c ? { condition: c } : {};
  };
  switch (op) {
    case 'addCard': {
      const zone = f.str('zone');
      const zones = ['battlefield', 'hand', 'library', 'graveyard', 'exile', 'command'] as const;
      if (!(zones as readonly string[]).includes(zone))
        throw new MalformedError(`${where}: "zone" must be one of ${zones.join(', ')}`);
      const alias = f.optStr('alias');
      const r: SetupOp = {
        ...base,
        op,
        zone: zone as (typeof zones)[number],
        player: f.player('player', players),
        card: f.str('card'),
        count: f.has('count') ? f.count('count', LIMITS.cardsPerOp, 'cards per addCard') : 1,
        tapped: f.bool('tapped', false),
        ...(alias !== undefined ? { alias: alias.replace(/^@/, '') } : {}),
      };
      return r;
    }
    case 'removeAllCardsFromLibrary':
    case 'removeAllCardsFromHand':
      return { ...base, op, player: f.player('player', players) } satisfies SetupOp;
    case 'disableManaAutoPayment':
      return { ...base, op, player: f.player('player', players) } satisfies SetupOp;
    case 'setLife':
      return { ...base, op, player: f.player('player', players), life: f.int('life') } satisfies SetupOp;
    case 'skipInitShuffling':
      return { ...base, op } satisfies SetupOp;
    case 'castSpell':
      return {
        ...sched(),
        op,
        card: f.str('card'),
        targets: parseTargets(f, 'targets', players),
        ...condition(),
      } satisfies PriorityOp;
    case 'activate':
    case 'activateMana':
      return {
        ...sched(),
        op,
        ability: f.str('ability'),
        targets: parseTargets(f, 'targets', players),
        ...condition(),
      } satisfies PriorityOp;
    case 'playLand':
      return { ...sched(), op, card: f.str('card'), ...condition() } satisfies PriorityOp;
    case 'addCounters':
      return {
        ...sched(),
        op,
        card: f.str('card'),
        counter: f.str('counter'),
        count: f.count('count', LIMITS.counters, 'counters per addCounters'),
      } satisfies PriorityOp;
    case 'concede':
      return { ...sched(), op } satisfies PriorityOp;
    case 'show':
      return { ...sched(), op } satisfies PriorityOp;
    case 'waitStack':
      return { ...sched(), op, oneObject: f.bool('oneObject', false) } satisfies PriorityOp;
    case 'check':
      return { ...sched(), op, what: f.str('what'), raw } satisfies PriorityOp;
    case 'attack': {
      const d = f.has('defender') ? f.obj('defender') : null;
      const defender = d
        ? {
            ...(d.has('player') ? { player: d.player('player', players) } : {}),
            ...(d.has('permanent') ? { permanent: d.str('permanent') } : {}),
          }
        : undefined;
      if (d && defender && defender.player === undefined && defender.permanent === undefined)
        throw new MalformedError(`${d.where}: a defender is {"player"} or {"permanent"}`);
      const attackerIndex = f.optInt('attackerIndex', 0);
      return {
        ...base,
        op,
        turn: f.int('turn', 1),
        player: f.player('player', players),
        attacker: f.str('attacker'),
        ...(attackerIndex !== undefined ? { attackerIndex } : {}),
        ...(defender ? { defender } : {}),
      } satisfies CombatOp;
    }
    case 'attackSkip':
    case 'blockSkip':
      return { ...base, op, turn: f.int('turn', 1), player: f.player('player', players) } satisfies CombatOp;
    case 'block': {
      const blockerIndex = f.optInt('blockerIndex', 0);
      const attackerIndex = f.optInt('attackerIndex', 0);
      return {
        ...base,
        op,
        turn: f.int('turn', 1),
        player: f.player('player', players),
        blocker: f.str('blocker'),
        attacker: f.str('attacker'),
        ...(blockerIndex !== undefined ? { blockerIndex } : {}),
        ...(attackerIndex !== undefined ? { attackerIndex } : {}),
      } satisfies CombatOp;
    }
    case 'choice': {
      let values: string[];
      if (f.has('values')) {
        values = f.arr('values').map((v, i) => {
          if (typeof v !== 'string') throw new MalformedError(`${where}: "values"[${i}] must be a string`);
          return v;
        });
      } else values = [f.str('value')];
      return { ...base, op, player: f.player('player', players), values } satisfies AnswerOp;
    }
    case 'target': {
      const skip = f.bool('skip', false);
      const targets = parseTargets(f, 'targets', players);
      const value = f.has('value') ? f.str('value') : '';
      if (!skip && targets.length === 0 && value === '')
        throw new MalformedError(`${where}: a target answer needs "targets", "value" or "skip"`);
      const amount = f.optInt('amount', 0);
      return {
        ...base,
        op,
        player: f.player('player', players),
        value,
        targets,
        skip,
        ...(amount !== undefined ? { amount } : {}),
      } satisfies AnswerOp;
    }
    case 'mode': {
      const skip = f.bool('skip', false);
      const v = raw['value'];
      const value =
        typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : skip && v === undefined ? 0 : f.int('value', 1);
      return { ...base, op, player: f.player('player', players), value, skip } satisfies AnswerOp;
    }
    case 'stopAt':
      return { ...base, op, turn: f.int('turn', 1), step: f.step('step') } satisfies ControlOp;
    case 'run':
      return { ...base, op } satisfies ControlOp;
    case 'strict':
      return { ...base, op, value: f.bool('value') } satisfies ControlOp;
    case 'expect':
      return { ...base, op, what: f.str('what'), raw } satisfies ControlOp;
    default:
      return { ...base, op, unknown: true };
  }
}

function parseDecks(g: Fields, players: readonly string[]): Record<string, DeckCard[]> {
  const out: Record<string, DeckCard[]> = {};
  for (const p of players) out[p] = [];
  if (!g.has('decks')) return out;
  const decks = g.obj('decks');
  const lists = g.has('deckLists') ? g.obj('deckLists') : null;
  for (const p of players) {
    if (!decks.has(p)) continue;
    const deckName = decks.str(p);
    if (!lists || !lists.has(deckName))
      throw new MalformedError(`${g.where}.decks.${p}: deck "${deckName}" is not in "deckLists"`);
    const deck = lists.obj(deckName);
    const cards = deck.arr('main').map((c, i) => {
      if (!isObject(c)) throw new MalformedError(`${deck.where}.main[${i}] must be an object`);
      const e = new Fields(c, `${deck.where}.main[${i}]`);
      return {
        name: e.str('name'),
        count: e.has('count') ? e.count('count', LIMITS.cardsPerOp, 'cards per deck line') : 1,
      };
    });
    out[p] = cards;
    const total = cards.reduce((n, c) => n + c.count, 0);
    if (total > LIMITS.cardsPerPlayer)
      throw new MalformedError(
        `${g.where}.decks.${p}: deck "${deckName}" has ${total} cards, over the limit of ${LIMITS.cardsPerPlayer} cards per player`,
      );
  }
  return out;
}

function parseGame(raw: unknown): GameSetup | null {
  if (raw === null) return null;
  if (!isObject(raw)) throw new MalformedError('"game" must be an object or null');
  const g = new Fields(raw, 'game');
  let players = g.arr('players').map((p, i) => {
    if (typeof p !== 'string' || p === '') throw new MalformedError(`game.players[${i}] must be a non-empty string`);
    return p;
  });
  if (players.length === 0 || new Set(players).size !== players.length)
    throw new MalformedError('game.players must list distinct players');
  let defaultStop: GameSetup['defaultStop'] = { turn: 2, step: 'untap' };
  if (g.has('defaultStop')) {
    const d = g.obj('defaultStop');
    defaultStop = { turn: d.int('turn', 1), step: d.step('step') };
  }
  // Turn 1 is the first player of the turn order (the format's rule); startingPlayer says the same in the files.
  let first = g.has('startingPlayer') ? g.player('startingPlayer', players) : players[0]!;
  if (g.has('turnOrder')) {
    const order = g.arr('turnOrder');
    const head = order[0];
    if (
      typeof head !== 'string' ||
      order.length !== players.length ||
      !order.every((p) => typeof p === 'string' && players.includes(p)) ||
      new Set(order).size !== order.length
    )
      throw new MalformedError('game.turnOrder must list the players, each once');
    first = head;
    // The players sit in turn order (CR 101.4, 800.5): seats are numbered round the table from the first.
    players = order as string[];
  }
  return {
    type: g.str('type'),
    players,
    startingPlayer: first,
    startingLife: g.has('startingLife') ? g.int('startingLife') : 20,
    startingPlayerSkipsFirstDraw: g.bool('startingPlayerSkipsFirstDraw', true),
    shuffleLibrariesAtStart: g.bool('shuffleLibrariesAtStart', true),
    defaultStop,
    decks: parseDecks(g, players),
  };
}

/** Each player's cards in a test, the deck's and the `addCard`s', are within the limit. */
function checkCardsPerPlayer(game: GameSetup, ops: readonly (Op | UnknownOp)[]): void {
  for (const p of game.players) {
    const deck = (game.decks[p] ?? []).reduce((n, c) => n + c.count, 0);
    const added = ops.reduce((n, o) => (o.op === 'addCard' && 'player' in o && o.player === p ? n + o.count : n), 0);
    if (deck + added > LIMITS.cardsPerPlayer)
      throw new MalformedError(
        `${p} has ${deck + added} cards (${deck} in the deck, ${added} from addCard), over the limit of ${LIMITS.cardsPerPlayer} cards per player`,
      );
  }
}

/**
 * Parses a scenario file's text. Throws MalformedError when the file as a whole can't be used (not JSON, wrong
 * format, no tests, a malformed `game`); a malformed op only marks its own test.
 */
export function parseScenario(text: string, path: string): ScenarioFile {
  if (text.length > LIMITS.fileBytes)
    throw new MalformedError(`the file is over the limit of ${LIMITS.fileBytes} bytes`);
  const deep = nestingBeyond(text, LIMITS.depth);
  if (deep !== null)
    throw new MalformedError(
      `arrays and objects are nested more than ${LIMITS.depth} levels deep (at character ${deep + 1})`,
    );
  let raw: unknown;
  try {
    // A byte-order mark is not JSON, but editors write one.
    raw = JSON.parse(text.replace(/^\uFEFF/, ''));
  } catch (e) {
    throw new MalformedError(`not valid JSON: ${e instanceof Error ? e.message : String(e)}`);
  }
  if (!isObject(raw)) throw new MalformedError('the file must hold a JSON object');
  const f = new Fields(raw, 'file');
  if (raw['format'] !== FORMAT) throw new MalformedError(`"format" must be "${FORMAT}", not ${preview(raw['format'])}`);
  const game = parseGame(raw['game']);
  // Without a game nothing runs, but the ops are still read with the format's usual player names.
  const players = game?.players ?? ['A', 'B', 'C', 'D'];
  const tests = f.arr('tests').map((t, ti) => {
    if (!isObject(t)) return { name: `#${ti}`, malformed: `tests[${ti}] must be an object` };
    const name = typeof t['name'] === 'string' && t['name'] !== '' ? t['name'] : `#${ti}`;
    if (typeof t['name'] !== 'string' || t['name'] === '')
      return { name, malformed: `tests[${ti}]: "name" must be a non-empty string` };
    const ops = t['ops'];
    if (!Array.isArray(ops)) return { name, malformed: `tests[${ti}] (${name}): "ops" must be an array` };
    try {
      const parsed = ops.map((o, i) => parseOp(o, i, `op[${i}]`, players));
      if (game) checkCardsPerPlayer(game, parsed);
      return { name, ops: parsed } satisfies TestCase;
    } catch (e) {
      if (e instanceof MalformedError) return { name, malformed: e.message };
      throw e;
    }
  });
  return { path, game, tests };
}
