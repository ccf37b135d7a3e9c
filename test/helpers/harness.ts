// A test harness that speaks the player's language: seats 'A' and 'B', cards by name, and drivers that answer the
// engine's decisions the way a player at the table would ("I cast Shock targeting Grizzly Bears, tapping a
// Mountain"). Every answer goes through the public `apply`; a refused answer or an unexpected decision throws with
// the engine's message and the decision that was pending, so a test never silently drifts off its script.
// Nothing here knows about particular cards.
import { loadCards } from '../../src/cards/index.js';
import {
  apply,
  castName,
  castWayName,
  characteristics,
  createGame,
  findCard,
  STEPS,
  type Answer,
  type ApplyResult,
  type CastWay,
  type Color,
  type GameConfig,
  type GameObject,
  type GameState,
  type LoggedEvent,
  type ManaType,
  type ObjectId,
  type PendingChoice,
  type PlayerConfig,
  type PlayerId,
  type PriorityAction,
  type Ref,
  type Step,
  type Zone,
} from '../../src/engine/index.js';

loadCards();

/** The seats: A is player 0, B is player 1, and so on (a game has 2 to 6 players). */
export type Seat = 'A' | 'B' | 'C' | 'D' | 'E' | 'F';
const SEATS: readonly Seat[] = ['A', 'B', 'C', 'D', 'E', 'F'];

export const seatId = (s: Seat): PlayerId => SEATS.indexOf(s);
export const seatOf = (p: PlayerId): Seat => SEATS[p] ?? fail(`no seat for player ${p}`);

export type BattlefieldCard =
  string | { readonly name: string; readonly tapped?: boolean; readonly counters?: Readonly<Record<string, number>> };

/** A player's starting zones. The library lists cards bottom first: the LAST name is the top card. */
export interface Zones {
  readonly library?: readonly string[];
  readonly hand?: readonly string[];
  readonly battlefield?: readonly BattlefieldCard[];
  readonly graveyard?: readonly string[];
  readonly life?: number;
  /** poison counters at the start */
  readonly poison?: number;
}

export interface Setup {
  readonly A?: Zones;
  readonly B?: Zones;
  readonly C?: Zones;
  readonly D?: Zones;
  readonly E?: Zones;
  readonly F?: Zones;
  /** the number of players (default: 2, or as many as the last seat given needs) */
  readonly players?: number;
  /** default: A */
  readonly startingPlayer?: Seat | PlayerId;
  readonly seed?: number;
  /** CR 801: the limited range of influence option, in seats */
  readonly rangeOfInfluence?: number;
}

/** A game being driven by a test: the latest state and everything logged since the game was created. */
export interface Game {
  state: GameState;
  readonly log: LoggedEvent[];
}

/** The library each player gets unless the test gives one: enough basic lands that nobody decks out. */
export const DEFAULT_LIBRARY: readonly string[] = Array.from({ length: 20 }, () => 'Plains');

/** `k` cards of one name ("Mountain" × 3), for a zone. */
export const lands = (name: string, k: number): string[] => Array.from({ length: k }, () => name);

export function fail(message: string): never {
  throw new Error(message);
}

/** Builds a game from zones: no opening hands or mulligans, libraries in the given order. */
export function game(setup: Setup = {}): Game {
  const zones = (s: Seat) => setup[s] ?? {};
  const start = setup.startingPlayer ?? 'A';
  const count = setup.players ?? Math.max(2, ...SEATS.map((s, i) => (setup[s] ? i + 1 : 0)));
  const created = createGame({
    seed: setup.seed ?? 1,
    openingHands: false,
    shuffle: false,
    startingPlayer: typeof start === 'number' ? start : seatId(start),
    ...(setup.rangeOfInfluence === undefined ? {} : { rangeOfInfluence: setup.rangeOfInfluence }),
    players: SEATS.slice(0, count).map((s) => {
      const z = zones(s);
      return {
        name: s,
        library: z.library ?? DEFAULT_LIBRARY,
        hand: z.hand ?? [],
        battlefield: z.battlefield ?? [],
        graveyard: z.graveyard ?? [],
        ...(z.life === undefined ? {} : { life: z.life }),
        ...(z.poison === undefined ? {} : { poison: z.poison }),
      };
    }),
  });
  return { state: created.state, log: [...created.events] };
}

