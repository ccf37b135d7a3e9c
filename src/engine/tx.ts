// A transaction: the working copy of the state while one answer is applied.
// The input state is never written: the working copy shares everything with it and copies an object or a player
// the first time it is written (copy-on-write), so `apply` stays pure at the cost of the objects it touches.
//
// The working state is written through typed writers, each named for what it writes and knowing what that write drops
// of what the kernel keeps derived (docs/engine-floors.md, "The caching wall"):
//   mut(id)            an object's record (what characteristics are worked out from): a permanent's drops every
//                      characteristic and memo (permanents' characteristics depend on each other), another object's
//                      what was kept about it alone
//   mutStatus(id)      an object's status only (tapped, damage, combat...): memos, and characteristics only if a
//                      filter looked at a status while working them out
//   add(o)             a new object (as mut)
//   mutPlayer(p)       a player: memos and characteristics only if working them out read players' state
//   zone(p, z)         a player's library, hand, graveyard or special mana (as mutPlayer)
//   list(k), setList   one of the state's lists, in place or replaced: the battlefield, the continuous effects and
//                      the command zone (whose emblems' abilities apply) drop every characteristic and memo; the
//                      others (the stack, triggers, shields, permissions...) nothing derived looks at
//   setDayNight, setSeats  day and night, the seating of the turn (range of influence): every characteristic and memo
//   setActive          whose turn it is: memos and characteristics only if working them out read players' state
// Every writer moves the transaction's version (what was found at a version — state-based actions needing nothing,
// what a player could do — holds until it moves).
import type { Answer, PendingChoice } from './choices.js';
import type { GameEvent, LoggedEvent, PrivateTo } from './events.js';
import { copyTurn, type GameObject, type GameState, type PlayerState, type SpecialMana } from './state.js';

type PlayerZone = 'library' | 'hand' | 'graveyard' | 'specialMana';
import type { ObjectId, PlayerId } from './types.js';
import {
  forgetObject,
  invalidate,
  invalidateObject,
  invalidatePlayers,
  invalidateStatus,
  inheritDerived,
  keepRecordValues,
} from './layer-cache.js';
import { parseAnswerHook } from './hooks.js';
import { copyPool } from './mana.js';
import { keptDerived, StateRecord } from './derived.js';
import type { KeptOffer } from './derived.js';

// The signals a transaction's operations throw (tx-signals.ts), read through this module.
export { Decline, declineOnRewind, EngineError, InlineAnswerError, Rewind, Suspend } from './tx-signals.js';
import { EngineError, InlineAnswerError, Suspend } from './tx-signals.js';

/** Answers a decision in the middle of an operation at once (simulations); null suspends the operation instead. The
 * state is the transaction's working copy, with the choice pending. */
export type InlineChooser = (state: GameState, choice: PendingChoice) => Answer | null;

/** The state's lists that a transaction writes in place (see Tx.list); the others are replaced when written. */
export type ListField =
  | 'battlefield'
  | 'exile'
  | 'command'
  | 'stack'
  | 'effects'
  | 'rules'
  | 'permissions'
  | 'shields'
  | 'triggers'
  | 'delayed'
  | 'limbo'
  | 'setup';

type Writable<T> = T extends readonly (infer E)[] ? E[] : never;

/** The event of a sentence the log alone tells (note). */
const INFO: GameEvent = { kind: 'info' };

/** Each list's bit (Tx.ownedLists), and whether a write to it changes characteristics (so drops them and every memo):
 * the battlefield, the continuous effects and the command zone (emblems' static abilities apply from it, CR 114.4); no
 * derived value looks at the others. */
const LISTS: Readonly<Record<ListField, { readonly bit: number; readonly characteristics: boolean }>> = {
  battlefield: { bit: 1, characteristics: true },
  exile: { bit: 2, characteristics: false },
  command: { bit: 4, characteristics: true },
  stack: { bit: 8, characteristics: false },
  effects: { bit: 16, characteristics: true },
  rules: { bit: 32, characteristics: false },
  permissions: { bit: 64, characteristics: false },
  shields: { bit: 128, characteristics: false },
  triggers: { bit: 256, characteristics: false },
  delayed: { bit: 512, characteristics: false },
  limbo: { bit: 1024, characteristics: false },
  setup: { bit: 2048, characteristics: false },
};

