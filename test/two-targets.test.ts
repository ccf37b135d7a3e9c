// Two targets in one sentence (CR 115.3, 601.2c): "deals 2 damage to any target and 1 damage to another target" (Arc
// Trail: "another" — not the one chosen before it), "1 damage to target player or planeswalker and 1 damage to target
// creature that player or that planeswalker's controller controls" (the creature judged against the first target), and
// "That player or that planeswalker's controller discards two cards" (Blightning, Rakdos's Return). Played with the
// compiled cards; the cases are their Gatherer rulings.
import { describe, expect, it } from 'vitest';
import { compileAndVerify, type CardInput } from '../src/cards/compiler/index.js';
import { toCardDef } from '../src/cards/index.js';
import type { OracleRecord } from '../src/cards/oracle-record.js';
import { findCard, registerCard } from '../src/engine/index.js';
import {
  answer,
  cast,
  game,
  graveyard,
  handSize,
  lands,
  life,
  obj,
  passPriority,
  passUntil,
  resolveStack,
  toRef,
} from './helpers/harness.js';

// Searing Blaze's first sentence without its landfall sentence (another family of rules), as a card of its own.
const BLAZE: OracleRecord & CardInput = {
  name: 'Blaze Test',
  manaCost: '{R}',
  typeLine: 'Instant',
  oracleText:
    "Blaze Test deals 1 damage to target player or planeswalker and 1 damage to target creature that player or that planeswalker's controller controls.",
  layout: 'normal',
};
const blaze = compileAndVerify(BLAZE);
if (blaze.result.ok && !findCard(BLAZE.name)) registerCard(toCardDef(BLAZE, blaze.result.abilities));

describe('"and N damage to another target" (CR 115.3)', () => {
  it('Arc Trail deals 2 damage to one target and 1 to another', () => {
    const g = game({
      A: { hand: ['Arc Trail'], battlefield: ['Mountain', 'Mountain'] },
      B: { battlefield: ['Grizzly Bears'] },
    });
    passUntil(g, { step: 'precombat_main' });
    cast(g, 'Arc Trail', { targets: ['Grizzly Bears', 'B'] });
    resolveStack(g);
    expect(graveyard(g, 'B')).toContain('Grizzly Bears');
    expect(life(g, 'B')).toBe(19);
  });

  it('"another target": the first target is not offered again', () => {
    const g = game({
      A: { hand: ['Arc Trail'], battlefield: ['Mountain', 'Mountain'] },
      B: { battlefield: ['Grizzly Bears'] },
    });
    passUntil(g, { step: 'precombat_main' });
    const c0 = g.state.pending;
    if (c0?.kind !== 'priority') throw new Error('no priority');
    answer(
      g,
      c0.actions.find((a) => a.kind === 'cast')!,
    );
    answer(g, { kind: 'target', target: toRef(g, 'Grizzly Bears') });
    const c = g.state.pending;
    expect(c?.kind).toBe('target');
    if (c?.kind !== 'target') return;
    const bears = obj(g, 'Grizzly Bears').id;
    expect(c.legal.some((r) => 'object' in r && r.object === bears)).toBe(false);
    expect(c.legal.some((r) => 'player' in r)).toBe(true);
  });
});

describe('"target creature that player or that planeswalker\'s controller controls"', () => {
  it('compiles to a creature target judged against the first target, and renders back', () => {
    expect(blaze.verified).toBe(true);
    const t = blaze.result.ok ? blaze.result.abilities.find((a) => a.kind === 'spell')?.targets : undefined;
    expect(t?.[1]?.what).toEqual({ kind: 'permanent', filter: { types: ['Creature'], controlledByTarget: 0 } });
  });

  it("ruling: Punish the Enemy can't be cast without both a player and a creature to target", () => {
    const g = game({ A: { hand: ['Punish the Enemy'], battlefield: lands('Mountain', 5) } });
    passUntil(g, { step: 'precombat_main' });
    const c = g.state.pending;
    expect(c?.kind === 'priority' && c.actions.some((a) => a.kind === 'cast')).toBe(false);
  });

  it('ruling: if one target is illegal as it resolves, the other is still dealt its damage', () => {
    const g = game({
      A: { hand: ['Punish the Enemy'], battlefield: lands('Mountain', 5) },
      B: { hand: ['Unsummon'], battlefield: ['Hill Giant', 'Island'] },
    });
    passUntil(g, { step: 'precombat_main' });
    cast(g, 'Punish the Enemy', { targets: ['B', 'Hill Giant'] });
    answer(g, { kind: 'pass' });
    cast(g, 'Unsummon', { targets: ['Hill Giant'] });
    resolveStack(g);
    expect(life(g, 'B')).toBe(17);
  });

  it('the creature must be controlled by the player chosen first, or by the planeswalker’s controller', () => {
    const g = game({
      A: { hand: ['Blaze Test'], battlefield: ['Mountain', 'Grizzly Bears'] },
      B: { battlefield: ['Hill Giant', 'Jace Beleren'] },
    });
    passUntil(g, { step: 'precombat_main' });
    const c0 = g.state.pending;
    if (c0?.kind !== 'priority') throw new Error('no priority');
    answer(
      g,
      c0.actions.find((a) => a.kind === 'cast')!,
    );
    answer(g, { kind: 'target', target: toRef(g, 'Jace Beleren') });
    const c = g.state.pending;
    if (c?.kind !== 'target') throw new Error('no second target');
    // B's Hill Giant only: not A's Bears.
    expect(c.legal).toEqual([{ object: obj(g, 'Hill Giant').id }]);
    answer(g, { kind: 'target', target: toRef(g, 'Hill Giant') });
    answer(g, { kind: 'autoPay' });
    resolveStack(g);
    expect(obj(g, 'Jace Beleren').counters.loyalty).toBe(2);
    expect(obj(g, 'Hill Giant').damage).toBe(1);
  });
});

