// Permanents that become creatures until end of turn (CR 611.2): what they keep of their types (205.1a-b, layer 4) —
// "It's still a land" and "that's still a planeswalker" keep them all, "a Bird artifact creature" keeps all but its
// creature types, and a plain "becomes a 4/4 Dragon creature" replaces its card types, the subtypes of the types it
// loses going with them — and abilities granted in quotation marks by the effect (113.1, layer 6). Cases from the
// Gatherer rulings of Raging Ravine, Lavaclaw Reaches and Glint Hawk Idol.
import { describe, expect, it } from 'vitest';
import { characteristics } from '../src/engine/index.js';
import { becomeCreatureTypes } from '../src/engine/rules/cr613-type-line.js';
import {
  activate,
  answer,
  attack,
  cast,
  game,
  graveyard,
  lands,
  life,
  obj,
  passPriority,
  passUntil,
  pt,
  resolveStack,
  tapForMana,
  type Game,
} from './helpers/harness.js';

const chars = (g: Game, name: string) => characteristics(g.state, obj(g, name).id);

describe('Raging Ravine: becomes a 3/3 red and green Elemental creature with "Whenever this creature attacks, ..."', () => {
  it('has the quoted ability while the effect lasts; its trigger puts a +1/+1 counter on it as it attacks', () => {
    const g = game({ A: { battlefield: ['Raging Ravine', ...lands('Mountain', 2), ...lands('Forest', 2)] } });
    passUntil(g, { step: 'precombat_main' });
    activate(g, 'Raging Ravine', 0);
    resolveStack(g);
    const c = chars(g, 'Raging Ravine');
    expect(c.types).toEqual(['Land', 'Creature']);
    expect(c.subtypes).toEqual(['Elemental']);
    expect(c.colors).toEqual(['R', 'G']);
    expect(c.abilities.some((a) => a.kind === 'triggered')).toBe(true);
    attack(g, ['Raging Ravine']);
    resolveStack(g);
    expect(pt(g, 'Raging Ravine')).toBe('4/4');
    passUntil(g, { step: 'postcombat_main' });
    expect(life(g, 'B')).toBe(16);
    // Ruling: the +1/+1 counters stay on it after it stops being a creature (no effect until it is one again).
    passUntil(g, { turn: 2, step: 'upkeep' });
    expect(chars(g, 'Raging Ravine').creature).toBe(false);
    expect(chars(g, 'Raging Ravine').abilities.some((a) => a.kind === 'triggered')).toBe(false);
    expect(obj(g, 'Raging Ravine').counters['+1/+1']).toBe(1);
  });

  it('ruling: activated twice, it has two instances of the ability and gets two counters as it attacks', () => {
    const g = game({ A: { battlefield: ['Raging Ravine', ...lands('Mountain', 4), ...lands('Forest', 4)] } });
    passUntil(g, { step: 'precombat_main' });
    activate(g, 'Raging Ravine', 0);
    resolveStack(g);
    activate(g, 'Raging Ravine', 0);
    resolveStack(g);
    attack(g, ['Raging Ravine']);
    // Two instances of the granted ability trigger: their controller orders them (CR 603.3b).
    const c = g.state.pending;
    expect(c?.kind === 'orderTriggers' ? c.triggers.length : 0).toBe(2);
    answer(g, { kind: 'order', order: [0, 1] });
    resolveStack(g);
    expect(obj(g, 'Raging Ravine').counters['+1/+1']).toBe(2);
    expect(pt(g, 'Raging Ravine')).toBe('5/5');
  });
});

describe('Lavaclaw Reaches: with "{X}: This creature gets +X/+0 until end of turn."', () => {
  it('the granted ability is activated with its own X', () => {
    const g = game({ A: { battlefield: ['Lavaclaw Reaches', ...lands('Swamp', 3), ...lands('Mountain', 3)] } });
    passUntil(g, { step: 'precombat_main' });
    activate(g, 'Lavaclaw Reaches', 0);
    resolveStack(g);
    expect(pt(g, 'Lavaclaw Reaches')).toBe('2/2');
    activate(g, 'Lavaclaw Reaches', 1, [], 3);
    resolveStack(g);
    expect(pt(g, 'Lavaclaw Reaches')).toBe('5/2');
  });
});

describe('Glint Hawk Idol: "becomes a 2/2 Bird artifact creature with flying until end of turn"', () => {
  it('is an artifact creature, a Bird with flying (CR 205.1b: it keeps its types, its creature types replaced)', () => {
    const g = game({ A: { battlefield: ['Glint Hawk Idol', 'Plains'] } });
    passUntil(g, { step: 'precombat_main' });
    activate(g, 'Glint Hawk Idol', 0);
    resolveStack(g);
    const c = chars(g, 'Glint Hawk Idol');
    expect(c.types).toEqual(['Artifact', 'Creature']);
    expect(c.subtypes).toEqual(['Bird']);
    expect(c.keywords).toEqual(['flying']);
    expect(pt(g, 'Glint Hawk Idol')).toBe('2/2');
  });

  it('activated again, it is a 2/2 still (its ability sets base power and toughness, layer 7b)', () => {
    const g = game({ A: { battlefield: ['Glint Hawk Idol', ...lands('Plains', 2)], hand: [] } });
    passUntil(g, { step: 'precombat_main' });
    activate(g, 'Glint Hawk Idol', 0);
    resolveStack(g);
    activate(g, 'Glint Hawk Idol', 0);
    resolveStack(g);
    expect(pt(g, 'Glint Hawk Idol')).toBe('2/2');
  });
});

