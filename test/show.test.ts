// Reading cards during a game (`show`, in the terminal and in the browser page's line alike): a card's Oracle text, what
// it is now, its counters and attachments, and Gatherer's rulings; the graveyards and exile; nothing of hidden cards.
import { describe, expect, it } from 'vitest';
import { loadCards } from '../src/cards/index.js';
import { showText } from '../src/cli/card-text.js';
import { deckOption, type Deck } from '../src/cli/decks.js';
import { HumanGame, type InputOutcome } from '../src/cli/human-game.js';
import { rulingsFor, rulingsLoaded } from '../src/cli/rulings.js';
import { viewFor } from '../src/engine/index.js';
import { cast, game, obj, passUntil, resolveTop } from './helpers/harness.js';
import { eagerPlayer, lineFor } from './helpers/scripted-person.js';

loadCards();
const repeat = (name: string, n: number): string[] => Array.from({ length: n }, () => name);
const deck = (label: string, main: readonly string[]): Deck => ({
  label,
  list: { name: label, main, sideboard: [], unplayableSideboard: [], commanders: [] },
});
const BURN = deck('burn', [...repeat('Mountain', 24), ...repeat('Shock', 36)]);
const GREEN = deckOption('mono-green');

function info(out: InputOutcome): string {
  if (out.kind !== 'info') throw new Error(`expected info, got ${JSON.stringify(out)}`);
  return out.text;
}

/** Plays on as an eager player until `until` holds. */
function playUntil(g: HumanGame, until: (g: HumanGame) => boolean): void {
  for (let i = 0; i < 300 && g.decision && !until(g); i++) {
    const c = g.decision;
    const out = g.input(lineFor(g.menu()!, c, eagerPlayer(g.view(), c)));
    if (out.kind !== 'answered') throw new Error(JSON.stringify(out));
  }
  if (!until(g)) throw new Error('never got there');
}

