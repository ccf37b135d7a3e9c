// `bin/lorekeeper card NAME` tells the truth about a card the game plays from a hand-written definition, whatever
// its layout: a double-faced card's definition is found under its front face's name, as the game finds it.
import { describe, expect, it } from 'vitest';
import { loadCards } from '../src/cards/index.js';
import type { CorpusCard } from '../src/cards/compiler/coverage.js';
import { cardText } from '../src/cli/cards.js';
import { findCard } from '../src/engine/index.js';

loadCards();

const delver: CorpusCard = {
  name: 'Delver of Secrets // Insectile Aberration',
  manaCost: '{U}',
  typeLine: 'Creature — Human Wizard // Creature — Human Insect',
  oracleText:
    'At the beginning of your upkeep, look at the top card of your library. You may reveal that card. If an instant ' +
    'or sorcery card is revealed this way, transform this creature.\n//\nFlying',
  power: '1',
  toughness: '1',
  layout: 'transform',
};

describe('card NAME', () => {
  it('says a hand-written double-faced card the game has is playable', () => {
    expect(findCard('Delver of Secrets')).toBeTruthy();
    const text = cardText(delver);
    expect(text).toContain('Hand-written definition (used by the game)');
    expect(text).toMatch(/\nPlayable: yes$/);
  });

  it('says a double-faced card the game lacks is not playable, and why', () => {
    const other: CorpusCard = {
      ...delver,
      name: 'Unknown Front // Unknown Back',
      faces: [
        { name: 'Unknown Front', manaCost: '{U}', typeLine: 'Creature — Human', oracleText: 'Frobnicate.' },
        { name: 'Unknown Back', typeLine: 'Creature — Insect', oracleText: 'Flying' },
      ],
    };
    expect(cardText(other)).toMatch(/\nPlayable: no — front face \(Unknown Front\): not understood: "Frobnicate\."$/);
  });

  it('shows each face of a compiled double-faced card, and says it is playable', () => {
    const text = cardText({
      name: 'Village Messenger // Moonrise Intruder',
      manaCost: '{R}',
      typeLine: 'Creature — Human Werewolf // Creature — Werewolf',
      oracleText:
        'Haste\nAt the beginning of each upkeep, if no spells were cast last turn, transform this creature.\n//\nMenace\nAt the beginning of each upkeep, if a player cast two or more spells last turn, transform this creature.',
      layout: 'transform',
      faces: [
        {
          name: 'Village Messenger',
          manaCost: '{R}',
          typeLine: 'Creature — Human Werewolf',
          oracleText:
            'Haste\nAt the beginning of each upkeep, if no spells were cast last turn, transform this creature.',
          power: '1',
          toughness: '1',
        },
        {
          name: 'Moonrise Intruder',
          manaCost: '',
          typeLine: 'Creature — Werewolf',
          oracleText:
            'Menace\nAt the beginning of each upkeep, if a player cast two or more spells last turn, transform this creature.',
          power: '2',
          toughness: '2',
        },
      ],
    });
    expect(text).toContain('Compiled ability tree of Moonrise Intruder:');
    expect(text).toContain(
      'Rendered of Moonrise Intruder: Menace\n          At the beginning of each upkeep, if a player cast two or more spells last turn, transform this creature.',
    );
    expect(text).toContain('Round trip: verified');
    expect(text).toMatch(/\nPlayable: yes\n/);
  });
});
