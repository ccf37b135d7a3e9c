// Battle cry (CR 702.91): "Whenever this creature attacks, each other attacking creature gets +1/+0 until end of
// turn." The keyword is this triggered ability (asked for through cr702-triggered-keywords.ts). The creatures it
// affects are those attacking as it resolves, locked in then (611.2c): a creature put onto the battlefield attacking
// afterwards doesn't get the bonus. Each instance triggers separately (702.91b).
import type { Ability } from '../card-def.js';

export const BATTLE_CRY: Extract<Ability, { kind: 'triggered' }> = {
  kind: 'triggered',
  trigger: { kind: 'selfAttacks' },
  targets: [],
  effects: [
    {
      kind: 'modifyPT',
      what: { kind: 'each', filter: { types: ['Creature'], combat: 'attacking', other: true } },
      power: 1,
      toughness: 0,
      duration: 'endOfTurn',
    },
  ],
  text: 'Battle cry',
};
