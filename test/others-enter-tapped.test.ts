// "Creatures your opponents control enter tapped." (Urabrask the Hidden), "Artifacts, creatures, and lands your
// opponents control enter tapped." (Kismet): replacement effects of a permanent on how other objects enter (CR 614.1c,
// 614.12): they enter tapped, never untapped and then tapped (Kismet's ruling).
import { describe, expect, it } from 'vitest';
import { cast, game, lands, obj, passUntil, playLand, resolveStack } from './helpers/harness.js';

describe('Urabrask the Hidden (CR 614.1c, 614.12)', () => {
  it("creatures its controller's opponents control enter tapped; its controller's don't", () => {
    const g = game({
      A: { hand: ['Grizzly Bears'], battlefield: ['Urabrask the Hidden', ...lands('Forest', 2)] },
      B: { hand: ['Grizzly Bears', 'Plains'], battlefield: lands('Forest', 2) },
    });
    passUntil(g, { step: 'precombat_main' });
    cast(g, 'Grizzly Bears');
    resolveStack(g);
    expect(obj(g, 'Grizzly Bears', { controller: 'A' }).tapped).toBe(false);
    passUntil(g, { turn: 2, step: 'precombat_main' });
    cast(g, 'Grizzly Bears');
    resolveStack(g);
    expect(obj(g, 'Grizzly Bears', { controller: 'B' }).tapped).toBe(true);
    // A land is no creature.
    playLand(g, 'Plains');
    expect(obj(g, 'Plains', { controller: 'B' }).tapped).toBe(false);
    expect(g.log.some((e) => JSON.stringify(e).includes('Grizzly Bears enters tapped (Urabrask the Hidden)'))).toBe(
      true,
    );
  });
});

describe('Kismet (CR 614.1c)', () => {
  it("lands an opponent plays enter tapped; its controller's don't", () => {
    const g = game({
      A: { hand: ['Plains'], battlefield: ['Kismet'] },
      B: { hand: ['Forest'] },
    });
    passUntil(g, { step: 'precombat_main' });
    playLand(g, 'Plains');
    expect(obj(g, 'Plains').tapped).toBe(false);
    passUntil(g, { turn: 2, step: 'precombat_main' });
    playLand(g, 'Forest');
    expect(obj(g, 'Forest').tapped).toBe(true);
  });
});
