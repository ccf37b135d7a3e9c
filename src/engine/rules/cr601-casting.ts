// CR 601: casting spells (activating abilities, CR 602, follows the same steps: cr602-activating.ts). 601.2a-i: announce (move to the stack),
// choose targets and X, determine the total cost, activate mana abilities, pay, and then it is cast or activated.
// Cancelling at any point rewinds the game to before the announcement (CR 732.1, handled by the caller).
import type { Ability, CardDef, CastWay, Cost, Effect, TargetSpec } from '../card-def.js';
import type { Polarity } from '../choices.js';
import type { ManaCost, ManaSymbol } from '../mana.js';
import { cardDef, FACE_DOWN_DEF } from '../registry.js';
import type { CastPermission, GameState, RuleEffect } from '../state.js';
import { declineOnRewind, EngineError, Rewind, type Tx } from '../tx.js';
import type { ObjectId, PlayerId, Ref } from '../types.js';
import { auraPolarity, auraTargetSpec, isAura } from './cr303-auras.js';
import { moveObject } from './cr400-zones.js';
import { canPayMana, payManaCost } from './cr118-costs.js';
import { characteristics } from './cr613-layers.js';
import { discard } from './cr701-keyword-actions.js';
import { castKeywordOf } from './cr702-cast-keywords.js';
import { conditionHolds } from './conditions.js';
import { commanderTax, isCommander, noteCommanderCast } from './cr903-commander.js';
import { withCostChanges } from './cr601-cost-changes.js';
import { canPayNonManaCosts } from './cr118-cost-checks.js';
import { payNonManaCosts } from './cr118-non-mana-costs.js';
import { otherPayers, payWithOthers } from './cr702-cost-keywords.js';
import { castHalf, fusedHalves, halfHas } from './cr709-split-cards.js';
import {
  becomeTargets,
  chooseDivision,
  chooseModes,
  chooseTargets,
  announceX,
  chooseX,
  describeTargets,
  spellAbility,
  spellPart,
} from './cr601-announcing.js';

/** A permission for this player to cast this card from the zone it's in, with its alternative cost: one an effect
 * gave, or one a static ability of a permanent they control gives over the cards it exiled (exiledWithPermission). */
export function castPermission(state: GameState, player: PlayerId, card: ObjectId): CastPermission | undefined {
  const o = state.objects[card];
  if (!o || o.left) return undefined;
  return (
    state.permissions.find((p) => p.object === card && p.player === player && p.via === undefined) ??
    exiledWithPermission(state, player, card)
  );
}

/**
 * "You may play lands and cast spells from among cards exiled with {this}" (Nightveil Specter): while the permanent
 * whose ability exiled a card face up (CR 607.2a: that very object, 400.7) is on the battlefield with this ability,
 * its controller may play that card — cast it for its mana cost, or play it as a land (CR 116.2a, 305.1).
 */
export function exiledWithPermission(state: GameState, player: PlayerId, card: ObjectId): CastPermission | undefined {
  const o = state.objects[card];
  if (!o || o.left || o.zone !== 'exile' || o.faceDown || o.exiledWith === null) return undefined;
  const src = state.objects[o.exiledWith];
  if (!src || src.left || src.zone !== 'battlefield' || src.controller !== player) return undefined;
  const ch = characteristics(state, o.exiledWith);
  if (!ch.abilities.some((a) => a.kind === 'static' && a.effect.kind === 'playExiledWith')) return undefined;
  return { object: card, player, cost: cardDef(o.def).manaCost, source: ch.name, land: true };
}

/** CR 113.6b, 601.3: "You may cast this card from your graveyard [as long as <condition>]" — a static ability of the
 * card that functions from its owner's graveyard; the condition is judged for its owner, the card as its source. */
function castFromGraveyard(state: GameState, player: PlayerId, card: ObjectId, d: CardDef): boolean {
  return d.abilities.some(
    (a) =>
      a.kind === 'static' && a.effect.kind === 'castFromGraveyard' && conditionHolds(state, a.condition, player, card),
  );
}

