// The `show` command: a card's full text as the person may read it — the Oracle text of every face, what it is now
// (its characteristics after every continuous effect), its counters, damage and attachments, and its Gatherer rulings
// — and the lists of the public zones (graveyards, exile) and of the person's hand. Only what the person's view shows:
// a hidden card is "a hidden card" and nothing more.
import {
  cardDef,
  characteristics,
  findCard,
  manaCostText,
  type CardDef,
  type Color,
  type GameState,
  type ObjectId,
  type PendingChoice,
  type PlayerId,
} from '../engine/index.js';
import { cardInHandText, isHidden, objectLabel, objectName, playerName, refName, withName } from './describe.js';
import type { Menu } from './menus.js';
import { rulingsFor, rulingsUntil } from './rulings.js';

const USAGE =
  "show KEY (an option's key, or a card's #id), show NAME, show hand, show graveyard, show opponent graveyard, " +
  'show exile';

const COLOR_WORDS: Readonly<Record<Color, string>> = { W: 'white', U: 'blue', B: 'black', R: 'red', G: 'green' };

const ZONE_WORDS: Readonly<Record<string, string>> = {
  battlefield: 'on the battlefield',
  hand: 'in hand',
  graveyard: 'in the graveyard',
  exile: 'in exile',
  stack: 'on the stack',
  library: 'in the library',
  command: 'in the command zone',
};

/** "Legendary Creature — Human Warrior", from the parts of a type line. */
function typeLine(supertypes: readonly string[], types: readonly string[], subtypes: readonly string[]): string {
  const left = [...supertypes, ...types].join(' ');
  return subtypes.length > 0 ? `${left} — ${subtypes.join(' ')}` : left;
}

/** One face as printed: name and cost, type line with P/T or loyalty, then its Oracle text. */
function faceLines(def: CardDef, label: string): string[] {
  const cost = manaCostText(def.manaCost);
  const stats =
    def.power !== undefined && def.toughness !== undefined
      ? ` ${def.power}/${def.toughness}`
      : def.loyalty !== undefined
        ? ` (loyalty ${def.loyalty})`
        : '';
  return [
    `${label}${def.name}${cost ? ` ${cost}` : ''}`,
    `  ${typeLine(def.supertypes, def.types, def.subtypes)}${stats}`,
    ...(def.oracleText.trim() ? def.oracleText.split('\n').map((l) => `  ${l}`) : ['  (no rules text)']),
  ];
}

/** The printed card: one face, or both faces of a double-faced card (CR 712), the one up marked. */
function printedLines(def: CardDef, up: 0 | 1 | null): string[] {
  const front = def.backOf ? findCard(def.backOf) : def;
  const back = front?.back;
  if (!front || !back) return faceLines(def, '');
  const mark = (face: 0 | 1) => (up === face ? ' (face up)' : '');
  return [...faceLines(front, `Front face${mark(0)}: `), ...faceLines(back, `Back face${mark(1)}: `)];
}

function rulingLines(name: string): string[] {
  const rulings = rulingsFor(name);
  if (rulings.length === 0) return [`Rulings: none in Gatherer's rulings (they go up to ${rulingsUntil()}).`];
  return [`Rulings (Gatherer):`, ...rulings.map((r) => `  ${r.date}  ${r.text}`)];
}

/** Where an object is and whose it is: "yours, on the battlefield", "Computer's, in your graveyard". */
function placeText(view: GameState, id: ObjectId, me: PlayerId): string {
  const o = view.objects[id]!;
  const whose = (p: PlayerId) => (p === me ? 'yours' : `${playerName(view, p)}'s`);
  const owner = o.owner === me ? 'your' : `${playerName(view, o.owner)}'s`;
  const where =
    o.zone === 'graveyard' || o.zone === 'hand' || o.zone === 'library'
      ? `in ${owner} ${o.zone}`
      : (ZONE_WORDS[o.zone] ?? o.zone);
  const ctrl = o.zone === 'battlefield' || o.zone === 'stack' ? whose(o.controller) : whose(o.owner);
  const owned =
    o.zone === 'battlefield' && o.controller !== o.owner
      ? ` (owned by ${o.owner === me ? 'you' : playerName(view, o.owner)})`
      : '';
  return `${ctrl}${owned}, ${where}${o.left ? ' — no longer there: as it last was' : ''}`;
}

