// CR 506-511: the combat phase — declaring attackers (508) and blockers (509), combat damage (510).
import type { AttackOption, BlockOption, Answer, PendingChoice } from '../choices.js';
import { memoKey } from '../memo.js';
import { NO_NUMBERS } from '../records.js';
import type { GameState } from '../state.js';
import type { Tx } from '../tx.js';
import type { ObjectId, PlayerId, Ref } from '../types.js';
import { isSummoningSick } from './cr302-summoning-sickness.js';
import { withinRange } from './cr801-range-of-influence.js';
import { dealDamage, type DamageAssignment } from './cr120-damage.js';
import { hasDefender, hasVigilance } from './cr702-attacking.js';
import { dealsCombatDamageNow, hasTrample, strikesFirst, trampleForbids } from './cr702-combat-damage.js';
import { hasDeathtouch, lethalDamage } from './cr702-damage-keywords.js';
import { evasionAllowsBlock, hasMenace, menaceForbids } from './cr702-evasion.js';
import { characteristics, layerMemo, matchesFilter } from './cr613-layers.js';
import { conditionHolds } from './conditions.js';
import { payManaCost } from './cr118-costs.js';
import { manaCostText, type ManaCost } from '../mana.js';
import { tapPermanent } from './cr605-mana-abilities.js';
import { sameRef } from './cr115-targets.js';
import { anyProtection, protectionFrom } from './cr702-protection.js';
import { unleashedCantBlock } from './cr702-unleash.js';
import { nextInTurnOrder, opponentsInGame } from './cr800-multiplayer.js';
import { mustAttack, mustAttackWhom } from './cr508-attack-requirements.js';
import { removeFromCombat } from './cr701-keyword-actions.js';

/** The permanents with such an ability as `forbidden` looks for, found once per state. */
const CANT_ATTACK_OR_BLOCK_SOURCES = memoKey<readonly ObjectId[]>('cantAttackOrBlockSources', (state) =>
  state.battlefield.filter((src) =>
    characteristics(state, src).abilities.some((a) => a.kind === 'static' && a.effect.kind === 'cantAttackOrBlock'),
  ),
);

/** CR 508.1c, 509.1b: whether a static ability ("Enchanted creature can't attack or block", "{this} can't block")
 * forbids this creature to attack or to block. */
function forbidden(state: GameState, id: ObjectId, what: 'attack' | 'block'): boolean {
  const sources = layerMemo(state, CANT_ATTACK_OR_BLOCK_SOURCES);
  for (const src of sources) {
    const o = state.objects[src]!;
    for (const a of characteristics(state, src).abilities) {
      if (a.kind !== 'static' || a.effect.kind !== 'cantAttackOrBlock') continue;
      if (!(what === 'attack' ? a.effect.attack : a.effect.block)) continue;
      if (matchesFilter(state, state.objects[id]!, a.effect.affects, o.controller, src)) return true;
    }
  }
  return false;
}

/** CR 509.1b: whether a resolved spell or ability said this creature can't block this turn — named, or one of the
 * creatures it described, as the creature is now (Hero of Oxid Ridge's rulings). */
function cantBlockThisTurn(state: GameState, id: ObjectId): boolean {
  return state.rules.some(
    (r) =>
      r.kind === 'cantBlock' &&
      (r.objects
        ? r.objects.includes(id)
        : !!r.filter && matchesFilter(state, state.objects[id]!, r.filter, r.controller, r.sourceObject)),
  );
}

