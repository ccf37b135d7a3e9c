// A simple heuristic player: plays a land, casts its most expensive spell, burns creatures it can kill (else the
// opponent), attacks when its creatures are safe or the damage is lethal, blocks to trade up or to survive, pumps and
// regenerates its creatures in combat. It sees only its own view (hidden cards are placeholders).
import {
  HIDDEN_CARD,
  cardDef,
  characteristics,
  defaultDamageAssignment,
  validateAnswer,
  type Answer,
  type Effect,
  type TargetKind,
  type GameState,
  type ObjectId,
  type PendingChoice,
  type PlayerId,
  type PriorityAction,
  type Ref,
} from '../engine/index.js';
import type { Player } from './player.js';
import { mostCommonCreatureType, sensibleManaCombination, worthPayingLifeToUntap } from './choices.js';

type Choice<K extends PendingChoice['kind']> = Extract<PendingChoice, { kind: K }>;

/** Proliferate (CR 701.34a): its own permanents whose counters help them (any but those that lower power or
 * toughness), and others' whose counters hurt them. */
function proliferateChoice(view: GameState, c: Choice<'chooseCards'>): ObjectId[] {
  return c.cards.filter((id) => {
    const o = view.objects[id];
    if (!o) return false;
    let worth = 0;
    for (const [k, n] of Object.entries(o.counters)) if (n > 0) worth += /^[+-]\d+\/-[1-9]|^-[1-9]/.test(k) ? -1 : 1;
    return o.controller === c.player ? worth > 0 : worth < 0;
  });
}

const isCreature = (s: GameState, id: ObjectId) => characteristics(s, id).creature;

export class HeuristicPlayer implements Player {
  readonly name = 'heuristic';
  /** The seed is accepted for symmetry with the random player; this player's choices are deterministic. */
  constructor(readonly seed = 0) {}

  decide(c: PendingChoice, see: () => GameState): Answer {
    const view = see();
    switch (c.kind) {
      case 'mulligan':
        return this.mulligan(view, c);
      case 'bottomCards':
        return { kind: 'cards', cards: this.worstCards(view, c.cards, c.count) };
      case 'chooseCards':
        if (/search/i.test(c.prompt)) return { kind: 'cards', cards: c.cards.slice(0, c.max) };
        if (/legend/i.test(c.prompt)) return { kind: 'cards', cards: c.cards.slice(-1) };
        if (/proliferate/i.test(c.prompt)) return { kind: 'cards', cards: proliferateChoice(view, c) };
        return { kind: 'cards', cards: this.worstCards(view, c.cards, c.min) };
      case 'priority':
        return this.priority(view, c);
      case 'target':
        return { kind: 'target', target: this.target(view, c) };
      case 'chooseX':
        return { kind: 'x', value: c.max };
      case 'divide':
        return { kind: 'divide', amounts: this.divide(view, c) };
      case 'payMana':
        return c.canAutoPay ? { kind: 'autoPay' } : { kind: 'cancel' };
      case 'declareAttackers':
        return this.attack(view, c);
      case 'declareBlockers':
        return this.block(view, c);
      case 'assignDamage':
        return { kind: 'damage', assignment: defaultDamageAssignment(c) };
      case 'orderTriggers':
        return { kind: 'order', order: c.triggers.map((_, i) => i) };
      case 'yesNo':
        // Proliferate (CR 701.34a): another poison counter for an opponent, never for itself.
        if (c.counterFor !== undefined) return c.counterFor !== c.player ? { kind: 'yes' } : { kind: 'no' };
        return worthPayingLifeToUntap(view, c) ? { kind: 'yes' } : { kind: 'no' };
      case 'chooseMode':
        return { kind: 'mode', mode: c.modes[0]!.mode };
      case 'chooseReplacement':
        return { kind: 'option', index: 0 };
      case 'chooseColor':
        return { kind: 'color', color: this.neededColor(view, c) };
      case 'chooseCreatureType':
        return { kind: 'creatureType', type: mostCommonCreatureType(view, c) };
      case 'chooseManaCombination':
        return { kind: 'manaCombination', mana: sensibleManaCombination(view, c) };
    }
  }

