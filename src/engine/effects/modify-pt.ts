// "... gets +N/+N until end of turn" (CR 611.2, layer 7c per 613.4c)
import type { Effect, Amount, Duration, ObjectFilter, ObjectRef, Keyword } from '../card-def.js';
import { createContinuousEffect } from '../rules/cr611-continuous-effects.js';
import type { Tx } from '../tx.js';
import { amountOf, objectsOf, type ResolveCtx } from './context.js';
import type { EffectWord } from './word.js';
import { alt, lit, map, tpl, type P } from '../grammar.js';
import type { Clause, EffectPhrases, EffectSayings, Obj, PEffect, RenderCtx } from '../text.js';

declare module '../card-def.js' {
  interface EffectTypes {
    modifyPT: {
      readonly kind: 'modifyPT';
      readonly what: ObjectRef;
      readonly power: number;
      readonly toughness: number;
      readonly duration: Duration;
      /** "+N/+N for each <...>" / "+X/+0, where X is <...>": the bonus is multiplied by this amount, counted once as
       * the effect begins (CR 608.2h, 611.2c) */
      readonly forEach?: Amount;
    };
  }
}

const sign = (n: number) => (n >= 0 ? `+${n}` : `${n}`);

export function resolveModifyPT(tx: Tx, e: Extract<Effect, { kind: 'modifyPT' }>, ctx: ResolveCtx): void {
  const affected = objectsOf(tx, e.what, ctx);
  if (affected.length === 0) return;
  // CR 608.2h: "for each ..." / "where X is ..." is counted once, as the effect begins.
  const k = e.forEach ? amountOf(tx, e.forEach, ctx) : 1;
  const power = e.power * k;
  const toughness = e.toughness * k;
  createContinuousEffect(
    tx,
    ctx,
    affected,
    { kind: 'modifyPT', power, toughness },
    e.duration,
    (name) => `${name} gets ${sign(power)}/${sign(toughness)}`,
  );
}

// Power, toughness and keywords until end of turn (CR 611.2, layers 6 and 7): "gets +2/+0", "gains flying", "gets
// +1/+1 and gains trample", said as one phrase — the bonus and each keyword one effect, joined by "+".

/** The effects of "<subject> gets <pt> and gains <keywords> until end of turn". `timesX`: "+X/+0" is X times +1/+0. */
export function pump(
  o: Obj,
  pt: [number, number] | null,
  kws: readonly Keyword[],
  timesX = false,
  duration: PumpDuration = 'endOfTurn',
): Clause {
  const items: PEffect[] = [];
  if (pt)
    items.push({
      e: {
        kind: 'modifyPT',
        what: o.ref,
        power: pt[0],
        toughness: pt[1],
        duration,
        ...(timesX ? { forEach: { kind: 'x' } } : {}),
      },
    });
  for (const k of kws) items.push({ e: { kind: 'grantKeyword', what: o.ref, keyword: k, duration } });
  // The subject is said once for the whole phrase: its wording goes with the first effect.
  if (o.variants && items[0]) items[0] = { ...items[0], variants: o.variants };
  return { items, targets: o.targets, joins: items.slice(1).map(() => '+') };
}

/** How long a pump lasts: until end of turn (CR 514.2), or until its controller's next turn (611.2b). */
export type PumpDuration = Extract<Duration, 'endOfTurn' | 'untilYourNextTurn'>;

/** The duration said after a pump: " until end of turn", " until your next turn". */
const DURATION_AFTER: P<PumpDuration> = alt(
  lit(' until end of turn', 'endOfTurn' as const),
  lit(' until your next turn', 'untilYourNextTurn' as const),
);

/** The pump phrases of a word, each said with its duration after it ("gets +1/+1 until end of turn", "gains haste
 * until your next turn") or before it ("Until your next turn, creatures you control get +1/+0 and gain lifelink":
 * recorded as the wording choice 'untilFirst', said first). */
export function pumpPhrases(phrases: (after: P<PumpDuration>) => P<Clause>): P<Clause> {
  return alt(
    phrases(DURATION_AFTER),
    map(tpl`until your next turn, ${phrases(lit('', 'untilYourNextTurn' as const))}`, ([c]) => {
      const [first, ...rest] = c.items;
      return first
        ? { ...c, items: [{ ...first, variants: ['untilFirst', ...(first.variants ?? [])] }, ...rest] }
        : null;
    }),
  );
}

/** What a pump's "for each" counts: what "for each" counts anywhere, or "other <permanent>" (other than the source). */
function countedForPump(p: EffectPhrases): P<Amount> {
  return alt<Amount>(
    p.each,
    map(tpl`other ${p.singularNP}`, ([f]) => ({ kind: 'count', filter: { ...f, other: true } })),
  );
}

function withForEach(c: Clause, forEach: Amount): Clause {
  return { ...c, items: c.items.map((i) => (i.e.kind === 'modifyPT' ? { ...i, e: { ...i.e, forEach } } : i)) };
}