/** CR 508.1a: the creatures that could attack, and whom. */
export function attackOptions(state: GameState): AttackOption[] {
  const p = state.turn.active;
  const defenders = attackablePlayers(state, p);
  // CR 506.3, 508.1b: a creature may attack a player or a planeswalker a defending player controls.
  const planeswalkers = state.battlefield.filter(
    (id) =>
      defenders.includes(state.objects[id]!.controller) && characteristics(state, id).types.includes('Planeswalker'),
  );
  const out: AttackOption[] = [];
  for (const id of state.battlefield) {
    const o = state.objects[id]!;
    if (o.controller !== p || o.tapped) continue;
    const ch = characteristics(state, id);
    if (!ch.creature) continue;
    if (hasDefender(ch)) continue; // CR 702.3b
    if (isSummoningSick(state, id)) continue; // CR 302.6
    if (forbidden(state, id, 'attack')) continue; // CR 508.1c
    // CR 508.1c: restrictions such as "can't attack unless you control a creature with power 4 or greater".
    if (
      ch.abilities.some(
        (a) =>
          a.kind === 'static' &&
          a.effect.kind === 'cantAttackUnless' &&
          !conditionHolds(state, a.effect.condition, p, id),
      )
    )
      continue;
    const costs = defenders.flatMap((d) => {
      const cost = attackCost(state, d);
      return cost.length ? [{ defender: d, cost: manaCostText(cost) }] : [];
    });
    const whom = mustAttackWhom(state, id, defenders, planeswalkers, costs); // CR 508.1d
    const required = whom.length > 0 || mustAttack(state, id); // CR 508.1d
    out.push({
      attacker: id,
      defenders,
      planeswalkers,
      mustAttack: required,
      costs,
      ...(whom.length ? { mustAttackWhom: whom } : {}),
    });
  }
  return out;
}

/** CR 506.2, 802.2, 803.1: the players `p` may attack: every opponent still in the game, or with the attack left
 * (right) option only the nearest one to their left (right) — the next (previous) player in turn order still in the
 * game (players who left the game hold no seat). */
function attackablePlayers(state: GameState, p: PlayerId): PlayerId[] {
  // CR 801.3: with limited range of influence, only opponents within the attacking player's range.
  if (state.rangeOfInfluence !== null) return attackableInRange(state, p).filter((q) => withinRange(state, p, q));
  return attackableInRange(state, p);
}

function attackableInRange(state: GameState, p: PlayerId): PlayerId[] {
  if (state.attackOption === 'multiple') return opponentsInGame(state, p);
  if (state.attackOption === 'left') {
    const q = nextInTurnOrder(state, p);
    return q === p ? [] : [q];
  }
  const n = state.players.length;
  for (let k = 1; k < n; k++) {
    const q = (p - k + n) % n;
    if (!state.players[q]!.lost) return [q];
  }
  return [];
}

/** CR 508.1g: the cost to attack a player with one creature, from the effects that tax attacks on that player. */
export function attackCost(state: GameState, defender: PlayerId): ManaCost {
  const out = state.rules.flatMap((r) => (r.kind === 'attackTax' && r.protects === defender ? r.cost : []));
  for (const id of state.battlefield) {
    if (state.objects[id]!.controller !== defender) continue;
    for (const a of characteristics(state, id).abilities)
      if (a.kind === 'static' && a.effect.kind === 'attackTax') out.push(...a.effect.cost);
  }
  return out;
}

export function validateAttack(
  state: GameState,
  c: Extract<PendingChoice, { kind: 'declareAttackers' }>,
  a: Answer,
): string | null {
  if (a.kind !== 'attackers') return `expected attackers, got ${a.kind}`;
  const seen = new Set<ObjectId>();
  for (const d of a.attackers) {
    const opt = c.options.find((o) => o.attacker === d.attacker);
    if (!opt) return `object ${d.attacker} can't attack`;
    if (!opt.defenders.includes(d.defender)) return `object ${d.attacker} can't attack player ${d.defender}`;
    if (d.planeswalker !== undefined) {
      if (!opt.planeswalkers.includes(d.planeswalker))
        return `object ${d.attacker} can't attack object ${d.planeswalker}: not a planeswalker an opponent controls`;
      if (state.objects[d.planeswalker]!.controller !== d.defender)
        return `object ${d.planeswalker} is controlled by player ${state.objects[d.planeswalker]!.controller}, not player ${d.defender} (CR 506.2)`;
    }
    if (seen.has(d.attacker)) return `object ${d.attacker} is declared twice`;
    seen.add(d.attacker);
  }
  // CR 508.1d: the declaration must obey as many requirements as possible; with no costs to attack and no
  // restriction that conflicts, that is every creature that must attack and is able to.
  // A requirement that would need a cost paid to obey is not a requirement (508.1d).
  const missing = c.options.find(
    (o) =>
      o.mustAttack &&
      !seen.has(o.attacker) &&
      (o.mustAttackWhom !== undefined || o.defenders.some((d) => !o.costs.some((x) => x.defender === d))),
  );
  if (missing) return `object ${missing.attacker} attacks each combat if able (CR 508.1d)`;
  // ... and one a requirement says whom to attack attacks that one (obeying its other requirements too).
  for (const d of a.attackers) {
    const whom = c.options.find((o) => o.attacker === d.attacker)?.mustAttackWhom;
    if (whom && !whom.some((w) => w.defender === d.defender && w.planeswalker === d.planeswalker))
      return `object ${d.attacker} attacks ${whom[0]!.planeswalker !== undefined ? `object ${whom[0]!.planeswalker}` : `player ${whom[0]!.defender}`} if able (CR 508.1d)`;
  }
  return null;
}

