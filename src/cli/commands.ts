// The commands a person may type at any prompt, besides the answer to the decision, and the one table of keys the
// help text and every prompt's hint are made from (so what they say to press is what the game takes).
import { STOP_STEPS, type StopStep, type Whose } from './stops.js';

export type Command =
  | { readonly kind: 'help' }
  | { readonly kind: 'log' }
  | { readonly kind: 'quit' }
  /** pass priority until something happens (e), or until the person's next turn (t) */
  | { readonly kind: 'passUntil'; readonly until: 'something' | 'myTurn' }
  | { readonly kind: 'stops' }
  | { readonly kind: 'stop'; readonly whose: Whose | 'both'; readonly step: StopStep; readonly on?: boolean }
  | { readonly kind: 'fullControl'; readonly on?: boolean }
  | { readonly kind: 'pay'; readonly manual: boolean }
  | { readonly kind: 'show'; readonly what: string }
  /** back to one of the person's earlier decisions (1: their first; none: the last they made) */
  | { readonly kind: 'takeBack'; readonly to?: number };

/** What a line is when it is a command: the command, or why it is a malformed one. */
export type ParsedCommand = Command | { readonly kind: 'error'; readonly message: string };

/** A key or command: what to type, a few words for the hint line, and the help's line. */
interface Key {
  readonly type: string;
  readonly short: string;
  readonly help: string;
}

/** Every key and command, in the order the help lists them. */
export const KEYS = {
  key: {
    type: 'KEY',
    short: 'choose',
    help: "the key before an option (a spell or ability's key stays the same all turn)",
  },
  pass: { type: 'p', short: 'pass', help: 'pass priority (an empty line does nothing)' },
  something: {
    type: 'e',
    short: 'pass until something happens',
    help:
      'pass until something happens: the computer casts or activates something, you have another choice to make, ' +
      'or the turn ends (begun in your own turn before your precombat main phase, it stops there)',
  },
  myTurn: {
    type: 't',
    short: 'pass until your turn',
    help: 'pass until your next turn (you still choose blockers and whatever else comes up)',
  },
  several: { type: '1 3', short: '', help: 'several numbers, for attackers and card choices' },
  all: { type: 'a', short: 'attack with all', help: 'attack with every creature that can' },
  none: {
    type: '0',
    short: 'none',
    help: 'no attack, no blocks, no cards: the named choice "No attack", "No blocks", ...',
  },
  pairs: {
    type: '1:2',
    short: '',
    help: 'blocker 1 blocks attacker 2 (pairs separated by spaces); attacking, creature 1 attacks planeswalker 2',
  },
  damage: { type: '= 2 1', short: '', help: 'damage amounts for each recipient, in order' },
  show: {
    type: 'show KEY',
    short: 'read a card',
    help:
      "read a card: its Oracle text, what it is now and its rulings. KEY is an option's key or a card's #id; also " +
      'show NAME, show hand, show graveyard, show opponent graveyard, show exile',
  },
  stops: {
    type: 'stops',
    short: 'where the game stops',
    help: 'list where the game stops to ask you; stop STEP, stop my STEP, stop their STEP switch one',
  },
  full: {
    type: 'full',
    short: 'full control',
    help: 'full control on or off: asked at every priority, even when you can only pass; mana abilities listed',
  },
  pay: {
    type: 'pay manual',
    short: 'choose mana sources',
    help: 'choose the mana sources yourself; pay auto pays automatically whenever it can (the default)',
  },
  undo: {
    type: 'undo',
    short: 'take back',
    help:
      'take back your last decision (undo N: back to your decision N, the game as it was then; against the ' +
      'computer only)',
  },
  log: { type: 'l', short: 'log', help: 'the full game log' },
  help: { type: 'h', short: 'help', help: 'this help' },
  quit: { type: 'q', short: 'concede', help: 'concede (then yes to confirm)' },
} as const satisfies Readonly<Record<string, Key>>;

export type KeyName = keyof typeof KEYS;

/** "p pass · e pass until something happens · h help": the hint line's list of keys. */
export function keysHint(names: readonly KeyName[]): string {
  return names.map((n) => `${KEYS[n].type} ${KEYS[n].short}`).join(' · ');
}