describe('Animate Land: "Until end of turn, target land becomes a 3/3 creature that\'s still a land."', () => {
  it('the target land becomes a 3/3 creature that keeps its types and land types, until end of turn', () => {
    const g = game({ A: { battlefield: ['Forest', 'Island'], hand: ['Animate Land'] } });
    passUntil(g, { step: 'precombat_main' });
    cast(g, 'Animate Land', { targets: ['Island'] });
    resolveStack(g);
    const c = chars(g, 'Island');
    expect(c.types).toEqual(['Land', 'Creature']);
    expect(c.subtypes).toEqual(['Island']);
    expect(pt(g, 'Island')).toBe('3/3');
    passUntil(g, { turn: 2, step: 'upkeep' });
    expect(chars(g, 'Island').creature).toBe(false);
  });
});

describe('CR 205.1a-b: the type line after becoming a creature', () => {
  const planeswalker = { types: ['Planeswalker'] as const, subtypes: ['Sarkhan'], supertypes: ['Legendary'] as const };
  it('a new card type replaces the old ones, and the subtypes of the types it loses go with them', () => {
    const line = becomeCreatureTypes(planeswalker, {
      kind: 'becomeCreature',
      subtypes: ['Dragon'],
      supertypes: ['Legendary'],
      replaces: 'types',
    });
    expect(line).toEqual({ types: ['Creature'], subtypes: ['Dragon'], supertypes: ['Legendary'] });
  });
  it('"that\'s still a planeswalker": it keeps its types and subtypes (Gideon Jura\'s ruling)', () => {
    const line = becomeCreatureTypes(planeswalker, { kind: 'becomeCreature', subtypes: ['Human', 'Soldier'] });
    expect(line.types).toEqual(['Planeswalker', 'Creature']);
    expect(line.subtypes).toEqual(['Sarkhan', 'Human', 'Soldier']);
  });
  it('"a Bird artifact creature" keeps its other types and subtypes, its creature types replaced', () => {
    const line = becomeCreatureTypes(
      { types: ['Artifact', 'Creature'], subtypes: ['Equipment', 'Golem'], supertypes: [] },
      { kind: 'becomeCreature', subtypes: ['Bird'], types: ['Artifact'], replaces: 'creatureTypes' },
    );
    expect(line).toEqual({ types: ['Artifact', 'Creature'], subtypes: ['Equipment', 'Bird'], supertypes: [] });
  });
});

describe('Sarkhan, the Dragonspeaker: "+1: Until end of turn, Sarkhan becomes a legendary 4/4 red Dragon creature with flying, indestructible, and haste."', () => {
  it('is a creature and no planeswalker until end of turn (CR 205.1a), then a planeswalker again', () => {
    const g = game({ A: { battlefield: ['Sarkhan, the Dragonspeaker'] } });
    passUntil(g, { step: 'precombat_main' });
    activate(g, 'Sarkhan, the Dragonspeaker', 0);
    resolveStack(g);
    const c = chars(g, 'Sarkhan, the Dragonspeaker');
    expect(c.types).toEqual(['Creature']);
    expect(c.subtypes).toEqual(['Dragon']);
    expect(c.supertypes).toEqual(['Legendary']);
    expect(c.colors).toEqual(['R']);
    expect(c.keywords).toEqual(['flying', 'indestructible', 'haste']);
    expect(pt(g, 'Sarkhan, the Dragonspeaker')).toBe('4/4');
    expect(obj(g, 'Sarkhan, the Dragonspeaker').counters.loyalty).toBe(5);
    attack(g, ['Sarkhan, the Dragonspeaker']);
    passUntil(g, { step: 'postcombat_main' });
    expect(life(g, 'B')).toBe(16);
    passUntil(g, { turn: 2, step: 'upkeep' });
    const after = chars(g, 'Sarkhan, the Dragonspeaker');
    expect(after.types).toEqual(['Planeswalker']);
    expect(after.subtypes).toEqual(['Sarkhan']);
  });

  it('ruling: while he is not a planeswalker, damage dealt to him removes no loyalty counters (CR 120.3c)', () => {
    const g = game({
      A: { battlefield: ['Sarkhan, the Dragonspeaker'] },
      B: { hand: ['Lightning Bolt'], battlefield: ['Mountain'] },
    });
    passUntil(g, { step: 'precombat_main' });
    activate(g, 'Sarkhan, the Dragonspeaker', 0);
    resolveStack(g);
    passPriority(g);
    cast(g, 'Lightning Bolt', { targets: ['Sarkhan, the Dragonspeaker'] });
    resolveStack(g);
    expect(obj(g, 'Sarkhan, the Dragonspeaker').counters.loyalty).toBe(5);
    expect(obj(g, 'Sarkhan, the Dragonspeaker').damage).toBe(3);
    expect(obj(g, 'Sarkhan, the Dragonspeaker').zone).toBe('battlefield');
  });
});

