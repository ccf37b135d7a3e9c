// "Counter target spell." / "Counter target activated or triggered ability." (CR 701.6)
import type { Effect, ObjectRef } from '../card-def.js';
import { abilityOnStack, refName } from '../rules/cr115-targets.js';
import { changeZone } from '../rules/cr400-zones.js';
import { characteristics } from '../rules/cr613-layers.js';
import { canBeCountered } from '../rules/cr701-keyword-actions.js';
import { declineOnRewind, type Tx } from '../tx.js';
import { manaCostText } from '../mana.js';
import { canPayMana, payManaCost } from '../rules/cr118-costs.js';
import type { ManaPurpose } from '../rules/cr106-mana-production.js';
import { isAbilityRef, type ObjectId, type PlayerId, type Ref } from '../types.js';
import { objectsOf, type ResolveCtx } from './context.js';
import type { ManaCost } from '../mana.js';
import type { EffectWord } from './word.js';
import { map, tpl, alt } from '../grammar.js';
import { COUNTERED_EXILE, COUNTERED_PUT, one } from '../text.js';

declare module '../card-def.js' {
  interface EffectTypes {
    /** CR 701.6a: "Counter <target spell>" — it leaves the stack for its owner's graveyard without resolving;
     * "Counter <target activated or triggered ability>" (`what` a target of kind 'ability') — it leaves the stack */
    /** `exileInstead`: "If that spell is countered this way, exile it instead of putting it into its owner's
     * graveyard." (Dissipate) */
    /** `putInstead`: "If that spell is countered this way, put it into its owner's hand / on top of / on the bottom of
     * its owner's library instead of into that player's graveyard." (Remand, Memory Lapse) */
    counter: {
      readonly kind: 'counter';
      readonly what: ObjectRef;
      readonly exileInstead?: boolean;
      readonly putInstead?: keyof typeof COUNTERED_PUT;
    };
    /** "Counter target spell unless its controller pays {N}" (CR 701.6a, 118.12a): its controller may pay as it resolves */
    counterUnlessPays: {
      readonly kind: 'counterUnlessPays';
      readonly what: ObjectRef;
      readonly cost: ManaCost;
      readonly exileInstead?: boolean;
    };
  }
}

export function resolveCounter(tx: Tx, e: Extract<Effect, { kind: 'counter' }>, ctx: ResolveCtx): void {
  for (const r of abilityTargets(e.what, ctx)) counterAbility(tx, r.ability, ctx);
  for (const id of objectsOf(tx, e.what, ctx))
    if (tx.obj(id).zone === 'stack') counterSpell(tx, id, ctx, e.exileInstead ?? false, e.putInstead);
}

/** CR 701.6a: a countered ability is removed from the stack; it doesn't resolve and none of its effects occur. It is
 * no object, so it goes to no zone (113.7a); costs paid for it aren't refunded (701.6b). */
function counterAbility(tx: Tx, stackId: number, ctx: ResolveCtx): void {
  const a = abilityOnStack(tx.s, stackId);
  if (!a) return;
  const name = refName(tx.s, { ability: stackId });
  tx.s.stack = tx.s.stack.filter((i) => i.id !== a.id);
  tx.touch();
  tx.emit({ kind: 'info' }, () => `${name} is countered by ${ctx.sourceName}`, 'CR 701.6a');
}

/** CR 701.6a: counters a spell on the stack, unless something says it can't be countered. */
function counterSpell(
  tx: Tx,
  id: ObjectId,
  ctx: ResolveCtx,
  exileInstead: boolean,
  putInstead?: keyof typeof COUNTERED_PUT,
): void {
  const name = characteristics(tx.s, id).name;
  if (tx.obj(id).cantBeCountered || !canBeCountered(tx.s, id)) {
    // CR 101.2: an effect saying the spell can't be countered (mana's rider, 106.6, or the spell's own ability,
    // 113.6g) wins over the instruction to counter it.
    tx.emit({ kind: 'info' }, () => `${name} can't be countered`, 'CR 101.2');
    return;
  }
  // CR 701.6a: a countered spell is removed from the stack and put into its owner's graveyard — or exiled instead
  // if it was cast with jump-start or flashback (702.133a, 702.34a), a replacement effect on the move.
  // "If that spell is countered this way, exile it instead of putting it into its owner's graveyard" (Dissipate).
  if (exileInstead)
    changeZone(tx, id, 'exile', (n) => `${n} is countered by ${ctx.sourceName} and exiled`, 'CR 701.6a');
  // "... put it into its owner's hand / on top of its owner's library instead of into that player's graveyard"
  else if (putInstead === 'hand')
    changeZone(
      tx,
      id,
      'hand',
      (n, o) => `${n} is countered by ${ctx.sourceName} and put into ${o}'s hand`,
      'CR 701.6a',
    );
  else if (putInstead)
    changeZone(
      tx,
      id,
      'library',
      (n, o) => `${n} is countered by ${ctx.sourceName} and put on the ${putInstead} of ${o}'s library`,
      'CR 701.6a',
      putInstead === 'bottom' ? { position: 'bottom' } : {},
    );
  else changeZone(tx, id, 'graveyard', (n) => `${n} is countered by ${ctx.sourceName}`, 'CR 701.6a');
}

