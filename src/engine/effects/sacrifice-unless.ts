// "Sacrifice {this} unless you sacrifice a <permanent>", "sacrifice it unless you return an artifact you control to its
// owner's hand" (Glint Hawk). The controller chooses on resolution (CR 608.2d, 118.12a: "unless" is the same as "you
// may <do the other thing>; if you don't, ..."), and may choose to sacrifice even with something to return (its
// Gatherer ruling).
import type { Effect, ObjectFilter } from '../card-def.js';
import { matchesFilter } from '../rules/cr613-layers.js';
import { sacrifice } from '../rules/cr701-keyword-actions.js';
import { changeZone } from '../rules/cr400-zones.js';
import type { Tx } from '../tx.js';
import type { ResolveCtx } from './context.js';
import type { EffectWord } from './word.js';
import { alt, lit, map, tpl } from '../grammar.js';
import { one } from '../text.js';

declare module '../card-def.js' {
  interface EffectTypes {
    /** "sacrifice {this} unless you sacrifice a <filter>" */
    sacrificeUnless: {
      readonly kind: 'sacrificeUnless';
      readonly filter: ObjectFilter;
      /** "unless you return a <filter> you control to its owner's hand" (default: "unless you sacrifice a <filter>") */
      readonly unless?: 'return';
    };
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
      prompt: `${ctx.sourceName}: ${e.unless === 'return' ? "return one to its owner's hand" : 'sacrifice one'}, or else sacrifice ${ctx.sourceName}`,
      cards: options,
      min: 0,
      max: 1,
    });
    if (a.kind === 'cards') chosen = a.cards[0];
  }
  if (chosen !== undefined && e.unless === 'return')
    changeZone(tx, chosen, 'hand', (name, owner) => `${name} returns to ${owner}'s hand`);
  else if (chosen !== undefined) sacrifice(tx, chosen);
  else if (!tx.obj(ctx.source).left) sacrifice(tx, ctx.source);
}

export const sacrificeUnlessWord: EffectWord<'sacrificeUnless'> = {
  kind: 'sacrificeUnless',
  rule: 'CR 608.2d',
  scenario: 'effects.json#effect.sacrificeUnless',
  polarity: () => 'harm',
  /** "sacrifice {this} unless you sacrifice a creature": the controller chooses on resolution (CR 608.2d). */
  parse: (p) =>
    alt(
      map(tpl`sacrifice {this} unless you sacrifice ${p.article} ${p.singularNP}`, ([, f]) =>
        f.controller ? null : one({ kind: 'sacrificeUnless', filter: f }, [], { variants: ['{this}'] }),
      ),
      // "When this creature enters, sacrifice it unless you return an artifact you control to its owner's hand."
      map(
        tpl`sacrifice ${alt(lit('{this}'), lit('it'))} unless you return ${p.article} ${p.singularNP} to its owner's hand`,
        ([self, , f]) =>
          f.controller === 'you'
            ? one({ kind: 'sacrificeUnless', filter: f, unless: 'return' }, [], { variants: [self] })
            : null,
      ),
    ),
  render(e, rc, say) {
    const self = say.variantIs(rc, 'it') ? 'it' : say.selfWord(rc);
    const np = say.np(e.filter, false);
    if (np === null) return null;
    const a = /^[aeiou]/i.test(np) ? 'an' : 'a';
    return e.unless === 'return'
      ? `sacrifice ${self} unless you return ${a} ${np} to its owner's hand`
      : `sacrifice ${self} unless you sacrifice ${a} ${np}`;
  },
  resolve: resolveSacrificeUnless,
};
