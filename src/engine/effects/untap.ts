// "Untap <permanents>" (CR 701.26b): only tapped permanents can be untapped.
import type { Effect, ObjectRef, TargetSpec } from '../card-def.js';
import { characteristics } from '../rules/cr613-layers.js';
import type { Tx } from '../tx.js';
import { objectsOf, type ResolveCtx } from './context.js';
import type { EffectWord } from './word.js';
import { alt, map, tpl, type P } from '../grammar.js';
import { one, variantsOf, type EffectSayings, type PEffect, type RenderCtx } from '../text.js';

declare module '../card-def.js' {
  interface EffectTypes {
    untap: { readonly kind: 'untap'; readonly what: ObjectRef };
  }
}

export function resolveUntap(tx: Tx, e: Extract<Effect, { kind: 'untap' }>, ctx: ResolveCtx): void {
  for (const id of objectsOf(tx, e.what, ctx)) {
    const o = tx.obj(id);
    if (o.zone !== 'battlefield' || !o.tapped) continue;
    tx.mutStatus(id).tapped = false;
    tx.emit({ kind: 'untap', object: id }, () => `${characteristics(tx.s, id).name} untaps`);
  }
}

/** A phrase's value with the words it read. */
function saidAs<T>(p: P<T>): P<[T, string]> {
  return (s, i) => p(s, i).map(([v, j]): [[T, string], number] => [[v, s.slice(i, j)], j]);
}

/** "untap two target lands": untap effects of consecutive targets of one word "target" (CR 115.3), as parsed. */
function sayUntapTargets(items: readonly PEffect[], rc: RenderCtx, say: EffectSayings): string | null {
  const indexes: number[] = [];
  for (const it of items) {
    if (it.e.kind !== 'untap' || it.e.what.kind !== 'target') return null;
    indexes.push(it.e.what.index);
  }
  const first = rc.targets[indexes[0] ?? -1];
  if (!first || first.what.kind !== 'permanent' || first.optional) return null;
  const same = JSON.stringify(first.what);
  for (const [k, i] of indexes.entries()) {
    const t = rc.targets[i];
    if (i !== indexes[0]! + k || rc.named.has(i) || !t || JSON.stringify(t.what) !== same) return null;
    if ((t.distinct ?? false) !== k > 0 || t.optional || t.anyNumber) return null;
  }
  const np = say.np(first.what.filter, true);
  if (np === null) return null;
  for (const i of indexes) rc.named.add(i);
  return `untap ${say.numberWord(indexes.length)} target ${np}`;
}

export const untapWord: EffectWord<'untap'> = {
  kind: 'untap',
  rule: 'CR 701.26b',
  scenario: 'effects.json#effect.untap',
  polarity: () => 'help',
  parse: (p) =>
    alt(
      map(tpl`untap ${alt(p.permanentTarget, p.allOf, p.selfObj, p.itObj)}`, ([o]) =>
        one({ kind: 'untap', what: o.ref }, o.targets, variantsOf(o)),
      ),
      // "... and you untap all lands you control" (Sword of Feast and Famine): the subject said after another one's.
      map(tpl`you untap ${p.allOf}`, ([o]) => one({ kind: 'untap', what: o.ref }, o.targets, { variants: ['you'] })),
      // "Untap up to four lands" (Rewind), "untap up to three lands you control" (Likeness of the Seeker): not
      // targeted, chosen by the controller as the effect happens (CR 608.2d).
      map(tpl`untap up to ${p.numberWord} ${p.pluralNP}`, ([n, filter]) =>
        n >= 2 ? one({ kind: 'untap', what: { kind: 'chosen', filter, max: n } }) : null,
      ),
      // "Untap two target lands" (Garruk Wildspeaker): that many targets of one word "target", each a different
      // object (CR 115.3, 601.2c), each untapped.
      map(tpl`untap ${saidAs(p.numberWord)} target ${saidAs(p.pluralNP)}`, ([[n, number], [filter, noun]]) => {
        if (n < 2) return null;
        const text = `${number} target ${noun}`;
        const targets: TargetSpec[] = Array.from({ length: n }, (_, i) => ({
          what: { kind: 'permanent', filter },
          text,
          ...(i > 0 ? { distinct: true } : {}),
        }));
        return {
          items: targets.map((_, i) => ({ e: { kind: 'untap', what: { kind: 'target', index: i } } })),
          targets,
          joins: targets.slice(1).map(() => '+'),
        };
      }),
    ),
  render(e, rc, say) {
    // "Untap those creatures." after an effect on each creature of a group (the compiler reads it there).
    if (e.what.kind === 'each' && say.variantIs(rc, 'those')) {
      const np = say.np({ types: e.what.filter.types ?? [] }, true);
      return np === null ? null : `untap those ${np}`;
    }
    if (e.what.kind === 'chosen') {
      const np = say.np(e.what.filter, true);
      return np === null || e.what.min !== undefined || e.what.max < 2
        ? null
        : `untap up to ${say.numberWord(e.what.max)} ${np}`;
    }
    const you = e.what.kind === 'each' && say.variantIs(rc, 'you');
    const what = e.what.kind === 'each' ? say.all(e.what) : say.ref(e.what, rc);
    return what === null ? null : `${you ? 'you ' : ''}untap ${what}`;
  },
  renderGroup: sayUntapTargets,
  resolve: resolveUntap,
};
