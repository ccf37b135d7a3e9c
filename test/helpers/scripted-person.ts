// People who play by a fixed, simple script, typing lines into a game against the computer as anyone at the terminal
// would, and a game's count of the prompts such a person sees (scripts/prompt-count.ts, test/prompt-count.test.ts):
// - a new user (newUser): keeps the opening hand, plays a land in each of their precombat main phases, and holds every
//   spell (an instant and an untapped land, as the person who reported sixteen stops in two turns held); passes
//   priority everywhere else;
// - an eager player (eagerPlayer): in their own main phases, with nothing on the stack, plays a land or else casts the
//   first spell they can that is no instant; holds their instants for the computer's end step; aims harmful spells
//   at the computer's side; attacks with every creature that attacks for free, blocks nothing, and passes priority
//   everywhere else.
import {
  apply,
  characteristics,
  createGame,
  defaultDamageAssignment,
  viewFor,
  type Answer,
  type GameState,
  type PendingChoice,
  type PlayerId,
  type PriorityAction,
  type Ref,
} from '../../src/engine/index.js';
import { COMPUTER, HUMAN, HumanGame, type HumanGameOptions } from '../../src/cli/human-game.js';
import { computerPlayer } from '../../src/cli/computer.js';
import type { Deck } from '../../src/cli/decks.js';
import { decisionView } from '../../src/cli/menus.js';
import { playerSeed } from '../../src/cli/options.js';
import { HUMAN_NAME } from '../../src/cli/render.js';
import { eagerAnswer } from './policy.js';

/** A person's answer to a decision, seen through their own view of the game. */
export type Policy = (view: GameState, c: PendingChoice) => Answer;

export const newUser: Policy = (view, c) => {
  if (c.kind !== 'priority') return eagerPlayer(view, c);
  const t = view.turn;
  const mine = t.active === c.player && t.step === 'precombat_main' && view.stack.length === 0;
  return (mine ? c.actions.find((a) => a.kind === 'playLand') : undefined) ?? { kind: 'pass' };
};

export const eagerPlayer: Policy = (view, c) => {
  switch (c.kind) {
    case 'priority': {
      const t = view.turn;
      if (view.stack.length > 0) return { kind: 'pass' };
      const instant = (a: PriorityAction): boolean =>
        a.kind === 'cast' && characteristics(view, a.card).types.includes('Instant');
      const cast = (wanted: boolean) =>
        c.actions.find((a) => a.kind === 'cast' && a.via === undefined && instant(a) === wanted);
      if (t.active !== c.player) return (t.step === 'end_turn' ? cast(true) : undefined) ?? { kind: 'pass' };
      const main = t.step === 'precombat_main' || t.step === 'postcombat_main';
      if (!main) return { kind: 'pass' };
      return c.actions.find((a) => a.kind === 'playLand') ?? cast(false) ?? { kind: 'pass' };
    }
    case 'target': {
      const mine = (r: Ref): boolean =>
        'player' in r ? r.player === c.player : 'object' in r && view.objects[r.object]?.controller === c.player;
      const players = c.legal.filter((r) => 'player' in r);
      const pick =
        (c.polarity === 'harm'
          ? (players.find((r) => !mine(r)) ?? c.legal.find((r) => !mine(r)))
          : c.legal.find((r) => mine(r))) ??
        c.legal[0] ??
        null;
      return { kind: 'target', target: pick };
    }
    case 'declareAttackers':
      // Every creature that can attack for free (CR 508.1g: some cost mana to attack with).
      return {
        kind: 'attackers',
        attackers: c.options
          .filter((o) => o.costs.length === 0)
          .map((o) => ({ attacker: o.attacker, defender: o.defenders[0]! })),
      };
    case 'assignDamage':
      return { kind: 'damage', assignment: defaultDamageAssignment(c) };
    default:
      return eagerAnswer(view, c);
  }
};

/** What a menu shows (the terminal's, of any version): its entries, each with what typing it answers. */
export interface MenuLike {
  readonly entries: readonly { readonly key?: string; readonly label: string; readonly answer?: Answer }[];
}

const same = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);