/** A flashback ability an effect gave this card for this player (CR 702.34a), if any. */
export function grantedFlashback(state: GameState, player: PlayerId, card: ObjectId): CastPermission | undefined {
  return state.permissions.find((p) => p.object === card && p.player === player && p.via === 'flashback');
}

/** CR 601.2f: cost increases that depend on the number of targets ("costs {1} more to cast for each target beyond
 * the first"). */
export function targetCostIncrease(def: { abilities: readonly Ability[] }, targets: number): ManaCost {
  const out: ManaSymbol[] = [];
  for (const a of def.abilities)
    if (a.kind === 'static' && a.effect.kind === 'costMorePerExtraTarget')
      for (let i = 1; i < targets; i++) out.push(...a.effect.cost);
  return out;
}

/** The targets a spell requires: its spell ability's (in the chosen mode), or an Aura spell's (CR 303.4a). */
export function spellTargetSpecs(
  state: GameState,
  id: ObjectId,
  def: CardDef,
  modes: readonly number[],
): { readonly specs: readonly TargetSpec[]; readonly effects: readonly Effect[]; readonly polarity?: Polarity } {
  const spell = spellAbility(def);
  if (spell) {
    const part = spellPart(spell, modes, state.objects[id]?.castVia ?? null);
    return { specs: part.targets, effects: part.effects };
  }
  const aura = isAura(state, id) ? auraTargetSpec(state, id) : null;
  return aura ? { specs: [aura], effects: [], polarity: auraPolarity(def.abilities) } : { specs: [], effects: [] };
}

/** How a card would be cast one way: what is paid, and what the spell is (CR 601.2a-b, 118.9, 712.11). */
export interface CastOption {
  /** the mana paid: its mana cost, or an alternative cost paid rather than it (CR 118.9) */
  readonly cost: ManaCost;
  /** 1: cast transformed, the spell has its back face up (CR 712.11a) */
  readonly face: 0 | 1;
  /** the characteristics of the spell it becomes: only that face is evaluated (CR 712.11c) */
  readonly def: CardDef;
  /** the permission it is cast with (airbend's), used up as it is cast */
  readonly permission: CastPermission | null;
  /** the costs other than mana paid as it is cast (CR 601.2h): those of an alternative cost (118.9) and the spell's
   * additional costs ("As an additional cost to cast this spell, sacrifice a land", 118.8) */
  readonly otherCosts: readonly Cost[];
}

const NO_COSTS: readonly Cost[] = [];

/** CR 118.8: the additional costs of the spell a card becomes ("As an additional cost to cast this spell, ..."). */
function additionalCosts(d: CardDef): readonly Cost[] {
  let out: Cost[] | null = null;
  for (const a of d.abilities) if (a.kind === 'additionalCost') (out ??= []).push(...a.costs);
  return out ?? NO_COSTS;
}

const isInstantOrSorcery = (d: CardDef) => d.types.includes('Instant') || d.types.includes('Sorcery');

/**
 * Whether the rules let this player cast this card from where it is now in the way `via` names (CR 601.3), and how;
 * null if they don't. Timing, targets and whether the cost can be paid are judged by the caller.
 * - none: from its owner's hand for its mana cost, or with a permission (airbend: from exile for {2}, CR 701.65a);
 * - jump-start: an instant or sorcery card from its owner's graveyard, discarding a card besides (CR 702.133a);
 * - flashback: an instant or sorcery card from its owner's graveyard for its flashback cost (CR 702.34a);
 * - disturb: a double-faced card from its owner's graveyard, transformed, for its disturb cost (CR 702.146a);
 * - miracle: from its owner's hand for its miracle cost, while its miracle trigger resolves (CR 702.94a);
 * - bestow: from its owner's hand for its bestow cost, as an Aura spell with enchant creature (CR 702.103a-b).
 */
