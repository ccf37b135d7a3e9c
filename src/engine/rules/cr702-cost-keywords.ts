// CR 702.51 (convoke) and 702.66 (delve): static abilities of a spell that function while it is on the stack and
// let part of its total cost be paid other than with mana as the cost is paid (601.2h) — each creature tapped for
// convoke pays for {1} or one mana of that creature's color (702.51a), each card exiled from the graveyard for delve
// pays for {1} (702.66a). Neither is an additional or alternative cost: each applies once the total cost is determined
// (702.51b, 702.66b), so it pays for cost increases too, and a spell's X (107.3) counts as generic mana.
import type { CardDef } from '../card-def.js';
import { costSlots, slotAccepts, slotsText, type ManaCost, type ManaSymbol, type Slot } from '../mana.js';
import type { GameState } from '../state.js';
import { Rewind, type Tx } from '../tx.js';
import type { ManaType, ObjectId, PlayerId } from '../types.js';
import { canPayMana, creatureUnit, type OtherPayers } from './cr118-costs.js';
import { type ManaPurpose } from './cr106-mana-production.js';
import { changeZone } from './cr400-zones.js';
import { tapPermanent } from './cr605-mana-abilities.js';
import { characteristics } from './cr613-layers.js';

const has = (d: CardDef, k: 'convoke' | 'delve'): boolean =>
  d.abilities.some((a) => a.kind === 'keyword' && a.keyword === k);

/** The untapped creatures a player controls, each of which may be tapped for convoke (CR 702.51a: not a {T} cost,
 * so a creature that came under the player's control this turn may be tapped too). */
function convokeCreatures(state: GameState, player: PlayerId): ObjectId[] {
  const out: ObjectId[] = [];
  for (const id of state.battlefield) {
    if (state.objects[id]!.tapped) continue;
    const ch = characteristics(state, id);
    if (ch.controller === player && ch.types.includes('Creature')) out.push(id);
  }
  return out;
}

/** The cards in a player's graveyard delve could exile (the spell itself is on the stack as it is paid for; offered
 * from a graveyard, it is left out). */
function delveCards(state: GameState, player: PlayerId, spell: ObjectId): ObjectId[] {
  return (state.players[player]?.graveyard ?? []).filter((id) => id !== spell);
}

/** What may pay part of the total cost of the spell `card` (cast as `def`) besides mana: null when it has neither
 * convoke nor delve. */
export function otherPayers(state: GameState, player: PlayerId, def: CardDef, card: ObjectId): OtherPayers | null {
  const convoke = has(def, 'convoke');
  const delve = has(def, 'delve');
  if (!convoke && !delve) return null;
  return {
    creatures: convoke ? convokeCreatures(state, player) : [],
    generic: delve ? delveCards(state, player, card).length : 0,
  };
}

/** The slots left written as a mana cost again (CR 107.4), to be paid with mana. */
function slotsCost(slots: readonly Slot[]): ManaCost {
  const out: ManaSymbol[] = [];
  let generic = 0;
  for (const sl of slots)
    switch (sl.kind) {
      case 'generic':
        generic++;
        break;
      case 'type':
        out.push(sl.type === 'C' ? { kind: 'colorless' } : { kind: 'color', color: sl.type });
        break;
      case 'either':
        out.push({ kind: 'hybrid', a: sl.a, b: sl.b });
        break;
      case 'twoHybrid':
        out.push({ kind: 'twoHybrid', color: sl.color });
        break;
      case 'phyrexian':
        out.push({ kind: 'phyrexian', color: sl.color });
        break;
    }
  return generic > 0 ? [{ kind: 'generic', n: generic }, ...out] : out;
}

/** The slots a creature tapped for convoke could pay (CR 702.51a): a colored one of its color (a hybrid or
 * Phyrexian symbol of its color is colored mana of it), else generic mana. Colored slots first: they are the ones
 * mana would find harder to pay. Indexes into `slots`. */
function convokeSlots(slots: readonly Slot[], colors: readonly ManaType[]): number[] {
  const colored: number[] = [];
  const generic: number[] = [];
  slots.forEach((sl, i) => {
    if (sl.kind === 'generic') generic.push(i);
    else if (sl.kind === 'twoHybrid') {
      if (colors.includes(sl.color)) colored.push(i);
    } else if (colors.some((c) => c !== 'C' && slotAccepts(sl, c))) colored.push(i);
  });
  return [...colored, ...generic];
}