/** A transaction's working copy of a state: it becomes the state `apply` hands out (see StateRecord). */
class WorkingState extends StateRecord implements GameState {
  readonly format: GameState['format'];
  readonly seed: number;
  rng: number;
  objects: GameState['objects'];
  players: GameState['players'];
  battlefield: GameState['battlefield'];
  exile: GameState['exile'];
  command: GameState['command'];
  stack: GameState['stack'];
  turn: GameState['turn'];
  effects: GameState['effects'];
  rules: GameState['rules'];
  permissions: GameState['permissions'];
  shields: GameState['shields'];
  triggers: GameState['triggers'];
  delayed: GameState['delayed'];
  limbo: GameState['limbo'];
  setup: GameState['setup'];
  nextTimestamp: number;
  nextId: number;
  mulligan: GameState['mulligan'];
  pending: GameState['pending'];
  resume: GameState['resume'];
  over: boolean;
  winner: GameState['winner'];
  decisions: number;
  readonly skipFirstDraw: boolean;
  readonly attackOption: GameState['attackOption'];
  readonly rangeOfInfluence: GameState['rangeOfInfluence'];
  dayNight: GameState['dayNight'];

  /** Every field written out, in the state's order (not a spread): a transaction begins at every answer. */
  constructor(base: GameState) {
    super();
    this.format = base.format;
    this.seed = base.seed;
    this.rng = base.rng;
    // Shared with the base until an object is written or added (objectsToWrite).
    this.objects = base.objects;
    // Shared with the base until a player is written (mutPlayer).
    this.players = base.players;
    // The lists are shared with the base until written (list).
    this.battlefield = base.battlefield;
    this.exile = base.exile;
    this.command = base.command;
    this.stack = base.stack;
    this.turn = copyTurn(base.turn);
    this.effects = base.effects;
    this.rules = base.rules;
    this.permissions = base.permissions;
    this.shields = base.shields;
    this.triggers = base.triggers;
    this.delayed = base.delayed;
    this.limbo = base.limbo;
    this.setup = base.setup;
    this.nextTimestamp = base.nextTimestamp;
    this.nextId = base.nextId;
    this.mulligan = base.mulligan;
    this.pending = base.pending;
    this.resume = null;
    this.over = base.over;
    this.winner = base.winner;
    this.decisions = base.decisions;
    this.skipFirstDraw = base.skipFirstDraw;
    this.attackOption = base.attackOption;
    this.rangeOfInfluence = base.rangeOfInfluence;
    this.dayNight = base.dayNight;
  }
}

export class Tx {
  readonly s: GameState;
  readonly log: LoggedEvent[] = [];
  /** bumped on every write; characteristic caches compare against it */
  version = 0;
  /** cards drawn so far in this transaction, by player ("for each card drawn this way") */
  readonly cardsDrawn: number[] = [];
  /** the version at which state-based actions were last found to need nothing (-1: not checked) */
  sbaCheckedAt = -1;
  /** what each player was last found able to do with priority, by player (cr117-priority.ts) */
  readonly offers: (KeptOffer | undefined)[];
  /** the version at which each kept offer was worked out, by player */
  readonly offerVersions: number[];
  // What this transaction owns (may write in place) is told by identity, with no set to keep: the objects array is its
  // own once copied, and then a record in it is its own when it differs from the record at that index in the array it
  // was copied from (a record written is replaced by a copy first; an object made is past the end of that array).
  // Likewise for the players array, the players and their zones.
  /** the objects array this transaction's own was copied from; null: the array is not its own */
  private objectsFrom: readonly (GameObject | null)[] | null = null;
  /** the players array this transaction's own was copied from; null: the array is not its own */
  private playersFrom: readonly PlayerState[] | null = null;
  /** the lists (ListField) this transaction has copied, one bit each */
  private ownedLists = 0;
  private cursor = 0;
  /** whether events are recorded with their sentences */
  logging = true;
  /** the name of the spell, ability or replacement effect whose effects are being carried out (the log's `source` of
   * each event they make); null outside them */
  cause: string | null = null;
  /** permanents leaving the battlefield in one simultaneous event (state-based actions, CR 704.3): each one's
   * leaves-the-battlefield abilities see the others leave (603.10a) */
  leavingTogether: readonly ObjectId[] = [];
  /** called for each committed event (trigger detection) */
  onEvent: ((tx: Tx, e: GameEvent) => void) | null = null;
  /** answers decisions in the middle of an operation when the replayed answers run out */
  inline: InlineChooser | null = null;
  /** the answers replayed, then those given inline: what a replay from `base` needs */
  readonly answers: Answer[];

