// CR 614-616: replacement and prevention effects, "enters with" (614.1c) and X for the permanent (107.3m).
import { describe, expect, it } from 'vitest';
import {
  answer,
  attack,
  battlefield,
  block,
  cast,
  decision,
  game,
  handSize,
  life,
  logTexts,
  obj,
  passPriority,
  passUntil,
  pt,
  resolveStack,
  toRef,
  type Game,
} from './helpers/harness.js';

/** Casts a modal spell: the cast action, then the mode, then its targets; mana is paid automatically. */
function castModal(g: Game, name: string, modeText: string, target: Parameters<typeof toRef>[1]): void {
  const c = g.state.pending;
  if (c?.kind !== 'priority') throw new Error(decision(g));
  const act = c.actions.find((a) => a.kind === 'cast' && g.state.objects[a.card]!.def === name);
  if (!act) throw new Error(`can't cast ${name}: ${decision(g)}`);
  answer(g, act);
  const m = g.state.pending;
  if (m?.kind !== 'chooseMode') throw new Error(`expected a mode choice: ${decision(g)}`);
  const mode = m.modes.find((x) => x.text.startsWith(modeText));
  if (!mode) throw new Error(`no mode "${modeText}"`);
  answer(g, { kind: 'mode', mode: mode.mode });
  const t = g.state.pending;
  if (t?.kind !== 'target') throw new Error(`expected a target: ${decision(g)}`);
  answer(g, { kind: 'target', target: toRef(g, target, t.legal) });
  if (g.state.pending?.kind === 'payMana') answer(g, { kind: 'autoPay' });
}

describe('enters with counters (CR 614.1c) and X (CR 107.3m)', () => {
  it('Endless One cast with X=3 enters with three +1/+1 counters and is 3/3', () => {
    const g = game({ A: { battlefield: ['Plains', 'Plains', 'Plains'], hand: ['Endless One'] } });
    passUntil(g, { turn: 1, step: 'precombat_main' });
    cast(g, 'Endless One', { x: 3 });
    resolveStack(g);
    expect(obj(g, 'Endless One').counters['+1/+1']).toBe(3);
    expect(pt(g, 'Endless One')).toBe('3/3');
    expect(g.log.some((e) => e.text === 'Endless One gets 3 +1/+1 counters' && e.rule === 'CR 122.6')).toBe(true);
  });

  it('Endless One cast with X=0 enters with no counters and dies as a 0/0 (CR 704.5f)', () => {
    const g = game({ A: { hand: ['Endless One'] } });
    passUntil(g, { turn: 1, step: 'precombat_main' });
    cast(g, 'Endless One', { x: 0 });
    resolveStack(g);
    expect(battlefield(g, 'A')).not.toContain('Endless One');
  });
});

describe('draw replacement (CR 614.1a, 121.6): Blood Scrivener', () => {
  it('with an empty hand, one draw becomes two cards and 1 life lost', () => {
    const g = game({ A: { battlefield: ['Blood Scrivener'] }, startingPlayer: 'B' });
    passUntil(g, { turn: 2, step: 'precombat_main' });
    expect(handSize(g, 'A')).toBe(2);
    expect(life(g, 'A')).toBe(19);
    // The log names what replaced the draw (CR 614.6), then what happened instead.
    const log = logTexts(g);
    const at = log.indexOf("Blood Scrivener replaces A's draw (CR 614.6)");
    expect(at).toBeGreaterThan(0);
    expect(log.slice(at + 1, at + 4).join(' | ')).toMatch(/A draws a card.*A draws a card.*A loses 1 life/);
  });

  it('with a card in hand the draw is not replaced', () => {
    const g = game({ A: { battlefield: ['Blood Scrivener'], hand: ['Shock'] }, startingPlayer: 'B' });
    passUntil(g, { turn: 2, step: 'precombat_main' });
    expect(handSize(g, 'A')).toBe(2);
    expect(life(g, 'A')).toBe(20);
  });

  it('"draw two" with an empty hand: the first draw is replaced, the second is not — three cards, 1 life', () => {
    const g = game({ A: { battlefield: ['Blood Scrivener', 'Island', 'Island', 'Island'], hand: ['Divination'] } });
    passUntil(g, { turn: 1, step: 'precombat_main' });
    cast(g, 'Divination');
    resolveStack(g);
    expect(handSize(g, 'A')).toBe(3);
    expect(life(g, 'A')).toBe(19);
  });

  it('two Blood Scriveners: the drawing player chooses which applies first (CR 616.1); each applies once', () => {
    const g = game({ A: { battlefield: ['Blood Scrivener', 'Blood Scrivener'] }, startingPlayer: 'B' });
    passUntil(g, { turn: 2, step: 'upkeep' });
    passPriority(g);
    passPriority(g);
    const c = g.state.pending;
    expect(c?.kind).toBe('chooseReplacement');
    if (c?.kind !== 'chooseReplacement') return;
    expect(c.player).toBe(0);
    expect(c.options).toHaveLength(2);
    answer(g, { kind: 'option', index: 0 });
    passUntil(g, { turn: 2, step: 'precombat_main' });
    // The first Scrivener replaces the draw; the second replaces the first of those two draws (the hand is still
    // empty then); the last draw is ordinary: three cards and 2 life.
    expect(handSize(g, 'A')).toBe(3);
    expect(life(g, 'A')).toBe(18);
  });
});

