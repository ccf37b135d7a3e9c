// What the table (the browser client `lorekeeper serve` answers) draws of a game: the person's view (viewFor, which
// carries nothing hidden from them) reduced to the objects they can see and the facts the client shows of each, the
// decision they face as the engine states it, and the log as they may read it. Pure: a game in, plain data out.
import {
  HIDDEN_CARD,
  STEP_NAMES,
  cardDef,
  characteristics,
  defaultDamageAssignment,
  defaultDivision,
  isSummoningSick,
  manaCostText,
  poolText,
  type GameState,
  type LoggedEvent,
  type ObjectId,
  type PendingChoice,
  type PlayerId,
} from '../engine/index.js';
import { actionLabel, objectName, refName, stackItemText, withName } from './describe.js';
import { HUMAN, type HumanGame } from './human-game.js';
import { HUMAN_NAME, compactLog, resultLine } from './render.js';
import { STOP_STEPS, type StopTable } from './stops.js';
import type {
  TableCard,
  TableInfo,
  TablePlayer,
  TableSnapshot,
  TableStackItem,
  TableStops,
  TableView,
} from './table-types.js';

export type * from './table-types.js';

export function tableSnapshot(id: string, game: HumanGame): TableSnapshot {
  return seatSnapshot({
    id,
    decks: game.decks.map((d) => d.label),
    seat: HUMAN,
    spectator: false,
    state: game.state,
    view: game.view(),
    pending: game.decision,
    log: game.log,
    seed: game.seed,
    name: HUMAN_NAME,
    stops: stopsOf(game.stops, game.fullControl),
    table: null,
    format: game.format,
    undo: game.decisionsTaken,
    finished: game.finished,
  });
}

/** What one seat (or a spectator) is shown of a game. */
export interface SeatSnapshotInput {
  readonly id: string;
  readonly decks: readonly string[];
  /** the seat whose view this is (a spectator's: the seat drawn at the bottom) */
  readonly seat: PlayerId;
  readonly spectator: boolean;
  readonly state: GameState;
  /** what they may see of the state (viewFor, or decisionView) */
  readonly view: GameState;
  /** their decision, or null */
  readonly pending: PendingChoice | null;
  /** the events as they may see them (eventsFor) */
  readonly log: readonly LoggedEvent[];
  readonly seed: number;
  /** the number an answer names to be refused when the game has moved past it (default: the state's decisions) */
  readonly decision?: number;
  /** their player's name ("You" turns the log's sentences into the second person) */
  readonly name: string;
  readonly stops: TableStops | null;
  readonly table: TableInfo | null;
  readonly format: TableSnapshot['format'];
  /** a game against the computer: the person's decisions so far (TableSnapshot.undo); absent at a table */
  readonly undo?: number;
  /** the game is over for the person (default: when it is over): a person who left a game against the computer
   * is done with it (CR 800.4a), the others' game is not played out */
  readonly finished?: boolean;
  /** a finished game replayed: the step shown and the last */
  readonly replay?: { readonly step: number; readonly steps: number };
}

export function seatSnapshot(i: SeatSnapshotInput): TableSnapshot {
  const over = i.finished ?? i.state.over;
  const pending = i.pending;
  return {
    id: i.id,
    decks: i.decks,
    seat: i.seat,
    spectator: i.spectator,
    view: tableView(i.view, pending, commanderNames(i.state)),
    decision: i.decision ?? i.state.decisions,
    pending,
    labels: pending ? labelsFor(i.view, pending) : [],
    suggested:
      pending?.kind === 'assignDamage'
        ? { kind: 'damage', assignment: defaultDamageAssignment(pending) }
        : pending?.kind === 'divide'
          ? { kind: 'divide', amounts: defaultDivision(pending.amount, pending.targets.length) }
          : null,
    log: compactLog(i.view, i.log, i.name),
    over,
    result: over ? resultLine(i.state, i.name) : null,
    seed: over ? i.seed : null,
    stops: i.stops,
    table: i.table,
    format: i.format,
    undo: i.undo ?? null,
    replay: i.replay ?? null,
  };
}

/** CR 903.3: each commander's name, by its card: a player's commanders are known to all from the start (they begin
 * face up in the command zone, 903.6), wherever they are now. */
