// "deals N damage to ..." (CR 120)
import type { Effect, Amount, DamageRecipient, ObjectFilter, TargetSpec } from '../card-def.js';
import { dealDamage } from '../rules/cr120-damage.js';
import { characteristics } from '../rules/cr613-layers.js';
import type { Tx } from '../tx.js';
import type { Ref } from '../types.js';
import { amountOf, objectsOf, playersOf, type ResolveCtx } from './context.js';
import type { EffectWord } from './word.js';
import { alt, lit, map, tpl } from '../grammar.js';
import type { P } from '../grammar.js';
import { IT_INDEX, one, T0, type Clause, type EffectPhrases, type EffectSayings, type RenderCtx } from '../text.js';

declare module '../card-def.js' {
  interface EffectTypes {
    dealDamage: {
      readonly kind: 'dealDamage';
      readonly amount: Amount;
      readonly to: DamageRecipient;
      /** "If a creature dealt damage this way would die this turn, exile it instead." (CR 614.1a: Pillar of Flame) */
      readonly exileIfDies?: boolean;
      /** "A creature dealt damage this way can't be regenerated this turn." (CR 701.19c: Incinerate) */
      readonly noRegenerate?: boolean;
      /** "... to target player or planeswalker and each creature that player or that planeswalker's controller
       * controls" (Bonfire of the Damned): more recipients of the same damage, dealt at the same time (CR 120.2) */
      readonly alsoTo?: DamageRecipient;
    };
  }
}

export function resolveDealDamage(tx: Tx, e: Extract<Effect, { kind: 'dealDamage' }>, ctx: ResolveCtx): void {
  const n = amountOf(tx, e.amount, ctx);
  const to: Ref[] = [];
  for (const r of e.alsoTo ? [e.to, e.alsoTo] : [e.to])
    if (r.kind === 'player') for (const p of playersOf(tx, r.who, ctx)) to.push({ player: p });
    // CR 506.3: the player or planeswalker the attacker attacked as the ability triggered (a planeswalker that has
    // left the battlefield since is a new object or none, CR 400.7: it is dealt nothing).
    else if (r.kind === 'attackedByIt') {
      const a = ctx.attacked;
      if (a && ('player' in a || ('object' in a && !tx.obj(a.object).left))) to.push(a);
    } else if (r.kind === 'target') {
      const t = ctx.targets[r.index];
      if (t) to.push(t);
    } else for (const id of objectsOf(tx, r, ctx)) to.push({ object: id });
  // "equal to the number of cards in that player's hand": counted for each player dealt damage, as it resolves.
  const dealt = dealDamage(
    tx,
    to.map((r) => ({
      source: ctx.source,
      to: r,
      amount: e.amount.kind === 'cardsInRecipientHand' && 'player' in r ? amountOf(tx, e.amount, ctx, r.player) : n,
    })),
    false,
  );
  // CR 614.1a: "If a creature dealt damage this way would die this turn, exile it instead" — a replacement effect on
  // each creature dealt damage, until the turn ends (514.2) or it leaves the battlefield (400.7).
  if (e.exileIfDies)
    for (const id of dealt)
      if (!tx.obj(id).left && characteristics(tx.s, id).creature) {
        tx.s.shields = [...tx.s.shields, { id: tx.newId(), kind: 'exileIfDies', object: id, source: ctx.sourceName }];
        tx.touch();
      }
  // CR 701.19c: "A creature dealt damage this way can't be regenerated this turn" — no regeneration shield replaces
  // its destruction until the turn ends (514.2) or it leaves the battlefield (400.7).
  if (e.noRegenerate)
    for (const id of dealt)
      if (!tx.obj(id).left && characteristics(tx.s, id).creature)
        tx.mutStatus(id).cantRegenerateTurn = tx.s.turn.number;
}

interface Recipient {
  readonly to: DamageRecipient;
  readonly targets: readonly TargetSpec[];
  /** how the text said it, when it has two ways ("each creature your opponents control") */
  readonly variants?: readonly string[];
}

/** A filter said with a comparison after its controller ("with power 2 or less"): not said after "each <noun> your
 * opponents control". */
const compares = (f: ObjectFilter) =>
  f.minPower !== undefined ||
  f.maxPower !== undefined ||
  f.minToughness !== undefined ||
  f.maxToughness !== undefined ||
  f.minManaValue !== undefined ||
  f.maxManaValue !== undefined;