  constructor(
    readonly base: GameState,
    answers: readonly Answer[],
  ) {
    this.answers = answers.slice();
    this.s = new WorkingState(base);
    inheritDerived(base, this.s);
    const offers = keptDerived(base)?.offers;
    this.offers = offers ? offers.slice() : [];
    this.offerVersions = offers ? offers.map(() => 0) : [];
  }

  obj(id: ObjectId): Readonly<GameObject> {
    const o = this.s.objects[id];
    if (!o) throw new EngineError(`no object ${id}`);
    return o;
  }

  mut(id: ObjectId): GameObject {
    const o = this.s.objects[id];
    this.objectWritten(id, !!o && o.zone === 'battlefield' && !o.left);
    if (o && this.ownsObject(id)) forgetObject(o);
    return this.own(id);
  }

  /**
   * For a write to an object's status only — tapped, damage, deathtouch, combat, loyalty activations, revealed (CR
   * 110.5) — which no characteristic depends on unless a filter looked at it (invalidateStatus): derived
   * characteristics are kept, other derived values dropped. Any other field must be written through `mut`.
   */
  mutStatus(id: ObjectId): GameObject {
    this.version++;
    invalidateStatus(this.s);
    return this.own(id, true);
  }

  /** Whether the object's record is this transaction's own (see objectsFrom). */
  private ownsObject(id: ObjectId): boolean {
    const from = this.objectsFrom;
    return from !== null && (id >= from.length || this.s.objects[id] !== from[id]);
  }

  /** The object, copied the first time this transaction writes it. `status`: only its status will be written, so
   * what was derived from the record alone holds for the copy (keepRecordValues). */
  private own(id: ObjectId, status = false): GameObject {
    const o = this.s.objects[id];
    if (!o) throw new EngineError(`no object ${id}`);
    if (this.ownsObject(id)) return o;
    // Counters, targets and blocks are replaced, never written in place (their types are read-only), so the copy
    // shares them.
    const c = copyObject(o);
    if (status) keepRecordValues(o, c);
    this.objectsToWrite()[id] = c;
    return c;
  }

  /** The id the next object added gets: the next free index. */
  nextObjectId(): ObjectId {
    return this.s.objects.length;
  }

  /** Registers a brand-new object (already owned by this transaction), whose id is `nextObjectId()`. */
  add(o: GameObject): GameObject {
    this.objectWritten(o.id, o.zone === 'battlefield');
    if (o.id !== this.s.objects.length) throw new EngineError(`object ${o.id} added as ${this.s.objects.length}`);
    this.objectsToWrite().push(o);
    return o;
  }

  player(p: PlayerId): Readonly<PlayerState> {
    const pl = this.s.players[p];
    if (!pl) throw new EngineError(`no player ${p}`);
    return pl;
  }

