// "You win the game" (CR 104.2b): every other player loses; the game ends.
import type { Effect, PlayerRef } from '../card-def.js';
import { checkGameOver } from '../rules/cr704-state-based-actions.js';
import { withinRange } from '../rules/cr801-range-of-influence.js';
import type { Tx } from '../tx.js';
import { playersOf, type ResolveCtx } from './context.js';
import type { EffectWord } from './word.js';

declare module '../card-def.js' {
  interface EffectTypes {
    /** CR 104.2b: "you win the game" */
    winGame: { readonly kind: 'winGame'; readonly who: PlayerRef };
  }
}

export function resolveWinGame(tx: Tx, e: Extract<Effect, { kind: 'winGame' }>, ctx: ResolveCtx): void {
  for (const w of playersOf(tx, e.who, ctx)) {
    for (const pl of tx.s.players) {
      // CR 801.14: with limited range of influence, the opponents within the winner's range lose instead.
      if (pl.id === w || pl.lost || !withinRange(tx.s, w, pl.id)) continue;
      const m = tx.mutPlayer(pl.id);
      m.lost = true;
      m.lossReason = `${tx.player(w).name} won the game (${ctx.sourceName})`;
      tx.emit(
        { kind: 'playerLoses', player: pl.id, reason: m.lossReason },
        () => `${m.name} loses: ${m.lossReason}`,
        'CR 104.2b',
      );
    }
  }
  checkGameOver(tx);
}

export const winGameWord: EffectWord<'winGame'> = {
  kind: 'winGame',
  rule: 'CR 104.2b',
  scenario: 'effects.json#effect.winGame',
  polarity: () => 'help',
  resolve: resolveWinGame,
};
