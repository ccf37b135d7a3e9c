// CR 714 (Saga cards) and the Summon: Yojimbo rulings in ../shared/seeds. Each test quotes the ruling it checks.
import { describe, expect, it } from 'vitest';
import { apply, characteristics } from '../src/engine/index.js';
import {
  activate,
  answer,
  battlefield,
  cast,
  chooseTarget,
  game,
  graveyard,
  life,
  obj,
  passPriority,
  passUntil,
  resolveStack,
  resolveTop,
  stack,
  type Game,
} from './helpers/harness.js';

const exileNames = (g: Game): string[] => g.state.exile.map((id) => g.state.objects[id]!.def);

const lore = (g: Game, name = 'Summon: Yojimbo') => obj(g, name).counters.lore ?? 0;
const YOJIMBO_HAND = { hand: ['Summon: Yojimbo'], battlefield: ['Plains', 'Plains', 'Plains', 'Plains'] };

/** Casts Summon: Yojimbo from A's hand in the precombat main phase of turn 1 and lets it resolve. */
function castYojimbo(g: Game): void {
  passUntil(g, { turn: 1, step: 'precombat_main' });
  cast(g, 'Summon: Yojimbo');
  resolveTop(g);
}

describe('lore counters (CR 714.3)', () => {
  it('"As a Saga enters, its controller puts a lore counter on it ... Putting a lore counter on a Saga in either of these ways doesn\'t use the stack."', () => {
    const g = game({ A: YOJIMBO_HAND, B: { battlefield: ['Ornithopter'] } });
    castYojimbo(g);
    expect(lore(g)).toBe(1);
    // Chapter I triggered from that counter; its target is chosen as it goes on the stack (the counter itself
    // never was on the stack).
    chooseTarget(g, 'Ornithopter');
    expect(stack(g)).toHaveLength(1);
    expect(g.log.some((e) => e.rule === 'CR 714.3a')).toBe(true);
  });

  it('"As your first main phase begins (immediately after your draw step), you put another lore counter on each Saga you control."', () => {
    const g = game({ A: { battlefield: [{ name: 'Summon: Yojimbo', counters: { lore: 1 } }] }, startingPlayer: 'B' });
    passUntil(g, { turn: 2, step: 'draw' });
    expect(lore(g)).toBe(1);
    passPriority(g);
    passPriority(g);
    expect(g.state.turn.step).toBe('precombat_main');
    expect(lore(g)).toBe(2);
    // Chapter II triggered and is on the stack before anyone gets priority in the main phase.
    expect(stack(g)).toHaveLength(1);
    // The opponent's main phase adds nothing.
    resolveStack(g);
    passUntil(g, { turn: 3, step: 'precombat_main' });
    expect(lore(g)).toBe(2);
  });
});

