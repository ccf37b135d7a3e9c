// Emblems' triggered abilities work from the command zone (CR 114.4): "At the beginning of each opponent's upkeep,
// that player sacrifices a creature of their choice." (Sorin, Solemn Visitor's emblem; "that player" is the player
// whose upkeep it is), "Whenever you cast a creature spell, you may search your library for a creature card, put it
// onto the battlefield, then shuffle." (Garruk, Caller of Beasts's emblem). Cases from the cards' rulings.
import { describe, expect, it } from 'vitest';
import { cardDef } from '../src/engine/index.js';
import {
  activate,
  answer,
  battlefield,
  cast,
  game,
  graveyard,
  passUntil,
  resolveStack,
  type Game,
} from './helpers/harness.js';

const SORIN = 'Sorin, Solemn Visitor';
const GARRUK = 'Garruk, Caller of Beasts';

const emblems = (g: Game, owner: number) =>
  g.state.command.filter((id) => g.state.objects[id]!.owner === owner && cardDef(g.state.objects[id]!.def).emblem);

describe("an emblem's triggered abilities (CR 114.4)", () => {
  it("Sorin's emblem: at the beginning of each opponent's upkeep, that player sacrifices a creature", () => {
    const g = game({
      A: { battlefield: [{ name: SORIN, counters: { loyalty: 6 } }, 'Grizzly Bears'] },
      B: { battlefield: ['Grizzly Bears', 'Llanowar Elves'] },
    });
    passUntil(g, { turn: 1, step: 'precombat_main' });
    activate(g, SORIN, 2);
    resolveStack(g);
    expect(emblems(g, 0)).toHaveLength(1);
    // Sorin had 6 loyalty and is gone (CR 704.5i); the emblem stays (114.3).
    expect(graveyard(g, 'A')).toContain(SORIN);
    passUntil(g, { turn: 2, step: 'upkeep' });
    expect(g.state.stack).toHaveLength(1);
    resolveStack(g);
    // B chooses which creature (of their choice): the default policy's first choice is answered here.
    if (g.state.pending?.kind === 'chooseCards') answer(g, { kind: 'cards', cards: [g.state.pending.cards[0]!] });
    expect(battlefield(g, 'B').filter((n) => n !== 'Forest')).toHaveLength(1);
    // Not on A's own upkeep: A's Bears stays.
    passUntil(g, { turn: 3, step: 'draw' });
    expect(battlefield(g, 'A')).toContain('Grizzly Bears');
  });

  it("Garruk's emblem: each creature spell cast lets its controller search for a creature card", () => {
    const g = game({
      A: {
        battlefield: [{ name: GARRUK, counters: { loyalty: 7 } }, 'Forest', 'Forest'],
        hand: ['Grizzly Bears'],
        library: ['Forest', 'Llanowar Elves', 'Forest'],
      },
    });
    passUntil(g, { turn: 1, step: 'precombat_main' });
    activate(g, GARRUK, 2);
    resolveStack(g);
    expect(emblems(g, 0)).toHaveLength(1);
    cast(g, 'Grizzly Bears');
    // The emblem's ability triggers on the cast and resolves first (CR 601.2i, 603.3).
    expect(g.state.stack).toHaveLength(2);
    const p = () => g.state.pending;
    for (let i = 0; i < 10 && p()?.kind === 'priority' && g.state.stack.length === 2; i++)
      answer(g, { kind: 'pass' }, i % 2 === 0 ? 'A' : 'B');
    expect(p()?.kind).toBe('yesNo');
    answer(g, { kind: 'yes' });
    const c = p();
    if (c?.kind !== 'chooseCards') throw new Error(`expected a search, got ${c?.kind}`);
    answer(g, { kind: 'cards', cards: c.cards.slice(0, 1) });
    expect(battlefield(g, 'A')).toContain('Llanowar Elves');
    resolveStack(g);
    expect(battlefield(g, 'A')).toContain('Grizzly Bears');
  });
});
