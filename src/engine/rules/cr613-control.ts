// CR 613.1b: layer 2, control-changing effects. A permanent's controller is the player under whose control it entered
// the battlefield (110.2), changed by the control-changing effects that apply to it, in timestamp order (613.7) —
// those of resolved spells and abilities ("Gain control of target creature until end of turn", 611.2) and those of
// static abilities ("You control enchanted creature", 611.3). The record's `controller` holds layer 2's result, and
// `controlBase` the controller it would have without these effects while they make a difference; `applyControl` brings
// them up to date wherever such an effect begins or may have ended: as it is created, and before a player receives
// priority (with the state-based actions, 704.3), which covers an Aura leaving, a duration ending in the cleanup step
// (514.2) and a player leaving the game (800.4a). Everything else reads `controller` as ever.
//
// A permanent that comes under another player's control: it is removed from combat (506.4), and it has not been
// under its new controller's control continuously since their most recent turn began (302.6: summoning sickness).
import { memoKey } from '../memo.js';
import type { GameState } from '../state.js';
import type { Tx } from '../tx.js';
import type { ObjectId, PlayerId } from '../types.js';
import { characteristics, effectiveDef, effectiveInfo, layerMemo, matchesFilter } from './cr613-layers.js';
import { removeFromCombat } from './cr701-keyword-actions.js';

/** One control-changing effect that exists now. */
interface ControlEffect {
  readonly timestamp: number;
  readonly player: PlayerId;
  readonly affected: readonly ObjectId[];
}

/** The permanents with a static ability that changes control, and those whose controller an effect changed: kept
 * with the characteristics (a write to a permanent or to the battlefield drops it). */
interface ControlWatch {
  readonly sources: readonly ObjectId[];
  readonly changed: boolean;
}

const NO_WATCH: ControlWatch = { sources: [], changed: false };

const WATCH = memoKey<ControlWatch>('controlWatch', (state) => {
  let sources: ObjectId[] | null = null;
  let changed = false;
  for (const id of state.battlefield) {
    const o = state.objects[id]!;
    if (o.controlBase !== undefined) changed = true;
    if (effectiveInfo(o).control) (sources ??= []).push(id);
  }
  return sources === null && !changed ? NO_WATCH : { sources: sources ?? [], changed };
});

/** Whether layer 2 may have anything to do: a control-changing effect exists, or one made a difference. */
function mayApply(state: GameState): boolean {
  for (const e of state.effects) if (e.mod.kind === 'control' || e.mod.kind === 'doesntUntap') return true;
  const w = layerMemo(state, WATCH);
  return w.changed || w.sources.length > 0;
}

/** The control-changing effects that exist now, in timestamp order. An effect giving control to a player who has
 * left the game has ended (CR 800.4a). */
function controlEffects(state: GameState): ControlEffect[] {
  const out: ControlEffect[] = [];
  for (const ce of state.effects) {
    const m = ce.mod;
    if (m.kind !== 'control' || state.players[m.player]?.lost) continue;
    out.push({ timestamp: ce.timestamp, player: m.player, affected: ce.affected });
  }
  for (const id of layerMemo(state, WATCH).sources) {
    const src = state.objects[id]!;
    if (state.players[src.controller]?.lost) continue;
    for (const a of effectiveDef(src).abilities) {
      if (a.kind !== 'static' || a.effect.kind !== 'control') continue;
      const f = a.effect.affects;
      // CR 303.4m: "enchanted creature" — what the Aura is attached to, if it is such a permanent.
      const at = src.attachedTo;
      if (!at || !('object' in at)) continue;
      const o = state.objects[at.object];
      if (!o || o.zone !== 'battlefield' || o.left || !matchesFilter(state, o, f, src.controller, src.id)) continue;
      out.push({ timestamp: src.timestamp, player: src.controller, affected: [o.id] });
    }
  }
  if (out.length > 1) out.sort((a, b) => a.timestamp - b.timestamp);
  return out;
}

/** CR 611.2b: a control effect (or a "doesn't untap" one) "for as long as you control <object>" ends once its controller no longer controls that
 * object (it left the battlefield — a new object, 400.7 — or another player controls it); an effect none of whose
 * objects is still on the battlefield does nothing more (400.7) and is dropped. Returns whether one ended. */
function endLapsed(tx: Tx): boolean {
  const s = tx.s;
  const onBattlefield = (id: ObjectId) => {
    const o = s.objects[id];
    return !!o && o.zone === 'battlefield' && !o.left;
  };
  const lapsed = (e: GameState['effects'][number]): boolean => {
    const m = e.mod;
    if (m.kind !== 'control' && m.kind !== 'doesntUntap') return false;
    if (!e.affected.some(onBattlefield)) return true;
    // CR 611.2b: "doesn't untap ... for as long as you control {this}" ends the same way (Tidebinder Mage's rulings).
    if (m.kind === 'doesntUntap')
      return !onBattlefield(m.whileControls) || s.objects[m.whileControls]!.controller !== m.player;
    if (m.whileControls === undefined) return false;
    return !onBattlefield(m.whileControls) || s.objects[m.whileControls]!.controller !== m.player;
  };
  if (!s.effects.some(lapsed)) return false;
  tx.setList(
    'effects',
    s.effects.filter((e) => !lapsed(e)),
  );
  return true;
}

/** What layer 2 makes of each permanent's controller now, where it differs from the record's: [permanent, controller,
 * controller without control-changing effects]. */
function changes(state: GameState): [ObjectId, PlayerId, PlayerId][] {
  const effects = controlEffects(state);
  const out: [ObjectId, PlayerId, PlayerId][] = [];
  for (const id of state.battlefield) {
    const o = state.objects[id]!;
    const base = o.controlBase ?? o.controller;
    let to = base;
    for (const e of effects) if (e.affected.includes(id)) to = e.player;
    if (to !== o.controller || (to === base && o.controlBase !== undefined)) out.push([id, to, base]);
  }
  return out;
}

/** Whether layer 2 would change some permanent's controller now (the fuzzer checks none is left when a player has
 * priority). */
export function controlPending(state: GameState): boolean {
  return mayApply(state) && changes(state).length > 0;
}

/**
 * Applies layer 2 (CR 613.1b) to the permanents' controllers. An effect whose own existence depends on who controls
 * what ("for as long as you control {this}", an Aura whose controller changed) is judged again after each change, so
 * every effect reads the controllers that the effects before it made (613.8).
 */
export function applyControl(tx: Tx): void {
  if (!mayApply(tx.s)) return;
  // Each round settles at least one dependency; a loop of them settles in timestamp order well before this bound.
  for (let round = 0; round < 8; round++) {
    endLapsed(tx);
    const found = changes(tx.s);
    if (found.length === 0) return;
    for (const [id, to, base] of found) {
      const o = tx.obj(id);
      if (o.controller === to) {
        tx.mut(id).controlBase = undefined;
        continue;
      }
      // CR 506.4: a permanent that changes control is removed from combat.
      if (o.attacking !== null || o.blocking.length > 0) removeFromCombat(tx, id);
      const m = tx.mut(id);
      m.controller = to;
      if (to === base) m.controlBase = undefined;
      else m.controlBase = base;
      // CR 302.6: its new controller hasn't controlled it continuously since their most recent turn began.
      m.controlledSince = tx.s.turn.number;
      const player = tx.player(to).name;
      tx.emit({ kind: 'info' }, () => `${player} now controls ${characteristics(tx.s, id).name}`, 'CR 613.1b');
    }
  }
}