function commanderNames(state: GameState): ReadonlyMap<number, string> {
  const wanted = new Set(state.players.flatMap((p) => p.commanders));
  const names = new Map<number, string>();
  if (wanted.size === 0) return names;
  for (const o of state.objects) if (o && wanted.has(o.card) && !names.has(o.card)) names.set(o.card, o.def);
  return names;
}

/** A seat's stops as the table shows them. */
export function stopsOf(stops: StopTable, fullControl: boolean): TableStops {
  return {
    mine: STOP_STEPS.filter((s) => stops.mine.has(s)),
    theirs: STOP_STEPS.filter((s) => stops.theirs.has(s)),
    fullControl,
  };
}

/** The view's visible objects and zones. `view` must be a view for the person (viewFor): hidden cards are
 * placeholders there, and are left out here. */
export function tableView(
  view: GameState,
  pending: PendingChoice | null,
  commanders: ReadonlyMap<number, string> = new Map(),
): TableView {
  const objects: Record<string, TableCard> = {};
  const add = (id: ObjectId): boolean => {
    if (objects[id]) return true;
    const card = tableCard(view, id);
    if (card) objects[id] = card;
    return card !== null;
  };
  const players = view.players.map((pl): TablePlayer => {
    const hand = pl.hand.filter(add);
    return {
      id: pl.id,
      name: pl.name,
      life: pl.life,
      poison: pl.poison,
      hand,
      handCount: pl.hand.length,
      libraryCount: pl.library.length,
      graveyard: pl.graveyard.filter(add),
      exile: view.exile.filter((e) => view.objects[e]?.owner === pl.id && add(e)),
      command: view.command.filter((c) => view.objects[c]?.owner === pl.id && add(c)),
      pool: poolText(pl.pool),
      lost: pl.lost,
      conceded: pl.conceded,
      commanderDamage: Object.entries(pl.commanderDamage).flatMap(([card, amount]) => {
        const owner = view.players.find((p) => p.commanders.includes(Number(card)));
        return amount > 0 && owner
          ? [{ commander: commanders.get(Number(card)) ?? 'a commander', owner: owner.id, amount }]
          : [];
      }),
    };
  });
  const battlefield = view.battlefield.filter(add);
  const stack = view.stack.map((item): TableStackItem => {
    const object = item.kind === 'spell' ? item.object : item.source;
    add(object);
    const targets = item.kind === 'spell' ? (view.objects[item.object]?.targets ?? []) : item.targets;
    for (const t of targets) if ('object' in t) add(t.object);
    return {
      id: item.id,
      kind: item.kind,
      object,
      name: item.kind === 'spell' ? objectName(view, item.object) : item.sourceName,
      controller: item.kind === 'spell' ? (view.objects[item.object]?.controller ?? 0) : item.controller,
      text: stackItemText(view, item),
      targets,
      targetNames: targets.map((t) => refName(view, t)),
    };
  });
  for (const id of battlefield) {
    const to = view.objects[id]?.attachedTo;
    if (to && 'object' in to) add(to.object);
  }
  if (pending) for (const id of objectsNamed(pending)) add(id);
  const t = view.turn;
  return {
    turn: { number: t.number, active: t.active, step: t.step, stepName: STEP_NAMES[t.step] },
    players,
    battlefield,
    stack,
    dayNight: view.dayNight,
    objects,
  };
}

/** The objects a decision names (a target, a card to choose, a source to pay with, a creature in combat). */
function objectsNamed(c: PendingChoice): ObjectId[] {
  switch (c.kind) {
    case 'priority':
      return c.actions.flatMap((a) =>
        a.kind === 'pass'
          ? []
          : a.kind === 'playLand' || a.kind === 'cast'
            ? [a.card]
            : a.kind === 'turnFaceUp'
              ? [a.permanent]
              : [a.source],
      );
    case 'target':
      return [c.source, ...c.legal.flatMap((r) => ('object' in r ? [r.object] : []))];
    case 'bottomCards':
    case 'chooseCards':
      return [...c.cards];
    case 'payMana':
      return c.sources.map((s) => s.source);
    case 'declareAttackers':
      return c.options.flatMap((o) => [o.attacker, ...o.planeswalkers]);
    case 'declareBlockers':
      return c.options.flatMap((o) => [o.blocker, ...o.attackers]);
    case 'assignDamage':
      return [c.attacker, ...c.blockers.map((b) => b.blocker)];
    case 'divide':
      return c.targets.flatMap((r) => ('object' in r ? [r.object] : []));
    case 'orderTriggers':
      return c.triggers.map((t) => t.source);
    case 'mulligan':
    case 'chooseX':
    case 'chooseMode':
    case 'yesNo':
    case 'chooseReplacement':
    case 'chooseColor':
    case 'chooseCreatureType':
    case 'chooseManaCombination':
      return [];
  }
}

