// CR 305.2: a player can normally play one land during their turn; continuous effects may increase this number — an
// effect of a resolved spell for one turn (the player's extraLandPlays, effects/additional-land-play.ts) or a static
// ability of a permanent they control ("You may play an additional land on each of your turns", Oracle of Mul Daya),
// counted here with the permanents' characteristics.
import { characteristics, layerMemo } from './cr613-layers.js';
import { playerMemoKeys } from '../memo.js';
import type { GameState } from '../state.js';
import type { PlayerId } from '../types.js';

const STATIC_LAND_PLAYS = playerMemoKeys<number>('staticLandPlays', (s, p) => {
  let n = 0;
  for (const id of s.battlefield) {
    if (s.objects[id]!.controller !== p) continue;
    for (const a of characteristics(s, id).abilities)
      if (a.kind === 'static' && a.effect.kind === 'additionalLandEachTurn') n += a.effect.n;
  }
  return n;
});

/** CR 305.2: how many lands `p` may play this turn (in their own turn; 305.3: none in another's). */
export function landPlaysAllowed(s: GameState, p: PlayerId): number {
  const pl = s.players[p]!;
  return 1 + pl.extraLandPlays + layerMemo(s, STATIC_LAND_PLAYS(p));
}
