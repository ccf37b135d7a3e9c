// The command line's menus and input parsing, checked against real game states: what a player sees for each kind
// of decision, and the Answer (or the message) that what they type becomes.
import { describe, expect, it } from 'vitest';
import { loadCards } from '../src/cards/index.js';
import { buildMenu, decisionView, parseInput } from '../src/cli/menus.js';
import { compactLog, renderBoard, secondPerson } from '../src/cli/render.js';
import { loadDeck } from '../src/decks/index.js';
import {
  apply,
  createGame,
  type Answer,
  type GameConfig,
  type GameState,
  type LoggedEvent,
  type PendingChoice,
} from '../src/engine/index.js';

// Cards are registered before any describe block builds its game.
loadCards();

const repeat = (name: string, n: number): string[] => Array.from({ length: n }, () => name);

function start(config: GameConfig): { state: GameState; events: LoggedEvent[] } {
  const g = createGame(config);
  return { state: g.state, events: [...g.events] };
}

function pending(state: GameState): PendingChoice {
  if (!state.pending) throw new Error('no decision is pending');
  return state.pending;
}

function answer(state: GameState, a: Answer): GameState {
  const r = apply(state, pending(state).player, a);
  if (!r.ok) throw new Error(r.error.message);
  return r.state;
}

/** Both players pass priority until a decision other than priority comes up (or `until` holds). */
function passUntil(state: GameState, until: (c: PendingChoice) => boolean): GameState {
  for (let i = 0; i < 200; i++) {
    const c = pending(state);
    if (until(c)) return state;
    if (c.kind !== 'priority') throw new Error(`unexpected ${c.kind}`);
    state = answer(state, { kind: 'pass' });
  }
  throw new Error('never got there');
}

/** What the deciding player sees, and what typing `input` answers. */
function typed(state: GameState, input: string) {
  const c = pending(state);
  return parseInput(decisionView(state, c.player), c, input);
}

function menuOf(state: GameState) {
  const c = pending(state);
  return buildMenu(decisionView(state, c.player), c);
}

describe('the mulligan menu', () => {
  const { state } = start({
    seed: 7,
    players: [
      { name: 'You', library: loadDeck('mono-red').main },
      { name: 'Computer', library: loadDeck('mono-green').main },
    ],
  });

  it('shows the hand and offers Keep or Mulligan', () => {
    const menu = menuOf(state);
    expect(pending(state).kind).toBe('mulligan');
    expect(menu.entries.map((e) => e.label)).toEqual([
      'Keep',
      'Mulligan (shuffle this hand away, draw seven, put 1 on the bottom of your library)',
    ]);
    expect(menu.info[0]).toBe('Your hand (7):');
    expect(menu.info).toHaveLength(8);
    // Every card in hand is named, never hidden, to the player who holds it.
    expect(menu.info.slice(1).every((l) => !l.includes('hidden') && l.includes(' — '))).toBe(true);
  });

  it('parses numbers and letters, and explains what is wrong', () => {
    expect(typed(state, '1')).toEqual({ kind: 'answer', answer: { kind: 'keep' } });
    expect(typed(state, ' m ')).toEqual({ kind: 'answer', answer: { kind: 'mulligan' } });
    expect(menuOf(state).entries.map((e) => e.key)).toEqual(['1', '2']);
    expect(typed(state, '3')).toEqual({ kind: 'error', message: '3 is not on the list: type 1 to 2 (h for help).' });
    expect(typed(state, '')).toEqual({ kind: 'error', message: 'Nothing typed: type 1 to 2 (h for help).' });
    expect(typed(state, 'keep it')).toMatchObject({ kind: 'error' });
  });
});

