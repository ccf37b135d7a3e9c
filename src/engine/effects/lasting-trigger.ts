// "Until your next turn, whenever a creature an opponent controls attacks, it gets -1/-0 until end of turn." (Jace,
// Architect of Thought), "Until end of turn, whenever a creature you control deals combat damage to a player, put a
// loyalty counter on Dovin." — CR 603.7: an effect creates a delayed triggered ability; with a stated duration it
// triggers each time its event happens until that duration ends (603.7b), not only once. Its source and controller
// are those of the spell or ability that created it (603.7d-e); it goes on triggering after that source has left the
// battlefield. The compiler reads the ability with its trigger event, as it reads an emblem's.
import type { Ability, Effect, Trigger } from '../card-def.js';
import type { Tx } from '../tx.js';
import type { ResolveCtx } from './context.js';
import type { EffectWord } from './word.js';

type Triggered = Extract<Ability, { kind: 'triggered' }>;

/** How long a delayed triggered ability with a stated duration lasts (CR 603.7b, 611.2b, 514.2). */
export type LastingDuration = 'endOfTurn' | 'untilYourNextTurn';

declare module '../card-def.js' {
  interface EffectTypes {
    /** CR 603.7b: "Until your next turn, whenever <event>, <effects>" — a delayed triggered ability that triggers each
     * time its event happens until the duration ends */
    lastingTrigger: {
      readonly kind: 'lastingTrigger';
      readonly duration: LastingDuration;
      readonly ability: Triggered;
    };
  }
}

/** The trigger events a delayed triggered ability with a duration is watched for (cr603-triggers.ts, `fireLasting`);
 * the compiler reads no other. */
export const LASTING_TRIGGER_KINDS: readonly Trigger['kind'][] = [
  'creatureAttacks',
  'creatureDealsCombatDamageToPlayer',
  'youCastSpell',
];

export function resolveLastingTrigger(tx: Tx, e: Extract<Effect, { kind: 'lastingTrigger' }>, ctx: ResolveCtx): void {
  tx.setList('delayed', [
    ...tx.s.delayed,
    {
      id: tx.newId(),
      when: 'whenever',
      controller: ctx.controller,
      source: ctx.source,
      sourceName: ctx.sourceName,
      effects: e.ability.effects,
      linked: [],
      ability: e.ability,
      duration: e.duration,
    },
  ]);
  tx.emit(
    { kind: 'info' },
    () =>
      `${ctx.sourceName}: ${e.duration === 'endOfTurn' ? 'until end of turn' : `until ${tx.player(ctx.controller).name}'s next turn`}, "${e.ability.text}"`,
    'CR 603.7b',
  );
}

export const lastingTriggerWord: EffectWord<'lastingTrigger'> = {
  kind: 'lastingTrigger',
  rule: 'CR 603.7b',
  scenario: 'effects.json#effect.lastingTrigger',
  // It acts on nothing as it resolves; like an emblem's ability, what it will do works for its controller.
  polarity: () => 'help',
  resolve: resolveLastingTrigger,
};
