// Evolve's intervening "if" (CR 702.100a): the entering creature is bigger than the source.
import type { ConditionWord } from './word.js';

declare module '../../card-def.js' {
  interface ConditionTypes {
    /** evolve (CR 702.100a): "if that creature's power is greater than this creature's power and/or that creature's
     * toughness is greater than this creature's toughness" — the creature whose entering triggered the ability and
     * the source, each as it is now or as it last existed (702.100b) */
    thatCreatureBigger: { readonly kind: 'thatCreatureBigger' };
  }
}

/** Made by evolve's expansion (rules/cr702-evolve.ts), which hands in the comparison through the layers. */
export const thatCreatureBiggerWord: ConditionWord<'thatCreatureBigger'> = {
  kind: 'thatCreatureBigger',
  rule: 'CR 702.100a',
  scenario: 'triggered-keywords.json#keyword.evolve',
  holds: (s, _c, { source, facts }) => facts.bigger !== undefined && facts.bigger(s, facts.thatObject, source),
};
