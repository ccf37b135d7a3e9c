// A table people play each other at (`lorekeeper serve`, over a WebSocket: serve-ws.ts). It has 2 to 6 seats and a
// format (constructed, or Commander: CR 903), each seat a person's (taken with a secret invitation code, then held
// with a secret token) or the computer's; the game starts when every seat is taken, or when the creator starts it and
// computer players take the seats still open. The server is its only authority: each seat is shown only its own player's view
// (viewFor, eventsFor), a spectator a view that holds no hand, and an answer is applied only for the seat whose token
// gave it. Each person has a Pilot (their stops), which passes for them where none of their stops asks them.
// A game is its seed, its seats' decks and its journal of answers (the engine is deterministic), which is how it is
// saved (game-db.ts) and made again after a restart; a finished game replays through its journal, step by step.
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Player } from '../ai/player.js';
import {
  createGame,
  eventsFor,
  viewFor,
  type Answer,
  type GameError,
  type GameState,
  type LoggedEvent,
  type PlayerId,
} from '../engine/index.js';
import { computerPlayer } from './computer.js';
import type { Format } from './decks.js';
import { replayEntry, replayJournal, type JournalEntry } from './journal.js';
import { decisionView } from './menus.js';
import { playerSeed } from './options.js';
import { Pilot } from './pilot.js';
import { logLine } from './render.js';
import type { StopTable } from './stops.js';
import { seatSnapshot, stopsOf } from './table.js';
import type { TableInfo, TableSnapshot } from './table-types.js';

/** The number of seats a table may have: a duel, or a free-for-all game of up to six (CR 806). */
export const MIN_SEATS = 2;
export const MAX_SEATS = 6;

/** A deck as a table keeps it: its name, its main deck's card names and its commanders (kept whole: a file may change
 * later). */
export interface SeatDeck {
  readonly label: string;
  readonly main: readonly string[];
  /** CR 903.3: a Commander deck's commanders (none, or absent, for a constructed deck) */
  readonly commanders?: readonly string[];
}

/** A saved game's configuration for the engine: its seed, its format, and each seat's name and deck. */
export function gameConfig(
  seed: number,
  format: Format,
  players: readonly { readonly name: string; readonly deck: SeatDeck | null }[],
): Parameters<typeof createGame>[0] {
  return {
    seed,
    ...(format === 'commander' ? { variant: 'commander' as const } : {}),
    players: players.map((p) => ({
      name: p.name,
      library: [...(p.deck?.main ?? [])],
      ...(format === 'commander' ? { commanders: [...(p.deck?.commanders ?? [])] } : {}),
    })),
  };
}

/** A seat as saved. */
export interface SeatRecord {
  readonly kind: 'person' | 'computer';
  /** null while the seat is open */
  readonly name: string | null;
  readonly deck: SeatDeck | null;
  /** the SHA-256 of the token that acts for the seat (the token itself is only ever the person's) */
  readonly tokenHash: string | null;
  /** the code that seats a person here (one person: a second is refused); null for the creator's seat */
  readonly invite: string | null;
  /** the person's stops, as the table shows them */
  readonly stops?: { readonly mine: readonly string[]; readonly theirs: readonly string[]; readonly full: boolean };
}

/** A table as saved: everything but the journal. */
export interface TableRecord {
  readonly id: string;
  readonly seed: number;
  readonly seats: readonly SeatRecord[];
  readonly created: number;
  /** constructed (absent: a table saved before tables had formats) or Commander */
  readonly format?: Format;
}

/** What came of a request to the table: done, or refused with a code and a message, the table unchanged. */
export type TableOutcome =
  { readonly ok: true } | { readonly ok: false; readonly code: TableErrorCode; readonly message: string };

export type TableErrorCode =
  | GameError['code']
  | 'waiting'
  | 'notSeated'
  | 'seatTaken'
  | 'badInvite'
  | 'badToken'
  | 'badName'
  | 'stale'
  | 'notOver'
  | 'notCreator';

/** A new secret (a token, an invitation code, a table's id), from the system's cryptographic random source. */
export function secret(bytes: number): string {
  return randomBytes(bytes).toString('hex');
}

export function tokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

