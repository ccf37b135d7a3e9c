// "Exile the top card of your library [face down]" — remembered as exiled with its source (CR 607.2a, 406.3).
import type { Effect } from '../card-def.js';
import { moveObject, topOfLibrary } from '../rules/cr400-zones.js';
import type { Tx } from '../tx.js';
import type { ResolveCtx } from './context.js';
import type { EffectWord } from './word.js';

declare module '../card-def.js' {
  interface EffectTypes {
    /** "exile the top card of your library [face down]", remembered as exiled with the source (CR 607) */
    exileTopOfLibrary: { readonly kind: 'exileTopOfLibrary'; readonly faceDown: boolean };
  }
}

export function resolveExileTopOfLibrary(
  tx: Tx,
  e: Extract<Effect, { kind: 'exileTopOfLibrary' }>,
  ctx: ResolveCtx,
): void {
  const p = ctx.thatPlayer ?? ctx.controller;
  const top = topOfLibrary(tx, p);
  if (top === undefined) return;
  const name = tx.obj(top).def;
  const n = moveObject(tx, top, 'exile');
  const m = tx.mut(n);
  m.exiledWith = ctx.source;
  m.faceDown = e.faceDown;
  tx.emit(
    { kind: 'zoneChange', object: top, newObject: n, name, from: 'library', to: 'exile', owner: p, controller: p },
    () =>
      e.faceDown
        ? `${ctx.sourceName} exiles the top card of ${tx.player(p).name}'s library face down`
        : `${ctx.sourceName} exiles ${name}`,
  );
}

export const exileTopOfLibraryWord: EffectWord<'exileTopOfLibrary'> = {
  kind: 'exileTopOfLibrary',
  rule: 'CR 607.2a',
  scenario: 'effects.json#effect.exileTopOfLibrary',
  polarity: () => 'harm',
  resolve: resolveExileTopOfLibrary,
};
