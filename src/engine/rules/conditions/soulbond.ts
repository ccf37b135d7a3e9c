// Soulbond's conditions (CR 702.95): "{this} is paired with another creature", and the soulbond ability's own
// intervening "if".
import { lit } from '../../grammar.js';
import type { ObjectFilter } from '../../card-def.js';
import { pairedPartner, soulbondCanPair } from '../cr702-soulbond.js';
import type { ConditionWord } from './word.js';

declare module '../../card-def.js' {
  interface ConditionTypes {
    /** "{this} is paired with another creature" (CR 702.95b) */
    selfPaired: { readonly kind: 'selfPaired' };
    /** soulbond's intervening "if": its controller controls both creatures and both are unpaired (CR 702.95a) */
    soulbondUnpaired: { readonly kind: 'soulbondUnpaired' };
  }
}

const CREATURE: ObjectFilter = { types: ['Creature'] };

export const selfPairedWord: ConditionWord<'selfPaired'> = {
  kind: 'selfPaired',
  rule: 'CR 702.95b',
  scenario: 'triggered-keywords.json#keyword.soulbond',
  holds: (s, _c, { p, source, match }) =>
    source !== null && pairedPartner(s, source, (o) => match(s, o, CREATURE, p, source)) !== null,
  parse: () => lit('{this} is paired with another creature', { kind: 'selfPaired' }),
  render: () => '{this} is paired with another creature',
};

/** Made by soulbond's expansion (rules/cr702-soulbond.ts). */
export const soulbondUnpairedWord: ConditionWord<'soulbondUnpaired'> = {
  kind: 'soulbondUnpaired',
  rule: 'CR 702.95a',
  scenario: 'triggered-keywords.json#keyword.soulbond',
  // For the creature whose entering triggered it.
  holds: (s, _c, { p, source, match, facts }) =>
    soulbondCanPair(s, p, source, facts.thatObject, (o) => match(s, o, CREATURE, p, source)),
};
