// CR 611.2: a continuous effect from a resolving spell or ability. The set of objects it affects is locked in as it
// begins (611.2c); it gets a timestamp (613.7) and lasts as its duration says (514.2, 611.2b).
import type { Duration } from '../card-def.js';
import type { ContinuousMod } from '../state.js';
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
