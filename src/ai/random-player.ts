// A uniformly random legal player. Two documented exceptions keep its games meaningful: it never activates mana
// abilities outside a payment (floating mana it can't use), and it pays costs automatically rather than tapping
// sources one by one. It sees only its own view, and looks at it only to declare attackers and blockers.
import {
  defaultDamageAssignment,
  validateAnswer,
  type Answer,
  type GameState,
  type PendingChoice,
} from '../engine/index.js';
import type { Player } from './player.js';
import { Rng } from './rng.js';

export class RandomPlayer implements Player {
  readonly name = 'random';
  private readonly rng: Rng;
  constructor(seed: number) {
    this.rng = new Rng(seed);
  }

  decide(c: PendingChoice, view: () => GameState): Answer {
    const r = this.rng;
    switch (c.kind) {
      case 'priority': {
        const acts = c.actions.filter((a) => a.kind !== 'activateMana');
        return r.pick(acts);
      }
      case 'mulligan':
        return r.int(2) === 0 ? { kind: 'keep' } : { kind: 'mulligan' };
      case 'bottomCards':
        return { kind: 'cards', cards: r.shuffle(c.cards.slice()).slice(0, c.count) };
      case 'chooseCards': {
        const k = c.min + r.int(c.max - c.min + 1);
        return { kind: 'cards', cards: r.shuffle(c.cards.slice()).slice(0, Math.min(k, c.cards.length)) };
      }
      case 'target': {
        const opts = [...c.legal, ...(c.optional ? [null] : [])];
        return { kind: 'target', target: r.pick(opts) };
      }
      case 'chooseX':
        return { kind: 'x', value: r.int(c.max + 1) };
      case 'divide': {
        // CR 601.2d: 1 to each target, each of the rest to a target picked at random.
        const amounts = c.targets.map(() => 1);
        for (let k = c.amount - c.targets.length; k > 0; k--) amounts[r.int(amounts.length)]! += 1;
        return { kind: 'divide', amounts };
      }
      case 'payMana':
        return c.canAutoPay ? { kind: 'autoPay' } : { kind: 'cancel' };
      case 'declareAttackers': {
        // Each attacker picks uniformly among the players and planeswalkers it may attack (CR 506.3). One that attacks
        // each combat if able must attack when it can for free (CR 508.1d): it attacks a player it costs nothing to.
        const free = (o: (typeof c.options)[number]) =>
          o.defenders.filter((d) => !o.costs.some((x) => x.defender === d));
        const attackers = c.options
          .filter((o) => (o.mustAttack && (free(o).length > 0 || !!o.mustAttackWhom)) || r.int(2) === 0)
          .map((o) => {
            // Whom a requirement says it attacks, it attacks (CR 508.1d).
            if (o.mustAttackWhom) return { attacker: o.attacker, ...o.mustAttackWhom[0]! };
            const k = r.int(o.defenders.length + o.planeswalkers.length);
            const w = o.planeswalkers[k - o.defenders.length];
            const d = o.defenders[k];
            // A player it must pay to attack, when it must attack and some player is free to attack: that one.
            const taxed = d !== undefined && o.costs.some((x) => x.defender === d);
            return w === undefined
              ? { attacker: o.attacker, defender: o.mustAttack && taxed && free(o).length > 0 ? free(o)[0]! : d! }
              : { attacker: o.attacker, defender: view().objects[w]!.controller, planeswalker: w };
          });
        return { kind: 'attackers', attackers };
      }
      case 'declareBlockers': {
        const v = view();
        for (let tries = 0; tries < 8; tries++) {
          const blocks = c.options
            .filter(() => r.int(2) === 0)
            .map((o) => ({ blocker: o.blocker, attacker: r.pick(o.attackers) }));
          const a: Answer = { kind: 'blockers', blocks };
          if (validateAnswer(v, c, a) === null) return a;
        }
        // Fallback: only the required blockers, each on its first attacker (CR 509.1c).
        return {
          kind: 'blockers',
          blocks: c.options.filter((o) => o.mustBlock).map((o) => ({ blocker: o.blocker, attacker: o.attackers[0]! })),
        };
      }
      case 'assignDamage':
        return { kind: 'damage', assignment: defaultDamageAssignment(c) };
      case 'orderTriggers':
        return { kind: 'order', order: r.shuffle(c.triggers.map((_, i) => i)) };
      case 'yesNo':
        return r.int(2) === 0 ? { kind: 'yes' } : { kind: 'no' };
      case 'chooseMode':
        return { kind: 'mode', mode: r.pick(c.modes).mode };
      case 'chooseReplacement':
        return { kind: 'option', index: r.int(c.options.length) };
      case 'chooseColor':
        return { kind: 'color', color: r.pick(c.colors) };
      case 'chooseCreatureType':
        return { kind: 'creatureType', type: r.pick(c.types) };
      case 'chooseManaCombination':
        return { kind: 'manaCombination', mana: Array.from({ length: c.amount }, () => r.pick(c.types)) };
    }
  }
}
