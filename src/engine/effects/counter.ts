// "Counter target spell." (CR 701.6)
import type { Effect } from '../card-def.js';
import { changeZone } from '../rules/cr400-zones.js';
import { characteristics } from '../rules/cr613-layers.js';
import { canBeCountered } from '../rules/cr701-keyword-actions.js';
import type { Tx } from '../tx.js';
import { objectsOf, type ResolveCtx } from './context.js';

export function resolveCounter(tx: Tx, e: Extract<Effect, { kind: 'counter' }>, ctx: ResolveCtx): void {
  for (const id of objectsOf(tx, e.what, ctx)) {
    const o = tx.obj(id);
    if (o.zone !== 'stack') continue;
    const name = characteristics(tx.s, id).name;
    if (o.cantBeCountered || !canBeCountered(tx.s, id)) {
      // CR 101.2: an effect saying the spell can't be countered (mana's rider, 106.6, or the spell's own ability,
      // 113.6g) wins over the instruction to counter it.
      tx.emit({ kind: 'info' }, () => `${name} can't be countered`, 'CR 101.2');
      continue;
    }
    // CR 701.6a: a countered spell is removed from the stack and put into its owner's graveyard — or exiled instead
    // if it was cast with jump-start or flashback (702.133a, 702.34a), a replacement effect on the move.
    changeZone(tx, id, 'graveyard', (n) => `${n} is countered by ${ctx.sourceName}`, 'CR 701.6a');
  }
}