/** What is dealt damage: any target but a card, "each <creature>", "each other <creature>", players. */
const recipient = (p: EffectPhrases): P<Recipient> =>
  alt<Recipient>(
    map(p.target, (t) => (t.what.kind === 'card' ? null : { to: T0, targets: [t] })),
    map(tpl`each ${p.singularNP}`, ([f]) => ({ to: { kind: 'each', filter: f }, targets: [] })),
    // "each creature with flying your opponents control" (Thundermaw Hellkite): each one any opponent controls.
    map(tpl`each ${p.singularNP} your opponents control`, ([f]) =>
      f.controller || f.other || compares(f)
        ? null
        : { to: { kind: 'each', filter: { ...f, controller: 'opponent' } }, targets: [], variants: ['yourOpponents'] },
    ),
    map(tpl`each other ${p.singularNP}`, ([f]) => ({
      to: { kind: 'each', filter: { ...f, other: true } },
      targets: [],
    })),
    lit('each opponent', { to: { kind: 'player', who: { kind: 'eachOpponent' } }, targets: [] }),
    lit('each player', { to: { kind: 'player', who: { kind: 'eachPlayer' } }, targets: [] }),
    lit('you', { to: { kind: 'player', who: { kind: 'you' } }, targets: [] }),
    // "that player": the player the triggering event concerned (a Sword's "deals combat damage to a player").
    lit('that player', { to: { kind: 'player', who: { kind: 'thatPlayer' } }, targets: [] }),
    // What the attacker that triggered the ability attacks (CR 506.3): compileCard keeps it to such a trigger.
    lit("the player or planeswalker it's attacking", { to: { kind: 'attackedByIt' }, targets: [] }),
  );

function recipientText(to: DamageRecipient, rc: RenderCtx, say: EffectSayings): string | null {
  if (to.kind === 'player') {
    const w = to.who;
    return w.kind === 'you'
      ? 'you'
      : w.kind === 'eachOpponent'
        ? 'each opponent'
        : w.kind === 'eachPlayer'
          ? 'each player'
          : w.kind === 'thatPlayer'
            ? 'that player'
            : null;
  }
  if (to.kind === 'attackedByIt') return "the player or planeswalker it's attacking";
  if (to.kind === 'each' && to.filter.controller === 'opponent' && say.variantIs(rc, 'yourOpponents')) {
    const { controller: _, ...f } = to.filter;
    const np = say.np(f, false);
    return np === null ? null : `each ${np} your opponents control`;
  }
  if (to.kind === 'each') {
    const { other, ...f } = to.filter;
    const np = say.np(f, false);
    return np === null ? null : `each ${other ? 'other ' : ''}${np}`;
  }
  return say.ref(to, rc);
}

/** The damage's source named as the subject: "{this} deals" or "It deals". */
const damageSubject: P<'this' | 'it'> = alt(lit('{this}', 'this' as const), lit('it', 'it' as const));
const subjectWord = (s: 'this' | 'it') => (s === 'this' ? '{this}' : 'it');

/** "its power" before the recipient, the subject being the source ("it deals damage equal to its power to any
 * target"): the source's power (CR 608.2h: as it last existed). */
const ofSubject = (a: Amount): Amount | null =>
  a.kind === 'targetPower' && a.target.kind === 'target' && a.target.index === IT_INDEX
    ? { kind: 'selfPower' }
    : a.kind === 'cardsInRecipientHand'
      ? null
      : a;

