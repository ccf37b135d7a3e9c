// Setting up a game (CR 103): the configuration a game is created from, checked, and the state it starts in — the
// players, their cards in their zones, the starting player, the opening hands. createGame (game.ts) runs it on from
// there to its first decision.
import { cardDef, findCard } from './registry.js';
import { emptyPool } from './mana.js';
import { isSeed, seedError } from './seed.js';
import { drawCards } from './rules/cr121-draw.js';
import { newObjectAtSetup } from './rules/cr400-zones.js';
import { commanderProblem } from './rules/cr903-commander.js';
import type { GameState, PlayerState } from './state.js';
import { Tx } from './tx.js';
import type { PlayerId } from './types.js';

export interface PlayerConfig {
  readonly name: string;
  /** the library, by card name; shuffled unless `shuffle` is false (then the last name is the top card) */
  readonly library: readonly string[];
  /** cards that start in hand (tests and scenarios) */
  readonly hand?: readonly string[];
  /** cards that start on the battlefield, without summoning sickness (tests and scenarios) */
  readonly battlefield?: readonly (
    string | { readonly name: string; readonly tapped?: boolean; readonly counters?: Readonly<Record<string, number>> }
  )[];
  readonly graveyard?: readonly string[];
  readonly life?: number;
  /** poison counters at the start (tests and scenarios) */
  readonly poison?: number;
  /** pass priority automatically whenever passing (or activating a mana ability) is all this player could do */
  readonly autoPass?: boolean;
  /** CR 903.3: in a Commander game, the player's commander (or two: partners, or a commander and a background), which
   * starts in the command zone (903.6); the library holds the rest of the deck */
  readonly commanders?: readonly string[];
}

export interface GameConfig {
  /** a whole number from 0 to 4294967295 (32 bits, seed.ts); anything else is refused */
  readonly seed: number;
  readonly players: readonly PlayerConfig[];
  /** who plays first; chosen at random by the seeded RNG when absent (CR 103.1) */
  readonly startingPlayer?: PlayerId;
  /** default true */
  readonly shuffle?: boolean;
  /** default true: draw seven and mulligan (CR 103.4-103.5); false starts with only the `hand` cards */
  readonly openingHands?: boolean;
  /** default: in a two-player game (CR 103.8a) */
  readonly skipFirstDraw?: boolean;
  /** CR 802, 803: whom players may attack in a multiplayer game: any opponent (the default, 802), or only the
   * nearest opponent to their left or right (803) */
  readonly attack?: 'multiple' | 'left' | 'right';
  /** CR 801: the limited range of influence option — each player affects only players (and their objects) within
   * this many seats of them, a positive whole number; absent: unlimited */
  readonly rangeOfInfluence?: number;
  /** CR 903: the Commander variant — every player has a commander, starting life is 40 (903.7) */
  readonly variant?: 'commander';
}

export class ConfigError extends Error {}

/** The game set up as it begins (CR 103), before anything runs: a transaction holding the state and its log. Throws
 * ConfigError naming an unknown card, or for a seed that is not a whole number from 0 to 2^32 - 1 (seed.ts). */
export function setUpGame(config: GameConfig): Tx {
  checkConfig(config);
  const players = newPlayers(config);
  const tx = new Tx(initialState(config, players), []);
  placeCards(tx, config);
  tx.log.length = 0;
  if (config.shuffle !== false) for (let p = 0; p < players.length; p++) tx.shuffle(tx.zone(p, 'library'));
  // CR 103.1: the starting player is chosen at random unless given.
  const start = config.startingPlayer ?? tx.random(players.length);
  tx.s.turn.active = start;
  tx.emit({ kind: 'gameStart', startingPlayer: start }, () => `${players[start]!.name} plays first`, 'CR 103.1');
  if (config.openingHands !== false) {
    for (let p = 0; p < players.length; p++) drawCards(tx, p, 7, 'CR 103.4');
    tx.s.mulligan = { declared: players.map(() => null) };
  }
  return tx;
}

/** Throws ConfigError for a configuration no game can start from. */
function checkConfig(config: GameConfig): void {
  if (!isSeed(config.seed)) throw new ConfigError(seedError(config.seed));
  // CR 800.1: a multiplayer game begins with more than two players; the engine plays free-for-all (806) with up to six.
  if (config.players.length < 2 || config.players.length > 6)
    throw new ConfigError(`a game has 2 to 6 players, not ${config.players.length}`);
  for (const p of config.players)
    for (const n of [
      ...p.library,
      ...(p.hand ?? []),
      ...(p.graveyard ?? []),
      ...(p.battlefield ?? []).map((b) => (typeof b === 'string' ? b : b.name)),
    ])
      if (!findCard(n)) throw new ConfigError(`unknown card "${n}" for player ${p.name}`);
  const range = config.rangeOfInfluence;
  if (range !== undefined && !(Number.isInteger(range) && range >= 1))
    throw new ConfigError(`the range of influence is a whole number of seats, 1 or more, not ${String(range)}`);
  // CR 903.3: in a Commander game each player has a commander (or two); outside one, none.
  const commander = config.variant === 'commander';
  for (const p of config.players) {
    const named = p.commanders ?? [];
    if (!commander && named.length > 0)
      throw new ConfigError(`player ${p.name} has a commander, but the game is not a Commander game`);
    if (!commander) continue;
    for (const n of named) if (!findCard(n)) throw new ConfigError(`unknown card "${n}" for player ${p.name}`);
    const problem = commanderProblem(named.map((n) => findCard(n)!));
    if (problem) throw new ConfigError(`player ${p.name}: ${problem}`);
  }
}

