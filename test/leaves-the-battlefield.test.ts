// Leaves-the-battlefield abilities (CR 603.6c: "When this permanent leaves the battlefield" triggers whichever zone it
// goes to; 603.10a: it looks back at the permanent as it last existed), linked abilities (607.2a: Oblivion Ring's
// "the exiled card" is the card its first ability exiled), and creature tokens defined by the description of the
// effect that creates them (111.4: Thragtusk's Beast, Wurmcoil Engine's Wurms, Lingering Souls' Spirits). The cases
// follow the cards' Gatherer rulings.
import { describe, expect, it } from 'vitest';
import { characteristics } from '../src/engine/index.js';
import {
  battlefield,
  cast,
  chooseTarget,
  game,
  graveyard,
  hand,
  life,
  obj,
  objs,
  passPriority,
  passUntil,
  resolveStack,
  type Game,
} from './helpers/harness.js';

const exiled = (g: Game): string[] => g.state.exile.map((id) => characteristics(g.state, id).name);
const tokens = (g: Game): string[] =>
  g.state.battlefield.filter((id) => g.state.objects[id]!.token).map((id) => characteristics(g.state, id).name);

/** A casts `spell` at `target` in their first main phase (the spell resolves, and any trigger it causes). */
function castAt(g: Game, spell: string, target: string): void {
  passUntil(g, { turn: 1, step: 'precombat_main' });
  cast(g, spell, { targets: [target] });
  resolveStack(g);
}

describe('Thragtusk: "When Thragtusk leaves the battlefield, create a 3/3 green Beast creature token" (CR 603.6c)', () => {
  it('enters: you gain 5 life', () => {
    const g = game({ A: { hand: ['Thragtusk'], battlefield: ['Forest', 'Forest', 'Forest', 'Forest', 'Forest'] } });
    passUntil(g, { turn: 1, step: 'precombat_main' });
    cast(g, 'Thragtusk');
    resolveStack(g);
    expect(life(g, 'A')).toBe(25);
  });

  it('ruling: it triggers whatever zone it goes to — returned to hand, the Beast is a 3/3 green Beast token', () => {
    const g = game({ A: { hand: ['Unsummon'], battlefield: ['Thragtusk', 'Island'] } });
    castAt(g, 'Unsummon', 'Thragtusk');
    expect(hand(g, 'A')).toEqual(['Thragtusk']);
    expect(tokens(g)).toEqual(['Beast']);
    const beast = characteristics(g.state, obj(g, 'Beast').id);
    expect([beast.power, beast.toughness, beast.colors, beast.types, beast.subtypes]).toEqual([
      3,
      3,
      ['G'],
      ['Creature'],
      ['Beast'],
    ]);
  });

  it('destroyed (to the graveyard) and exiled, it triggers too', () => {
    const g = game({ A: { battlefield: ['Thragtusk'] }, B: { hand: ['Murder'], battlefield: lands('Swamp', 3) } });
    passUntil(g, { turn: 1, step: 'precombat_main' });
    passPriority(g);
    cast(g, 'Murder', { targets: ['Thragtusk'] });
    resolveStack(g);
    expect(graveyard(g, 'A')).toEqual(['Thragtusk']);
    expect(tokens(g)).toEqual(['Beast']);

    const h = game({
      A: { hand: ['Oblivion Ring'], battlefield: lands('Plains', 3) },
      B: { battlefield: ['Thragtusk'] },
    });
    passUntil(h, { turn: 1, step: 'precombat_main' });
    ring(h, 'Thragtusk');
    expect(exiled(h)).toEqual(['Thragtusk']);
    // The Beast is created for Thragtusk's controller, B.
    expect(battlefield(h, 'B')).toEqual(['Beast']);
  });
});

function lands(name: string, k: number): string[] {
  return Array.from({ length: k }, () => name);
}

/** The player with priority casts Oblivion Ring; it resolves and its enters trigger targets `target` and resolves. */
function ring(g: Game, target: string): void {
  cast(g, 'Oblivion Ring');
  passPriority(g);
  passPriority(g);
  chooseTarget(g, target);
  resolveStack(g);
}