/** CR 508.1: attacking creatures are declared, then tapped (508.1f) unless they have vigilance. */
export function declareAttackers(tx: Tx, a: Extract<Answer, { kind: 'attackers' }>): void {
  for (const d of a.attackers) {
    const m = tx.mutStatus(d.attacker);
    m.attacking = d.defender;
    m.attackingPlaneswalker = d.planeswalker ?? null;
    if (!hasVigilance(characteristics(tx.s, d.attacker))) tapPermanent(tx, d.attacker, true); // "attacks" tells it (CR 508.1f)
  }
  for (const d of a.attackers)
    tx.emit(
      {
        kind: 'attack',
        attacker: d.attacker,
        defender: d.defender,
        planeswalker: d.planeswalker ?? null,
        alone: a.attackers.length === 1,
      },
      () =>
        `${characteristics(tx.s, d.attacker).name} attacks ${
          d.planeswalker !== undefined ? characteristics(tx.s, d.planeswalker).name : tx.player(d.defender).name
        }`,
      'CR 508.1',
    );
  // CR 508.1g-j: the total cost to attack is determined, mana abilities may be activated, and it is paid; a player
  // who can't or won't pay makes the declaration illegal, and the game returns to before it (payManaCost's cancel).
  const total = a.attackers.flatMap((d) => (d.planeswalker === undefined ? attackCost(tx.s, d.defender) : []));
  if (total.length > 0) payManaCost(tx, tx.s.turn.active, total, 0, null, 'attacking', { kind: 'other' });
  tx.s.turn.noAttackers = a.attackers.length === 0;
  // CR 508.1: "if you attacked this turn" (raid) — the active player declared an attacker in some combat this turn.
  if (a.attackers.length > 0) tx.s.turn.attackedThisTurn = true;
  if (a.attackers.length === 0)
    tx.emit({ kind: 'info' }, () => `${tx.player(tx.s.turn.active).name} declares no attackers`);
}

export function attackers(state: GameState): ObjectId[] {
  return state.battlefield.filter((id) => state.objects[id]!.attacking !== null);
}

/** `protection`: whether any permanent may have protection (anyProtection, asked once per declaration). */
function canBlock(state: GameState, blocker: ObjectId, attacker: ObjectId, protection: boolean): boolean {
  const a = characteristics(state, attacker);
  const b = characteristics(state, blocker);
  // CR 509.1b: a restriction — "can't be blocked".
  if (a.abilities.some((x) => x.kind === 'static' && x.effect.kind === 'cantBeBlocked')) return false;
  // ... by some creatures: "can't be blocked by Humans"; "can't be blocked except by creatures with flying or reach"
  // (by any creature that doesn't match).
  for (const x of a.abilities)
    if (
      x.kind === 'static' &&
      x.effect.kind === 'cantBeBlockedBy' &&
      matchesFilter(state, state.objects[blocker]!, x.effect.filter, state.objects[attacker]!.controller, attacker) !==
        (x.effect.except ?? false)
    )
      return false;
  // ... and from a resolved spell or ability: "target creature can't be blocked this turn" (CR 611.2).
  if (state.effects.some((e) => e.mod.kind === 'cantBeBlocked' && e.affected.includes(attacker))) return false;
  // CR 702.16f: an attacking creature with protection can't be blocked by creatures with the quality (702.16j: with
  // protection from everything, by no creature).
  if (protection && protectionFrom(state, attacker, blocker) !== null) return false;
  // CR 702: the attacker's evasion keywords (flying, fear, landwalk, ...).
  return evasionAllowsBlock(state, a, b, state.objects[blocker]!.controller);
}

