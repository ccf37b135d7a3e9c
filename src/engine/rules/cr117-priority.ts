// CR 117: timing and priority — what a player with priority may do.
import type { Ability, CardDef, CastWay, TargetSpec } from '../card-def.js';
import type { PriorityAction } from '../choices.js';
import { defInfo, type DefInfo } from '../registry.js';
import type { GameObject, GameState } from '../state.js';
import type { ObjectId, PlayerId } from '../types.js';
import { canChooseTargets, hasLegalTarget, targetsForX } from './cr115-targets.js';
import { canPayMana, maxX } from './cr118-costs.js';
import { castOption, exiledWithPermission } from './cr601-casting.js';
import { availableModes, spellAbility } from './cr601-announcing.js';
import { auraTargetSpec, isAura } from './cr303-auras.js';
import { canPayNonManaCosts, isLoyaltyAbility, manaCostOf } from './cr118-cost-checks.js';
import { characteristics, effectiveInfo, layerMemo } from './cr613-layers.js';
import { playerMemoKeys, store, storeKey } from '../memo.js';
import { conditionHolds, stepReads } from './conditions.js';
import { mayPlayLandsFromTop } from './cr401-library-top.js';
import { landPlaysAllowed } from './cr305-lands.js';
import { judgingSourceAs } from './cr702-protection.js';
import { EngineError, type Tx } from '../tx.js';
import { verifyingKeptValues } from '../verify.js';
import type { KeptOffer } from '../derived.js';
import type { CardType } from '../types.js';
import { withCostChanges } from './cr601-cost-changes.js';
import { castsAsThoughFlash } from './player-rules.js';
import { cantActivateAbilitiesOf, cantCastSpells } from './cr604-cast-activate-restrictions.js';
import { otherPayers } from './cr702-cost-keywords.js';
import { turnFaceUpActions } from './cr702-morph.js';

const isMain = (s: GameState) => s.turn.step === 'precombat_main' || s.turn.step === 'postcombat_main';

/** CR 307.1 / 117.1a: sorcery timing — your main phase, with an empty stack. */
export function sorceryTiming(s: GameState, p: PlayerId): boolean {
  return s.turn.active === p && isMain(s) && s.stack.length === 0;
}

function targetsAvailable(s: GameState, specs: readonly TargetSpec[], p: PlayerId, source: ObjectId | null): boolean {
  return canChooseTargets(s, specs, p, source);
}

/** CR 702.103b: what a spell cast bestowed targets (enchant creature). */
const BESTOW_TARGET: TargetSpec = {
  what: { kind: 'permanent', filter: { types: ['Creature'] } },
  text: 'target creature',
};

/** CR 305.2: one land per turn (more with effects that allow additional lands, 305.2a), during your main phase with
 * an empty stack (305.1). */
export function canPlayLand(s: GameState, p: PlayerId, card: ObjectId, info?: DefInfo, face: 0 | 1 = 0): boolean {
  const o = s.objects[card];
  if (!o || o.left) return false;
  // CR 116.2a: from the hand, or from the top of the library when an effect allows it (Courser of Kruphix), or from
  // another zone an effect lets the player play it from ("You may play that card this turn").
  if (landPermission(s, p, card)) {
    if (face === 1) return false;
  } else if (o.owner !== p) return false;
  else if (o.zone !== 'hand') {
    const lib = s.players[p]!.library;
    if (o.zone !== 'library' || lib[lib.length - 1] !== card || !mayPlayLandsFromTop(s, p)) return false;
  }
  // CR 712.12: a modal double-faced card is played with a face that's a land up.
  const i = info ?? defInfo(o.def);
  if (face === 0 ? !i.land : !i.backLand) return false;
  const pl = s.players[p];
  return sorceryTiming(s, p) && !!pl && pl.landsPlayed < landPlaysAllowed(s, p);
}

/** A permission for this player to play this land card where it is ("You may play that card this turn"). */
export function landPermission(s: GameState, p: PlayerId, card: ObjectId): boolean {
  if (s.permissions.length > 0 && s.permissions.some((q) => q.object === card && q.player === p && q.land)) return true;
  return s.exile.length > 0 && exiledWithPermission(s, p, card) !== undefined;
}