describe('"That player or that planeswalker\'s controller discards N cards"', () => {
  it('Blightning deals 3 damage to the player, who discards two cards', () => {
    const g = game({
      A: { hand: ['Blightning'], battlefield: ['Mountain', 'Swamp', 'Island'] },
      B: { hand: ['Shock', 'Shock', 'Shock'] },
    });
    passUntil(g, { step: 'precombat_main' });
    cast(g, 'Blightning', { targets: ['B'] });
    answer(g, { kind: 'pass' });
    answer(g, { kind: 'pass' });
    answer(g, { kind: 'cards', cards: g.state.players[1]!.hand.slice(0, 2) }, 'B');
    expect(life(g, 'B')).toBe(17);
    expect(handSize(g, 'B')).toBe(1);
  });

  it("Rakdos's Return aimed at a planeswalker: its controller discards X cards", () => {
    const g = game({
      A: { hand: ["Rakdos's Return"], battlefield: lands('Mountain', 2).concat(lands('Swamp', 2)) },
      B: { hand: ['Shock', 'Shock', 'Shock'], battlefield: ['Jace Beleren'] },
    });
    passUntil(g, { step: 'precombat_main' });
    cast(g, "Rakdos's Return", { targets: ['Jace Beleren'], x: 2 });
    answer(g, { kind: 'pass' });
    answer(g, { kind: 'pass' });
    answer(g, { kind: 'cards', cards: g.state.players[1]!.hand.slice(0, 2) }, 'B');
    expect(obj(g, 'Jace Beleren').counters.loyalty).toBe(1);
    expect(handSize(g, 'B')).toBe(1);
    expect(life(g, 'B')).toBe(20);
  });
});

describe('"and each creature that player or that planeswalker\'s controller controls" (Bonfire of the Damned)', () => {
  it('deals X damage to the player and each creature they control, not the caster’s', () => {
    const g = game({
      A: { hand: ['Bonfire of the Damned'], battlefield: [...lands('Mountain', 5), 'Grizzly Bears'] },
      B: { battlefield: ['Hill Giant', 'Savannah Lions'] },
    });
    passUntil(g, { step: 'precombat_main' });
    cast(g, 'Bonfire of the Damned', { targets: ['B'], x: 2 });
    resolveStack(g);
    expect(life(g, 'B')).toBe(18);
    expect(graveyard(g, 'B')).toContain('Savannah Lions');
    expect(obj(g, 'Hill Giant').damage).toBe(2);
    expect(obj(g, 'Grizzly Bears').damage).toBe(0);
  });

  it('cast for its miracle cost {X}{R} as it is drawn, with X announced for it (CR 702.94a, 107.3)', () => {
    const g = game({
      startingPlayer: 'B',
      A: { library: [...lands('Plains', 10), 'Bonfire of the Damned'], battlefield: lands('Mountain', 3) },
      B: { battlefield: ['Savannah Lions'] },
    });
    passUntil(g, { turn: 2, step: 'upkeep' });
    passPriority(g);
    passPriority(g);
    // A's draw: the first card drawn this turn may be revealed.
    expect(g.state.pending?.kind).toBe('yesNo');
    answer(g, { kind: 'yes' });
    passPriority(g);
    passPriority(g);
    expect(g.state.pending?.kind).toBe('yesNo');
    answer(g, { kind: 'yes' });
    answer(g, { kind: 'target', target: { player: 1 } });
    answer(g, { kind: 'x', value: 2 });
    answer(g, { kind: 'autoPay' });
    resolveStack(g);
    expect(life(g, 'B')).toBe(18);
    expect(graveyard(g, 'B')).toContain('Savannah Lions');
  });
});