/** CR 509.1a: each untapped creature the defending player controls may block one attacker it can block. */
export function blockOptions(state: GameState, defender: PlayerId): BlockOption[] {
  const atk = attackers(state).filter((id) => state.objects[id]!.attacking === defender);
  const protection = anyProtection(state);
  const out: BlockOption[] = [];
  for (const id of state.battlefield) {
    const o = state.objects[id]!;
    if (o.controller !== defender || o.tapped) continue;
    if (!characteristics(state, id).creature) continue;
    if (forbidden(state, id, 'block')) continue; // CR 509.1b
    if (unleashedCantBlock(state, id)) continue; // CR 702.98a
    if (state.rules.length > 0 && cantBlockThisTurn(state, id)) continue; // CR 509.1b, 611.2
    const can = atk.filter((a) => canBlock(state, id, a, protection));
    const mustBlock = characteristics(state, id).abilities.some(
      (a) => a.kind === 'static' && a.effect.kind === 'mustBlock',
    );
    if (can.length > 0) out.push({ blocker: id, attackers: can, mustBlock });
  }
  return out;
}

function maxBlockers(state: GameState, attacker: ObjectId): number {
  let n = Infinity;
  for (const a of characteristics(state, attacker).abilities)
    if (a.kind === 'static' && a.effect.kind === 'maxBlockers') n = Math.min(n, a.effect.n);
  return n;
}

export function validateBlocks(
  state: GameState,
  c: Extract<PendingChoice, { kind: 'declareBlockers' }>,
  a: Answer,
): string | null {
  if (a.kind !== 'blockers') return `expected blockers, got ${a.kind}`;
  const count = new Map<ObjectId, number>();
  const used = new Set<ObjectId>();
  for (const b of a.blocks) {
    const opt = c.options.find((o) => o.blocker === b.blocker);
    if (!opt || !opt.attackers.includes(b.attacker)) return `object ${b.blocker} can't block object ${b.attacker}`;
    // CR 509.1a: each creature blocks at most one attacker unless an effect allows more.
    if (used.has(b.blocker)) return `object ${b.blocker} can't block more than one creature`;
    used.add(b.blocker);
    count.set(b.attacker, (count.get(b.attacker) ?? 0) + 1);
  }
  // CR 509.1b: restrictions.
  for (const [atk, n] of count) {
    const ch = characteristics(state, atk);
    const menace = menaceForbids(ch, n);
    if (menace) return menace;
    if (n > maxBlockers(state, atk))
      return `${ch.name} can't be blocked by more than ${maxBlockers(state, atk)} creature(s)`;
  }
  // CR 509.1c: the declaration must obey as many requirements as possible without breaking a restriction.
  const obeyed = a.blocks.filter((b) => c.options.some((o) => o.blocker === b.blocker && o.mustBlock)).length;
  const best = maxObeyableRequirements(state, c);
  if (obeyed < best) return `${best - obeyed} more creature(s) that block each combat if able must block (CR 509.1c)`;
  return null;
}

/** CR 509.1c: how many "blocks each combat if able" requirements some legal declaration obeys at most. */
function maxObeyableRequirements(state: GameState, c: Extract<PendingChoice, { kind: 'declareBlockers' }>): number {
  return requiredBlocks(state, c).length;
}

/** CR 509.1c: blocks by creatures that "block each combat if able" obeying as many of those requirements as any legal
 * declaration can. Each required blocker either blocks one of its attackers or not; an assignment counts if
 * restrictions allow it to be completed: no attacker over its maximum, and a menace attacker blocked by one of them
 * has another possible blocker. Players who don't choose their blocks themselves (a default player) declare these. */
