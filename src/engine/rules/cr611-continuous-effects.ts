// CR 611.2: a continuous effect from a resolving spell or ability. The set of objects it affects is locked in as it
// begins (611.2c); it gets a timestamp (613.7) and lasts as its duration says (514.2, 611.2b).
import type { Duration } from '../card-def.js';
import type { ContinuousMod, GameState } from '../state.js';
import type { Tx } from '../tx.js';
import type { ObjectId, PlayerId } from '../types.js';
import { characteristics } from './cr613-layers.js';

export function createContinuousEffect(
  tx: Tx,
  from: { readonly source: ObjectId; readonly controller: PlayerId },
  affected: readonly ObjectId[],
  mod: ContinuousMod,
  duration: Duration,
  says: (name: string) => string,
): void {
  if (affected.length === 0) return;
  tx.list('effects').push({
    id: tx.newId(),
    timestamp: tx.timestamp(),
    source: from.source,
    controller: from.controller,
    affected,
    mod,
    duration,
  });
  for (const id of affected) tx.emit({ kind: 'info' }, () => says(characteristics(tx.s, id).name));
}

/** CR 611.2b, 800.4m: as `next`'s turn begins, effects that last "until your next turn" end for `next` — and for each
 * player who has left the game whose turn would have begun since `previous`'s turn (seated between them in turn
 * order): such an effect neither ends when its controller leaves nor lasts forever. */
export function endUntilNextTurnEffects(tx: Tx, previous: PlayerId, next: PlayerId): void {
  const s = tx.s;
  const ending = turnsBegun(s, previous, next);
  const ends = (e: { readonly duration: string; readonly controller: PlayerId }) =>
    e.duration === 'untilYourNextTurn' && ending.includes(e.controller);
  if (s.effects.some(ends)) {
    tx.setList(
      'effects',
      s.effects.filter((e) => !ends(e)),
    );
  }
  if (s.rules.some(ends)) {
    tx.setList(
      'rules',
      s.rules.filter((e) => !ends(e)),
    );
  }
  // CR 603.7b: a delayed triggered ability that lasts "until your next turn" ends then too.
  const lastingEnds = (d: GameState['delayed'][number]) =>
    d.duration === 'untilYourNextTurn' && ending.includes(d.controller);
  if (s.delayed.some(lastingEnds)) {
    tx.setList(
      'delayed',
      s.delayed.filter((d) => !lastingEnds(d)),
    );
  }
}

/** The players whose turns begin, or would have begun (CR 800.4m), from `previous`'s turn to `next`'s: `next`, and the
 * players who have left the game seated after `previous` and before `next` in turn order. */
function turnsBegun(s: GameState, previous: PlayerId, next: PlayerId): PlayerId[] {
  const n = s.players.length;
  const out: PlayerId[] = [next];
  for (let k = 1; k < n; k++) {
    const q = (previous + k) % n;
    if (q === next) break;
    if (s.players[q]!.lost) out.push(q);
  }
  return out;
}