describe('chapter abilities (CR 714.2)', () => {
  it('"Chapter abilities are put onto the stack and may be responded to."', () => {
    const g = game({
      A: YOJIMBO_HAND,
      B: { battlefield: ['Ornithopter', 'Mountain'], hand: ['Shock'] },
    });
    castYojimbo(g);
    // Chapter I targets as it goes on the stack: the only legal target is the opponent's artifact.
    chooseTarget(g, 'Ornithopter');
    expect(stack(g)).toHaveLength(1);
    passPriority(g); // A passes with the chapter ability on the stack
    cast(g, 'Shock', { targets: ['A'] }); // B responds
    resolveTop(g);
    expect(life(g, 'A')).toBe(18);
    expect(stack(g)).toHaveLength(1);
    resolveStack(g);
    expect(exileNames(g)).toContain('Ornithopter');
  });

  it('"the third lore counter put on a Saga causes the chapter III ability to trigger, but chapters I and II won\'t trigger again"', () => {
    const g = game({ A: { battlefield: [{ name: 'Summon: Yojimbo', counters: { lore: 2 } }] }, startingPlayer: 'B' });
    passUntil(g, { turn: 2, step: 'precombat_main' });
    expect(lore(g)).toBe(3);
    expect(g.state.stack).toHaveLength(1);
    const item = g.state.stack[0]!;
    expect(item.kind === 'ability' && characteristics(g.state, item.source).name).toBe('Summon: Yojimbo');
    expect(g.log.filter((e) => e.text.includes('Summon: Yojimbo triggers')).map((e) => e.text)).toEqual([
      expect.stringContaining('III —'),
    ]);
  });

  it('"Removing lore counters won\'t cause a previous chapter ability to trigger ... chapter abilities will trigger again when the Saga receives more lore counters."', () => {
    const g = game({
      A: { battlefield: [{ name: 'Summon: Yojimbo', counters: { lore: 1 } }, 'Vampire Hexmage'] },
      B: { battlefield: ['Ornithopter', 'Ornithopter'] },
      startingPlayer: 'A',
    });
    passUntil(g, { turn: 1, step: 'upkeep' });
    activate(g, 'Vampire Hexmage', 0, ['Summon: Yojimbo']);
    resolveStack(g);
    expect(lore(g)).toBe(0);
    expect(g.state.stack).toHaveLength(0);
    // As the main phase begins the count goes from 0 to 1: chapter I triggers again (no draw step on turn 1).
    passPriority(g);
    passPriority(g);
    expect(g.state.turn.step).toBe('precombat_main');
    expect(lore(g)).toBe(1);
    expect(g.state.pending?.kind).toBe('target');
    chooseTarget(g, 'Ornithopter');
    resolveStack(g);
    expect(exileNames(g)).toEqual(['Ornithopter']);
  });

  it('"Once a chapter ability has triggered, the ability on the stack won\'t be affected if the Saga ... leaves the battlefield."', () => {
    const g = game({
      A: YOJIMBO_HAND,
      B: { battlefield: ['Ornithopter', 'Plains', 'Plains'], hand: ['Long Road Home'] },
    });
    castYojimbo(g);
    chooseTarget(g, 'Ornithopter');
    passPriority(g); // A passes with chapter I on the stack
    cast(g, 'Long Road Home', { targets: ['Summon: Yojimbo'] });
    resolveTop(g);
    expect(battlefield(g, 'A')).not.toContain('Summon: Yojimbo');
    resolveStack(g);
    expect(exileNames(g)).toContain('Ornithopter');
  });
});