/** CR 601.3: a player can begin to cast a spell only if a rule or effect allows it; offered only when it can be
 * completed (timing, targets, and a way to pay). `via` names another way to cast it than from hand (CR 601.2b);
 * `timing: false` ignores when it may be cast, for a spell cast during a resolution (CR 608.2g). The cheapest tests
 * come first. */
export function canCast(
  s: GameState,
  p: PlayerId,
  card: ObjectId,
  via: CastWay | null = null,
  timing = true,
  known?: DefInfo,
  free = false,
): boolean {
  const o = s.objects[card];
  if (!o || o.left) return false;
  // CR 601.3, 604.1: unless an effect says the player can't cast spells.
  if (cantCastSpells(s, p)) return false;
  if (via === null) {
    // Cast with its own face up (from hand, or with a permission): the definition's facts, computed once, decide
    // the cheap tests before anything else is looked at.
    const info = known ?? defInfo(o.def);
    if (info.land) return false;
    // CR 601.3e: unless a rule lets it be cast as though it had flash.
    if (timing && !info.instantSpeed && !sorceryTiming(s, p) && !castsAsThoughFlash(s, p, info.def.types)) return false;
  }
  const opt = castOption(s, p, card, via, free);
  if (!opt) return false;
  // CR 712.11c: only the face that will be up on the stack is evaluated.
  const d = opt.def;
  if (via !== null) {
    if (d.types.includes('Land')) return false;
    // CR 702.133a: jump-start's additional cost is discarding a card.
    if (via === 'jump-start' && (s.players[p]?.hand.length ?? 0) === 0) return false;
    const instantSpeed =
      d.types.includes('Instant') || d.abilities.some((a) => a.kind === 'keyword' && a.keyword === 'flash');
    if (timing && !instantSpeed && !sorceryTiming(s, p) && !castsAsThoughFlash(s, p, d.types)) return false;
  }
  // CR 106.6: mana restricted to casting certain spells counts only for a spell it may be spent on. The mana is
  // tested before the targets (both must hold): it is the cheaper test when it fails.
  // CR 601.2f: with the cost increases and reductions that apply to it.
  // CR 702.51a, 702.66a: with convoke or delve, creatures to tap and cards to exile pay part of it.
  const cost = withCostChanges(s, p, card, d, opt.cost);
  if (!canPayMana(s, p, cost, 0, null, { kind: 'spell', object: card }, otherPayers(s, p, d, card))) return false;
  // CR 601.2h, 118.3: the costs other than mana (an alternative cost's, additional costs) must be payable too.
  if (opt.otherCosts.length > 0 && !canPayNonManaCosts(s, card, opt.otherCosts, p)) return false;
  // CR 702.16b: what the targets could be protected from is the spell, as it will be on the stack: a card cast
  // bestowed is an Aura, not a creature (702.103b); one cast transformed has its back face's colors and types.
  if (via === 'bestow' || opt.face === 1)
    return judgingSourceAs(
      card,
      {
        colors: d.colors,
        types: via === 'bestow' ? BESTOWED_TYPES : d.types,
        creature: via !== 'bestow' && isCreature(d),
        subtypes: via === 'bestow' ? BESTOWED_SUBTYPES : d.subtypes,
        allCreatureTypes:
          via !== 'bestow' && d.abilities.some((a) => a.kind === 'keyword' && a.keyword === 'changeling'),
      },
      () => targetsAvailableAsCast(s, p, card, d, via, opt.face),
    );
  return targetsAvailableAsCast(s, p, card, d, via, opt.face);
}

const BESTOWED_TYPES: readonly CardType[] = ['Enchantment'];
const BESTOWED_SUBTYPES: readonly string[] = ['Aura'];
const isCreature = (d: CardDef): boolean => d.types.includes('Creature');