/** `text` after `first`, wrapped to lines of at most `width` characters, the next lines indented as the first. */
function wrap(first: string, text: string, width: number): string[] {
  const lines: string[] = [];
  let line = first;
  for (const word of text.split(' ')) {
    if (line.length > first.length && line.length + 1 + word.length > width) {
      lines.push(line);
      line = ' '.repeat(first.length) + word;
    } else line = line.length > first.length ? `${line} ${word}` : `${line}${word}`;
  }
  return [...lines, line];
}

/** The help text. */
export const HELP = [
  'At each decision type a key and press Enter:',
  ...Object.values(KEYS).flatMap((k: Key) => wrap(`  ${k.type.padEnd(11)} `, k.help, 100)),
  'Priority is passed for you where you could only pass (or make mana), and where no stop is set: type stops to see',
  'them. Mana is paid for you when it can be, unless a Phyrexian symbol leaves a choice of life or mana.',
].join('\n');

const SIMPLE: Readonly<Record<string, Command>> = {
  h: { kind: 'help' },
  help: { kind: 'help' },
  '?': { kind: 'help' },
  l: { kind: 'log' },
  log: { kind: 'log' },
  q: { kind: 'quit' },
  quit: { kind: 'quit' },
  concede: { kind: 'quit' },
  e: { kind: 'passUntil', until: 'something' },
  t: { kind: 'passUntil', until: 'myTurn' },
  stops: { kind: 'stops' },
};

const STEP_WORDS: Readonly<Record<string, StopStep>> = {
  ...Object.fromEntries(STOP_STEPS.map((s) => [s, s])),
  'main 1': 'main1',
  precombat: 'main1',
  main: 'main1',
  'main 2': 'main2',
  postcombat: 'main2',
  'beginning of combat': 'combat',
  'declare attackers': 'attackers',
  'declare blockers': 'blockers',
  'combat damage': 'damage',
  'end of combat': 'endcombat',
  'end step': 'end',
};

const err = (message: string): ParsedCommand => ({ kind: 'error', message });

function onOff(word: string | undefined): boolean | undefined | null {
  if (word === undefined) return undefined;
  if (word === 'on') return true;
  if (word === 'off') return false;
  return null;
}

/** The command a line is (lower-cased and trimmed), or null when it is no command (an answer, then). */
export function parseCommand(text: string): ParsedCommand | null {
  const simple = SIMPLE[text];
  if (simple) return simple;
  const [head = '', ...rest] = text.split(/\s+/);
  const tail = rest.join(' ');
  switch (head) {
    case 'undo':
    case 'takeback': {
      if (tail === '') return { kind: 'takeBack' };
      if (!/^\d+$/.test(tail))
        return err('Type undo (your last decision taken back) or undo N (back to your decision N).');
      return { kind: 'takeBack', to: Number(tail) };
    }
    case 'show':
    case 'read':
      return { kind: 'show', what: tail };
    case 'full': {
      const words = tail.replace(/^control\b\s*/, '');
      const on = onOff(words || undefined);
      return on === null
        ? err('Type full, full on or full off.')
        : { kind: 'fullControl', ...(on === undefined ? {} : { on }) };
    }
    case 'pay':
      if (tail === 'manual' || tail === 'manually') return { kind: 'pay', manual: true };
      if (tail === 'auto' || tail === 'automatically') return { kind: 'pay', manual: false };
      return err('Type pay manual (choose the mana sources yourself) or pay auto.');
    case 'stop': {
      let words = rest;
      let whose: Whose | 'both' = 'both';
      if (words[0] === 'my' || words[0] === 'mine') [whose, words] = ['mine', words.slice(1)];
      else if (words[0] === 'their' || words[0] === 'opponent' || words[0] === "opponent's")
        [whose, words] = ['theirs', words.slice(1)];
      const on = onOff(words[words.length - 1]) ?? undefined;
      if (on !== undefined) words = words.slice(0, -1);
      const step = STEP_WORDS[words.join(' ')];
      if (!step)
        return err(`Type stop, my or their, and one of: ${STOP_STEPS.join(', ')} (and on or off to say which).`);
      return { kind: 'stop', whose, step, ...(on === undefined ? {} : { on }) };
    }
  }
  return null;
}
