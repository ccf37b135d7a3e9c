// CR 702.16: protection. "Protection from [quality]" keeps a permanent from being targeted by spells with that quality
// and abilities from sources with it (702.16b, checked with the other targeting rules in cr115-targets.ts), enchanted
// by Auras with it (702.16c, cr303-auras.ts: an Aura spell can't target it, and one attached goes to the graveyard as a
// state-based action, 704.5m), blocked by creatures with it (702.16f, cr506-combat.ts), and dealt damage by sources
// with it (702.16e: a prevention effect, among the other replacement and prevention effects in
// cr614-replacement.ts). A quality is judged from the source's characteristics as they are now (CR 613), or as they
// last existed for a source that has left its zone (an ability's source, a spell that has resolved).
import { protectionQuality, type Keyword, type ProtectionQuality } from '../card-def.js';
import { PROTECTION_CREATURE_TYPES } from '../keywords.js';
import { memoKey, store, storeKey } from '../memo.js';
import type { GameState } from '../state.js';
import type { ObjectId, PlayerId } from '../types.js';
import { characteristics, effectiveInfo, layerMemo, type Characteristics } from './cr613-layers.js';

/** Whether some permanent may have protection: one printed with it or whose static abilities grant it, or an effect
 * of a resolved spell or ability granting it. Kept with the characteristics: when it is false (nearly every game
 * state), no protection rule needs to look any further. */
const ANY_PROTECTION = memoKey<boolean>(
  'anyProtection',
  (state) =>
    state.battlefield.some((id) => effectiveInfo(state.objects[id]!).protection) ||
    state.effects.some((e) => e.mod.kind === 'grantKeyword' && protectionQuality(e.mod.keyword) !== null),
);

/** Whether any permanent may have protection now (a kept flag: the protection rules' first test). */
export function anyProtection(state: GameState): boolean {
  return layerMemo(state, ANY_PROTECTION);
}

/** What protection judges a source by (CR 702.16a): its colors, card types and subtypes. */
export type SourceQualities = Pick<Characteristics, 'colors' | 'types' | 'creature' | 'subtypes' | 'allCreatureTypes'>;

/** A source judged as something it isn't yet (judgingSourceAs), while that is being worked out: kept by the kernel. */
const JUDGED_AS = storeKey<{ judged: { readonly source: ObjectId; readonly as: SourceQualities } | null }>(
  'judgedAs',
  () => ({ judged: null }),
);

/** Works out `f` with `source` judged by protection as `as`: a card in hand or in a graveyard, when what is asked is
 * whether it could be cast as a spell that will have other characteristics on the stack (bestowed, 702.103b; its back
 * face up, 712.11c) — the spell is what its targets would be protected from. */
export function judgingSourceAs<T>(source: ObjectId, as: SourceQualities, f: () => T): T {
  const scope = store(JUDGED_AS);
  const outer = scope.judged;
  scope.judged = { source, as };
  try {
    return f();
  } finally {
    scope.judged = outer;
  }
}

/** CR 702.16a: whether a source with these characteristics has the quality. A card type applies to a permanent of
 * that type and to a source of that type elsewhere (a spell, a card) alike: its characteristics say which it is. */
export function hasQuality(source: SourceQualities, q: ProtectionQuality): boolean {
  switch (q) {
    case 'white':
      return source.colors.includes('W');
    case 'blue':
      return source.colors.includes('U');
    case 'black':
      return source.colors.includes('B');
    case 'red':
      return source.colors.includes('R');
    case 'green':
      return source.colors.includes('G');
    // CR 105.4: multicolored is two or more colors; monocolored exactly one.
    case 'multicolored':
      return source.colors.length >= 2;
    case 'monocolored':
      return source.colors.length === 1;
    case 'artifacts':
      return source.types.includes('Artifact');
    case 'creatures':
      return source.creature;
    // CR 702.16j: protection from everything is protection from each object.
    case 'everything':
      return true;
    // CR 702.16a: protection from a creature type — a source with that subtype, or with every creature type (205.3m).
    case 'Demons':
    case 'Dragons':
      return source.allCreatureTypes || source.subtypes.includes(PROTECTION_CREATURE_TYPES[q]!);
    // CR 702.16k: judged by who controls or owns the source, not by its characteristics (protectionFrom).
    case 'the chosen player':
      return false;
  }
}

/** The protection keyword of `protectedId` that protects it from `source` (a spell, an ability's source, an Aura, a
 * blocking creature, a source of damage), or null. Callers ask anyProtection first. */
export function protectionFrom(state: GameState, protectedId: ObjectId, source: ObjectId): Keyword | null {
  const o = state.objects[protectedId];
  // Only a permanent has protection here (a player can't have it yet: no effect of the card model gives it).
  if (!o || o.left || o.zone !== 'battlefield') return null;
  const keywords = characteristics(state, protectedId).keywords;
  let src: SourceQualities | null = null;
  for (const k of keywords) {
    const q = protectionQuality(k);
    if (q === null) continue;
    if (q === 'the chosen player') {
      if (fromPlayer(state, source, o.chosen?.player)) return k;
      continue;
    }
    const judgedAs = store(JUDGED_AS).judged;
    src ??=
      judgedAs !== null && judgedAs.source === source
        ? judgedAs.as
        : state.objects[source]
          ? characteristics(state, source)
          : null;
    if (src === null) return null;
    if (hasQuality(src, q)) return k;
  }
  return null;
}

/** CR 702.16k: protection from a player is protection from each object that player controls, and from each object that
 * player owns not controlled by another player (a card in a graveyard, in exile). */
function fromPlayer(state: GameState, source: ObjectId, player: PlayerId | undefined): boolean {
  const s = state.objects[source];
  if (player === undefined || !s) return false;
  const controlled = s.zone === 'battlefield' || s.zone === 'stack';
  return controlled ? s.controller === player : s.owner === player;
}