/** Whether a card cast as `d` (the face that will be up) `via` a way would have what it needs to target. */
function targetsAvailableAsCast(
  s: GameState,
  p: PlayerId,
  card: ObjectId,
  d: CardDef,
  via: CastWay | null,
  face: 0 | 1,
): boolean {
  const spell = spellAbility(d);
  // The card is what its targets could be protected from (CR 702.16b: the spell will have its characteristics).
  // Overloaded, it has no targets (CR 702.96b).
  if (
    spell?.modes
      ? availableModes(s, spell, p, card).length === 0
      : spell && via !== 'overload' && !targetsAvailable(s, spell.targets, p, card)
  )
    return false;
  // CR 303.4a: an Aura spell needs something to target (CR 702.103b: cast bestowed, a creature to enchant). A card
  // cast transformed is judged by the face it will have (its Aura-ness on the stack is checked as it is cast).
  const aura = via === 'bestow' ? BESTOW_TARGET : face === 0 && isAura(s, card) ? auraTargetSpec(s, card) : null;
  return !aura || hasLegalTarget(s, aura, p, card);
}

function tapsSelf(a: Extract<Ability, { kind: 'activated' | 'mana' }>): boolean {
  return a.costs.some(
    (c) => c.kind === 'tap' || c.kind === 'untap' || c.kind === 'sacrificeSelf' || c.kind === 'discardSelf',
  );
}

/** Whether an object's ability `index` was activated this turn (for "only once each turn", CR 602.5b). */
function activatedThisTurn(o: Readonly<GameObject>, index: number, turn: number): boolean {
  return o.activatedOnce !== null && o.activatedOnce.turn === turn && o.activatedOnce.abilities.includes(index);
}

export function canActivate(s: GameState, p: PlayerId, source: ObjectId, index: number): boolean {
  const o = s.objects[source];
  if (!o || o.left) return false;
  const a = characteristics(s, source).abilities[index];
  if (!a || a.kind !== 'activated') return false;
  if (a.zone === 'battlefield' ? o.zone !== 'battlefield' || o.controller !== p : o.zone !== a.zone || o.owner !== p)
    return false;
  if (a.sorcerySpeed && !sorceryTiming(s, p)) return false;
  // CR 602.5: an effect may say its abilities can't be activated.
  if (cantActivateAbilitiesOf(s, p, source)) return false;
  // CR 606.3: a loyalty ability may be activated only as a sorcery, and only if none of that permanent's loyalty
  // abilities has been activated this turn.
  if (isLoyaltyAbility(a) && (!sorceryTiming(s, p) || o.loyaltyTurn === s.turn.number)) return false;
  // CR 602.5b: "Activate only once each turn."
  if (a.oncePerTurn && activatedThisTurn(o, index, s.turn.number)) return false;
  if (!conditionHolds(s, a.condition, p, source)) return false;
  if (!canPayNonManaCosts(s, source, a.costs, p)) return false;
  const mana = manaCostOf(a.costs);
  if (mana && !canPayMana(s, p, mana.cost, 0, tapsSelf(a) ? source : null, { kind: 'other' })) return false;
  // CR 700.2a: a modal ability can be activated if some mode can be chosen (its targets available).
  if (a.modes) return availableModes(s, a, p, source).length > 0;
  // Targets that depend on X ("with mana value X") are available if some X the player could announce has them.
  const xs = a.targets.some((t) => 'filter' in t.what && t.what.filter.manaValueX) ? possibleX(s, p, source, a) : [0];
  return xs.some((x) => targetsAvailable(s, targetsForX(a.targets, x), p, source));
}

/** The values of X a player could announce for an ability: a −X loyalty cost allows up to the loyalty counters on
 * the source (CR 606.6), an {X} mana cost as much as the mana available. */
function possibleX(s: GameState, p: PlayerId, source: ObjectId, a: Extract<Ability, { kind: 'activated' }>): number[] {
  const loyaltyX = a.costs.some((c) => c.kind === 'loyalty' && c.change === '-X');
  const mana = manaCostOf(a.costs);
  const max = loyaltyX
    ? (s.objects[source]?.counters.loyalty ?? 0)
    : mana && mana.cost.some((c) => c.kind === 'x')
      ? maxX(s, p, mana.cost, tapsSelf(a) ? source : null, { kind: 'other' })
      : 0;
  return Array.from({ length: max + 1 }, (_, i) => i);
}

