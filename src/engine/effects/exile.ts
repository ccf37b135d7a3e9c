// "Exile ..." (CR 406)
import type { Effect, ObjectRef } from '../card-def.js';
import { changeZone } from '../rules/cr400-zones.js';
import type { Tx } from '../tx.js';
import { link, objectsOf, type ResolveCtx } from './context.js';
import type { EffectWord } from './word.js';
import { alt, lit, map, opt, tpl } from '../grammar.js';
import { one, variantsOf } from '../text.js';

declare module '../card-def.js' {
  interface EffectTypes {
    exile: {
      readonly kind: 'exile';
      readonly what: ObjectRef;
      /** CR 610.3: "until {this} leaves the battlefield" — it returns when the source does */
      readonly untilSourceLeaves?: true;
    };
  }
}

export function resolveExile(tx: Tx, e: Extract<Effect, { kind: 'exile' }>, ctx: ResolveCtx): void {
  // CR 610.3a-b: exiled until the source leaves the battlefield, and it already has: nothing moves.
  const source = tx.obj(ctx.source);
  if (e.untilSourceLeaves && (source.left || source.zone !== 'battlefield')) return;
  for (const id of objectsOf(tx, e.what, ctx)) {
    const n = changeZone(
      tx,
      id,
      'exile',
      (name) =>
        `${name} is exiled by ${ctx.sourceName}${e.untilSourceLeaves ? ` until ${ctx.sourceName} leaves the battlefield` : ''}`,
      e.untilSourceLeaves ? 'CR 610.3' : undefined,
    );
    if (tx.obj(n).zone === 'exile') {
      const m = tx.mut(n);
      // CR 607.2a: remembered as exiled with the source, for an ability linked to this one ("the exiled card").
      m.exiledWith = ctx.source;
      // CR 610.3: and, exiled "until", returned when the source leaves the battlefield (cr610-until.ts).
      if (e.untilSourceLeaves) m.exiledUntil = ctx.source;
    }
    link(ctx, [n]);
  }
}

export const exileWord: EffectWord<'exile'> = {
  kind: 'exile',
  rule: 'CR 701.13a',
  scenario: 'effects.json#effect.exile',
  polarity: () => 'harm',
  parse: (p) =>
    map(
      tpl`exile ${alt(p.permanentTarget, p.targetsUpTo, p.sameNameTarget, p.graveyardTarget, p.allOf, p.selfObj, p.itObj)}${opt(lit(' until {this} leaves the battlefield'))}`,
      ([o, until]) =>
        one(
          { kind: 'exile', what: o.ref, ...(until ? { untilSourceLeaves: true as const } : {}) },
          o.targets,
          variantsOf(o),
        ),
    ),
  render(e, rc, say) {
    const what = e.what.kind === 'each' ? say.all(e.what) : say.ref(e.what, rc);
    return what === null ? null : `exile ${what}${e.untilSourceLeaves ? ' until {this} leaves the battlefield' : ''}`;
  },
  resolve: resolveExile,
};