export function castOption(
  state: GameState,
  player: PlayerId,
  card: ObjectId,
  via: CastWay | null,
  free = false,
): CastOption | null {
  const opt = free ? castFree(state, card, via) : castWay(state, player, card, via);
  if (!opt) return null;
  const more = additionalCosts(opt.def);
  if (more.length === 0) return opt;
  return { ...opt, otherCosts: opt.otherCosts.length === 0 ? more : [...opt.otherCosts, ...more] };
}

const NO_MANA: ManaCost = [];

/**
 * CR 118.9, 608.2g: an effect that lets a player cast a card "without paying its mana cost" (cascade, 702.85a; "You may
 * cast those cards without paying their mana costs") lets them cast it from the zone the effect names, paying no mana
 * for it: an alternative cost of nothing, to which cost increases still apply (118.9d). With an {X} in its mana cost,
 * X is 0 (107.3b). Only its own face (a modal double-faced card's front face; not as an Adventure).
 */
function castFree(state: GameState, card: ObjectId, via: CastWay | null): CastOption | null {
  const o = state.objects[card];
  if (!o || o.left || via !== null || o.zone === 'stack' || o.zone === 'battlefield') return null;
  return { cost: NO_MANA, face: 0, def: cardDef(o.def), permission: null, otherCosts: NO_COSTS };
}

/** CR 702.37c: what casting a card face down costs. */
const MORPH_CAST_COST: ManaCost = [{ kind: 'generic', n: 3 }];

