// Small constructors for hand-written ability trees. They build plain data; nothing here runs during a game.
import type {
  Ability,
  Amount,
  CastKeyword,
  Cost,
  DamageRecipient,
  Effect,
  Keyword,
  ObjectFilter,
  TargetSpec,
  Trigger,
} from '../engine/card-def.js';
import { parseManaCost } from '../engine/index.js';
import type { ManaType } from '../engine/types.js';

export const n = (k: number): Amount => ({ kind: 'const', n: k });
export const kw = (keyword: Keyword): Ability => ({ kind: 'keyword', keyword });
/** "Flashback {2}{U}", "Miracle {1}{R}", "Disturb {1}{U}": a keyword with an alternative cost (CR 118.9) */
export const castKw = (keyword: CastKeyword, cost: string): Ability => ({
  kind: 'castKeyword',
  keyword,
  cost: parseManaCost(cost),
  text: `${keyword.charAt(0).toUpperCase()}${keyword.slice(1)} ${cost}`,
});
export const mana = (cost: string): Cost => ({ kind: 'mana', cost: parseManaCost(cost) });
export const tap: Cost = { kind: 'tap' };

export const anyTarget: TargetSpec = { what: { kind: 'any' }, text: 'any target' };
export const targetCreature: TargetSpec = {
  what: { kind: 'permanent', filter: { types: ['Creature'] } },
  text: 'target creature',
};
export const targetPermanent = (filter: ObjectFilter, text: string): TargetSpec => ({
  what: { kind: 'permanent', filter },
  text,
});
export const targetPlayer: TargetSpec = { what: { kind: 'player' }, text: 'target player' };

export const target = (index = 0): DamageRecipient & { kind: 'target' } => ({ kind: 'target', index });
export const self = { kind: 'self' } as const;

export function spell(text: string, targets: TargetSpec[], ...effects: Effect[]): Ability {
  return { kind: 'spell', targets, effects, text };
}

export function manaAbility(text: string, produce: ManaType[] | 'anyColor', costs: Cost[] = [tap]): Ability {
  return {
    kind: 'mana',
    costs,
    produce: produce === 'anyColor' ? { kind: 'anyColor', n: 1 } : { kind: 'fixed', mana: produce },
    text,
  };
}

export function activated(
  text: string,
  costs: Cost[],
  targets: TargetSpec[],
  effects: Effect[],
  extra: Partial<Pick<Extract<Ability, { kind: 'activated' }>, 'zone' | 'sorcerySpeed' | 'condition'>> = {},
): Ability {
  return { kind: 'activated', costs, targets, effects, zone: extra.zone ?? 'battlefield', text, ...extra };
}

export function triggered(text: string, trigger: Trigger, targets: TargetSpec[], ...effects: Effect[]): Ability {
  return { kind: 'triggered', trigger, targets, effects, text };
}