const without = (slots: readonly Slot[], i: number): Slot[] => slots.filter((_, k) => k !== i);

/**
 * CR 601.2h, 702.51a, 702.66a: the spell `spell` (cast as `def`) has its total cost `cost` (X announced as `x`)
 * paid in part by tapping creatures for convoke, one at a time, and then by exiling cards from its controller's
 * graveyard for delve; returns what is left to pay with mana. Each choice offered leaves the rest payable (with mana,
 * and the other creatures and cards), and the player may stop once mana can pay the rest.
 */
export function payWithOthers(
  tx: Tx,
  player: PlayerId,
  spell: ObjectId,
  def: CardDef,
  cost: ManaCost,
  x: number,
  purpose: ManaPurpose,
): { readonly cost: ManaCost; readonly x: number } {
  const convoke = has(def, 'convoke');
  const delve = has(def, 'delve');
  if (!convoke && !delve) return { cost, x };
  let slots: readonly Slot[] = costSlots(cost, x);
  const graveyard = () => (delve ? delveCards(tx.s, player, spell).length : 0);
  const payable = (rest: readonly Slot[], others: OtherPayers | null, exclude: ObjectId | null = null) =>
    canPayMana(tx.s, player, slotsCost(rest), 0, exclude, purpose, others);
  if (convoke)
    for (;;) {
      if (slots.length === 0) break;
      const creatures = convokeCreatures(tx.s, player);
      // A creature is offered with the slot it would pay when the rest could still be paid.
      const offers = new Map<ObjectId, number>();
      for (const c of creatures) {
        const rest = { creatures: creatures.filter((o) => o !== c), generic: graveyard() };
        const at = convokeSlots(slots, creatureUnit(tx.s, c)).find((i) => payable(without(slots, i), rest, c));
        if (at !== undefined) offers.set(c, at);
      }
      const canStop = payable(slots, { creatures: [], generic: graveyard() });
      if (offers.size === 0) {
        if (canStop) break;
        throw new Rewind();
      }
      const a = tx.choose({
        kind: 'chooseCards',
        player,
        prompt: `Convoke: tap a creature to pay for {1} or one mana of its color (${slotsText(slots)} left${canStop ? '; choose none to stop' : ''})`,
        cards: [...offers.keys()],
        min: canStop ? 0 : 1,
        max: 1,
      });
      const c = a.kind === 'cards' ? a.cards[0] : undefined;
      if (c === undefined) break;
      const at = offers.get(c)!;
      const paid = slotsText([slots[at]!]);
      tapPermanent(tx, c, true);
      slots = without(slots, at);
      tx.emit(
        { kind: 'info' },
        () => `${tx.player(player).name} taps ${characteristics(tx.s, c).name} for convoke, paying ${paid}`,
        'CR 702.51a',
      );
    }
  if (delve) {
    const cards = delveCards(tx.s, player, spell);
    const generic = slots.filter((sl) => sl.kind === 'generic').length;
    const max = Math.min(cards.length, generic);
    // The fewest cards that leave the rest payable with mana.
    let min = 0;
    while (min <= max && !payable(dropGeneric(slots, min), null)) min++;
    if (min > max) throw new Rewind();
    if (max > 0) {
      const a = tx.choose({
        kind: 'chooseCards',
        player,
        prompt: `Delve: exile cards from your graveyard, each paying for {1} (${slotsText(slots)} to pay; ${min === max ? max : `${min} to ${max}`})`,
        cards,
        min,
        max,
      });
      const chosen = a.kind === 'cards' ? a.cards : [];
      for (const card of chosen)
        changeZone(tx, card, 'exile', (name) => `${name} is exiled for delve, paying {1}`, 'CR 702.66a');
      slots = dropGeneric(slots, chosen.length);
    }
  }
  return { cost: slotsCost(slots), x: 0 };
}

/** The slots with `n` generic ones taken away (CR 702.66a: each card exiled pays for {1}). */
function dropGeneric(slots: readonly Slot[], n: number): Slot[] {
  const out = slots.slice();
  for (let k = 0; k < n; k++) {
    const i = out.map((sl) => sl.kind).lastIndexOf('generic');
    if (i < 0) break;
    out.splice(i, 1);
  }
  return out;
}