describe('Koth of the Hammer', () => {
  it('+1: "Untap target Mountain. It becomes a 4/4 red Elemental creature until end of turn. It\'s still a land."', () => {
    const g = game({ A: { battlefield: ['Koth of the Hammer', { name: 'Mountain', tapped: true }] } });
    passUntil(g, { step: 'precombat_main' });
    // The Mountain is untapped in A's untap step; tap it again for the test.
    tapForMana(g, 'Mountain');
    activate(g, 'Koth of the Hammer', 0, ['Mountain']);
    resolveStack(g);
    expect(obj(g, 'Mountain').tapped).toBe(false);
    const c = chars(g, 'Mountain');
    expect(c.types).toEqual(['Land', 'Creature']);
    expect(c.subtypes).toEqual(['Mountain', 'Elemental']);
    expect(c.colors).toEqual(['R']);
    expect(pt(g, 'Mountain')).toBe('4/4');
    expect(obj(g, 'Koth of the Hammer').counters.loyalty).toBe(4);
  });

  it('−2: "Add {R} for each Mountain you control." (counted as it resolves; a loyalty ability uses the stack)', () => {
    const g = game({ A: { battlefield: ['Koth of the Hammer', ...lands('Mountain', 3), 'Forest'] } });
    passUntil(g, { step: 'precombat_main' });
    activate(g, 'Koth of the Hammer', 1);
    resolveStack(g);
    expect(g.state.players[0]!.pool.R).toBe(3);
  });

  it('−5: the emblem gives each Mountain its controller controls "{T}: This land deals 1 damage to any target."', () => {
    const g = game({
      A: { battlefield: [{ name: 'Koth of the Hammer', counters: { loyalty: 5 } }, 'Mountain'] },
      B: { battlefield: ['Mountain'] },
    });
    passUntil(g, { step: 'precombat_main' });
    activate(g, 'Koth of the Hammer', 2);
    resolveStack(g);
    // Koth is put into the graveyard with no loyalty (CR 704.5i); the emblem stays (114.4).
    expect(graveyard(g, 'A')).toContain('Koth of the Hammer');
    const mine = obj(g, 'Mountain', { controller: 'A' });
    const theirs = obj(g, 'Mountain', { controller: 'B' });
    expect(characteristics(g.state, mine.id).abilities.some((a) => a.kind === 'activated')).toBe(true);
    expect(characteristics(g.state, theirs.id).abilities.some((a) => a.kind === 'activated')).toBe(false);
    activate(g, 'Mountain', 0, ['B']);
    resolveStack(g);
    expect(life(g, 'B')).toBe(19);
  });
});

describe('Gideon, Ally of Zendikar: "+1: Until end of turn, Gideon becomes a 5/5 Human Soldier Ally creature with indestructible that\'s still a planeswalker. Prevent all damage that would be dealt to him this turn."', () => {
  it('is a creature and still a planeswalker (CR 205.1b), his subtypes kept; damage to him is prevented', () => {
    const g = game({
      A: { battlefield: ['Gideon, Ally of Zendikar'] },
      B: { hand: ['Lightning Bolt'], battlefield: ['Mountain'] },
    });
    passUntil(g, { step: 'precombat_main' });
    activate(g, 'Gideon, Ally of Zendikar', 0);
    resolveStack(g);
    const c = chars(g, 'Gideon, Ally of Zendikar');
    expect(c.types).toEqual(['Planeswalker', 'Creature']);
    expect(c.subtypes).toEqual(['Gideon', 'Human', 'Soldier', 'Ally']);
    expect(c.keywords).toEqual(['indestructible']);
    expect(pt(g, 'Gideon, Ally of Zendikar')).toBe('5/5');
    expect(obj(g, 'Gideon, Ally of Zendikar').counters.loyalty).toBe(5);
    passPriority(g);
    cast(g, 'Lightning Bolt', { targets: ['Gideon, Ally of Zendikar'] });
    resolveStack(g);
    // CR 615: the damage is prevented — no loyalty removed (120.3c), none marked (120.3e).
    expect(obj(g, 'Gideon, Ally of Zendikar').counters.loyalty).toBe(5);
    expect(obj(g, 'Gideon, Ally of Zendikar').damage).toBe(0);
    attack(g, ['Gideon, Ally of Zendikar']);
    passUntil(g, { step: 'postcombat_main' });
    expect(life(g, 'B')).toBe(15);
    passUntil(g, { turn: 2, step: 'upkeep' });
    expect(chars(g, 'Gideon, Ally of Zendikar').types).toEqual(['Planeswalker']);
  });
});