export function canActivateMana(s: GameState, p: PlayerId, source: ObjectId, index: number): boolean {
  const o = s.objects[source];
  if (!o || o.left || o.zone !== 'battlefield' || o.controller !== p) return false;
  const a = characteristics(s, source).abilities[index];
  if (!a || a.kind !== 'mana') return false;
  // CR 602.5, 605.3a: an effect may say its abilities can't be activated.
  if (cantActivateAbilitiesOf(s, p, source)) return false;
  // CR 602.5b: "Activate only if you control five or more lands."
  if (a.condition && !conditionHolds(s, a.condition, p, source)) return false;
  // CR 602.5b: "Activate only once each turn."
  if (a.oncePerTurn && activatedThisTurn(o, index, s.turn.number)) return false;
  if (!canPayNonManaCosts(s, source, a.costs, p)) return false;
  const mana = manaCostOf(a.costs);
  return !mana || canPayMana(s, p, mana.cost, 0, tapsSelf(a) ? source : null, { kind: 'other' });
}

/** Every action the player with priority may take now. */
export function priorityActions(s: GameState, p: PlayerId): PriorityAction[] {
  const out: PriorityAction[] = [{ kind: 'pass' }];
  collectActions(s, p, out, null);
  return out;
}

/**
 * For a player who passes automatically when passing and mana abilities are all they could do: null when that is so,
 * else every action they may take now (as `priorityActions`). The actions other than mana abilities are found first,
 * noting where each mana ability comes in the list; the mana abilities are looked at only when there is something
 * else to do, and the full list is then put together without looking at anything twice.
 */
export function actionsUnlessOnlyPass(s: GameState, p: PlayerId): PriorityAction[] | null {
  const others: PriorityAction[] = [];
  const manaNoted = store(NOTED).mana;
  manaNoted.count = 0;
  collectActions(s, p, others, manaNoted);
  if (others.length === 0) return null;
  const out: PriorityAction[] = [{ kind: 'pass' }];
  let k = 0;
  // The noted mana abilities: each one's source, index and the number of other actions before it.
  const at = manaNoted.at;
  for (let m = 0; m < manaNoted.count; m += 3) {
    const source = at[m]!;
    const ability = at[m + 1]!;
    while (k < at[m + 2]!) out.push(others[k++]!);
    if (canActivateMana(s, p, source, ability)) out.push({ kind: 'activateMana', source, ability });
  }
  while (k < others.length) out.push(others[k++]!);
  return out;
}

function stillHolds(k: KeptOffer, s: GameState, sorcery: boolean): boolean {
  const t = s.turn;
  return (
    k.battlefield === s.battlefield &&
    k.stack === s.stack &&
    k.exile === s.exile &&
    k.command === s.command &&
    k.effects === s.effects &&
    k.rules === s.rules &&
    k.permissions === s.permissions &&
    k.shields === s.shields &&
    k.dayNight === s.dayNight &&
    k.turnNumber === t.number &&
    k.active === t.active &&
    // Sorcery timing only adds actions (CR 117.1a): nothing found with it means nothing without it.
    (k.sorcery === sorcery || (k.actions === null && !sorcery)) &&
    k.spellsLastTurn === t.spellsLastTurn &&
    (k.step === null || k.step === t.step)
  );
}

/** The offers kept by a transaction that still hold at its last write, for the state it hands out: a transaction that
 * begins from that state finds them there (as of its first version, 0; the offers themselves are shared, never
 * written). */
export function offersAtEnd(tx: Tx): (KeptOffer | undefined)[] | undefined {
  let out: (KeptOffer | undefined)[] | undefined;
  for (let p = 0; p < tx.offers.length; p++) {
    if (tx.offerVersions[p] !== tx.version) continue;
    out ??= [];
    out[p] = tx.offers[p];
  }
  return out;
}

