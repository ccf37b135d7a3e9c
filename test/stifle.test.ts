// Countering abilities (CR 701.6a) and "target activated or triggered ability" (115.1c-d), with Stifle: "Counter
// target activated or triggered ability. (Mana abilities can't be targeted.)" Each test quotes what it checks.
import { describe, expect, it } from 'vitest';
import { viewFor } from '../src/engine/index.js';
import { buildMenu } from '../src/cli/menus.js';
import { stackItemText } from '../src/cli/describe.js';
import { defaultAnswer } from '../src/scenario/default-player.js';
import { HeuristicPlayer } from '../src/ai/heuristic-player.js';
import {
  activate,
  answer,
  canCast,
  cast,
  game,
  graveyard,
  life,
  logTexts,
  obj,
  passPriority,
  resolveTop,
  stack,
} from './helpers/harness.js';

/** A activates Anaba Shaman at B; B holds Stifle and an Island and has priority. */
function shamanActivated() {
  const g = game({
    A: { battlefield: ['Anaba Shaman', 'Mountain'] },
    B: { battlefield: ['Island', 'Island'], hand: ['Stifle', 'Counterspell'] },
    startingPlayer: 'A',
  });
  passUntilMain(g);
  activate(g, 'Anaba Shaman', 0, ['B']);
  passPriority(g);
  return g;
}

function passUntilMain(g: ReturnType<typeof game>): void {
  while (g.state.turn.step !== 'precombat_main') passPriority(g);
}

describe('Stifle', () => {
  it('"Counter target activated or triggered ability": it leaves the stack, and "none of its effects occur" (CR 701.6a)', () => {
    const g = shamanActivated();
    const ability = g.state.stack[0]!;
    cast(g, 'Stifle', { targets: [{ ability: ability.id }] });
    expect(logTexts(g)).toContain("B casts Stifle targeting Anaba Shaman's activated ability");
    resolveTop(g);
    expect(stack(g)).toEqual([]);
    expect(life(g, 'B')).toBe(20);
    expect(logTexts(g)).toContain("Anaba Shaman's activated ability is countered by Stifle (CR 701.6a)");
    expect(graveyard(g, 'B')).toContain('Stifle');
    // CR 701.6b: no "refund" of the costs paid — the Shaman stays tapped.
    expect(obj(g, 'Anaba Shaman').tapped).toBe(true);
  });

  it('targets an ability, not a spell: "target activated or triggered ability" (CR 115.1c-d)', () => {
    const g = game({
      A: { battlefield: ['Mountain'], hand: ['Shock'] },
      B: { battlefield: ['Island', 'Island'], hand: ['Stifle', 'Counterspell'] },
      startingPlayer: 'A',
    });
    passUntilMain(g);
    cast(g, 'Shock', { targets: ['B'] });
    passPriority(g);
    // Only a spell is on the stack: Stifle has no legal target, Counterspell does.
    expect(canCast(g, 'Stifle')).toBe(false);
    expect(canCast(g, 'Counterspell')).toBe(true);
  });

  it('"counter target spell" can\'t target an ability', () => {
    const g = shamanActivated();
    expect(canCast(g, 'Counterspell')).toBe(false);
    expect(canCast(g, 'Stifle')).toBe(true);
  });

  it('"(Mana abilities can\'t be targeted.)" — they never go on the stack (CR 605.3b)', () => {
    const g = game({
      A: { battlefield: ['Llanowar Elves'], hand: [] },
      B: { battlefield: ['Island'], hand: ['Stifle'] },
      startingPlayer: 'A',
    });
    passUntilMain(g);
    const c = g.state.pending;
    if (c?.kind !== 'priority') throw new Error('expected priority');
    const mana = c.actions.find((a) => a.kind === 'activateMana');
    expect(mana).toBeDefined();
    expect(stack(g)).toEqual([]);
    passPriority(g);
    expect(canCast(g, 'Stifle')).toBe(false);
  });

  it("the computer players aim it at an opponent's ability (it harms), and the command line shows such targets", () => {
    const g = game({
      A: { battlefield: ['Anaba Shaman', 'Mountain'] },
      B: { battlefield: ['Anaba Shaman', 'Mountain', 'Island'], hand: ['Stifle'] },
      startingPlayer: 'A',
    });
    passUntilMain(g);
    activate(g, 'Anaba Shaman', 0, ['B']);
    passPriority(g);
    // With A's ability on top of the stack, the computer player would cast Stifle (not with its own on top).
    const ai = new HeuristicPlayer();
    expect(ai.decide(g.state.pending!, () => viewFor(g.state, 1))).toMatchObject({ kind: 'cast' });
    // B answers with its own Shaman, then casts Stifle: both abilities are legal targets.
    activate(g, 'Anaba Shaman', 0, ['A']);
    const [theirs, mine] = g.state.stack;
    expect(ai.decide(g.state.pending!, () => viewFor(g.state, 1))).toEqual({ kind: 'pass' });
    const c = g.state.pending!;
    if (c.kind !== 'priority') throw new Error(`expected priority, got ${c.kind}`);
    answer(
      g,
      c.actions.find((a) => a.kind === 'cast')!,
    );
    const t = g.state.pending!;
    if (t.kind !== 'target') throw new Error(`expected a target choice, got ${t.kind}`);
    expect(t.legal).toEqual([{ ability: theirs!.id }, { ability: mine!.id }]);
    expect(t.polarity).toBe('harm');
    expect(ai.decide(t, () => viewFor(g.state, 1))).toEqual({ kind: 'target', target: { ability: theirs!.id } });
    expect(defaultAnswer(g.state, t)).toEqual({ kind: 'target', target: { ability: theirs!.id } });
    // The command line lists the abilities as the stack shows them.
    const menu = buildMenu(viewFor(g.state, 1), t);
    expect(menu.entries.map((e) => e.label)).toEqual([
      `Anaba Shaman's ability: "{R}, {T}: Anaba Shaman deals 1 damage to any target" → B — A (on the stack)`,
      `Anaba Shaman's ability: "{R}, {T}: Anaba Shaman deals 1 damage to any target" → A — B (on the stack)`,
    ]);
    answer(g, { kind: 'target', target: { ability: theirs!.id } });
    answer(g, { kind: 'autoPay' });
    expect(stackItemText(viewFor(g.state, 0), g.state.stack[2]!)).toBe("Stifle → Anaba Shaman's activated ability — B");
    resolveTop(g);
    // B's own ability is still there and resolves; A's never does.
    expect(stack(g)).toHaveLength(1);
    resolveTop(g);
    expect(life(g, 'A')).toBe(19);
    expect(life(g, 'B')).toBe(20);
  });
});
