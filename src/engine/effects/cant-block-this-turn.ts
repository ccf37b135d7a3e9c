// "Target creature can't block this turn.", "That creature can't block this turn." (Chandra, Pyromaster), "Creatures
// with power 1 or less can't block this turn." (Hero of Oxid Ridge) — CR 509.1b: a restriction on blocking, from a
// resolved spell or ability, for the turn (611.2, 514.2). It changes no characteristic (613), so a group it names is
// not locked in as it begins (611.2c applies to characteristics only): whether a creature is one of "creatures with
// power 1 or less" is judged as blockers are declared, creatures that entered since included (Hero of Oxid Ridge's
// rulings). Objects it names ("target creature", "it") are those objects.
import type { Effect } from '../card-def.js';
import type { Tx } from '../tx.js';
import type { ResolveCtx } from './context.js';
import { addCombatRule } from './combat-rules.js';
import type { EffectWord } from './word.js';
import { alt, map, tpl } from '../grammar.js';
import { one, variantsOf } from '../text.js';

declare module '../card-def.js' {
  interface EffectTypes {
    /** "<object or group> can't block this turn" (CR 509.1b, for the turn) */
    cantBlockThisTurn: { readonly kind: 'cantBlockThisTurn'; readonly what: ObjectRef };
  }
}

export function resolveCantBlockThisTurn(
  tx: Tx,
  e: Extract<Effect, { kind: 'cantBlockThisTurn' }>,
  ctx: ResolveCtx,
): void {
  addCombatRule(
    tx,
    'cantBlock',
    e.what,
    ctx,
    { one: "can't block this turn", group: "can't block this turn" },
    'CR 509.1b',
  );
}

export const cantBlockThisTurnWord: EffectWord<'cantBlockThisTurn'> = {
  kind: 'cantBlockThisTurn',
  rule: 'CR 509.1b',
  scenario: 'effects.json#effect.cantBlockThisTurn',
  polarity: () => 'harm',
  parse: (p) =>
    alt(
      map(tpl`${p.singleSubject} can't block this turn`, ([o]) =>
        one({ kind: 'cantBlockThisTurn', what: o.ref }, o.targets, variantsOf(o)),
      ),
      // "Up to two target creatures can't block this turn" (CR 601.2c: a variable number of targets).
      map(tpl`${p.targetsUpTo} can't block this turn`, ([o]) =>
        one({ kind: 'cantBlockThisTurn', what: o.ref }, o.targets, variantsOf(o)),
      ),
      map(tpl`${p.pluralSubject} can't block this turn`, ([o]) =>
        o.ref.kind === 'each' ? one({ kind: 'cantBlockThisTurn', what: o.ref }, o.targets, variantsOf(o)) : null,
      ),
    ),
  render(e, rc, say) {
    const what = e.what.kind === 'each' ? say.pluralSubject(e.what.filter, rc) : say.ref(e.what, rc);
    return what === null ? null : `${what} can't block this turn`;
  },
  resolve: resolveCantBlockThisTurn,
};