describe('show', () => {
  it('reads the card an option stands for by its key, its Oracle text and rulings; rulings are read only then', () => {
    expect(rulingsLoaded()).toBe(false);
    const g = new HumanGame([BURN, GREEN], 5);
    playUntil(g, (h) => !!h.menu()?.entries.some((e) => e.label === 'Cast Shock {R}'));
    expect(rulingsLoaded()).toBe(false);
    const key = g.menu()!.entries.find((e) => e.label === 'Cast Shock {R}')!.key;
    const text = info(g.input(`show ${key}`));
    expect(text.split('\n')).toEqual([
      expect.stringMatching(/^Shock #\d+ — yours, in your hand$/),
      'Shock {R}',
      '  Instant',
      '  Shock deals 2 damage to any target.',
      "Rulings: none in Gatherer's rulings (they go up to 2018-10-05).",
    ]);
    expect(rulingsLoaded()).toBe(true);
    // Asking changes nothing.
    const before = g.state;
    // By name, the first of them, and the others' ids.
    const byName = info(g.input('read shock'));
    expect(byName.startsWith(`${text}\nAlso: #`)).toBe(true);
    expect(g.state).toBe(before);
  });

  it("reads the computer's face-up cards as one's own, and lists the graveyards, exile and hands", () => {
    const g = new HumanGame([BURN, GREEN], 5);
    playUntil(g, (h) =>
      h.state.battlefield.some(
        (id) => h.state.objects[id]!.controller === 1 && !/Forest/.test(h.state.objects[id]!.def),
      ),
    );
    const theirs = g.state.battlefield.find(
      (id) => g.state.objects[id]!.controller === 1 && !/Forest/.test(g.state.objects[id]!.def),
    )!;
    const name = g.state.objects[theirs]!.def;
    const text = info(g.input(`show ${name.toLowerCase()}`));
    expect(text).toMatch(new RegExp(`^${name} #${theirs} — Computer's, on the battlefield\\n`));
    expect(text).toContain('\nNow: ');
    expect(info(g.input(`show #${theirs}`))).toBe(text);
    expect(info(g.input('show graveyard'))).toMatch(/^Your graveyard(: empty| \(\d+\):)/);
    expect(info(g.input('show opponent graveyard'))).toMatch(/^Computer's graveyard(: empty| \(\d+\):)/);
    expect(info(g.input('show exile'))).toBe('Exiled cards you own: empty\nExiled cards Computer owns: empty');
    // The computer's hand: hidden cards, nothing more.
    const hand = info(g.input("show opponent's hand")).split('\n');
    expect(hand[0]).toMatch(/^Computer's hand \(\d+\):$/);
    expect(hand.slice(1, -1).every((l) => l === '  a hidden card')).toBe(true);
    const mine = info(g.input('show hand'));
    expect(mine).toMatch(/^Your hand \(\d+\):\n {2}#\d+ /);
    expect(info(g.input('show'))).toMatch(/^Show what\? show KEY/);
    expect(info(g.input('show nothing of the kind'))).toMatch(/^No card you can see is called "nothing of the kind"/);
  });

  it('a hidden card is only "a hidden card"', () => {
    const g = new HumanGame([BURN, GREEN], 5);
    const view = g.view();
    const placeholder = view.players[1]!.hand[0]!;
    expect(info(g.input(`show #${placeholder}`))).toBe(`#${placeholder} is a hidden card: you can't see it.`);
    // A card in the computer's hand, by its real id, is no card the person can see.
    const real = g.state.players[1]!.hand[0]!;
    expect(info(g.input(`show #${real}`))).toMatch(/^There is no card #\d+ you can see|is a hidden card/);
    const name = g.state.objects[real]!.def;
    // By name: the card's printed text (anyone may read any card), nothing of where it is.
    const byName = info(g.input(`show ${name}`));
    expect(byName).not.toMatch(/#\d+/);
  });

  it("shows Gatherer's rulings, and both faces of a double-faced card", () => {
    const scrivener = showText(viewFor(game().state, 0), 0, 'Blood Scrivener', null);
    expect(scrivener).toContain(
      'Rulings (Gatherer):\n  2013-04-15  Any time you are instructed to draw more than one card',
    );
    expect(rulingsFor('blood scrivener').length).toBeGreaterThan(0);
    // Rulings on a double-faced card are filed under the whole card; a face's name finds them.
    expect(rulingsFor('Delver of Secrets')).toEqual(rulingsFor('Delver of Secrets // Insectile Aberration'));
    const yangchen = showText(viewFor(game().state, 0), 0, 'The Legend of Yangchen', null);
    expect(yangchen).toMatch(/^Front face: The Legend of Yangchen /);
    expect(yangchen).toMatch(/\nBack face: Avatar Yangchen/);
  });

  it('says what a permanent is now: characteristics after continuous effects, counters, attachments', () => {
    const g = game({
      A: {
        battlefield: ['Plains', 'Glorious Anthem', { name: 'Grizzly Bears', counters: { '+1/+1': 2 } }],
        hand: ['Holy Strength'],
      },
    });
    passUntil(g, { turn: 1, step: 'precombat_main' });
    cast(g, 'Holy Strength', { targets: ['Grizzly Bears'] });
    resolveTop(g);
    const bears = obj(g, 'Grizzly Bears').id;
    const text = showText(viewFor(g.state, 0), 0, 'grizzly bears', null).split('\n');
    expect(text).toEqual([
      `Grizzly Bears #${bears} — yours, on the battlefield`,
      'Grizzly Bears {1}{G}',
      '  Creature — Bear 2/2',
      '  (no rules text)',
      'Now: Creature — Bear 6/7, green',
      'Counters: 2 +1/+1',
      'State: untapped',
      `Attached to it: Holy Strength #${obj(g, 'Holy Strength').id}`,
      "Rulings: none in Gatherer's rulings (they go up to 2018-10-05).",
    ]);
    const aura = showText(viewFor(g.state, 1), 1, 'holy strength', null);
    expect(aura).toContain(`Attached to: Grizzly Bears #${bears}`);
    expect(aura).toMatch(/^Holy Strength #\d+ — A's, on the battlefield/);
  });
});