/** `actionsUnlessOnlyPass` for the transaction's working state, kept while it still holds (see KeptOffer). */
export function keptActionsUnlessOnlyPass(tx: Tx, p: PlayerId): PriorityAction[] | null {
  const s = tx.s;
  const sorcery = sorceryTiming(s, p);
  const kept = tx.offers[p];
  if (kept && tx.offerVersions[p] === tx.version && stillHolds(kept, s, sorcery)) {
    if (verifyingKeptValues() && JSON.stringify(kept.actions) !== JSON.stringify(actionsUnlessOnlyPass(s, p)))
      throw new EngineError(`the actions kept for player ${p} differ from a fresh derivation (${s.turn.step})`);
    return kept.actions;
  }
  const looked = stepReads();
  const actions = actionsUnlessOnlyPass(s, p);
  tx.offerVersions[p] = tx.version;
  tx.offers[p] = {
    battlefield: s.battlefield,
    exile: s.exile,
    command: s.command,
    stack: s.stack,
    effects: s.effects,
    rules: s.rules,
    permissions: s.permissions,
    shields: s.shields,
    dayNight: s.dayNight,
    turnNumber: s.turn.number,
    active: s.turn.active,
    sorcery,
    spellsLastTurn: s.turn.spellsLastTurn,
    step: stepReads() !== looked ? s.turn.step : null,
    actions,
  };
  return actions;
}

/** Numbers noted while offering actions: a scratch list, reused — it is filled at every priority, and nothing
 * collectActions calls comes back to it. Only the first `count` entries are this call's (emptying a list by setting
 * its length is a slow call). */
interface Noted {
  readonly at: number[];
  count: number;
}
/** The lists noted while offering actions, scratch the kernel keeps: the mana abilities, three numbers each (see
 * collectActions), and the cards in hand and in the graveyard with abilities that function there, noted while offering
 * the rest. */
const NOTED = storeKey<{ readonly mana: Noted; readonly hand: Noted; readonly graveyard: Noted }>(
  'offerScratch',
  () => ({
    mana: { at: [], count: 0 },
    hand: { at: [], count: 0 },
    graveyard: { at: [], count: 0 },
  }),
);

/** A permanent's activated or mana ability. */
interface ActivatedEntry {
  readonly source: ObjectId;
  readonly index: number;
  readonly mana: boolean;
}

/** The activated and mana abilities of the permanents a player controls, in battlefield order: they depend on the
 * permanents and their characteristics alone, so they are kept with them (looked at at every priority). */
const ACTIVATED = playerMemoKeys<readonly ActivatedEntry[]>('activatedAbilities', (s, p) => {
  const out: ActivatedEntry[] = [];
  for (const id of s.battlefield) {
    if (s.objects[id]!.controller !== p) continue;
    const abilities = characteristics(s, id).abilities;
    for (let i = 0; i < abilities.length; i++) {
      const k = abilities[i]!.kind;
      if (k === 'activated' || k === 'mana') out.push({ source: id, index: i, mana: k === 'mana' });
    }
  }
  return out;
});

function activatedAbilitiesOf(s: GameState, p: PlayerId): readonly ActivatedEntry[] {
  return layerMemo(s, ACTIVATED(p));
}

/** Adds each legal action to `out`. With `manaAt`, mana abilities are not looked at: each one is noted there instead
 * (source, index, and its place in `out`). */