/** What an object is now, where that differs from the card: its characteristics after continuous effects (CR 613). */
function nowLines(view: GameState, id: ObjectId): string[] {
  const o = view.objects[id]!;
  const ch = characteristics(view, id);
  const def = cardDef(ch.defName);
  const out: string[] = [];
  const pt = ch.types.includes('Creature') ? ` ${ch.power}/${ch.toughness}` : '';
  const printedPt = def.power !== undefined ? ` ${def.power}/${def.toughness}` : '';
  const now = `${typeLine(ch.supertypes, ch.types, ch.subtypes)}${pt}`;
  const printed = `${typeLine(def.supertypes, def.types, def.subtypes)}${def.types.includes('Creature') ? printedPt : ''}`;
  const colors = ch.colors.length > 0 ? ch.colors.map((c) => COLOR_WORDS[c]).join(' and ') : 'colorless';
  const keywords = ch.keywords.length > 0 ? `; ${ch.keywords.join(', ')}` : '';
  if (o.zone === 'battlefield' || o.zone === 'stack' || now !== printed || ch.name !== def.name)
    out.push(`Now: ${ch.name !== def.name ? `${ch.name}, ` : ''}${now}, ${colors}${keywords}`);
  if (ch.abilities.length === 0 && def.abilities.length > 0) out.push('  It has lost all its abilities.');
  const extra = ch.abilities.slice(def.abilities.length);
  for (const a of extra) if ('text' in a) out.push(`  Has: ${withName(a.text, ch.name)}`);
  return out;
}