  mutPlayer(p: PlayerId): PlayerState {
    // Characteristics and memos seldom depend on players' state: they go only if working them out read it
    // (invalidatePlayers).
    this.version++;
    invalidatePlayers(this.s);
    const pl = this.s.players[p];
    if (!pl) throw new EngineError(`no player ${p}`);
    if (this.playersFrom !== null && pl !== this.playersFrom[p]) return pl;
    // The zones stay shared with the base state until written (zone); the pool is small and often written.
    const c = copyPlayer(pl);
    if (this.playersFrom === null) {
      this.playersFrom = this.s.players;
      this.s.players = this.s.players.slice();
    }
    // The array is this transaction's own now (read-only in the state's type, like the lists).
    (this.s.players as PlayerState[])[p] = c;
    return c;
  }

  /** A player's zone (or special mana), to be written: copied the first time this transaction writes it. */
  zone(p: PlayerId, z: 'library' | 'hand' | 'graveyard'): ObjectId[];
  zone(p: PlayerId, z: 'specialMana'): SpecialMana[];
  zone(p: PlayerId, z: PlayerZone): ObjectId[] | SpecialMana[] {
    const pl = this.mutPlayer(p);
    // The player is this transaction's own now: the zone is too if it is not the one the player was copied from.
    if (pl[z] !== this.playersFrom![p]![z]) return pl[z] as ObjectId[] | SpecialMana[];
    if (z === 'specialMana') return (pl.specialMana = pl.specialMana.slice());
    const copy = pl[z].slice();
    pl[z] = copy;
    return copy;
  }

  /** The objects array, copied the first time this transaction writes it. */
  private objectsToWrite(): (GameObject | null)[] {
    if (this.objectsFrom === null) {
      this.objectsFrom = this.s.objects;
      this.s.objects = this.s.objects.slice();
    }
    return this.s.objects as (GameObject | null)[];
  }

  /**
   * Marks an object written (or made, or removed). Characteristics of permanents depend on each other (layers), so a
   * permanent's write marks the whole state written; an object elsewhere has characteristics of its own, worked out
   * from its record alone (CR 613 applies on the battlefield), so only what was kept about it goes. A new object
   * becomes a permanent by being put on the battlefield, which marks the state written.
   */
  private objectWritten(id: ObjectId, permanent: boolean): void {
    if (permanent) this.dirty();
    else {
      this.version++;
      invalidateObject(this.s, id);
    }
  }

  /** The battlefield, to be written (list('battlefield')): every permanent's characteristics may change. */
  battlefield(): ObjectId[] {
    return this.list('battlefield');
  }

  /** One of the state's lists, to be written in place: copied the first time this transaction writes it (until then
   * it is the base state's, shared). The write is marked as the list's kind says (LISTS). */
  list<K extends ListField>(k: K): Writable<GameState[K]> {
    const lists = this.s as unknown as Record<ListField, unknown[]>;
    const kind = LISTS[k];
    if (kind.characteristics) this.dirty();
    else this.touch();
    if ((this.ownedLists & kind.bit) === 0) {
      lists[k] = lists[k].slice();
      this.ownedLists |= kind.bit;
    }
    return lists[k] as Writable<GameState[K]>;
  }

  /** Replaces one of the state's lists with `value` (a list of its own, made for it: `filter`, a spread, `[]`), the
   * write marked as the list's kind says (LISTS). */
  setList<K extends ListField>(k: K, value: GameState[K]): void {
    const lists = this.s as unknown as Record<ListField, unknown>;
    const kind = LISTS[k];
    if (kind.characteristics) this.dirty();
    else this.touch();
    lists[k] = value;
    // Written in place later, it is copied first: whoever made it may still hold it.
    this.ownedLists &= ~kind.bit;
  }

  /** It becomes day or night, or neither (CR 730.1): daybound and nightbound permanents' characteristics change. */
  setDayNight(to: GameState['dayNight']): void {
    this.s.dayNight = to;
    this.dirty();
  }

  /** The active player as a turn begins (CR 500.1, 102.1). A condition that asks whose turn it is ("as long as it's
   * your turn") reads players' state (rules/conditions/turn.ts): what was worked out with one goes, as with a write to
   * a player. */
  setActive(p: PlayerId): void {
    this.version++;
    invalidatePlayers(this.s);
    this.s.turn.active = p;
  }