/** A two-player Commander game (CR 903) of seats A and B, A first, no opening hands, libraries in the given order:
 * each seat's config is `seat` (A's, then B's) over `base` (the library and commander every seat has unless told). */
export function commanderGame(
  base: Partial<PlayerConfig>,
  a: Partial<PlayerConfig>,
  b: Partial<PlayerConfig> = {},
  more: Partial<GameConfig> = {},
): Game {
  const player = (name: string, p: Partial<PlayerConfig>): PlayerConfig => ({ name, library: [], ...base, ...p });
  const created = createGame({
    seed: 1,
    variant: 'commander',
    openingHands: false,
    shuffle: false,
    startingPlayer: 0,
    players: [player('A', a), player('B', b)],
    ...more,
  });
  return wrap(created.state, created.events);
}

/** Wraps a state made elsewhere (createGame with other options, a deserialized state). */
export function wrap(state: GameState, log: readonly LoggedEvent[] = []): Game {
  return { state, log: [...log] };
}

// ---------------------------------------------------------------------------------------------------------------
// Describing things in messages

const canonical = (name: string): string => findCard(name)?.name ?? name;

/** An object's current name (the face that's up, or what it copies: CR 712.8, 707.2). */
export function nameOf(state: GameState, id: ObjectId): string {
  const o = state.objects[id];
  return o ? characteristics(state, id).name : `#${id}`;
}

function refText(state: GameState, r: Ref): string {
  if ('ability' in r) return `ability#${r.ability}`;
  return 'player' in r ? `player ${seatOf(r.player)}` : `${nameOf(state, r.object)}#${r.object}`;
}

/** The land a play-land action plays: a modal double-faced card played with its back face up is that face (CR 712.12). */
function landName(state: GameState, a: Extract<PriorityAction, { kind: 'playLand' }>): string {
  const name = nameOf(state, a.card);
  return a.face === 1 ? (findCard(name)?.back?.name ?? name) : name;
}

export function actionText(state: GameState, a: PriorityAction): string {
  switch (a.kind) {
    case 'pass':
      return 'pass';
    case 'playLand':
      return `playLand ${landName(state, a)}`;
    case 'cast':
      // Another way to cast names the spell it makes and the way, as scenarios write it: "cast Hook-Haunt Drifter
      // using Disturb"; a modal double-faced card's back face is named alone (CR 712.11b).
      if (a.via === 'back') return `cast ${viaName(state, a.card, a.via)}`;
      return a.via
        ? `cast ${viaName(state, a.card, a.via)} using ${castWayName(a.via)}`
        : `cast ${nameOf(state, a.card)}`;
    case 'activate':
      return `activate ${nameOf(state, a.source)}/${a.ability}`;
    case 'activateMana':
      return `mana ${nameOf(state, a.source)}/${a.ability}`;
    case 'turnFaceUp':
      return `turnFaceUp ${state.objects[a.permanent]?.def ?? ''}#${a.permanent}`;
  }
}

/** The name of the spell a card becomes when cast that way (its back face's when cast transformed). */
function viaName(state: GameState, card: ObjectId, via: CastWay): string {
  return castName(state, state.pending?.player ?? state.objects[card]?.owner ?? 0, card, via);
}