function newPlayers(config: GameConfig): PlayerState[] {
  const commander = config.variant === 'commander';
  return config.players.map((p, i) => ({
    id: i,
    name: p.name,
    // CR 903.7: in a Commander game each player's life total starts at 40.
    life: p.life ?? (commander ? 40 : 20),
    library: [],
    hand: [],
    graveyard: [],
    pool: emptyPool(),
    specialMana: [],
    poison: p.poison ?? 0,
    landsPlayed: 0,
    extraLandPlays: 0,
    spellsThisTurn: 0,
    drawsThisStep: 0,
    drawsThisTurn: 0,
    dealtDamageThisTurn: false,
    landEnteredThisTurn: false,
    lastTurnBegan: 0,
    drewFromEmpty: false,
    lost: false,
    won: false,
    conceded: false,
    mulligans: 0,
    kept: config.openingHands === false,
    lossReason: null,
    autoPass: p.autoPass ?? false,
    commanders: [],
    commanderCasts: {},
    commanderDamage: {},
    commanderStays: [],
  }));
}

function initialState(config: GameConfig, players: PlayerState[]): GameState {
  const seed = config.seed;
  return {
    format: 'lorekeeper/1',
    seed,
    rng: seed ^ 0x5bd1e995,
    objects: [],
    players,
    battlefield: [],
    exile: [],
    command: [],
    stack: [],
    turn: {
      number: 0,
      active: 0,
      step: 'untap',
      stepBegun: false,
      passes: 0,
      noAttackers: false,
      extraCleanup: false,
      priority: 0,
      firstStrikers: [],
      spellsLastTurn: null,
      creaturesDiedThisTurn: 0,
      attackedThisTurn: false,
      lastActive: null,
      // CR 801.2c: the seating ranges are counted in, set again as each turn begins.
      seats: config.rangeOfInfluence === undefined ? null : players.map((pl) => pl.id),
    },
    effects: [],
    rules: [],
    permissions: [],
    shields: [],
    triggers: [],
    delayed: [],
    limbo: [],
    setup: [],
    nextTimestamp: 1,
    nextId: 1,
    mulligan: null,
    pending: null,
    resume: null,
    over: false,
    winner: null,
    decisions: 0,
    skipFirstDraw: config.skipFirstDraw ?? config.players.length === 2,
    attackOption: config.attack ?? 'multiple',
    rangeOfInfluence: config.rangeOfInfluence ?? null,
    dayNight: null,
  };
}

/** Each player's cards, in the zones the configuration names; permanents enter when the game begins to run. */
function placeCards(tx: Tx, config: GameConfig): void {
  let card = 0;
  // Physical cards are numbered; a token (CR 111) is no card (-1).
  const make = (name: string, p: PlayerId, zone: 'library' | 'hand' | 'graveyard') => {
    const token = !!cardDef(name).token;
    return newObjectAtSetup(tx, token ? -1 : card++, name, p, zone, token);
  };
  config.players.forEach((pc, p) => {
    // CR 903.6: each player's commander starts in the command zone, face up.
    for (const n of pc.commanders ?? []) {
      const o = newObjectAtSetup(tx, card++, resolveName(n), p, 'command', false);
      tx.list('command').push(o.id);
      const m = tx.mutPlayer(p);
      m.commanders = [...m.commanders, o.card];
    }
    const library = tx.zone(p, 'library');
    const hand = tx.zone(p, 'hand');
    const graveyard = tx.zone(p, 'graveyard');
    for (const n of pc.library) library.push(make(resolveName(n), p, 'library').id);
    for (const n of pc.hand ?? []) hand.push(make(resolveName(n), p, 'hand').id);
    for (const n of pc.graveyard ?? []) graveyard.push(make(resolveName(n), p, 'graveyard').id);
    for (const b of pc.battlefield ?? []) {
      // A back face's name puts its double-faced card onto the battlefield transformed (CR 712.14a).
      const named = cardDef(resolveName(typeof b === 'string' ? b : b.name));
      const o = make(named.backOf ?? named.name, p, 'hand');
      hand.push(o.id);
      // It enters when the game begins to run (below), so that a choice as it enters ("As this enters, choose") is a
      // decision like any other.
      tx.list('setup').push({
        object: o.id,
        controller: p,
        tapped: typeof b !== 'string' && !!b.tapped,
        face: named.backOf ? 1 : 0,
        counters: typeof b !== 'string' && b.counters ? { ...b.counters } : {},
      });
    }
  });
}

/** A card by name: a half's name names its split card (CR 709.4a: the card has both names). */
function resolveName(n: string): string {
  const d = findCard(n)!;
  return d.halfOf ?? d.name;
}
