// CR 603: triggered abilities.
import { describe, expect, it } from 'vitest';
import {
  answer,
  attack,
  block,
  cast,
  chooseTarget,
  decision,
  game,
  graveyard,
  hand,
  handSize,
  life,
  logTexts,
  passPriority,
  passUntil,
  pt,
  resolveStack,
  resolveTop,
  stack,
} from './helpers/harness.js';

describe('triggered abilities (CR 603)', () => {
  it('CR 603.2, 603.3: Elvish Visionary’s enters trigger goes on the stack before anyone gets priority, then draws', () => {
    const g = game({
      A: { hand: ['Elvish Visionary'], battlefield: ['Forest', 'Forest'], library: ['Plains', 'Plains', 'Island'] },
    });
    passUntil(g, { step: 'precombat_main' });
    cast(g, 'Elvish Visionary');
    resolveTop(g);
    expect(stack(g)).toEqual(['Elvish Visionary ability']);
    expect(decision(g)).toBe('A priority');
    expect(hand(g, 'A')).toEqual([]);
    resolveStack(g);
    expect(hand(g, 'A')).toEqual(['Island']);
  });

  it('CR 603.3d: a dies trigger’s target is chosen by its controller as it goes on the stack', () => {
    const g = game({
      A: { hand: ['Shock'], battlefield: ['Mountain', 'Grizzly Bears'] },
      B: { battlefield: ['Festering Goblin'] },
    });
    cast(g, 'Shock', { targets: ['Festering Goblin'] });
    resolveTop(g);
    expect(graveyard(g, 'B')).toEqual(['Festering Goblin']);
    // B controls the trigger: B chooses its target now, before anyone gets priority, on A's turn.
    const c = g.state.pending;
    expect(c?.kind).toBe('target');
    expect(c?.player).toBe(1);
    chooseTarget(g, 'Grizzly Bears');
    expect(stack(g)).toEqual(['Festering Goblin ability']);
    expect(decision(g)).toBe('A priority');
    resolveStack(g);
    expect(pt(g, 'Grizzly Bears')).toBe('1/1');
    passUntil(g, { turn: 2, step: 'upkeep' });
    expect(pt(g, 'Grizzly Bears')).toBe('2/2');
  });

  it('CR 603.3d: a trigger with no legal target is removed from the stack', () => {
    const g = game({ A: { hand: ['Shock'], battlefield: ['Mountain'] }, B: { battlefield: ['Festering Goblin'] } });
    cast(g, 'Shock', { targets: ['Festering Goblin'] });
    const mark = g.log.length;
    resolveTop(g);
    expect(stack(g)).toEqual([]);
    expect(decision(g)).toBe('A priority');
    expect(logTexts(g, mark)).toContain("Festering Goblin's ability has no legal targets and is removed (CR 603.3d)");
  });

  it('CR 603.2, 603.6: Phyrexian Arena triggers at the beginning of its controller’s upkeep only', () => {
    const g = game({ A: { battlefield: ['Phyrexian Arena'] } });
    expect(stack(g)).toEqual(['Phyrexian Arena ability']); // turn 1 upkeep
    resolveStack(g);
    expect(handSize(g, 'A')).toBe(1);
    expect(life(g, 'A')).toBe(19);
    passUntil(g, { turn: 2, step: 'upkeep' });
    expect(stack(g)).toEqual([]);
    passUntil(g, { turn: 2, step: 'end_turn' });
    expect(life(g, 'A')).toBe(19);
    passUntil(g, { turn: 3, step: 'upkeep' });
    expect(stack(g)).toEqual(['Phyrexian Arena ability']);
    resolveStack(g);
    expect(life(g, 'A')).toBe(18);
    expect(handSize(g, 'A')).toBe(2); // one card from each upkeep trigger; turn 3's draw step comes later
  });

  it('CR 603.3b: two triggers at once — their controller orders them', () => {
    const g = game({ A: { battlefield: ['Phyrexian Arena', 'Phyrexian Arena'] } });
    const c = g.state.pending;
    expect(c?.kind).toBe('orderTriggers');
    if (c?.kind !== 'orderTriggers') return;
    expect(c.player).toBe(0);
    expect(c.triggers).toHaveLength(2);
    // The order must list each trigger once.
    expect(g.state.stack).toEqual([]);
    answer(g, { kind: 'order', order: [1, 0] });
    const sources = g.state.stack.map((it) => (it.kind === 'ability' ? it.source : -1));
    expect(sources).toEqual([c.triggers[1]!.source, c.triggers[0]!.source]);
    resolveStack(g);
    expect(life(g, 'A')).toBe(18);
    expect(handSize(g, 'A')).toBe(2);
  });

  it('CR 603.3b: triggers of both players — active player’s go on the stack first, so the other player’s resolve first', () => {
    const g = game({
      A: { battlefield: ['Festering Goblin', 'Llanowar Elves'] },
      B: { battlefield: ['Festering Goblin', 'Llanowar Elves'] },
    });
    attack(g, ['Festering Goblin']);
    block(g, [['Festering Goblin', 'Festering Goblin']]);
    passUntil(g, { step: 'declare_blockers' });
    passPriority(g);
    passPriority(g); // combat damage: both Goblins die at once
    expect(graveyard(g, 'A')).toEqual(['Festering Goblin']);
    expect(graveyard(g, 'B')).toEqual(['Festering Goblin']);
    // APNAP: A (active) puts theirs on the stack first, choosing its target first; then B.
    expect(decision(g)).toBe('A target');
    chooseTarget(g, { name: 'Llanowar Elves', controller: 'B' });
    expect(decision(g)).toBe('B target');
    chooseTarget(g, { name: 'Llanowar Elves', controller: 'A' });
    expect(g.state.stack.map((it) => it.kind === 'ability' && it.controller)).toEqual([0, 1]);
    // B's trigger is on top: it resolves first, killing A's Elves while B's survive for now.
    resolveTop(g);
    expect(graveyard(g, 'A')).toEqual(['Festering Goblin', 'Llanowar Elves']);
    expect(graveyard(g, 'B')).toEqual(['Festering Goblin']);
    resolveTop(g);
    expect(graveyard(g, 'B')).toEqual(['Festering Goblin', 'Llanowar Elves']);
  });
});
