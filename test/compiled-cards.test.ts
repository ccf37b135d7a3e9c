// The compiled cards the game ships with (src/cards/data/compiled.json, made by scripts/compile-cards.mjs): they are
// registered by loadCards after the hand-written definitions, play in real games, and a deck naming a card of the
// corpus that isn't playable is told why.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { compiledCardNames, compiledCards, loadCards, unplayableReason } from '../src/cards/index.js';
import { DEFINITIONS } from '../src/cards/definitions/index.js';
import { DeckError, loadDeck, parseDeck } from '../src/decks/index.js';
import { allCards, cardDef, findCard } from '../src/engine/index.js';
import { deckOption } from '../src/cli/decks.js';
import { CliError } from '../src/cli/errors.js';
import {
  activate,
  attack,
  battlefield,
  cast,
  game,
  graveyard,
  life,
  passUntil,
  resolveStack,
} from './helpers/harness.js';

loadCards();

describe('the shipped compiled cards', () => {
  it('are registered: thousands of cards, none of them hand-written, sorted by name', () => {
    const names = compiledCards().map(([rec]) => rec.name);
    expect(names.length).toBeGreaterThan(4000);
    expect(compiledCardNames().size).toBe(names.length);
    expect([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))).toEqual(names);
    expect(names.filter((n) => n in DEFINITIONS)).toEqual([]);
    expect(allCards().length).toBeGreaterThan(names.length);
    for (const [rec, abilities] of compiledCards().slice(0, 50)) expect(cardDef(rec.name).abilities).toBe(abilities);
  });

  it('a compiled card plays in a real game: Searing Spear deals 3 damage to a player', () => {
    expect(compiledCardNames().has('Searing Spear')).toBe(true);
    const g = game({ A: { hand: ['Searing Spear'], battlefield: ['Mountain', 'Mountain'] } });
    passUntil(g, { step: 'precombat_main' });
    cast(g, 'Searing Spear', { targets: ['B'] });
    resolveStack(g);
    expect(life(g, 'B')).toBe(17);
    expect(graveyard(g, 'A')).toEqual(['Searing Spear']);
  });

  it('a compiled creature is cast, attacks, and its activated ability works: Prodigal Pyromancer', () => {
    expect(compiledCardNames().has('Prodigal Pyromancer')).toBe(true);
    const g = game({ A: { hand: ['Prodigal Pyromancer'], battlefield: ['Mountain', 'Mountain', 'Mountain'] } });
    passUntil(g, { step: 'precombat_main' });
    cast(g, 'Prodigal Pyromancer');
    resolveStack(g);
    expect(battlefield(g, 'A')).toContain('Prodigal Pyromancer');
    passUntil(g, { turn: 3, step: 'precombat_main' });
    activate(g, 'Prodigal Pyromancer', 0, ['B']);
    resolveStack(g);
    expect(life(g, 'B')).toBe(19);
    passUntil(g, { turn: 5, step: 'precombat_main' });
    attack(g, ['Prodigal Pyromancer']);
    passUntil(g, { turn: 5, step: 'postcombat_main' });
    expect(life(g, 'B')).toBe(18);
  });

  it('hand-written definitions take precedence: every hand-written card is registered with its own tree', () => {
    for (const [name, abilities] of Object.entries(DEFINITIONS)) {
      expect(compiledCardNames().has(name), name).toBe(false);
      expect(cardDef(name).abilities, name).toBe(abilities);
    }
  });
});

describe('decks and the cards of the corpus', () => {
  const dir = mkdtempSync(join(tmpdir(), 'lorekeeper-deck-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('a deck may use any playable card, compiled or hand-written', () => {
    const d = parseDeck('Deck\n20 Mountain\n4 Searing Spear\n4 Prodigal Pyromancer\n4 Shock\n');
    expect(d.main.length).toBe(32);
    expect(d.main).toContain('Searing Spear');
  });

  it('a deck file naming an unplayable card errors naming the card and the sentence not understood', () => {
    const file = join(dir, 'dehydration.txt');
    writeFileSync(file, 'Deck\n20 Island\n4 dehydration\n');
    const why = 'not understood: "Enchanted creature doesn\'t untap during its controller\'s untap step."';
    expect(() => loadDeck(file)).toThrow(DeckError);
    expect(() => loadDeck(file)).toThrow(`${file}, line 3: "Dehydration" is not playable: ${why}`);
    expect(unplayableReason('Dehydration')?.reason).toBe(why);
  });

  it('a sideboard card the game cannot play yet is set aside with its reason: the game plays the main deck', () => {
    const d = parseDeck('Deck\n20 Island\nSideboard\n2 Dehydration\n1 Negate\n');
    expect(d.main.length).toBe(20);
    expect(d.sideboard).toEqual(['Negate']);
    expect(d.unplayableSideboard.map((c) => c.name)).toEqual(['Dehydration', 'Dehydration']);
    expect(d.unplayableSideboard[0]!.reason).toContain('not understood');
    // In the main deck the same card is an error; a sideboard name that is no card at all is one too.
    expect(() => parseDeck('20 Island\n2 Dehydration')).toThrow(/line 2: "Dehydration" is not playable/);
    expect(() => parseDeck('20 Island\nSideboard\n1 No Such Card')).toThrow(
      'deck, line 3: unknown card "No Such Card"',
    );
  });

  it('the reason names the card where the sentence refers to itself, and a face finds its card', () => {
    expect(() => parseDeck('1 Azorius Guildmage')).toThrow(
      /"Azorius Guildmage" is not playable: not understood: "Counter target activated ability\."/,
    );
    expect(() => parseDeck('1 Dazzling Theater')).toThrow(
      /"Dazzling Theater \/\/ Prop Room" is not playable: split cards with permanent halves \(Rooms, CR 709\.5\) are not supported yet/,
    );
    const brims = unplayableReason('"Brims" Barone, Midway Mobster');
    expect(brims?.reason).toContain('When "Brims" Barone, Midway Mobster enters');
  });

  it('a token is no card: a deck line naming one is an error naming the line', () => {
    expect(() => parseDeck('Deck\n20 Mountain\n20 Treasure\n')).toThrow(
      new DeckError('deck, line 3: "Treasure" is a token, not a card'),
    );
    // Any token the engine knows (Words of Wilding's Bear), whatever the case, in the sideboard too.
    expect(findCard('Bear')?.token).toBe(true);
    expect(() => parseDeck('20 Forest\nSideboard\n4 bear')).toThrow('deck, line 3: "Bear" is a token, not a card');
    const file = join(dir, 'treasures.txt');
    writeFileSync(file, '20 Mountain\n20 Treasure\n');
    expect(() => deckOption(file)).toThrow(new CliError(`${file}, line 2: "Treasure" is a token, not a card`, 2));
  });

  it('a name the corpus doesn’t have is an unknown card', () => {
    expect(() => parseDeck('4 Nonexistent Wizardry')).toThrow('deck, line 1: unknown card "Nonexistent Wizardry"');
    expect(unplayableReason('Nonexistent Wizardry')).toBeUndefined();
  });
});
