// A flashback ability given to a card by an effect (CR 702.34a): Snapcaster Mage's "When this creature enters, target
// instant or sorcery card in your graveyard gains flashback until end of turn. The flashback cost is equal to its
// mana cost." The cases follow Snapcaster Mage's Gatherer rulings.
import { describe, expect, it } from 'vitest';
import { characteristics } from '../src/engine/index.js';
import {
  cast,
  chooseTarget,
  decision,
  game,
  graveyard,
  life,
  logTexts,
  objs,
  offered,
  passPriority,
  passUntil,
  resolveStack,
  type Game,
} from './helpers/harness.js';

const exiled = (g: Game): string[] => g.state.exile.map((id) => characteristics(g.state, id).name);
const flashbackOffers = (g: Game): string[] => offered(g).filter((t) => t.includes('Flashback'));

/** A casts Snapcaster Mage in their first main phase; its trigger targets `target` in A's graveyard and resolves. */
function snapcast(g: Game, target: string): void {
  passUntil(g, { turn: 1, step: 'precombat_main' });
  cast(g, 'Snapcaster Mage');
  resolveStack(g);
  if (g.state.pending?.kind === 'target') chooseTarget(g, target);
  resolveStack(g);
}

describe('Snapcaster Mage: a card gains flashback until end of turn (CR 702.34a)', () => {
  it('the card is cast from the graveyard for its mana cost, then exiled as it leaves the stack', () => {
    const g = game({
      A: { hand: ['Snapcaster Mage'], graveyard: ['Shock'], battlefield: ['Island', 'Island', 'Mountain'] },
    });
    snapcast(g, 'Shock');
    expect(logTexts(g)).toContain('Shock gains flashback until end of turn (CR 702.34a)');
    expect(flashbackOffers(g)).toEqual(['cast Shock using Flashback']);
    cast(g, 'Shock', { via: 'flashback', targets: ['B'] });
    // The flashback cost is its mana cost, {R}: the Mountain pays it.
    expect(objs(g, 'Mountain')[0]!.tapped).toBe(true);
    resolveStack(g);
    expect(life(g, 'B')).toBe(18);
    expect(graveyard(g, 'A')).toEqual([]);
    expect(exiled(g)).toEqual(['Shock']);
  });

  it('the flashback ends with the turn (CR 514.2): the next turn the card stays in the graveyard', () => {
    const g = game({
      A: { hand: ['Snapcaster Mage'], graveyard: ['Shock'], battlefield: ['Island', 'Island', 'Mountain'] },
    });
    snapcast(g, 'Shock');
    expect(flashbackOffers(g)).toHaveLength(1);
    passUntil(g, { turn: 3, step: 'precombat_main' });
    expect(decision(g)).toBe('A priority');
    expect(flashbackOffers(g)).toEqual([]);
    expect(graveyard(g, 'A')).toEqual(['Shock']);
  });

  it('only an instant or sorcery card in your own graveyard can be the target', () => {
    const g = game({
      A: { hand: ['Snapcaster Mage'], graveyard: ['Grizzly Bears'], battlefield: ['Island', 'Island'] },
      B: { graveyard: ['Shock'] },
    });
    passUntil(g, { turn: 1, step: 'precombat_main' });
    cast(g, 'Snapcaster Mage');
    resolveStack(g);
    // No legal target: the trigger is removed from the stack (CR 603.3d), and nothing gains flashback.
    expect(g.state.stack).toEqual([]);
    expect(flashbackOffers(g)).toEqual([]);
  });

  it('ruling: a card with {X} in its mana cost is cast with X chosen as it is cast, and that cost paid', () => {
    const g = game({
      A: {
        hand: ['Snapcaster Mage'],
        graveyard: ['Blaze'],
        battlefield: ['Island', 'Island', 'Mountain', 'Mountain', 'Mountain'],
      },
    });
    snapcast(g, 'Blaze');
    cast(g, 'Blaze', { via: 'flashback', x: 2, targets: ['B'] });
    expect(objs(g, 'Mountain').every((o) => o.tapped)).toBe(true);
    resolveStack(g);
    expect(life(g, 'B')).toBe(18);
    expect(exiled(g)).toEqual(['Blaze']);
  });

  it('a flashback spell of a sorcery follows its timing: not while the stack has a spell on it', () => {
    const g = game({
      A: { hand: ['Snapcaster Mage'], graveyard: ['Blaze'], battlefield: ['Island', 'Island', 'Mountain'] },
      B: { hand: ['Shock'], battlefield: ['Mountain'] },
    });
    snapcast(g, 'Blaze');
    expect(flashbackOffers(g)).toEqual(['cast Blaze using Flashback']);
    passPriority(g);
    cast(g, 'Shock', { targets: ['A'] });
    passPriority(g); // B keeps priority after casting (CR 117.3c) and passes it to A
    expect(decision(g)).toBe('A priority');
    expect(flashbackOffers(g)).toEqual([]);
  });
});
