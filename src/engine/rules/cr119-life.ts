// CR 119: life.
import type { Tx } from '../tx.js';
import type { PlayerId } from '../types.js';

export function gainLife(tx: Tx, p: PlayerId, n: number, why: string): void {
  if (n <= 0) return;
  tx.mutPlayer(p).life += n;
  tx.emit(
    { kind: 'lifeChange', player: p, amount: n },
    () => `${tx.player(p).name} gains ${n} life${why} (now ${tx.player(p).life})`,
  );
}

export function loseLife(tx: Tx, p: PlayerId, n: number, why: string, rule?: string): void {
  if (n <= 0) return;
  tx.mutPlayer(p).life -= n;
  tx.emit(
    { kind: 'lifeChange', player: p, amount: -n },
    () => `${tx.player(p).name} loses ${n} life${why} (now ${tx.player(p).life})`,
    rule,
  );
}
