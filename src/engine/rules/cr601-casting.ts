// CR 601: casting spells; CR 602: activating abilities. Both follow 601.2a-i: announce (move to the stack),
// choose targets and X, determine the total cost, activate mana abilities, pay, and then it is cast or activated.
// Cancelling at any point rewinds the game to before the announcement (CR 732.1, handled by the caller).
import { textFor, type Ability, type CardDef, type Cost, type Effect, type TargetSpec } from '../card-def.js';
import type { Polarity } from '../choices.js';
import { targetPolarity } from '../effects/polarity.js';
import { costSlots, matchSlots, payFromPool, poolTotal, type ManaCost, type ManaSymbol, type Slot } from '../mana.js';
import { cardDef } from '../registry.js';
import type { CastPermission, GameState } from '../state.js';
import { Rewind, type Tx } from '../tx.js';
import { type ManaType, type ObjectId, type PlayerId, type Ref } from '../types.js';
import { legalTargets, sameRef } from './cr115-targets.js';
import { auraPolarity, auraTargetSpec, isAura } from './cr303-auras.js';
import { moveObject } from './cr400-zones.js';
import {
  activateManaAbility,
  canPayNonManaCosts,
  manaCostOf,
  manaSources,
  payNonManaCosts,
} from './cr605-mana-abilities.js';
import { abilityLocation, characteristics } from './cr613-layers.js';
import { discard } from './cr701-keyword-actions.js';

/** The units of mana a player could have for a cost: pool mana, then one unit per usable mana ability. */
function manaUnits(state: GameState, player: PlayerId, exclude: ObjectId | null): ManaType[][] {
  const units: ManaType[][] = [];
  const pool = state.players[player]!.pool;
  for (const t of ['W', 'U', 'B', 'R', 'G', 'C'] as const) for (let i = 0; i < pool[t]; i++) units.push([t]);
  for (const s of manaSources(state, player, exclude)) units.push(s.produces.slice());
  return units;
}

/** Whether a mana cost could be paid now with the pool and untapped sources (the source itself excluded when it
 * taps as part of the same cost). Used to offer only actions that can be completed. */
export function canPayMana(
  state: GameState,
  player: PlayerId,
  cost: ManaCost,
  x: number,
  exclude: ObjectId | null,
): boolean {
  const slots = costSlots(cost, x);
  if (slots.length === 0) return true;
  return matchSlots(slots, manaUnits(state, player, exclude), true) !== null;
}

export function maxX(state: GameState, player: PlayerId, cost: ManaCost, exclude: ObjectId | null): number {
  const units = manaUnits(state, player, exclude).length;
  let x = 0;
  while (x < units && canPayMana(state, player, cost, x + 1, exclude)) x++;
  return x;
}

/** CR 601.2g-h: mana abilities are activated and the mana cost is paid. Answers: pay automatically, tap a source,
 * or cancel. */
export function payManaCost(
  tx: Tx,
  player: PlayerId,
  cost: ManaCost,
  x: number,
  exclude: ObjectId | null,
  what: string,
): void {
  let remaining: Slot[] = costSlots(cost, x);
  for (;;) {
    if (poolTotal(tx.player(player).pool) > 0 && remaining.length > 0) {
      remaining = payFromPool(tx.mutPlayer(player).pool, remaining);
    }
    if (remaining.length === 0) return;
    const sources = manaSources(tx.s, player, exclude);
    // CR 119.4: life can be paid only if the player's life total is at least that much.
    const life = tx.player(player).life;
    const phyrexian = remaining.filter((s) => s.kind === 'phyrexian').length;
    const match = matchSlots(
      remaining,
      sources.map((s) => s.produces),
      life >= 2 * phyrexian,
    );
    const a = tx.choose({
      kind: 'payMana',
      player,
      prompt: `Pay for ${what}`,
      remaining: slotsText(remaining),
      canAutoPay: match !== null,
      canPayLife: phyrexian > 0 && life >= 2,
      sources,
    });
    if (a.kind === 'cancel') throw new Rewind();
    if (a.kind === 'payLife') {
      const i = remaining.findIndex((s) => s.kind === 'phyrexian');
      const slot = remaining[i];
      if (slot?.kind === 'phyrexian') payPhyrexianLife(tx, player, slot.color);
      remaining = remaining.filter((_, k) => k !== i);
      continue;
    }
    if (a.kind === 'autoPay' && match) {
      // Tap each matched source for the type its slot needs; Phyrexian slots left unmatched are paid with 2 life.
      for (let si = 0; si < remaining.length; si++) {
        const ui = match[si];
        const slot = remaining[si]!;
        if (ui == null) {
          if (slot.kind === 'phyrexian') payPhyrexianLife(tx, player, slot.color);
          continue;
        }
        const src = sources[ui]!;
        const type = src.produces.find((t) =>
          slot.kind === 'generic'
            ? true
            : slot.kind === 'type'
              ? t === slot.type
              : slot.kind === 'either'
                ? t === slot.a || t === slot.b
                : t === slot.color,
        );
        activateManaAbility(tx, player, src.source, src.ability, type);
      }
      remaining = payFromPool(
        tx.mutPlayer(player).pool,
        remaining.filter((s, i) => !(s.kind === 'phyrexian' && match[i] == null)),
      );
      continue;
    }
    if (a.kind === 'payWith') activateManaAbility(tx, player, a.source, a.ability);
  }
}

