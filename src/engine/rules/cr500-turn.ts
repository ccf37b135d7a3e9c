// CR 500-514: turn structure — beginning, steps, turn-based actions (703), and the end of each step.
import type { Answer } from '../choices.js';
import { emptyPool, poolText, poolTotal } from '../mana.js';
import type { GameState } from '../state.js';
import type { Tx } from '../tx.js';
import { STEP_NAMES, type ObjectId, type PlayerId, type Step } from '../types.js';
import {
  attackOptions,
  blockOptions,
  combatDamage,
  declareAttackers,
  declareBlockers,
  endCombat,
  needsFirstStrikeStep,
} from './cr506-combat.js';
import { drawOne } from './cr121-draw.js';
import { addCounters } from './cr122-counters.js';
import { characteristics, effectiveInfo } from './cr613-layers.js';
import { finalChapter } from './cr714-sagas.js';
import { endUntilNextTurnEffects } from './cr611-continuous-effects.js';
import { inTheirNextTurn } from './cr508-attack-requirements.js';
import { discard } from './cr701-keyword-actions.js';
import { untapStepDayNight } from './cr730-day-night.js';
import { runStateBasedActions } from './cr704-state-based-actions.js';
import { activeOrNext, nextInTurnOrder } from './cr800-multiplayer.js';
import { seatsAtTurnStart } from './cr801-range-of-influence.js';

/** CR 117.3a: no player receives priority in the untap step, nor normally in the cleanup step (514.3). */
export function stepHasPriority(tx: Tx): boolean {
  const t = tx.s.turn;
  if (t.step === 'untap') return false;
  if (t.step === 'cleanup') return t.extraCleanup;
  return true;
}

/** CR 500.1: the step that follows, with the steps that are skipped. */
function nextStep(tx: Tx, step: Step): Step | null {
  const t = tx.s.turn;
  switch (step) {
    case 'untap':
      return 'upkeep';
    case 'upkeep':
      // CR 103.8a: in a two-player game the starting player skips the draw step of their first turn.
      if (t.number === 1 && tx.s.skipFirstDraw) {
        tx.note(() => `${tx.player(t.active).name} skips the draw step of the first turn`, 'CR 103.8a');
        return 'precombat_main';
      }
      return 'draw';
    case 'draw':
      return 'precombat_main';
    case 'precombat_main':
      return 'begin_combat';
    case 'begin_combat':
      return 'declare_attackers';
    case 'declare_attackers':
      // CR 508.8: with no attackers, the declare blockers and combat damage steps are skipped.
      return t.noAttackers ? 'end_combat' : 'declare_blockers';
    case 'declare_blockers':
      return needsFirstStrikeStep(tx.s) ? 'first_strike_damage' : 'combat_damage';
    case 'first_strike_damage':
      return 'combat_damage';
    case 'combat_damage':
      return 'end_combat';
    case 'end_combat':
      return 'postcombat_main';
    case 'postcombat_main':
      return 'end_turn';
    case 'end_turn':
      return 'cleanup';
    case 'cleanup':
      return null;
  }
}

/** CR 500.4, 106.4: when a step or phase ends, unused mana empties from each player's mana pool. */
function emptyPools(tx: Tx): void {
  // Nothing to empty (every kind of mana the loop below empties): no need to look for Upwelling.
  if (tx.s.players.every((pl) => poolTotal(pl.pool) === 0 && pl.specialMana.length === 0)) return;
  // Upwelling: "Players don't lose unspent mana as steps and phases end."
  const keep = tx.s.battlefield.some((id) =>
    characteristics(tx.s, id).abilities.some((a) => a.kind === 'static' && a.effect.kind === 'manaDoesNotEmpty'),
  );
  if (keep) return;
  for (const pl of tx.s.players) {
    if (poolTotal(pl.pool) === 0 && pl.specialMana.length === 0) continue;
    // Restricted mana (CR 106.6) is mana like any other: it empties too.
    const lost = poolText(pl.pool) + pl.specialMana.map((m) => `{${m.type}}`).join('');
    tx.note(() => `${pl.name} loses unspent mana: ${lost}`, 'CR 106.4');
    if (poolTotal(pl.pool) > 0) tx.mutPlayer(pl.id).pool = emptyPool();
    if (pl.specialMana.length > 0) tx.mutPlayer(pl.id).specialMana = [];
  }
}

