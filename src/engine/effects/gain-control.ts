// "Gain control of <permanent> [until end of turn | for as long as you control {this}]" (CR 611.2, 613.1b): a
// control-changing effect of a resolved spell or ability, applied in layer 2 (rules/cr613-control.ts) from its
// timestamp on. Without a duration it lasts for the game (611.2a); "until end of turn" ends in the cleanup step
// (514.2); "for as long as you control {this}" ends once the effect's controller no longer controls the source, and does
// nothing if that is already so as it would begin (611.2b).
import type { ObjectRef } from '../card-def.js';
import { createContinuousEffect } from '../rules/cr611-continuous-effects.js';
import { applyControl } from '../rules/cr613-control.js';
import type { Tx } from '../tx.js';
import { objectsOf, type ResolveCtx } from './context.js';
import type { EffectOf, EffectWord } from './word.js';
import { alt, lit, map, opt, tpl } from '../grammar.js';
import { one, variantsOf } from '../text.js';

declare module '../card-def.js' {
  interface EffectTypes {
    /** "gain control of target creature until end of turn" (layer 2, CR 613.1b) */
    gainControl: {
      readonly kind: 'gainControl';
      readonly what: ObjectRef;
      /** "until end of turn" (CR 514.2), or "for as long as you control {this}" (611.2b); absent: for the game */
      readonly until?: 'endOfTurn' | 'youControlSource';
    };
  }
}

export function resolveGainControl(tx: Tx, e: EffectOf<'gainControl'>, ctx: ResolveCtx): void {
  const affected = objectsOf(tx, e.what, ctx).filter((id) => tx.obj(id).zone === 'battlefield');
  if (e.until === 'youControlSource') {
    // CR 611.2b: a duration that ended before the effect would begin: the effect does nothing.
    const src = tx.obj(ctx.source);
    if (src.left || src.zone !== 'battlefield' || src.controller !== ctx.controller) return;
  }
  const who = tx.player(ctx.controller).name;
  const until =
    e.until === 'endOfTurn' ? ' until end of turn' : e.until ? ` for as long as they control ${ctx.sourceName}` : '';
  createContinuousEffect(
    tx,
    ctx,
    affected,
    {
      kind: 'control',
      player: ctx.controller,
      ...(e.until === 'youControlSource' ? { whileControls: ctx.source } : {}),
    },
    e.until === 'endOfTurn' ? 'endOfTurn' : 'permanent',
    (name) => `${who} gains control of ${name}${until}`,
  );
  applyControl(tx);
}

export const gainControlWord: EffectWord<'gainControl'> = {
  kind: 'gainControl',
  rule: 'CR 613.1b',
  scenario: 'control.json#effect.gainControl',
  // What it takes is the opponent's.
  polarity: () => 'harm',
  parse: (p) =>
    map(
      tpl`gain control of ${alt(p.permanentTarget, p.itObj)}${opt(
        alt(
          lit(' until end of turn', 'endOfTurn' as const),
          lit(' for as long as you control {this}', 'youControlSource' as const),
        ),
      )}`,
      ([o, until]) => one({ kind: 'gainControl', what: o.ref, ...(until ? { until } : {}) }, o.targets, variantsOf(o)),
    ),
  render(e, rc, say) {
    const what = say.ref(e.what, rc);
    if (what === null) return null;
    const until =
      e.until === 'endOfTurn'
        ? ' until end of turn'
        : e.until === 'youControlSource'
          ? ' for as long as you control {this}'
          : '';
    return `gain control of ${what}${until}`;
  },
  resolve: resolveGainControl,
};
