// Rules for the turn about players and damage, made by a resolved spell or ability (CR 611.2, 514.2): "Players can't
// gain life this turn", "Your opponents can't gain life this turn" (CR 119.8) and "Damage can't be prevented this turn"
// (CR 615.12). rules/player-rules.ts says what they do; here they are added to the state's rules until end of turn.
import type { PlayerRule } from '../state.js';
import type { Tx } from '../tx.js';
import type { ResolveCtx } from './context.js';
import type { EffectWord } from './word.js';
import { alt, lit } from '../grammar.js';
import { one } from '../text.js';

declare module '../card-def.js' {
  interface EffectTypes {
    /** "Players can't gain life this turn" / "Your opponents can't gain life this turn" (CR 119.8) */
    cantGainLifeThisTurn: { readonly kind: 'cantGainLifeThisTurn'; readonly who: 'players' | 'opponents' };
    /** "Damage can't be prevented this turn" (CR 615.12) */
    damageCantBePreventedThisTurn: { readonly kind: 'damageCantBePreventedThisTurn' };
  }
}

function addRule(
  tx: Tx,
  ctx: ResolveCtx,
  kind: PlayerRule['kind'],
  who: PlayerRule['who'],
  says: string,
  rule: string,
) {
  tx.setList('rules', [
    ...tx.s.rules,
    {
      id: tx.newId(),
      kind,
      controller: ctx.controller,
      ...(who ? { who } : {}),
      duration: 'endOfTurn',
      source: ctx.sourceName,
    },
  ]);
  tx.emit({ kind: 'info' }, () => `${ctx.sourceName}: ${says}`, rule);
}

const WHO_SAID = { players: 'players', opponents: 'your opponents' } as const;

export const cantGainLifeThisTurnWord: EffectWord<'cantGainLifeThisTurn'> = {
  kind: 'cantGainLifeThisTurn',
  rule: 'CR 119.8',
  scenario: 'effects.json#effect.cantGainLifeThisTurn',
  polarity: () => 'harm',
  parse: () =>
    alt(
      lit("players can't gain life this turn", one({ kind: 'cantGainLifeThisTurn', who: 'players' })),
      lit("your opponents can't gain life this turn", one({ kind: 'cantGainLifeThisTurn', who: 'opponents' })),
    ),
  render: (e) => `${WHO_SAID[e.who]} can't gain life this turn`,
  resolve: (tx, e, ctx) =>
    addRule(
      tx,
      ctx,
      'cantGainLife',
      e.who,
      e.who === 'players'
        ? "players can't gain life this turn"
        : `${tx.player(ctx.controller).name}'s opponents can't gain life this turn`,
      'CR 119.8',
    ),
};

export const damageCantBePreventedThisTurnWord: EffectWord<'damageCantBePreventedThisTurn'> = {
  kind: 'damageCantBePreventedThisTurn',
  rule: 'CR 615.12',
  scenario: 'effects.json#effect.damageCantBePreventedThisTurn',
  polarity: () => 'neutral',
  parse: () => lit("damage can't be prevented this turn", one({ kind: 'damageCantBePreventedThisTurn' })),
  render: () => "damage can't be prevented this turn",
  resolve: (tx, _e, ctx) =>
    addRule(tx, ctx, 'damageCantBePrevented', undefined, "damage can't be prevented this turn", 'CR 615.12'),
};
