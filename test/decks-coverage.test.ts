// The deck meter (`lorekeeper decks coverage`): per-deck verdicts, totals, the most-wanted missing cards, the JSON
// shape, and files that can't be judged, on the fixture decks of test/fixtures/decks/.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { loadCards, unplayableReason } from '../src/cards/index.js';
import { coverageText, measureDecks } from '../src/cli/decks-coverage.js';
import { CliError, EXIT_USAGE } from '../src/cli/errors.js';
import { judgeCard, readDeckLines, UNKNOWN_CARD, type DeckCoverage } from '../src/decks/coverage.js';
import { DeckError, parseDeck } from '../src/decks/index.js';

loadCards();

const dir = fileURLToPath(new URL('./fixtures/decks', import.meta.url));
const fixture = (name: string) => join(dir, name);
const deck = (decks: readonly DeckCoverage[], name: string) => {
  const d = decks.find((x) => x.name === name);
  if (!d) throw new Error(`no deck ${name}`);
  return d;
};

// The cards of the fixtures the game can't play, picked to stay so (dexterity, ante, a subgame, a Room split card, a
// commander-zone ability). If one becomes playable, put another in its place.
const UNPLAYABLE = [
  'Chaos Orb',
  'Contract from Below',
  'Falling Star',
  'Dazzling Theater // Prop Room',
  'Shahrazad',
  "Yuriko, the Tiger's Shadow",
];
const reason = (card: string) => unplayableReason(card)?.reason;

describe('decks coverage: judging cards', () => {
  it("the fixtures' unplayable cards are still unplayable", () => {
    for (const c of UNPLAYABLE) expect(judgeCard(c).playable, `${c} became playable: replace it`).toBe(false);
  });

  it('judges a name as the deck reader does, and a card the reader misses under another spelling by its faces', () => {
    expect(judgeCard('Lightning Bolt')).toEqual({ card: 'Lightning Bolt', playable: true });
    expect(judgeCard('lightning bolt')).toEqual({ card: 'Lightning Bolt', playable: true });
    expect(judgeCard('Chaos Orb')).toEqual({ card: 'Chaos Orb', playable: false, reason: reason('Chaos Orb') });
    // A split card by both halves or by one; with other separators.
    for (const n of [
      'Dazzling Theater // Prop Room',
      'Dazzling Theater',
      'Dazzling Theater/Prop Room',
      'dazzling theater //prop room',
    ])
      expect(judgeCard(n)).toEqual({
        card: 'Dazzling Theater // Prop Room',
        playable: false,
        reason: 'split cards with permanent halves (Rooms, CR 709.5) are not supported yet',
      });
    // A double-faced card the game has, written with both faces or by its back face: the reader reads its front face.
    expect(parseDeck('1 Delver of Secrets // Insectile Aberration\n1 Insectile Aberration').main).toEqual([
      'Delver of Secrets',
      'Delver of Secrets',
    ]);
    for (const n of [
      'Delver of Secrets // Insectile Aberration',
      'Delver of Secrets/Insectile Aberration',
      'Insectile Aberration',
    ])
      expect(judgeCard(n)).toEqual({ card: 'Delver of Secrets', playable: true });
    // Ligatures and typographic apostrophes.
    expect(judgeCard('Æther Vial')).toMatchObject({ card: 'Aether Vial', playable: false });
    expect(judgeCard('Lim-Dûl’s Vault')).toMatchObject({ card: "Lim-Dûl's Vault", playable: false });
    expect(judgeCard('Xyzzy the Unreal')).toEqual({ card: 'Xyzzy the Unreal', playable: false, reason: UNKNOWN_CARD });
  });

  it('reads lines as the deck reader does: same cards, same error for a malformed line', () => {
    const text = '4 Lightning Bolt\n4x Shock (M21) 159\n# a comment\n20 Mountain\nSideboard\n2 Giant Growth\n';
    const r = readDeckLines(text);
    if ('error' in r) throw new Error(r.error);
    const read = parseDeck(text);
    const cards = (section: 'main' | 'sideboard') =>
      r.lines.filter((l) => l.section === section).flatMap((l) => Array<string>(l.count).fill(l.verdict.card));
    expect(cards('main')).toEqual(read.main);
    expect(cards('sideboard')).toEqual(read.sideboard);
    const readerError = (t: string) => {
      try {
        parseDeck(t, 'deck');
      } catch (e) {
        if (e instanceof DeckError) return e.message.replace(/^deck(, |: )/, '');
      }
      return 'no error';
    };
    for (const bad of ['Deck\n4 Lightning Bolt\nLightning Bolt\n', '0 Mountain\n', 'Sideboard\n1 Mountain\n'])
      expect(readDeckLines(bad)).toEqual({ error: readerError(bad) });
  });

  it('counts the Commander section with the main deck', () => {
    const r = readDeckLines('Commander\n1 Isamaru, Hound of Konda\n\nDeck\n1 Sol Ring\n');
    if ('error' in r) throw new Error(r.error);
    expect(r.lines.map((l) => [l.section, l.verdict.card])).toEqual([
      ['commander', 'Isamaru, Hound of Konda'],
      ['main', 'Sol Ring'],
    ]);
    // The deck reader, which loads games, still skips it.
    expect(parseDeck('Commander\n1 Isamaru, Hound of Konda\n\nDeck\n1 Sol Ring\n').main).toEqual(['Sol Ring']);
  });
});