/** CR 107.4f: a Phyrexian mana symbol paid with 2 life. */
function payPhyrexianLife(tx: Tx, player: PlayerId, color: string): void {
  tx.mutPlayer(player).life -= 2;
  tx.emit(
    { kind: 'lifeChange', player, amount: -2 },
    () => `${tx.player(player).name} pays 2 life for {${color}/P}`,
    'CR 107.4f',
  );
}

function slotsText(slots: readonly Slot[]): string {
  let generic = 0;
  let out = '';
  for (const s of slots) {
    if (s.kind === 'generic') generic++;
    else if (s.kind === 'type') out += `{${s.type}}`;
    else if (s.kind === 'either') out += `{${s.a}/${s.b}}`;
    else out += `{${s.color}/P}`;
  }
  return (generic ? `{${generic}}` : '') + out;
}

/** CR 601.2c: targets are chosen one at a time; an "up to" target may be skipped. For "any number of targets" the
 * player chooses one different target after another and stops by choosing none; `more(n)` says whether an n-th
 * could still be paid for (a cost that grows with the number of targets, 601.2f), so no choice leads to a spell that
 * can't be cast. `polarity` overrides what the effects say (an Aura spell's target). */
export function chooseTargets(
  tx: Tx,
  player: PlayerId,
  specs: readonly TargetSpec[],
  source: ObjectId,
  sourceName: string,
  effects: readonly Effect[],
  opts: { readonly more?: (n: number) => boolean; readonly polarity?: Polarity } = {},
): Ref[] | null {
  const out: Ref[] = [];
  for (let i = 0; i < specs.length; i++) {
    const spec = specs[i]!;
    if (spec.anyNumber) {
      const from = out.length;
      for (;;) {
        if (opts.more && !opts.more(out.length + 1)) break;
        // CR 601.2c: the same object or player can't be chosen twice for one instance of the word "target".
        const legal = legalTargets(tx.s, spec, player, source, out).filter(
          (r) => !out.slice(from).some((c) => sameRef(c, r)),
        );
        if (legal.length === 0) break;
        const a = tx.choose({
          kind: 'target',
          player,
          prompt: `${sourceName}: choose ${spec.text} (${out.length - from} chosen; choose none to stop)`,
          legal,
          optional: true,
          source,
          polarity: opts.polarity ?? targetPolarity(effects, i),
        });
        if (a.kind === 'target' && a.target) out.push(a.target);
        else break;
      }
      continue;
    }
    const legal = legalTargets(tx.s, spec, player, source, out);
    if (legal.length === 0) {
      if (spec.optional) continue;
      return null;
    }
    const a = tx.choose({
      kind: 'target',
      player,
      prompt: `${sourceName}: choose ${spec.text}`,
      legal,
      optional: spec.optional ?? false,
      source,
      polarity: opts.polarity ?? targetPolarity(effects, i),
    });
    if (a.kind === 'target' && a.target) out.push(a.target);
  }
  return out;
}

