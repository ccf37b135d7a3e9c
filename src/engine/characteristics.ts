// An object's characteristics after the layers (CR 613): what the rules read of an object, worked out by
// rules/cr613-layers.ts and kept by the kernel (layer-cache.ts).
import type { Ability, Keyword } from './card-def.js';
import type { GrantRef } from './state.js';
import type { CardType, Color, PlayerId, Supertype } from './types.js';

export interface Characteristics {
  readonly name: string;
  /** the definition these characteristics come from (the face that's up, or what it copies); abilities index it */
  readonly defName: string;
  readonly types: readonly CardType[];
  /** whether `types` includes Creature (asked at nearly every look at a permanent) */
  readonly creature: boolean;
  readonly subtypes: readonly string[];
  /** layer 4: it has every creature type besides `subtypes` (changeling, Maskwood Nexus; CR 205.3m, 702.73) */
  readonly allCreatureTypes: boolean;
  readonly supertypes: readonly Supertype[];
  readonly colors: readonly Color[];
  readonly power: number;
  readonly toughness: number;
  readonly keywords: readonly Keyword[];
  /** the object's abilities after layer 6; printed abilities keep their printed index, so an ability is named by
   * (object, index) everywhere. Empty when the object has lost all its abilities. */
  readonly abilities: readonly Ability[];
  /** the abilities other objects grant it (layer 6), in order: they are `abilities` after the printed ones */
  readonly granted: readonly GrantRef[];
  readonly manaValue: number;
  readonly controller: PlayerId;
}
