// CR 119: life.
import type { Tx } from '../tx.js';
import type { PlayerId } from '../types.js';
import { cantGainLife } from './player-rules.js';

export function gainLife(tx: Tx, p: PlayerId, n: number, why: string): void {
  if (n <= 0) return;
  // CR 119.8: a player who can't gain life doesn't; the event doesn't happen (nothing triggers on it).
  if (cantGainLife(tx.s, p)) {
    tx.emit({ kind: 'info' }, () => `${tx.player(p).name} can't gain life${why}`, 'CR 119.8');
    return;
  }
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