function collectActions(s: GameState, p: PlayerId, out: PriorityAction[], manaAt: Noted | null): void {
  const pl = s.players[p]!;
  const noted = store(NOTED);
  const handNoted = noted.hand;
  const graveyardNoted = noted.graveyard;
  handNoted.count = 0;
  graveyardNoted.count = 0;
  // (A card in a hand or graveyard has its own face up and copies nothing: its effective definition is its card's.)
  for (const id of pl.hand) {
    const info = effectiveInfo(s.objects[id]!);
    if (info.offBattlefieldAbilities) handNoted.at[handNoted.count++] = id;
    if (info.land) {
      if (canPlayLand(s, p, id, info)) out.push({ kind: 'playLand', card: id });
    } else if (canCast(s, p, id, null, true, info)) out.push({ kind: 'cast', card: id });
    // CR 712.12: a modal double-faced card whose back face is a land may be played with that face up.
    if (info.backLand && canPlayLand(s, p, id, info, 1)) out.push({ kind: 'playLand', card: id, face: 1 });
    // Other ways to cast it from hand, each its own action (CR 601.2b): bestow (CR 702.103a).
    for (const via of info.handWays) if (canCast(s, p, id, via)) out.push({ kind: 'cast', card: id, via });
  }
  // CR 116.2a: a land on top of the library, when an effect allows it to be played from there.
  const top = pl.library[pl.library.length - 1];
  if (top !== undefined && mayPlayLandsFromTop(s, p)) {
    const info = effectiveInfo(s.objects[top]!);
    if (info.land && canPlayLand(s, p, top, info)) out.push({ kind: 'playLand', card: top });
    if (info.backLand && canPlayLand(s, p, top, info, 1)) out.push({ kind: 'playLand', card: top, face: 1 });
  }
  // Ways to cast a card from a graveyard (jump-start, flashback, disturb), each its own action (CR 601.2b).
  for (const id of pl.graveyard) {
    const info = effectiveInfo(s.objects[id]!);
    if (info.offBattlefieldAbilities) graveyardNoted.at[graveyardNoted.count++] = id;
    for (const via of info.graveyardWays) if (canCast(s, p, id, via)) out.push({ kind: 'cast', card: id, via });
    // CR 113.6b, 601.3: "You may cast this card from your graveyard" (Gravecrawler).
    if (info.castFromGraveyard && canCast(s, p, id)) out.push({ kind: 'cast', card: id });
  }
  for (const perm of s.permissions) {
    if (perm.player !== p) continue;
    if (perm.via === undefined) {
      if (canCast(s, p, perm.object)) out.push({ kind: 'cast', card: perm.object });
      // "You may play that card": a land card is played (CR 305.1).
      else if (perm.land && canPlayLand(s, p, perm.object)) out.push({ kind: 'playLand', card: perm.object });
      continue;
    }
    // A flashback ability an effect gave a card (CR 702.34a): its own way, unless the card has one printed (offered
    // above).
    const o = s.objects[perm.object];
    if (!o || o.left || effectiveInfo(o).graveyardWays.includes(perm.via)) continue;
    if (canCast(s, p, perm.object, perm.via)) out.push({ kind: 'cast', card: perm.object, via: perm.via });
  }
  // Cards exiled by a permanent of theirs whose ability lets them play them (Nightveil Specter, CR 607.2a).
  for (const id of s.exile) {
    if (s.objects[id]!.exiledWith === null || !exiledWithPermission(s, p, id)) continue;
    // (One an effect gave is offered above.)
    if (s.permissions.some((q) => q.object === id && q.player === p)) continue;
    if (canCast(s, p, id)) out.push({ kind: 'cast', card: id });
    else if (canPlayLand(s, p, id)) out.push({ kind: 'playLand', card: id });
  }
  // CR 903.8: the player's commanders in the command zone.
  if (pl.commanders.length > 0)
    for (const id of s.command) {
      const o = s.objects[id]!;
      if (o.owner === p && pl.commanders.includes(o.card) && canCast(s, p, id)) out.push({ kind: 'cast', card: id });
    }
  for (const a of activatedAbilitiesOf(s, p)) {
    if (!a.mana) {
      if (canActivate(s, p, a.source, a.index)) out.push({ kind: 'activate', source: a.source, ability: a.index });
    } else if (manaAt) {
      const at = manaAt.at;
      at[manaAt.count++] = a.source;
      at[manaAt.count++] = a.index;
      at[manaAt.count++] = out.length;
    } else if (canActivateMana(s, p, a.source, a.index))
      out.push({ kind: 'activateMana', source: a.source, ability: a.index });
  }
  // Abilities that function from a graveyard or a hand (CR 113.6: cycling and the like).
  offBattlefieldActions(s, p, graveyardNoted, 'graveyard', out);
  offBattlefieldActions(s, p, handNoted, 'hand', out);
  // CR 116.2b, 702.37e: face-down permanents the player may turn face up.
  turnFaceUpActions(s, p, out);
}

function offBattlefieldActions(
  s: GameState,
  p: PlayerId,
  noted: Noted,
  zone: 'graveyard' | 'hand',
  out: PriorityAction[],
): void {
  for (let k = 0; k < noted.count; k++) {
    const id = noted.at[k]!;
    const abilities = effectiveInfo(s.objects[id]!).def.abilities;
    for (let i = 0; i < abilities.length; i++) {
      const a = abilities[i]!;
      if (a.kind === 'activated' && a.zone === zone && canActivate(s, p, id, i))
        out.push({ kind: 'activate', source: id, ability: i });
    }
  }
}