/** The pending decision in words, for failure messages. */
export function describePending(state: GameState): string {
  const c = state.pending;
  const where = `turn ${state.turn.number} ${state.turn.step}, stack ${state.stack.length}`;
  if (!c) return `no decision pending (${where}${state.over ? ', game over' : ''})`;
  const who = seatOf(c.player);
  let what: string;
  switch (c.kind) {
    case 'priority':
      what = `priority: ${c.actions.map((a) => actionText(state, a)).join(', ')}`;
      break;
    case 'target':
      what = `target "${c.prompt}": ${c.legal.map((r) => refText(state, r)).join(', ')}`;
      break;
    case 'chooseCards':
    case 'bottomCards':
      what = `${c.kind} "${'prompt' in c ? c.prompt : ''}": ${c.cards.map((id) => nameOf(state, id)).join(', ')}`;
      break;
    default:
      what = JSON.stringify(c);
  }
  return `${who} must decide ${what} (${where})`;
}

// ---------------------------------------------------------------------------------------------------------------
// Answering

/** Applies an answer for whoever must decide (or `who`), failing loudly if the engine refuses it. */
export function answer(g: Game, a: Answer, who?: Seat): readonly LoggedEvent[] {
  const pending = g.state.pending;
  const p = who !== undefined ? seatId(who) : (pending?.player ?? fail(`no decision pending for ${JSON.stringify(a)}`));
  const before = describePending(g.state);
  const r = apply(g.state, p, a);
  if (!r.ok)
    fail(`${seatOf(p)}'s answer ${JSON.stringify(a)} was refused (${r.error.code}): ${r.error.message}\n${before}`);
  g.state = r.state;
  g.log.push(...r.events);
  return r.events;
}

/** Applies an answer without asserting anything and without changing the game: for tests of refused answers. */
export function attempt(g: Game, who: Seat | PlayerId, a: Answer): ApplyResult {
  return apply(g.state, typeof who === 'number' ? who : seatId(who), a);
}

function pendingOf<K extends PendingChoice['kind']>(g: Game, kind: K): Extract<PendingChoice, { kind: K }> {
  const c = g.state.pending;
  if (!c || c.kind !== kind) fail(`expected a ${kind} decision, but ${describePending(g.state)}`);
  return c as Extract<PendingChoice, { kind: K }>;
}

/** The player with priority passes. */
export function passPriority(g: Game): readonly LoggedEvent[] {
  pendingOf(g, 'priority');
  return answer(g, { kind: 'pass' });
}

/** Answers an attack or block declaration with "none" when one comes up while players are passing. */
function declareNothing(g: Game): boolean {
  const c = g.state.pending;
  if (c?.kind === 'declareAttackers') answer(g, { kind: 'attackers', attackers: [] });
  else if (c?.kind === 'declareBlockers') answer(g, { kind: 'blockers', blocks: [] });
  else return false;
  return true;
}

const MAX_STEPS = 5000;

/**
 * Both players pass priority (and declare no attackers or blockers) until the first time a player gets priority in
 * `step` of `turn` (default: the current turn). Fails loudly if any other decision comes up, if the game ends, or
 * if that point is passed without stopping there (a skipped step, or a step without priority).
 */
export function passUntil(g: Game, at: { readonly turn?: number; readonly step: Step }): void {
  const turn = at.turn ?? g.state.turn.number;
  const target = STEPS.indexOf(at.step);
  for (let i = 0; i < MAX_STEPS; i++) {
    const s = g.state;
    if (s.over) fail(`the game ended before turn ${turn} ${at.step}: ${describePending(s)}`);
    const here = STEPS.indexOf(s.turn.step);
    if (s.turn.number === turn && here === target && s.pending?.kind === 'priority') return;
    if (s.turn.number > turn || (s.turn.number === turn && here > target))
      fail(`passed turn ${turn} ${at.step} without stopping there: ${describePending(s)}`);
    if (s.pending?.kind === 'priority') passPriority(g);
    else if (!declareNothing(g))
      fail(`unexpected decision while passing to turn ${turn} ${at.step}: ${describePending(s)}`);
  }
  fail(`passUntil did not reach turn ${turn} ${at.step}`);
}