  private mulligan(view: GameState, c: Choice<'mulligan'>): Answer {
    const hand = view.players[c.player]!.hand;
    const lands = hand.filter((id) => cardDef(view.objects[id]!.def).types.includes('Land')).length;
    return c.mulligans >= 2 || (lands >= 2 && lands <= 5) ? { kind: 'keep' } : { kind: 'mulligan' };
  }

  /** The least useful cards: extra lands when there are plenty, otherwise the most expensive spells. */
  private worstCards(view: GameState, cards: readonly ObjectId[], n: number): ObjectId[] {
    const lands = cards.filter((id) => cardDef(view.objects[id]!.def).types.includes('Land')).length;
    const value = (id: ObjectId) => {
      const d = cardDef(view.objects[id]!.def);
      if (d.types.includes('Land')) return lands > 3 ? 0 : 10;
      return 10 - characteristics(view, id).manaValue;
    };
    return cards
      .slice()
      .sort((a, b) => value(a) - value(b))
      .slice(0, n);
  }

  private neededColor(view: GameState, c: Choice<'chooseColor'>): Choice<'chooseColor'>['colors'][number] {
    const counts = new Map<string, number>();
    for (const id of view.players[c.player]!.hand) {
      const o = view.objects[id];
      if (!o || o.def === HIDDEN_CARD) continue;
      for (const col of cardDef(o.def).colors) counts.set(col, (counts.get(col) ?? 0) + 1);
    }
    return c.colors.slice().sort((a, b) => (counts.get(b) ?? 0) - (counts.get(a) ?? 0))[0] ?? c.colors[0]!;
  }

  private priority(view: GameState, c: Choice<'priority'>): Answer {
    const p = c.player;
    const acts = c.actions;
    const land = acts.find((a) => a.kind === 'playLand');
    if (land) return land;
    const step = view.turn.step;
    const myTurn = view.turn.active === p;
    let best: { a: PriorityAction; score: number } | null = null;
    for (const a of acts) {
      const score = this.score(view, p, a, step, myTurn);
      if (score > 0 && (!best || score > best.score)) best = { a, score };
    }
    return best?.a ?? { kind: 'pass' };
  }

  /** How much the player wants to take an action now (0 = not now). */
  private score(view: GameState, p: PlayerId, a: PriorityAction, step: string, myTurn: boolean): number {
    if (a.kind === 'pass' || a.kind === 'activateMana' || a.kind === 'playLand') return 0;
    const main = myTurn && (step === 'precombat_main' || step === 'postcombat_main') && view.stack.length === 0;
    if (a.kind === 'cast') {
      const card = cardDef(view.objects[a.card]!.def);
      // CR 709.3b: a half of a split card is the spell its effects are judged by (fused, both halves').
      const d =
        card.halves && a.via === 'left'
          ? card.halves[0]
          : card.halves && (a.via === 'right' || a.via === 'aftermath')
            ? card.halves[1]
            : card;
      const mv = characteristics(view, a.card).manaValue;
      if (d.types.includes('Creature') || d.types.includes('Enchantment') || d.types.includes('Artifact'))
        return main && step === 'precombat_main' ? 10 + mv : main ? 5 + mv : 0;
      const effects = d.abilities.flatMap((ab) => (ab.kind === 'spell' ? ab.effects : []));
      return this.effectScore(view, p, effects, main, step, a.card);
    }
    // CR 702.37e: a face-down creature is turned face up when it can be (it is worth more face up).
    if (a.kind === 'turnFaceUp') return main ? 6 : 4;
    const ab = characteristics(view, a.source).abilities[a.ability];
    if (!ab || ab.kind !== 'activated') return 0;
    // Loyalty abilities (CR 606): adding loyalty is always worth it; one that removes loyalty only if the planeswalker
    // survives it and the effect is worth it now. −X abilities are left alone (the X that fits is hard to tell).
    const loyalty = ab.costs.find((k) => k.kind === 'loyalty');
    if (loyalty?.kind === 'loyalty') {
      if (loyalty.change === '-X') return 0;
      if (loyalty.change >= 0) return main ? 3 : 0;
      if ((view.objects[a.source]!.counters.loyalty ?? 0) + loyalty.change <= 0) return 0;
    }
    if (ab.effects.some((e) => e.kind === 'returnSelfToHand')) return 3;
    if (ab.effects.some((e) => e.kind === 'regenerate'))
      return this.inDanger(view, a.source) &&
        !view.shields.some((s) => s.kind === 'regenerate' && s.object === a.source)
        ? 8
        : 0;
    return this.effectScore(view, p, ab.effects, main, step, a.source);
  }