describe('Oblivion Ring: "the exiled card" is the card its first ability exiled (CR 607.2a)', () => {
  it("exiles another nonland permanent; when Oblivion Ring leaves, the card returns under its owner's control", () => {
    const g = game({
      A: { hand: ['Oblivion Ring', 'Naturalize'], battlefield: [...lands('Plains', 3), 'Forest', 'Forest'] },
      B: { battlefield: ['Grizzly Bears', 'Forest'] },
    });
    passUntil(g, { turn: 1, step: 'precombat_main' });
    ring(g, 'Grizzly Bears');
    expect(exiled(g)).toEqual(['Grizzly Bears']);
    cast(g, 'Naturalize', { targets: ['Oblivion Ring'] });
    resolveStack(g);
    expect(battlefield(g, 'B').sort()).toEqual(['Forest', 'Grizzly Bears']);
    expect(exiled(g)).toEqual([]);
    expect(graveyard(g, 'A').sort()).toEqual(['Naturalize', 'Oblivion Ring']);
  });

  it('ruling: if it leaves before its first ability resolves, its second does nothing, then the first exiles forever', () => {
    const g = game({
      A: { hand: ['Oblivion Ring'], battlefield: lands('Plains', 3) },
      B: { hand: ['Naturalize'], battlefield: ['Grizzly Bears', 'Forest', 'Forest'] },
    });
    passUntil(g, { turn: 1, step: 'precombat_main' });
    cast(g, 'Oblivion Ring');
    passPriority(g);
    passPriority(g);
    // The enters trigger asks for its target as it is put on the stack.
    if (g.state.pending?.kind === 'target') chooseTarget(g, 'Grizzly Bears');
    passPriority(g);
    cast(g, 'Naturalize', { targets: ['Oblivion Ring'] });
    resolveStack(g);
    expect(graveyard(g, 'A')).toEqual(['Oblivion Ring']);
    expect(exiled(g)).toEqual(['Grizzly Bears']);
    expect(battlefield(g, 'B')).toEqual(['Forest', 'Forest']);
  });

  it('a token it exiled ceases to exist (CR 111.8, 704.5d) and does not return', () => {
    const g = game({
      A: { hand: ['Oblivion Ring', 'Naturalize'], battlefield: [...lands('Plains', 3), 'Forest', 'Forest'] },
      B: { hand: ['Unsummon'], battlefield: ['Thragtusk', 'Island'] },
    });
    passUntil(g, { turn: 1, step: 'precombat_main' });
    passPriority(g);
    cast(g, 'Unsummon', { targets: ['Thragtusk'] });
    resolveStack(g);
    expect(tokens(g)).toEqual(['Beast']);
    ring(g, 'Beast');
    expect(tokens(g)).toEqual([]);
    cast(g, 'Naturalize', { targets: ['Oblivion Ring'] });
    resolveStack(g);
    expect(tokens(g)).toEqual([]);
    expect(battlefield(g, 'B')).toEqual(['Island']);
  });
});

describe('tokens defined by their description (CR 111.4)', () => {
  it('Wurmcoil Engine dies: a 3/3 Wurm with deathtouch and a 3/3 Wurm with lifelink, colorless artifact creatures', () => {
    const g = game({
      A: { battlefield: ['Wurmcoil Engine'] },
      B: { hand: ['Murder'], battlefield: lands('Swamp', 3) },
    });
    passUntil(g, { turn: 1, step: 'precombat_main' });
    passPriority(g);
    cast(g, 'Murder', { targets: ['Wurmcoil Engine'] });
    resolveStack(g);
    expect(graveyard(g, 'A')).toEqual(['Wurmcoil Engine']);
    expect(tokens(g)).toEqual(['Phyrexian Wurm', 'Phyrexian Wurm']);
    const wurms = objs(g, 'Phyrexian Wurm').map((o) => characteristics(g.state, o.id));
    expect(wurms.map((w) => [...w.keywords])).toEqual([['deathtouch'], ['lifelink']]);
    for (const w of wurms) {
      expect([w.power, w.toughness, w.colors, w.types]).toEqual([3, 3, [], ['Artifact', 'Creature']]);
      expect(w.subtypes).toEqual(['Phyrexian', 'Wurm']);
    }
  });

  it('Lingering Souls: two 1/1 white Spirits with flying, and again with its flashback {1}{B}', () => {
    const g = game({ A: { hand: ['Lingering Souls'], battlefield: [...lands('Plains', 3), 'Swamp', 'Swamp'] } });
    passUntil(g, { turn: 1, step: 'precombat_main' });
    cast(g, 'Lingering Souls');
    resolveStack(g);
    expect(tokens(g)).toEqual(['Spirit', 'Spirit']);
    for (const spirit of objs(g, 'Spirit')) {
      const c = characteristics(g.state, spirit.id);
      expect([c.power, c.toughness, c.colors, [...c.keywords]]).toEqual([1, 1, ['W'], ['flying']]);
    }
    cast(g, 'Lingering Souls', { via: 'flashback' });
    resolveStack(g);
    expect(tokens(g)).toHaveLength(4);
    expect(exiled(g)).toEqual(['Lingering Souls']);
  });
});
