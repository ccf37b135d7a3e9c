// "<permanent> doesn't untap during its controller's next untap step" (CR 502.3, 611.2): a continuous effect from a
// resolved spell or ability that the next untap step of the permanent's controller reads and ends (cr500-turn.ts).
import type { Effect, ObjectRef } from '../card-def.js';
import { createContinuousEffect } from '../rules/cr611-continuous-effects.js';
import type { Tx } from '../tx.js';
import { objectsOf, type ResolveCtx } from './context.js';
import type { EffectWord } from './word.js';
import { alt, lit, map, tpl } from '../grammar.js';
import { IT, one, variantsOf, type Obj } from '../text.js';

declare module '../card-def.js' {
  interface EffectTypes {
    /** "<permanent> doesn't untap during its controller's next untap step" (CR 502.3) */
    doesntUntapNext: {
      readonly kind: 'doesntUntapNext';
      readonly what: ObjectRef;
      /** "... doesn't untap during its controller's untap step for as long as you control {this}" (CR 611.2b): every
       * untap step while the duration lasts, not only the next */
      readonly whileYouControlSource?: true;
    };
  }
}

/** What rules text calls the target named before: "that creature", "that land", "that permanent" (or "it"). */
const THAT = ['that creature', 'that land', 'that permanent'] as const;

export function resolveDoesntUntapNext(tx: Tx, e: Extract<Effect, { kind: 'doesntUntapNext' }>, ctx: ResolveCtx): void {
  // One effect a permanent: each ends at its own controller's next untap step (CR 502.3). The effect follows the
  // permanent, not its controller (Ajani Vengeant's ruling): it applies in whichever player's untap step comes first
  // with that player controlling it.
  if (e.whileYouControlSource) {
    resolveWhileYouControl(tx, e, ctx);
    return;
  }
  for (const id of objectsOf(tx, e.what, ctx)) {
    if (tx.obj(id).zone !== 'battlefield') continue;
    createContinuousEffect(
      tx,
      ctx,
      [id],
      { kind: 'doesntUntapNext' },
      'permanent',
      (name) => `${name} doesn't untap during its controller's next untap step`,
    );
  }
}

/** CR 611.2b: "for as long as you control {this}" — a duration that ended before the effect would begin (its source
 * left or changed controller) makes it do nothing (Tidebinder Mage's rulings); otherwise the permanent doesn't untap
 * in any untap step until its controller no longer controls the source. */
function resolveWhileYouControl(tx: Tx, e: Extract<Effect, { kind: 'doesntUntapNext' }>, ctx: ResolveCtx): void {
  const src = tx.obj(ctx.source);
  if (src.left || src.zone !== 'battlefield' || src.controller !== ctx.controller) return;
  const ids = objectsOf(tx, e.what, ctx).filter((id) => tx.obj(id).zone === 'battlefield');
  createContinuousEffect(
    tx,
    ctx,
    ids,
    { kind: 'doesntUntap', player: ctx.controller, whileControls: ctx.source },
    'permanent',
    (name) =>
      `${name} doesn't untap during its controller's untap step for as long as ${tx.player(ctx.controller).name} controls ${ctx.sourceName} (CR 611.2b)`,
  );
}

export const doesntUntapNextWord: EffectWord<'doesntUntapNext'> = {
  kind: 'doesntUntapNext',
  rule: 'CR 502.3',
  scenario: 'effects.json#effect.doesntUntapNext',
  polarity: () => 'harm',
  parse: (p) =>
    map(
      tpl`${alt<Obj>(
        p.permanentTarget,
        p.selfObj,
        p.itObj,
        // "That creature": the target the sentence before named (the assembler makes "it" the latest target; said
        // back only for a target, so a reading that made it the source doesn't render back).
        ...THAT.map((w) => lit<Obj>(w, { ref: IT, targets: [], variants: [w] })),
      )} doesn't untap during its controller's ${alt(
        lit('next untap step', false),
        lit('untap step for as long as you control {this}', true),
      )}`,
      ([o, lasting]) =>
        one(
          { kind: 'doesntUntapNext', what: o.ref, ...(lasting ? { whileYouControlSource: true as const } : {}) },
          o.targets,
          variantsOf(o),
        ),
    ),
  render(e, rc, say) {
    let what: string | null;
    if (e.what.kind === 'target' && rc.named.has(e.what.index)) what = say.variant(rc, ['it', ...THAT]);
    else what = say.ref(e.what, rc);
    const when = e.whileYouControlSource ? 'untap step for as long as you control {this}' : 'next untap step';
    return what === null ? null : `${what} doesn't untap during its controller's ${when}`;
  },
  resolve: resolveDoesntUntapNext,
};