  private effectScore(
    view: GameState,
    p: PlayerId,
    effects: readonly Effect[],
    main: boolean,
    step: string,
    source: ObjectId,
  ): number {
    for (const e of effects) {
      switch (e.kind) {
        case 'dealDamage': {
          const n = e.amount.kind === 'const' ? e.amount.n : this.countAmount(view, p, e, source);
          if (this.killable(view, p, n).length > 0) return 6;
          if (opponents(view, p).some((o) => view.players[o]!.life <= n)) return 9;
          // Otherwise aim at the opponent at the end of their turn, or in a postcombat main phase.
          return (view.turn.active !== p && step === 'end_turn') || (main && step === 'postcombat_main') ? 2 : 0;
        }
        case 'destroy':
          return main ? 4 : 0;
        case 'instead':
          // The same effect either way, more of it when the condition holds (CR 608.2c): judged as it is at least.
          return this.effectScore(view, p, e.effects, main, step, source);
        case 'modifyPT':
          // Pump a creature of ours that is in combat, after blockers are declared.
          return e.power > 0 && step === 'declare_blockers' && this.ownInCombat(view, p).length > 0 ? 5 : 0;
        case 'searchLibrary':
        case 'drawCards':
          return main ? 4 : 0;
        case 'discard':
          return main && opponents(view, p).some((o) => view.players[o]!.hand.length > 0) ? 3 : 0;
        case 'gainLife':
        case 'createToken':
        case 'createTokenCopy':
        case 'putCounters':
          return main ? 3 : 0;
        case 'exile':
        case 'bounce':
          return main ? 4 : 0;
        case 'becomeCreature': {
          // A land that becomes a creature until end of turn: at the beginning of its own combat, to attack with it
          // (the attack decides whether it is safe).
          const o = view.objects[source];
          return view.turn.active === p &&
            step === 'begin_combat' &&
            view.stack.length === 0 &&
            e.duration === 'endOfTurn' &&
            o &&
            !o.tapped &&
            // CR 302.6: one that came under its control this turn couldn't attack.
            o.controlledSince < (view.players[p]?.lastTurnBegan ?? 0) &&
            !characteristics(view, source).creature
            ? 3
            : 0;
        }
        case 'counter': {
          // Counter an opponent's spell that can be countered, or an opponent's ability, on top of the stack — if this
          // counters that kind of thing.
          const top = view.stack[view.stack.length - 1];
          if (!top) return 0;
          const kinds = this.targetKindsOf(view, source);
          if (top.kind === 'ability') return kinds.includes('ability') && top.controller !== p ? 7 : 0;
          const o = view.objects[top.object];
          return kinds.includes('spell') && o && o.controller !== p && !o.cantBeCountered ? 7 : 0;
        }
        default:
          break;
      }
    }
    return 0;
  }

  private countAmount(
    view: GameState,
    p: PlayerId,
    e: Extract<Effect, { kind: 'dealDamage' }>,
    _source: ObjectId,
  ): number {
    if (e.amount.kind !== 'count') return 0;
    const f = e.amount.filter;
    return view.battlefield.filter((id) => {
      const o = view.objects[id]!;
      const ch = characteristics(view, id);
      return (
        (!f.controller || (f.controller === 'you') === (o.controller === p)) &&
        (!f.subtypes || f.subtypes.some((t) => ch.subtypes.includes(t)))
      );
    }).length;
  }