  /** The seating as the turn begins (CR 801.2c): filters and targets read it. */
  setSeats(seats: GameState['turn']['seats']): void {
    this.s.turn.seats = seats;
    this.dirty();
  }

  /** Marks the state written where no derived value looks (the stack, waiting and delayed triggers, shields,
   * permissions, rules of the game): characteristics and memos are kept. For a write made without a writer (a list
   * replaced by hand); a writer marks its own. */
  touch(): void {
    this.version++;
  }

  /** Marks the state written: derived characteristics are recomputed on the next read. For a write made without a
   * writer; a writer marks its own. */
  dirty(): void {
    this.version++;
    invalidate(this.s);
  }

  /** Answers left over from a replay are consumed first; when none is left the decision suspends the operation. */
  hasAnswer(): boolean {
    return this.cursor < this.answers.length;
  }

  /** The number of the next answer a decision would take (for Decline). */
  answerIndex(): number {
    return this.cursor;
  }

  nextAnswer(): Answer | null {
    if (this.cursor >= this.answers.length) return null;
    return this.answers[this.cursor++] ?? null;
  }

  /** Asks a player a question in the middle of an operation. */
  choose(choice: PendingChoice): Answer {
    const a = this.nextAnswer();
    if (!a) return this.chooseInline(choice);
    // A replayed answer is one the engine made (the canonical answer fitted to this same decision when it was given,
    // or declining): replaying from the same state with the same answers asks the same questions, so it is not read
    // or fitted again.
    return a;
  }

  /** No replayed answer is left: the inline chooser answers at once, or the operation suspends. */
  private chooseInline(choice: PendingChoice): Answer {
    if (!this.inline) throw new Suspend(choice);
    const s = this.s;
    this.release();
    s.pending = choice;
    const raw: unknown = this.inline(s, choice);
    s.pending = null;
    if (raw === null) throw new Suspend(choice);
    // Parsed as `apply` parses an answer: what is kept and replayed is the canonical answer.
    const r = parseAnswerHook(s, choice, raw);
    if (!r.ok) throw new InlineAnswerError(r.error.code, r.error.message);
    if (r.answer.kind === 'concede')
      throw new InlineAnswerError('illegalAnswer', 'a player concedes through apply, not in answer to a decision');
    this.answers.push(r.answer);
    this.cursor = this.answers.length;
    return r.answer;
  }

  /** Makes what the state holds now a snapshot: later writes copy the objects array, the records, the players, their
   * zones and the lists again, so that nothing an inline chooser was shown changes afterwards (a view's objects are
   * kept by the objects array's identity, see view.ts). */
  private release(): void {
    this.objectsFrom = null;
    this.playersFrom = null;
    this.ownedLists = 0;
  }

  /** Seeded RNG (mulberry32); its state lives in the game state. */
  random(n: number): number {
    let t = (this.s.rng = (this.s.rng + 0x6d2b79f5) | 0);
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    const r = ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    return Math.floor(r * n);
  }

  shuffle<T>(arr: T[]): void {
    for (let i = arr.length - 1; i > 0; i--) {
      const j = this.random(i + 1);
      const tmp = arr[i]!;
      arr[i] = arr[j]!;
      arr[j] = tmp;
    }
  }

  /** Commits an event: triggers see it, and the log records it with its sentence (built only when logging, since
   * simulations don't read it) and the rule behind it. */
  emit(event: GameEvent, text: string | (() => string) | null, rule?: string, privateTo?: PrivateTo): void {
    // null: the event is told by the sentence of the event it is part of (tapping a land for mana)
    if (this.logging && text !== null) {
      const t = typeof text === 'string' ? text : text();
      const said: LoggedEvent = rule === undefined ? { event, text: t } : { event, text: t, rule };
      // A resolution's own line names its source already.
      const logged = this.cause === null || event.kind === 'resolve' ? said : { ...said, source: this.cause };
      this.log.push(
        privateTo ? { ...logged, privateTo: privateTo.player, othersText: privateTo.othersText() } : logged,
      );
    }
    this.onEvent?.(this, event);
  }