function sameSecret(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

const refuse = (code: TableErrorCode, message: string): TableOutcome => ({ ok: false, code, message });
const OK: TableOutcome = { ok: true };

interface Seat {
  record: SeatRecord;
  readonly pilot: Pilot | null;
  readonly computer: Player | null;
}

function seatOf(record: TableRecord, r: SeatRecord, i: number): Seat {
  return {
    record: r,
    pilot: r.kind === 'person' ? pilotFor(i, r) : null,
    computer: r.kind === 'computer' ? computerPlayer(playerSeed(record.seed, i)) : null,
  };
}

export class NetTable {
  private readonly seats: Seat[];
  private current: GameState | null = null;
  /** every event of the game, as the engine told it (each viewer is given them through eventsFor) */
  private readonly events: LoggedEvent[] = [];
  readonly journal: JournalEntry[] = [];
  /** the states after each step of a finished game, made when it is first replayed, and how many events the game
   * had told by each */
  private replayStates: GameState[] | null = null;
  private eventCounts: number[] = [];
  /** how many connections each seat has now, and how many spectators watch (the server counts them) */
  readonly connected: number[];
  spectators = 0;
  /** how many journal entries each seat has (its answers, and those given for it): the number a seat's answer names
   * (`decision`) — not the game's count of decisions, which would tell when another player's stops passed for them,
   * and so that they had something they could have done */
  private readonly bySeat: number[];

  constructor(
    readonly record: TableRecord,
    journal: readonly JournalEntry[] = [],
  ) {
    this.seats = record.seats.map((r, i) => seatOf(record, r, i));
    this.connected = record.seats.map(() => 0);
    this.bySeat = record.seats.map(() => 0);
    if (this.seats.every((s) => s.record.deck !== null)) this.start(journal);
  }

  /** A new table: the first seat the creator's, the others open for people (each with its invitation code). */
  static create(
    id: string,
    seed: number,
    creator: { readonly name: string; readonly deck: SeatDeck; readonly token: string },
    seatCount: number,
    format: Format = 'constructed',
  ): NetTable {
    const seats: SeatRecord[] = [
      { kind: 'person', name: creator.name, deck: creator.deck, tokenHash: tokenHash(creator.token), invite: null },
    ];
    for (let i = 1; i < seatCount; i++)
      seats.push({ kind: 'person', name: null, deck: null, tokenHash: null, invite: secret(12) });
    return new NetTable({ id, seed, seats, created: Date.now(), format });
  }

  get id(): string {
    return this.record.id;
  }

  get format(): Format {
    return this.record.format ?? 'constructed';
  }

  get state(): GameState | null {
    return this.current;
  }

  get status(): TableInfo['status'] {
    return this.current === null ? 'waiting' : this.current.over ? 'over' : 'playing';
  }

  /** The table as it is saved now (the seats change as people join and set their stops). */
  get saved(): TableRecord {
    return { ...this.record, seats: this.seats.map((s) => s.record) };
  }

  /** The seat a token acts for, or null. */
  seatOf(token: string): number | null {
    const h = tokenHash(token);
    const i = this.seats.findIndex((s) => s.record.tokenHash !== null && sameSecret(s.record.tokenHash, h));
    return i < 0 ? null : i;
  }

  /** Seats a person at the open seat this invitation code is for; the game starts once every seat is taken. */
  join(invite: string, name: string, deck: SeatDeck, token: string): { seat: number } | TableOutcome {
    const i = this.seats.findIndex((s) => s.record.invite !== null && sameSecret(s.record.invite, invite));
    if (i < 0) return refuse('badInvite', 'no seat at this table has that invitation code');
    // A second person with the same invitation: the seat is someone's already.
    if (this.seats[i]!.record.tokenHash !== null)
      return refuse(
        'seatTaken',
        `seat ${i + 1} is taken (by ${this.seats[i]!.record.name}): an invitation seats one person`,
      );
    const named = this.seats.find((s) => s.record.name?.toLowerCase() === name.toLowerCase());
    if (named) return refuse('badName', `a player at this table is named ${named.record.name} already`);
    this.seats[i]!.record = { ...this.seats[i]!.record, name, deck, tokenHash: tokenHash(token) };
    if (this.seats.every((s) => s.record.deck !== null)) this.start([]);
    return { seat: i };
  }

  /** The creator (seat 0) starts the game before every seat is taken: a computer player takes each open seat, its
   * deck given by `deckFor` (the seat, and the decks the table plays so far). */
  startNow(seat: number, deckFor: (seat: number, used: readonly string[]) => SeatDeck): TableOutcome {
    if (seat !== 0) return refuse('notCreator', "only the table's creator starts it before every seat is taken");
    if (this.current !== null) return refuse('gameOver', 'the game has started already');
    const taken = new Set(this.seats.flatMap((s) => (s.record.name === null ? [] : [s.record.name.toLowerCase()])));
    this.seats.forEach((s, i) => {
      if (s.record.deck !== null) return;
      let name = `Computer ${i + 1}`;
      for (let k = 2; taken.has(name.toLowerCase()); k++) name = `Computer ${i + 1}-${k}`;
      taken.add(name.toLowerCase());
      const used = this.seats.flatMap((x) => (x.record.deck === null ? [] : [x.record.deck.label]));
      const record: SeatRecord = { kind: 'computer', name, deck: deckFor(i, used), tokenHash: null, invite: null };
      this.seats[i] = seatOf(this.record, record, i);
    });
    this.start([]);
    return OK;
  }

  private start(journal: readonly JournalEntry[]): void {
    const created = createGame(this.config());
    this.current = created.state;
    this.events.push(...created.events);
    for (const e of journal) {
      const r = replayEntry(this.current, e);
      if (!r.ok) throw new Error(`table ${this.id}: a saved answer no longer applies: ${r.error.message}`);
      this.record_(r.state, r.events, e);
    }
    this.advance();
  }

  /** The game's configuration: its seed, and each seat's name and deck. Full control switched on later is an entry of
   * the journal (it changes what the engine asks). */
  private config(): Parameters<typeof createGame>[0] {
    return gameConfig(
      this.record.seed,
      this.format,
      this.seats.map((s) => ({ name: s.record.name ?? '?', deck: s.record.deck })),
    );
  }

  /** Applies the answer the person at `seat` gave; `decision`, when given, is the number of the decision they
   * answer (the state's `decisions` when they saw it): another means the game moved on since, and it is refused. */
  answer(seat: number, a: Answer, decision?: number): TableOutcome {
    const s = this.current;
    if (s === null) return refuse('waiting', 'the game has not started: a seat is still open');
    const mine = this.bySeat[seat] ?? 0;
    if (decision !== undefined && decision !== mine)
      return refuse('stale', `that answers your decision ${decision}, and you are at decision ${mine} now`);
    const r = replayEntry(s, { player: seat, answer: a });
    if (!r.ok) return refuse(r.error.code, r.error.message);
    this.record_(r.state, r.events, { player: seat, answer: a });
    this.advance();
    return OK;
  }

  /** A standing order to pass (e: until something happens; t: until the person's next turn), then a pass. */
  passUntil(seat: number, until: 'something' | 'myTurn'): TableOutcome {
    const s = this.current;
    const pilot = this.seats[seat]?.pilot;
    if (s === null) return refuse('waiting', 'the game has not started: a seat is still open');
    if (!pilot || s.over || s.pending?.player !== seat || s.pending.kind !== 'priority')
      return refuse('wrongPlayer', 'passing until later is for a player who has priority');
    pilot.passUntil(s, until);
    return this.answer(seat, { kind: 'pass' });
  }

  /** Sets a person's stops (and full control); the game goes on at once when they no longer stop where it waits. */
  setStops(seat: number, stops: StopTable, full: boolean): void {
    const seatOf = this.seats[seat]!;
    const pilot = seatOf.pilot!;
    pilot.setStops(stops);
    const fullChanged = pilot.fullControl !== full;
    pilot.fullControl = full;
    seatOf.record = {
      ...seatOf.record,
      stops: { mine: [...stops.mine], theirs: [...stops.theirs], full },
    };
    if (fullChanged && this.current && !this.current.over) {
      const r = replayEntry(this.current, { player: seat, autoPass: !full });
      if (r.ok) this.record_(r.state, r.events, { player: seat, autoPass: !full });
    }
  }

  stopsOf(seat: number): StopTable | null {
    return this.seats[seat]?.pilot?.stops ?? null;
  }

  /** The computers' decisions, and the people's where their stops don't ask them, until a person must decide. */
  private advance(): void {
    for (let s = this.current; s && !s.over && s.pending; s = this.current) {
      const c = s.pending;
      const seat = this.seats[c.player]!;
      let answer: Answer | null;
      if (seat.computer) {
        answer = seat.computer.decide(c, () => viewFor(s, c.player));
      } else {
        answer = seat.pilot!.answerFor(s, c);
        if (answer === null) return;
      }
      const r = replayEntry(s, { player: c.player, answer });
      if (!r.ok) throw new Error(`table ${this.id}: an answer given for ${c.player} failed: ${r.error.message}`);
      this.record_(r.state, r.events, { player: c.player, answer });
    }
  }

  private record_(state: GameState, events: readonly LoggedEvent[], entry: JournalEntry): void {
    this.current = state;
    this.journal.push(entry);
    this.events.push(...events);
    this.bySeat[entry.player] = (this.bySeat[entry.player] ?? 0) + 1;
  }

  /** What a seat (or, for null, a spectator) is shown now: its view, its decision and its log. */
  snapshotFor(seat: number | null): TableSnapshot {
    const s = this.current;
    if (s === null) return this.waitingSnapshot(seat);
    return this.snapshotAt(s, this.events, seat, s.over ? this.journal.length : null);
  }

  private snapshotAt(s: GameState, events: readonly LoggedEvent[], seat: number | null, step: number | null) {
    const viewer = seat ?? s.players.length;
    const mine = seat !== null && !s.over && s.pending?.player === seat ? s.pending : null;
    const view = mine ? decisionView(s, seat!) : viewFor(s, viewer);
    return seatSnapshot({
      id: this.id,
      decks: this.seats.map((x) => x.record.deck?.label ?? ''),
      seat: seat ?? 0,
      spectator: seat === null,
      state: s,
      view,
      pending: step === null ? mine : null,
      log: eventsFor(events, viewer),
      seed: this.record.seed,
      decision: seat === null ? 0 : (this.bySeat[seat] ?? 0),
      name: seat === null ? '' : (this.seats[seat]!.record.name ?? ''),
      stops: seat === null ? null : stopsOf(this.seats[seat]!.pilot!.stops, this.seats[seat]!.pilot!.fullControl),
      table: this.info(seat),
      format: this.format,
    });
  }

  /** Before the game starts: the seats, and the codes that seat people at the open ones. */
  private waitingSnapshot(seat: number | null): TableSnapshot {
    const players = this.seats.map((x, i) => ({
      id: i,
      name: x.record.name ?? 'an open seat',
      life: this.format === 'commander' ? 40 : 20,
      poison: 0,
      hand: [],
      handCount: 0,
      libraryCount: x.record.deck?.main.length ?? 0,
      graveyard: [],
      exile: [],
      command: [],
      pool: 'empty',
      lost: false,
      conceded: false,
      commanderDamage: [],
    }));
    return {
      id: this.id,
      decks: this.seats.map((x) => x.record.deck?.label ?? ''),
      seat: seat ?? 0,
      spectator: seat === null,
      view: {
        turn: { number: 0, active: 0, step: 'untap', stepName: 'untap step' },
        players,
        battlefield: [],
        stack: [],
        dayNight: null,
        objects: {},
      },
      decision: 0,
      pending: null,
      labels: [],
      suggested: null,
      log: [],
      over: false,
      result: null,
      seed: null,
      stops: seat === null ? null : stopsOf(this.seats[seat]!.pilot!.stops, this.seats[seat]!.pilot!.fullControl),
      table: this.info(seat),
      format: this.format,
      undo: null,
      replay: null,
    };
  }

  private info(seat: number | null): TableInfo {
    return {
      status: this.status,
      format: this.format,
      canStart: seat === 0 && this.current === null,
      seats: this.seats.map((x, i) => ({
        name: x.record.name,
        kind: x.record.kind,
        connected: x.record.kind === 'computer' || this.connected[i]! > 0,
        deck: x.record.deck?.label ?? null,
      })),
      invites:
        seat === null
          ? []
          : this.seats.flatMap((x, i) =>
              x.record.invite === null || x.record.tokenHash !== null ? [] : [{ seat: i, code: x.record.invite }],
            ),
      spectators: this.spectators,
      steps: this.current?.over ? this.journal.length : null,
    };
  }

  /** A finished game at one of its steps (0: as it was dealt), as a seat or a spectator sees it. */
  replay(seat: number | null, step: number): TableSnapshot | TableOutcome {
    if (this.current === null || !this.current.over)
      return refuse('notOver', 'a game is replayed once it is over (before then, a replay would show what is hidden)');
    if (!Number.isInteger(step) || step < 0 || step > this.journal.length)
      return refuse('malformed', `the step must be a whole number from 0 to ${this.journal.length}, not ${step}`);
    const states = this.replayed();
    const s = states[step]!;
    return this.snapshotAt(s, this.events.slice(0, this.eventCounts[step] ?? this.events.length), seat, step);
  }

  /** The states after each step, from the deal; and, alongside, how many events each step had told. */
  private replayed(): GameState[] {
    if (this.replayStates) return this.replayStates;
    const r = replayJournal(this.config(), this.journal);
    this.eventCounts = r.counts;
    this.replayStates = r.states;
    return r.states;
  }

  /** The whole log, one event a line, as a seat (or a spectator) may read it. */
  logText(seat: number | null): string {
    const s = this.current;
    if (s === null) return '';
    const viewer = seat ?? s.players.length;
    const view = viewFor(s, viewer);
    const lines = eventsFor(this.events, viewer).map((e) => logLine(view, e, '')); // no second person: names as they are
    const names = this.seats.map(
      (x, i) => `${x.record.name ?? '?'} (${x.record.deck?.label ?? '?'}${i === seat ? ', you' : ''})`,
    );
    return [`Lorekeeper table ${this.id}: ${names.join(' vs ')}`, ...lines, ''].join('\n');
  }
}

function pilotFor(seat: PlayerId, r: SeatRecord): Pilot {
  const pilot = new Pilot(seat, { fullControl: r.stops?.full ?? false });
  if (r.stops) pilot.setStops({ mine: new Set(r.stops.mine), theirs: new Set(r.stops.theirs) } as StopTable);
  return pilot;
}
