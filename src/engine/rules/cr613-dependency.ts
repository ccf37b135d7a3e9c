// CR 613.8: the order in which the continuous effects of one layer apply — by dependency, then by timestamp — and
// the shape of a continuous effect as the layers apply it (cr613-layers.ts collects them).
import type { Keyword } from '../card-def.js';
import type { ContinuousMod, GameObject, GameState, GrantRef } from '../state.js';
import type { CardType, Color, ObjectId } from '../types.js';

/** One continuous effect in layer 6 or 7 (CR 613.1f, 613.4). */
export interface LayerEffect {
  readonly layer: '4' | '5' | '6' | '7b' | '7c' | '7d';
  readonly timestamp: number;
  /** the permanent whose static ability creates it; null for an effect of a resolved spell or ability */
  readonly source: ObjectId | null;
  readonly applies: (o: GameObject) => boolean;
  readonly power: number;
  readonly toughness: number;
  readonly keyword: Keyword | null;
  readonly loseAll: boolean;
  /** layer 4: card types and subtypes it adds */
  readonly addTypes?: readonly CardType[];
  readonly addSubtypes?: readonly string[];
  /** layer 4: the subtypes it adds are creature types, had only by a creature (CR 205.3d) */
  readonly subtypesOfCreature?: boolean;
  /** layer 4: the basic land type it sets (CR 305.7: the land loses its other land types and the abilities of its
   * rules text, and has the mana ability `grant`) */
  readonly setsLandType?: string;
  /** layer 4: "loses all creature types" (CR 613.1d) */
  readonly loseCreatureTypes?: boolean;
  /** layer 4: "{this} isn't a creature" (it loses the type and its creature types, CR 205.1a) */
  readonly notCreature?: boolean;
  /** layer 4: a resolved ability makes it a creature (CR 205.1a-b: becomeCreatureTypes) */
  readonly becomes?: Extract<ContinuousMod, { kind: 'becomeCreature' }>;
  /** layer 5: the colors it sets (CR 105.3) */
  readonly setColors?: readonly Color[];
  /** an ability it grants (layer 6); in layer 4, the mana ability of the land type it adds (CR 305.6), had by a land
   * that didn't have the type */
  readonly grant: GrantRef | null;
}

/**
 * CR 613.8a: an effect depends on another in its layer if applying the other would change whether it exists, what it
 * applies to, or what it does to them. Of these, the card model's effects can meet one within a layer: an effect
 * from a static ability depends on an effect that removes all abilities from its source (existence, layer 6). The
 * others can't arise yet: what an effect applies to is a locked-in set (611.2c) or a filter on types (fixed by layer
 * 4, before the layers where the filters are used: the dependency of "every creature type" on "becomes a creature" is
 * met in typeLine/hasEveryCreatureType), controller, status, colors or mana value — none changed by an effect of the
 * same layer; no continuous effect filters on power — and no two effects of one layer change what the other does. Returns the effects of a layer in the
 * order they apply: the earliest whose dependencies have all applied first (613.8b); in a loop, timestamp order
 * (613.8b).
 */
export function orderWithDependencies(effects: LayerEffect[], state: GameState): LayerEffect[] {
  const pending = effects.slice();
  const out: LayerEffect[] = [];
  const dependsOn = (a: LayerEffect, b: LayerEffect): boolean =>
    a !== b && b.loseAll && a.source !== null && b.applies(state.objects[a.source]!);
  while (pending.length > 0) {
    let i = pending.findIndex((a) => !pending.some((b) => dependsOn(a, b)));
    if (i < 0) i = 0;
    out.push(pending.splice(i, 1)[0]!);
  }
  return out;
}
