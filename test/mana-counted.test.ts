// CR 605.3b: a mana ability that adds mana "for each" something counts it as it resolves — "Add {G} for each creature
// you control with defender" (Overgrown Battlement: the keyword had through the layers), "Add {G} for each +1/+1
// counter on this creature" (Gyre Sage). Played with compiled cards.
import { describe, expect, it } from 'vitest';
import { canCast, cast, game, passUntil, resolveStack, tapForMana, type Game } from './helpers/harness.js';

const poolOf = (g: Game) => g.state.players[0]!.pool;

describe('mana counted as the ability resolves (CR 605.3b)', () => {
  it('Overgrown Battlement adds {G} for each creature its controller controls with defender, itself included', () => {
    const g = game({
      A: { battlefield: ['Overgrown Battlement', 'Wall of Wood', 'Wall of Stone', 'Grizzly Bears'] },
      B: { battlefield: ['Wall of Wood'] },
    });
    tapForMana(g, 'Overgrown Battlement');
    expect(poolOf(g)).toMatchObject({ G: 3 });
  });

  it('Overgrown Battlement and two other walls pay for a three-mana spell by themselves', () => {
    const g = game({
      A: { hand: ['Centaur Courser'], battlefield: ['Overgrown Battlement', 'Wall of Wood', 'Wall of Stone'] },
    });
    passUntil(g, { step: 'precombat_main' });
    expect(canCast(g, 'Centaur Courser')).toBe(true);
    cast(g, 'Centaur Courser');
    resolveStack(g);
    expect(g.state.battlefield.some((id) => g.state.objects[id]!.def === 'Centaur Courser')).toBe(true);
  });

  it('Gyre Sage adds {G} for each +1/+1 counter on it: none without counters', () => {
    const two = game({ A: { battlefield: [{ name: 'Gyre Sage', counters: { '+1/+1': 2 } }] } });
    tapForMana(two, 'Gyre Sage');
    expect(poolOf(two)).toMatchObject({ G: 2 });
    const none = game({ A: { battlefield: ['Gyre Sage'] } });
    tapForMana(none, 'Gyre Sage');
    expect(poolOf(none)).toMatchObject({ G: 0 });
  });
});