function chooseX(tx: Tx, player: PlayerId, cost: ManaCost, exclude: ObjectId | null, name: string): number {
  if (!cost.some((s) => s.kind === 'x')) return 0;
  const a = tx.choose({ kind: 'chooseX', player, prompt: `${name}: choose X`, max: maxX(tx.s, player, cost, exclude) });
  return a.kind === 'x' ? a.value : 0;
}

export function spellAbility(def: { abilities: readonly Ability[] }): Extract<Ability, { kind: 'spell' }> | undefined {
  return def.abilities.find((a): a is Extract<Ability, { kind: 'spell' }> => a.kind === 'spell');
}

/** The targets and effects of a spell in the chosen mode (CR 700.2), or of a spell without modes. */
export function spellPart(
  spell: Extract<Ability, { kind: 'spell' }>,
  mode: number,
): { readonly targets: readonly TargetSpec[]; readonly effects: readonly Effect[] } {
  return spell.modes ? (spell.modes[mode] ?? { targets: [], effects: [] }) : spell;
}

/** Modes that could be chosen now: each mode's required targets must exist (CR 601.2c). */
export function availableModes(
  state: GameState,
  spell: Extract<Ability, { kind: 'spell' }>,
  player: PlayerId,
): number[] {
  const modes = spell.modes ?? [];
  return modes.flatMap((m, i) =>
    m.targets.every((t) => t.optional || legalTargets(state, t, player, null).length > 0) ? [i] : [],
  );
}

/** A permission for this player to cast this card from the zone it's in, with its alternative cost. */
export function castPermission(state: GameState, player: PlayerId, card: ObjectId): CastPermission | undefined {
  const o = state.objects[card];
  if (!o || o.left) return undefined;
  return state.permissions.find((p) => p.object === card && p.player === player);
}

/** CR 702.103a: a card's bestow cost, if it has bestow. */
export function bestowCost(def: { abilities: readonly Ability[] }): ManaCost | null {
  const b = def.abilities.find((a) => a.kind === 'bestow');
  return b?.kind === 'bestow' ? b.cost : null;
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
  mode: number,
): { readonly specs: readonly TargetSpec[]; readonly effects: readonly Effect[]; readonly polarity?: Polarity } {
  const spell = spellAbility(def);
  if (spell) {
    const part = spellPart(spell, mode);
    return { specs: part.targets, effects: part.effects };
  }
  const aura = isAura(state, id) ? auraTargetSpec(state, id) : null;
  return aura ? { specs: [aura], effects: [], polarity: auraPolarity(def.abilities) } : { specs: [], effects: [] };
}

