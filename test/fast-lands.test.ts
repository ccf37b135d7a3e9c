// Lands that enter tapped unless a count of lands holds as they enter (CR 614.1c): the fast lands ("This land enters
// tapped unless you control two or fewer other lands": Seachrome Coast), the battle lands ("... two or more basic
// lands": Cinder Glade), the slow lands ("... two or more other lands": Deserted Beach) and the castles ("... an
// Island": Castle Vantress). The Gatherer rulings of Seachrome Coast (2017-02-09) and Cinder Glade (2015-08-25) are
// checked below, including lands entering at the same time, which don't count one another (CR 614.12b).
import { describe, expect, it } from 'vitest';
import {
  cast,
  chooseCards,
  game,
  lands,
  logTexts,
  obj,
  passUntil,
  playLand,
  resolveTop,
  type BattlefieldCard,
} from './helpers/harness.js';

function played(land: string, battlefield: readonly BattlefieldCard[], theirs: readonly string[] = []) {
  const g = game({ A: { hand: [land], battlefield }, B: { battlefield: theirs } });
  passUntil(g, { step: 'precombat_main' });
  const mark = g.log.length;
  playLand(g, land);
  return { tapped: obj(g, land).tapped, log: logTexts(g, mark) };
}

describe('fast lands: "enters tapped unless you control two or fewer other lands"', () => {
  it('ruling: as a first, second or third land it enters untapped', () => {
    expect(played('Seachrome Coast', []).tapped).toBe(false);
    expect(played('Seachrome Coast', ['Plains']).tapped).toBe(false);
    expect(played('Seachrome Coast', ['Plains', 'Island']).tapped).toBe(false);
  });

  it('ruling: with three or more other lands it enters tapped', () => {
    const r = played('Seachrome Coast', ['Plains', 'Island', 'Island']);
    expect(r.tapped).toBe(true);
    expect(r.log).toContain('A plays Seachrome Coast (tapped)');
    // Tapped lands are lands all the same.
    expect(
      played(
        'Darkslick Shores',
        lands('Swamp', 3).map((name) => ({ name, tapped: true })),
      ).tapped,
    ).toBe(true);
  });

  it('counts only lands its controller controls', () => {
    // Another player's lands, and permanents that aren't lands, don't count.
    expect(played('Copperline Gorge', ['Mountain', 'Forest', 'Ornithopter'], lands('Forest', 5)).tapped).toBe(false);
  });
});

describe('battle lands: "enters tapped unless you control two or more basic lands"', () => {
  it('enters untapped with two basic lands, tapped with one', () => {
    expect(played('Cinder Glade', ['Mountain', 'Forest']).tapped).toBe(false);
    expect(played('Cinder Glade', ['Mountain']).tapped).toBe(true);
  });

  it("ruling: lands with basic land types aren't basic lands — two of them don't count", () => {
    expect(played('Cinder Glade', ['Savannah', 'Tundra']).tapped).toBe(true);
  });

  it('ruling: basic lands entering at the same time are not counted (CR 614.12b)', () => {
    // Skyshroud Claim puts two Forest cards onto the battlefield at once: a basic Forest and Cinder Glade (a Mountain
    // Forest). With one basic land already there, Cinder Glade sees only that one, whatever the order chosen.
    const g = game({
      A: {
        hand: ['Skyshroud Claim'],
        battlefield: ['Forest', 'Savannah', 'Savannah', 'Savannah'],
        library: [...lands('Plains', 5), 'Forest', 'Cinder Glade'],
      },
    });
    passUntil(g, { step: 'precombat_main' });
    cast(g, 'Skyshroud Claim');
    resolveTop(g);
    chooseCards(g, ['Forest', 'Cinder Glade']);
    expect(obj(g, 'Cinder Glade').tapped).toBe(true);
  });
});

describe('slow lands and castles', () => {
  it('a slow land enters untapped with two or more other lands', () => {
    expect(played('Deserted Beach', ['Plains', 'Island']).tapped).toBe(false);
    expect(played('Deserted Beach', ['Plains']).tapped).toBe(true);
  });

  it('a castle enters untapped only with a land of its type', () => {
    expect(played('Castle Vantress', ['Island']).tapped).toBe(false);
    expect(played('Castle Vantress', ['Swamp', 'Swamp']).tapped).toBe(true);
  });
});