/** castOption without the spell's additional costs. */
function castWay(state: GameState, player: PlayerId, card: ObjectId, via: CastWay | null): CastOption | null {
  const o = state.objects[card];
  if (!o || o.left) return null;
  const d = cardDef(o.def);
  const mine = o.owner === player;
  const plain = (cost: ManaCost): CastOption => ({ cost, face: 0, def: d, permission: null, otherCosts: NO_COSTS });
  // CR 709.3: a split card is cast by choosing a half (or both, fused); it is never cast as the whole card.
  if (d.halves && via !== 'left' && via !== 'right' && via !== 'fused' && via !== 'aftermath') return null;
  switch (via) {
    case null: {
      if (o.zone === 'hand' && mine) return plain(d.manaCost);
      if (o.zone === 'graveyard' && mine && castFromGraveyard(state, player, card, d)) return plain(d.manaCost);
      // CR 903.8: a player may cast a commander they own from the command zone, for its mana cost and the tax.
      if (o.zone === 'command' && mine && isCommander(state, o)) {
        const tax = commanderTax(state, o);
        return plain(tax.length === 0 ? d.manaCost : [...d.manaCost, ...tax]);
      }
      const permission = castPermission(state, player, card);
      return permission ? { cost: permission.cost, face: 0, def: d, permission, otherCosts: NO_COSTS } : null;
    }
    case 'jump-start':
      return o.zone === 'graveyard' &&
        mine &&
        isInstantOrSorcery(d) &&
        d.abilities.some((a) => a.kind === 'keyword' && a.keyword === 'jump-start')
        ? plain(d.manaCost)
        : null;
    case 'flashback': {
      if (o.zone !== 'graveyard' || !mine || !isInstantOrSorcery(d)) return null;
      // Its own flashback ability, or one an effect gave it ("gains flashback", CR 702.34a). TODO: with both, the
      // player may use either (Snapcaster Mage's ruling); the printed one is used.
      const k = castKeywordOf(d, 'flashback');
      if (k) return plain(k.cost);
      const granted = grantedFlashback(state, player, card);
      return granted ? plain(granted.cost) : null;
    }
    case 'disturb': {
      const k = castKeywordOf(d, 'disturb');
      return k && d.back && o.zone === 'graveyard' && mine
        ? { cost: k.cost, face: 1, def: d.back, permission: null, otherCosts: NO_COSTS }
        : null;
    }
    case 'miracle': {
      const k = castKeywordOf(d, 'miracle');
      return k && o.zone === 'hand' && mine ? plain(k.cost) : null;
    }
    case 'evoke': {
      // CR 702.74a: from its owner's hand, for its evoke cost rather than its mana cost.
      const k = castKeywordOf(d, 'evoke');
      return k && o.zone === 'hand' && mine ? plain(k.cost) : null;
    }
    case 'bestow': {
      const k = castKeywordOf(d, 'bestow');
      return k && o.zone === 'hand' && mine ? plain(k.cost) : null;
    }
    case 'back':
      // CR 712.11b: a modal double-faced card cast with its back face up, for that face's mana cost; only that face
      // is evaluated (712.11c).
      return d.modal && d.back && o.zone === 'hand' && mine
        ? { cost: d.back.manaCost, face: 1, def: d.back, permission: null, otherCosts: NO_COSTS }
        : null;
    case 'adventure':
      // CR 715.3a-b: an adventurer card cast as an Adventure from its owner's hand: only the Adventure's alternative
      // characteristics are evaluated, and the spell has only them (its mana cost is paid).
      return d.adventure && d.back && o.zone === 'hand' && mine
        ? { cost: d.back.manaCost, face: 1, def: d.back, permission: null, otherCosts: NO_COSTS }
        : null;
    case 'overload': {
      // CR 702.96a: from its owner's hand, for its overload cost rather than its mana cost.
      const k = castKeywordOf(d, 'overload');
      return k && o.zone === 'hand' && mine ? plain(k.cost) : null;
    }
    case 'morph':
    case 'megamorph': {
      // CR 702.37c, 708.4: cast from hand face down, a 2/2 creature spell with no text, name, subtypes or mana cost,
      // for {3} rather than its mana cost (an alternative cost); only those characteristics are evaluated.
      const k = castKeywordOf(d, via);
      return k && o.zone === 'hand' && mine
        ? { cost: MORPH_CAST_COST, face: 0, def: FACE_DOWN_DEF, permission: null, otherCosts: NO_COSTS }
        : null;
    }
    case 'kicker': {
      // CR 702.33a, 601.2f: the kicker cost is paid in addition to the mana cost.
      const k = castKeywordOf(d, 'kicker');
      return k && o.zone === 'hand' && mine ? plain([...d.manaCost, ...k.cost]) : null;
    }
    case 'multikicker': {
      // CR 702.33c-d: cast kicked at least once; how many more times is announced as it is cast (castSpell).
      const k = castKeywordOf(d, 'multikicker');
      return k && o.zone === 'hand' && mine ? plain([...d.manaCost, ...k.cost]) : null;
    }
    case 'left':
    case 'right': {
      // CR 709.3a: a half of a split card from its owner's hand, for that half's mana cost; only that half is
      // evaluated. A half with aftermath is cast only from a graveyard (702.127a).
      const half = castHalf(d, via);
      return half && !halfHas(half, 'aftermath') && o.zone === 'hand' && mine
        ? { cost: half.manaCost, face: 0, def: half, permission: null, otherCosts: NO_COSTS }
        : null;
    }
    case 'aftermath': {
      // CR 702.127a: the right half with aftermath, from its owner's graveyard.
      const half = castHalf(d, via);
      return half && halfHas(half, 'aftermath') && o.zone === 'graveyard' && mine
        ? { cost: half.manaCost, face: 0, def: half, permission: null, otherCosts: NO_COSTS }
        : null;
    }
    case 'fused': {
      // CR 702.102a, 702.102c: a split card with fuse, from its owner's hand, both halves cast for both mana costs;
      // the fused split spell has the halves' combined characteristics (709.4d).
      if (!d.halves || o.zone !== 'hand' || !mine || !fusedHalves(d, via)) return null;
      const [left, right] = d.halves;
      if (!halfHas(left, 'fuse') && !halfHas(right, 'fuse')) return null;
      return plain([...left.manaCost, ...right.manaCost]);
    }
    case 'alternative': {
      // CR 118.9: from its owner's hand, paying the alternative cost its text offers rather than its mana cost (its
      // mana part, if any, is the mana paid).
      const alt = d.abilities.find((a) => a.kind === 'alternativeCost');
      if (alt?.kind !== 'alternativeCost' || o.zone !== 'hand' || !mine) return null;
      const mana = alt.costs.flatMap((c) => (c.kind === 'mana' ? c.cost : []));
      return { cost: mana, face: 0, def: d, permission: null, otherCosts: alt.costs.filter((c) => c.kind !== 'mana') };
    }
  }
}