export function endStep(tx: Tx): void {
  const t = tx.s.turn;
  emptyPools(tx);
  if (t.step === 'end_combat') endCombat(tx);
  if (t.step === 'cleanup' && t.extraCleanup) {
    // CR 514.3a: after priority in a cleanup step, another cleanup step begins.
    t.extraCleanup = false;
    t.stepBegun = false;
    return;
  }
  const next = nextStep(tx, t.step);
  if (next === null) return beginTurn(tx);
  t.step = next;
  t.stepBegun = false;
  t.passes = 0;
  t.priority = activeOrNext(tx.s);
}

/** CR 500: a new turn for the next player in turn order. */
export function beginTurn(tx: Tx): void {
  const s = tx.s;
  const t = s.turn;
  // CR 800.4k: a player who has left the game begins no turn.
  const next = t.number === 0 && !s.players[t.active]!.lost ? t.active : nextInTurnOrder(s, t.active);
  const previous = t.active;
  // "last turn" for the turn that begins: what each player cast in the turn that ends (none before turn 2).
  t.spellsLastTurn = t.number === 0 ? null : s.players.map((pl) => pl.spellsThisTurn);
  t.lastActive = t.number === 0 ? null : t.active;
  t.creaturesDiedThisTurn = 0;
  t.attackedThisTurn = false;
  t.number++;
  tx.setActive(next);
  // CR 602.5b: what was activated "only once each turn" is forgotten as a new turn begins — written as a status, so
  // that what is kept with the state about usable sources (the mana a player's sources could add) is dropped too.
  for (const id of s.battlefield) if (s.objects[id]!.activatedOnce !== null) tx.mutStatus(id).activatedOnce = null;
  // CR 801.2c: the players within each player's range of influence are determined as each turn begins. Filters and
  // targets read the seating, so derived values go when it changes (a player left during the last turn).
  const seats = seatsAtTurnStart(s);
  if (seats !== null && seats.length !== t.seats?.length) {
    tx.setSeats(seats);
  }
  t.step = 'untap';
  t.stepBegun = false;
  t.passes = 0;
  t.priority = next;
  t.noAttackers = false;
  t.extraCleanup = false;
  for (const pl of s.players)
    if (
      pl.landsPlayed !== 0 ||
      pl.spellsThisTurn !== 0 ||
      pl.extraLandPlays !== 0 ||
      pl.drawsThisTurn !== 0 ||
      pl.dealtDamageThisTurn ||
      pl.landEnteredThisTurn
    ) {
      const m = tx.mutPlayer(pl.id);
      m.landsPlayed = 0;
      m.spellsThisTurn = 0;
      m.drawsThisTurn = 0;
      m.dealtDamageThisTurn = false;
      m.landEnteredThisTurn = false;
      // CR 305.2: "an additional land this turn" lasts for the turn.
      m.extraLandPlays = 0;
    }
  tx.mutPlayer(next).lastTurnBegan = t.number;
  // CR 611.2b, 800.4m: effects that last "until your next turn" end as that player's turn begins (or would have).
  endUntilNextTurnEffects(tx, previous, next);
  tx.emit(
    { kind: 'turnBegin', turn: t.number, player: next },
    () => `Turn ${t.number}: ${s.players[next]!.name}'s turn`,
  );
}

