// Vocabulary added for the card compiler — the verbs tap and untap (CR 701.26), scry (701.22), surveil (701.25),
// mill (701.17), and the filters "nonblack" and "attacking or blocking" (CR 506.4) — each played in a game by a card
// compiled from its Oracle text.
import { describe, expect, it } from 'vitest';
import { compileAndVerify, type CardInput } from '../src/cards/compiler/index.js';
import { toCardDef } from '../src/cards/index.js';
import type { OracleRecord } from '../src/cards/oracle-record.js';
import { findCard, registerCard } from '../src/engine/index.js';
import {
  attack,
  canCast,
  cast,
  chooseCards,
  game,
  graveyard,
  hand,
  isTapped,
  library,
  obj,
  passPriority,
  passUntil,
  resolveStack,
  resolveTop,
  tapForMana,
  type Game,
} from './helpers/harness.js';

const spell = (name: string, manaCost: string, typeLine: string, oracleText: string): OracleRecord & CardInput => ({
  name,
  manaCost,
  typeLine,
  oracleText,
  layout: 'normal',
});

const CARDS = [
  spell(
    'Opt',
    '{U}',
    'Instant',
    'Scry 1. (Look at the top card of your library. You may put that card on the bottom.)\nDraw a card.',
  ),
  spell(
    'Preordain',
    '{U}',
    'Sorcery',
    'Scry 2, then draw a card. (To scry 2, look at the top two cards of your library, then put any number of them on the bottom and the rest on top in any order.)',
  ),
  spell(
    'Curate',
    '{1}{U}',
    'Instant',
    'Surveil 2. (Look at the top two cards of your library, then put any number of them into your graveyard and the rest on top of your library in any order.)\nDraw a card.',
  ),
  spell('Thought Scour', '{U}', 'Instant', 'Target player mills two cards.\nDraw a card.'),
  spell('Pressure Point', '{1}{W}', 'Instant', 'Tap target creature.\nDraw a card.'),
  spell('Burst of Energy', '{W}', 'Instant', 'Untap target permanent.'),
  spell('Doom Blade', '{1}{B}', 'Instant', 'Destroy target nonblack creature.'),
  spell('Divine Verdict', '{3}{W}', 'Instant', 'Destroy target attacking or blocking creature.'),
];

for (const rec of CARDS) {
  const v = compileAndVerify(rec);
  if (!v.result.ok) throw new Error(`${rec.name} did not compile: ${v.result.reason}`);
  if (!findCard(rec.name)) registerCard(toCardDef(rec, v.result.abilities));
}

/** A's library, bottom first: the top card is Mountain, then Forest, then Swamp. */
const LIBRARY = ['Plains', 'Plains', 'Swamp', 'Forest', 'Mountain'];

function withIslands(handCards: string[], extra: string[] = []): Game {
  const g = game({
    A: { hand: handCards, battlefield: ['Island', 'Island', 'Plains', 'Plains', ...extra], library: LIBRARY },
    B: { battlefield: ['Grizzly Bears'], library: ['Plains', 'Island', 'Swamp'] },
  });
  passUntil(g, { step: 'precombat_main' });
  return g;
}

describe('the compiled cards verify by round trip', () => {
  it.each(CARDS.map((c) => c.name))('%s', (name) => {
    expect(compileAndVerify(CARDS.find((c) => c.name === name)!).verified).toBe(true);
  });
});

describe('scry (CR 701.22a)', () => {
  it('Opt: the top card goes to the bottom, then the next one is drawn', () => {
    const g = withIslands(['Opt']);
    cast(g, 'Opt');
    resolveTop(g);
    // The choice shows A the top card only.
    expect(g.state.pending).toMatchObject({ kind: 'chooseCards', cards: [obj(g, 'Mountain', { zone: 'library' }).id] });
    chooseCards(g, ['Mountain']);
    resolveStack(g);
    expect(hand(g, 'A')).toEqual(['Forest']);
    expect(library(g, 'A')).toEqual(['Mountain', 'Plains', 'Plains', 'Swamp']);
  });

  it('Opt: keeping the card on top draws it', () => {
    const g = withIslands(['Opt']);
    cast(g, 'Opt');
    resolveTop(g);
    chooseCards(g, []);
    resolveStack(g);
    expect(hand(g, 'A')).toEqual(['Mountain']);
  });

  it('Preordain: the cards kept go back on top in the order chosen, the last one on top', () => {
    const g = withIslands(['Preordain']);
    cast(g, 'Preordain');
    resolveTop(g);
    chooseCards(g, []); // none to the bottom
    chooseCards(g, ['Mountain']); // Mountain back first, so Forest ends on top
    resolveStack(g);
    expect(hand(g, 'A')).toEqual(['Forest']);
    expect(library(g, 'A')).toEqual(['Plains', 'Plains', 'Swamp', 'Mountain']);
  });

  it('Preordain: both to the bottom, in the order chosen (each next one under the one before)', () => {
    const g = withIslands(['Preordain']);
    cast(g, 'Preordain');
    resolveTop(g);
    chooseCards(g, ['Mountain', 'Forest']);
    chooseCards(g, ['Forest']); // Forest to the bottom first, then Mountain under it
    resolveStack(g);
    expect(hand(g, 'A')).toEqual(['Swamp']);
    expect(library(g, 'A')).toEqual(['Mountain', 'Forest', 'Plains', 'Plains']);
  });
});