/**
 * "Counter target spell unless its controller pays {N}": as this resolves, the spell's controller may pay (CR 118.12a:
 * the payment is optional, asked of the player who would pay); if they don't or can't, the spell is countered. Backing
 * out of the payment (CR 732.1) replays the resolution with them declining.
 */
export function resolveCounterUnlessPays(
  tx: Tx,
  e: Extract<Effect, { kind: 'counterUnlessPays' }>,
  ctx: ResolveCtx,
): void {
  for (const id of objectsOf(tx, e.what, ctx)) {
    const o = tx.obj(id);
    if (o.zone !== 'stack') continue;
    if (!paysInstead(tx, e, ctx, o.controller, characteristics(tx.s, id).name))
      counterSpell(tx, id, ctx, e.exileInstead ?? false);
  }
  // Ward (CR 702.21a) counters "that spell or ability": an ability is no object, so it is found by its stack item.
  const ability =
    e.what.kind === 'thatSpellOrAbility' && ctx.thatStackItem !== undefined
      ? abilityOnStack(tx.s, ctx.thatStackItem)
      : undefined;
  if (ability && !paysInstead(tx, e, ctx, ability.controller, refName(tx.s, { ability: ability.id })))
    counterAbility(tx, ability.id, ctx);
}

/** Whether `payer` pays the cost instead of having `name` countered: asked only when they can pay. */
function paysInstead(
  tx: Tx,
  e: Extract<Effect, { kind: 'counterUnlessPays' }>,
  ctx: ResolveCtx,
  payer: PlayerId,
  name: string,
): boolean {
  // "pays {X}": X is the value announced for the spell or ability doing the countering (CR 107.3a).
  const x = ctx.x;
  const cost = manaCostText(e.cost) + (e.cost.some((s) => s.kind === 'x') ? ` (X is ${x})` : '');
  if (!canPayMana(tx.s, payer, e.cost, x, null, ANY)) return false;
  const decision = tx.answerIndex();
  const logged = tx.log.length;
  const a = tx.choose({
    kind: 'yesNo',
    player: payer,
    prompt: `${ctx.sourceName}: pay ${cost}? (If you don't, ${name} is countered.)`,
  });
  if (a.kind !== 'yes') return false;
  declineOnRewind(decision, logged, () => payManaCost(tx, payer, e.cost, x, null, ctx.sourceName, ANY));
  tx.emit({ kind: 'info' }, () => `${tx.player(payer).name} pays ${cost}: ${name} is not countered`, 'CR 118.12a');
  return true;
}

const ANY: ManaPurpose = { kind: 'other' };

/** The abilities on the stack among the targets `what` names (illegal targets are already null, CR 608.2b). */
function abilityTargets(what: Extract<Effect, { kind: 'counter' }>['what'], ctx: ResolveCtx): { ability: number }[] {
  const refs: (Ref | null | undefined)[] =
    what.kind === 'target' ? [ctx.targets[what.index]] : what.kind === 'allTargets' ? ctx.targets.slice() : [];
  return refs.filter((r): r is { ability: number } => !!r && isAbilityRef(r));
}

export const counterWord: EffectWord<'counter'> = {
  kind: 'counter',
  rule: 'CR 701.6',
  scenario: 'effects.json#effect.counter',
  polarity: () => 'harm',
  parse: (p) => map(tpl`counter ${p.spellOrAbilityTarget}`, ([o]) => one({ kind: 'counter', what: o.ref }, o.targets)),
  render(e, rc, say) {
    const what = say.ref(e.what, rc);
    if (what === null || (e.exileInstead && e.putInstead)) return null;
    return `counter ${what}${e.exileInstead ? `. ${COUNTERED_EXILE}` : ''}${e.putInstead ? `. ${COUNTERED_PUT[e.putInstead]}` : ''}`;
  },
  resolve: resolveCounter,
};

export const counterUnlessPaysWord: EffectWord<'counterUnlessPays'> = {
  kind: 'counterUnlessPays',
  rule: 'CR 118.12',
  scenario: 'effects.json#effect.counterUnlessPays',
  polarity: () => 'harm',
  parse: (p) =>
    alt(
      map(tpl`counter ${p.spellOrAbilityTarget} unless its controller pays ${p.cost}`, ([o, c]) =>
        o.targets[0]?.what.kind === 'spell' && c.kind === 'mana'
          ? one({ kind: 'counterUnlessPays', what: o.ref, cost: c.cost }, o.targets)
          : null,
      ),
      // "counter that spell or ability unless its controller pays {2}" (Frost Titan): the spell or ability whose
      // targeting triggered the ability (CR 603.2; ward's meaning written out, 702.21a).
      map(tpl`counter that spell or ability unless its controller pays ${p.cost}`, ([c]) =>
        c.kind === 'mana'
          ? one({ kind: 'counterUnlessPays', what: { kind: 'thatSpellOrAbility' }, cost: c.cost })
          : null,
      ),
    ),
  render(e, rc, say) {
    const what = e.what.kind === 'thatSpellOrAbility' ? 'that spell or ability' : say.ref(e.what, rc);
    return what === null
      ? null
      : `counter ${what} unless its controller pays ${say.manaCost(e.cost)}${e.exileInstead ? `. ${COUNTERED_EXILE}` : ''}`;
  },
  resolve: resolveCounterUnlessPays,
};
