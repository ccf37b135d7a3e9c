// What a click on the table means (web/src/decide.ts), on real games' snapshots: a click answers, changes the answer
// being put together, opens a menu, or does nothing; and what it makes is an answer the engine takes.
import { describe, expect, it } from 'vitest';
import { HumanGame } from '../src/cli/human-game.js';
import { tableSnapshot, type TableSnapshot } from '../src/cli/table.js';
import type { PendingChoice } from '../src/engine/index.js';
import {
  actionsOf,
  clickObject,
  clickPlayer,
  draftAnswer,
  freshDraft,
  marks,
  passLabel,
  targetLabel,
} from '../web/src/decide.js';
import { DECKS } from './helpers/http.js';
import { eagerAnswer } from './helpers/policy.js';

/** Plays a game eagerly until the person faces a decision that `wanted` accepts; the game and its table. */
function reach(
  seed: number,
  wanted: (c: PendingChoice, s: TableSnapshot) => boolean,
): { game: HumanGame; s: TableSnapshot } {
  const game = new HumanGame(DECKS, seed);
  for (let i = 0; i < 500 && game.decision; i++) {
    const s = tableSnapshot('g', game);
    if (wanted(game.decision, s)) return { game, s };
    game.answer(eagerAnswer(game.view(), game.decision));
  }
  throw new Error(`seed ${seed}: no such decision`);
}

describe('clicks on the table', () => {
  it('a card in hand that can be played is played by a click; a card that can’t does nothing', () => {
    const { game, s } = reach(3, (c) => c.kind === 'priority' && c.actions.some((a) => a.kind === 'playLand'));
    const c = s.pending as Extract<PendingChoice, { kind: 'priority' }>;
    const land = c.actions.find((a) => a.kind === 'playLand')!;
    const id = land.kind === 'playLand' ? land.card : -1;
    const d = freshDraft(s);
    expect(marks(s, d).clickable.has(id)).toBe(true);
    expect(clickObject(s, d, id)).toEqual({ kind: 'answer', answer: land });
    // On a touch screen the same card first shows its actions, as a menu.
    expect(clickObject(s, d, id, true)).toMatchObject({ kind: 'menu', options: [{ answer: land }] });
    const idle = s.view.players[0]!.hand.find((h) => actionsOf(s, h).length === 0);
    if (idle !== undefined) expect(clickObject(s, d, idle)).toBe(null);
    expect(passLabel(s)).toMatch(/^Pass/);
    expect(game.answer(land)).toEqual({ kind: 'answered' });
  });

  it('a land that only makes mana offers it in a menu, never at once', () => {
    const { s } = reach(5, (c) => c.kind === 'priority' && c.actions.some((a) => a.kind === 'activateMana'));
    const c = s.pending as Extract<PendingChoice, { kind: 'priority' }>;
    const mana = c.actions.find((a) => a.kind === 'activateMana')!;
    const source = mana.kind === 'activateMana' ? mana.source : -1;
    if (actionsOf(s, source).length === 1) {
      const r = clickObject(s, freshDraft(s), source);
      expect(r?.kind).toBe('menu');
      expect(marks(s, freshDraft(s)).clickable.has(source)).toBe(false);
    }
  });

  it('attackers are picked and unpicked by clicks, and the answer they make is taken', () => {
    const { game, s } = reach(11, (c) => c.kind === 'declareAttackers' && c.options.length > 0);
    const c = s.pending as Extract<PendingChoice, { kind: 'declareAttackers' }>;
    let d = freshDraft(s);
    const first = c.options[0]!.attacker;
    const picked = clickObject(s, d, first);
    expect(picked?.kind).toBe('draft');
    if (picked?.kind !== 'draft') return;
    d = picked.draft;
    expect(marks(s, d).selected.has(first)).toBe(true);
    expect(marks(s, d).notes.get(first)).toBe('attacks Computer');
    const again = clickObject(s, d, first);
    expect(again?.kind === 'draft' && again.draft.attackers).toEqual([]);
    expect(draftAnswer(s, d)).toEqual({ kind: 'attackers', attackers: [{ attacker: first, defender: 1 }] });
    expect(game.answer(draftAnswer(s, d)!)).toEqual({ kind: 'answered' });
  });

  it('a target is chosen by clicking it, and only a legal one', () => {
    const { game, s } = reach(21, (c) => c.kind === 'target' && c.legal.some((r) => 'player' in r));
    const c = s.pending as Extract<PendingChoice, { kind: 'target' }>;
    const m = marks(s, freshDraft(s));
    for (const r of c.legal) if ('player' in r) expect(m.players.has(r.player)).toBe(true);
    const player = c.legal.find((r) => 'player' in r && r.player === 1);
    if (player) {
      expect(clickPlayer(s, 1)).toEqual({ kind: 'answer', answer: { kind: 'target', target: { player: 1 } } });
      expect(targetLabel(s, player)).toMatch(/^Computer \(\d+ life\)$/);
    }
    const notLegal = s.view.battlefield.find((id) => !c.legal.some((r) => 'object' in r && r.object === id));
    if (notLegal !== undefined) expect(clickObject(s, freshDraft(s), notLegal)).toBe(null);
    const someone = c.legal.find((x) => 'player' in x);
    const r = someone && 'player' in someone ? clickPlayer(s, someone.player) : null;
    expect(r?.kind).toBe('answer');
    if (r?.kind === 'answer') expect(game.answer(r.answer)).toEqual({ kind: 'answered' });
  });
});

describe('clicks at a table of several players', () => {
  it('an attacker asks which opponent it attacks (CR 508.1b); the answer names the one chosen', () => {
    const decks = [DECKS[0], DECKS[1], DECKS[1]] as const;
    const game = new HumanGame(decks, 6);
    let s: TableSnapshot | null = null;
    for (let i = 0; i < 800 && game.decision; i++) {
      const c = game.decision;
      if (c.kind === 'declareAttackers' && c.options.some((o) => o.defenders.length === 2)) {
        s = tableSnapshot('g', game);
        break;
      }
      game.answer(eagerAnswer(game.view(), c));
    }
    if (s === null) throw new Error('no attack at two opponents');
    const c = s.pending as Extract<PendingChoice, { kind: 'declareAttackers' }>;
    const o = c.options.find((x) => x.defenders.length === 2)!;
    const r = clickObject(s, freshDraft(s), o.attacker);
    expect(r?.kind).toBe('menu');
    if (r?.kind !== 'menu') return;
    expect(r.options.map((x) => x.label)).toEqual(['Attack Computer 1', 'Attack Computer 2']);
    const draft = r.options[1]!.draft!;
    expect(marks(s, draft).notes.get(o.attacker)).toBe('attacks Computer 2');
    const a = draftAnswer(s, draft)!;
    expect(a).toEqual({ kind: 'attackers', attackers: [{ attacker: o.attacker, defender: 2 }] });
    expect(game.answer(a)).toEqual({ kind: 'answered' });
    expect(game.log.some((e) => e.event.kind === 'attack' && / attacks Computer 2$/.test(e.text))).toBe(true);
  });
});
