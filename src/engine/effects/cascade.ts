// Cascade's effect (CR 702.85a): exile cards from the top of your library until you exile a nonland card whose mana
// value is less than this spell's; you may cast that card without paying its mana cost if the resulting spell's mana
// value is less than this spell's; then put all cards exiled this way that weren't cast on the bottom of your library
// in a random order. The keyword's triggered ability is rules/cr702-cascade.ts.
import type { Effect } from '../card-def.js';
import { changeZone, moveObject, topOfLibrary } from '../rules/cr400-zones.js';
import { characteristics } from '../rules/cr613-layers.js';
import type { Tx } from '../tx.js';
import type { ObjectId } from '../types.js';
import { resolveCastWithoutPaying } from './cast-without-paying.js';
import type { ResolveCtx } from './context.js';
import type { EffectWord } from './word.js';

declare module '../card-def.js' {
  interface EffectTypes {
    /** CR 702.85a: cascade's exiling, casting and putting back (the keyword's triggered ability only) */
    cascade: { readonly kind: 'cascade' };
  }
}

export function resolveCascade(tx: Tx, _e: Extract<Effect, { kind: 'cascade' }>, ctx: ResolveCtx): void {
  const p = ctx.controller;
  const who = tx.player(p).name;
  // "this spell's mana value": the spell as it is, or as it last existed on the stack if it has left (608.2h; the
  // ruling: a countered spell's cascade still resolves).
  const mv = characteristics(tx.s, ctx.source).manaValue;
  const exiled: ObjectId[] = [];
  let hit: ObjectId | undefined;
  for (let top = topOfLibrary(tx, p); top !== undefined; top = topOfLibrary(tx, p)) {
    const n = changeZone(tx, top, 'exile', (name) => `${who} exiles ${name} (cascade)`, 'CR 702.85a');
    exiled.push(n);
    const c = characteristics(tx.s, n);
    if (!c.types.includes('Land') && c.manaValue < mv) {
      hit = n;
      break;
    }
  }
  if (hit !== undefined)
    resolveCastWithoutPaying(
      tx,
      { kind: 'castWithoutPaying', what: { kind: 'linked' }, lessThanSource: true },
      {
        ...ctx,
        linked: [hit],
      },
    );
  // The cards exiled this way that weren't cast (still in exile), on the bottom in a random order.
  const rest = exiled.filter((id) => !tx.obj(id).left && tx.obj(id).zone === 'exile');
  if (rest.length === 0) return;
  tx.shuffle(rest);
  for (const id of rest) moveObject(tx, id, 'library', { position: 'bottom' });
  tx.emit(
    { kind: 'info' },
    () =>
      `${who} puts ${rest.length === 1 ? 'the other exiled card' : `${rest.length} exiled cards`} on the bottom of their library in a random order`,
    'CR 702.85a',
  );
}

export const cascadeWord: EffectWord<'cascade'> = {
  kind: 'cascade',
  rule: 'CR 702.85a',
  scenario: 'triggered-keywords.json#keyword.cascade',
  polarity: () => 'help',
  resolve: resolveCascade,
};
