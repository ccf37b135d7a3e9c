// The Commander variant (CR 903): commanders start in the command zone (903.6), life starts at 40 (903.7), a
// commander is cast from the command zone with the commander tax (903.8), goes back there instead of a graveyard,
// exile, hand or library if its owner wishes (903.9a-b), and 21 combat damage from one commander loses the game
// (903.10a, 704.6c).
import { describe, expect, it } from 'vitest';
import { createGame, type GameConfig, type PlayerConfig } from '../src/engine/index.js';
import {
  answer,
  attack,
  canCast,
  cast,
  decision,
  game,
  graveyard,
  lands,
  life,
  logTexts,
  obj,
  passPriority,
  passUntil,
  resolveStack,
  type Game,
  commanderGame as twoPlayerCommanderGame,
} from './helpers/harness.js';

/** Both players lead Kalakscion, Hunger Tyrant, with Swamps in their libraries. */
const commanderGame = (a: Partial<PlayerConfig>, b: Partial<PlayerConfig> = {}, more: Partial<GameConfig> = {}): Game =>
  twoPlayerCommanderGame({ library: lands('Swamp', 20), commanders: ['Kalakscion, Hunger Tyrant'] }, a, b, more);

const commandZone = (g: Game): string[] => g.state.command.map((id) => g.state.objects[id]!.def);

/** The cast action for the commander in the command zone, if it is offered. */
function commanderCast(g: Game) {
  const c = g.state.pending;
  if (c?.kind !== 'priority') return undefined;
  return c.actions.find((a) => a.kind === 'cast' && g.state.objects[a.card]!.zone === 'command');
}

