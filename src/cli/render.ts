// Text rendering of one player's view of the game (the board) and of the game log. Pure: strings in, strings out.
import {
  STEP_NAMES,
  characteristics,
  poolText,
  type GameState,
  type LoggedEvent,
  type PlayerId,
} from '../engine/index.js';
import {
  cardInHandText,
  isHidden,
  objectName,
  playerName,
  ptText,
  refName,
  stackItemText,
  withName,
} from './describe.js';

/** The name the human player has; log sentences about them are turned into the second person. */
export const HUMAN_NAME = 'You';

const IRREGULAR: Readonly<Record<string, string>> = { has: 'have', does: 'do', goes: 'go', passes: 'pass', is: 'are' };

/**
 * The engine writes every sentence in the third person ("You plays Mountain", "Turn 3: You's turn"), because it
 * doesn't know which player reads it. When the human is named "You", this rewrites those sentences so they read
 * naturally ("You play Mountain", "Turn 3: Your turn", "Shock deals 2 damage to you").
 */
export function secondPerson(text: string, name: string): string {
  if (name !== HUMAN_NAME) return text;
  let subject = false;
  const out = text.replace(
    /\bYou('s)?(?: (\w+))?/g,
    (_m, poss: string | undefined, word: string | undefined, at: number) => {
      const start = at === 0 || /[:—.]\s$/.test(text.slice(0, at));
      const next = word === undefined ? '' : ` ${word}`;
      if (poss) return `${start ? 'Your' : 'your'}${next}`;
      if (!start) return `you${next}`;
      if (at === 0) subject = true;
      if (word === undefined) return 'You';
      const verb = IRREGULAR[word] ?? (word.length > 2 && word.endsWith('s') ? word.slice(0, -1) : word);
      return `You ${verb}`;
    },
  );
  return subject ? out.replace(/\btheir\b/g, 'your') : out;
}

/** One log line: the event's sentence, "{this}" filled in, and the rule the game followed when it acted alone. */
export function logLine(view: GameState, e: LoggedEvent, human: string = HUMAN_NAME): string {
  let text = e.text;
  // The engine's activation and trigger sentences quote the ability's raw text, "{this}" included.
  if (text.includes('{this}') && (e.event.kind === 'activate' || e.event.kind === 'triggerPut'))
    text = withName(text, objectName(view, e.event.source));
  // What a spell, an ability or a replacement effect did is told with its source's name, unless it says it already.
  if (e.source && !text.startsWith(e.source)) text = `${e.source}: ${text}`;
  text = secondPerson(text, human);
  return e.rule ? `${text} (${e.rule})` : text;
}

/**
 * Log lines for a stretch of play, folded: runs of step changes in which nothing happened become one line (a turn in
 * which nobody acts is a dozen "— upkeep step —" lines otherwise), and a line repeated in a row is written once with
 * its count ("Computer draws a card (CR 103.4) ×7").
 */
export function compactLog(view: GameState, events: readonly LoggedEvent[], human: string = HUMAN_NAME): string[] {
  const lines: string[] = [];
  let steps: string[] = [];
  const flush = () => {
    if (steps.length > 0) lines.push(`— ${steps.join(' · ')} —`);
    steps = [];
  };
  for (const e of events) {
    if (e.event.kind === 'stepBegin') {
      steps.push(STEP_NAMES[e.event.step].replace(/ (step|phase)$/, ''));
      continue;
    }
    flush();
    lines.push(logLine(view, e, human));
  }
  flush();
  const out: string[] = [];
  for (let i = 0; i < lines.length;) {
    let j = i + 1;
    while (j < lines.length && lines[j] === lines[i]) j++;
    out.push(j - i > 1 ? `${lines[i]} ×${j - i}` : lines[i]!);
    i = j;
  }
  return out;
}

/** The words after a permanent's name: tapped, damage, counters, combat. */
function permanentState(view: GameState, id: number): string[] {
  const o = view.objects[id]!;
  const parts: string[] = [];
  if (o.tapped) parts.push('tapped');
  if (o.damage > 0) parts.push(`${o.damage} damage`);
  for (const [counter, n] of Object.entries(o.counters))
    if (n > 0) parts.push(`${n} ${counter} counter${n > 1 ? 's' : ''}`);
  if (o.attacking !== null) {
    const target =
      o.attackingPlaneswalker !== null ? objectName(view, o.attackingPlaneswalker) : playerName(view, o.attacking);
    parts.push(`attacking ${target}${o.blocked ? ', blocked' : ''}`);
  }
  if (o.blocking.length > 0) parts.push(`blocking ${o.blocking.map((b) => objectName(view, b)).join(', ')}`);
  // CR 303.4b: what an Aura enchants, and what enchants a permanent.
  const at = o.attachedTo;
  if (at !== null)
    parts.push(
      `${o.bestowed ? 'bestowed on' : 'attached to'} ${refName(view, at)}${'object' in at ? ` #${at.object}` : ''}`,
    );
  const on = view.battlefield.filter((a) => {
    const to = view.objects[a]?.attachedTo;
    return !!to && 'object' in to && to.object === id;
  });
  if (on.length > 0) parts.push(`enchanted by ${on.map((a) => `${objectName(view, a)} #${a}`).join(', ')}`);
  return parts;
}

export function permanentLine(view: GameState, id: number): string {
  const ch = characteristics(view, id);
  const pt = ptText(view, id);
  const kw = ch.types.includes('Creature') && ch.keywords.length > 0 ? ` [${ch.keywords.join(', ')}]` : '';
  const st = permanentState(view, id);
  return `#${id} ${ch.name}${pt ? ` ${pt}` : ''}${kw}${st.length > 0 ? ` — ${st.join(', ')}` : ''}`;
}

/** One player's battlefield: plain lands folded into one line ("3× Mountain, 1× Mountain (tapped)"), then every
 * other permanent on its own line. */
export function battlefieldLines(view: GameState, p: PlayerId): string[] {
  const lands = new Map<string, number>();
  const others: string[] = [];
  for (const id of view.battlefield) {
    const o = view.objects[id];
    if (!o || o.controller !== p) continue;
    const ch = characteristics(view, id);
    const plainLand =
      ch.types.includes('Land') &&
      !ch.types.includes('Creature') &&
      o.damage === 0 &&
      Object.keys(o.counters).length === 0;
    if (plainLand) {
      const key = `${ch.name}${o.tapped ? ' (tapped)' : ''}`;
      lands.set(key, (lands.get(key) ?? 0) + 1);
    } else others.push(permanentLine(view, id));
  }
  const out: string[] = [];
  if (lands.size > 0)
    out.push(
      `Lands: ${[...lands]
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([k, n]) => `${n}× ${k}`)
        .join(', ')}`,
    );
  out.push(...others);
  // CR 114: emblems are in the command zone, not on the battlefield, but they belong on the player's side of the table.
  for (const id of view.command) if (view.objects[id]?.owner === p) out.push(`Emblem: ${objectName(view, id)}`);
  return out.length > 0 ? out : ['(no permanents)'];
}

export function playerSummary(view: GameState, p: PlayerId): string {
  const pl = view.players[p]!;
  // CR 800.4a: a player who lost a multiplayer game has left it, with everything they owned.
  if (pl.lost) return `${pl.name}: ${pl.conceded ? 'conceded' : 'lost'} and left the game`;
  const exile = view.exile.filter((id) => view.objects[id]?.owner === p).length;
  return (
    `${pl.name}: life ${pl.life} · poison ${pl.poison} · hand ${pl.hand.length} · library ${pl.library.length} · ` +
    `graveyard ${pl.graveyard.length} · exile ${exile} · mana pool ${poolWithRestricted(pl)}`
  );
}

/** The pool, with restricted mana (CR 106.6) after the plain mana, each kind with what it may be spent on. */
function poolWithRestricted(pl: GameState['players'][number]): string {
  const plain = poolText(pl.pool);
  if (pl.specialMana.length === 0) return plain;
  const groups = new Map<string, string>();
  for (const m of pl.specialMana) groups.set(m.text, (groups.get(m.text) ?? '') + `{${m.type}}`);
  const special = [...groups].map(([text, symbols]) => `${symbols} (${text})`).join(' ');
  return plain === 'empty' ? special : `${plain} ${special}`;
}

/** The whole table as `viewer` sees it: opponents on top, the stack between, the viewer and their hand below. */
export function renderBoard(view: GameState, viewer: PlayerId): string {
  const t = view.turn;
  const lines: string[] = [];
  const rule = '═'.repeat(78);
  lines.push(rule);
  const whose = secondPerson(`${playerName(view, t.active)}'s turn`, playerName(view, viewer));
  // Turn 0 is the time before the first turn: opening hands and mulligans (CR 103).
  // CR 730.1: the game's day/night designation, once it has one.
  const dayNight = view.dayNight === null ? '' : ` · ${view.dayNight === 'day' ? 'Day' : 'Night'}`;
  lines.push(
    t.number === 0
      ? 'Before the game: opening hands'
      : `Turn ${t.number} · ${whose} · ${STEP_NAMES[t.step]}${dayNight}`,
  );
  lines.push(rule);
  for (const pl of view.players) {
    if (pl.id === viewer) continue;
    lines.push(playerSummary(view, pl.id));
    for (const l of battlefieldLines(view, pl.id)) lines.push(`  ${l}`);
  }
  lines.push('─'.repeat(78));
  if (view.stack.length === 0) lines.push('Stack: empty');
  else {
    lines.push('Stack (top first):');
    view.stack
      .slice()
      .reverse()
      .forEach((item, i) => lines.push(`  ${i + 1}. ${stackItemText(view, item)}`));
  }
  lines.push('─'.repeat(78));
  lines.push(playerSummary(view, viewer));
  for (const l of battlefieldLines(view, viewer)) lines.push(`  ${l}`);
  const hand = view.players[viewer]!.hand;
  lines.push(`Your hand (${hand.length}):`);
  for (const id of hand) lines.push(`  ${isHidden(view, id) ? 'a hidden card' : cardInHandText(view, id)}`);
  if (hand.length === 0) lines.push('  (empty)');
  return lines.join('\n');
}

/** "You win after 12 turns", "Computer wins", "The game is a draw", for the end of a game. */
export function resultLine(state: GameState, human: string | null = null): string {
  const n = state.turn.number;
  const turns = n === 0 ? 'before the first turn' : `after ${n} turn${n === 1 ? '' : 's'}`;
  if (!state.over) {
    // CR 800.4a: in a multiplayer game the person who lost has left it, and the others play on.
    const me = human === null ? undefined : state.players.find((p) => p.name === human);
    if (me?.lost) return `You left the game ${turns} (${me.lossReason ?? 'lost'}); the others play on`;
    return `The game was stopped ${turns} without a winner`;
  }
  if (state.winner === null) return `The game is a draw ${turns}`;
  const name = playerName(state, state.winner);
  return name === human && human === HUMAN_NAME ? `You win ${turns}` : `${name} wins ${turns}`;
}