/** Both players pass until the stack is empty; fails loudly on any other decision. */
export function resolveStack(g: Game): void {
  for (let i = 0; i < MAX_STEPS && g.state.stack.length > 0; i++) {
    if (g.state.over) return;
    if (g.state.pending?.kind !== 'priority') fail(`unexpected decision while resolving: ${describePending(g.state)}`);
    passPriority(g);
  }
  if (g.state.stack.length > 0) fail('the stack did not empty');
}

/** Both players pass once each so the top of the stack resolves; stops at whatever decision comes next. */
export function resolveTop(g: Game): void {
  const n = g.state.stack.length;
  if (n === 0) fail('the stack is empty');
  for (let i = 0; i < 2 && g.state.stack.length === n && g.state.pending?.kind === 'priority'; i++) passPriority(g);
}

// ---------------------------------------------------------------------------------------------------------------
// Finding objects

export interface ObjectQuery {
  readonly controller?: Seat;
  readonly zone?: Zone;
}

/** Current objects (not past incarnations) with that card name, optionally filtered. Default zone: battlefield. */
export function objs(g: Game, name: string, q: ObjectQuery = {}): GameObject[] {
  const n = canonical(name);
  const zone = q.zone ?? 'battlefield';
  return g.state.objects.filter(
    (o): o is GameObject =>
      !!o &&
      !o.left &&
      nameOf(g.state, o.id) === n &&
      o.zone === zone &&
      (q.controller === undefined || o.controller === seatId(q.controller)),
  );
}

/** The one current object with that name (default zone: battlefield); fails when there is none or several. */
export function obj(g: Game, name: string, q: ObjectQuery = {}): GameObject {
  const found = objs(g, name, q);
  if (found.length !== 1)
    fail(
      `expected one ${name} in ${q.zone ?? 'battlefield'}${q.controller ? ` of ${q.controller}` : ''}, found ${found.length}`,
    );
  return found[0]!;
}

/** A target or damage recipient in the player's words: a seat, a card name, a card of a given controller, or a
 * raw reference. */
export type TargetName =
  Seat | string | { readonly name: string; readonly controller?: Seat; readonly zone?: Zone } | Ref;

function isSeat(x: string): x is Seat {
  return (SEATS as readonly string[]).includes(x);
}

/** Turns a target name into a reference, preferring the legal choices when the name is ambiguous. */
export function toRef(g: Game, t: TargetName, legal: readonly Ref[] = []): Ref {
  if (typeof t === 'object' && ('player' in t || 'object' in t || 'ability' in t)) return t;
  if (typeof t === 'string' && isSeat(t)) return { player: seatId(t) };
  const name = typeof t === 'string' ? t : t.name;
  const q: ObjectQuery =
    typeof t === 'string'
      ? {}
      : { ...(t.controller ? { controller: t.controller } : {}), ...(t.zone ? { zone: t.zone } : {}) };
  const zones: readonly Zone[] = q.zone ? [q.zone] : ['battlefield', 'graveyard', 'stack', 'hand'];
  const candidates = zones.flatMap((zone) => objs(g, name, { ...q, zone }));
  const legalOnes = candidates.filter((o) => legal.some((r) => 'object' in r && r.object === o.id));
  const pick = legalOnes[0] ?? candidates[0];
  if (!pick) fail(`no object named ${name} to target`);
  return { object: pick.id };
}

// ---------------------------------------------------------------------------------------------------------------
// Priority actions

const priorityOf = (g: Game) => pendingOf(g, 'priority');

/** The priority actions offered now, in words ("cast Shock", "playLand Mountain", "activate Anaba Shaman/0"). */
export function offered(g: Game): string[] {
  const c = g.state.pending;
  return c?.kind === 'priority' ? c.actions.map((a) => actionText(g.state, a)) : [];
}

export function canCast(g: Game, name: string): boolean {
  return offered(g).includes(`cast ${canonical(name)}`);
}

export function canPlayLand(g: Game, name: string): boolean {
  return offered(g).includes(`playLand ${canonical(name)}`);
}