describe('surveil (CR 701.25a)', () => {
  it('Curate: a card put into the graveyard, the other stays on top and is drawn', () => {
    const g = withIslands(['Curate']);
    cast(g, 'Curate');
    resolveTop(g);
    chooseCards(g, ['Mountain']);
    resolveStack(g);
    expect(graveyard(g, 'A')).toEqual(['Mountain', 'Curate']);
    expect(hand(g, 'A')).toEqual(['Forest']);
  });
});

describe('mill (CR 701.17a)', () => {
  it('Thought Scour: the target player puts the top two cards of their library into their graveyard', () => {
    const g = withIslands(['Thought Scour']);
    cast(g, 'Thought Scour', { targets: ['B'] });
    resolveStack(g);
    expect(graveyard(g, 'B')).toEqual(['Swamp', 'Island']);
    expect(library(g, 'B')).toEqual(['Plains']);
    expect(hand(g, 'A')).toEqual(['Mountain']);
  });

  it('CR 701.17b: a player told to mill more cards than their library has mills them all', () => {
    const g = game({ A: { hand: ['Thought Scour'], battlefield: ['Island'] }, B: { library: ['Island'] } });
    passUntil(g, { step: 'precombat_main' });
    cast(g, 'Thought Scour', { targets: ['B'] });
    resolveStack(g);
    expect(graveyard(g, 'B')).toEqual(['Island']);
    expect(library(g, 'B')).toEqual([]);
  });
});

describe('tap and untap (CR 701.26)', () => {
  it('Pressure Point taps the target creature, then its controller draws', () => {
    const g = withIslands(['Pressure Point']);
    cast(g, 'Pressure Point', { targets: ['Grizzly Bears'] });
    resolveStack(g);
    expect(isTapped(g, 'Grizzly Bears')).toBe(true);
    expect(hand(g, 'A')).toEqual(['Mountain']);
    // CR 302.6 / 508.1a: a tapped creature can't attack — B's Bears untap in B's untap step.
    passUntil(g, { turn: 2, step: 'upkeep' });
    expect(isTapped(g, 'Grizzly Bears')).toBe(false);
  });

  it('Burst of Energy untaps the target permanent', () => {
    const g = game({ A: { hand: ['Burst of Energy'], battlefield: ['Plains', 'Forest'] } });
    passUntil(g, { step: 'precombat_main' });
    tapForMana(g, 'Forest');
    expect(isTapped(g, 'Forest')).toBe(true);
    cast(g, 'Burst of Energy', { targets: ['Forest'] });
    resolveStack(g);
    expect(isTapped(g, 'Forest')).toBe(false);
    expect(isTapped(g, 'Plains')).toBe(true);
  });
});

describe('filters: colors a permanent lacks, and creatures in combat', () => {
  it('Doom Blade can target a green creature but not a black one', () => {
    const g = game({
      A: { hand: ['Doom Blade'], battlefield: ['Swamp', 'Swamp'] },
      B: { battlefield: ['Typhoid Rats', 'Grizzly Bears'] },
    });
    passUntil(g, { step: 'precombat_main' });
    expect(() => cast(g, 'Doom Blade', { targets: ['Typhoid Rats'] })).toThrow(/not a legal target|refused/);
    const g2 = game({
      A: { hand: ['Doom Blade'], battlefield: ['Swamp', 'Swamp'] },
      B: { battlefield: ['Typhoid Rats', 'Grizzly Bears'] },
    });
    passUntil(g2, { step: 'precombat_main' });
    cast(g2, 'Doom Blade', { targets: ['Grizzly Bears'] });
    resolveStack(g2);
    expect(graveyard(g2, 'B')).toEqual(['Grizzly Bears']);
  });

  it('Divine Verdict has no target until a creature attacks (CR 506.4), then destroys the attacker', () => {
    const g = game({
      A: { battlefield: ['Grizzly Bears'] },
      B: { hand: ['Divine Verdict'], battlefield: ['Plains', 'Plains', 'Plains', 'Plains'] },
    });
    passUntil(g, { turn: 1, step: 'precombat_main' });
    passPriority(g);
    expect(canCast(g, 'Divine Verdict')).toBe(false);
    passUntil(g, { turn: 1, step: 'begin_combat' });
    attack(g, ['Grizzly Bears']);
    passPriority(g); // A passes in the declare attackers step; B gets priority
    cast(g, 'Divine Verdict', { targets: ['Grizzly Bears'] });
    resolveStack(g);
    expect(graveyard(g, 'A')).toEqual(['Grizzly Bears']);
  });
});