describe('sacrifice after the final chapter (CR 714.4)', () => {
  it('"the Saga\'s controller sacrifices it as soon as its chapter ability has left the stack"', () => {
    const g = game({
      A: { battlefield: [{ name: 'Summon: Yojimbo', counters: { lore: 3 } }] },
      B: { battlefield: ['Fire Elemental'] },
      startingPlayer: 'A',
    });
    passUntil(g, { turn: 1, step: 'precombat_main' });
    // Chapter IV is on the stack: the Saga stays until it has left the stack.
    expect(lore(g)).toBe(4);
    expect(battlefield(g, 'A')).toContain('Summon: Yojimbo');
    resolveTop(g);
    expect(battlefield(g, 'A')).not.toContain('Summon: Yojimbo');
    expect(graveyard(g, 'A')).toContain('Summon: Yojimbo');
    expect(g.log.some((e) => e.rule === 'CR 704.5s')).toBe(true);
  });

  it('"the Saga\'s controller sacrifices it as soon as its chapter ability has left the stack, most likely by resolving or being countered" — countered by Stifle', () => {
    const g = game({
      A: { battlefield: [{ name: 'Summon: Yojimbo', counters: { lore: 3 } }] },
      B: { battlefield: ['Fire Elemental', 'Island'], hand: ['Stifle'] },
      startingPlayer: 'A',
    });
    passUntil(g, { turn: 1, step: 'precombat_main' });
    // Chapter IV is on the stack; A passes and B responds by countering it.
    const chapter = g.state.stack[0]!;
    expect(chapter.kind).toBe('ability');
    passPriority(g);
    cast(g, 'Stifle', { targets: [{ ability: chapter.id }] });
    expect(stack(g)).toHaveLength(2);
    // Not sacrificed while the chapter ability is still on the stack (below Stifle).
    expect(battlefield(g, 'A')).toContain('Summon: Yojimbo');
    resolveTop(g);
    // Stifle resolved: the chapter ability left the stack without resolving (no Treasure), and the Saga is gone.
    expect(stack(g)).toHaveLength(0);
    expect(g.log.some((e) => e.rule === 'CR 701.6a')).toBe(true);
    expect(battlefield(g, 'A')).not.toContain('Treasure');
    expect(battlefield(g, 'A')).not.toContain('Summon: Yojimbo');
    expect(graveyard(g, 'A')).toContain('Summon: Yojimbo');
    expect(graveyard(g, 'B')).toContain('Stifle');
    expect(g.log.some((e) => e.rule === 'CR 704.5s')).toBe(true);
  });

  it('"a Saga that somehow loses all of its chapter abilities will not be sacrificed ... It will also not gain a lore counter"', () => {
    const g = game({ A: { battlefield: [{ name: 'Summon: Yojimbo', counters: { lore: 4 } }, 'Dress Down'] } });
    passUntil(g, { turn: 1, step: 'precombat_main' });
    expect(battlefield(g, 'A')).toContain('Summon: Yojimbo');
    expect(lore(g)).toBe(4);
    // At the end step Dress Down is sacrificed; its chapter abilities back, the Saga is sacrificed at once.
    passUntil(g, { turn: 1, step: 'end_turn' });
    resolveStack(g);
    expect(graveyard(g, 'A')).toEqual(expect.arrayContaining(['Dress Down', 'Summon: Yojimbo']));
  });
});