/** The pump sentences (modifyPT's word reads them, grantKeyword's the ones without a bonus). */
export function pumpSentences(p: EffectPhrases, after: P<PumpDuration>): P<Clause> {
  return alt(
    map(tpl`${p.singleSubject} gets ${p.ptMod}${after}`, ([o, pt, d]) => pump(o, pt, [], false, d)),
    // "it gets +1/+0 until end of turn for each other attacking Goblin" (Goblin Rabblemaster): counted once, as the
    // effect begins (CR 608.2h).
    map(tpl`${p.singleSubject} gets ${p.ptMod}${after} for each ${countedForPump(p)}`, ([o, pt, d, forEach]) =>
      withForEach(pump(o, pt, [], false, d), forEach),
    ),
    map(tpl`${p.singleSubject} gets ${p.ptMod} and gains ${p.keywords}${after}`, ([o, pt, ks, d]) =>
      pump(o, pt, ks, false, d),
    ),
    // Nameless Inversion: "Target creature gets +3/-3 and loses all creature types until end of turn" (layer 4, CR
    // 613.1d, with the pump's 7c).
    map(tpl`${p.singleSubject} gets ${p.ptMod} and loses all creature types${after}`, ([o, pt, d]) => {
      const c = pump(o, pt, [], false, d);
      if (d !== 'endOfTurn') return null;
      return {
        ...c,
        items: [...c.items, { e: { kind: 'loseCreatureTypes', what: o.ref, duration: 'endOfTurn' } }],
        joins: [...c.joins, '+'],
      };
    }),
    // Firedrinker Satyr: "{this} gets +1/+0 until end of turn and deals 1 damage to you" — the source, the damage's
    // source too (CR 120.3), one phrase: the bonus, then the damage.
    map(tpl`${p.singleSubject} gets ${p.ptMod}${after} and deals ${p.digits} damage to you`, ([o, pt, d, n]) => {
      if (o.ref.kind !== 'self') return null;
      const c = pump(o, pt, [], false, d);
      const damage: Effect = {
        kind: 'dealDamage',
        amount: { kind: 'const', n },
        to: { kind: 'player', who: { kind: 'you' } },
      };
      return { ...c, items: [...c.items, { e: damage }], joins: [...c.joins, '+'] };
    }),
    // Kessig Wolf Run: "Target creature gets +X/+0 and gains trample until end of turn."
    map(tpl`${p.singleSubject} gets ${p.ptModX}${after}`, ([o, pt, d]) => pump(o, pt, [], true, d)),
    map(tpl`${p.singleSubject} gets ${p.ptModX} and gains ${p.keywords}${after}`, ([o, pt, ks, d]) =>
      pump(o, pt, ks, true, d),
    ),
    map(tpl`${p.pluralSubject} get ${p.ptMod}${after}`, ([o, pt, d]) => pump(o, pt, [], false, d)),
    // "Up to two target creatures each get +0/+3 until end of turn" (CR 601.2c: a variable number of targets).
    map(tpl`${p.targetsUpTo} each get ${p.ptMod}${after}`, ([o, pt, d]) => pump(o, pt, [], false, d)),
    map(tpl`${p.targetsUpTo} each get ${p.ptMod} and gain ${p.keywords}${after}`, ([o, pt, ks, d]) =>
      pump(o, pt, ks, false, d),
    ),
    // "All creatures get -1/-1 until end of turn for each Swamp you control" (Mutilate): counted once, as the effect
    // begins (CR 608.2h), the same bonus for each of them.
    map(tpl`${p.pluralSubject} get ${p.ptMod}${after} for each ${countedForPump(p)}`, ([o, pt, d, forEach]) =>
      withForEach(pump(o, pt, [], false, d), forEach),
    ),
    // Bile Blight: "Target creature and all other creatures with the same name as that creature get -3/-3 until end
    // of turn" (CR 201.2).
    map(tpl`${p.sameNameTarget} get ${p.ptMod}${after}`, ([o, pt, d]) => pump(o, pt, [], false, d)),
    map(tpl`${p.pluralSubject} get ${p.ptMod} and gain ${p.keywords}${after}`, ([o, pt, ks, d]) =>
      pump(o, pt, ks, false, d),
    ),
    // Craterhoof Behemoth: "creatures you control gain trample and get +X/+X until end of turn" — the keywords said
    // first (the wording choice 'gainFirst').
    map(tpl`${p.pluralSubject} gain ${p.keywords} and get ${ptOrX(p)}${after}`, ([o, ks, [pt, x], d]) =>
      gainFirst(pump(o, pt, ks, x, d)),
    ),
    map(tpl`${p.singleSubject} gains ${p.keywords} and gets ${ptOrX(p)}${after}`, ([o, ks, [pt, x], d]) =>
      gainFirst(pump(o, pt, ks, x, d)),
    ),
  );
}

/** "+2/+2" or "+X/+X" (X times the bonus). */
const ptOrX = (p: EffectPhrases): P<[[number, number], boolean]> =>
  alt<[[number, number], boolean]>(
    map(p.ptMod, (pt) => [pt, false]),
    map(p.ptModX, (pt) => [pt, true]),
  );