  /** Opponent creatures that n damage would kill, strongest first. */
  private killable(view: GameState, p: PlayerId, n: number): ObjectId[] {
    return view.battlefield
      .filter((id) => {
        const o = view.objects[id]!;
        if (o.controller === p || !isCreature(view, id)) return false;
        const ch = characteristics(view, id);
        return (
          !ch.keywords.includes('hexproof') && !ch.keywords.includes('indestructible') && ch.toughness - o.damage <= n
        );
      })
      .sort((a, b) => characteristics(view, b).power - characteristics(view, a).power);
  }

  private ownInCombat(view: GameState, p: PlayerId): ObjectId[] {
    return view.battlefield.filter((id) => {
      const o = view.objects[id]!;
      return o.controller === p && (o.blocked || o.blocking.length > 0);
    });
  }

  /** Whether a creature in combat faces lethal damage. */
  private inDanger(view: GameState, id: ObjectId): boolean {
    const o = view.objects[id]!;
    const tough = characteristics(view, id).toughness - o.damage;
    const foes = view.battlefield.filter((f) => {
      const fo = view.objects[f]!;
      return fo.blocking.includes(id) || o.blocking.includes(f);
    });
    const dmg = foes.reduce((n, f) => n + Math.max(0, characteristics(view, f).power), 0);
    return foes.length > 0 && dmg >= tough;
  }

  private target(view: GameState, c: Choice<'target'>): Ref | null {
    const p = c.player;
    const objects = c.legal.filter((r): r is { object: ObjectId } => 'object' in r);
    const players = c.legal.filter((r): r is { player: PlayerId } => 'player' in r);
    const mine = (id: ObjectId) => view.objects[id]!.controller === p;
    const power = (id: ObjectId) => (isCreature(view, id) ? characteristics(view, id).power : 0);
    if (c.polarity === 'harm') {
      const amount = this.damageOf(view, c.source);
      const kill = this.killable(view, p, amount).find((id) => objects.some((o) => o.object === id));
      if (kill !== undefined) return { object: kill };
      // Among opponents, the one closest to losing (focus).
      const foe = focus(
        view,
        players.filter((r) => r.player !== p).map((r) => r.player),
      );
      if (foe !== null) return { player: foe };
      const theirs = objects.filter((o) => !mine(o.object)).sort((a, b) => power(b.object) - power(a.object));
      if (theirs[0]) return theirs[0];
      // An opponent's ability on the stack, the most recent first (it resolves first).
      const theirAbility = [...view.stack]
        .reverse()
        .find(
          (it) =>
            it.kind === 'ability' && it.controller !== p && c.legal.some((r) => 'ability' in r && r.ability === it.id),
        );
      if (theirAbility) return { ability: theirAbility.id };
      return c.optional ? null : (c.legal[0] ?? null);
    }
    if (c.polarity === 'help') {
      const inCombat = this.ownInCombat(view, p);
      const own = objects
        .filter((o) => mine(o.object))
        .sort(
          (a, b) =>
            Number(inCombat.includes(b.object)) - Number(inCombat.includes(a.object)) ||
            power(b.object) - power(a.object),
        );
      if (own[0]) return own[0];
      const me = players.find((r) => r.player === p);
      if (me) return me;
      return c.optional ? null : (c.legal[0] ?? null);
    }
    return c.legal[0] ?? null;
  }

  /** CR 601.2d: damage divided among targets gives each creature what destroys it, as far as it goes, and the rest to
   * a player (or else the first target); anything else is divided as evenly as it can be. */
  private divide(view: GameState, c: Choice<'divide'>): number[] {
    const out = c.targets.map(() => 1);
    let left = c.amount - c.targets.length;
    if (c.polarity === 'harm')
      c.targets.forEach((r, i) => {
        if (!('object' in r) || !isCreature(view, r.object)) return;
        const ch = characteristics(view, r.object);
        const need = Math.max(0, (ch.toughness ?? 0) - (view.objects[r.object]?.damage ?? 0) - 1);
        const n = Math.min(left, need);
        out[i]! += n;
        left -= n;
      });
    const rest =
      c.polarity === 'harm'
        ? Math.max(
            0,
            c.targets.findIndex((r) => 'player' in r),
          )
        : -1;
    for (let i = 0; left > 0; i++, left--) out[rest >= 0 ? rest : i % out.length]! += 1;
    return out;
  }

