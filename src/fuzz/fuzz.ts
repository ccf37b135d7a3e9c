// npm run fuzz -- --games N [--seed S] [--pool all|hand-written|mixed] [--players 2-6] [--format constructed|commander]:
// random legal play across many seeds and decks (two players, or three or four every fifth game each unless --players
// is given; a Commander game every fifth game unless --format is given),
// checking after every action that no card is lost or duplicated, that zones and objects agree, that no state-based
// action is left undone when a player has priority, that what is derived from a state and kept with it matches a
// fresh derivation, that every answer a decision offers as legal is accepted (checkOffered), that a serialized
// state resumes identically, and that replaying the answers from the seed reproduces the same final state byte for
// byte.
// A player that backs out of what it began (cancelling a payment it can't make returns the very state it began from,
// CR 732.1) and comes back to the same state is made to choose differently there (loops.ts); only an engine from
// which every answer offered comes back to the same state is reported stuck, and a game that makes no progress for
// 20,000 decisions is reported too. Seeds are 32-bit (0 to 4294967295): game i plays seed + i, each one in range.
// Every third game plays the built-in decks; the others play random decks drawn from a pool of cards: `all` (the
// default) every playable card, hand-written or compiled from Oracle text; `hand-written` only the hand-written
// definitions; `mixed` (npm test's short run) alternates between the two.
import { RandomPlayer } from '../ai/random-player.js';
import {
  parseFormat,
  parsePlayerCount,
  parsePositiveInt,
  parseSeed,
  scriptOption,
  seedRunError,
} from '../cli/options.js';
import { compiledCardNames, loadCards } from '../cards/index.js';
import { loadDeck } from '../decks/index.js';
import { Rng } from '../ai/rng.js';
import {
  characteristics,
  allCards,
  cardDef,
  commanderProblem,
  apply,
  createGame,
  defaultDamageAssignment,
  defaultDivision,
  Simulation,
  validateAnswer,
  viewFor,
  type Answer,
  type GameConfig,
  type GameState,
  type PendingChoice,
} from '../engine/index.js';
import { controlPending, priorityActions, stateBasedActionPending, verifyKeptValues } from '../engine/testing.js';
import { LoopGuard } from './loops.js';

class FuzzFailure extends Error {}

function check(cond: boolean, what: string): void {
  if (!cond) throw new FuzzFailure(what);
}

/** Every physical card is in exactly one zone, and every zone entry is a live object that says it is there. A player
 * who left the game (CR 800.4a) took every card they own with them: none is left anywhere — unless the game ended as
 * they lost (the last players to lose in a game leave nothing behind them to play on). `cards`: each player's. */
function checkZones(s: GameState, cards: readonly number[]): void {
  const seen = new Map<number, string>();
  const owned = s.players.map(() => 0);
  const see = (id: number, zone: string, owner: number | null) => {
    const o = s.objects[id];
    check(!!o, `${zone} holds missing object ${id}`);
    check(!o!.left, `${zone} holds a past incarnation ${id} (${o!.def})`);
    check(o!.zone === zone, `object ${id} (${o!.def}) is listed in ${zone} but says ${o!.zone}`);
    if (owner !== null)
      check(o!.owner === owner, `object ${id} is in player ${owner}'s ${zone} but owned by ${o!.owner}`);
    if (o!.card < 0) return;
    owned[o!.owner]!++;
    const prev = seen.get(o!.card);
    check(prev === undefined, `card ${o!.card} (${o!.def}) is in both ${prev} and ${zone}`);
    seen.set(o!.card, zone);
  };
  for (const p of s.players) {
    for (const id of p.library) see(id, 'library', p.id);
    for (const id of p.hand) see(id, 'hand', p.id);
    for (const id of p.graveyard) see(id, 'graveyard', p.id);
  }
  for (const id of s.battlefield) see(id, 'battlefield', null);
  for (const id of s.exile) see(id, 'exile', null);
  // The command zone: commanders (CR 903.6) and emblems (no cards).
  for (const id of s.command) see(id, 'command', null);
  for (const it of s.stack) if (it.kind === 'spell') see(it.object, 'stack', null);
  for (const p of s.players) {
    const n = cards[p.id]!;
    const found = owned[p.id]!;
    if (p.lost && found === 0) continue;
    check(
      found === n,
      p.lost && !s.over
        ? `player ${p.id} left the game, but ${found} of their ${n} cards are still in it (CR 800.4a)`
        : `${n - found} card(s) of player ${p.id} lost: ${n} cards, ${found} found`,
    );
  }
}