/** The rule that lets a spell be cast a way, for the log. */
const WAY_RULES: Record<CastWay, string> = {
  'jump-start': 'CR 702.133a',
  flashback: 'CR 702.34a',
  miracle: 'CR 702.94a',
  disturb: 'CR 702.146a',
  bestow: 'CR 702.103a',
  overload: 'CR 702.96a',
  kicker: 'CR 702.33a',
  multikicker: 'CR 702.33c',
  morph: 'CR 702.37c',
  megamorph: 'CR 702.37c', // (told as morph: the card is hidden, 708.5)
  evoke: 'CR 702.74a',
  back: 'CR 712.11b',
  adventure: 'CR 715.3',
  alternative: 'CR 118.9',
  left: 'CR 709.3',
  right: 'CR 709.3',
  fused: 'CR 702.102a',
  aftermath: 'CR 702.127a',
};

/** CR 601.2: cast a spell — from hand, or another way a rule or effect allows (`via`, or a permission). */
export function castSpell(tx: Tx, player: PlayerId, card: ObjectId, via: CastWay | null = null, free = false): void {
  const opt = castOption(tx.s, player, card, via, free);
  if (!opt) throw new EngineError(`${tx.obj(card).def} can't be cast ${via ? `using ${via}` : 'from there'}`);
  const def = opt.def;
  // CR 601.2b, 118.9: an alternative cost ("for {2} rather than its mana cost") replaces the mana cost.
  let cost = opt.cost;
  if (opt.permission)
    tx.setList(
      'permissions',
      tx.s.permissions.filter((p) => p !== opt.permission),
    );
  const from = tx.obj(card).zone;
  const fromCommandZone = from === 'command';
  // CR 903.8: the commander tax paid this time, told in the log.
  const tax = fromCommandZone ? commanderTax(tx.s, tx.obj(card)) : [];
  const fromWhere = !fromCommandZone
    ? ''
    : tax.length === 0
      ? ' from the command zone'
      : ` from the command zone (commander tax ${tax.map((m) => (m.kind === 'generic' ? `{${m.n}}` : '')).join('')})`;
  const physical = tx.obj(card).card;
  // 601.2a: the card moves to the stack and becomes a spell (a new object, 400.7), transformed if cast so (712.11a);
  // cast bestowed, it becomes an Aura spell with enchant creature (702.103b).
  const id = moveObject(tx, card, 'stack', {
    controller: player,
    face: opt.face,
    castVia: via,
    ...(via === 'bestow' ? { bestowed: true } : {}),
    // CR 702.37c, 708.4: turned face down before it is put onto the stack.
    ...(via === 'morph' || via === 'megamorph' ? { faceDown: true } : {}),
  });
  tx.mut(id).castVia = via;
  // CR 702.33c-d, 601.2b: multikicker — the player announces how many times the spell is kicked (at least once, cast
  // this way), each time paying the multikicker cost in addition.
  if (via === 'multikicker') {
    const k = castKeywordOf(def, 'multikicker');
    const times = k ? announceKicks(tx, player, id, def.name, cost, k.cost) : 1;
    for (let i = 1; i < times; i++) cost = [...cost, ...(k?.cost ?? [])];
    tx.mut(id).kicks = times;
  }
  const stackId = tx.newId();
  tx.list('stack').push({ kind: 'spell', id: stackId, object: id });
  const spell = spellAbility(def);
  // 601.2b: the modes of a modal spell.
  let modes: readonly number[] = [];
  if (spell?.modes) {
    modes = chooseModes(tx, player, spell, id, def.name);
    if (modes.length === 0) throw new Rewind();
  }
  // 601.2c: targets (with a variable number of them, only as many as could still be paid for, 601.2f).
  const part = spellTargetSpecs(tx.s, id, def, modes);
  // (The cost itself when nothing is added: what is worked out about a cost is kept by the cost.)
  const totalCost = (n: number): ManaCost => {
    const more = targetCostIncrease(def, n);
    // CR 601.2f: cost increases and reductions of the spell's own abilities and of permanents' (cr601-cost-changes).
    return withCostChanges(tx.s, player, id, def, more.length === 0 ? cost : [...cost, ...more]);
  };
  // 601.2b, 107.1b: the value of X — announced before the targets when X is divided among them (601.2d: each gets
  // at least 1, so X bounds their number); otherwise once the targets fix the total cost (601.2f).
  const xFirst = part.specs.some((t) => t.divide?.kind === 'x');
  // CR 702.51a, 702.66a: creatures to tap for convoke and cards to exile for delve may pay part of the cost.
  const others = otherPayers(tx.s, player, def, id);
  const early = xFirst ? chooseX(tx, player, cost, null, def.name, { kind: 'spell', object: id }, others) : 0;
  const more = (n: number) => canPayMana(tx.s, player, totalCost(n), 0, null, { kind: 'spell', object: id }, others);
  // CR 702.102d, 709.4d: a fused split spell has each half's targets, the left half's chosen first.
  const fused = fusedHalves(def, via);
  const sections = fused ?? [part];
  let targets: Ref[] = [];
  const starts: number[] = [];
  for (const sec of sections) {
    const specs = 'specs' in sec ? sec.specs : sec.targets;
    const from = targets.length;
    const chosen = chooseTargets(tx, player, specs, id, def.name, sec.effects, {
      more: (n) => more(from + n),
      ...('polarity' in sec && sec.polarity ? { polarity: sec.polarity } : {}),
      x: early,
    });
    if (!chosen) throw new Rewind();
    starts.push(from);
    targets = from === 0 ? chosen : [...targets, ...chosen];
  }
  // 601.2f: the total cost — the mana cost or alternative cost plus cost increases.
  const total = totalCost(targets.length);
  const x = xFirst ? early : chooseX(tx, player, total, null, def.name, { kind: 'spell', object: id }, others);
  // 601.2d: the division of damage or counters among the targets (each half of a fused spell its own).
  const division = sections.flatMap((sec, i) => {
    const mine = targets.slice(starts[i], starts[i + 1]);
    const specs = 'specs' in sec ? sec.specs : sec.targets;
    const shares = chooseDivision(tx, player, specs, mine, x, id, def.name, sec.effects);
    return shares.length > 0 ? shares : mine.map(() => 0);
  });
  const m = tx.mut(id);
  m.targets = targets;
  m.division = division.some((n) => n > 0) ? division : [];
  m.x = x;
  m.modes = modes;
  if (fused) m.fusedAt = starts[1] ?? targets.length;
  // 601.2g-h: mana abilities, payment (convoke and delve paying their part first, 702.51a, 702.66a).
  const rest = payWithOthers(tx, player, id, def, total, x, { kind: 'spell', object: id });
  payManaCost(tx, player, rest.cost, rest.x, null, def.name, { kind: 'spell', object: id });
  // 601.2h: the other costs — an alternative cost's and additional costs ("sacrifice a land", 118.8-9).
  if (opt.otherCosts.length > 0) {
    if (!canPayNonManaCosts(tx.s, id, opt.otherCosts, player)) throw new Rewind();
    payNonManaCosts(tx, id, opt.otherCosts, player, false, x);
  }
  if (via === 'jump-start') {
    // CR 702.133a: the additional cost, discarding a card.
    const hand = tx.player(player).hand;
    const a = tx.choose({
      kind: 'chooseCards',
      player,
      prompt: 'Jump-start: discard a card',
      cards: hand.slice(),
      min: 1,
      max: 1,
    });
    if (a.kind === 'cards' && a.cards[0] !== undefined) discard(tx, player, a.cards[0], ' (jump-start)');
  }
  tx.mutPlayer(player).spellsThisTurn++;
  // CR 601.3e: casting a sorcery spell ends its caster's "next sorcery spell ... as though it had flash" rules, however
  // it was cast (Quicken's rulings).
  const used = (r: RuleEffect) => r.kind === 'castAsThoughFlash' && !!r.nextSorcery && r.controller === player;
  if (def.types.includes('Sorcery') && tx.s.rules.some(used))
    tx.setList(
      'rules',
      tx.s.rules.filter((r) => !used(r)),
    );
  // CR 903.8: the tax for the next time goes up.
  if (fromCommandZone) noteCommanderCast(tx, player, physical);
  // 601.2i: the spell becomes cast.
  tx.emit(
    { kind: 'cast', player, object: id, name: def.name, from },
    () =>
      `${tx.player(player).name} casts ${def.name || 'a face-down creature spell'}${castWayText(via)}${free ? ` from ${from === 'hand' ? 'their hand' : from} without paying its mana cost` : ''}${fromWhere}${describeTargets(tx, targets, division)}`,
    via ? WAY_RULES[via] : free ? 'CR 118.9' : fromCommandZone ? 'CR 903.8' : undefined,
  );
  becomeTargets(tx, targets, stackId, player);
}