  /** The kinds of target the spell or abilities of `source` can choose. */
  private targetKindsOf(view: GameState, source: ObjectId): TargetKind['kind'][] {
    const o = view.objects[source];
    if (!o || o.def === HIDDEN_CARD) return [];
    return cardDef(o.def).abilities.flatMap((ab) =>
      ab.kind === 'spell' || ab.kind === 'activated' ? ab.targets.map((t) => t.what.kind) : [],
    );
  }

  /** The damage the spell or ability from `source` would deal, if it deals a fixed amount. */
  private damageOf(view: GameState, source: ObjectId): number {
    const o = view.objects[source];
    if (!o || o.def === HIDDEN_CARD) return 0;
    for (const ab of cardDef(o.def).abilities) {
      const effects = ab.kind === 'spell' || ab.kind === 'activated' || ab.kind === 'triggered' ? ab.effects : [];
      for (const e of effects.flatMap((x) => (x.kind === 'instead' ? x.effects : [x]))) {
        if (e.kind !== 'dealDamage') continue;
        if (e.amount.kind === 'const') return e.amount.n;
        return this.countAmount(view, o.controller, e, source);
      }
    }
    return 0;
  }

  private attack(view: GameState, c: Choice<'declareAttackers'>): Answer {
    // In a game of several players, one opponent is attacked: the one closest to losing among those the creatures may
    // attack (with two players, the only one).
    const opp = focus(view, [...new Set(c.options.flatMap((o) => o.defenders))]) ?? c.options[0]!.defenders[0]!;
    const blockers = view.battlefield.filter((id) => {
      const o = view.objects[id]!;
      return o.controller === opp && !o.tapped && isCreature(view, id);
    });
    const chosen = c.options.filter((opt) => {
      const ch = characteristics(view, opt.attacker);
      if (ch.power <= 0) return false;
      const canBeBlockedBy = blockers.filter((b) => {
        const bk = characteristics(view, b).keywords;
        return !ch.keywords.includes('flying') || bk.includes('flying') || bk.includes('reach');
      });
      // Safe when no possible blocker both survives and kills it.
      return canBeBlockedBy.every((b) => {
        const bc = characteristics(view, b);
        return bc.power < ch.toughness || bc.toughness <= ch.power;
      });
    });
    const total = c.options.reduce((n, o) => n + Math.max(0, characteristics(view, o.attacker).power), 0);
    const all = total >= view.players[opp]!.life + blockers.length * 2;
    // It doesn't pay to attack (costs to attack, CR 508.1g): a requirement with a cost isn't one (508.1d).
    const free = c.options.filter((o) => o.costs.length === 0 && o.defenders.includes(opp));
    const list = (all ? free : free.filter((o) => o.mustAttack || chosen.includes(o))).filter((o) => !o.mustAttackWhom);
    // Creatures a requirement says whom to attack attack that one (CR 508.1d).
    const directed = c.options.flatMap((o) =>
      o.mustAttackWhom ? [{ attacker: o.attacker, ...o.mustAttackWhom[0]! }] : [],
    );
    // A creature that attacks each combat if able, which costs nothing to attack another opponent with, attacks that
    // one (CR 508.1d).
    const elsewhere = c.options.filter(
      (o) =>
        o.mustAttack &&
        !o.mustAttackWhom &&
        !list.includes(o) &&
        o.defenders.some((d) => !o.costs.some((x) => x.defender === d)),
    );
    // Short of lethal, attackers go after the opponent's planeswalker with the least loyalty first, as many as it
    // takes to bring it to 0 (CR 120.3c), the rest after the player.
    const walker = all
      ? undefined
      : [...new Set(c.options.flatMap((o) => o.planeswalkers))]
          .filter((w) => view.objects[w]!.controller === opp)
          .sort((x, y) => (view.objects[x]!.counters.loyalty ?? 0) - (view.objects[y]!.counters.loyalty ?? 0))[0];
    let needed = walker === undefined ? 0 : (view.objects[walker]!.counters.loyalty ?? 0);
    return {
      kind: 'attackers',
      attackers: list
        .map((o) => {
          if (walker !== undefined && needed > 0 && o.planeswalkers.includes(walker)) {
            needed -= Math.max(0, characteristics(view, o.attacker).power);
            return { attacker: o.attacker, defender: view.objects[walker]!.controller, planeswalker: walker };
          }
          return { attacker: o.attacker, defender: opp };
        })
        .concat(directed)
        .concat(
          elsewhere.map((o) => ({
            attacker: o.attacker,
            defender: o.defenders.find((d) => !o.costs.some((x) => x.defender === d))!,
          })),
        ),
    };
  }