describe('Summon: Yojimbo', () => {
  it('I: "Exile target artifact, enchantment, or tapped creature an opponent controls" — an untapped creature is not a legal target', () => {
    const g = game({
      A: YOJIMBO_HAND,
      B: { battlefield: ['Grizzly Bears', { name: 'Giant Spider', tapped: true }] },
    });
    castYojimbo(g);
    const c = g.state.pending;
    // Only one legal target, so the engine still asks (targets are always chosen).
    expect(c?.kind).toBe('target');
    if (c?.kind !== 'target') return;
    expect(c.legal.map((r) => ('object' in r ? g.state.objects[r.object]!.def : '?'))).toEqual(['Giant Spider']);
    answer(g, { kind: 'target', target: c.legal[0]! });
    resolveStack(g);
    expect(exileNames(g)).toEqual(['Giant Spider']);
  });

  it('Vigilance "appl[ies] no matter how many lore counters are on the creature"', () => {
    const g = game({ A: { battlefield: [{ name: 'Summon: Yojimbo', counters: { lore: 2 } }] } });
    expect(characteristics(g.state, obj(g, 'Summon: Yojimbo').id).keywords).toContain('vigilance');
  });

  it('IV: "The value of X is determined only once, as [the] fourth chapter ability resolves" — Treasures for each opponent with a 4-power creature', () => {
    const g = game({
      A: { battlefield: [{ name: 'Summon: Yojimbo', counters: { lore: 3 } }] },
      B: { battlefield: ['Fire Elemental', 'Scaled Wurm'], hand: [] },
      startingPlayer: 'A',
    });
    passUntil(g, { turn: 1, step: 'precombat_main' });
    resolveTop(g);
    // One opponent controls creatures with power 4 or greater: X = 1.
    expect(battlefield(g, 'A').filter((n) => n === 'Treasure')).toHaveLength(1);
    expect(obj(g, 'Treasure').token).toBe(true);
  });

  it('a Treasure pays for a spell: "{T}, Sacrifice this token: Add one mana of any color" — and then it is gone', () => {
    const g = game({ A: { battlefield: ['Treasure'], hand: ['Shock'] } });
    passUntil(g, { turn: 1, step: 'precombat_main' });
    cast(g, 'Shock', { targets: ['B'] });
    resolveStack(g);
    expect(life(g, 'B')).toBe(18);
    expect(battlefield(g, 'A')).not.toContain('Treasure');
    // CR 704.5d: the sacrificed token ceased to exist; it is in no graveyard.
    expect(graveyard(g, 'A')).not.toContain('Treasure');
  });

  it('II: "Until your next turn, creatures can\'t attack you unless their controller pays {2} for each of those creatures"', () => {
    const g = game({
      A: { battlefield: [{ name: 'Summon: Yojimbo', counters: { lore: 1 } }] },
      B: { battlefield: ['Grizzly Bears', 'Forest', 'Forest', 'Bloodrock Cyclops'] },
      startingPlayer: 'A',
    });
    passUntil(g, { turn: 1, step: 'precombat_main' });
    resolveStack(g); // chapter II resolves
    expect(g.state.rules).toHaveLength(1);
    // B's turn: Bloodrock Cyclops "attacks each combat if able", but attacking would cost mana, so it need not
    // ("your opponents can choose not to attack with a creature that must attack if able").
    passUntil(g, { turn: 2, step: 'begin_combat' });
    passPriority(g);
    passPriority(g);
    expect(g.state.pending?.kind).toBe('declareAttackers');
    const none = apply(g.state, 1, { kind: 'attackers', attackers: [] });
    expect(none.ok).toBe(true);
    // Attacking with the Bears costs {2}.
    const c = g.state.pending;
    if (c?.kind !== 'declareAttackers') return;
    const bears = c.options.find((o) => g.state.objects[o.attacker]!.def === 'Grizzly Bears')!;
    expect(bears.costs).toEqual([{ defender: 0, cost: '{2}' }]);
    const r = apply(g.state, 1, { kind: 'attackers', attackers: [{ attacker: bears.attacker, defender: 0 }] });
    expect(r.ok && r.state.pending?.kind).toBe('payMana');
    // The effect ends as A's next turn begins.
    if (none.ok) g.state = none.state;
    passUntil(g, { turn: 3, step: 'upkeep' });
    expect(g.state.rules).toHaveLength(0);
  });
});

describe('several chapters at once (seed ruling)', () => {
  it('"If multiple chapter abilities trigger at the same time, their controller puts them on the stack in any order. If any of them require targets, those targets are chosen as you put the abilities on the stack"', () => {
    // Vorinclex doubles the lore counter Summon: Yojimbo enters with: 0 → 2, so chapters I and II trigger together.
    const g = game({
      A: {
        battlefield: ['Vorinclex, Monstrous Raider', 'Plains', 'Plains', 'Plains', 'Plains'],
        hand: ['Summon: Yojimbo'],
      },
      B: { battlefield: ['Ornithopter'] },
    });
    castYojimbo(g);
    expect(lore(g)).toBe(2);
    const c = g.state.pending;
    expect(c?.kind).toBe('orderTriggers');
    if (c?.kind !== 'orderTriggers') return;
    expect(c.player).toBe(0);
    // Put chapter II first (it resolves last), then chapter I, whose target is chosen as it goes on the stack.
    const i1 = c.triggers.findIndex((t) => t.rulesText.startsWith('I —'));
    const i2 = c.triggers.findIndex((t) => t.rulesText.startsWith('II, III —'));
    answer(g, { kind: 'order', order: [i2, i1] });
    expect(g.state.pending?.kind).toBe('target');
    chooseTarget(g, 'Ornithopter');
    expect(g.state.stack).toHaveLength(2);
    // Chapter I is on top: it resolves first.
    resolveTop(g);
    expect(exileNames(g)).toEqual(['Ornithopter']);
    expect(g.state.rules).toHaveLength(0);
    resolveStack(g);
    expect(g.state.rules).toHaveLength(1);
  });
});
