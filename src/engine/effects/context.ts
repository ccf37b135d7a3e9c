// What an effect needs to know while its spell or ability resolves (CR 608.2).
import type { Amount, ObjectFilter, ObjectRef, PlayerRef } from '../card-def.js';
import type { ResolveCtx } from '../hooks.js';
import type { Tx } from '../tx.js';
import { isObjectRef, isPlayerRef, type ObjectId, type PlayerId } from '../types.js';
import { amountValue } from '../rules/amounts.js';
import { characteristics, matchesFilter } from '../rules/cr613-layers.js';
import { withinRange } from '../rules/cr801-range-of-influence.js';

export type { ResolveCtx } from '../hooks.js';

/** Records objects an effect put somewhere, for a later "that card". */
export function link(ctx: ResolveCtx, ids: readonly ObjectId[]): void {
  if (ctx.linked) ctx.linked.push(...ids);
}

/** The number an amount says as the effect happens (rules/amounts.ts); `recipient`: the player the effect deals
 * damage to, for "the number of cards in that player's hand" (0 without one). */
export function amountOf(tx: Tx, a: Amount, ctx: ResolveCtx, recipient?: PlayerId): number {
  return amountValue(tx.s, a, {
    controller: ctx.controller,
    source: ctx.source,
    x: ctx.x,
    targets: ctx.targets,
    ...(ctx.thatAmount !== undefined ? { thatAmount: ctx.thatAmount } : {}),
    ...(recipient !== undefined ? { recipient } : {}),
    ...(ctx.chosenColor !== undefined ? { chosenColor: ctx.chosenColor } : {}),
    ...(ctx.sacrificed ? { sacrificed: ctx.sacrificed } : {}),
    ...(ctx.costSacrificed ? { costSacrificed: ctx.costSacrificed } : {}),
    ...(ctx.linked ? { linked: ctx.linked } : {}),
  });
}

/** A filter with what it counts counted now, as the effect happens (CR 608.2h): "with mana value equal to <amount>"
 * becomes that mana value. */
export function concreteFilter(tx: Tx, f: ObjectFilter, ctx: ResolveCtx): ObjectFilter {
  if (f.manaValueIs === undefined) return f;
  const { manaValueIs, ...rest } = f;
  const n = amountOf(tx, manaValueIs, ctx);
  return { ...rest, minManaValue: n, maxManaValue: n };
}