/** The engine's index of the `n`th activated (non-mana) ability of a card, counted in printed order from 0. */
export function activatedIndex(g: Game, id: ObjectId, n: number): number {
  const abilities = characteristics(g.state, id).abilities;
  let seen = 0;
  for (let i = 0; i < abilities.length; i++) {
    if (abilities[i]!.kind !== 'activated') continue;
    if (seen === n) return i;
    seen++;
  }
  return fail(`${nameOf(g.state, id)} has no activated ability number ${n}`);
}

function activateActions(g: Game, name: string, n: number): Extract<PriorityAction, { kind: 'activate' }>[] {
  const c = g.state.pending;
  if (c?.kind !== 'priority') return [];
  return c.actions.filter(
    (a): a is Extract<PriorityAction, { kind: 'activate' }> =>
      a.kind === 'activate' &&
      nameOf(g.state, a.source) === canonical(name) &&
      a.ability === activatedIndex(g, a.source, n),
  );
}

export function canActivate(g: Game, name: string, n = 0): boolean {
  return activateActions(g, name, n).length > 0;
}

export function canTapForMana(g: Game, name: string): boolean {
  return offered(g).some((a) => a.startsWith(`mana ${canonical(name)}/`));
}

export interface CastOptions {
  /** targets in the order the card asks for them; null declines an optional one (or ends "any number of targets") */
  readonly targets?: readonly (TargetName | null)[];
  readonly x?: number;
  /** CR 601.2d: each target's share of an amount divided among the targets, in target order */
  readonly divide?: readonly number[];
  /** another way to cast it (CR 601.2b): flashback, disturb (named by the spell it makes), jump-start */
  readonly via?: CastWay;
  /** CR 601.2b, 700.2: the modes to choose (indexes in printed order, in the order chosen); when a modal spell asks
   * for more after these, "no more modes" is answered */
  readonly modes?: readonly number[];
}

/** Answers the decisions of casting or activating: targets, X, and mana (paid automatically). */
function finishAnnouncing(g: Game, who: PlayerId, what: string, opts: CastOptions): void {
  const targets = [...(opts.targets ?? [])];
  const modes = [...(opts.modes ?? [])];
  for (let i = 0; i < MAX_STEPS; i++) {
    const c = g.state.pending;
    if (!c || c.player !== who) break;
    if (c.kind === 'chooseMode' && opts.modes) {
      const m = modes.shift() ?? c.modes.find((x) => x.text === 'no more modes')?.mode ?? -1;
      if (!c.modes.some((x) => x.mode === m)) fail(`${what}: mode ${m} is not offered: ${describePending(g.state)}`);
      answer(g, { kind: 'mode', mode: m });
    } else if (c.kind === 'target') {
      const t = targets.shift();
      if (t === undefined) fail(`${what} asks for a target the test didn't give: ${describePending(g.state)}`);
      answer(g, { kind: 'target', target: t === null ? null : toRef(g, t, c.legal) });
    } else if (c.kind === 'chooseX') {
      if (opts.x === undefined) fail(`${what} asks for X: ${describePending(g.state)}`);
      answer(g, { kind: 'x', value: opts.x });
    } else if (c.kind === 'divide' && opts.divide !== undefined) {
      answer(g, { kind: 'divide', amounts: opts.divide });
    } else if (c.kind === 'payMana') {
      if (!c.canAutoPay) fail(`${what} can't be paid automatically: ${describePending(g.state)}`);
      answer(g, { kind: 'autoPay' });
    } else break;
  }
  if (targets.length > 0) fail(`${what} didn't ask for all the targets given (${targets.length} left)`);
  if (modes.length > 0) fail(`${what} didn't ask for all the modes given (${modes.length} left)`);
}