  /** A sentence for the log alone, about something the game did on its own that no trigger looks at (an untap step
   * with nothing to untap says nothing): nothing is made when the log isn't kept. */
  note(text: string | (() => string), rule: string): void {
    if (!this.logging) return;
    const t = typeof text === 'string' ? text : text();
    this.log.push(
      this.cause === null ? { event: INFO, text: t, rule } : { event: INFO, text: t, rule, source: this.cause },
    );
  }

  timestamp(): number {
    return this.s.nextTimestamp++;
  }

  newId(): number {
    return this.s.nextId++;
  }
}

/** A copy of an object record, every field written out in the order records are made in (newObject): one shape for
 * every copy, which a spread of records made in different ways doesn't give. */
export function copyObject(o: Readonly<GameObject>): GameObject {
  const c: GameObject = {
    card: o.card,
    def: o.def,
    owner: o.owner,
    controller: o.controller,
    zone: o.zone,
    tapped: o.tapped,
    counters: o.counters,
    damage: o.damage,
    deathtouched: o.deathtouched,
    controlledSince: o.controlledSince,
    enteredTurn: o.enteredTurn,
    timestamp: o.timestamp,
    token: o.token,
    left: o.left,
    x: o.x,
    modes: o.modes,
    face: o.face,
    transforms: o.transforms,
    monstrous: o.monstrous,
    copyOf: o.copyOf,
    exiledWith: o.exiledWith,
    faceDown: o.faceDown,
    castVia: o.castVia,
    revealed: o.revealed,
    chosenType: o.chosenType,
    cantBeCountered: o.cantBeCountered,
    castCounters: o.castCounters,
    targets: o.targets,
    division: o.division,
    attacking: o.attacking,
    attackingPlaneswalker: o.attackingPlaneswalker,
    blocking: o.blocking,
    blocked: o.blocked,
    loyaltyTurn: o.loyaltyTurn,
    activatedOnce: o.activatedOnce,
    attachedTo: o.attachedTo,
    bestowed: o.bestowed,
    kicks: o.kicks,
    fusedAt: o.fusedAt,
    cantRegenerateTurn: o.cantRegenerateTurn,
    copyExcept: o.copyExcept,
    exiledUntil: o.exiledUntil,
    manifested: o.manifested,
    grantedWhenLeft: o.grantedWhenLeft,
    ptWhenLeft: o.ptWhenLeft,
    controlBase: o.controlBase,
    paired: o.paired,
    chosen: o.chosen,
    classLevel: o.classLevel,
    id: o.id,
  };
  return c;
}

/** A copy of a player's state (its pool copied too: it is written in place), every field written out (see
 * copyObject). */
function copyPlayer(pl: PlayerState): PlayerState {
  return {
    id: pl.id,
    name: pl.name,
    life: pl.life,
    library: pl.library,
    hand: pl.hand,
    graveyard: pl.graveyard,
    pool: copyPool(pl.pool),
    specialMana: pl.specialMana,
    poison: pl.poison,
    landsPlayed: pl.landsPlayed,
    extraLandPlays: pl.extraLandPlays,
    spellsThisTurn: pl.spellsThisTurn,
    drawsThisStep: pl.drawsThisStep,
    drawsThisTurn: pl.drawsThisTurn,
    dealtDamageThisTurn: pl.dealtDamageThisTurn,
    landEnteredThisTurn: pl.landEnteredThisTurn,
    lastTurnBegan: pl.lastTurnBegan,
    drewFromEmpty: pl.drewFromEmpty,
    lost: pl.lost,
    won: pl.won,
    conceded: pl.conceded,
    mulligans: pl.mulligans,
    kept: pl.kept,
    lossReason: pl.lossReason,
    autoPass: pl.autoPass,
    commanders: pl.commanders,
    commanderCasts: pl.commanderCasts,
    commanderDamage: pl.commanderDamage,
    commanderStays: pl.commanderStays,
  };
}