/** The wording choice of a pump that says its keywords before its bonus. */
function gainFirst(c: Clause): Clause {
  const [first, ...rest] = c.items;
  return first ? { ...c, items: [{ ...first, variants: ['gainFirst', ...(first.variants ?? [])] }, ...rest] } : c;
}

/** Says a pump phrase: its bonus and its keywords, until end of turn. */
export function sayPump(items: readonly PEffect[], rc: RenderCtx, say: EffectSayings): string | null {
  const all = items.map((i) => i.e);
  // "... until end of turn and deals 1 damage to you" (Firedrinker Satyr): damage from the source to its controller.
  const last = all[all.length - 1];
  const damage =
    last?.kind === 'dealDamage' &&
    last.amount.kind === 'const' &&
    last.to.kind === 'player' &&
    last.to.who.kind === 'you' &&
    !last.alsoTo
      ? ` and deals ${last.amount.n} damage to you`
      : '';
  const es = damage ? all.slice(0, -1) : all;
  const pt = es[0]?.kind === 'modifyPT' ? es[0] : null;
  const kws = es.slice(pt ? 1 : 0);
  const what = es[0] && 'what' in es[0] ? es[0].what : null;
  const duration = es[0] && 'duration' in es[0] ? es[0].duration : null;
  if (!what || (duration !== 'endOfTurn' && duration !== 'untilYourNextTurn')) return null;
  const first = say.variantIs(rc, 'untilFirst');
  if (first && duration !== 'untilYourNextTurn') return null;
  const keywordsFirst = say.variantIs(rc, 'gainFirst');
  const ks: Keyword[] = [];
  // "... and loses all creature types" (layer 4), said last.
  const lastKw = kws[kws.length - 1];
  const lose = lastKw?.kind === 'loseCreatureTypes' ? lastKw : null;
  if (lose && (!pt || kws.length !== 1 || JSON.stringify(lose.what) !== JSON.stringify(pt.what))) return null;
  for (const k of lose ? [] : kws) {
    if (k.kind !== 'grantKeyword' || JSON.stringify(k.what) !== JSON.stringify(what) || k.duration !== duration)
      return null;
    ks.push(k.keyword);
  }
  // "+X/+0" is X times +1/+0; "for each <counted>" is said after the duration.
  const timesX = pt?.forEach?.kind === 'x';
  let forEach = '';
  if (pt?.forEach && !timesX) {
    const f = pt.forEach;
    const counted =
      f.kind === 'count' && f.filter.other
        ? otherNP(f.filter, say)
        : f.kind === 'count'
          ? say.np(f.filter, false)
          : say.each(f);
    if (counted === null || ks.length > 0 || first) return null;
    forEach = ` for each ${counted}`;
  }
  if (timesX && [pt.power, pt.toughness].some((n) => n < -1 || n > 1)) return null;
  // "Up to two target creatures each get +0/+3" (a variable number of targets, each getting it).
  const each = what.kind === 'targetsFrom';
  const plural = what.kind === 'each' || what.kind === 'withSameName' || each;
  const subject = what.kind === 'each' ? say.pluralSubject(what.filter, rc) : say.ref(what, rc);
  if (subject === null) return null;
  const [get, gain] = each ? ['each get', 'gain'] : plural ? ['get', 'gain'] : ['gets', 'gains'];
  const parts: string[] = [];
  if (pt) parts.push(`${get} ${timesX ? say.ptX(pt.power, pt.toughness) : say.pt(pt.power, pt.toughness)}`);
  if (ks.length) parts.push(`${gain} ${say.keywords(ks)}`);
  if (lose) parts.push(`${plural ? 'lose' : 'loses'} all creature types`);
  if (keywordsFirst) {
    if (!pt || !ks.length || forEach) return null;
    parts.reverse();
  }
  const said = `${subject} ${parts.join(' and ')}`;
  if (damage && (first || forEach || ks.length || what.kind !== 'self' || !pt)) return null;
  if (first) return `until your next turn, ${said}`;
  return `${said} ${duration === 'endOfTurn' ? 'until end of turn' : 'until your next turn'}${forEach}${damage}`;
}

function otherNP(f: ObjectFilter, say: EffectSayings): string | null {
  const { other: _, ...rest } = f;
  const np = say.np(rest, false);
  return np === null ? null : `other ${np}`;
}

export const modifyPTWord: EffectWord<'modifyPT'> = {
  kind: 'modifyPT',
  rule: 'CR 611.2',
  scenario: 'effects.json#effect.modifyPT',
  polarity: (e) => (e.power + e.toughness < 0 ? 'harm' : 'help'),
  parse: (p) => pumpPhrases((after) => pumpSentences(p, after)),
  render: (e, rc, say) => sayPump([{ e }], rc, say),
  renderGroup: sayPump,
  resolve: resolveModifyPT,
};