/** Turn-based actions at the beginning of a step (CR 703.4), then "at the beginning of" triggers (603.6). */
export function beginStep(tx: Tx): void {
  const s = tx.s;
  const t = s.turn;
  t.stepBegun = true;
  t.priority = activeOrNext(s);
  t.passes = 0;
  for (const pl of s.players) if (pl.drawsThisStep !== 0) tx.mutPlayer(pl.id).drawsThisStep = 0;
  const step = t.step;
  if (step !== 'untap' && step !== 'cleanup') tx.emit({ kind: 'stepBegin', step }, () => `— ${STEP_NAMES[step]} —`);
  switch (step) {
    case 'untap': {
      // CR 502.2: second (after phasing, which nothing in the engine does), the day/night check (730.2).
      untapStepDayNight(tx);
      // CR 502.3: the active player untaps all their permanents.
      const held = endNextUntapStepEffects(tx);
      let untapped = 0;
      for (const id of s.battlefield) {
        const o = tx.obj(id);
        if (o.controller !== t.active || !o.tapped) continue;
        // CR 502.3: unless an effect says it doesn't untap (its card says so, and it still has that ability) ...
        if (effectiveInfo(o).doesntUntap && doesntUntap(s, id)) continue;
        // ... or a resolved spell or ability said it doesn't untap during its controller's next untap step.
        if (held.has(id)) {
          tx.note(() => `${characteristics(s, id).name} doesn't untap during its controller's untap step`, 'CR 502.3');
          continue;
        }
        tx.mutStatus(id).tapped = false;
        untapped++;
      }
      if (untapped > 0)
        tx.note(
          () => `${tx.player(t.active).name} untaps ${untapped} permanent${untapped === 1 ? '' : 's'}`,
          'CR 502.3',
        );
      return;
    }
    case 'draw':
      // CR 504.1: the active player draws a card (none when they have left the game, 800.4j).
      if (!s.players[t.active]!.lost) drawOne(tx, t.active, 'CR 504.1');
      return;
    case 'declare_attackers': {
      // CR 508.1: the active player declares attackers (a decision, unless nothing can attack).
      const options = attackOptions(s);
      if (options.length === 0) {
        t.noAttackers = true;
        return;
      }
      s.pending = { kind: 'declareAttackers', player: t.active, options };
      return;
    }
    case 'declare_blockers':
      // CR 509.1, 802.4: each defending player in APNAP order declares blockers.
      askNextDefender(tx, null);
      return;
    case 'first_strike_damage':
      combatDamage(tx, true);
      return;
    case 'combat_damage':
      combatDamage(tx, false);
      return;
    case 'cleanup':
      cleanup(tx);
      return;
    case 'precombat_main':
      // CR 714.3b: the active player puts a lore counter on each Saga they control with one or more chapter
      // abilities (a turn-based action; it doesn't use the stack).
      for (const id of s.battlefield) {
        const o = tx.obj(id);
        if (o.controller !== t.active) continue;
        const ch = characteristics(s, id);
        if (ch.subtypes.includes('Saga') && finalChapter(ch.abilities) > 0) addCounters(tx, id, 'lore', 1, 'CR 714.3b');
      }
      return;
    case 'upkeep':
    case 'begin_combat':
    case 'end_combat':
    case 'postcombat_main':
    case 'end_turn':
      return;
  }
}

/** CR 502.3, 611.2b: the permanents the active player controls that "don't untap during their controller's next
 * untap step"; this untap step is that step for each of them (whoever controlled it when the effect began: the
 * effect follows the permanent, not its controller), so those effects end now, whether the permanent is tapped or
 * not. Effects on permanents that have left the battlefield end too (a new object is another permanent, 400.7). */
function endNextUntapStepEffects(tx: Tx): ReadonlySet<ObjectId> {
  const s = tx.s;
  if (!s.effects.some((e) => e.mod.kind === 'doesntUntapNext' || e.mod.kind === 'doesntUntap')) return new Set();
  const held = new Set<ObjectId>();
  const ends = (e: GameState['effects'][number]): boolean => {
    // CR 611.2b: "for as long as you control <source>" — it holds while it lasts (cr613-control.ts ends it).
    if (e.mod.kind === 'doesntUntap') for (const id of e.affected) held.add(id);
    if (e.mod.kind !== 'doesntUntapNext') return false;
    const live = e.affected.filter((id) => s.objects[id]!.zone === 'battlefield' && !s.objects[id]!.left);
    const now = live.filter((id) => s.objects[id]!.controller === s.turn.active);
    for (const id of now) held.add(id);
    return live.length === now.length;
  };
  const kept = s.effects.filter((e) => !ends(e));
  tx.setList('effects', kept);
  return held;
}

/** Whether a permanent has "doesn't untap during your untap step" (CR 502.3). */
function doesntUntap(s: GameState, id: ObjectId): boolean {
  return characteristics(s, id).abilities.some((a) => a.kind === 'static' && a.effect.kind === 'doesntUntap');
}

/** CR 402.2: "You have no maximum hand size." — a static ability of a permanent the player controls. */
function noMaximumHandSize(tx: Tx, p: PlayerId): boolean {
  return tx.s.battlefield.some(
    (id) =>
      tx.obj(id).controller === p &&
      characteristics(tx.s, id).abilities.some((a) => a.kind === 'static' && a.effect.kind === 'noMaximumHandSize'),
  );
}