  private block(view: GameState, c: Choice<'declareBlockers'>): Answer {
    const p = c.player;
    const attackers = [...new Set(c.options.flatMap((o) => o.attackers))].sort(
      (a, b) => characteristics(view, b).power - characteristics(view, a).power,
    );
    const used = new Set<ObjectId>();
    // Creatures that must block if able (CR 509.1c) block first, each its first attacker.
    const blocks: { blocker: ObjectId; attacker: ObjectId }[] = c.options
      .filter((o) => o.mustBlock)
      .map((o) => ({ blocker: o.blocker, attacker: o.attackers[0]! }));
    for (const b of blocks) used.add(b.blocker);
    let incoming = attackers.reduce((n, a) => n + Math.max(0, characteristics(view, a).power), 0);
    const life = view.players[p]!.life;
    for (const atk of attackers) {
      const ac = characteristics(view, atk);
      const candidates = c.options
        .filter((o) => !used.has(o.blocker) && o.attackers.includes(atk))
        .map((o) => o.blocker);
      const good = candidates.find((b) => {
        const bc = characteristics(view, b);
        return bc.toughness > ac.power && bc.power >= ac.toughness;
      });
      const safe = candidates.find((b) => characteristics(view, b).toughness > ac.power);
      const trade = candidates.find((b) => characteristics(view, b).power >= ac.toughness);
      const pick = good ?? safe ?? (incoming >= life ? (trade ?? candidates[0]) : undefined);
      if (pick === undefined) continue;
      used.add(pick);
      blocks.push({ blocker: pick, attacker: atk });
      incoming -= Math.max(0, ac.power);
    }
    const answer: Answer = { kind: 'blockers', blocks };
    if (validateAnswer(view, c, answer) === null) return answer;
    // A restriction (menace, "can't be blocked by more than one") ruled a block out: drop blocks until legal.
    for (let i = blocks.length - 1; i >= 0; i--) {
      const fewer: Answer = { kind: 'blockers', blocks: blocks.filter((_, j) => j !== i) };
      if (validateAnswer(view, c, fewer) === null) return fewer;
    }
    return {
      kind: 'blockers',
      blocks: blocks.filter((b) => c.options.some((o) => o.blocker === b.blocker && o.mustBlock)),
    };
  }
}

/** The opponents of `p` still in the game. */
function opponents(view: GameState, p: PlayerId): PlayerId[] {
  return view.players.filter((pl) => pl.id !== p && !pl.lost).map((pl) => pl.id);
}

/** Of these players, the one closest to losing: the lowest life, then the fewest cards in hand, then the first
 * listed. Null for none. */
function focus(view: GameState, players: readonly PlayerId[]): PlayerId | null {
  let best: PlayerId | null = null;
  for (const q of players) {
    if (view.players[q]!.lost) continue;
    if (best === null) best = q;
    else {
      const a = view.players[q]!;
      const b = view.players[best]!;
      if (a.life < b.life || (a.life === b.life && a.hand.length < b.hand.length)) best = q;
    }
  }
  return best;
}