/** The name of the spell a card becomes when cast that way: its back face's when cast transformed (CR 712.11a); the
 * card's own when cast face down (the caster's name for it). */
export function castName(state: GameState, player: PlayerId, card: ObjectId, via: CastWay | null = null): string {
  // CR 702.37c, 708.5: a face-down spell has no name; its caster knows the card they cast face down.
  if (via === 'morph' || via === 'megamorph') return characteristics(state, card).name;
  return castOption(state, player, card, via)?.def.name ?? characteristics(state, card).name;
}

/** How the log says a spell was cast another way: " as an Adventure", " using Flashback", " fused"; nothing for a
 * face or a half cast for its own mana cost (its name says it, CR 712.11b, 709.3). */
function castWayText(via: CastWay | null): string {
  if (via === null || via === 'back' || via === 'left' || via === 'right') return '';
  if (via === 'adventure') return ' as an Adventure';
  if (via === 'alternative') return ' paying its alternative cost';
  if (via === 'fused') return ' fused (both halves)';
  // CR 702.37c, 708.5: cast face down using a morph ability (megamorph is one, 702.37b: which one is hidden).
  if (via === 'morph' || via === 'megamorph') return ' face down using Morph';
  return ` using ${castWayName(via)}`;
}

/** "Disturb", "Flashback", "Jump-start", "Miracle": a way to cast as players write it ("cast X using Disturb"). */
export function castWayName(via: CastWay): string {
  return via.charAt(0).toUpperCase() + via.slice(1);
}

