// CR 115.7b: "Change a target of target spell or ability to Spellskite" — one target is changed, only to a legal
// target (115.7a), the final set judged as a whole (115.7e). Cases from Spellskite's rulings.
import { describe, expect, it } from 'vitest';
import {
  activate,
  answer,
  battlefield,
  cast,
  game,
  lands,
  life,
  logTexts,
  obj,
  passPriority,
  passUntil,
  resolveTop,
  type Game,
} from './helpers/harness.js';

/** A holds the spell; B has Spellskite, Grizzly Bears and an Island; A's spell is cast and B gets priority. */
function setUp(spell: string, targets: readonly string[], aLands = 2): Game {
  const g = game({
    A: { hand: [spell], battlefield: lands('Mountain', aLands) },
    B: { battlefield: ['Spellskite', 'Grizzly Bears', 'Island'] },
  });
  passUntil(g, { step: 'precombat_main' });
  cast(g, spell, { targets });
  passPriority(g);
  return g;
}

describe('Spellskite: "Change a target of target spell or ability to Spellskite" (CR 115.7b)', () => {
  it('a Shock at Grizzly Bears is changed to Spellskite', () => {
    const g = setUp('Shock', ['Grizzly Bears']);
    activate(g, 'Spellskite', 0, ['Shock']);
    const mark = g.log.length;
    resolveTop(g);
    expect(logTexts(g, mark)).toContain("Shock's target Grizzly Bears is changed to Spellskite (CR 115.7b)");
    resolveTop(g);
    expect(battlefield(g, 'B')).toContain('Grizzly Bears');
    expect(obj(g, 'Spellskite').damage).toBe(2);
  });

  it('a spell that can only target a player keeps its target: Spellskite isn’t legal (CR 115.7a)', () => {
    const g = setUp('Lava Spike', ['B'], 1);
    activate(g, 'Spellskite', 0, ['Lava Spike']);
    const mark = g.log.length;
    resolveTop(g);
    expect(logTexts(g, mark).join('\n')).toContain('targets are unchanged');
    resolveTop(g);
    expect(life(g, 'B')).toBe(17);
  });

  it('Arc Trail: of two targets Spellskite’s controller chooses which is changed', () => {
    const g = setUp('Arc Trail', ['Grizzly Bears', 'B']);
    activate(g, 'Spellskite', 0, ['Arc Trail']);
    passPriority(g);
    passPriority(g);
    expect(g.state.pending).toMatchObject({ kind: 'chooseMode', player: 1 });
    answer(g, { kind: 'mode', mode: 1 });
    resolveTop(g);
    // The Bears take 2, Spellskite takes the 1 meant for B (the division stays, CR 115.7f).
    expect(battlefield(g, 'B')).not.toContain('Grizzly Bears');
    expect(obj(g, 'Spellskite').damage).toBe(1);
    expect(life(g, 'B')).toBe(20);
  });

  it('"another target": both targets of Arc Trail can’t become Spellskite (CR 115.3, 115.7e)', () => {
    const g = setUp('Arc Trail', ['Spellskite', 'B']);
    activate(g, 'Spellskite', 0, ['Arc Trail']);
    resolveTop(g);
    resolveTop(g);
    expect(obj(g, 'Spellskite').damage).toBe(2);
    expect(life(g, 'B')).toBe(19);
  });

  it('an activated ability’s target is changed too', () => {
    const g = game({
      A: { battlefield: ['Anaba Shaman', 'Mountain'] },
      B: { battlefield: ['Spellskite', 'Grizzly Bears', 'Island'] },
    });
    passUntil(g, { step: 'precombat_main' });
    activate(g, 'Anaba Shaman', 0, ['B']);
    passPriority(g);
    activate(g, 'Spellskite', 0, [{ ability: g.state.stack[0]!.id }]);
    resolveTop(g);
    resolveTop(g);
    expect(life(g, 'B')).toBe(20);
    expect(obj(g, 'Spellskite').damage).toBe(1);
  });
});
