// CR 610.3: one-shot effects that move an object "until" an event (Banishing Light: "exile target nonland permanent an
// opponent controls until this enchantment leaves the battlefield"). The event creates a second one-shot effect
// immediately after it, without the stack, that returns the object to its previous zone.
import { resolveEffect } from '../hooks.js';
import { characteristics } from './cr613-layers.js';
import type { Tx } from '../tx.js';
import type { ObjectId } from '../types.js';

/** CR 610.3, 610.3c-d: `left` has just left the battlefield; the cards exiled until it did return to the battlefield
 * under their owners' control, all at once. A card that has left exile since is a new object (400.7) and stays where
 * it is; a token exiled this way has ceased to exist (704.5d) and doesn't return. */
export function returnExiledUntil(tx: Tx, left: ObjectId): void {
  const exiled = tx.s.exile.filter((id) => tx.obj(id).exiledUntil === left && !tx.obj(id).token);
  if (exiled.length === 0) return;
  const source = tx.obj(left);
  resolveEffect(
    tx,
    { kind: 'returnToBattlefield', what: { kind: 'linked' } },
    {
      controller: source.controller,
      source: left,
      sourceName: characteristics(tx.s, left).name,
      targets: [],
      x: 0,
      linked: exiled,
    },
  );
}