/**
 * CR 608.2g: a spell cast while a spell or ability resolves follows 601.2a-i; no player receives priority after it's
 * cast, and the resolving object goes on resolving. If the player backs out of casting it (CR 732.1), the operation is
 * replayed with the player declining at the decision (answer number `decision`) that led to casting it.
 */
export function castDuringResolution(
  tx: Tx,
  player: PlayerId,
  card: ObjectId,
  via: CastWay | null,
  decision: number,
  logged: number,
  free = false,
): void {
  declineOnRewind(decision, logged, () => castSpell(tx, player, card, via, free));
}

/** CR 702.33c, 601.2b: how many times a spell cast with its multikicker is kicked — once, and as many more times as the
 * player announces, up to what could be paid for (601.2f). */
function announceKicks(tx: Tx, player: PlayerId, id: ObjectId, name: string, cost: ManaCost, kick: ManaCost): number {
  let max = 0;
  let total = cost;
  for (; max < 20; max++) {
    total = [...total, ...kick];
    if (!canPayMana(tx.s, player, total, 0, null, { kind: 'spell', object: id })) break;
  }
  const more = max === 0 ? 0 : announceX(tx, player, max, `${name}: how many more times to pay its multikicker cost`);
  tx.note(`${name} is kicked ${more + 1} time${more === 0 ? '' : 's'}`, 'CR 702.33c');
  return more + 1;
}