/** The player with priority casts the card with that name from their hand: targets, X, then automatic payment. */
export function cast(g: Game, name: string, opts: CastOptions = {}): void {
  const c = priorityOf(g);
  const via = opts.via ?? null;
  const action = c.actions.find(
    (a) =>
      a.kind === 'cast' &&
      (a.via ?? null) === via &&
      (via ? viaName(g.state, a.card, via) : nameOf(g.state, a.card)) === canonical(name),
  );
  if (!action)
    fail(`${seatOf(c.player)} can't cast ${name}${via ? ` using ${via}` : ''} now: ${describePending(g.state)}`);
  answer(g, action);
  finishAnnouncing(g, c.player, name, opts);
}

/** The player with priority plays the land with that name from their hand. */
export function playLand(g: Game, name: string): void {
  const c = priorityOf(g);
  const action = c.actions.find((a) => a.kind === 'playLand' && landName(g.state, a) === canonical(name));
  if (!action) fail(`${seatOf(c.player)} can't play ${name} now: ${describePending(g.state)}`);
  answer(g, action);
}

/**
 * The player with priority activates the `n`th activated ability (counted from 0 among the card's activated
 * abilities, in printed order) of a permanent they control or a card in their graveyard with that name.
 */
export function activate(
  g: Game,
  name: string,
  n = 0,
  targets: readonly (TargetName | null)[] = [],
  x?: number,
  divide?: readonly number[],
): void {
  const c = priorityOf(g);
  const action = activateActions(g, name, n)[0];
  if (!action) fail(`${seatOf(c.player)} can't activate ${name}'s ability ${n} now: ${describePending(g.state)}`);
  answer(g, action);
  finishAnnouncing(g, c.player, `${name}'s ability`, {
    targets,
    ...(x === undefined ? {} : { x }),
    ...(divide === undefined ? {} : { divide }),
  });
}

/** Answers the decisions of putting a triggered ability on the stack (CR 603.3d): targets and a division. */
export function announceTrigger(g: Game, opts: CastOptions): void {
  const c = g.state.pending;
  if (!c) fail('no decision pending for a triggered ability');
  finishAnnouncing(g, c.player, 'the triggered ability', opts);
}