/** What the engine keeps derived from a state (characteristics, mana, the actions offered), worked out during the
 * operation that made it, is what a fresh derivation from a copy of the state gives: the caches were dropped
 * whenever something they depend on was written. */
function checkDerived(s: GameState): void {
  const copy = JSON.parse(JSON.stringify(s)) as GameState;
  for (const id of s.battlefield)
    check(
      JSON.stringify(characteristics(s, id)) === JSON.stringify(characteristics(copy, id)),
      `the characteristics kept for ${id} (${s.objects[id]!.def}) differ from a fresh derivation`,
    );
  const c = s.pending;
  if (c?.kind === 'priority')
    check(
      JSON.stringify(c.actions) === JSON.stringify(priorityActions(copy, c.player)),
      'the actions offered differ from a fresh derivation',
    );
}

/** A few of a long list: its first, last and about evenly spaced ones between, at most `n`. */
function someOf<T>(xs: readonly T[], n: number): T[] {
  if (xs.length <= n) return xs.slice();
  return Array.from({ length: n }, (_, i) => xs[Math.round((i * (xs.length - 1)) / (n - 1))]!);
}

/** Answers the pending decision itself offers as legal, one by one: each action, target, mode, option, color, card…
 * (a few of a long list). Declarations of attackers and blockers are the empty one and each single pair offered,
 * which requirements and restrictions (CR 508.1c-d, 509.1b-c: menace, "attacks each combat if able") may make
 * illegal: `exact` says whether the answers must all be accepted, or only those `validateAnswer` finds legal.
 * A payment's sources (often a dozen lands, each answer a replay of the whole operation from its base) are tried only
 * when `thorough` (every third decision), which keeps the run's time within half as much again. */
function offeredAnswers(s: GameState, c: PendingChoice, thorough: boolean): { answers: Answer[]; exact: boolean } {
  const exact = (answers: Answer[]) => ({ answers, exact: true });
  switch (c.kind) {
    case 'priority':
      return exact(c.actions.slice());
    case 'mulligan':
      return exact([{ kind: 'keep' }, { kind: 'mulligan' }]);
    case 'bottomCards':
      return exact([
        { kind: 'cards', cards: c.cards.slice(0, c.count) },
        { kind: 'cards', cards: c.cards.slice(c.cards.length - c.count) },
      ]);
    case 'chooseCards': {
      const answers: Answer[] = [];
      if (c.min === 0) answers.push({ kind: 'cards', cards: [] });
      if (c.min <= 1 && 1 <= c.max) for (const id of c.cards) answers.push({ kind: 'cards', cards: [id] });
      if (c.min > 1) answers.push({ kind: 'cards', cards: c.cards.slice(0, c.min) });
      return exact(answers);
    }
    case 'target':
      return exact([
        ...c.legal.map((target): Answer => ({ kind: 'target', target })),
        ...(c.optional ? [{ kind: 'target', target: null } as const] : []),
      ]);
    case 'chooseX':
      return exact([...new Set([0, c.max >> 1, c.max])].map((value): Answer => ({ kind: 'x', value })));
    case 'divide':
      // CR 601.2d: the rest to the first target, or to the last.
      return exact([
        { kind: 'divide', amounts: defaultDivision(c.amount, c.targets.length) },
        { kind: 'divide', amounts: defaultDivision(c.amount, c.targets.length).reverse() },
      ]);
    case 'chooseMode':
      return exact(c.modes.map((m): Answer => ({ kind: 'mode', mode: m.mode })));
    case 'payMana':
      return exact([
        { kind: 'cancel' },
        ...(c.canAutoPay ? [{ kind: 'autoPay' } as const] : []),
        ...(c.canPayLife ? [{ kind: 'payLife' } as const] : []),
        ...(thorough ? c.sources.map((o): Answer => ({ kind: 'payWith', source: o.source, ability: o.ability })) : []),
      ]);
    case 'declareAttackers': {
      const answers: Answer[] = [{ kind: 'attackers', attackers: [] }];
      for (const o of c.options) {
        for (const defender of o.defenders)
          answers.push({ kind: 'attackers', attackers: [{ attacker: o.attacker, defender }] });
        for (const w of o.planeswalkers) {
          const defender = s.objects[w]!.controller;
          answers.push({ kind: 'attackers', attackers: [{ attacker: o.attacker, defender, planeswalker: w }] });
        }
      }
      return { answers, exact: false };
    }
    case 'declareBlockers': {
      const answers: Answer[] = [{ kind: 'blockers', blocks: [] }];
      for (const o of c.options)
        for (const attacker of o.attackers)
          answers.push({ kind: 'blockers', blocks: [{ blocker: o.blocker, attacker }] });
      return { answers, exact: false };
    }
    case 'assignDamage':
      return exact([{ kind: 'damage', assignment: defaultDamageAssignment(c) }]);
    case 'orderTriggers': {
      const order = c.triggers.map((_, i) => i);
      return exact([
        { kind: 'order', order },
        { kind: 'order', order: order.slice().reverse() },
      ]);
    }
    case 'yesNo':
      return exact([{ kind: 'yes' }, { kind: 'no' }]);
    case 'chooseReplacement':
      return exact(c.options.map((_, index): Answer => ({ kind: 'option', index })));
    case 'chooseColor':
      return exact(c.colors.map((color): Answer => ({ kind: 'color', color })));
    case 'chooseCreatureType':
      return exact(someOf(c.types, 4).map((type): Answer => ({ kind: 'creatureType', type })));
    case 'chooseManaCombination':
      return exact(
        c.types.map((t): Answer => ({ kind: 'manaCombination', mana: Array.from({ length: c.amount }, () => t) })),
      );
  }
}

