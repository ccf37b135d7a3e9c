// Delayed triggered abilities with a stated duration (CR 603.7b): "Until your next turn, whenever a creature an
// opponent controls attacks, it gets -1/-0 until end of turn." (Jace, Architect of Thought's +1), "{1}{R}{R}: Until end
// of turn, whenever you cast a black spell, put a +1/+1 counter on this creature." (Mountain Titan). The ability
// triggers each time its event happens until its duration ends (611.2b, 514.2), for the controller of the ability
// that made it, whose source may have left the battlefield (603.7e). And "it" / "that creature" in a triggered
// ability whose event concerns a creature: that creature (Fervent Charge, Rakish Heir). Cases from the rulings.
import { describe, expect, it } from 'vitest';
import { compileAndVerify, type CardInput } from '../src/cards/compiler/index.js';
import { toCardDef } from '../src/cards/index.js';
import type { OracleRecord } from '../src/cards/oracle-record.js';
import { characteristics, findCard, registerCard } from '../src/engine/index.js';
import {
  activate,
  answer,
  attack,
  cast,
  game,
  graveyard,
  life,
  obj,
  objs,
  passPriority,
  passUntil,
  pt,
  resolveStack,
  type Game,
} from './helpers/harness.js';

// Jace, Architect of Thought's +1 (its −8 is another family of rules), as a planeswalker of its own, with a loyalty of
// 1 so that one Shock destroys it.
const WALKER: OracleRecord & CardInput = {
  name: 'Architect Test',
  manaCost: '{2}{U}{U}',
  typeLine: 'Legendary Planeswalker — Jace',
  loyalty: '1',
  oracleText:
    '+1: Until your next turn, whenever a creature an opponent controls attacks, it gets -1/-0 until end of turn.',
  layout: 'normal',
};
const walker = compileAndVerify(WALKER);
if (walker.result.ok && !findCard(WALKER.name)) registerCard(toCardDef(WALKER, walker.result.abilities));

/** A's turn 1: the walker's +1 resolves. */
function plusOne(g: Game): void {
  passUntil(g, { turn: 1, step: 'precombat_main' });
  activate(g, WALKER.name, 0);
  resolveStack(g);
}

