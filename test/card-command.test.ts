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
    const other: CorpusCard = { ...delver, name: 'Unknown Front // Unknown Back' };
    expect(cardText(other)).toMatch(/\nPlayable: no — the transform layout is not supported yet$/);
  });
});