/** Every answer the pending decision offers as legal is accepted (in the middle of an operation too: `apply` replays
 * it from its base with the answers so far); a declaration of attackers or blockers is accepted exactly when the
 * engine's validation finds it legal; and a refused answer leaves the state as it was. */
function checkOffered(s: GameState, c: PendingChoice, thorough: boolean): void {
  const { answers, exact } = offeredAnswers(s, c, thorough);
  for (const a of answers) {
    const r = apply(s, c.player, a);
    const what = `${JSON.stringify(a)} to ${c.kind}`;
    if (!r.ok) check(r.state === s, `refusing ${what} changed the state`);
    if (exact) check(r.ok, `offered answer ${what} was refused: ${r.ok ? '' : r.error.message}`);
    else {
      const err = validateAnswer(s, c, a);
      check(
        r.ok === (err === null),
        r.ok ? `${what} was accepted though invalid: ${err}` : `${what} was refused: ${r.error.message}`,
      );
    }
  }
}

type Pool = 'all' | 'hand-written' | 'mixed';
const POOLS: readonly Pool[] = ['all', 'hand-written', 'mixed'];

function poolArg(): Pool {
  const i = process.argv.indexOf('--pool');
  const p = i >= 0 ? process.argv[i + 1] : 'all';
  if (!POOLS.includes(p as Pool)) {
    console.error(`--pool must be one of ${POOLS.join(', ')}`);
    process.exit(2);
  }
  return p as Pool;
}

const pools = new Map<'all' | 'hand-written', string[]>();

/** The nonland cards random decks are drawn from. */
function poolOf(which: 'all' | 'hand-written'): readonly string[] {
  let p = pools.get(which);
  if (!p) {
    const compiled = compiledCardNames();
    p = allCards()
      .filter((c) => !c.types.includes('Land') && !c.token && (which === 'all' || !compiled.has(c.name)))
      .map((c) => c.name);
    pools.set(which, p);
  }
  return p;
}

function randomDeck(rng: Rng, pool: readonly string[]): string[] {
  const colors = ['Plains', 'Island', 'Swamp', 'Mountain', 'Forest'];
  const deck: string[] = [];
  for (let i = 0; i < 17; i++) deck.push(colors[rng.int(colors.length)]!);
  for (let i = 0; i < 23; i++) deck.push(pool[rng.int(pool.length)]!);
  return deck;
}

