// Where the game stops to ask the person at priority. The engine's auto-pass (PlayerConfig.autoPass) already passes
// for them whenever passing or making mana is all they could do; of the rest, the person is asked only where players
// act, as clients do (Arena's and XMage's stops): at the steps whose stop is on, when the opponent puts something on
// the stack, and at every decision other than priority (attackers, blockers, targets, ...), which is always theirs.
// Pure functions of the person's view and their settings; HumanGame keeps the settings.
import { STEP_NAMES, type GameState, type PlayerId, type Step } from '../engine/index.js';

/** The steps a stop can be set at, by the short name the `stop` command takes, in turn order. */
export const STOP_STEPS = [
  'upkeep',
  'draw',
  'main1',
  'combat',
  'attackers',
  'blockers',
  'damage',
  'endcombat',
  'main2',
  'end',
] as const;
export type StopStep = (typeof STOP_STEPS)[number];

/** Whose turn a stop is for. */
export type Whose = 'mine' | 'theirs';

/** The steps each side's stops are on at. */
export interface StopTable {
  readonly mine: ReadonlySet<StopStep>;
  readonly theirs: ReadonlySet<StopStep>;
}

/** By default: your main phases and your declare blockers step (after blocks, for a combat trick); the opponent's
 * declare attackers and declare blockers steps and their end step. Combat steps stop only while creatures attack
 * (isStop). */
export const DEFAULT_STOPS: StopTable = {
  mine: new Set<StopStep>(['main1', 'blockers', 'main2']),
  theirs: new Set<StopStep>(['attackers', 'blockers', 'end']),
};

const STEP_OF: Readonly<Record<Step, StopStep | null>> = {
  untap: null,
  upkeep: 'upkeep',
  draw: 'draw',
  precombat_main: 'main1',
  begin_combat: 'combat',
  declare_attackers: 'attackers',
  declare_blockers: 'blockers',
  first_strike_damage: 'damage',
  combat_damage: 'damage',
  end_combat: 'endcombat',
  postcombat_main: 'main2',
  end_turn: 'end',
  // CR 514.3a: a player gets priority in the cleanup step only when something happened there, which stops the game
  // if it is the opponent's doing.
  cleanup: null,
};

/** What each stop's step is called in full. */
export const STOP_STEP_NAMES: Readonly<Record<StopStep, string>> = {
  upkeep: STEP_NAMES.upkeep,
  draw: STEP_NAMES.draw,
  main1: STEP_NAMES.precombat_main,
  combat: STEP_NAMES.begin_combat,
  attackers: STEP_NAMES.declare_attackers,
  blockers: STEP_NAMES.declare_blockers,
  damage: 'combat damage steps',
  endcombat: STEP_NAMES.end_combat,
  main2: STEP_NAMES.postcombat_main,
  end: STEP_NAMES.end_turn,
};

/** Steps that only matter while creatures attack (CR 508.8: with no attackers, blockers and damage are skipped). */
const COMBAT: ReadonlySet<StopStep> = new Set<StopStep>(['attackers', 'blockers', 'damage', 'endcombat']);

export function stopStepOf(step: Step): StopStep | null {
  return STEP_OF[step];
}

/** The controller of a stack item, as the view shows it. */
export function stackController(view: GameState, item: GameState['stack'][number]): PlayerId | null {
  return item.kind === 'ability' ? item.controller : (view.objects[item.object]?.controller ?? null);
}

/** What the person has been asked already, which the same stop doesn't ask again. */
export interface Asked {
  /** the stack items they were asked about (by stack id) */
  readonly stack: ReadonlySet<number>;
  /** the last turn in whose precombat main phase they were asked */
  readonly main1Turn: number;
}

/**
 * Whether the person (`me`) is asked at this priority: when the opponent has put something on the stack they haven't
 * been asked about, always; with the stack empty, when the step's stop is on. Their own spells and abilities stop
 * nothing. A combat step stops only while creatures attack, and the declare blockers step only when creatures block
 * (for a combat trick: with no blocks, nothing changed since the declare attackers step). Their postcombat main phase stops only after an attack,
 * or when they weren't asked in the precombat one: with no combat between, they have already passed with the same
 * choices.
 */
export function isStop(view: GameState, me: PlayerId, stops: StopTable, asked: Asked): boolean {
  if (view.stack.some((i) => !asked.stack.has(i.id) && stackController(view, i) !== me)) return true;
  if (view.stack.length > 0) return false;
  const t = view.turn;
  const step = stopStepOf(t.step);
  if (step === null) return false;
  const mine = t.active === me;
  if (!(mine ? stops.mine : stops.theirs).has(step)) return false;
  const attackers = view.battlefield.filter((id) => view.objects[id]?.attacking != null);
  if (COMBAT.has(step) && attackers.length === 0) return false;
  if (step === 'blockers') return attackers.some((id) => view.objects[id]!.blocked);
  if (mine && step === 'main2') return !t.noAttackers || asked.main1Turn !== t.number;
  return true;
}

/** The `stops` command's answer: a table of every stop, both turns. */
export function stopsText(stops: StopTable): string {
  const mark = (on: boolean) => (on ? 'stop' : '·');
  return [
    'Stops: where the game asks you when you could act (stop STEP, stop my STEP, stop their STEP to switch):',
    `  ${'step'.padEnd(11)}${'your turn'.padEnd(11)}their turn`,
    ...STOP_STEPS.map(
      (s) =>
        `  ${s.padEnd(11)}${mark(stops.mine.has(s)).padEnd(11)}${mark(stops.theirs.has(s)).padEnd(6)}` +
        `${STOP_STEP_NAMES[s]}`,
    ),
    'The game also stops when the computer casts a spell or activates an ability you could respond to, and for',
    'every choice other than passing priority (attackers, blockers, targets, ...).',
  ].join('\n');
}

/**
 * The stops after `stop [my|their] STEP [on|off]`: on or off as said, otherwise switched (for both turns, on unless
 * it is on in both).
 */
export function switchStop(stops: StopTable, whose: Whose | 'both', step: StopStep, on?: boolean): StopTable {
  const sides: Whose[] = whose === 'both' ? ['mine', 'theirs'] : [whose];
  const value = on ?? !sides.every((w) => stops[w].has(step));
  const next = (w: Whose): ReadonlySet<StopStep> => {
    if (!sides.includes(w)) return stops[w];
    const set = new Set(stops[w]);
    if (value) set.add(step);
    else set.delete(step);
    return set;
  };
  return { mine: next('mine'), theirs: next('theirs') };
}