export function requiredBlocks(
  state: GameState,
  c: Extract<PendingChoice, { kind: 'declareBlockers' }>,
): { blocker: ObjectId; attacker: ObjectId }[] {
  const required = c.options.filter((o) => o.mustBlock);
  const others = c.options.filter((o) => !o.mustBlock);
  let best: { blocker: ObjectId; attacker: ObjectId }[] = [];
  const chosen: { blocker: ObjectId; attacker: ObjectId }[] = [];
  const counts = new Map<ObjectId, number>();
  const feasible = (): boolean => {
    for (const [atk, n] of counts) {
      if (n > maxBlockers(state, atk)) return false;
      if (n === 1 && hasMenace(characteristics(state, atk)) && !others.some((o) => o.attackers.includes(atk)))
        return false;
    }
    return true;
  };
  const search = (i: number): void => {
    if (chosen.length + (required.length - i) <= best.length) return;
    if (i === required.length) {
      if (feasible()) best = chosen.slice();
      return;
    }
    const o = required[i]!;
    for (const atk of o.attackers) {
      counts.set(atk, (counts.get(atk) ?? 0) + 1);
      chosen.push({ blocker: o.blocker, attacker: atk });
      search(i + 1);
      chosen.pop();
      counts.set(atk, counts.get(atk)! - 1);
    }
    search(i + 1);
  };
  search(0);
  return best;
}

/** A legal declaration made of the required blocks: a menace attacker blocked by one required blocker gets one more
 * blocker that can block it (the requirement search only counted assignments where one exists). */
export function legalRequiredBlocks(
  state: GameState,
  c: Extract<PendingChoice, { kind: 'declareBlockers' }>,
): { blocker: ObjectId; attacker: ObjectId }[] {
  const blocks = requiredBlocks(state, c);
  const used = new Set(blocks.map((b) => b.blocker));
  for (const b of blocks.slice()) {
    if (blocks.filter((x) => x.attacker === b.attacker).length !== 1) continue;
    if (!hasMenace(characteristics(state, b.attacker))) continue;
    const extra = c.options.find((o) => !used.has(o.blocker) && o.attackers.includes(b.attacker));
    if (extra) {
      used.add(extra.blocker);
      blocks.push({ blocker: extra.blocker, attacker: b.attacker });
    }
  }
  return blocks;
}

export function declareBlockers(tx: Tx, defender: PlayerId, a: Extract<Answer, { kind: 'blockers' }>): void {
  for (const b of a.blocks) {
    tx.mutStatus(b.blocker).blocking = [b.attacker];
    // CR 509.1h: an attacking creature with one or more creatures declared as blockers for it becomes blocked.
    tx.mutStatus(b.attacker).blocked = true;
  }
  for (const b of a.blocks)
    tx.emit(
      { kind: 'block', blocker: b.blocker, attacker: b.attacker },
      () => `${characteristics(tx.s, b.blocker).name} blocks ${characteristics(tx.s, b.attacker).name}`,
      'CR 509.1',
    );
  for (const atk of new Set(a.blocks.map((b) => b.attacker))) tx.emit({ kind: 'becameBlocked', attacker: atk }, null);
  if (a.blocks.length === 0) tx.emit({ kind: 'info' }, () => `${tx.player(defender).name} declares no blockers`);
}

/** CR 510.4: a first-strike combat damage step happens if an attacking or blocking creature has first strike or
 * double strike as the combat damage step begins. */
export function needsFirstStrikeStep(state: GameState): boolean {
  return combatants(state).some((id) => strikesFirst(characteristics(state, id)));
}

function combatants(state: GameState): ObjectId[] {
  return state.battlefield.filter((id) => {
    const o = state.objects[id]!;
    return o.attacking !== null || o.blocking.length > 0;
  });
}

function blockersOf(state: GameState, attacker: ObjectId): ObjectId[] {
  return state.battlefield.filter((id) => state.objects[id]!.blocking.includes(attacker));
}

/** Validates a damage assignment for one attacker (CR 510.1c, 702.19b trample, 702.2c deathtouch). */
export function validateDamage(c: Extract<PendingChoice, { kind: 'assignDamage' }>, a: Answer): string | null {
  if (a.kind !== 'damage') return `expected a damage assignment, got ${a.kind}`;
  let total = 0;
  let toPlayer = 0;
  const per = new Map<ObjectId, number>();
  for (const d of a.assignment) {
    if (!Number.isInteger(d.amount) || d.amount < 0) return `damage must be a whole number ≥ 0`;
    total += d.amount;
    if (c.trampleTo && sameRef(d.to, c.trampleTo)) {
      toPlayer += d.amount;
    } else if (!('object' in d.to)) {
      return `damage can't be assigned to ${'player' in d.to ? `player ${d.to.player}` : 'an ability'}`;
    } else {
      const id = d.to.object;
      if (!c.blockers.some((b) => b.blocker === id)) return `object ${id} isn't blocking this creature`;
      per.set(id, (per.get(id) ?? 0) + d.amount);
    }
  }
  if (total !== c.amount) return `all ${c.amount} damage must be assigned (got ${total})`;
  return trampleForbids(toPlayer, c.blockers, per);
}

