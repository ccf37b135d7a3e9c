// The check lands (Glacial Fortress and its kin): "This land enters tapped unless you control a Plains or an Island."
// A replacement effect on how it enters (CR 614.1c) that applies unless the condition holds as it enters, judged from
// the lands already on the battlefield; the Gatherer rulings of Glacial Fortress (2009-10-01) are checked below.
import { describe, expect, it } from 'vitest';
import { game, logTexts, obj, passUntil, playLand } from './helpers/harness.js';

function played(battlefield: readonly string[], land = 'Glacial Fortress') {
  const g = game({ A: { hand: [land], battlefield } });
  passUntil(g, { step: 'precombat_main' });
  const mark = g.log.length;
  playLand(g, land);
  return { tapped: obj(g, land).tapped, log: logTexts(g, mark) };
}

describe('check lands (CR 614.1c)', () => {
  it('enters tapped when its controller controls neither land type', () => {
    const r = played(['Mountain', 'Swamp']);
    expect(r.tapped).toBe(true);
    expect(r.log).toContain('A plays Glacial Fortress (tapped)');
  });

  it('enters untapped when its controller controls a land of either type', () => {
    expect(played(['Island']).tapped).toBe(false);
    expect(played(['Plains']).tapped).toBe(false);
    expect(played(['Forest', 'Mountain'], 'Rootbound Crag').tapped).toBe(false);
    expect(played(['Island'], 'Rootbound Crag').tapped).toBe(true);
  });

  it('ruling: it checks for land types, not names — a nonbasic land with the type counts', () => {
    // Tundra is a nonbasic "Land — Plains Island".
    expect(played(['Tundra']).tapped).toBe(false);
  });

  it("ruling: only lands on the battlefield count — not one in hand, nor another player's", () => {
    const g = game({ A: { hand: ['Glacial Fortress', 'Island'] }, B: { battlefield: ['Island', 'Plains'] } });
    passUntil(g, { step: 'precombat_main' });
    playLand(g, 'Glacial Fortress');
    expect(obj(g, 'Glacial Fortress').tapped).toBe(true);
  });
});
