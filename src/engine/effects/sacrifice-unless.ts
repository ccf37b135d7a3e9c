// "Sacrifice {this} unless you sacrifice a <permanent>." The controller chooses on resolution (CR 608.2d, 701.21).
import type { Effect, ObjectFilter } from '../card-def.js';
import { matchesFilter } from '../rules/cr613-layers.js';
import { sacrifice } from '../rules/cr701-keyword-actions.js';
import type { Tx } from '../tx.js';
import type { ResolveCtx } from './context.js';
import type { EffectWord } from './word.js';
import { map, tpl } from '../grammar.js';
import { one } from '../text.js';

declare module '../card-def.js' {
  interface EffectTypes {
    /** "sacrifice {this} unless you sacrifice a <filter>" */
    sacrificeUnless: { readonly kind: 'sacrificeUnless'; readonly filter: ObjectFilter };
  }
}

export function resolveSacrificeUnless(tx: Tx, e: Extract<Effect, { kind: 'sacrificeUnless' }>, ctx: ResolveCtx): void {
  const options = tx.s.battlefield.filter((id) => {
    const o = tx.obj(id);
    return o.controller === ctx.controller && matchesFilter(tx.s, o, e.filter, ctx.controller, ctx.source);
  });
  let chosen: number | undefined;
  if (options.length > 0) {
    const a = tx.choose({
      kind: 'chooseCards',
      player: ctx.controller,
      prompt: `${ctx.sourceName}: sacrifice one, or else sacrifice ${ctx.sourceName}`,
      cards: options,
      min: 0,
      max: 1,
    });
    if (a.kind === 'cards') chosen = a.cards[0];
  }
  if (chosen !== undefined) sacrifice(tx, chosen);
  else if (!tx.obj(ctx.source).left) sacrifice(tx, ctx.source);
}

export const sacrificeUnlessWord: EffectWord<'sacrificeUnless'> = {
  kind: 'sacrificeUnless',
  rule: 'CR 608.2d',
  scenario: 'effects.json#effect.sacrificeUnless',
  polarity: () => 'harm',
  /** "sacrifice {this} unless you sacrifice a creature": the controller chooses on resolution (CR 608.2d). */
  parse: (p) =>
    map(tpl`sacrifice {this} unless you sacrifice ${p.article} ${p.singularNP}`, ([, f]) =>
      f.controller ? null : one({ kind: 'sacrificeUnless', filter: f }, [], { variants: ['{this}'] }),
    ),
  render(e, rc, say) {
    const self = say.selfWord(rc);
    const np = say.np(e.filter, false);
    return np === null ? null : `sacrifice ${self} unless you sacrifice ${/^[aeiou]/i.test(np) ? 'an' : 'a'} ${np}`;
  },
  resolve: resolveSacrificeUnless,
};