/** CR 601.2: cast a spell from hand (or from exile with a permission such as airbend's); `bestow`: cast bestowed. */
export function castSpell(tx: Tx, player: PlayerId, card: ObjectId, bestow = false): void {
  const def = cardDef(tx.obj(card).def);
  // CR 601.2b, 118.9: an alternative cost ("for {2} rather than its mana cost") replaces the mana cost.
  const permission = castPermission(tx.s, player, card);
  const cost = permission ? permission.cost : bestow ? (bestowCost(def) ?? def.manaCost) : def.manaCost;
  const jumpStart =
    !permission &&
    tx.obj(card).zone === 'graveyard' &&
    def.abilities.some((a) => a.kind === 'keyword' && a.keyword === 'jump-start');
  if (permission) tx.s.permissions = tx.s.permissions.filter((p) => p !== permission);
  // 601.2a: the card moves to the stack and becomes a spell (a new object, 400.7); cast bestowed, it becomes an Aura
  // spell with enchant creature (702.103b).
  const id = moveObject(tx, card, 'stack', { controller: player, ...(bestow ? { bestowed: true } : {}) });
  tx.s.stack.push({ kind: 'spell', id: tx.newId(), object: id });
  const spell = spellAbility(def);
  // 601.2b: the mode of a modal spell.
  let mode = -1;
  if (spell?.modes) {
    const modes = availableModes(tx.s, spell, player);
    if (modes.length === 0) throw new Rewind();
    const a = tx.choose({
      kind: 'chooseMode',
      player,
      prompt: `${def.name}: choose a mode`,
      modes: modes.map((i) => ({ mode: i, text: spell.modes![i]!.text })),
    });
    mode = a.kind === 'mode' ? a.mode : modes[0]!;
  }
  // 601.2c: targets (with a variable number of them, only as many as could still be paid for, 601.2f).
  const part = spellTargetSpecs(tx.s, id, def, mode);
  const totalCost = (n: number): ManaCost => [...cost, ...targetCostIncrease(def, n)];
  const targets = chooseTargets(tx, player, part.specs, id, def.name, part.effects, {
    more: (n) => canPayMana(tx.s, player, totalCost(n), 0, null),
    ...(part.polarity ? { polarity: part.polarity } : {}),
  });
  if (!targets) throw new Rewind();
  // 601.2f: the total cost — the mana cost or alternative cost plus cost increases.
  const total = totalCost(targets.length);
  // 601.2b, 107.1b: the value of X.
  const x = chooseX(tx, player, total, null, def.name);
  const m = tx.mut(id);
  m.targets = targets;
  m.x = x;
  m.mode = mode;
  // 601.2g-h: mana abilities, payment.
  payManaCost(tx, player, total, x, null, def.name);
  if (jumpStart) {
    // CR 702.133a: the additional cost, discarding a card; the spell is exiled whenever it would leave the stack.
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
    tx.mut(id).exileOnLeave = true;
  }
  tx.mutPlayer(player).spellsThisTurn++;
  // 601.2i: the spell becomes cast.
  tx.emit(
    { kind: 'cast', player, object: id, name: def.name },
    () => `${tx.player(player).name} casts ${def.name}${bestow ? ' bestowed' : ''}${describeTargets(tx, targets)}`,
    bestow ? 'CR 702.103a' : undefined,
  );
}

/** CR 602.2: activate an ability of a permanent (or of a card in a graveyard). */
export function activateAbility(tx: Tx, player: PlayerId, source: ObjectId, index: number): void {
  const ch = characteristics(tx.s, source);
  const a = ch.abilities[index];
  if (!a || a.kind !== 'activated') throw new Error(`not an activated ability: ${source}/${index}`);
  // 602.2a: the ability is created on the stack (remembering how often its source had transformed, 701.27f).
  const stackId = tx.newId();
  const sourceTransforms = tx.obj(source).transforms;
  const targets = chooseTargets(tx, player, a.targets, source, ch.name, a.effects);
  if (!targets) throw new Rewind();
  const mana = manaCostOf(a.costs);
  const tapsSelf = a.costs.some((c) => c.kind === 'tap' || c.kind === 'untap' || c.kind === 'sacrificeSelf');
  const x = mana ? chooseX(tx, player, mana.cost, tapsSelf ? source : null, ch.name) : 0;
  // Non-mana costs are paid after mana abilities are activated, so a source that taps as a cost can't also make mana.
  if (mana) payManaCost(tx, player, mana.cost, x, tapsSelf ? source : null, `${ch.name}'s ability`);
  payOtherCosts(tx, player, source, a.costs);
  const at = abilityLocation(ch, index);
  tx.s.stack.push({
    kind: 'ability',
    id: stackId,
    source,
    sourceName: ch.name,
    def: ch.defName,
    abilityIndex: index,
    controller: player,
    targets,
    x,
    triggered: false,
    sourceTransforms,
    ...(at.granted ? { granted: at.granted } : {}),
  });
  tx.emit(
    { kind: 'activate', player, source, text: a.text },
    () =>
      `${tx.player(player).name} activates ${ch.name}: "${textFor(a.text, ch.name)}"${describeTargets(tx, targets)}`,
  );
}

function payOtherCosts(tx: Tx, player: PlayerId, source: ObjectId, costs: readonly Cost[]): void {
  if (!canPayNonManaCosts(tx.s, source, costs, player)) throw new Rewind();
  payNonManaCosts(tx, source, costs, player);
}

export function describeTargets(tx: Tx, targets: readonly Ref[]): string {
  if (targets.length === 0) return '';
  const names = targets.map((t) => ('player' in t ? tx.player(t.player).name : characteristics(tx.s, t.object).name));
  return ` targeting ${names.join(', ')}`;
}