/** CR 514: discard to maximum hand size, then remove damage and end "until end of turn" effects. */
function cleanup(tx: Tx): void {
  const s = tx.s;
  const t = s.turn;
  const p = t.active;
  const hand = tx.player(p).hand;
  // CR 514.1: maximum hand size is seven (402.2), unless an effect says the player has none.
  const excess = hand.length - 7;
  if (excess > 0 && !noMaximumHandSize(tx, p)) {
    const a = tx.choose({
      kind: 'chooseCards',
      player: p,
      prompt: `Discard ${excess} (hand size)`,
      cards: hand.slice(),
      min: excess,
      max: excess,
    });
    if (a.kind === 'cards') for (const id of a.cards) discard(tx, p, id, ' (maximum hand size, CR 514.1)');
  }
  // CR 514.2: damage wears off and "until end of turn" effects end, simultaneously; regeneration shields too.
  let damaged = false;
  for (const id of s.battlefield)
    if (tx.obj(id).damage > 0) {
      tx.mutStatus(id).damage = 0;
      damaged = true;
    }
  let ended = false;
  if (s.effects.some((e) => e.duration === 'endOfTurn')) {
    tx.setList(
      'effects',
      s.effects.filter((e) => e.duration !== 'endOfTurn'),
    );
    ended = true;
  }
  // ... and those "during <player>'s next turn" that were in force this turn (CR 508.1d).
  const ends = (e: (typeof s.rules)[number]) =>
    e.duration === 'endOfTurn' || (e.kind === 'mustAttackWhom' && inTheirNextTurn(s, e));
  if (s.rules.some(ends)) {
    tx.setList(
      'rules',
      s.rules.filter((e) => !ends(e)),
    );
    ended = true;
  }
  // Delayed triggered abilities that last "until end of turn" (CR 603.7b).
  if (s.delayed.some((d) => d.duration === 'endOfTurn')) {
    tx.setList(
      'delayed',
      s.delayed.filter((d) => d.duration !== 'endOfTurn'),
    );
    ended = true;
  }
  // Flashback abilities given "until end of turn" (CR 702.34a).
  if (s.permissions.some((p) => p.duration === 'endOfTurn')) {
    tx.setList(
      'permissions',
      s.permissions.filter((p) => p.duration !== 'endOfTurn'),
    );
    ended = true;
  }
  if (damaged || ended)
    tx.note(
      damaged && ended
        ? 'Damage wears off and "until end of turn" effects end'
        : damaged
          ? 'Damage wears off'
          : '"Until end of turn" effects end',
      'CR 514.2',
    );
  // The shields of this turn end; one "for as long as it remains on the battlefield" stays (CR 614.1a).
  if (s.shields.some((sh) => sh.kind !== 'exileIfLeaves')) {
    tx.setList(
      'shields',
      s.shields.filter((sh) => sh.kind === 'exileIfLeaves'),
    );
  }
  // CR 514.3a: if state-based actions happen or triggers wait, players get priority and another cleanup follows.
  const sba = runStateBasedActions(tx);
  if (sba || s.triggers.length > 0) {
    t.extraCleanup = true;
    tx.note('Players get priority in the cleanup step; another cleanup step follows', 'CR 514.3a');
  }
}

/** Answers to declarations made at the start of a step. */
export function handleDeclaration(tx: Tx, player: PlayerId, a: Answer): void {
  if (a.kind === 'attackers') declareAttackers(tx, a);
  else if (a.kind === 'blockers') {
    declareBlockers(tx, player, a);
    askNextDefender(tx, player);
  }
}

/** CR 509.1, 802.4: the next defending player after `after` (the first when null), in APNAP order, who has a creature
 * that can block, is asked to declare blockers. The first declares all their blocks, then the second, and so on. */
export function askNextDefender(tx: Tx, after: PlayerId | null): void {
  const s = tx.s;
  const n = s.players.length;
  let k = after === null ? 1 : ((after - s.turn.active + n) % n) + 1;
  for (; k < n; k++) {
    const d = (s.turn.active + k) % n;
    if (s.players[d]!.lost) continue;
    const options = blockOptions(s, d);
    if (options.length === 0) continue;
    s.pending = { kind: 'declareBlockers', player: d, options };
    return;
  }
}