describe('the Commander variant (CR 903)', () => {
  it('commanders start in the command zone, and life at 40 (CR 903.6, 903.7)', () => {
    const g = commanderGame({});
    expect(commandZone(g)).toEqual(['Kalakscion, Hunger Tyrant', 'Kalakscion, Hunger Tyrant']);
    expect([life(g, 'A'), life(g, 'B')]).toEqual([40, 40]);
    // The deck's other cards are the library: the commander is not in it.
    expect(g.state.players[0]!.library).toHaveLength(20);
  });

  it('a commander is cast from the command zone; each later cast costs {2} more (CR 903.8)', () => {
    const g = commanderGame({ battlefield: lands('Swamp', 5), hand: ['Murder'] });
    passUntil(g, { step: 'precombat_main' });
    const first = commanderCast(g);
    expect(first).toBeDefined();
    answer(g, first!);
    answer(g, { kind: 'autoPay' });
    expect(logTexts(g).some((t) => t.startsWith('A casts Kalakscion, Hunger Tyrant from the command zone'))).toBe(true);
    resolveStack(g);
    expect(obj(g, 'Kalakscion, Hunger Tyrant', { controller: 'A' }).zone).toBe('battlefield');
    expect(g.state.players[0]!.commanderCasts).toEqual({ [obj(g, 'Kalakscion, Hunger Tyrant').card]: 1 });
    // Murder it: its owner may put it into the command zone (903.9a), and does.
    passUntil(g, { step: 'precombat_main', turn: 3 });
    cast(g, 'Murder', { targets: ['Kalakscion, Hunger Tyrant'] });
    passPriority(g);
    passPriority(g);
    expect(decision(g)).toBe('A yesNo');
    answer(g, { kind: 'yes' });
    expect(commandZone(g)).toEqual(['Kalakscion, Hunger Tyrant', 'Kalakscion, Hunger Tyrant']);
    expect(graveyard(g, 'A')).toEqual(['Murder']);
    // Two Swamps are left untapped of five: not enough for {1}{B}{B} + {2}.
    expect(commanderCast(g)).toBeUndefined();
    passUntil(g, { step: 'precombat_main', turn: 5 });
    const again = commanderCast(g);
    expect(again).toBeDefined();
    answer(g, again!);
    const pay = g.state.pending;
    expect(pay?.kind).toBe('payMana');
    if (pay?.kind === 'payMana') expect(pay.remaining).toBe('{3}{B}{B}');
    answer(g, { kind: 'autoPay' });
    // The log tells the tax paid this time.
    expect(logTexts(g)).toContain(
      'A casts Kalakscion, Hunger Tyrant from the command zone (commander tax {2}) (CR 903.8)',
    );
  });

  it('a commander its owner leaves in the graveyard stays there, and isn’t asked about again (CR 903.9a)', () => {
    const g = commanderGame({ battlefield: [...lands('Swamp', 6)], hand: ['Murder'] });
    passUntil(g, { step: 'precombat_main' });
    answer(g, commanderCast(g)!);
    answer(g, { kind: 'autoPay' });
    resolveStack(g);
    cast(g, 'Murder', { targets: ['Kalakscion, Hunger Tyrant'] });
    passPriority(g);
    passPriority(g);
    answer(g, { kind: 'no' });
    expect(graveyard(g, 'A')).toEqual(['Kalakscion, Hunger Tyrant', 'Murder']);
    expect(decision(g)).toBe('A priority');
    passUntil(g, { step: 'precombat_main', turn: 2 });
    expect(graveyard(g, 'A')).toEqual(['Kalakscion, Hunger Tyrant', 'Murder']);
  });

  it('a commander that would go to its owner’s hand may go to the command zone instead (CR 903.9b)', () => {
    const g = commanderGame(
      { battlefield: lands('Swamp', 3) },
      { battlefield: lands('Island', 2), hand: ['Unsummon'] },
    );
    passUntil(g, { step: 'precombat_main' });
    answer(g, commanderCast(g)!);
    answer(g, { kind: 'autoPay' });
    resolveStack(g);
    passPriority(g);
    cast(g, 'Unsummon', { targets: ['Kalakscion, Hunger Tyrant'] });
    passPriority(g);
    passPriority(g);
    expect(decision(g)).toBe('A yesNo');
    answer(g, { kind: 'yes' });
    expect(g.state.players[0]!.hand).toEqual([]);
    expect(commandZone(g)).toHaveLength(2);
  });

  it('21 combat damage from one commander loses the game, whatever the life total (CR 903.10a, 704.6c)', () => {
    const g = commanderGame({ battlefield: lands('Swamp', 3) }, { commanders: ['Kalakscion, Hunger Tyrant'] });
    passUntil(g, { step: 'precombat_main' });
    answer(g, commanderCast(g)!);
    answer(g, { kind: 'autoPay' });
    resolveStack(g);
    for (const turn of [3, 5, 7]) {
      passUntil(g, { step: 'begin_combat', turn });
      attack(g, ['Kalakscion, Hunger Tyrant']);
      while (!g.state.over && g.state.turn.step !== 'end_combat') passPriority(g);
    }
    expect(life(g, 'B')).toBe(19);
    expect(g.state.over).toBe(true);
    expect(g.state.winner).toBe(0);
    expect(logTexts(g)).toContain(
      'B loses the game — has been dealt 21 or more combat damage by the same commander (CR 704.6c)',
    );
  });

  it('Command Tower adds no mana for a player with no commander (CR 903.4f, 106.7)', () => {
    const g = game({ A: { battlefield: ['Command Tower'], hand: ['Llanowar Elves'] } });
    passUntil(g, { step: 'precombat_main' });
    expect(canCast(g, 'Llanowar Elves')).toBe(false);
    const h = commanderGame({ battlefield: ['Command Tower'], hand: ['Llanowar Elves'] }, {}, {});
    passUntil(h, { step: 'precombat_main' });
    // Kalakscion is mono-black: the Tower makes {B}, which doesn't pay for {G}.
    expect(canCast(h, 'Llanowar Elves')).toBe(false);
    const r = commanderGame({
      battlefield: ['Command Tower'],
      hand: ['Llanowar Elves'],
      commanders: ['Radha, Heir to Keld'],
    });
    passUntil(r, { step: 'precombat_main' });
    expect(canCast(r, 'Llanowar Elves')).toBe(true);
  });

  it('refuses a commander that isn’t a legendary creature, two that aren’t partners, and one outside the variant', () => {
    const base = { seed: 1, openingHands: false } as const;
    const p = (commanders: string[]): PlayerConfig => ({ name: 'A', library: ['Swamp'], commanders });
    expect(() =>
      createGame({ ...base, variant: 'commander', players: [p(['Grizzly Bears']), p(['Griselbrand'])] }),
    ).toThrow("player A: Grizzly Bears can't be a commander: it isn't a legendary creature or Vehicle (CR 903.3)");
    expect(() =>
      createGame({ ...base, variant: 'commander', players: [p(['Griselbrand', 'Kalakscion, Hunger Tyrant']), p([])] }),
    ).toThrow("can't both be commanders");
    expect(() => createGame({ ...base, players: [p(['Griselbrand']), p([])] })).toThrow(
      'player A has a commander, but the game is not a Commander game',
    );
  });
});
