// CR 401.5: effects that change what may be done with the top card of a library — "Play with the top card of your
// library revealed" (every player sees it) and "You may play lands from the top of your library" (CR 116.2a: a land is
// played from the zone it is in). Each is a static ability of a permanent its player controls; the answers are kept
// with the permanents' characteristics, as they depend on nothing else.
import { layerMemo, characteristics } from './cr613-layers.js';
import { playerMemoKeys } from '../memo.js';
import type { GameState } from '../state.js';
import type { ObjectId, PlayerId } from '../types.js';

interface TopRules {
  readonly revealed: boolean;
  readonly playLands: boolean;
}

const TOP_RULES = playerMemoKeys<TopRules>('libraryTop', (s, p) => {
  let revealed = false;
  let playLands = false;
  for (const id of s.battlefield) {
    if (s.objects[id]!.controller !== p) continue;
    for (const a of characteristics(s, id).abilities) {
      if (a.kind !== 'static') continue;
      if (a.effect.kind === 'playWithTopRevealed') revealed = true;
      else if (a.effect.kind === 'playLandsFromTop') playLands = true;
    }
  }
  return { revealed, playLands };
});

/** The top card of `p`'s library if `p` plays with it revealed (CR 401.5), else null. */
export function revealedTopCard(s: GameState, p: PlayerId): ObjectId | null {
  const lib = s.players[p]!.library;
  return lib.length > 0 && layerMemo(s, TOP_RULES(p)).revealed ? lib[lib.length - 1]! : null;
}

/** Whether `p` may play lands from the top of their library (CR 116.2a). */
export function mayPlayLandsFromTop(s: GameState, p: PlayerId): boolean {
  return layerMemo(s, TOP_RULES(p)).playLands;
}