/** The line that gives `answer` at this menu: the key of the entry that answers it, or what the hint says to type. */
export function lineFor(menu: MenuLike, c: PendingChoice, answer: Answer): string {
  const i = menu.entries.findIndex((e) => e.answer !== undefined && same(e.answer, answer));
  if (i >= 0) return menu.entries[i]!.key ?? String(i + 1);
  const named = (label: RegExp): string | undefined => {
    const k = menu.entries.findIndex((e) => label.test(e.label));
    return k < 0 ? undefined : (menu.entries[k]!.key ?? String(k + 1));
  };
  switch (answer.kind) {
    case 'pass':
      return '';
    case 'attackers':
      if (answer.attackers.length === 0) return named(/^No attack/) ?? '';
      if (c.kind === 'declareAttackers' && answer.attackers.length === c.options.length) return 'a';
      if (c.kind === 'declareAttackers')
        return answer.attackers.map((a) => String(c.options.findIndex((o) => o.attacker === a.attacker) + 1)).join(' ');
      break;
    case 'blockers':
      if (answer.blocks.length === 0) return named(/^No blocks/) ?? '';
      break;
    case 'cards': {
      if (c.kind !== 'chooseCards' && c.kind !== 'bottomCards') break;
      if (answer.cards.length === 0) return named(/^None/) ?? '';
      return answer.cards.map((id) => String(c.cards.indexOf(id) + 1)).join(' ');
    }
    case 'order':
      return answer.order.map((k) => String(k + 1)).join(' ');
    case 'x':
      return String(answer.value);
    default:
      break;
  }
  throw new Error(`no line answers ${JSON.stringify(answer)} at ${c.kind}`);
}

/** How often a game asked the person something, and at what. */
export interface PromptCount {
  /** every decision put to the person */
  readonly prompts: number;
  /** those they answered by passing priority */
  readonly passes: number;
  /** the person's prompts turn by turn: [turn number, prompts] */
  readonly byTurn: ReadonlyMap<number, number>;
  readonly turns: number;
  readonly winner: PlayerId | null;
}

/** Games are cut here: a person who only passes can't always end one. */
export const MAX_TURNS = 60;

function counter() {
  let prompts = 0;
  let passes = 0;
  const byTurn = new Map<number, number>();
  return {
    count(turn: number, a: Answer): void {
      prompts++;
      if (a.kind === 'pass') passes++;
      byTurn.set(turn, (byTurn.get(turn) ?? 0) + 1);
    },
    result: (state: GameState): PromptCount => ({
      prompts,
      passes,
      byTurn,
      turns: state.turn.number,
      winner: state.winner,
    }),
  };
}

/**
 * The prompts of the terminal game as it was before stops (the HumanGame of the commit before them, to the letter):
 * the engine's auto-pass on, and every other decision of the person's put to them — every priority where they could
 * do anything but pass or make mana, and every mana payment.
 */
export function promptsBeforeStops(decks: readonly [Deck, Deck], seed: number, policy: Policy): PromptCount {
  let { state } = createGame({
    seed,
    players: [
      { name: HUMAN_NAME, library: decks[0].list.main, autoPass: true },
      { name: 'Computer', library: decks[1].list.main },
    ],
  });
  const computer = computerPlayer(playerSeed(seed, COMPUTER));
  const n = counter();
  while (!state.over && state.pending && state.turn.number <= MAX_TURNS) {
    const c = state.pending;
    const s = state;
    let a: Answer;
    if (c.player === HUMAN) {
      a = policy(decisionView(s, HUMAN), c);
      n.count(s.turn.number, a);
    } else a = computer.decide(c, () => viewFor(s, c.player));
    const r = apply(s, c.player, a);
    if (!r.ok) throw new Error(`${JSON.stringify(a)}: ${r.error.message}`);
    state = r.state;
  }
  return n.result(state);
}

/** The prompts of a game played through HumanGame, the person typing the line for each answer at each prompt. */
export function promptsOfHumanGame(
  decks: readonly [Deck, Deck],
  seed: number,
  policy: Policy,
  options: HumanGameOptions = {},
): PromptCount & { readonly game: HumanGame } {
  const game = new HumanGame(decks, seed, options);
  const n = counter();
  while (game.decision && game.state.turn.number <= MAX_TURNS) {
    const c = game.decision;
    const a = policy(game.view(), c);
    n.count(game.state.turn.number, a);
    const line = lineFor(game.menu()!, c, a);
    const outcome = game.input(line);
    if (outcome.kind !== 'answered') throw new Error(`"${line}" at ${c.kind}: ${JSON.stringify(outcome)}`);
  }
  return { ...n.result(game.state), game };
}
