// "Sacrifice it unless you pay {1}" (Rupture Spire, Transguild Promenade, Gateway Plaza; the upkeep costs of older
// cards: Drifter il-Dal, Wild Leotau): the payment is optional and made as the ability resolves (CR 118.12a, 608.2d);
// if its controller doesn't pay, or can't, they sacrifice the permanent (CR 701.21a).
import { describe, expect, it } from 'vitest';
import {
  answer,
  decision,
  game,
  graveyard,
  logTexts,
  obj,
  passUntil,
  playLand,
  resolveTop,
  stack,
  tapForMana,
} from './helpers/harness.js';

describe('"When this land enters, sacrifice it unless you pay {1}"', () => {
  it('paying {1} as the trigger resolves keeps the land', () => {
    const g = game({ A: { hand: ['Rupture Spire'], battlefield: ['Forest'] } });
    passUntil(g, { step: 'precombat_main' });
    playLand(g, 'Rupture Spire');
    // "This land enters tapped": it can't pay for itself.
    expect(obj(g, 'Rupture Spire').tapped).toBe(true);
    expect(stack(g)).toEqual(['Rupture Spire ability']);
    resolveTop(g);
    expect(decision(g)).toBe('A yesNo');
    const mark = g.log.length;
    answer(g, { kind: 'yes' });
    while (g.state.pending?.kind === 'payMana') answer(g, { kind: 'autoPay' });
    expect(obj(g, 'Forest').tapped).toBe(true);
    expect(obj(g, 'Rupture Spire').zone).toBe('battlefield');
    expect(logTexts(g, mark).join('\n')).toMatch(/A pays \{1\} and keeps Rupture Spire \(CR 118\.12a\)/);
  });

  it('declining the payment sacrifices it', () => {
    const g = game({ A: { hand: ['Transguild Promenade'], battlefield: ['Forest'] } });
    passUntil(g, { step: 'precombat_main' });
    playLand(g, 'Transguild Promenade');
    resolveTop(g);
    answer(g, { kind: 'no' });
    expect(graveyard(g, 'A')).toEqual(['Transguild Promenade']);
    expect(obj(g, 'Forest').tapped).toBe(false);
  });

  it('backing out of the payment (CR 732.1) counts as declining: nothing is paid, and the land is sacrificed', () => {
    const g = game({ A: { hand: ['Rupture Spire'], battlefield: ['Forest'] } });
    passUntil(g, { step: 'precombat_main' });
    playLand(g, 'Rupture Spire');
    resolveTop(g);
    answer(g, { kind: 'yes' });
    expect(g.state.pending?.kind).toBe('payMana');
    answer(g, { kind: 'cancel' });
    expect(graveyard(g, 'A')).toEqual(['Rupture Spire']);
    expect(obj(g, 'Forest').tapped).toBe(false);
    expect(decision(g)).toBe('A priority');
  });

  it("a player who can't pay isn't asked: the land is sacrificed", () => {
    const g = game({ A: { hand: ['Rupture Spire'] } });
    passUntil(g, { step: 'precombat_main' });
    playLand(g, 'Rupture Spire');
    resolveTop(g);
    expect(decision(g)).toBe('A priority');
    expect(graveyard(g, 'A')).toEqual(['Rupture Spire']);
  });

  it('mana already in the pool pays for it', () => {
    const g = game({ A: { hand: ['Rupture Spire'], battlefield: ['Forest'] } });
    passUntil(g, { step: 'precombat_main' });
    tapForMana(g, 'Forest');
    playLand(g, 'Rupture Spire');
    resolveTop(g);
    answer(g, { kind: 'yes' });
    while (g.state.pending?.kind === 'payMana') answer(g, { kind: 'autoPay' });
    expect(obj(g, 'Rupture Spire').zone).toBe('battlefield');
    expect(g.state.players[0]!.pool).toMatchObject({ G: 0 });
  });
});

describe('"At the beginning of your upkeep, sacrifice this creature unless you pay {U}"', () => {
  it('its controller may pay as the upkeep trigger resolves', () => {
    const g = game({ A: { battlefield: ['Drifter il-Dal', 'Island'] } });
    passUntil(g, { step: 'upkeep' });
    expect(stack(g)).toEqual(['Drifter il-Dal ability']);
    resolveTop(g);
    answer(g, { kind: 'yes' });
    while (g.state.pending?.kind === 'payMana') answer(g, { kind: 'autoPay' });
    expect(obj(g, 'Drifter il-Dal').zone).toBe('battlefield');
    expect(obj(g, 'Island').tapped).toBe(true);
  });
});
