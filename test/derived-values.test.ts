// What the engine derives from a state and keeps (characteristics through the layers, CR 613; which mana abilities
// could pay a cost, CR 605, 302.6) must follow every write that changes it — a tapped creature, a creature that
// attacks, a turn that begins — while writes that can't change it keep it (see README, "Derived values").
import { describe, expect, it } from 'vitest';
import { apply, characteristics, deepCopy } from '../src/engine/index.js';
import { priorityActions } from '../src/engine/rules/cr117-priority.js';
import { attack, canCast, cast, game, obj, passUntil, pt, resolveStack } from './helpers/harness.js';

describe('derived values follow the writes they depend on', () => {
  it('CR 613, 506.4: "Untapped creatures you control get +0/+2" stops applying when a creature taps to attack (Builder\'s Blessing)', () => {
    const g = game({ A: { battlefield: ["Builder's Blessing", 'Grizzly Bears'] } });
    passUntil(g, { step: 'precombat_main' });
    expect(pt(g, 'Grizzly Bears')).toBe('2/4');
    attack(g, ['Grizzly Bears']);
    expect(obj(g, 'Grizzly Bears').tapped).toBe(true);
    expect(pt(g, 'Grizzly Bears')).toBe('2/2');
    // A fresh derivation from a copy of the state agrees with what the state keeps.
    const copy = JSON.parse(JSON.stringify(g.state)) as typeof g.state;
    const bears = obj(g, 'Grizzly Bears').id;
    expect(characteristics(copy, bears).toughness).toBe(characteristics(g.state, bears).toughness);
  });

  it('CR 613, 506.4, 511.3: "Attacking creatures you control get +1/+0" applies while the creature attacks and deals that damage (Goblin Oriflamme)', () => {
    const g = game({ A: { battlefield: ['Goblin Oriflamme', 'Grizzly Bears'] } });
    passUntil(g, { step: 'precombat_main' });
    expect(pt(g, 'Grizzly Bears')).toBe('2/2');
    attack(g, ['Grizzly Bears']);
    expect(pt(g, 'Grizzly Bears')).toBe('3/2');
    passUntil(g, { step: 'postcombat_main' });
    expect(g.state.players[1]!.life).toBe(17);
    // Removed from combat at the end of combat (CR 511.3): the bonus is gone.
    expect(pt(g, 'Grizzly Bears')).toBe('2/2');
  });

  it('what is kept beside a state rides on it unseen: JSON, structured cloning, spreads and deep copies carry only the state, and a frozen state plays on', () => {
    const g = game({ A: { battlefield: ['Grizzly Bears', 'Forest'] } });
    passUntil(g, { step: 'precombat_main' });
    const bears = obj(g, 'Grizzly Bears').id;
    expect(characteristics(g.state, bears).power).toBe(2); // something is now kept for this state
    const json = JSON.stringify(g.state);
    expect(JSON.stringify(deepCopy(g.state))).toBe(json);
    expect(JSON.stringify(structuredClone(g.state))).toBe(json);
    expect(Object.getOwnPropertySymbols({ ...g.state })).toEqual([]);
    expect(Object.getOwnPropertySymbols(structuredClone(g.state))).toEqual([]);
    expect(Object.keys(g.state)).toEqual(Object.keys(JSON.parse(json) as object));
    // A caller may freeze a state: the engine keeps its derived values elsewhere and plays on from it.
    const frozen = Object.freeze(JSON.parse(json) as typeof g.state);
    expect(characteristics(frozen, bears).power).toBe(2);
    const from = (s: typeof g.state) => apply(s, s.pending!.player, { kind: 'pass' });
    const a = from(frozen);
    const b = from(JSON.parse(json) as typeof g.state);
    expect(a.ok && b.ok).toBe(true);
    expect(JSON.stringify(a.state)).toBe(JSON.stringify(b.state));
  });

  it('a copy of a state made by a spread works its values out afresh, and a state handed out by apply plays on frozen', () => {
    const g = game({ A: { battlefield: ['Grizzly Bears', 'Forest'] } });
    passUntil(g, { step: 'precombat_main' });
    const bears = obj(g, 'Grizzly Bears').id;
    expect(characteristics(g.state, bears).power).toBe(2); // kept for this state now
    // A caller's copy in which the Bears carry a +1/+1 counter (CR 613.4c): its own characteristics, not the original's.
    const copy = {
      ...g.state,
      objects: g.state.objects.map((o) => (o && o.id === bears ? { ...o, counters: { '+1/+1': 1 } } : o)),
    };
    expect(characteristics(copy, bears).power).toBe(3);
    expect(characteristics(g.state, bears).power).toBe(2);
    // Freezing a state apply handed out changes nothing of what it plays on to.
    const json = JSON.stringify(g.state);
    const frozen = apply(Object.freeze(g.state), g.state.pending!.player, { kind: 'pass' });
    const thawed = apply(JSON.parse(json) as typeof g.state, g.state.pending!.player, { kind: 'pass' });
    expect(frozen.ok && thawed.ok).toBe(true);
    expect(JSON.stringify(frozen.state)).toBe(JSON.stringify(thawed.state));
  });

  it("CR 302.6: as its controller's next turn begins, Llanowar Elves can help pay — the spell it makes castable is offered", () => {
    const g = game({ A: { hand: ['Llanowar Elves', 'Grizzly Bears'], battlefield: ['Forest'] } });
    passUntil(g, { step: 'precombat_main' });
    cast(g, 'Llanowar Elves');
    resolveStack(g);
    expect(canCast(g, 'Grizzly Bears')).toBe(false);
    passUntil(g, { turn: 3, step: 'precombat_main' });
    expect(canCast(g, 'Grizzly Bears')).toBe(true);
    // What was offered matches a fresh derivation from a copy of the state.
    const copy = JSON.parse(JSON.stringify(g.state)) as typeof g.state;
    const pending = g.state.pending;
    expect(pending?.kind).toBe('priority');
    if (pending?.kind === 'priority') expect(priorityActions(copy, pending.player)).toEqual(pending.actions);
  });
});
