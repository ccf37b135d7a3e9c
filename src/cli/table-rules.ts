// The multiplayer options of a table, as `play` and `sim` take them: whom creatures may attack (CR 802, 803) and the
// limited range of influence (801). Both are options of the game itself (GameConfig), kept apart from the decks.
import { Option, type Command } from 'commander';
import type { GameConfig } from '../engine/index.js';
import { parsePositiveInt } from './options.js';

export const ATTACK_OPTIONS = ['multiple', 'left', 'right'] as const;
export type AttackChoice = (typeof ATTACK_OPTIONS)[number];

export interface TableRules {
  /** CR 802 (multiple, the default) or 803 (left, right) */
  readonly attack?: AttackChoice;
  /** CR 801: seats each player reaches; absent: unlimited */
  readonly range?: number;
}

/** Adds `--attack` and `--range` to a command. */
export function addTableRuleOptions(cmd: Command): Command {
  return cmd
    .addOption(
      new Option(
        '--attack <option>',
        'whom creatures may attack: any opponent (multiple, CR 802), or the nearest opponent to the left or right (CR 803)',
      )
        .choices(ATTACK_OPTIONS)
        .default('multiple'),
    )
    .addOption(
      new Option(
        '--range <seats>',
        'limited range of influence (CR 801): each player affects players within this many seats',
      ).argParser(parsePositiveInt),
    );
}

/** The game options these rules set. */
export function gameRules(t: TableRules): Pick<GameConfig, 'attack' | 'rangeOfInfluence'> {
  return {
    ...(t.attack && t.attack !== 'multiple' ? { attack: t.attack } : {}),
    ...(t.range === undefined ? {} : { rangeOfInfluence: t.range }),
  };
}

/** The flags that give these rules again (for a replay hint). */
export function tableRuleFlags(t: TableRules): string[] {
  return [
    ...(t.attack && t.attack !== 'multiple' ? [`--attack ${t.attack}`] : []),
    ...(t.range === undefined ? [] : [`--range ${t.range}`]),
  ];
}