describe('prevention (CR 615)', () => {
  it('Fog prevents all combat damage this turn, but not damage from a spell', () => {
    const g = game({
      A: { battlefield: ['Grizzly Bears', 'Mountain'], hand: ['Shock'] },
      B: { battlefield: ['Forest'], hand: ['Fog'] },
    });
    passUntil(g, { turn: 1, step: 'begin_combat' });
    passPriority(g); // A passes
    cast(g, 'Fog'); // B casts Fog in the beginning of combat step
    resolveStack(g);
    attack(g, ['Grizzly Bears']);
    passUntil(g, { turn: 1, step: 'postcombat_main' });
    expect(life(g, 'B')).toBe(20);
    cast(g, 'Shock', { targets: ['B'] });
    resolveStack(g);
    expect(life(g, 'B')).toBe(18);
  });

  it('Healing Salve, second mode: prevents the next 3 damage to a creature; the shield is used up', () => {
    const g = game({
      A: { battlefield: ['Mountain', 'Mountain', 'Mountain', 'Mountain'], hand: ['Lightning Blast'] },
      B: { battlefield: ['Plains', 'Giant Spider'], hand: ['Healing Salve'] },
    });
    passUntil(g, { turn: 1, step: 'precombat_main' });
    cast(g, 'Lightning Blast', { targets: ['Giant Spider'] });
    passPriority(g); // A passes with Lightning Blast on the stack
    castModal(g, 'Healing Salve', 'Prevent', 'Giant Spider');
    resolveStack(g);
    // 4 damage, 3 prevented: the 2/4 spider survives with 1 damage.
    expect(battlefield(g, 'B')).toContain('Giant Spider');
    expect(obj(g, 'Giant Spider').damage).toBe(1);
    expect(g.state.shields).toHaveLength(0);
  });

  it('Healing Salve, first mode: target player gains 3 life', () => {
    const g = game({ A: { battlefield: ['Plains'], hand: ['Healing Salve'], life: 10 } });
    passUntil(g, { turn: 1, step: 'precombat_main' });
    castModal(g, 'Healing Salve', 'Target player gains', 'A');
    resolveStack(g);
    expect(life(g, 'A')).toBe(13);
  });
});

describe('infect (CR 702.90, 120.3b, 120.3d)', () => {
  it('damage to a player becomes poison counters, damage to a creature becomes -1/-1 counters', () => {
    const g = game({ A: { battlefield: ['Glistener Elf', 'Glistener Elf'] }, B: { battlefield: ['Grizzly Bears'] } });
    attack(g, ['Glistener Elf', 'Glistener Elf']);
    block(g, [['Grizzly Bears', 'Glistener Elf']]);
    passUntil(g, { turn: 1, step: 'postcombat_main' });
    expect(g.state.players[1]!.poison).toBe(1);
    expect(life(g, 'B')).toBe(20);
    expect(obj(g, 'Grizzly Bears').counters['-1/-1']).toBe(1);
    expect(pt(g, 'Grizzly Bears')).toBe('1/1');
    expect(obj(g, 'Grizzly Bears').damage).toBe(0);
  });
});
