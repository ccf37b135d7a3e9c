// Where the game against the computer (HumanGame: the terminal's `play` and the browser's `serve`) asks the person,
// driven line by line as a person types: the stops, the standing orders to pass (e, t), full control, automatic mana
// payment, the keys of options, named "no" choices and conceding.
import { describe, expect, it } from 'vitest';
import { loadCards } from '../src/cards/index.js';
import { HELP, KEYS } from '../src/cli/commands.js';
import { deckOption, type Deck } from '../src/cli/decks.js';
import { HumanGame, type InputOutcome } from '../src/cli/human-game.js';
import type { Menu } from '../src/cli/menus.js';
import type { PendingChoice } from '../src/engine/index.js';
import { eagerPlayer, lineFor, newUser, type Policy } from './helpers/scripted-person.js';

loadCards();
const repeat = (name: string, n: number): string[] => Array.from({ length: n }, () => name);
const deck = (label: string, main: readonly string[]): Deck => ({
  label,
  list: { name: label, main, sideboard: [], unplayableSideboard: [], commanders: [] },
});
/** Shock in every opening hand, and lands to cast it. */
const BURN = deck('burn', [...repeat('Mountain', 24), ...repeat('Shock', 36)]);
const RED = deckOption('mono-red');
const GREEN = deckOption('mono-green');

/** One prompt, as the person saw it. */
interface Seen {
  readonly turn: number;
  readonly mine: boolean;
  readonly step: string;
  readonly decision: PendingChoice;
  readonly menu: Menu;
  readonly stackTop: 'none' | 'mine' | 'theirs';
}

function look(g: HumanGame): Seen {
  const s = g.state;
  const top = s.stack[s.stack.length - 1];
  const controller = top && (top.kind === 'ability' ? top.controller : s.objects[top.object]?.controller);
  return {
    turn: s.turn.number,
    mine: s.turn.active === 0,
    step: s.turn.step,
    decision: g.decision!,
    menu: g.menu()!,
    stackTop: top === undefined ? 'none' : controller === 0 ? 'mine' : 'theirs',
  };
}

/** Types the policy's answer at each prompt until `stop` says so (or the game ends); the prompts seen, in order. */
function playOn(g: HumanGame, policy: Policy, stop: (now: Seen) => boolean = () => false, limit = 400): Seen[] {
  const seen: Seen[] = [];
  for (let i = 0; i < limit && g.decision; i++) {
    const now = look(g);
    if (stop(now)) return seen;
    seen.push(now);
    const c = g.decision;
    const out = g.input(lineFor(now.menu, c, policy(g.view(), c)));
    if (out.kind !== 'answered') throw new Error(JSON.stringify(out));
  }
  return seen;
}

const typed = (g: HumanGame, line: string): InputOutcome => g.input(line);
const isPriority = (s: Seen) => s.decision.kind === 'priority';
const isMain = (step: string) => step === 'precombat_main' || step === 'postcombat_main';

