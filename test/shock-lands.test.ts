// The shock lands (Stomping Ground and its kin): "As this land enters, you may pay 2 life. If you don't, it enters
// tapped." A replacement effect on how the land enters (CR 614.1c) whose controller chooses as it applies, before the
// land enters (614.12a); life can be paid only by a player with at least that much (119.4). The Gatherer rulings of
// the shock lands (2005-10-01) are checked below, and the computer player's choice.
import { describe, expect, it } from 'vitest';
import { HeuristicPlayer } from '../src/ai/heuristic-player.js';
import type { PendingChoice } from '../src/engine/index.js';
import {
  answer,
  cast,
  chooseCards,
  decision,
  game,
  lands,
  life,
  logTexts,
  obj,
  objs,
  passUntil,
  playLand,
  resolveTop,
  type Game,
} from './helpers/harness.js';

function playShock(opts: { life?: number; land?: string } = {}): Game {
  const land = opts.land ?? 'Stomping Ground';
  const g = game({ A: { hand: [land], ...(opts.life === undefined ? {} : { life: opts.life }) } });
  passUntil(g, { step: 'precombat_main' });
  playLand(g, land);
  return g;
}

function yesNo(g: Game): Extract<PendingChoice, { kind: 'yesNo' }> {
  const c = g.state.pending;
  if (c?.kind !== 'yesNo') throw new Error(`expected a yes/no decision, found ${decision(g)}`);
  return c;
}

describe('shock lands (CR 614.1c, 614.12a, 119.4)', () => {
  it('asks its controller as it enters; paying 2 life, it enters untapped', () => {
    const g = playShock();
    const c = yesNo(g);
    expect(c.player).toBe(0);
    expect(c.prompt).toBe("Stomping Ground: pay 2 life? If you don't, it enters tapped");
    expect(c.payLife).toEqual({ amount: 2, anyway: false });
    // Nothing has entered yet: the choice comes before the land is on the battlefield (CR 614.12a).
    expect(objs(g, 'Stomping Ground', { zone: 'hand' })).toHaveLength(1);
    const mark = g.log.length;
    answer(g, { kind: 'yes' });
    expect(obj(g, 'Stomping Ground').tapped).toBe(false);
    expect(life(g, 'A')).toBe(18);
    expect(logTexts(g, mark)).toContain('A loses 2 life (paid for Stomping Ground) (now 18) (CR 119.4)');
    // It taps for either of its colors at once (a land, no summoning sickness).
    expect(g.state.pending?.kind).toBe('priority');
  });

  it('not paying, it enters tapped and no life is lost', () => {
    const g = playShock({ land: 'Hallowed Fountain' });
    answer(g, { kind: 'no' });
    expect(obj(g, 'Hallowed Fountain').tapped).toBe(true);
    expect(life(g, 'A')).toBe(20);
  });

  it("CR 119.4: with 1 life the player can't pay 2 life — no question, it enters tapped", () => {
    const g = playShock({ life: 1 });
    expect(g.state.pending?.kind).toBe('priority');
    expect(obj(g, 'Stomping Ground').tapped).toBe(true);
    expect(life(g, 'A')).toBe(1);
    expect(logTexts(g)).toContain("A can't pay 2 life for Stomping Ground (CR 119.4)");
  });

  it('with exactly 2 life the player may pay it, and loses the game (CR 119.4, 704.5a)', () => {
    const g = playShock({ life: 2 });
    answer(g, { kind: 'yes' });
    expect(life(g, 'A')).toBe(0);
    expect(g.state.over).toBeTruthy();
  });

  it('ruling: with 3 life and two entering at once, only one can be paid for', () => {
    // Skyshroud Claim puts two Forest cards onto the battlefield; Stomping Ground and Temple Garden are Forests.
    const g = game({
      A: {
        life: 3,
        hand: ['Skyshroud Claim'],
        battlefield: lands('Forest', 4),
        library: [...lands('Plains', 5), 'Stomping Ground', 'Temple Garden'],
      },
    });
    passUntil(g, { step: 'precombat_main' });
    cast(g, 'Skyshroud Claim');
    resolveTop(g);
    chooseCards(g, ['Stomping Ground', 'Temple Garden']);
    answer(g, { kind: 'yes' });
    // The second land's effect sees 1 life: no choice is left.
    expect(g.state.pending?.kind).toBe('priority');
    expect(life(g, 'A')).toBe(1);
    expect(objs(g, 'Stomping Ground')[0]!.tapped).toBe(false);
    expect(objs(g, 'Temple Garden')[0]!.tapped).toBe(true);
  });

  it('ruling: put onto the battlefield tapped by another effect, it enters tapped whether or not life is paid', () => {
    const g = game({
      A: {
        hand: ["Ranger's Path"],
        battlefield: lands('Forest', 4),
        library: [...lands('Plains', 5), 'Overgrown Tomb'],
      },
    });
    passUntil(g, { step: 'precombat_main' });
    cast(g, "Ranger's Path");
    resolveTop(g);
    chooseCards(g, ['Overgrown Tomb']);
    const c = yesNo(g);
    expect(c.payLife).toEqual({ amount: 2, anyway: true });
    expect(c.prompt).toContain('(it enters tapped anyway)');
    answer(g, { kind: 'yes' });
    expect(life(g, 'A')).toBe(18);
    expect(obj(g, 'Overgrown Tomb').tapped).toBe(true);
  });

  it("ruling: it has basic land types but isn't basic — a search for a basic land card can't find it", () => {
    const g = game({
      A: {
        hand: ['Explosive Vegetation'],
        battlefield: lands('Forest', 4),
        library: [...lands('Plains', 5), 'Breeding Pool', 'Forest'],
      },
    });
    passUntil(g, { step: 'precombat_main' });
    cast(g, 'Explosive Vegetation');
    resolveTop(g);
    const c = g.state.pending;
    expect(c?.kind).toBe('chooseCards');
    const offered = c?.kind === 'chooseCards' ? c.cards.map((id) => g.state.objects[id]!.def) : [];
    expect(offered).toContain('Forest');
    expect(offered).not.toContain('Breeding Pool');
  });
});

describe("the computer player's choice", () => {
  const ai = new HeuristicPlayer();
  const decide = (g: Game) => ai.decide(yesNo(g), () => g.state);

  it('pays when the untapped land lets it cast a card in hand now', () => {
    const g = game({ A: { hand: ['Blood Crypt', 'Grizzly Bears'], battlefield: ['Swamp'] } });
    passUntil(g, { step: 'precombat_main' });
    playLand(g, 'Blood Crypt');
    expect(decide(g)).toEqual({ kind: 'yes' });
  });

  it("doesn't pay when nothing in hand needs the mana, nor at low life, nor when it enters tapped anyway", () => {
    const g = game({ A: { hand: ['Blood Crypt', 'Shock'], battlefield: ['Swamp'] } });
    passUntil(g, { step: 'precombat_main' });
    playLand(g, 'Blood Crypt');
    // Shock is paid for by the Swamp alone.
    expect(decide(g)).toEqual({ kind: 'no' });
    const low = game({ A: { life: 6, hand: ['Blood Crypt', 'Grizzly Bears'], battlefield: ['Swamp'] } });
    passUntil(low, { step: 'precombat_main' });
    playLand(low, 'Blood Crypt');
    expect(decide(low)).toEqual({ kind: 'no' });
    const c = { ...yesNo(low), payLife: { amount: 2, anyway: true } };
    expect(ai.decide(c, () => g.state)).toEqual({ kind: 'no' });
  });
});