/** A visible object as the table draws it; null for a hidden card or no object. */
export function tableCard(view: GameState, id: ObjectId): TableCard | null {
  const o = view.objects[id];
  if (!o) return null;
  if (o.def === HIDDEN_CARD) {
    // Only a card exiled face down is drawn while hidden (CR 406.3a: anyone may count them); library and hand
    // placeholders are counts.
    if (!(o.zone === 'exile' && o.faceDown)) return null;
    return {
      ...BLANK,
      id,
      known: false,
      zone: o.zone,
      controller: o.controller,
      owner: o.owner,
    };
  }
  const ch = characteristics(view, id);
  const def = cardDef(ch.defName);
  const creature = ch.types.includes('Creature');
  const type = [...ch.supertypes, ...ch.types].join(' ');
  const sub = ch.allCreatureTypes ? ['every creature type', ...ch.subtypes] : ch.subtypes;
  const final = ch.subtypes.includes('Saga') ? finalChapter(ch.abilities) : 0;
  return {
    id,
    known: true,
    name: ch.name,
    manaCost: manaCostText(def.manaCost),
    typeLine: sub.length > 0 ? `${type} — ${sub.join(' ')}` : type,
    colors: ch.colors,
    text: withName(def.oracleText, ch.name),
    keywords: ch.keywords,
    power: creature ? ch.power : null,
    toughness: creature ? ch.toughness : null,
    basePower: def.power ?? null,
    baseToughness: def.toughness ?? null,
    counters: o.counters,
    tapped: o.tapped,
    damage: o.damage,
    attachedTo: o.attachedTo,
    zone: o.zone,
    controller: o.controller,
    owner: o.owner,
    token: o.token,
    face: o.face,
    doubleFaced: def.back !== undefined || def.backOf !== undefined,
    saga: final > 0 ? { lore: o.counters.lore ?? 0, final } : null,
    attacking: o.attacking,
    attackingPlaneswalker: o.attackingPlaneswalker,
    blocking: o.blocking,
    blocked: o.blocked,
    summoningSick: o.zone === 'battlefield' && !o.left && isSummoningSick(view, id),
    left: o.left,
  };
}

const BLANK: Omit<TableCard, 'id' | 'known' | 'zone' | 'controller' | 'owner'> = {
  name: '',
  manaCost: '',
  typeLine: '',
  colors: [],
  text: '',
  keywords: [],
  power: null,
  toughness: null,
  basePower: null,
  baseToughness: null,
  counters: {},
  tapped: false,
  damage: 0,
  attachedTo: null,
  token: false,
  face: 0,
  doubleFaced: false,
  saga: null,
  attacking: null,
  attackingPlaneswalker: null,
  blocking: [],
  blocked: false,
  summoningSick: false,
  left: false,
};

/** CR 714.2d: a Saga's final chapter number, the greatest among its chapter abilities. */
function finalChapter(abilities: ReturnType<typeof characteristics>['abilities']): number {
  let n = 0;
  for (const a of abilities)
    if (a.kind === 'triggered' && a.trigger.kind === 'chapter') n = Math.max(n, a.trigger.chapter);
  return n;
}

/** Words for the options of a decision that the engine gives as bare values. */
function labelsFor(view: GameState, c: PendingChoice): string[] {
  if (c.kind === 'priority') return c.actions.map((a) => actionLabel(view, a));
  if (c.kind === 'payMana')
    return c.sources.map((s) => {
      const name = objectName(view, s.source);
      const a = characteristics(view, s.source).abilities[s.ability];
      const text = a && 'text' in a ? withName(a.text, name) : `ability ${s.ability + 1}`;
      return `${name}: ${text}${s.restriction ? ` (${s.restriction})` : ''}`;
    });
  return [];
}