describe('casting a spell: priority, targets and payment', () => {
  const base = start({
    seed: 1,
    startingPlayer: 0,
    openingHands: false,
    players: [
      {
        name: 'You',
        library: repeat('Mountain', 10),
        hand: ['Shock', 'Mountain'],
        battlefield: ['Mountain', 'Anaba Shaman'],
      },
      { name: 'Computer', library: repeat('Forest', 10), battlefield: ['Grizzly Bears'] },
    ],
  }).state;

  it('describes each priority action in words, pass first as p; mana abilities only with full control', () => {
    const c = pending(base);
    expect(c).toMatchObject({ kind: 'priority', player: 0 });
    expect(base.turn.step).toBe('upkeep');
    const menu = menuOf(base);
    expect(menu.title).toBe('Your upkeep step: you have priority.');
    expect(menu.entries.map((e) => `${e.key}) ${e.label}`)).toEqual([
      'p) Pass priority',
      '1) Cast Shock {R}',
      '2) Activate Anaba Shaman: {R}, {T}: Anaba Shaman deals 1 damage to any target',
    ]);
    const full = buildMenu(decisionView(base, 0), c, { manaAbilities: true });
    expect(full.entries.map((e) => e.label)).toContain('Activate Mountain for mana: {T}: Add {R}');
    expect(typed(base, 'p')).toEqual({ kind: 'answer', answer: { kind: 'pass' } });
    // An empty line answers nothing.
    expect(typed(base, '')).toEqual({ kind: 'error', message: 'Nothing typed: type 1 to 2 or p (h for help).' });
    expect(typed(base, '1')).toMatchObject({ kind: 'answer', answer: { kind: 'cast' } });
    expect(typed(base, '9')).toMatchObject({ kind: 'error' });
    expect(menu.hint).toBe(
      'Type a key: p pass · e pass until something happens · t pass until your turn · show KEY read a card · h help.',
    );
  });

  it('names the targets, then the mana sources, and shows the spell on the stack', () => {
    const cast = typed(base, '1');
    if (cast.kind !== 'answer') throw new Error('expected an answer');
    const targeting = answer(base, cast.answer);
    const menu = menuOf(targeting);
    expect(pending(targeting).kind).toBe('target');
    expect(menu.title).toBe('Shock: choose any target');
    const labels = menu.entries.map((e) => e.label);
    expect(labels).toContain('Computer, player with 20 life');
    expect(labels).toContain('You (yourself), player with 20 life');
    const bears = labels.findIndex((l) => l.startsWith("Grizzly Bears 2/2 (Computer's)"));
    expect(bears).toBeGreaterThanOrEqual(0);
    const target = typed(targeting, String(bears + 1));
    expect(target).toMatchObject({
      kind: 'answer',
      answer: { kind: 'target', target: { object: expect.any(Number) } },
    });
    if (target.kind !== 'answer') throw new Error('expected an answer');

    const paying = answer(targeting, target.answer);
    expect(pending(paying).kind).toBe('payMana');
    expect(menuOf(paying).title).toBe('Pay for Shock: {R} still to pay');
    expect(menuOf(paying).entries.map((e) => e.label)).toEqual([
      'Auto-pay',
      'Tap Mountain for {R}',
      'Cancel (take the spell or ability back)',
    ]);
    const pay = typed(paying, '2');
    expect(pay).toMatchObject({ kind: 'answer', answer: { kind: 'payWith', ability: 0 } });
    if (pay.kind !== 'answer') throw new Error('expected an answer');

    const cast2 = answer(paying, pay.answer);
    const board = renderBoard(decisionView(cast2, 0), 0);
    expect(board).toContain('Stack (top first):');
    expect(board).toContain('1. Shock → Grizzly Bears — You');
    expect(board).toContain('Turn 1 · Your turn · upkeep step');
    // Nothing but passing is left (Anaba Shaman's ability needs the mana just spent).
    expect(menuOf(cast2).entries.map((e) => e.label)).toEqual(['Pass priority']);
    expect(menuOf(cast2).title).toBe('On the stack: Shock → Grizzly Bears — You. You have priority.');
  });
});

