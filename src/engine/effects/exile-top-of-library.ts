// "Exile the top card of your library [face down]", "that player exiles the top card of their library" — remembered
// as exiled with its source (CR 607.2a, 406.3), and as "that card" for the effects after it.
import type { Effect, PlayerRef } from '../card-def.js';
import { alt, lit, map, tpl } from '../grammar.js';
import { moveObject, topOfLibrary } from '../rules/cr400-zones.js';
import { one } from '../text.js';
import type { Tx } from '../tx.js';
import type { PlayerId } from '../types.js';
import { link, playersOf, type ResolveCtx } from './context.js';
import type { EffectWord } from './word.js';

declare module '../card-def.js' {
  interface EffectTypes {
    /** "exile the top card of your library [face down]", remembered as exiled with the source (CR 607) */
    exileTopOfLibrary: {
      readonly kind: 'exileTopOfLibrary';
      readonly faceDown: boolean;
      /** whose library (default: the player an event being replaced happened to, or else the controller) */
      readonly who?: PlayerRef;
      /** "the top seven cards" (default one); all of them are "them", "the cards exiled this way" after it */
      readonly n?: number;
    };
  }
}

export function resolveExileTopOfLibrary(
  tx: Tx,
  e: Extract<Effect, { kind: 'exileTopOfLibrary' }>,
  ctx: ResolveCtx,
): void {
  for (const p of e.who ? playersOf(tx, e.who, ctx) : [ctx.thatPlayer ?? ctx.controller])
    for (let k = 0; k < (e.n ?? 1); k++) exileTop(tx, e, ctx, p);
}

function exileTop(tx: Tx, e: Extract<Effect, { kind: 'exileTopOfLibrary' }>, ctx: ResolveCtx, p: PlayerId): void {
  const top = topOfLibrary(tx, p);
  if (top === undefined) return;
  const name = tx.obj(top).def;
  const n = moveObject(tx, top, 'exile');
  const m = tx.mut(n);
  m.exiledWith = ctx.source;
  m.faceDown = e.faceDown;
  link(ctx, [n]);
  tx.emit(
    { kind: 'zoneChange', object: top, newObject: n, name, from: 'library', to: 'exile', owner: p, controller: p },
    () =>
      e.faceDown
        ? `${ctx.sourceName} exiles the top card of ${tx.player(p).name}'s library face down`
        : `${ctx.sourceName} exiles ${name}`,
  );
}

const YOURS = 'exile the top card of your library';
const THEIRS = 'that player exiles the top card of their library';

export const exileTopOfLibraryWord: EffectWord<'exileTopOfLibrary'> = {
  kind: 'exileTopOfLibrary',
  rule: 'CR 607.2a',
  scenario: 'effects.json#effect.exileTopOfLibrary',
  polarity: () => 'harm',
  /** Face up: "Exile the top card of your library", "that player exiles the top card of their library" (the player
   * a triggering event happened to: Nightveil Specter's combat damage). */
  parse: (p) =>
    alt(
      map(lit(YOURS), () => one({ kind: 'exileTopOfLibrary', faceDown: false, who: { kind: 'you' } })),
      // "Exile the top seven cards of your library" (Xenagos, the Reveler): one at a time, each remembered.
      map(tpl`exile the top ${p.numberWord} cards of your library`, ([n]) =>
        n >= 2 ? one({ kind: 'exileTopOfLibrary', faceDown: false, who: { kind: 'you' }, n }) : null,
      ),
      map(lit(THEIRS), () => one({ kind: 'exileTopOfLibrary', faceDown: false, who: { kind: 'thatPlayer' } })),
    ),
  render(e, _rc, say) {
    if (e.faceDown) return null;
    if (e.n !== undefined)
      return e.who?.kind === 'you' && e.n >= 2 ? `exile the top ${say.numberWord(e.n)} cards of your library` : null;
    return e.who?.kind === 'you' ? YOURS : e.who?.kind === 'thatPlayer' ? THEIRS : null;
  },
  resolve: resolveExileTopOfLibrary,
};
