// npm run fuzz -- --games N [--seed S] [--pool all|hand-written|mixed]: random legal play across many seeds and decks,
// checking after every action that no card is lost or duplicated, that zones and objects agree, that no state-based
// action is left undone when a player has priority, that what is derived from a state and kept with it matches a
// fresh derivation, that every action offered as legal is accepted, that a serialized
// state resumes identically, and that replaying the answers from the seed reproduces the same final state byte for
// byte.
// Every third game plays the built-in decks; the others play random decks drawn from a pool of cards: `all` (the
// default) every playable card, hand-written or compiled from Oracle text; `hand-written` only the hand-written
// definitions; `mixed` (npm test's short run) alternates between the two.
import { RandomPlayer } from '../ai/random-player.js';
import { compiledCardNames, loadCards } from '../cards/index.js';
import { loadDeck } from '../decks/index.js';
import { Rng } from '../ai/rng.js';
import {
  allCards,
  apply,
  createGame,
  Simulation,
  viewFor,
  type Answer,
  type GameConfig,
  type GameState,
  type PendingChoice,
} from '../engine/index.js';
import { stateBasedActionPending } from '../engine/rules/cr704-state-based-actions.js';
import { priorityActions } from '../engine/rules/cr117-priority.js';
import { verifyKeptValues } from '../engine/verify.js';
import { characteristics } from '../engine/rules/cr613-layers.js';

function arg(name: string, fallback: number): number {
  const i = process.argv.indexOf(name);
  return i >= 0 ? Number(process.argv[i + 1]) : fallback;
}

class FuzzFailure extends Error {}

function check(cond: boolean, what: string): void {
  if (!cond) throw new FuzzFailure(what);
}

/** Every physical card is in exactly one zone, and every zone entry is a live object that says it is there. */
function checkZones(s: GameState, cards: number): void {
  const seen = new Map<number, string>();
  const see = (id: number, zone: string, owner: number | null) => {
    const o = s.objects[id];
    check(!!o, `${zone} holds missing object ${id}`);
    check(!o!.left, `${zone} holds a past incarnation ${id} (${o!.def})`);
    check(o!.zone === zone, `object ${id} (${o!.def}) is listed in ${zone} but says ${o!.zone}`);
    if (owner !== null)
      check(o!.owner === owner, `object ${id} is in player ${owner}'s ${zone} but owned by ${o!.owner}`);
    if (o!.card < 0) return;
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
  for (const it of s.stack) if (it.kind === 'spell') see(it.object, 'stack', null);
  check(seen.size === cards, `${cards - seen.size} card(s) lost: ${cards} cards, ${seen.size} found`);
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

function fuzzGame(seed: number, which: Pool): number {
  const rng = new Rng(seed * 7 + 1);
  const builtin = seed % 3 === 0;
  const pool = poolOf(which === 'mixed' ? (seed % 3 === 1 ? 'hand-written' : 'all') : which);
  const decks = builtin
    ? // The built-in decks: mono-red vs mono-green, and sagas vs scrivener every other time.
      seed % 6 === 0
      ? [loadDeck('sagas').main, loadDeck('scrivener').main]
      : [loadDeck('mono-red').main, loadDeck('mono-green').main]
    : [randomDeck(rng, pool), randomDeck(rng, pool)];
  // Every other game the players pass automatically when passing is all they could do (as in `sim` and `bench`):
  // the engine then keeps what it found a player could do from step to step (checked against a fresh look each
  // time, verifyKeptValues).
  const autoPass = seed % 2 === 1;
  const config: GameConfig = {
    seed,
    players: [
      { name: 'A', library: decks[0]!, autoPass },
      { name: 'B', library: decks[1]!, autoPass },
    ],
  };
  const cards = decks[0]!.length + decks[1]!.length;
  const players = [new RandomPlayer(seed), new RandomPlayer(seed + 1)];
  let state = createGame(config).state;
  const log: { p: number; a: Answer }[] = [];
  while (!state.over && state.turn.number <= 60) {
    // A game that stops advancing (players answering the same decision forever) is a bug to report.
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
      for (const act of c!.actions) {
        const r = apply(state, c!.player, act);
        check(r.ok, `offered action ${JSON.stringify(act)} was refused: ${r.ok ? '' : r.error.message}`);
      }
    }
    const a = players[c!.player]!.decide(bounded(state, c!), () => viewFor(state, c!.player));
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

loadCards();
verifyKeptValues(true);
const games = arg('--games', 50);
const seed0 = arg('--seed', 1);
const which = poolArg();
let decisions = 0;
let failures = 0;
for (let i = 0; i < games; i++) {
  const seed = seed0 + i;
  try {
    decisions += fuzzGame(seed, which);
  } catch (e) {
    failures++;
    console.error(`FAIL seed ${seed}: ${e instanceof Error ? (e.stack ?? e.message) : String(e)}`);
  }
}
console.log(`fuzz: ${games} games (${which} cards), ${decisions} decisions, ${failures} failures`);
process.exit(failures > 0 ? 1 : 0);