/** The player with priority taps a permanent for mana, naming the color when it asks for one. */
export function tapForMana(g: Game, name: string, color?: ManaType): void {
  const c = priorityOf(g);
  const action = c.actions.find((a) => a.kind === 'activateMana' && nameOf(g.state, a.source) === canonical(name));
  if (!action) fail(`${seatOf(c.player)} can't tap ${name} for mana now: ${describePending(g.state)}`);
  answer(g, action);
  if (g.state.pending?.kind === 'chooseColor' && g.state.pending.player === c.player) {
    if (!color) fail(`${name} asks for a color: ${describePending(g.state)}`);
    answer(g, { kind: 'color', color });
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Combat

/** Passes priority within the current turn until a decision of `kind` comes up; returns false if the step it
 * belongs to begins without one (nothing could attack or block). */
function passToDeclaration(g: Game, kind: 'declareAttackers' | 'declareBlockers'): boolean {
  const turn = g.state.turn.number;
  const step: Step = kind === 'declareAttackers' ? 'declare_attackers' : 'declare_blockers';
  for (let i = 0; i < MAX_STEPS; i++) {
    const s = g.state;
    if (s.pending?.kind === kind) return true;
    if (s.turn.number !== turn || STEPS.indexOf(s.turn.step) > STEPS.indexOf(step))
      fail(`no ${kind} decision came up this turn: ${describePending(s)}`);
    if (s.turn.step === step && s.pending?.kind === 'priority') return false;
    if (s.pending?.kind !== 'priority') fail(`unexpected decision before ${kind}: ${describePending(s)}`);
    passPriority(g);
  }
  return fail(`no ${kind} decision came up`);
}

/** Players pass until the active player declares attackers; then these creatures attack (the only opponent by
 * default, or a planeswalker named `{ planeswalker }`, CR 506.3). An empty list declares no attackers. */
export function attack(g: Game, names: readonly string[], defender?: Seat | { readonly planeswalker: string }): void {
  if (!passToDeclaration(g, 'declareAttackers')) {
    if (names.length > 0) fail(`no creature could attack: ${describePending(g.state)}`);
    return;
  }
  const c = pendingOf(g, 'declareAttackers');
  const used = new Set<ObjectId>();
  const attackers = names.map((name) => {
    const opt = c.options.find((o) => nameOf(g.state, o.attacker) === canonical(name) && !used.has(o.attacker));
    // A creature that isn't among the options is still named, so the engine's refusal is what the test sees.
    const id = opt?.attacker ?? objs(g, name, { controller: seatOf(c.player) }).find((o) => !used.has(o.id))?.id;
    if (id === undefined) fail(`${seatOf(c.player)} controls no ${name}`);
    used.add(id);
    if (typeof defender === 'object') {
      const w = objs(g, defender.planeswalker).find((o) => o.zone === 'battlefield');
      if (!w) fail(`no planeswalker ${defender.planeswalker} on the battlefield`);
      return { attacker: id, defender: w.controller, planeswalker: w.id };
    }
    const to = defender !== undefined ? seatId(defender) : (opt?.defenders[0] ?? (c.player + 1) % 2);
    return { attacker: id, defender: to };
  });
  answer(g, { kind: 'attackers', attackers });
}

/** Players pass until the defending player declares blockers; then each [blocker, attacker] pair blocks. */
export function block(g: Game, pairs: readonly (readonly [string, string])[]): void {
  if (!passToDeclaration(g, 'declareBlockers')) {
    if (pairs.length > 0) fail(`no creature could block: ${describePending(g.state)}`);
    return;
  }
  const c = pendingOf(g, 'declareBlockers');
  const used = new Set<ObjectId>();
  const attacking = g.state.battlefield.filter((id) => g.state.objects[id]!.attacking !== null);
  const blocks = pairs.map(([b, a]) => {
    const opt = c.options.find((o) => nameOf(g.state, o.blocker) === canonical(b) && !used.has(o.blocker));
    const blocker = opt?.blocker ?? objs(g, b, { controller: seatOf(c.player) }).find((o) => !used.has(o.id))?.id;
    if (blocker === undefined) fail(`${seatOf(c.player)} controls no ${b}`);
    used.add(blocker);
    const candidates = attacking.filter((id) => nameOf(g.state, id) === canonical(a));
    const attacker = candidates.find((id) => opt?.attackers.includes(id)) ?? candidates[0];
    if (attacker === undefined) fail(`no attacking ${a}`);
    return { blocker, attacker };
  });
  answer(g, { kind: 'blockers', blocks });
}

/** Answers a pending assignDamage decision: [recipient, amount] pairs, recipients by name or seat. */
export function assignDamage(g: Game, parts: readonly (readonly [TargetName, number])[]): void {
  const c = pendingOf(g, 'assignDamage');
  const legal: Ref[] = c.blockers.map((b) => ({ object: b.blocker }));
  if (c.trampleTo !== null) legal.push(c.trampleTo);
  answer(g, { kind: 'damage', assignment: parts.map(([t, amount]) => ({ to: toRef(g, t, legal), amount })) });
}

/** Answers the pending color choice ("the color of your choice", chosen as the effect resolves). */
export function chooseColor(g: Game, color: Color): void {
  pendingOf(g, 'chooseColor');
  answer(g, { kind: 'color', color });
}

/** The block options the pending declaration offers, by blocker name: the names of the attackers each may block. */
export function blockOptions(g: Game): Record<string, string[]> {
  const c = pendingOf(g, 'declareBlockers');
  const name = (id: number) => characteristics(g.state, id).name;
  return Object.fromEntries(c.options.map((o) => [name(o.blocker), o.attackers.map(name)]));
}

/** Passes until the defending player declares blockers, or the declare blockers step begins without a declaration
 * (no creature could block); returns the block options then ({} when there is no declaration). */
export function toBlocks(g: Game): Record<string, string[]> {
  for (let i = 0; i < 20 && g.state.pending?.kind === 'priority' && g.state.turn.step !== 'declare_blockers'; i++)
    passPriority(g);
  return g.state.pending?.kind === 'declareBlockers' ? blockOptions(g) : {};
}

/** Answers a pending target decision (e.g. a triggered ability going on the stack) by name or seat. */
export function chooseTarget(g: Game, t: TargetName | null): void {
  const c = pendingOf(g, 'target');
  answer(g, { kind: 'target', target: t === null ? null : toRef(g, t, c.legal) });
}

/** Answers a pending chooseCards (or bottomCards) decision with cards named from its options. */
export function chooseCards(g: Game, names: readonly string[]): void {
  const c = g.state.pending;
  if (!c || (c.kind !== 'chooseCards' && c.kind !== 'bottomCards'))
    fail(`expected a card choice, but ${describePending(g.state)}`);
  const used = new Set<ObjectId>();
  const cards = names.map((name) => {
    const id = c.cards.find((x) => nameOf(g.state, x) === canonical(name) && !used.has(x));
    if (id === undefined) fail(`${name} is not among the cards to choose: ${describePending(g.state)}`);
    used.add(id);
    return id;
  });
  answer(g, { kind: 'cards', cards });
}

// ---------------------------------------------------------------------------------------------------------------
// Queries

export const life = (g: Game, s: Seat): number => g.state.players[seatId(s)]!.life;

const names = (g: Game, ids: readonly ObjectId[]): string[] => ids.map((id) => nameOf(g.state, id));

/** Names of the permanents a player controls, sorted. */
export function battlefield(g: Game, s: Seat): string[] {
  return names(
    g,
    g.state.battlefield.filter((id) => g.state.objects[id]!.controller === seatId(s)),
  ).sort();
}

/** Names of the cards in a player's graveyard, bottom first. */
export const graveyard = (g: Game, s: Seat): string[] => names(g, g.state.players[seatId(s)]!.graveyard);
/** Names of the cards in a player's hand, in order. */
export const hand = (g: Game, s: Seat): string[] => names(g, g.state.players[seatId(s)]!.hand);
export const handSize = (g: Game, s: Seat): number => g.state.players[seatId(s)]!.hand.length;
/** Names of the cards in a player's library, bottom first (the last is the top card). */
export const library = (g: Game, s: Seat): string[] => names(g, g.state.players[seatId(s)]!.library);

/** Power/toughness as "p/t", from the derived characteristics. */
export function pt(g: Game, name: string, q: ObjectQuery = {}): string {
  const ch = characteristics(g.state, obj(g, name, q).id);
  return `${ch.power}/${ch.toughness}`;
}

export const keywords = (g: Game, name: string, q: ObjectQuery = {}): readonly string[] =>
  characteristics(g.state, obj(g, name, q).id).keywords;

export const isTapped = (g: Game, name: string, q: ObjectQuery = {}): boolean => obj(g, name, q).tapped;

/** Names of what is on the stack, bottom first. */
export function stack(g: Game): string[] {
  return g.state.stack.map((it) => (it.kind === 'spell' ? nameOf(g.state, it.object) : `${it.sourceName} ability`));
}

/** Who must decide what now: e.g. "A priority", "B declareBlockers", or "none". */
export function decision(g: Game): string {
  const c = g.state.pending;
  return c ? `${seatOf(c.player)} ${c.kind}` : 'none';
}

export const where = (g: Game): { turn: number; step: Step; active: Seat } => ({
  turn: g.state.turn.number,
  step: g.state.turn.step,
  active: seatOf(g.state.turn.active),
});

/** Log texts, optionally from a mark (an earlier `g.log.length`). */
export function logTexts(g: Game, from = 0): string[] {
  return g.log.slice(from).map((e) => (e.rule ? `${e.text} (${e.rule})` : e.text));
}