/**
 * The decision the random player is shown. Every offered action is still checked above; but the player doesn't
 * activate an ability while that ability of the same source is already on the stack. Otherwise a free ability
 * ("{0}: Viscid Lemures gets -1/-0 and gains swampwalk until end of turn") makes the stack a symmetric random walk
 * (activate or pass, half and half), whose length has no finite mean: the game never ends, legally.
 */
function bounded(s: GameState, c: PendingChoice): PendingChoice {
  if (c.kind !== 'priority') return c;
  const onStack = new Set(s.stack.map((it) => (it.kind === 'ability' ? `${it.source}/${it.abilityIndex}` : '')));
  const actions = c.actions.filter((a) => a.kind !== 'activate' || !onStack.has(`${a.source}/${a.ability}`));
  return actions.length === c.actions.length ? c : { ...c, actions };
}

/**
 * The answers a player made to choose differently (loops.ts) picks from: those the decision offers (a few of a long
 * list), legal ones only, and as the random player would give them (no mana ability activated outside a payment).
 */
function alternatives(s: GameState, c: PendingChoice): Answer[] {
  const { answers, exact } = offeredAnswers(s, c, true);
  return answers.filter((a) => a.kind !== 'activateMana' && (exact || validateAnswer(s, c, a) === null));
}

/** The legendary creatures of the pool, any of which a random Commander deck may be led by (CR 903.3). */
function legendsOf(pool: readonly string[]): readonly string[] {
  let l = legendsByPool.get(pool);
  if (!l) {
    l = pool.filter((n) => commanderProblem([cardDef(n)]) === null);
    legendsByPool.set(pool, l);
  }
  return l;
}

const legendsByPool = new Map<readonly string[], readonly string[]>();