/** The assignment a player makes by default: lethal damage to each blocker in turn, the rest to the player with
 * trample, or else to the last blocker. */
export function defaultDamageAssignment(
  c: Extract<PendingChoice, { kind: 'assignDamage' }>,
): { to: Ref; amount: number }[] {
  let left = c.amount;
  const out: { to: Ref; amount: number }[] = [];
  for (const b of c.blockers) {
    const n = Math.min(left, b.lethal);
    if (n > 0) out.push({ to: { object: b.blocker }, amount: n });
    left -= n;
  }
  if (left > 0) {
    if (c.trampleTo !== null) out.push({ to: c.trampleTo, amount: left });
    else {
      const last = c.blockers[c.blockers.length - 1];
      if (last) {
        const e = out.find((o) => 'object' in o.to && o.to.object === last.blocker);
        if (e) e.amount += left;
        else out.push({ to: { object: last.blocker }, amount: left });
      }
    }
  }
  return out;
}

/** CR 510.1-510.2: assign and deal combat damage for this step. */
export function combatDamage(tx: Tx, firstStrikeStep: boolean): void {
  const s = tx.s;
  const all = combatants(s);
  // CR 510.4: in the second step, creatures that didn't deal damage in the first, plus double strikers.
  const dealsNow = (id: ObjectId): boolean =>
    dealsCombatDamageNow(characteristics(s, id), firstStrikeStep, s.turn.firstStrikers.includes(id));
  const parts = all.filter(dealsNow);
  if (firstStrikeStep) s.turn.firstStrikers = parts.slice();
  const assignments: DamageAssignment[] = [];
  for (const id of parts) {
    const o = s.objects[id]!;
    const ch = characteristics(s, id);
    const power = ch.power;
    // CR 510.1a: a creature with 0 or less power assigns no combat damage.
    if (power <= 0) continue;
    if (o.attacking !== null) {
      const blockers = blockersOf(s, id);
      const trample = hasTrample(ch);
      const attacked = attackedRef(s, id);
      if (!o.blocked) {
        // CR 510.1a: an unblocked creature assigns its damage to the player or planeswalker it attacks; one whose
        // planeswalker has left the battlefield is attacking nothing and assigns none (506.4c).
        if (attacked) assignments.push({ source: id, to: attacked, amount: power });
      } else if (blockers.length === 0) {
        // CR 702.19e: a blocked trampler with no blockers left assigns all its damage to what it attacks.
        if (trample && attacked) assignments.push({ source: id, to: attacked, amount: power });
      } else if (blockers.length === 1 && !trample) {
        assignments.push({ source: id, to: { object: blockers[0]! }, amount: power });
      } else {
        const deathtouch = hasDeathtouch(ch);
        const choice: Extract<PendingChoice, { kind: 'assignDamage' }> = {
          kind: 'assignDamage',
          player: o.controller,
          attacker: id,
          amount: power,
          blockers: blockers.map((b) => ({ blocker: b, lethal: lethalDamage(tx, deathtouch, b) })),
          trampleTo: trample ? attackedRef(s, id) : null,
        };
        const a = tx.choose(choice);
        if (a.kind === 'damage')
          for (const d of a.assignment) assignments.push({ source: id, to: d.to, amount: d.amount });
      }
    } else if (o.blocking.length > 0) {
      // CR 510.1d: a blocker assigns its damage to the creature it blocks, or none if that one is gone. A creature
      // blocks one attacker here (validateBlocks: no effect of the card model lets it block more).
      // TODO 510.1d: when an effect lets a creature block several, its controller divides its damage among them.
      const target = o.blocking.find((b) => s.objects[b] && !s.objects[b]!.left && s.objects[b]!.attacking !== null);
      if (target !== undefined) assignments.push({ source: id, to: { object: target }, amount: power });
    }
  }
  dealDamage(tx, assignments, true);
}