/** Counters, damage, tapped, attachments and combat: the state of a permanent. */
function stateLines(view: GameState, id: ObjectId): string[] {
  const o = view.objects[id]!;
  const out: string[] = [];
  const counters = Object.entries(o.counters).filter(([, n]) => n > 0);
  if (counters.length > 0) out.push(`Counters: ${counters.map(([k, n]) => `${n} ${k}`).join(', ')}`);
  if (o.zone !== 'battlefield') return out;
  const st = [o.tapped ? 'tapped' : 'untapped', ...(o.damage > 0 ? [`${o.damage} damage marked`] : [])];
  out.push(`State: ${st.join(', ')}`);
  if (o.attachedTo)
    out.push(
      `Attached to: ${refName(view, o.attachedTo)}${'object' in o.attachedTo ? ` #${o.attachedTo.object}` : ''}`,
    );
  const on = view.battlefield.filter((a) => {
    const to = view.objects[a]?.attachedTo;
    return !!to && 'object' in to && to.object === id;
  });
  if (on.length > 0) out.push(`Attached to it: ${on.map((a) => `${objectName(view, a)} #${a}`).join(', ')}`);
  if (o.attacking !== null) out.push(`Attacking ${playerName(view, o.attacking)}${o.blocked ? ' (blocked)' : ''}`);
  if (o.blocking.length > 0) out.push(`Blocking ${o.blocking.map((b) => `${objectName(view, b)} #${b}`).join(', ')}`);
  return out;
}

/** The full text of an object the person can see. */
export function objectText(view: GameState, id: ObjectId, me: PlayerId): string {
  const o = view.objects[id];
  if (!o || isHidden(view, id)) return `#${id} is a hidden card: you can't see it.`;
  const ch = characteristics(view, id);
  const def = cardDef(o.def);
  return [
    `${ch.name} #${id} — ${placeText(view, id, me)}`,
    ...printedLines(def, def.back ? o.face : null),
    ...nowLines(view, id),
    ...stateLines(view, id),
    ...(o.token ? ['(a token)'] : rulingLines(def.name)),
  ].join('\n');
}

/** The full text of a card by name alone, as printed (a card no object of the view is). */
function cardText(def: CardDef): string {
  return [...printedLines(def, null), ...rulingLines(def.name)].join('\n');
}

/** A zone's cards, one a line with its #id, hidden ones as such. */
function listText(view: GameState, title: string, ids: readonly ObjectId[], me: PlayerId): string {
  if (ids.length === 0) return `${title}: empty`;
  return [
    `${title} (${ids.length}):`,
    ...ids.map((id) => {
      if (isHidden(view, id)) return '  a hidden card';
      const o = view.objects[id]!;
      return o.zone === 'hand' || o.zone === 'graveyard'
        ? `  #${id} ${cardInHandText(view, id)}`
        : `  ${objectLabel(view, id, me)}`;
    }),
    'show #id reads one.',
  ].join('\n');
}

/** The object an entry of the menu stands for: the card cast or played, the source activated, the target. */
function entryObject(menu: Menu | null, c: PendingChoice | null, key: string): ObjectId | null {
  const i = menu?.entries.findIndex((e) => e.key === key) ?? -1;
  const entry = i >= 0 ? menu!.entries[i] : undefined;
  if (!entry) return null;
  const a = entry.answer;
  if (a) {
    switch (a.kind) {
      case 'playLand':
      case 'cast':
        return a.card;
      case 'activate':
      case 'activateMana':
      case 'payWith':
        return a.source;
      case 'target':
        return a.target && 'object' in a.target ? a.target.object : null;
      default:
        return null;
    }
  }
  // Multiple-choice menus number their creatures and cards in order.
  const n = Number(key) - 1;
  if (!c || !Number.isInteger(n)) return null;
  if (c.kind === 'declareAttackers') return c.options[n]?.attacker ?? null;
  if (c.kind === 'declareBlockers') return c.options[n]?.blocker ?? null;
  if (c.kind === 'chooseCards' || c.kind === 'bottomCards') return c.cards[n] ?? null;
  return null;
}

/** The objects the person can see by a name (any case; the whole name, else its start), most present first. */
function objectsNamed(view: GameState, name: string, me: PlayerId): ObjectId[] {
  const pl = view.players[me];
  const order = [
    ...view.stack.flatMap((i) => (i.kind === 'spell' ? [i.object] : [])),
    ...view.battlefield,
    ...(pl?.hand ?? []),
    ...view.players.flatMap((p) => p.graveyard),
    ...view.exile,
    ...view.command,
  ];
  const visible = order.filter((id) => !isHidden(view, id) && !view.objects[id]!.left);
  const key = name.toLowerCase();
  const exact = visible.filter((id) => objectName(view, id).toLowerCase() === key);
  return exact.length > 0 ? exact : visible.filter((id) => objectName(view, id).toLowerCase().startsWith(key));
}

/** The answer to `show WHAT`, as the person (`me`) sees the game. */
export function showText(view: GameState, me: PlayerId, what: string, menu: Menu | null): string {
  const w = what.trim().toLowerCase().replace(/\s+/g, ' ');
  const opponent = view.players.find((p) => p.id !== me);
  const mine = view.players[me];
  if (w === '') return `Show what? ${USAGE}.`;
  if (w === 'hand' || w === 'my hand') return listText(view, 'Your hand', mine?.hand ?? [], me);
  if (/^(my )?(graveyard|gy|yard)$/.test(w)) return listText(view, 'Your graveyard', mine?.graveyard ?? [], me);
  if (/^(opponent'?s?|their|computer'?s?) (graveyard|gy|yard)$/.test(w) && opponent)
    return listText(view, `${opponent.name}'s graveyard`, opponent.graveyard, me);
  if (/^(opponent'?s?|their|computer'?s?) hand$/.test(w) && opponent)
    return listText(view, `${opponent.name}'s hand`, opponent.hand, me);
  if (w === 'exile') {
    const byOwner = (p: PlayerId) => view.exile.filter((id) => (view.objects[id]?.owner ?? p) === p);
    return view.players
      .map((p) => listText(view, `Exiled cards ${p.id === me ? 'you own' : `${p.name} owns`}`, byOwner(p.id), me))
      .join('\n');
  }
  const m = /^(#?)(\d+)$/.exec(w);
  if (m) {
    const fromMenu = m[1] === '' ? entryObject(menu, view.pending, m[2]!) : null;
    const id = fromMenu ?? Number(m[2]);
    if (!view.objects[id]) return `There is no card #${m[2]} you can see. ${USAGE}.`;
    return objectText(view, id, me);
  }
  const named = objectsNamed(view, w, me);
  if (named.length > 0) {
    const first = named[0]!;
    const same = named.slice(1).filter((id) => objectName(view, id) === objectName(view, first));
    return objectText(view, first, me) + (same.length > 0 ? `\nAlso: ${same.map((id) => `#${id}`).join(', ')}` : '');
  }
  // Any card by name: its printed text tells nothing of the game.
  const def = findCard(what.trim());
  if (def && !def.token && !def.emblem) return cardText(def.backOf ? (findCard(def.backOf) ?? def) : def);
  return `No card you can see is called "${what.trim()}". ${USAGE}.`;
}