function fuzzGame(seed: number, which: Pool, seats: number | null, format: 'constructed' | 'commander' | null): number {
  const rng = new Rng(seed * 7 + 1);
  const builtin = seed % 3 === 0;
  const pool = poolOf(which === 'mixed' ? (seed % 3 === 1 ? 'hand-written' : 'all') : which);
  // Two players, or (unless --players says) three every fifth game and four every fifth game: free-for-all (CR 806).
  const n = seats ?? (seed % 5 === 3 ? 3 : seed % 5 === 4 ? 4 : 2);
  // A Commander game (CR 903) every fifth game, unless --format says: the built-in Commander decks, or random decks
  // each led by a random legendary creature of the pool.
  const commander = format === null ? seed % 10 === 7 || seed % 10 === 9 : format === 'commander';
  const legends = commander && !builtin ? legendsOf(pool) : [];
  const builtinCommander = commander && (builtin || legends.length === 0);
  const seatsOf = Array.from({ length: n }, (_, i) => {
    if (builtinCommander) {
      const d = loadDeck(i % 2 === 0 ? 'commander-gruul' : 'commander-orzhov');
      return { library: d.main, commanders: d.commanders };
    }
    const library = builtin
      ? // The built-in decks: mono-red vs mono-green, and sagas vs scrivener every other time.
        loadDeck(seed % 6 === 0 ? (i % 2 === 0 ? 'sagas' : 'scrivener') : i % 2 === 0 ? 'mono-red' : 'mono-green').main
      : randomDeck(rng, pool);
    return { library, commanders: commander ? [legends[rng.int(legends.length)]!] : [] };
  });
  const decks = seatsOf.map((x) => x.library);
  const commanders = seatsOf.map((x) => x.commanders);
  // Every other game the players pass automatically when passing is all they could do (as in `sim` and `bench`):
  // the engine then keeps what it found a player could do from step to step (checked against a fresh look each
  // time, verifyKeptValues).
  const autoPass = seed % 2 === 1;
  // In some multiplayer games, the table's options: limited range of influence (CR 801), attack left (803).
  const range = n > 2 && seed % 4 === 0;
  const left = n > 2 && seed % 4 === 2;
  const config: GameConfig = {
    seed,
    ...(commander ? { variant: 'commander' as const } : {}),
    ...(range ? { rangeOfInfluence: 1 } : {}),
    ...(left ? { attack: 'left' as const } : {}),
    players: decks.map((library, i) => ({
      name: 'ABCDEF'[i]!,
      library,
      autoPass,
      ...(commander ? { commanders: commanders[i]! } : {}),
    })),
  };
  const cards = decks.map((d, i) => d.length + commanders[i]!.length);
  const players = decks.map((_, i) => new RandomPlayer(seed + i));
  const guard = new LoopGuard(seed);
  let state = createGame(config).state;
  const log: { p: number; a: Answer }[] = [];
  while (!state.over && state.turn.number <= 30 * n) {
    // A game that stops advancing for another reason than a player going round its own back-outs is a bug to report.
    check(log.length < 20_000, `no progress: ${log.length} decisions by turn ${state.turn.number}`);
    checkZones(state, cards);
    const c = state.pending;
    check(c !== null, 'the game is not over but no decision is pending');
    if (log.length % 7 === 0) checkDerived(state);
    if (c!.kind === 'priority') {
      check(
        !stateBasedActionPending(state),
        `a state-based action is left undone as player ${c!.player} gets priority`,
      );
      // CR 613.1b: every permanent's controller is what layer 2 makes of it.
      check(!controlPending(state), `a control-changing effect is left unapplied as player ${c!.player} gets priority`);
    }
    checkOffered(state, c!, log.length % 3 === 0);
    const shown = bounded(state, c!);
    const here = state;
    // The random player's answer, unless it has come back to this same state before (it backed out: loops.ts).
    const a = guard.decide(
      state,
      c!,
      () => players[c!.player]!.decide(shown, () => viewFor(here, c!.player)),
      () => alternatives(here, shown),
    );
    const r = apply(state, c!.player, a);
    check(r.ok, `answer ${JSON.stringify(a)} to ${c!.kind} was refused: ${r.ok ? '' : r.error.message}`);
    if (log.length % 97 === 0) {
      // A serialized state resumes exactly like the original.
      const copy = JSON.parse(JSON.stringify(state)) as GameState;
      const r2 = apply(copy, c!.player, a);
      check(
        r2.ok && JSON.stringify(r2.state) === JSON.stringify(r.ok ? r.state : null),
        'a deserialized state continued differently',
      );
    }
    log.push({ p: c!.player, a });
    state = r.ok ? r.state : state;
  }
  checkZones(state, cards);
  // Replay: the same seed and the same answers give the same game, byte for byte.
  let replay = createGame(config).state;
  for (const { p, a } of log) {
    const r = apply(replay, p, a);
    check(r.ok, 'replay refused an answer');
    replay = r.ok ? r.state : replay;
  }
  check(JSON.stringify(replay) === JSON.stringify(state), 'replaying the answers gave a different final state');
  // A Simulation given the same answers, those in the middle of an operation at once, plays the same game.
  let next = 0;
  const sim = new Simulation(createGame(config).state, { choose: () => log[next++]?.a ?? null });
  while (next < log.length) {
    const { p, a } = log[next++]!;
    check(sim.apply(p, a).ok, 'a simulation refused an answer');
  }
  check(JSON.stringify(sim.state) === JSON.stringify(state), 'a simulation gave a different final state');
  return log.length;
}

const games = scriptOption(process.argv, '--games', 50, parsePositiveInt);
// Game i plays seed + i (its players' random streams are derived from it): every one a 32-bit seed.
const seed0 = scriptOption(process.argv, '--seed', 1, parseSeed);
const seeds = seedRunError(seed0, games);
if (seeds !== null) {
  console.error(seeds);
  process.exit(2);
}
const which = poolArg();
const seats = scriptOption<number | null>(process.argv, '--players', null, parsePlayerCount);
const format = scriptOption<'constructed' | 'commander' | null>(process.argv, '--format', null, parseFormat);
loadCards();
verifyKeptValues(true);
let decisions = 0;
let failures = 0;
for (let i = 0; i < games; i++) {
  const seed = seed0 + i;
  try {
    decisions += fuzzGame(seed, which, seats, format);
  } catch (e) {
    failures++;
    console.error(`FAIL seed ${seed}: ${e instanceof Error ? (e.stack ?? e.message) : String(e)}`);
  }
}
console.log(`fuzz: ${games} games (${which} cards), ${decisions} decisions, ${failures} failures`);
process.exit(failures > 0 ? 1 : 0);
