// Three sentences of real decks' staples, each through its general effect:
// - "Add one mana of any color." as an effect of an ability with a target (Deathrite Shaman): not a mana ability
//   (CR 605.1a), it uses the stack;
// - "If it was a creature card, <effects>." (Scavenging Ooze): "it" is the card the ability exiled (CR 608.2c, 400.7);
// - "You may put an Equipment card from your hand onto the battlefield." (Stoneforge Mystic; CR 608.2d).
// Cases from their Gatherer rulings.
import { describe, expect, it } from 'vitest';
import {
  activate,
  answer,
  canActivate,
  cast,
  chooseCards,
  chooseColor,
  decision,
  game,
  graveyard,
  hand,
  lands,
  life,
  obj,
  objs,
  passUntil,
  resolveStack,
  resolveTop,
  stack,
} from './helpers/harness.js';

describe('Scavenging Ooze: "Exile target card from a graveyard. If it was a creature card, ..."', () => {
  it('exiling a creature card puts a +1/+1 counter on it and its controller gains 1 life', () => {
    const g = game({ A: { battlefield: ['Scavenging Ooze', 'Forest'] }, B: { graveyard: ['Grizzly Bears'] } });
    passUntil(g, { step: 'precombat_main' });
    activate(g, 'Scavenging Ooze', 0, ['Grizzly Bears']);
    resolveTop(g);
    expect(objs(g, 'Grizzly Bears', { zone: 'exile' })).toHaveLength(1);
    expect(obj(g, 'Scavenging Ooze').counters['+1/+1']).toBe(1);
    expect(life(g, 'A')).toBe(21);
  });

  it('exiling a land card does nothing more', () => {
    const g = game({ A: { battlefield: ['Scavenging Ooze', 'Forest'] }, B: { graveyard: ['Island'] } });
    passUntil(g, { step: 'precombat_main' });
    activate(g, 'Scavenging Ooze', 0, ['Island']);
    resolveTop(g);
    expect(graveyard(g, 'B')).toEqual([]);
    expect(obj(g, 'Scavenging Ooze').counters['+1/+1'] ?? 0).toBe(0);
    expect(life(g, 'A')).toBe(20);
  });

  it('ruling: activated twice at the same creature card, only the first to resolve does anything', () => {
    const g = game({
      A: { battlefield: ['Scavenging Ooze', ...lands('Forest', 2)] },
      B: { graveyard: ['Grizzly Bears'] },
    });
    passUntil(g, { step: 'precombat_main' });
    activate(g, 'Scavenging Ooze', 0, ['Grizzly Bears']);
    activate(g, 'Scavenging Ooze', 0, ['Grizzly Bears']);
    expect(stack(g)).toHaveLength(2);
    resolveStack(g);
    expect(obj(g, 'Scavenging Ooze').counters['+1/+1']).toBe(1);
    expect(life(g, 'A')).toBe(21);
  });
});

describe('Deathrite Shaman: "{T}: Exile target land card from a graveyard. Add one mana of any color."', () => {
  it('ruling: with a target, it is not a mana ability — it uses the stack, and the mana comes as it resolves', () => {
    const g = game({ A: { battlefield: ['Deathrite Shaman'], graveyard: ['Forest'] } });
    passUntil(g, { step: 'precombat_main' });
    activate(g, 'Deathrite Shaman', 0, ['Forest']);
    expect(stack(g)).toEqual(['Deathrite Shaman ability']);
    expect(g.state.players[0]!.pool.U).toBe(0);
    resolveTop(g);
    chooseColor(g, 'U');
    expect(g.state.players[0]!.pool.U).toBe(1);
    expect(objs(g, 'Forest', { zone: 'exile' })).toHaveLength(1);
  });

  it('needs a land card in a graveyard to target', () => {
    const g = game({ A: { battlefield: ['Deathrite Shaman'], graveyard: ['Grizzly Bears'] } });
    passUntil(g, { step: 'precombat_main' });
    expect(canActivate(g, 'Deathrite Shaman', 0)).toBe(false);
    // Its other abilities target the creature card: "{G}, {T}: ... You gain 2 life."
    expect(canActivate(g, 'Deathrite Shaman', 2)).toBe(false);
  });
});

describe('Stoneforge Mystic', () => {
  it('enters: may search for an Equipment card, reveal it and put it into the hand', () => {
    const g = game({
      A: { hand: ['Stoneforge Mystic'], battlefield: lands('Plains', 2), library: ['Bonesplitter', 'Grizzly Bears'] },
    });
    passUntil(g, { step: 'precombat_main' });
    cast(g, 'Stoneforge Mystic');
    resolveTop(g);
    resolveTop(g);
    answer(g, { kind: 'yes' });
    const c = g.state.pending;
    if (c?.kind !== 'chooseCards') throw new Error(`expected the search, got ${decision(g)}`);
    // Only the Equipment card is found.
    expect(c.cards.map((id) => g.state.objects[id]!.def)).toEqual(['Bonesplitter']);
    chooseCards(g, ['Bonesplitter']);
    expect(hand(g, 'A')).toEqual(['Bonesplitter']);
  });

  it('"{1}{W}, {T}: You may put an Equipment card from your hand onto the battlefield" — unattached (its ruling)', () => {
    const g = game({
      A: {
        hand: ['Bonesplitter', 'Grizzly Bears'],
        battlefield: ['Stoneforge Mystic', ...lands('Plains', 2)],
      },
    });
    passUntil(g, { step: 'precombat_main' });
    activate(g, 'Stoneforge Mystic', 0);
    resolveTop(g);
    answer(g, { kind: 'yes' });
    const c = g.state.pending;
    if (c?.kind !== 'chooseCards') throw new Error(`expected the choice of card, got ${decision(g)}`);
    expect(c.cards.map((id) => g.state.objects[id]!.def)).toEqual(['Bonesplitter']);
    chooseCards(g, ['Bonesplitter']);
    expect(obj(g, 'Bonesplitter').attachedTo).toBe(null);
    expect(hand(g, 'A')).toEqual(['Grizzly Bears']);
  });
});
