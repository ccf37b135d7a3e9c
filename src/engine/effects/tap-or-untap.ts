// "Tap or untap target permanent" (Pestermite): the controller chooses, as the effect happens, which of the two
// keyword actions it is (CR 608.2d, 701.26a-b).
import type { Effect, ObjectRef } from '../card-def.js';
import { characteristics } from '../rules/cr613-layers.js';
import { tapPermanent } from '../rules/cr605-mana-abilities.js';
import type { Tx } from '../tx.js';
import { objectsOf, type ResolveCtx } from './context.js';
import type { EffectWord } from './word.js';
import { map, tpl } from '../grammar.js';
import { one } from '../text.js';

declare module '../card-def.js' {
  interface EffectTypes {
    /** "tap or untap <permanent>": tapped or untapped as its controller chooses on resolution (CR 608.2d) */
    tapOrUntap: { readonly kind: 'tapOrUntap'; readonly what: ObjectRef };
  }
}

export function resolveTapOrUntap(tx: Tx, e: Extract<Effect, { kind: 'tapOrUntap' }>, ctx: ResolveCtx): void {
  for (const id of objectsOf(tx, e.what, ctx)) {
    const o = tx.obj(id);
    if (o.zone !== 'battlefield') continue;
    const name = characteristics(tx.s, id).name;
    const a = tx.choose({
      kind: 'chooseMode',
      player: ctx.controller,
      prompt: `${ctx.sourceName}: tap or untap ${name}?`,
      modes: [
        { mode: 0, text: `tap ${name}` },
        { mode: 1, text: `untap ${name}` },
      ],
    });
    const untap = a.kind === 'mode' && a.mode === 1;
    // CR 701.26a-b: only an untapped permanent can be tapped, only a tapped one untapped.
    if (!untap && !o.tapped) tapPermanent(tx, id);
    else if (untap && o.tapped) {
      tx.mutStatus(id).tapped = false;
      tx.emit({ kind: 'untap', object: id }, () => `${name} untaps`);
    }
  }
}

export const tapOrUntapWord: EffectWord<'tapOrUntap'> = {
  kind: 'tapOrUntap',
  rule: 'CR 701.26',
  scenario: 'effects.json#effect.tapOrUntap',
  polarity: () => 'neutral',
  parse: (p) =>
    map(tpl`tap or untap ${p.permanentTarget}`, ([o]) => one({ kind: 'tapOrUntap', what: o.ref }, o.targets)),
  render(e, rc, say) {
    const what = say.ref(e.what, rc);
    return what === null ? null : `tap or untap ${what}`;
  },
  resolve: resolveTapOrUntap,
};
