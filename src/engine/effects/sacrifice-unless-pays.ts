// "Sacrifice {this} unless you pay {1}" (Rupture Spire; the upkeep costs of older cards): as the ability resolves, its
// controller may pay (CR 118.12a: the payment is optional, made during resolution, CR 608.2d); if they don't or can't,
// they sacrifice the permanent (CR 701.21a). Backing out of the payment (CR 732.1) replays the resolution with them
// declining.
import type { Effect, ObjectRef } from '../card-def.js';
import { manaCostText } from '../mana.js';
import { characteristics } from '../rules/cr613-layers.js';
import { sacrifice } from '../rules/cr701-keyword-actions.js';
import type { Tx } from '../tx.js';
import { offerPayment } from './offer-payment.js';
import { objectsOf, type ResolveCtx } from './context.js';
import type { ManaCost } from '../mana.js';
import type { EffectWord } from './word.js';
import { alt, map, tpl } from '../grammar.js';
import { one, variantsOf } from '../text.js';

declare module '../card-def.js' {
  interface EffectTypes {
    /** "sacrifice {this} unless you pay {1}": its controller may pay as it resolves (CR 118.12a, 608.2d) */
    sacrificeUnlessPays: { readonly kind: 'sacrificeUnlessPays'; readonly what: ObjectRef; readonly cost: ManaCost };
  }
}

export function resolveSacrificeUnlessPays(
  tx: Tx,
  e: Extract<Effect, { kind: 'sacrificeUnlessPays' }>,
  ctx: ResolveCtx,
): void {
  const payer = ctx.controller;
  for (const id of objectsOf(tx, e.what, ctx)) {
    const o = tx.obj(id);
    // Only a permanent its controller controls can be sacrificed (CR 701.21a); then there is nothing to pay for.
    if (o.zone !== 'battlefield' || o.controller !== payer) continue;
    const name = characteristics(tx.s, id).name;
    const cost = manaCostText(e.cost);
    const prompt = `${ctx.sourceName}: pay ${cost}? (If you don't, sacrifice ${name}.)`;
    const paid = () => `${tx.player(payer).name} pays ${cost} and keeps ${name}`;
    if (offerPayment(tx, payer, e.cost, ctx, prompt, paid, 'CR 118.12a') === 'paid') continue;
    sacrifice(tx, id);
  }
}

export const sacrificeUnlessPaysWord: EffectWord<'sacrificeUnlessPays'> = {
  kind: 'sacrificeUnlessPays',
  rule: 'CR 118.12a',
  scenario: 'effects.json#effect.sacrificeUnlessPays',
  polarity: () => 'harm',
  /** "sacrifice {this} unless you pay {1}" (Rupture Spire): paid, or not, as it resolves (CR 118.12a). */
  parse: (p) =>
    map(tpl`sacrifice ${alt(p.selfObj, p.itObj)} unless you pay ${p.cost}`, ([o, c]) =>
      c.kind === 'mana' && !c.cost.some((s) => s.kind === 'x')
        ? one({ kind: 'sacrificeUnlessPays', what: o.ref, cost: c.cost }, o.targets, variantsOf(o))
        : null,
    ),
  render(e, rc, say) {
    const what = say.ref(e.what, rc);
    return what === null ? null : `sacrifice ${what} unless you pay ${say.manaCost(e.cost)}`;
  },
  resolve: resolveSacrificeUnlessPays,
};