describe('declaring attackers and blockers', () => {
  const atStart = start({
    seed: 2,
    startingPlayer: 1,
    openingHands: false,
    players: [
      { name: 'You', library: repeat('Forest', 10), battlefield: ['Giant Spider', 'Grizzly Bears'] },
      { name: 'Computer', library: repeat('Mountain', 10), battlefield: ['Raging Goblin', 'Balduvian Barbarians'] },
    ],
  }).state;
  const attacking = passUntil(atStart, (c) => c.kind === 'declareAttackers');

  it('takes a list of attacker numbers, "a" for all, or the named choice "No attack"', () => {
    expect(menuOf(attacking).entries.map((e) => `${e.key}) ${e.label}`)).toEqual([
      expect.stringMatching(/^1\) Raging Goblin 1\/1 \[haste\] #\d+ → You$/),
      expect.stringMatching(/^2\) Balduvian Barbarians 3\/2 #\d+ → You$/),
      'a) Attack with all of them',
      '0) No attack',
    ]);
    const all = typed(attacking, 'a');
    expect(all).toMatchObject({ kind: 'answer', answer: { kind: 'attackers' } });
    if (all.kind !== 'answer' || all.answer.kind !== 'attackers') throw new Error('expected attackers');
    expect(all.answer.attackers.map((a) => a.defender)).toEqual([0, 0]);
    const [goblin, barbarians] = all.answer.attackers;
    expect(typed(attacking, '2 1')).toEqual({
      kind: 'answer',
      answer: { kind: 'attackers', attackers: [barbarians, goblin] },
    });
    expect(typed(attacking, '0')).toEqual({ kind: 'answer', answer: { kind: 'attackers', attackers: [] } });
    expect(typed(attacking, 'none')).toEqual({ kind: 'answer', answer: { kind: 'attackers', attackers: [] } });
    expect(typed(attacking, '')).toEqual({
      kind: 'error',
      message: 'Nothing typed: type 1 to 2, a or 0 (h for help).',
    });
    expect(typed(attacking, '1 1')).toEqual({ kind: 'error', message: 'A number is listed twice.' });
    expect(typed(attacking, '3')).toEqual({ kind: 'error', message: '3 is not on the list (1 to 2).' });
  });

  it('takes blocker:attacker pairs', () => {
    const all = typed(attacking, 'a');
    if (all.kind !== 'answer') throw new Error('expected an answer');
    const blocking = passUntil(answer(attacking, all.answer), (c) => c.kind === 'declareBlockers');
    const c = pending(blocking);
    if (c.kind !== 'declareBlockers') throw new Error('expected blockers');
    expect(c.player).toBe(0);
    const menu = menuOf(blocking);
    expect(menu.info[0]).toBe('Attacking creatures:');
    expect(menu.info[1]).toMatch(/^\s+\[1\] Raging Goblin 1\/1/);
    expect(menu.entries.map((e) => e.label)).toEqual([
      expect.stringMatching(/^Giant Spider 2\/4 \[reach\] #\d+ — can block \[1\], \[2\]$/),
      expect.stringMatching(/^Grizzly Bears 2\/2 #\d+ — can block \[1\], \[2\]$/),
      'No blocks',
    ]);
    expect(menu.entries.map((e) => e.key)).toEqual(['1', '2', '0']);
    const goblin = c.options[0]!.attackers[0]!;
    const barbarians = c.options[0]!.attackers[1]!;
    const spider = c.options[0]!.blocker;
    const bears = c.options[1]!.blocker;
    expect(typed(blocking, '1:2 2:1')).toEqual({
      kind: 'answer',
      answer: {
        kind: 'blockers',
        blocks: [
          { blocker: spider, attacker: barbarians },
          { blocker: bears, attacker: goblin },
        ],
      },
    });
    expect(typed(blocking, '0')).toEqual({ kind: 'answer', answer: { kind: 'blockers', blocks: [] } });
    expect(typed(blocking, '')).toMatchObject({ kind: 'error', message: expect.stringMatching(/^Nothing typed/) });
    expect(typed(blocking, '1')).toMatchObject({ kind: 'error', message: expect.stringContaining('say which') });
    expect(typed(blocking, '1:3')).toEqual({ kind: 'error', message: 'There is no attacker 3 (1 to 2).' });
    expect(typed(blocking, '1:1 1:2')).toEqual({ kind: 'error', message: 'Blocker 1 is listed twice.' });
    expect(typed(blocking, 'x:y')).toEqual({ kind: 'error', message: '"x:y" is not a blocker:attacker pair.' });
    // The engine takes what the menu builds.
    const ok = typed(blocking, '1:2');
    if (ok.kind !== 'answer') throw new Error('expected an answer');
    expect(apply(blocking, 0, ok.answer).ok).toBe(true);
  });
});

describe('attacking a planeswalker (CR 506.3)', () => {
  const atStart = start({
    seed: 2,
    startingPlayer: 0,
    openingHands: false,
    players: [
      { name: 'You', library: repeat('Forest', 10), battlefield: ['Grizzly Bears', 'Raging Goblin'] },
      { name: 'Computer', library: repeat('Swamp', 10), battlefield: ['Liliana, Defiant Necromancer'] },
    ],
  }).state;
  const attacking = passUntil(atStart, (c) => c.kind === 'declareAttackers');

  it('lists the planeswalkers; "n:k" sends creature n at planeswalker k, a plain number at the player', () => {
    const menu = menuOf(attacking);
    expect(menu.info).toEqual([
      'Planeswalkers you may attack instead of the player:',
      expect.stringMatching(/^\s+\[1\] Liliana, Defiant Necromancer \(3 loyalty\) #\d+$/),
    ]);
    const c = pending(attacking);
    if (c.kind !== 'declareAttackers') throw new Error('expected attackers');
    const [bears, goblin] = c.options.map((o) => o.attacker);
    const liliana = c.options[0]!.planeswalkers[0]!;
    expect(typed(attacking, '1:1 2')).toEqual({
      kind: 'answer',
      answer: {
        kind: 'attackers',
        attackers: [
          { attacker: bears, defender: 1, planeswalker: liliana },
          { attacker: goblin, defender: 1 },
        ],
      },
    });
    expect(typed(attacking, '1:2')).toMatchObject({ kind: 'error' });
    const ok = typed(attacking, '1:1');
    if (ok.kind !== 'answer') throw new Error('expected an answer');
    const r = apply(attacking, 0, ok.answer);
    expect(r.ok && r.state.objects[bears!]!.attackingPlaneswalker).toBe(liliana);
  });
});

describe('choosing cards from a library', () => {
  it('shows the searching player the cards they choose from', () => {
    let { state } = start({
      seed: 3,
      startingPlayer: 0,
      openingHands: false,
      players: [
        {
          name: 'You',
          library: [...repeat('Forest', 3), ...repeat('Grizzly Bears', 3)],
          hand: ['Untamed Wilds'],
          battlefield: repeat('Forest', 3),
        },
        { name: 'Computer', library: repeat('Mountain', 10) },
      ],
    });
    state = passUntil(state, (c) => c.kind === 'priority' && c.actions.some((a) => a.kind === 'cast'));
    const cast = menuOf(state).entries.find((e) => e.label === 'Cast Untamed Wilds {2}{G}');
    if (!cast?.answer) throw new Error('Untamed Wilds is not castable');
    state = answer(state, cast.answer);
    state = answer(state, { kind: 'autoPay' });
    state = passUntil(state, (c) => c.kind === 'chooseCards');
    const menu = menuOf(state);
    expect(menu.title).toBe('Search your library (up to 1)');
    expect(menu.entries.map((e) => e.label)).toEqual([...repeat('Forest — Basic Land (in your library)', 3), 'None']);
    expect(menu.hint).toBe('Type a number, or 0 for none.');
    expect(typed(state, '0')).toEqual({ kind: 'answer', answer: { kind: 'cards', cards: [] } });
    expect(typed(state, '')).toMatchObject({ kind: 'error' });
    expect(typed(state, '1 2')).toEqual({ kind: 'error', message: 'Choose between 0 and 1.' });
    const one = typed(state, '2');
    if (one.kind !== 'answer') throw new Error('expected an answer');
    expect(apply(state, 0, one.answer).ok).toBe(true);
  });
});

describe('the log', () => {
  it('speaks to the human in the second person', () => {
    expect(secondPerson('You plays Mountain', 'You')).toBe('You play Mountain');
    expect(secondPerson("Turn 3: You's turn", 'You')).toBe('Turn 3: Your turn');
    expect(secondPerson('Shock deals 2 damage to You', 'You')).toBe('Shock deals 2 damage to you');
    expect(secondPerson('You puts 1 card on the bottom of their library', 'You')).toBe(
      'You put 1 card on the bottom of your library',
    );
    expect(secondPerson('You passes', 'You')).toBe('You pass');
    expect(secondPerson('Computer plays Forest', 'You')).toBe('Computer plays Forest');
    expect(secondPerson('You plays Mountain', 'Red')).toBe('You plays Mountain');
  });

  it('folds runs of empty steps into one line and adds the rule', () => {
    const { state, events } = start({
      seed: 4,
      startingPlayer: 0,
      openingHands: false,
      players: [
        { name: 'You', library: repeat('Mountain', 10) },
        { name: 'Computer', library: repeat('Forest', 10) },
      ],
    });
    const r = apply(state, 0, { kind: 'pass' });
    if (!r.ok) throw new Error(r.error.message);
    const lines = compactLog(r.state, [...events, ...r.events]);
    expect(lines[0]).toBe('You play first (CR 103.1)');
    expect(lines).toContain('Turn 1: Your turn');
  });
});

describe('combat damage assignment', () => {
  it('offers the default assignment and takes typed amounts', () => {
    let { state } = start({
      seed: 5,
      startingPlayer: 0,
      openingHands: false,
      players: [
        { name: 'You', library: repeat('Forest', 10), battlefield: ['Colossal Dreadmaw'] },
        { name: 'Computer', library: repeat('Forest', 10), battlefield: ['Grizzly Bears', 'Grizzly Bears'] },
      ],
    });
    state = passUntil(state, (c) => c.kind === 'declareAttackers');
    state = answer(state, { kind: 'attackers', attackers: [{ attacker: attackerOf(state), defender: 1 }] });
    state = passUntil(state, (c) => c.kind === 'declareBlockers');
    const blockers = pending(state);
    if (blockers.kind !== 'declareBlockers') throw new Error('expected blockers');
    state = answer(state, {
      kind: 'blockers',
      blocks: blockers.options.map((o) => ({ blocker: o.blocker, attacker: o.attackers[0]! })),
    });
    state = passUntil(state, (c) => c.kind === 'assignDamage');
    const menu = menuOf(state);
    expect(menu.title).toBe('Colossal Dreadmaw assigns 6 combat damage');
    expect(menu.info).toEqual([
      'Recipients:',
      expect.stringMatching(/^ {2}\[1\] Grizzly Bears 2\/2 \(Computer's\) #\d+ \(lethal: 2\)$/),
      expect.stringMatching(/^ {2}\[2\] Grizzly Bears 2\/2 .*\(lethal: 2\)$/),
      '  [3] Computer, player with 20 life (trample)',
    ]);
    expect(menu.entries.map((e) => e.label)).toEqual([
      'Default: 2 to Grizzly Bears, 2 to Grizzly Bears, 2 to Computer',
    ]);
    expect(typed(state, '1')).toMatchObject({ kind: 'answer', answer: { kind: 'damage' } });
    const typedAmounts = typed(state, '= 3 3 0');
    expect(typedAmounts).toMatchObject({
      kind: 'answer',
      answer: { kind: 'damage', assignment: [{ amount: 3 }, { amount: 3 }, { amount: 0, to: { player: 1 } }] },
    });
    expect(typed(state, '= 3 3')).toEqual({
      kind: 'error',
      message: 'After "=", type 3 amounts, one for each recipient in order.',
    });
    expect(typed(state, '= 1 1 1')).toEqual({
      kind: 'error',
      message: 'The amounts must add up to 6 (they add up to 3).',
    });
    // Trample needs lethal damage on every blocker first (CR 702.19b): the engine refuses, and says why.
    const tooMuchToPlayer = typed(state, '= 1 1 4');
    if (tooMuchToPlayer.kind !== 'answer') throw new Error('expected an answer');
    const refused = apply(state, 0, tooMuchToPlayer.answer);
    expect(refused.ok).toBe(false);
    if (typedAmounts.kind !== 'answer') throw new Error('expected an answer');
    expect(apply(state, 0, typedAmounts.answer).ok).toBe(true);
  });
});

/** The first creature the active player may attack with. */
function attackerOf(state: GameState): number {
  const c = pending(state);
  if (c.kind !== 'declareAttackers') throw new Error('expected attackers');
  return c.options[0]!.attacker;
}

describe('mana of any color', () => {
  it('asks for the color by number or letter', () => {
    let { state } = start({
      seed: 6,
      startingPlayer: 0,
      openingHands: false,
      players: [
        { name: 'You', library: repeat('Forest', 10), hand: ['Giant Growth'], battlefield: ['Birds of Paradise'] },
        { name: 'Computer', library: repeat('Forest', 10) },
      ],
    });
    const cast = menuOf(state).entries.find((e) => e.label === 'Cast Giant Growth {G}');
    if (!cast?.answer) throw new Error('Giant Growth is not castable');
    state = answer(state, cast.answer);
    state = answer(state, { kind: 'target', target: pending(state).kind === 'target' ? firstTarget(state) : null });
    expect(menuOf(state).entries.map((e) => e.label)).toEqual([
      'Auto-pay',
      'Tap Birds of Paradise for one mana of any color',
      'Cancel (take the spell or ability back)',
    ]);
    const tap = typed(state, '2');
    if (tap.kind !== 'answer') throw new Error('expected an answer');
    state = answer(state, tap.answer);
    expect(pending(state).kind).toBe('chooseColor');
    expect(menuOf(state).entries.map((e) => e.label)).toEqual([
      'White {W}',
      'Blue {U}',
      'Black {B}',
      'Red {R}',
      'Green {G}',
    ]);
    expect(typed(state, 'g')).toEqual({ kind: 'answer', answer: { kind: 'color', color: 'G' } });
    expect(typed(state, '5')).toEqual({ kind: 'answer', answer: { kind: 'color', color: 'G' } });
    expect(typed(state, 'purple')).toMatchObject({ kind: 'error' });
  });
});

function firstTarget(state: GameState) {
  const c = pending(state);
  if (c.kind !== 'target') throw new Error('expected a target');
  return c.legal[0]!;
}

describe('trigger order, yes/no and X', () => {
  // Two Phyrexian Arenas trigger in the first upkeep, before any other decision.
  const { state } = start({
    seed: 8,
    startingPlayer: 0,
    openingHands: false,
    players: [
      { name: 'You', library: repeat('Swamp', 10), battlefield: ['Phyrexian Arena', 'Phyrexian Arena'] },
      { name: 'Computer', library: repeat('Forest', 10) },
    ],
  });

  it('orders simultaneous triggers from a typed list', () => {
    expect(pending(state).kind).toBe('orderTriggers');
    const menu = menuOf(state);
    expect(menu.entries.map((e) => e.label)).toEqual([
      ...repeat('Phyrexian Arena: At the beginning of your upkeep, you draw a card and you lose 1 life', 2),
      'In the order shown',
    ]);
    expect(typed(state, '2 1')).toEqual({ kind: 'answer', answer: { kind: 'order', order: [1, 0] } });
    expect(typed(state, '0')).toEqual({ kind: 'answer', answer: { kind: 'order', order: [0, 1] } });
    expect(typed(state, '')).toMatchObject({ kind: 'error' });
    expect(typed(state, '1')).toEqual({ kind: 'error', message: 'List all 2 numbers.' });
  });

  // No card in the pool has X in its cost or a "you may" trigger yet: these decisions are built by hand.
  const view = decisionView(state, 0);
  it('asks yes or no', () => {
    const c: PendingChoice = {
      kind: 'yesNo',
      player: 0,
      prompt: 'Elvish Visionary: When {this} enters, draw — do it?',
    };
    expect(buildMenu(view, c).title).toBe('Elvish Visionary: When Elvish Visionary enters, draw — do it?');
    expect(parseInput(view, c, 'y')).toEqual({ kind: 'answer', answer: { kind: 'yes' } });
    expect(parseInput(view, c, '2')).toEqual({ kind: 'answer', answer: { kind: 'no' } });
  });

  it('takes a number for X', () => {
    const c: PendingChoice = { kind: 'chooseX', player: 0, prompt: 'Fireball: choose X', max: 4 };
    expect(buildMenu(view, c).hint).toBe('Type a number from 0 to 4.');
    expect(parseInput(view, c, '3')).toEqual({ kind: 'answer', answer: { kind: 'x', value: 3 } });
    expect(parseInput(view, c, '5')).toEqual({ kind: 'error', message: 'X can be at most 4.' });
    expect(parseInput(view, c, '-1')).toEqual({ kind: 'error', message: 'Type a number from 0 to 4.' });
  });
});

describe('modal spells', () => {
  it('lists the modes and shows the chosen one on the stack', () => {
    let { state } = start({
      seed: 9,
      startingPlayer: 0,
      openingHands: false,
      players: [
        { name: 'You', library: repeat('Plains', 10), hand: ['Healing Salve'], battlefield: ['Plains'] },
        { name: 'Computer', library: repeat('Forest', 10) },
      ],
    });
    const cast = menuOf(state).entries.find((e) => e.label === 'Cast Healing Salve {W}');
    if (!cast?.answer) throw new Error('Healing Salve is not castable');
    state = answer(state, cast.answer);
    expect(pending(state).kind).toBe('chooseMode');
    expect(menuOf(state).entries.map((e) => e.label)).toEqual([
      'Target player gains 3 life',
      'Prevent the next 3 damage that would be dealt to any target this turn',
    ]);
    const mode = typed(state, '1');
    expect(mode).toEqual({ kind: 'answer', answer: { kind: 'mode', mode: 0 } });
    if (mode.kind !== 'answer') throw new Error('expected an answer');
    state = answer(state, mode.answer);
    state = answer(state, { kind: 'target', target: { player: 0 } });
    state = answer(state, { kind: 'autoPay' });
    expect(renderBoard(decisionView(state, 0), 0)).toContain(
      '1. Healing Salve (mode: Target player gains 3 life) → You — You',
    );
  });
});