describe('decks coverage: the fixture folder', () => {
  const s = measureDecks([dir], 30);

  it('judges each deck, the folders read recursively, only *.txt files, by path', () => {
    expect(s.perDeck.map((d) => [d.name, d.playable])).toEqual([
      ['commander/yuriko', false],
      ['playable', true],
      ['unknown', false],
      ['unplayable', false],
    ]);
    const playable = deck(s.perDeck, 'playable');
    expect(playable).toMatchObject({ slots: 28, playableSlots: 28, sideboardSlots: 5, playableSideboardSlots: 2 });
    expect(playable.missing).toEqual([]);
    expect(playable.sideboardMissing).toEqual([
      { card: 'Falling Star', copies: 3, reason: reason('Falling Star'), lines: [7] },
    ]);
    const unplayable = deck(s.perDeck, 'unplayable');
    expect(unplayable).toMatchObject({ slots: 20, playableSlots: 15, sideboardSlots: 0 });
    expect(unplayable.missing.map((m) => [m.card, m.copies])).toEqual([
      ['Chaos Orb', 1],
      ['Contract from Below', 1],
      ['Dazzling Theater // Prop Room', 2],
      ['Shahrazad', 1],
    ]);
    const unknown = deck(s.perDeck, 'unknown');
    expect(unknown.missing).toEqual([
      { card: 'Xyzzy the Unreal', copies: 4, reason: UNKNOWN_CARD, lines: [3] },
      { card: 'Chaos Orb', copies: 1, reason: reason('Chaos Orb'), lines: [4] },
    ]);
    expect(unknown).toMatchObject({ slots: 21, playableSlots: 16, sideboardSlots: 2, playableSideboardSlots: 2 });
    const commander = deck(s.perDeck, 'commander/yuriko');
    expect(commander.commander).toEqual(["Yuriko, the Tiger's Shadow"]);
    expect(commander).toMatchObject({ slots: 32, playableSlots: 30 });
    expect(commander.missing.map((m) => m.card)).toEqual(["Yuriko, the Tiger's Shadow", 'Contract from Below']);
  });

  it('reports the malformed deck with its line, and goes on', () => {
    expect(s.malformed).toEqual([
      {
        file: fixture('malformed.txt'),
        name: 'malformed',
        error: 'line 3: expected "<count> <card name> [(SET) number]", got "Lightning Bolt"',
      },
    ]);
  });

  it('totals the decks and slots, and ranks the missing cards by the decks they block, ties by name', () => {
    expect(s).toMatchObject({
      decks: 4,
      fullyPlayable: 1,
      slots: 101,
      playableSlots: 89,
      sideboardSlots: 7,
      playableSideboardSlots: 4,
    });
    // Falling Star is only in a sideboard: it blocks no deck.
    expect(s.mostWanted).toEqual(
      [
        ['Chaos Orb', 2],
        ['Contract from Below', 2],
        ['Dazzling Theater // Prop Room', 1],
        ['Shahrazad', 1],
        ['Xyzzy the Unreal', 1],
        ["Yuriko, the Tiger's Shadow", 1],
      ].map(([card, decks]) => ({
        card,
        decks,
        reason: card === 'Xyzzy the Unreal' ? UNKNOWN_CARD : reason(card as string),
      })),
    );
    expect(measureDecks([dir], 3).mostWanted.map((w) => w.card)).toEqual([
      'Chaos Orb',
      'Contract from Below',
      'Dazzling Theater // Prop Room',
    ]);
  });

  it('prints one line per deck, then the totals and the most-wanted cards', () => {
    const text = coverageText(s, 30).split('\n');
    expect(text.slice(0, 6)).toEqual([
      "NO commander/yuriko — 2 missing: Yuriko, the Tiger's Shadow, Contract from Below",
      'MALFORMED malformed — line 3: expected "<count> <card name> [(SET) number]", got "Lightning Bolt"',
      'OK playable',
      'NO unknown — 2 missing: Xyzzy the Unreal (unknown card, line 3), Chaos Orb',
      'NO unplayable — 4 missing: Chaos Orb, Contract from Below, Dazzling Theater // Prop Room, Shahrazad',
      '',
    ]);
    expect(text).toContain('Fully playable            1 (25.0%)');
    expect(text).toContain('Playable slots            89 (88.1%)');
    expect(text).toContain(
      '     1  Dazzling Theater // Prop Room — split cards with permanent halves (Rooms, CR 709.5) are not supported yet',
    );
  });

  it('gives the JSON shape', () => {
    const json = JSON.parse(JSON.stringify(s)) as Record<string, unknown>;
    expect(Object.keys(json).sort()).toEqual(
      [
        'decks',
        'fullyPlayable',
        'slots',
        'playableSlots',
        'sideboardSlots',
        'playableSideboardSlots',
        'mostWanted',
        'malformed',
        'perDeck',
      ].sort(),
    );
  });

  it('reads a file given by path, and reports an unreadable file and goes on', () => {
    const tmp = mkdtempSync(join(tmpdir(), 'decks-coverage-'));
    try {
      writeFileSync(join(tmp, 'a.txt'), '20 Mountain\n');
      symlinkSync(join(tmp, 'nowhere.txt'), join(tmp, 'broken.txt'));
      const r = measureDecks([tmp, fixture('playable.txt')], 30);
      // Files are taken in order of their full paths, wherever the checkout and the temporary folder are.
      const expected: [string, string, boolean][] = [
        [join(tmp, 'a.txt'), 'a', true],
        [fixture('playable.txt'), 'playable', true],
      ];
      expected.sort((x, y) => (x[0] < y[0] ? -1 : x[0] > y[0] ? 1 : 0));
      expect(r.perDeck.map((d) => [d.name, d.playable])).toEqual(expected.map((e) => [e[1], e[2]]));
      expect(r.malformed).toHaveLength(1);
      expect(r.malformed[0]).toMatchObject({ file: join(tmp, 'broken.txt'), name: 'broken' });
      expect(r.malformed[0]!.error).toMatch(/^cannot read the file: ENOENT/);
    } finally {
      rmSync(tmp, { recursive: true, force: true });
    }
  });

  it('refuses a path that does not exist, naming it (exit status 2)', () => {
    const missing = fixture('no-such-folder');
    expect(() => measureDecks([dir, missing], 30)).toThrow(CliError);
    try {
      measureDecks([dir, missing], 30);
    } catch (e) {
      expect(e).toMatchObject({ exitCode: EXIT_USAGE, message: `no such file or folder: ${missing}` });
    }
  });
});

describe('decks coverage: command line', () => {
  const main = fileURLToPath(new URL('../src/cli/main.ts', import.meta.url));
  const cli = (...args: string[]) =>
    spawnSync(process.execPath, ['--import', 'tsx', main, 'decks', 'coverage', ...args], {
      encoding: 'utf8',
      timeout: 120_000,
    });

  it('prints JSON with --json, and exits 2 naming a path that does not exist', () => {
    const ok = cli(dir, '--json', '--top', '2');
    expect(ok.status).toBe(0);
    const json = JSON.parse(ok.stdout) as { decks: number; mostWanted: { card: string }[] };
    expect(json.decks).toBe(4);
    expect(json.mostWanted.map((w) => w.card)).toEqual(['Chaos Orb', 'Contract from Below']);
    const bad = cli(fixture('no-such-folder'));
    expect(bad.status).toBe(2);
    expect(bad.stderr).toContain(`no such file or folder: ${fixture('no-such-folder')}`);
    expect(bad.stdout).toBe('');
  }, 180_000);
});