export const dealDamageWord: EffectWord<'dealDamage'> = {
  kind: 'dealDamage',
  rule: 'CR 120.3',
  scenario: 'effects.json#effect.dealDamage',
  polarity: () => 'harm',
  parse: (p) =>
    alt(
      map(tpl`${damageSubject} deals ${p.digitAmount} damage to ${recipient(p)}`, ([subject, amount, r]) =>
        one({ kind: 'dealDamage', amount, to: r.to }, r.targets, {
          subject,
          variants: [subjectWord(subject), ...(r.variants ?? [])],
        }),
      ),
      // "deals 1 damage to each opponent for each ...": counted once, as it resolves (CR 608.2h).
      map(
        tpl`${damageSubject} deals ${p.digits} damage to ${recipient(p)} for each ${p.each}`,
        ([subject, per, r, counted]) =>
          one({ kind: 'dealDamage', amount: { kind: 'forEach', per, counted }, to: r.to }, r.targets, {
            subject,
            variants: [subjectWord(subject)],
          }),
      ),
      // "deals 2 damage to any target and 1 damage to another target" (Arc Trail), "1 damage to target player or
      // planeswalker and 1 damage to target creature that player or that planeswalker's controller controls" (Searing
      // Blaze): two targets, each dealt its own amount, one phrase.
      map(
        tpl`${damageSubject} deals ${p.digitAmount} damage to ${p.target} and ${p.digitAmount} damage to ${p.target}`,
        ([subject, a, t, b, u]): Clause | null =>
          t.what.kind === 'card' || u.what.kind === 'card'
            ? null
            : {
                items: [
                  { e: { kind: 'dealDamage', amount: a, to: T0 }, subject, variants: [subjectWord(subject)] },
                  { e: { kind: 'dealDamage', amount: b, to: { kind: 'target', index: 1 } } },
                ],
                targets: [t, u],
                joins: ['+'],
              },
      ),
      // "deals X damage to target player or planeswalker and each creature that player or that planeswalker's
      // controller controls" (Bonfire of the Damned): one amount, dealt to the target and those creatures at once.
      map(
        tpl`${damageSubject} deals ${p.digitAmount} damage to ${p.target} and each ${p.singularNP} that player or that planeswalker's controller controls`,
        ([subject, amount, t, f]) =>
          t.what.kind !== 'player' || !t.what.orPlaneswalker || f.controller
            ? null
            : one(
                {
                  kind: 'dealDamage',
                  amount,
                  to: T0,
                  alsoTo: { kind: 'each', filter: { ...f, controlledByTarget: 0 } },
                },
                [t],
                { subject, variants: [subjectWord(subject)] },
              ),
      ),
      // "that much": the damage that triggered the ability (Boros Reckoner); compileCard keeps it to such a trigger.
      map(tpl`${damageSubject} deals that much damage to ${recipient(p)}`, ([subject, r]) =>
        one({ kind: 'dealDamage', amount: { kind: 'thatMuch' }, to: r.to }, r.targets, {
          subject,
          variants: [subjectWord(subject)],
        }),
      ),
      // Counted for each player dealt damage (Stormbreath Dragon, Sword of War and Peace): only players are said
      // "that player" or "their".
      map(
        tpl`${damageSubject} deals damage to ${recipient(p)} equal to the number of cards in ${alt(
          lit("that player's"),
          lit('their'),
        )} hand`,
        ([subject, r, whose]) =>
          r.to.kind === 'player' && r.to.who.kind !== 'you'
            ? one({ kind: 'dealDamage', amount: { kind: 'cardsInRecipientHand' }, to: r.to }, r.targets, {
                subject,
                variants: [subjectWord(subject), whose],
              })
            : null,
      ),
      map(tpl`${damageSubject} deals damage to ${recipient(p)} equal to ${p.amount}`, ([subject, r, amount]) =>
        one({ kind: 'dealDamage', amount, to: r.to }, r.targets, { subject, variants: [subjectWord(subject)] }),
      ),
      // "It deals damage equal to its power to any target" (Murderous Redcap): "its" is the subject, the source.
      map(tpl`${damageSubject} deals damage equal to ${p.amount} to ${recipient(p)}`, ([subject, a, r]) => {
        const amount = ofSubject(a);
        return amount
          ? one({ kind: 'dealDamage', amount, to: r.to }, r.targets, {
              subject,
              variants: [subjectWord(subject), 'amountFirst'],
            })
          : null;
      }),
    ),
  render(e, rc, say) {
    const subject = say.selfWord(rc);
    // CR 614.1a (Pillar of Flame): the sentence that follows the damage.
    const exile =
      (e.exileIfDies ? '. If a creature dealt damage this way would die this turn, exile it instead' : '') +
      (e.noRegenerate ? ". A creature dealt damage this way can't be regenerated this turn" : '');
    if (e.amount.kind === 'cardsInRecipientHand') {
      const to = recipientText(e.to, rc, say);
      const whose = say.variant(rc, ["that player's", 'their']);
      return to === null
        ? null
        : `${subject} deals damage to ${to} equal to the number of cards in ${whose} hand${exile}`;
    }
    if (say.variantIs(rc, 'amountFirst')) {
      const a =
        e.amount.kind === 'selfPower'
          ? say.amount({ kind: 'targetPower', target: { kind: 'self' } })
          : say.amount(e.amount);
      const to = recipientText(e.to, rc, say);
      return a === null || to === null ? null : `${subject} deals damage equal to ${a} to ${to}${exile}`;
    }
    const to = recipientText(e.to, rc, say);
    if (to === null) return null;
    if (e.alsoTo) {
      // "and each creature that player or that planeswalker's controller controls", of the target just named.
      const also = e.alsoTo;
      if (also.kind !== 'each' || e.to.kind !== 'target' || also.filter.controlledByTarget !== e.to.index) return null;
      const { controlledByTarget: _, ...f } = also.filter;
      const np = say.np(f, false);
      const n = say.digitAmount(e.amount);
      return np === null || n === null || exile
        ? null
        : `${subject} deals ${n} damage to ${to} and each ${np} that player or that planeswalker's controller controls`;
    }
    if (e.amount.kind === 'thatMuch') return `${subject} deals that much damage to ${to}${exile}`;
    if (e.amount.kind === 'forEach') {
      const each = say.each(e.amount.counted);
      return each === null ? null : `${subject} deals ${e.amount.per} damage to ${to} for each ${each}${exile}`;
    }
    const n = say.digitAmount(e.amount);
    if (n !== null) return `${subject} deals ${n} damage to ${to}${exile}`;
    const a = say.amount(e.amount);
    return a === null ? null : `${subject} deals damage to ${to} equal to ${a}${exile}`;
  },
  // "{this} deals 2 damage to any target and 1 damage to another target": two targets, one phrase.
  renderGroup(items, rc, say) {
    const [a, b, ...more] = items.map((i) => i.e);
    if (a?.kind !== 'dealDamage' || b?.kind !== 'dealDamage' || more.length) return null;
    if (a.to.kind !== 'target' || b.to.kind !== 'target' || a.exileIfDies || b.exileIfDies) return null;
    const subject = say.selfWord(rc);
    const n = say.digitAmount(a.amount);
    const to = say.ref(a.to, rc);
    const m = say.digitAmount(b.amount);
    const other = say.ref(b.to, rc);
    if (n === null || to === null || m === null || other === null) return null;
    return `${subject} deals ${n} damage to ${to} and ${m} damage to ${other}`;
  },
  resolve: resolveDealDamage,
};
