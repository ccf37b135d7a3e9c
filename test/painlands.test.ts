// The painlands (Llanowar Wastes and its kin): "{T}: Add {C}." and "{T}: Add {B} or {G}. This land deals 1 damage to
// you." The damage is part of the second mana ability: it happens as the ability resolves, with no stack (CR 605.3a-b).
// The Gatherer rulings of Llanowar Wastes (2008-04-01 and later) are checked below, and automatic payment's choice.
import { describe, expect, it } from 'vitest';
import type { ManaType } from '../src/engine/index.js';
import { answer, cast, game, life, logTexts, objs, passUntil, type Game } from './helpers/harness.js';

/** Taps a permanent for mana with its `index`th ability, naming the color if asked (`nth`: which of several). */
function tapWith(g: Game, name: string, index: number, color?: ManaType, nth = 0): void {
  const c = g.state.pending;
  const id = objs(g, name)[nth]!.id;
  const action =
    c?.kind === 'priority'
      ? c.actions.find((a) => a.kind === 'activateMana' && a.source === id && a.ability === index)
      : undefined;
  if (!action) throw new Error(`${name} can't be tapped for mana with ability ${index}`);
  answer(g, action);
  if (g.state.pending?.kind === 'chooseColor') answer(g, { kind: 'color', color: color! });
}

describe('painlands (CR 605.3a)', () => {
  it('colorless mana costs nothing; colored mana deals 1 damage to its controller', () => {
    const g = game({ A: { battlefield: ['Llanowar Wastes', 'Llanowar Wastes'] } });
    passUntil(g, { step: 'precombat_main' });
    const mark = g.log.length;
    tapWith(g, 'Llanowar Wastes', 0, undefined, 0);
    expect(life(g, 'A')).toBe(20);
    tapWith(g, 'Llanowar Wastes', 1, 'G', 1);
    expect(life(g, 'A')).toBe(19);
    expect(g.state.players[0]!.pool).toMatchObject({ C: 1, G: 1 });
    expect(logTexts(g, mark)).toContain('Llanowar Wastes deals 1 damage to A');
  });

  it('ruling: the damage is part of the mana ability — it uses no stack and gives no priority', () => {
    const g = game({ A: { battlefield: ['Battlefield Forge'] } });
    passUntil(g, { step: 'precombat_main' });
    tapWith(g, 'Battlefield Forge', 1, 'R');
    expect(g.state.stack).toHaveLength(0);
    expect(life(g, 'A')).toBe(19);
    expect(g.state.pending).toMatchObject({ kind: 'priority', player: 0 });
  });

  it('automatic payment pays generic mana with the colorless ability and colored mana with the painful one', () => {
    const g = game({ A: { hand: ['Aeolipile', 'Grizzly Bears'], battlefield: ['Llanowar Wastes', 'Wastes'] } });
    passUntil(g, { step: 'precombat_main' });
    cast(g, 'Aeolipile');
    expect(life(g, 'A')).toBe(20);
    const h = game({ A: { hand: ['Grizzly Bears'], battlefield: ['Llanowar Wastes', 'Wastes'] } });
    passUntil(h, { step: 'precombat_main' });
    cast(h, 'Grizzly Bears');
    expect(life(h, 'A')).toBe(19);
  });
});