/** The objects an object reference names now; illegal targets are skipped (CR 608.2b). */
export function objectsOf(tx: Tx, r: ObjectRef, ctx: ResolveCtx): ObjectId[] {
  switch (r.kind) {
    case 'target': {
      const t = ctx.targets[r.index];
      return t && isObjectRef(t) ? [t.object] : [];
    }
    case 'self':
      return tx.obj(ctx.source).left ? [] : [ctx.source];
    case 'linked':
      return (ctx.linked ?? []).filter((id) => !tx.obj(id).left);
    case 'each': {
      // "each creature that player or that planeswalker's controller controls": the player a target names (none if
      // that target is illegal, CR 608.2b).
      const filter = concreteFilter(tx, r.filter, ctx);
      const k = r.filter.controlledByTarget;
      const owner = k === undefined ? undefined : playersOf(tx, { kind: 'targetPlayerOrController', index: k }, ctx);
      if (owner && owner.length === 0) return [];
      return tx.s.battlefield.filter(
        (id) =>
          (!owner || tx.obj(id).controller === owner[0]) &&
          matchesFilter(tx.s, tx.obj(id), filter, ctx.controller, ctx.source),
      );
    }
    case 'withSameName': {
      // CR 201.2: the target and every other permanent with its name (as it last existed, CR 608.2h); none if the
      // target is illegal (608.2b). An object with no name (a face-down one) shares it with nothing (201.2a).
      const t = ctx.targets[r.index];
      if (!t || !isObjectRef(t)) return [];
      const name = characteristics(tx.s, t.object).name;
      const others =
        name === ''
          ? []
          : tx.s.battlefield.filter(
              (id) =>
                id !== t.object &&
                characteristics(tx.s, id).name === name &&
                matchesFilter(tx.s, tx.obj(id), r.filter, ctx.controller, ctx.source),
            );
      return tx.obj(t.object).left ? others : [t.object, ...others];
    }
    case 'sacrificed':
    case 'costSacrificed':
      // CR 400.7: a sacrificed permanent is a new object in the graveyard; nothing finds it as it was.
      return [];
    case 'eachSpell':
      // The spells on the stack now (an ability on the stack is no object, CR 113.7a).
      return tx.s.stack.flatMap((i) =>
        i.kind === 'spell' && matchesFilter(tx.s, tx.obj(i.object), r.filter, ctx.controller, ctx.source)
          ? [i.object]
          : [],
      );
    case 'exiledWithSource':
      return tx.s.exile.filter((id) => tx.obj(id).exiledWith === ctx.source);
    case 'allTargets':
      return ctx.targets.flatMap((t) => (t && isObjectRef(t) ? [t.object] : []));
    case 'targetsFrom':
      // Those still legal as it resolves (CR 608.2b: an illegal target is left out).
      return ctx.targets.slice(r.index).flatMap((t) => (t && isObjectRef(t) ? [t.object] : []));
    case 'thatObject':
      // CR 400.7: if it has moved again since, it is a new object the ability can't find.
      return ctx.thatObject !== undefined && !tx.obj(ctx.thatObject).left ? [ctx.thatObject] : [];
    case 'attached': {
      // CR 301.5a, 303.4m: what the source is attached to now, or was attached to as it last existed on the
      // battlefield (CR 608.2h; Umezawa's Jitte's ruling: the creature most recently equipped).
      const at = tx.obj(ctx.source).attachedTo;
      return at && isObjectRef(at) && !tx.obj(at.object).left ? [at.object] : [];
    }
    case 'thatSpellOrAbility': {
      // A spell still on the stack (an ability is no object: see stackAbilityOf).
      const it = tx.s.stack.find((i) => i.id === ctx.thatStackItem);
      return it?.kind === 'spell' ? [it.object] : [];
    }
    case 'chosen': {
      // Not targeted: the controller chooses as the effect happens (CR 608.2d), up to the number given — or, for "a
      // land you control", exactly as many as they can (it may be the source itself: a bounce land can return itself).
      const cards = tx.s.battlefield.filter((id) =>
        matchesFilter(tx.s, tx.obj(id), r.filter, ctx.controller, ctx.source),
      );
      if (cards.length === 0) return [];
      const max = Math.min(r.max, cards.length);
      const min = Math.min(r.min ?? 0, max);
      const a = tx.choose({
        kind: 'chooseCards',
        player: ctx.controller,
        prompt: min === max ? `${ctx.sourceName}: choose ${max}` : `${ctx.sourceName}: choose up to ${r.max}`,
        cards,
        min,
        max,
      });
      return a.kind === 'cards' ? a.cards.slice() : [];
    }
  }
}

export function playersOf(tx: Tx, r: PlayerRef, ctx: ResolveCtx): PlayerId[] {
  switch (r.kind) {
    case 'you':
      return [ctx.controller];
    case 'target': {
      const t = ctx.targets[r.index];
      return t && isPlayerRef(t) ? [t.player] : [];
    }
    // The players chosen for "any number of target players" (the illegal ones skipped, CR 608.2b).
    case 'targetsFrom':
      return ctx.targets.slice(r.index).flatMap((t) => (t && isPlayerRef(t) ? [t.player] : []));
    // CR 801.10: with limited range of influence, only players within the controller's range.
    case 'eachOpponent':
      return tx.s.players
        .filter((p) => p.id !== ctx.controller && !p.lost && withinRange(tx.s, ctx.controller, p.id))
        .map((p) => p.id);
    case 'eachPlayer':
      return tx.s.players.filter((p) => !p.lost && withinRange(tx.s, ctx.controller, p.id)).map((p) => p.id);
    case 'controllerOfTarget': {
      // The object's record keeps its controller as last known information once it has left (CR 608.2h).
      const t = ctx.targets[r.index];
      return t && isObjectRef(t) ? [tx.obj(t.object).controller] : [];
    }
    case 'targetPlayerOrController': {
      // CR 608.2b: an illegal target gives no player; a planeswalker's record keeps its controller (608.2h).
      const t = ctx.targets[r.index];
      return !t ? [] : isPlayerRef(t) ? [t.player] : isObjectRef(t) ? [tx.obj(t.object).controller] : [];
    }
    case 'thatPlayer':
      return ctx.thatPlayer === undefined ? [] : [ctx.thatPlayer];
    case 'defendingPlayer': {
      // CR 508.5: the player the creature attacked, or the controller of the planeswalker it attacked.
      const a = ctx.attacked;
      return !a ? [] : isPlayerRef(a) ? [a.player] : isObjectRef(a) ? [tx.obj(a.object).controller] : [];
    }
  }
}