describe('"Until your next turn, whenever ..." (CR 603.7b)', () => {
  it('compiles from the Oracle text and renders back', () => {
    expect(walker.verified).toBe(true);
    const a = walker.result.ok ? walker.result.abilities[0] : undefined;
    expect(a?.kind === 'activated' ? a.effects[0]?.kind : undefined).toBe('lastingTrigger');
  });

  it('each attacking creature of an opponent gets -1/-0, whatever it attacks (ruling)', () => {
    const g = game({
      A: { battlefield: [WALKER.name] },
      B: { battlefield: ['Grizzly Bears', 'Grizzly Bears'] },
    });
    plusOne(g);
    passUntil(g, { turn: 2, step: 'precombat_main' });
    attack(g, ['Grizzly Bears', 'Grizzly Bears'], { planeswalker: WALKER.name });
    // Two triggers of A's at once: A orders them (CR 603.3b).
    expect(g.state.pending?.kind).toBe('orderTriggers');
    answer(g, { kind: 'order', order: [0, 1] });
    resolveStack(g);
    const bears = objs(g, 'Grizzly Bears');
    expect(bears.map((o) => characteristics(g.state, o.id).power)).toEqual([1, 1]);
    // 1 + 1 damage to the walker, which had 2 loyalty (CR 120.3c, 704.5i).
    passUntil(g, { turn: 2, step: 'end_combat' });
    expect(graveyard(g, 'A')).toContain(WALKER.name);
  });

  it("the attacker deals less damage; the ability ends as its controller's next turn begins", () => {
    const g = game({
      A: { battlefield: [WALKER.name] },
      B: { battlefield: ['Grizzly Bears'] },
    });
    plusOne(g);
    passUntil(g, { turn: 2, step: 'precombat_main' });
    attack(g, ['Grizzly Bears'], 'A');
    passUntil(g, { turn: 2, step: 'end_combat' });
    expect(life(g, 'A')).toBe(19);
    expect(g.state.delayed).toHaveLength(1);
    passUntil(g, { turn: 3, step: 'upkeep' });
    expect(g.state.delayed).toHaveLength(0);
    // B's next attack, on turn 4, is not weakened (A doesn't use the walker again).
    passUntil(g, { turn: 4, step: 'precombat_main' });
    attack(g, ['Grizzly Bears'], 'A');
    passUntil(g, { turn: 4, step: 'end_combat' });
    expect(life(g, 'A')).toBe(17);
  });

  it('it goes on triggering after its source has left the battlefield (CR 603.7e)', () => {
    const g = game({
      A: { battlefield: [WALKER.name] },
      B: { battlefield: ['Grizzly Bears', 'Mountain'], hand: ['Shock'] },
    });
    plusOne(g);
    passUntil(g, { turn: 2, step: 'precombat_main' });
    cast(g, 'Shock', { targets: [WALKER.name] });
    resolveStack(g);
    expect(graveyard(g, 'A')).toContain(WALKER.name);
    attack(g, ['Grizzly Bears'], 'A');
    resolveStack(g);
    expect(pt(g, 'Grizzly Bears')).toBe('1/2');
  });

  it('"Until end of turn, whenever you cast a black spell": once per spell, and no more after the turn', () => {
    const g = game({
      A: {
        battlefield: ['Mountain Titan', 'Mountain', 'Mountain', 'Mountain', 'Swamp', 'Swamp', 'Swamp'],
        hand: ['Walking Corpse', 'Disfigure'],
      },
      B: { battlefield: ['Grizzly Bears'] },
    });
    passUntil(g, { turn: 1, step: 'precombat_main' });
    activate(g, 'Mountain Titan', 0);
    resolveStack(g);
    cast(g, 'Walking Corpse');
    resolveStack(g);
    expect(obj(g, 'Mountain Titan').counters['+1/+1']).toBe(1);
    // Cast on B's turn, after the cleanup step ended the ability (CR 514.2), Disfigure adds no counter.
    passUntil(g, { turn: 2, step: 'upkeep' });
    expect(g.state.delayed).toHaveLength(0);
    passPriority(g);
    cast(g, 'Disfigure', { targets: ['Grizzly Bears'] });
    resolveStack(g);
    expect(graveyard(g, 'B')).toContain('Grizzly Bears');
    expect(obj(g, 'Mountain Titan').counters['+1/+1']).toBe(1);
  });
});

describe('"it" and "that creature": the creature the event concerned (CR 603.2)', () => {
  it('"Whenever a creature you control attacks, it gets +2/+2 until end of turn" (Fervent Charge)', () => {
    const g = game({ A: { battlefield: ['Fervent Charge', 'Grizzly Bears', 'Llanowar Elves'] } });
    passUntil(g, { turn: 1, step: 'precombat_main' });
    attack(g, ['Grizzly Bears']);
    resolveStack(g);
    expect(pt(g, 'Grizzly Bears')).toBe('4/4');
    expect(pt(g, 'Llanowar Elves')).toBe('1/1');
  });

  it('"Whenever a Vampire you control deals combat damage to a player, put a +1/+1 counter on it" (Rakish Heir)', () => {
    const g = game({ A: { battlefield: ['Rakish Heir', 'Vampire Lacerator'] } });
    passUntil(g, { turn: 1, step: 'precombat_main' });
    attack(g, ['Vampire Lacerator']);
    passUntil(g, { turn: 1, step: 'end_combat' });
    expect(obj(g, 'Vampire Lacerator').counters['+1/+1']).toBe(1);
    expect(obj(g, 'Rakish Heir').counters['+1/+1'] ?? 0).toBe(0);
  });
});
