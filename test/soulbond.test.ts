// Soulbond (CR 702.95): pairing as either creature enters, what a pair gives both creatures, and how it ends.
import { describe, expect, it } from 'vitest';
import { characteristics } from '../src/engine/index.js';
import {
  answer,
  cast,
  chooseCards,
  game,
  lands,
  obj,
  passPriority,
  passUntil,
  pt,
  resolveTop,
  stack,
  type Game,
} from './helpers/harness.js';

const keywords = (g: Game, name: string) => characteristics(g.state, obj(g, name).id).keywords;

function resolveAll(g: Game): void {
  for (let i = 0; i < 20 && g.state.stack.length > 0; i++) passPriority(g);
}

describe('Soulbond (CR 702.95)', () => {
  it('702.95a: as the soulbond creature enters, its controller may pair it with another unpaired creature', () => {
    const g = game({
      A: { battlefield: ['Grizzly Bears', 'Hill Giant', ...lands('Plains', 3)], hand: ['Silverblade Paladin'] },
    });
    passUntil(g, { step: 'precombat_main' });
    cast(g, 'Silverblade Paladin');
    resolveTop(g);
    expect(stack(g)).toEqual(['Silverblade Paladin ability']);
    resolveTop(g);
    answer(g, { kind: 'yes' });
    chooseCards(g, ['Hill Giant']);
    // "both creatures have double strike"; the creature not chosen has nothing.
    expect(keywords(g, 'Silverblade Paladin')).toContain('double strike');
    expect(keywords(g, 'Hill Giant')).toContain('double strike');
    expect(keywords(g, 'Grizzly Bears')).not.toContain('double strike');
  });

  it('702.95a: another creature entering under its controller pairs with the unpaired soulbond creature', () => {
    const g = game({ A: { battlefield: ['Wolfir Silverheart', ...lands('Forest', 2)], hand: ['Grizzly Bears'] } });
    passUntil(g, { step: 'precombat_main' });
    cast(g, 'Grizzly Bears');
    resolveTop(g);
    expect(stack(g)).toEqual(['Wolfir Silverheart ability']);
    resolveTop(g);
    answer(g, { kind: 'yes' });
    // "each of those creatures gets +4/+4"
    expect(pt(g, 'Grizzly Bears')).toBe('6/6');
    expect(pt(g, 'Wolfir Silverheart')).toBe('8/8');
  });

  it('the pairing is optional, and with no other creature the ability does not trigger (its intervening "if")', () => {
    const g = game({ A: { battlefield: lands('Forest', 7), hand: ['Wolfir Silverheart', 'Grizzly Bears'] } });
    passUntil(g, { step: 'precombat_main' });
    cast(g, 'Wolfir Silverheart');
    resolveTop(g);
    expect(stack(g)).toEqual([]);
    cast(g, 'Grizzly Bears');
    resolveTop(g);
    resolveTop(g);
    answer(g, { kind: 'no' });
    expect(pt(g, 'Grizzly Bears')).toBe('2/2');
    expect(pt(g, 'Wolfir Silverheart')).toBe('4/4');
  });

  it('702.95d: a creature is paired with one other creature only: a paired soulbond creature pairs with no newcomer', () => {
    const g = game({
      A: { battlefield: ['Wolfir Silverheart', ...lands('Forest', 3)], hand: ['Llanowar Elves', 'Grizzly Bears'] },
    });
    passUntil(g, { step: 'precombat_main' });
    cast(g, 'Llanowar Elves');
    resolveTop(g);
    resolveTop(g);
    answer(g, { kind: 'yes' });
    expect(pt(g, 'Llanowar Elves')).toBe('5/5');
    cast(g, 'Grizzly Bears');
    resolveTop(g);
    // Both are unpaired is the ability's intervening "if" (CR 603.4): it doesn't trigger.
    expect(stack(g)).toEqual([]);
    expect(pt(g, 'Grizzly Bears')).toBe('2/2');
  });

  it("the bonus goes when the pair ends, and damage marked then can destroy the creature (Druid's Familiar's ruling)", () => {
    const g = game({
      A: { battlefield: ['Wolfir Silverheart', ...lands('Forest', 1)], hand: ['Llanowar Elves'] },
      B: { hand: ['Lightning Bolt', 'Doom Blade'], battlefield: ['Mountain', 'Swamp', 'Swamp'] },
    });
    passUntil(g, { step: 'precombat_main' });
    cast(g, 'Llanowar Elves');
    resolveTop(g);
    resolveTop(g);
    answer(g, { kind: 'yes' });
    passPriority(g);
    // The Elves (5/5) take 3; then the Silverheart is destroyed: unpaired (CR 702.95e), the Elves are 1/1 with 3
    // damage, and die.
    cast(g, 'Lightning Bolt', { targets: ['Llanowar Elves'] });
    resolveAll(g);
    expect(obj(g, 'Llanowar Elves').zone).toBe('battlefield');
    expect(obj(g, 'Llanowar Elves').damage).toBe(3);
    passPriority(g);
    cast(g, 'Doom Blade', { targets: ['Wolfir Silverheart'] });
    resolveAll(g);
    expect(obj(g, 'Wolfir Silverheart', { zone: 'graveyard' })).toBeDefined();
    expect(obj(g, 'Llanowar Elves', { zone: 'graveyard' })).toBeDefined();
  });
});