describe('stops: the person is asked only where players act', () => {
  it('at their own main phases and combat, at what the computer puts on the stack, and at its combat and end step', () => {
    for (const policy of [newUser, eagerPlayer]) {
      const g = new HumanGame([RED, GREEN], 2);
      const seen = playOn(g, policy);
      const priority = seen.filter(isPriority);
      expect(priority.length).toBeGreaterThan(5);
      for (const s of priority) {
        const where = `turn ${s.turn} ${s.step}, stack ${s.stackTop}`;
        // Never when all they can do is pass or make mana: there is something else on the menu.
        expect(
          s.menu.entries.some((e) => e.key !== 'p'),
          where,
        ).toBe(true);
        expect(
          s.menu.entries.some((e) => e.label.includes('for mana')),
          where,
        ).toBe(false);
        if (s.stackTop === 'theirs') continue;
        expect(s.stackTop, where).toBe('none');
        if (s.mine) expect(isMain(s.step) || s.step === 'declare_blockers', where).toBe(true);
        else expect(['declare_attackers', 'declare_blockers', 'end_turn'], where).toContain(s.step);
      }
      // Mana is paid for them: no payment is ever asked.
      expect(seen.some((s) => s.decision.kind === 'payMana')).toBe(false);
    }
  });

  it('lists the stops, and switches one on or off for either turn', () => {
    const g = new HumanGame([BURN, GREEN], 5);
    const list = typed(g, 'stops');
    expect(list.kind).toBe('info');
    if (list.kind !== 'info') return;
    expect(list.text).toMatch(/^Stops: where the game asks you/);
    expect(list.text).toMatch(/ {2}main1 +stop +· +precombat main phase/);
    expect(list.text).toMatch(/ {2}end +· +stop +end step/);
    expect(typed(g, 'stop my upkeep')).toEqual({
      kind: 'info',
      text: "The game stops in your upkeep step and doesn't stop in the computer's.",
    });
    expect(typed(g, 'stop their end off')).toEqual({
      kind: 'info',
      text: "The game doesn't stop in your end step and doesn't stop in the computer's.",
    });
    expect(typed(g, 'stop upkeep')).toMatchObject({
      kind: 'info',
      text: expect.stringMatching(/stops in your upkeep step and stops in the computer's/),
    });
    expect(typed(g, 'stop their upkeep off')).toMatchObject({ kind: 'info' });
    expect(typed(g, 'stop lunch')).toMatchObject({
      kind: 'error',
      message: expect.stringMatching(/^Type stop, my or their/),
    });
    expect(g.stops.mine.has('upkeep')).toBe(true);
    expect(g.stops.theirs.has('end')).toBe(false);
    const seen = playOn(g, newUser).filter(isPriority);
    // Asked in their own upkeeps now (Shock in hand, a Mountain untapped), never in the computer's end step.
    expect(seen.some((s) => s.mine && s.step === 'upkeep' && s.stackTop === 'none')).toBe(true);
    expect(seen.some((s) => !s.mine && s.step === 'end_turn' && s.stackTop === 'none')).toBe(false);
  });
});

describe('passing until something happens (e) and until the next turn (t)', () => {
  it('e begun in their own upkeep stops at their own precombat main phase', () => {
    const g = new HumanGame([BURN, GREEN], 5);
    typed(g, 'stop my upkeep');
    const upkeep = playOn(g, newUser, (s) => s.mine && s.step === 'upkeep' && isPriority(s) && s.turn > 1);
    expect(upkeep.length).toBeGreaterThan(0);
    const turn = g.state.turn.number;
    expect(typed(g, 'e')).toEqual({ kind: 'answered' });
    expect([g.state.turn.number, g.state.turn.step, g.decision?.kind]).toEqual([turn, 'precombat_main', 'priority']);
  });

  it('e in the computer’s turn passes its stops until it casts something or the turn ends', () => {
    const g = new HumanGame([BURN, GREEN], 5);
    playOn(g, newUser, (s) => !s.mine && isPriority(s) && s.stackTop === 'none');
    const turn = g.state.turn.number;
    expect(typed(g, 'e')).toEqual({ kind: 'answered' });
    const now = look(g);
    expect(now.turn > turn || now.stackTop === 'theirs' || !isPriority(now)).toBe(true);
    // e is passing priority: at another decision it says so and does nothing.
    playOn(g, eagerPlayer, (s) => !isPriority(s) && s.decision.kind !== 'mulligan');
    const other = g.state;
    expect(g.decision?.kind).not.toBe('priority');
    expect(typed(g, 'e')).toEqual({ kind: 'error', message: 'e passes priority: use it when you have priority.' });
    expect(g.state).toBe(other);
  });

  it('t passes until their next turn: in between only decisions other than priority are asked', () => {
    const g = new HumanGame([BURN, GREEN], 5);
    playOn(g, newUser, (s) => s.mine && s.step === 'precombat_main' && s.turn > 2 && isPriority(s));
    const turn = g.state.turn.number;
    expect(typed(g, 't')).toEqual({ kind: 'answered' });
    const between = playOn(g, newUser, (s) => s.mine && s.turn > turn);
    expect(between.filter(isPriority)).toEqual([]);
    expect(g.state.turn.active).toBe(0);
    expect(g.state.turn.number).toBeGreaterThan(turn);
  });
});

describe('full control', () => {
  it('asks at every priority, mana abilities listed; the command switches it off and on', () => {
    const g = new HumanGame([BURN, GREEN], 5, { fullControl: true });
    expect(g.fullControl).toBe(true);
    const seen = playOn(g, newUser, (s) => s.turn > 4).filter(isPriority);
    // Asked where only passing or making mana was possible, in every step of both turns.
    expect(seen.some((s) => s.menu.entries.every((e) => e.key === 'p' || e.label.includes('for mana')))).toBe(true);
    expect(seen.some((s) => s.menu.entries.some((e) => e.label === 'Activate Mountain for mana: {T}: Add {R}'))).toBe(
      true,
    );
    expect(new Set(seen.filter((s) => !s.mine).map((s) => s.step)).size).toBeGreaterThan(5);
    expect(typed(g, 'full')).toEqual({
      kind: 'info',
      text: 'Full control off: priority is passed for you where no stop is set.',
    });
    const after = playOn(g, newUser, (s) => s.turn > 8).filter(isPriority);
    for (const s of after)
      expect(s.menu.entries.some((e) => e.key !== 'p' && !e.label.includes('for mana'))).toBe(true);
    expect(typed(g, 'full on')).toMatchObject({ kind: 'info', text: expect.stringMatching(/^Full control:/) });
    expect(g.fullControl).toBe(true);
  });
});

describe('mana payment', () => {
  it('is automatic when it can be; pay manual asks for the sources', () => {
    const g = new HumanGame([RED, GREEN], 2);
    // The person casts spells: Shock's target is asked, its payment isn't.
    const seen = playOn(g, eagerPlayer, (s) => s.turn > 8);
    expect(seen.some((s) => s.decision.kind === 'target')).toBe(true);
    expect(seen.some((s) => s.decision.kind === 'payMana')).toBe(false);
    expect(typed(g, 'pay manual')).toMatchObject({ kind: 'info' });
    expect(g.manualPay).toBe(true);
    const manual = playOn(g, eagerPlayer, (s) => s.decision.kind === 'payMana');
    expect(manual.length).toBeGreaterThan(0);
    const menu = g.menu()!;
    expect(menu.entries[0]!.label).toBe('Auto-pay');
    expect(menu.entries.some((e) => e.label.startsWith('Tap Mountain for'))).toBe(true);
    expect(menu.entries.at(-1)!.label).toBe('Cancel (take the spell or ability back)');
    expect(typed(g, 'pay auto')).toMatchObject({ kind: 'info' });
    expect(typed(g, 'pay later')).toMatchObject({ kind: 'error' });
  });
});

describe('keys', () => {
  it('a spell keeps its key for the turn when a land is played', () => {
    const g = new HumanGame([RED, GREEN], 2);
    playOn(
      g,
      eagerPlayer,
      (s) =>
        s.menu.entries.some((e) => e.answer?.kind === 'playLand') &&
        s.menu.entries.some((e) => e.answer?.kind === 'cast'),
    );
    const before = g.menu()!;
    const casts = before.entries.filter((e) => e.answer?.kind === 'cast').map((e) => [e.label, e.key]);
    const land = before.entries.find((e) => e.answer?.kind === 'playLand')!;
    expect(typed(g, land.key)).toEqual({ kind: 'answered' });
    const after = g.menu()!;
    expect(g.decision?.kind).toBe('priority');
    for (const [label, key] of casts) expect(after.entries.find((e) => e.label === label)?.key).toBe(key);
    // The keys are in order, pass first.
    expect(after.entries[0]).toMatchObject({ key: 'p', label: 'Pass priority' });
  });

  it('an empty line answers nothing, and declaring no attackers or no blocks is a named choice', () => {
    const g = new HumanGame([RED, GREEN], 2);
    const before = g.state;
    expect(typed(g, '')).toMatchObject({ kind: 'error', message: expect.stringMatching(/^Nothing typed/) });
    expect(g.state).toBe(before);
    playOn(g, eagerPlayer, (s) => s.decision.kind === 'declareBlockers');
    const menu = g.menu()!;
    expect(menu.entries.at(-1)).toMatchObject({ key: '0', label: 'No blocks' });
    expect(typed(g, '')).toMatchObject({ kind: 'error' });
    expect(g.decision?.kind).toBe('declareBlockers');
    expect(typed(g, '0')).toEqual({ kind: 'answered' });
    playOn(g, eagerPlayer, (s) => s.decision.kind === 'declareAttackers');
    expect(g.menu()!.entries.slice(-2)).toMatchObject([
      { key: 'a', label: 'Attack with all of them' },
      { key: '0', label: 'No attack' },
    ]);
    expect(typed(g, '0')).toEqual({ kind: 'answered' });
  });
});

describe('conceding', () => {
  it('asks once more: q then yes concedes; anything else goes on playing', () => {
    const g = new HumanGame([RED, GREEN], 2);
    const before = g.state;
    expect(typed(g, 'q')).toMatchObject({ kind: 'info', text: expect.stringMatching(/^Concede this game\?/) });
    expect(typed(g, 'no')).toEqual({ kind: 'info', text: 'You go on playing.' });
    expect(g.state).toBe(before);
    expect(typed(g, 'concede')).toMatchObject({ kind: 'info' });
    expect(typed(g, 'yes')).toEqual({ kind: 'quit' });
    expect(g.state.over).toBe(true);
    expect(g.state.winner).toBe(1);
  });
});

describe('what to press, said in one place', () => {
  it('the help lists every key; the priority hint names the keys of the help', () => {
    const help = HELP.replace(/\n {14}/g, ' ');
    for (const k of Object.values(KEYS)) expect(help).toContain(`  ${k.type.padEnd(11)} ${k.help}`);
    expect(HELP.split('\n').every((l) => l.length <= 115)).toBe(true);
    const g = new HumanGame([RED, GREEN], 2);
    playOn(g, eagerPlayer, (s) => isPriority(s));
    const hint = g.menu()!.hint;
    for (const k of [KEYS.pass, KEYS.something, KEYS.myTurn, KEYS.show, KEYS.help])
      expect(hint).toContain(`${k.type} ${k.short}`);
    expect(typed(g, 'h')).toEqual({ kind: 'help' });
  });
});
