// `lorekeeper replay ID`: a game `serve` saved (game-db.ts), made again from its seed, decks and journal, and shown
// at one of its steps: the log up to there and the board, as one seat saw it (--seat) or as a spectator (no hand).
// A finished game's steps can be gone through one by one (--step N); its whole log is the default.
import { existsSync } from 'node:fs';
import type { Command } from 'commander';
import { eventsFor, viewFor, type PlayerId } from '../engine/index.js';
import { CliError, EXIT_USAGE } from './errors.js';
import { GameDb } from './game-db.js';
import { replayJournal } from './journal.js';
import { computerName } from './human-game.js';
import { gameConfig } from './net-game.js';
import { HUMAN_NAME, compactLog, logLine, renderBoard, resultLine } from './render.js';
import { DEFAULT_STORE } from './serve.js';

interface ReplayOptions {
  readonly store: string;
  readonly step?: string;
  readonly seat?: string;
}

export function registerReplay(program: Command): void {
  program
    .command('replay')
    .description('a game `serve` saved, at one of its steps: its log up to there and the board')
    .argument('<id>', "the game's id (a table's, or a game against the computer's)")
    .option('--store <file>', 'the SQLite file `serve` saved the games in', DEFAULT_STORE)
    .option('--step <n>', 'the step to show (0: as dealt; default: the last)')
    .option('--seat <n>', 'whose view (1 for the first seat); default: a spectator’s, which shows no hand')
    .action((id: string, opts: ReplayOptions) => {
      process.stdout.write(replayText(id, opts));
    });
}

export function replayText(id: string, opts: ReplayOptions): string {
  if (!existsSync(opts.store)) throw new CliError(`no saved games at ${opts.store} (serve --store FILE)`, EXIT_USAGE);
  const db = new GameDb(opts.store);
  let saved;
  try {
    saved = db.load(id);
  } finally {
    db.close();
  }
  if (!saved) throw new CliError(`no game ${id} in ${opts.store}`, EXIT_USAGE);
  const players =
    saved.kind === 'table'
      ? saved.record.seats.map((s) => ({ name: s.name ?? '?', deck: s.deck }))
      : saved.record.decks.map((deck, i, all) => ({
          name: i === 0 ? HUMAN_NAME : computerName(i, all.length),
          deck,
        }));
  if (players.some((p) => p.deck === null))
    throw new CliError(`game ${id} has not started: a seat is still open`, EXIT_USAGE);
  // A game against the computer began with the engine's auto-pass on for the person (its journal holds each switch).
  const config = gameConfig(saved.record.seed, saved.record.format ?? 'constructed', players);
  const { states, events, counts } = replayJournal(
    saved.kind === 'practice'
      ? { ...config, players: config.players.map((p, i) => (i === 0 ? { ...p, autoPass: true } : p)) }
      : config,
    saved.journal,
  );
  const last = states.length - 1;
  const step = opts.step === undefined ? last : Number(opts.step);
  if (!Number.isInteger(step) || step < 0 || step > last)
    throw new CliError(`--step must be a whole number from 0 to ${last}, not ${opts.step}`, EXIT_USAGE);
  const seat = opts.seat === undefined ? null : Number(opts.seat) - 1;
  if (seat !== null && !(Number.isInteger(seat) && seat >= 0 && seat < players.length))
    throw new CliError(`--seat must be 1 to ${players.length}, not ${opts.seat}`, EXIT_USAGE);
  const state = states[step]!;
  const viewer: PlayerId = seat ?? players.length;
  const view = viewFor(state, viewer);
  const told = eventsFor(events.slice(0, counts[step]), viewer);
  const me = seat === null ? '' : players[seat]!.name;
  const lines = [
    `Game ${id}: ${players.map((p, i) => `${p.name} (${p.deck!.label}${i === seat ? ', this view' : ''})`).join(' vs ')}`,
    `Step ${step} of ${last}${states[last]!.over ? ` — ${resultLine(states[last]!, null)}` : ' (not over)'}`,
    '',
    ...(opts.step === undefined ? told.map((e) => logLine(view, e, me)) : compactLog(view, told, me)),
    '',
    renderBoard(view, seat ?? 0),
    '',
  ];
  return lines.join('\n');
}
