// The log names the source of what happens: each event a spell's, an ability's (a triggered one's included) or a
// replacement effect's effects make carries that source's name (LoggedEvent.source), which the clients' log lines
// show ("Blood Scrivener: A loses 1 life"); a replacement or prevention effect that modifies an event is told by
// name as it applies (CR 614.1, 615.1).
import { describe, expect, it } from 'vitest';
import { compactLog, logLine } from '../src/cli/render.js';
import { eventsFor, viewFor, type LoggedEvent } from '../src/engine/index.js';
import {
  answer,
  attack,
  cast,
  game,
  passPriority,
  passUntil,
  playLand,
  resolveStack,
  resolveTop,
  type Game,
} from './helpers/harness.js';

/** The log as player A's client shows it, from the line that starts with `from`. */
function linesFrom(g: Game, from: string): string[] {
  const lines = compactLog(viewFor(g.state, 0), eventsFor(g.log, 0), 'A');
  const at = lines.findIndex((l) => l.startsWith(from));
  expect(at, `no line starting ${from} in\n${lines.join('\n')}`).toBeGreaterThanOrEqual(0);
  return lines.slice(at);
}

describe('the log names the source of each replacement effect and each ability resolving', () => {
  it('Blood Scrivener: the draws and the life lost instead are told as its', () => {
    const g = game({ A: { battlefield: ['Blood Scrivener'] }, startingPlayer: 'B' });
    passUntil(g, { turn: 2, step: 'precombat_main' });
    const lines = linesFrom(g, 'Blood Scrivener replaces');
    expect(lines[0]).toBe("Blood Scrivener replaces A's draw (CR 614.6)");
    expect(lines[1]).toMatch(/^Blood Scrivener: A draws a card ×2$/);
    expect(lines[2]).toMatch(/^Blood Scrivener: A loses 1 life/);
    // The engine's sentences themselves are unchanged: the source is beside them.
    const lost = g.log.find((e: LoggedEvent) => e.event.kind === 'lifeChange')!;
    expect(lost.text).toMatch(/^A loses 1 life/);
    expect(lost.source).toBe('Blood Scrivener');
  });

  it('a spell: what it does is told as its, a line that names it already unchanged', () => {
    const g = game({ A: { battlefield: ['Island', 'Island', 'Island'], hand: ['Divination'] } });
    passUntil(g, { turn: 1, step: 'precombat_main' });
    cast(g, 'Divination');
    resolveStack(g);
    const lines = linesFrom(g, 'Divination resolves');
    expect(lines[1]).toBe('Divination: A draws a card ×2');
    // The draws are private to A; B is told them with the source too, and no card's name.
    const theirs = eventsFor(g.log, 1).filter((e) => e.source === 'Divination');
    expect(theirs).toHaveLength(2);
    for (const e of theirs) expect(logLine(viewFor(g.state, 1), e, 'B')).toBe('Divination: A draws a card');
  });

  it('a triggered ability resolving: its effects are told as its source’s', () => {
    const g = game({
      A: { hand: ['Simic Growth Chamber'], battlefield: ['Forest'] },
    });
    passUntil(g, { step: 'precombat_main' });
    playLand(g, 'Simic Growth Chamber');
    resolveTop(g);
    const c = g.state.pending;
    if (c?.kind !== 'chooseCards') throw new Error('expected a card choice');
    const forest = c.cards.find((id) => g.state.objects[id]!.def === 'Forest')!;
    answer(g, { kind: 'cards', cards: [forest] });
    const lines = linesFrom(g, "Simic Growth Chamber's ability resolves");
    expect(lines.slice(1).join('\n')).toMatch(/^Simic Growth Chamber: .*Forest/m);
  });

  it('a replacement effect that modifies an event is told by name as it applies (CR 614.1c)', () => {
    const g = game({ A: { battlefield: ['Forest', 'Forest'], hand: ['Endless One'] } });
    passUntil(g, { step: 'precombat_main' });
    cast(g, 'Endless One', { x: 2 });
    resolveStack(g);
    expect(linesFrom(g, 'Endless One resolves').slice(0, 3)).toEqual([
      'Endless One resolves',
      'Endless One enters with 2 +1/+1 counter(s) (CR 614.1)',
      "Endless One enters the battlefield under A's control",
    ]);
  });

  it('a prevention shield is told by its source as it prevents (CR 615.1)', () => {
    const g = game({
      A: { battlefield: ['Grizzly Bears', 'Mountain'] },
      B: { battlefield: ['Forest'], hand: ['Fog'] },
    });
    passUntil(g, { turn: 1, step: 'begin_combat' });
    passPriority(g);
    cast(g, 'Fog');
    resolveStack(g);
    attack(g, ['Grizzly Bears']);
    passUntil(g, { turn: 1, step: 'postcombat_main' });
    expect(linesFrom(g, 'Fog prevents the damage')[0]).toBe('Fog prevents the damage (CR 615.1)');
  });
});
