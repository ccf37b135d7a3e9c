// "Target creature attacks this turn if able.", "Creatures your opponents control attack this turn if able." (Bident of
// Thassa) — CR 508.1d: a requirement on declaring attackers, from a resolved spell or ability, for the turn (611.2,
// 514.2). It changes no characteristic, so a group it names is judged as attackers are declared (611.2c is for
// characteristics only); objects it names are those objects.
import type { Effect } from '../card-def.js';
import type { Tx } from '../tx.js';
import type { ResolveCtx } from './context.js';
import { addCombatRule } from './combat-rules.js';
import type { EffectWord } from './word.js';
import { alt, map, tpl } from '../grammar.js';
import { one, variantsOf } from '../text.js';

declare module '../card-def.js' {
  interface EffectTypes {
    /** "<object> attacks / <group> attack this turn if able" (CR 508.1d, for the turn) */
    mustAttackThisTurn: { readonly kind: 'mustAttackThisTurn'; readonly what: ObjectRef };
  }
}

export function resolveMustAttackThisTurn(
  tx: Tx,
  e: Extract<Effect, { kind: 'mustAttackThisTurn' }>,
  ctx: ResolveCtx,
): void {
  addCombatRule(
    tx,
    'mustAttack',
    e.what,
    ctx,
    { one: 'attacks this turn if able', group: 'attack this turn if able' },
    'CR 508.1d',
  );
}

export const mustAttackThisTurnWord: EffectWord<'mustAttackThisTurn'> = {
  kind: 'mustAttackThisTurn',
  rule: 'CR 508.1d',
  scenario: 'effects.json#effect.mustAttackThisTurn',
  polarity: () => 'harm',
  parse: (p) =>
    alt(
      map(tpl`${p.singleSubject} attacks this turn if able`, ([o]) =>
        one({ kind: 'mustAttackThisTurn', what: o.ref }, o.targets, variantsOf(o)),
      ),
      map(tpl`${p.pluralSubject} attack this turn if able`, ([o]) =>
        o.ref.kind === 'each' ? one({ kind: 'mustAttackThisTurn', what: o.ref }, o.targets, variantsOf(o)) : null,
      ),
    ),
  render(e, rc, say) {
    if (e.what.kind === 'each') {
      const what = say.pluralSubject(e.what.filter, rc);
      return what === null ? null : `${what} attack this turn if able`;
    }
    const what = say.ref(e.what, rc);
    return what === null ? null : `${what} attacks this turn if able`;
  },
  resolve: resolveMustAttackThisTurn,
};
