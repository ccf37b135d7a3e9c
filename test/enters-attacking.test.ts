// A token "that's tapped and attacking" (CR 508.4): its controller chooses which defending player or planeswalker it
// attacks as it enters; it is an attacking creature but was never declared as an attacker, so no "attacks" trigger
// sees it and no cost to attack applies to it (508.4c). "Exile that token at end of combat" is a delayed triggered
// ability (CR 603.7) that remembers the token. The Gatherer rulings of Geist of Saint Traft (2011-09-22) are checked.
import { describe, expect, it } from 'vitest';
import {
  answer,
  attack,
  block,
  decision,
  game,
  keywords,
  lands,
  life,
  logTexts,
  obj,
  objs,
  passPriority,
  passUntil,
  pt,
  resolveTop,
  stack,
  toRef,
} from './helpers/harness.js';

describe('Geist of Saint Traft: "create a 4/4 white Angel creature token with flying that\'s tapped and attacking"', () => {
  it('the Angel enters tapped and attacking, deals its damage, and is exiled at end of combat', () => {
    const g = game({ A: { battlefield: ['Geist of Saint Traft'] } });
    attack(g, ['Geist of Saint Traft']);
    expect(stack(g)).toEqual(['Geist of Saint Traft ability']);
    const mark = g.log.length;
    resolveTop(g);
    const angel = obj(g, 'Angel');
    expect(angel.tapped).toBe(true);
    expect(angel.attacking).toBe(1);
    expect(pt(g, 'Angel')).toBe('4/4');
    expect(keywords(g, 'Angel')).toContain('flying');
    expect(logTexts(g, mark)).toContain('Angel enters attacking B (CR 508.4)');
    passUntil(g, { step: 'end_combat' });
    expect(life(g, 'B')).toBe(14);
    // The delayed trigger "at end of combat" (CR 603.7, 511.2).
    expect(stack(g)).toEqual(['Geist of Saint Traft ability']);
    resolveTop(g);
    expect(objs(g, 'Angel')).toHaveLength(0);
    expect(obj(g, 'Geist of Saint Traft').zone).toBe('battlefield');
  });

  it('the Angel can be blocked like any attacking creature', () => {
    const g = game({ A: { battlefield: ['Geist of Saint Traft'] }, B: { battlefield: ['Serra Angel'] } });
    attack(g, ['Geist of Saint Traft']);
    resolveTop(g);
    block(g, [['Serra Angel', 'Angel']]);
    passUntil(g, { step: 'end_combat' });
    expect(life(g, 'B')).toBe(18);
  });

  it('ruling: it was never declared as an attacker — no cost to attack is paid for it (CR 508.4c)', () => {
    const g = game({
      A: { battlefield: ['Geist of Saint Traft', ...lands('Plains', 2)] },
      B: { battlefield: ['Ghostly Prison'] },
    });
    attack(g, ['Geist of Saint Traft']);
    // {2} for Geist alone, paid as the attack is declared.
    expect(decision(g)).toBe('A payMana');
    answer(g, { kind: 'autoPay' });
    const mark = g.log.length;
    resolveTop(g);
    expect(obj(g, 'Angel').attacking).toBe(1);
    expect(decision(g)).toBe('A priority');
    // No "attacks" event for the token: it never attacked (CR 508.4).
    expect(logTexts(g, mark).some((l) => /^Angel attacks/.test(l))).toBe(false);
    passUntil(g, { step: 'end_combat' });
    expect(life(g, 'B')).toBe(14);
  });

  it('ruling: its controller chooses whom it attacks — not necessarily the player Geist attacks', () => {
    const g = game({ A: { battlefield: ['Geist of Saint Traft'] }, B: {}, C: {} });
    attack(g, ['Geist of Saint Traft'], 'B');
    // Each of the three players passes: the trigger resolves.
    for (let i = 0; i < 3; i++) passPriority(g);
    const c = g.state.pending;
    if (c?.kind !== 'target') throw new Error(`expected the choice of whom it attacks, got ${decision(g)}`);
    expect(c.prompt).toMatch(/CR 508\.4/);
    answer(g, { kind: 'target', target: toRef(g, 'C', c.legal) });
    expect(obj(g, 'Angel').attacking).toBe(2);
    passUntil(g, { step: 'end_combat' });
    expect(life(g, 'B')).toBe(18);
    expect(life(g, 'C')).toBe(16);
  });
});
