// "During target opponent's next turn, creatures that player controls attack {this} if able." (Gideon Jura), "During
// target player's next turn, creatures that player controls attack you if able." — CR 508.1d: a requirement on whom
// that player's creatures attack, in force during each combat of that player's next turn (the card's rulings) and
// judged as attackers are declared: creatures that come under that player's control later must attack too, and a
// planeswalker that has left the battlefield asks nothing (state.ts `AttackRequirementRule`).
import type { Effect, PlayerRef } from '../card-def.js';
import { alt, lit, map, tpl } from '../grammar.js';
import { characteristics } from '../rules/cr613-layers.js';
import { one } from '../text.js';
import type { Tx } from '../tx.js';
import { playersOf, type ResolveCtx } from './context.js';
import type { EffectWord } from './word.js';

declare module '../card-def.js' {
  interface EffectTypes {
    /** "during <player>'s next turn, creatures that player controls attack {this} / you if able" (CR 508.1d) */
    mustAttackNextTurn: {
      readonly kind: 'mustAttackNextTurn';
      readonly who: PlayerRef;
      /** the source (a planeswalker) or the ability's controller */
      readonly attack: 'self' | 'you';
    };
  }
}

export function resolveMustAttackNextTurn(
  tx: Tx,
  e: Extract<Effect, { kind: 'mustAttackNextTurn' }>,
  ctx: ResolveCtx,
): void {
  // The planeswalker itself, while it is on the battlefield: once it has left, a new object would be another one
  // (CR 400.7), which its creatures needn't attack.
  if (e.attack === 'self' && tx.obj(ctx.source).zone !== 'battlefield') return;
  const whom = e.attack === 'self' ? { planeswalker: ctx.source } : { player: ctx.controller };
  const named = e.attack === 'self' ? characteristics(tx.s, ctx.source).name : tx.player(ctx.controller).name;
  for (const p of playersOf(tx, e.who, ctx)) {
    tx.setList('rules', [
      ...tx.s.rules,
      {
        id: tx.newId(),
        kind: 'mustAttackWhom',
        controller: ctx.controller,
        player: p,
        after: tx.s.turn.number,
        attack: whom,
        duration: 'theirNextTurn',
        source: ctx.sourceName,
      },
    ]);
    tx.emit(
      { kind: 'info' },
      () => `During ${tx.player(p).name}'s next turn, creatures they control attack ${named} if able`,
      'CR 508.1d',
    );
  }
}

export const mustAttackNextTurnWord: EffectWord<'mustAttackNextTurn'> = {
  kind: 'mustAttackNextTurn',
  rule: 'CR 508.1d',
  scenario: 'planeswalkers.json#effect.mustAttackNextTurn',
  polarity: () => 'harm',
  parse: (p) =>
    map(
      tpl`during ${p.playerTarget}'s next turn, creatures that player controls attack ${alt(
        map(p.selfObj, () => 'self' as const),
        lit('you', 'you' as const),
      )} if able`,
      ([w, attack]) => one({ kind: 'mustAttackNextTurn', who: w.who, attack }, w.targets),
    ),
  render(e, rc, say) {
    const t = e.who.kind === 'target' ? rc.targets[e.who.index] : undefined;
    if (!t || e.who.kind !== 'target') return null;
    rc.named.add(e.who.index);
    const who = say.target(t);
    if (who === null) return null;
    const whom = e.attack === 'self' ? say.selfWord(rc) : 'you';
    return `during ${who}'s next turn, creatures that player controls attack ${whom} if able`;
  },
  resolve: resolveMustAttackNextTurn,
};