/** What an attacking creature attacks: its player, or its planeswalker while that is still on the battlefield. */
export function attackedRef(state: GameState, attacker: ObjectId): Ref | null {
  const o = state.objects[attacker]!;
  if (o.attacking === null) return null;
  // CR 800.4e: combat damage isn't assigned to a player who has left the game.
  if (o.attackingPlaneswalker === null) return state.players[o.attacking]!.lost ? null : { player: o.attacking };
  const pw = state.objects[o.attackingPlaneswalker];
  return pw && !pw.left && pw.zone === 'battlefield' ? { object: pw.id } : null;
}

const ATTACKING_STEPS: readonly string[] = [
  'declare_attackers',
  'declare_blockers',
  'first_strike_damage',
  'combat_damage',
  'end_combat',
];

/**
 * CR 508.4: a creature put onto the battlefield attacking — its controller chooses which defending player or
 * planeswalker a defending player controls it attacks. It is an attacking creature, but it never "attacked" (no
 * attack trigger, 508.4; no cost to attack nor restriction applies, 508.4c). Only a creature of the attacking player
 * entering during combat, after attackers were declared, becomes one (506.3a-b); one entering after blockers were
 * declared stays unblocked (506.3d).
 */
export function putOntoBattlefieldAttacking(tx: Tx, id: ObjectId, name: string): void {
  const s = tx.s;
  const o = tx.obj(id);
  if (!ATTACKING_STEPS.includes(s.turn.step) || o.controller !== s.turn.active) return;
  if (!characteristics(s, id).creature) return;
  const defenders = attackablePlayers(s, o.controller);
  const planeswalkers = s.battlefield.filter(
    (pw) => defenders.includes(s.objects[pw]!.controller) && characteristics(s, pw).types.includes('Planeswalker'),
  );
  const legal: Ref[] = [...defenders.map((player) => ({ player })), ...planeswalkers.map((object) => ({ object }))];
  if (legal.length === 0) return;
  let choice: Ref = legal[0]!;
  if (legal.length > 1) {
    const a = tx.choose({
      kind: 'target',
      player: o.controller,
      prompt: `Choose the player or planeswalker ${name} is attacking (CR 508.4)`,
      legal,
      optional: false,
      source: id,
      polarity: 'harm',
    });
    if (a.kind === 'target' && a.target !== null && legal.some((r) => sameRef(r, a.target!))) choice = a.target;
  }
  const player = 'player' in choice ? choice.player : null;
  const pw = 'object' in choice ? choice.object : null;
  const m = tx.mutStatus(id);
  if (player !== null) m.attacking = player;
  else if (pw !== null) {
    m.attacking = s.objects[pw]!.controller;
    m.attackingPlaneswalker = pw;
  } else return;
  tx.emit(
    { kind: 'info' },
    () => `${name} enters attacking ${player !== null ? tx.player(player).name : characteristics(tx.s, pw!).name}`,
    'CR 508.4',
  );
}

/** CR 511.3: as the end of combat step ends, all creatures are removed from combat. */
export function endCombat(tx: Tx): void {
  for (const id of tx.s.battlefield) {
    const o = tx.obj(id);
    if (o.attacking !== null || o.blocking.length > 0 || o.blocked) {
      const m = tx.mutStatus(id);
      m.attacking = null;
      m.attackingPlaneswalker = null;
      m.blocking = NO_NUMBERS;
      m.blocked = false;
    }
  }
  tx.s.turn.firstStrikers = [];
}

/** CR 506.4: an attacking or blocking creature that stops being a creature (a God whose controller's devotion fell,
 * 613.1d) is removed from combat. Not a state-based action: it happens as the permanent stops being a creature, which
 * only a write can make it do; looked at before any player receives priority, when nothing since has read combat. */
export function removeNoncreaturesFromCombat(tx: Tx): void {
  for (const id of tx.s.battlefield) {
    const o = tx.s.objects[id]!;
    if (o.attacking === null && o.blocking.length === 0) continue;
    if (characteristics(tx.s, id).creature) continue;
    removeFromCombat(tx, id);
    tx.emit(
      { kind: 'info' },
      () => `${characteristics(tx.s, id).name} stops being a creature and is removed from combat`,
      'CR 506.4',
    );
  }
}
