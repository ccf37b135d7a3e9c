// "Reveal the top card of your library. If it's a <kind of> card, put it <somewhere>. Otherwise, put it <elsewhere>."
// (CR 701.20a: revealing shows the card to every player.)
import type { Effect, ObjectFilter } from '../card-def.js';
import { changeZone, topOfLibrary } from '../rules/cr400-zones.js';
import { enterBattlefield } from '../rules/cr614-replacement.js';
import { matchesFilter } from '../rules/cr613-layers.js';
import type { Tx } from '../tx.js';
import { link, type ResolveCtx } from './context.js';
import type { EffectWord } from './word.js';

declare module '../card-def.js' {
  interface EffectTypes {
    /** "Reveal the top card of your library. If it's a <filter> card, put it <match>. Otherwise, put it <otherwise>." */
    revealTopPut: {
      readonly kind: 'revealTopPut';
      readonly filter: ObjectFilter;
      readonly match: 'battlefield' | 'hand';
      readonly otherwise: 'battlefield' | 'hand';
    };
  }
}

export function resolveRevealTopPut(tx: Tx, e: Extract<Effect, { kind: 'revealTopPut' }>, ctx: ResolveCtx): void {
  const p = ctx.controller;
  const top = topOfLibrary(tx, p);
  if (top === undefined) return;
  const name = tx.obj(top).def;
  tx.emit({ kind: 'info' }, () => `${tx.player(p).name} reveals ${name}`, 'CR 701.20a');
  const to = matchesFilter(tx.s, tx.obj(top), e.filter, p, ctx.source) ? e.match : e.otherwise;
  const n =
    to === 'battlefield'
      ? enterBattlefield(tx, top, p, 'library', {
          says: () => `${tx.player(p).name} puts ${name} onto the battlefield`,
        })
      : changeZone(tx, top, 'hand', () => `${tx.player(p).name} puts ${name} into their hand`);
  if (n !== top) link(ctx, [n]);
}

export const revealTopPutWord: EffectWord<'revealTopPut'> = {
  kind: 'revealTopPut',
  rule: 'CR 701.20a',
  scenario: 'planeswalkers.json#cost.loyalty',
  polarity: () => 'help',
  resolve: resolveRevealTopPut,
};
