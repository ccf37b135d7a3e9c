// Conditions on whose turn it is (CR 102.1, 500.1): "if it's your turn" checked as the spell resolves (608.2c), "as
// long as it's your turn" checked continuously (611.3a), and "Activate only if it's not your turn" (602.5b).
import { describe, expect, it } from 'vitest';
import { characteristics } from '../src/engine/rules/cr613-layers.js';
import {
  activate,
  canActivate,
  cast,
  game,
  type Game,
  obj,
  passPriority,
  passUntil,
  resolveTop,
} from './helpers/harness.js';

/** The prompt of the pending decision, if it has one. */
const prompt = (g: Game): string => {
  const c = g.state.pending;
  return c && 'prompt' in c ? String(c.prompt) : '';
};

const WHITE7 = Array.from({ length: 7 }, () => 'Plains');

describe('"If it\'s your turn, scry 2" (Fated Retribution)', () => {
  it("on its caster's turn: everything is destroyed, then its caster scries 2", () => {
    const g = game({
      A: { hand: ['Fated Retribution'], battlefield: [...WHITE7, 'Grizzly Bears'] },
      B: { battlefield: ['Hill Giant'] },
    });
    passUntil(g, { step: 'precombat_main' });
    const [bearsOwner, giantOwner] = [0, 1];
    cast(g, 'Fated Retribution');
    passPriority(g);
    passPriority(g);
    expect(obj(g, 'Grizzly Bears', { zone: 'graveyard' }).owner).toBe(bearsOwner);
    expect(obj(g, 'Hill Giant', { zone: 'graveyard' }).owner).toBe(giantOwner);
    expect(prompt(g)).toMatch(/scry 2/i);
  });

  it("on another player's turn: everything is destroyed and nobody scries", () => {
    const g = game({
      A: { battlefield: ['Hill Giant'] },
      B: { hand: ['Fated Retribution'], battlefield: [...WHITE7, 'Grizzly Bears'] },
    });
    passUntil(g, { step: 'upkeep' });
    const [bearsOwner, giantOwner] = [1, 0];
    // A has priority first in its upkeep; B gets it once A passes.
    passPriority(g);
    cast(g, 'Fated Retribution');
    resolveTop(g);
    expect(obj(g, 'Grizzly Bears', { zone: 'graveyard' }).owner).toBe(bearsOwner);
    expect(obj(g, 'Hill Giant', { zone: 'graveyard' }).owner).toBe(giantOwner);
    expect(prompt(g)).not.toMatch(/scry/i);
  });
});

describe('"As long as it\'s your turn, this creature has first strike" (Faithful Pikemaster)', () => {
  it("has first strike on its controller's turn only, from the moment the turn begins", () => {
    const g = game({ A: { battlefield: ['Faithful Pikemaster'] } });
    const first = () => characteristics(g.state, obj(g, 'Faithful Pikemaster').id).keywords.includes('first strike');
    passUntil(g, { turn: 1, step: 'end_turn' });
    expect(first()).toBe(true);
    passUntil(g, { turn: 2, step: 'upkeep' });
    expect(first()).toBe(false);
    passUntil(g, { turn: 3, step: 'upkeep' });
    expect(first()).toBe(true);
  });
});

describe('"Activate only if it\'s not your turn" (Ghost Town)', () => {
  it("can't be activated on its controller's turn, and can on another player's", () => {
    const g = game({ A: { battlefield: ['Ghost Town'] } });
    passUntil(g, { turn: 1, step: 'precombat_main' });
    expect(canActivate(g, 'Ghost Town', 0)).toBe(false);
    passUntil(g, { turn: 2, step: 'upkeep' });
    // B has priority first in its own upkeep; A gets it once B passes.
    passPriority(g);
    expect(canActivate(g, 'Ghost Town', 0)).toBe(true);
    activate(g, 'Ghost Town', 0);
    resolveTop(g);
    expect(obj(g, 'Ghost Town', { zone: 'hand' }).owner).toBe(0);
  });
});
