// CR 603: triggered abilities. An ability triggers when its event happens (603.2) and waits until a player would
// next receive priority, then is put on the stack in APNAP order (603.3b), its targets chosen then (603.3d).
import {
  chosenModes,
  textFor,
  type Ability,
  type Effect,
  type SpellMode,
  type TargetSpec,
  type Trigger,
} from '../card-def.js';
import type { GameEvent } from '../events.js';
import { memoKey, store, storeKey } from '../memo.js';
import { cardDef } from '../registry.js';
import type { DelayedTrigger, GameObject, GameState, WaitingTrigger } from '../state.js';
import type { Tx } from '../tx.js';
import { isObjectRef, type ObjectId, type PlayerId, type Ref, type Step } from '../types.js';
import { becomeTargets, chooseDivision, chooseModes, chooseTargets, describeTargets } from './cr601-casting.js';
import { targetsForX } from './cr115-targets.js';
import { withinRange } from './cr801-range-of-influence.js';
import {
  abilityLocation,
  anyGrantedAbilities,
  characteristics,
  effectiveInfo,
  grantedAbility,
  layerMemo,
  matchesFilter,
} from './cr613-layers.js';
import { conditionHolds } from './conditions.js';
import { miracleTrigger } from './cr702-cast-keywords.js';
import { asTriggered, keywordTrigger } from './cr702-triggered-keywords.js';

type Triggered = Extract<Ability, { kind: 'triggered' }>;

function fire(
  tx: Tx,
  source: ObjectId,
  controller: PlayerId,
  match: (t: Trigger) => boolean,
  thatPlayer?: PlayerId,
  thatObject?: ObjectId,
  movedTo?: ObjectId,
  thatStackItem?: number,
  thatAmount?: number,
  x?: number,
  attacked?: Ref,
): void {
  const o = tx.obj(source);
  if (!canTrigger(tx, o)) return;
  // CR 801.7: with limited range of influence, an event involving a player or object outside the range of the
  // source's controller triggers nothing.
  if (tx.s.rangeOfInfluence !== null && !eventInRange(tx, controller, thatPlayer, thatObject)) return;
  // The abilities it has now (an object that lost its abilities triggers nothing), or had as it left (603.10).
  const ch = characteristics(tx.s, source);
  const abilities = ch.abilities;
  const inGraveyard = o.zone === 'graveyard' && !o.left;
  for (let i = 0; i < abilities.length; i++) {
    // A triggered keyword (undying, prowess, ...) is the triggered ability it stands for (cr702-triggered-keywords).
    const a = asTriggered(abilities[i]);
    // CR 113.6m: an ability that functions from a graveyard triggers only there, the others never from there.
    if (a && (a.zone === 'graveyard') !== inGraveyard) continue;
    // CR 603.4: with an intervening "if" clause, the ability triggers only if the condition is true then.
    if (a && match(a.trigger) && conditionHolds(tx.s, a.condition, controller, source, thatObject)) {
      const at = abilityLocation(ch, i);
      tx.list('triggers').push({
        source,
        def: ch.defName,
        abilityIndex: i,
        controller,
        sourceName: ch.name,
        ...(thatPlayer === undefined ? {} : { thatPlayer }),
        ...(thatObject === undefined ? {} : { thatObject }),
        ...(at.granted ? { granted: at.granted } : {}),
        ...(movedTo === undefined ? {} : { movedTo }),
        ...(thatStackItem === undefined ? {} : { thatStackItem }),
        ...(thatAmount === undefined ? {} : { thatAmount }),
        ...(x === undefined ? {} : { x }),
        ...(attacked === undefined ? {} : { attacked }),
      });
    }
  }
}

function eventInRange(tx: Tx, controller: PlayerId, thatPlayer?: PlayerId, thatObject?: ObjectId): boolean {
  if (thatPlayer !== undefined && !withinRange(tx.s, controller, thatPlayer)) return false;
  return thatObject === undefined || withinRange(tx.s, controller, tx.obj(thatObject).controller);
}

/** Only objects with triggered abilities of their own, or granted ones (now, or as they left), can trigger: looked at
 * first, since most objects have none. `granted`: whether any permanent grants abilities, when already known. */
function canTrigger(tx: Tx, o: Readonly<GameObject>, granted?: boolean): boolean {
  return (
    effectiveInfo(o).triggers ||
    (o.left ? (o.grantedWhenLeft?.length ?? 0) > 0 : o.zone === 'battlefield' && (granted ?? anyGrantedAbilities(tx.s)))
  );
}

/** The permanents that may trigger, in battlefield order: every one when some permanent grants abilities, else those
 * whose cards have triggered abilities (most have none). Kept with the characteristics. */
const MAY_TRIGGER = memoKey<readonly ObjectId[]>('mayTrigger', (state) =>
  anyGrantedAbilities(state)
    ? state.battlefield
    : state.battlefield.filter((id) => effectiveInfo(state.objects[id]!).triggers),
);

function mayTrigger(state: GameState): readonly ObjectId[] {
  return layerMemo(state, MAY_TRIGGER);
}

/** What may trigger on an event: the permanents that may, and the cards in graveyards with triggered abilities that
 * function there (CR 113.6m: "Whenever a land you control enters, you may return this card from your graveyard to
 * the battlefield"). */
function watching(state: GameState): readonly ObjectId[] {
  const found = graveyardWatchers(state);
  let out: ObjectId[] | null = found.length === 0 ? null : [...mayTrigger(state), ...found];
  // CR 114.4: an emblem's abilities function in the command zone (a commander's don't there, CR 113.6, 903).
  for (const id of state.command)
    if (cardDef(state.objects[id]!.def).emblem && effectiveInfo(state.objects[id]!).triggers)
      (out ??= [...mayTrigger(state)]).push(id);
  return out ?? mayTrigger(state);
}

/** The cards in graveyards whose triggered abilities function there, as last found, with the graveyards they were found
 * in: each graveyard's array, its length and its last card. */
interface GraveyardWatchers {
  graveyards: (readonly ObjectId[])[];
  lengths: number[];
  lasts: (ObjectId | undefined)[];
  found: ObjectId[];
}

const GRAVEYARD_WATCHERS = storeKey<GraveyardWatchers>('graveyardWatchers', () => ({
  graveyards: [],
  lengths: [],
  lasts: [],
  found: [],
}));

/** The cards in graveyards with triggered abilities that function there, in turn order of their owners. Asked at every
 * event, and graveyards change far less often: the last answer holds while every graveyard is the same array with the
 * same length and last card (a card put into a graveyard is a new object with a new id, CR 400.7, and is put last; a
 * card's definition doesn't change while it is there). */
function graveyardWatchers(state: GameState): readonly ObjectId[] {
  const kept = store(GRAVEYARD_WATCHERS);
  const players = state.players;
  let same = kept.graveyards.length === players.length;
  for (let i = 0; same && i < players.length; i++) {
    const g = players[i]!.graveyard;
    same = g === kept.graveyards[i] && g.length === kept.lengths[i] && g[g.length - 1] === kept.lasts[i];
  }
  if (same) return kept.found;
  const found: ObjectId[] = [];
  kept.graveyards.length = kept.lengths.length = kept.lasts.length = 0;
  for (const p of players) {
    const g = p.graveyard;
    kept.graveyards.push(g);
    kept.lengths.push(g.length);
    kept.lasts.push(g[g.length - 1]);
    for (const id of g) if (effectiveInfo(state.objects[id]!).graveyardTriggers) found.push(id);
  }
  kept.found = found;
  return found;
}

/** Offers an event to each of these objects that can trigger: `match` is given each triggered ability's trigger, the
 * object's controller and its id. */
function fireEach(
  tx: Tx,
  ids: readonly ObjectId[],
  match: (t: Trigger, controller: PlayerId, id: ObjectId) => boolean,
  thatPlayer?: PlayerId,
  thatObject?: ObjectId,
  attacked?: Ref,
): void {
  // Whether any permanent grants abilities is looked up once for the whole list.
  const granted = anyGrantedAbilities(tx.s);
  for (const id of ids) {
    const o = tx.obj(id);
    if (canTrigger(tx, o, granted)) fireOne(tx, id, o.controller, match, thatPlayer, thatObject, attacked);
  }
}

// Its own function, so that the loop above builds a match only for an object that can trigger.
function fireOne(
  tx: Tx,
  id: ObjectId,
  controller: PlayerId,
  match: (t: Trigger, controller: PlayerId, id: ObjectId) => boolean,
  thatPlayer: PlayerId | undefined,
  thatObject: ObjectId | undefined,
  attacked?: Ref,
): void {
  fire(
    tx,
    id,
    controller,
    (t) => match(t, controller, id),
    thatPlayer,
    thatObject,
    undefined,
    undefined,
    undefined,
    undefined,
    attacked,
  );
}

/** Checks every committed event for abilities it triggers. */
export function checkTriggers(tx: Tx, e: GameEvent): void {
  // CR 603.7b: delayed triggered abilities with a stated duration watch for their events too.
  if (tx.s.delayed.length > 0) fireLasting(tx, e);
  // Each kind of event has a function of its own: the matches it builds capture its variables only when it runs.
  switch (e.kind) {
    case 'zoneChange':
      return onZoneChange(tx, e);
    case 'counters':
      return onCounters(tx, e);
    case 'transformed':
      return onTransformed(tx, e);
    case 'becameMonstrous':
      return onBecameMonstrous(tx, e);
    case 'tap':
      return onTap(tx, e);
    case 'becameTarget':
      return onBecameTarget(tx, e);
    case 'becameBlocked':
      return onBecameBlocked(tx, e);
    case 'libraryLook':
      return onLibraryLook(tx, e);
    case 'attack':
      return onAttack(tx, e);
    case 'damage':
      return onDamage(tx, e);
    case 'stepBegin':
      return onStepBegin(tx, e);
    case 'cast':
      return onCast(tx, e);
    case 'manaSpent':
      return onManaSpent(tx, e);
    case 'draw':
      return onDraw(tx, e);
    default:
      return;
  }
}

/** CR 603.7b: a delayed triggered ability with a stated duration ("until your next turn, whenever a creature an
 * opponent controls attacks, ...") triggers each time its event happens, for its controller, until it ends. Its
 * source may have left the battlefield: the ability goes on (its "you" is its controller, 603.7e). */
function fireLasting(tx: Tx, e: GameEvent): void {
  for (const d of tx.s.delayed) {
    const t = d.ability?.trigger;
    if (!t) continue;
    const hit = lastingEvent(tx, t, e, d.controller, d.source);
    if (hit)
      tx.list('triggers').push({
        source: d.source,
        def: '',
        abilityIndex: -1,
        controller: d.controller,
        sourceName: d.sourceName,
        delayed: d,
        ...hit,
      });
  }
}

/** What the event is to a delayed trigger watching for `t` ("it", "that player", what it attacks), or null when it
 * isn't its event. The events are those of the abilities of permanents (onAttack, onDamage, onCast). */
function lastingEvent(
  tx: Tx,
  t: Trigger,
  e: GameEvent,
  controller: PlayerId,
  source: ObjectId,
): Pick<WaitingTrigger, 'thatObject' | 'thatPlayer' | 'attacked'> | null {
  switch (t.kind) {
    case 'creatureAttacks':
      // CR 508.1m, 508.3a: "it" is the attacker; what it attacks doesn't matter unless the trigger says so.
      return e.kind === 'attack' && matchesFilter(tx.s, tx.obj(e.attacker), t.filter, controller, source)
        ? {
            thatObject: e.attacker,
            thatPlayer: e.defender,
            attacked: e.planeswalker === null ? { player: e.defender } : { object: e.planeswalker },
          }
        : null;
    case 'creatureDealsCombatDamageToPlayer':
      // CR 510.3a: "it" is the creature, "that player" the player dealt the damage.
      return e.kind === 'damage' &&
        e.combat &&
        e.toPlayer !== null &&
        e.amount > 0 &&
        matchesFilter(tx.s, tx.obj(e.source), t.filter, controller, source)
        ? { thatObject: e.source, thatPlayer: e.toPlayer }
        : null;
    case 'youCastSpell':
      // CR 601.2i: the spell as it became cast.
      return e.kind === 'cast' &&
        e.player === controller &&
        matchesFilter(tx.s, tx.obj(e.object), t.filter, controller, source)
        ? { thatPlayer: e.player }
        : null;
    default:
      return null;
  }
}

/** CR 106.6, 607.2: "When that mana is spent to cast a <filter> spell" — the spell is judged as it is being cast (its
 * cost is paid, CR 601.2h), and the ability waits to be put on the stack with the spell beneath it. */
function onManaSpent(tx: Tx, e: Extract<GameEvent, { kind: 'manaSpent' }>): void {
  const src = tx.obj(e.source);
  fire(
    tx,
    e.source,
    src.controller,
    (t) => t.kind === 'thatManaSpent' && matchesFilter(tx.s, tx.obj(e.spell), t.spell, src.controller, e.source),
    undefined,
    e.spell,
  );
}

/** CR 121.1, 603.2: "Whenever <a player> draws a card" triggers once for each card drawn; "that player" drew it. */
function onDraw(tx: Tx, e: Extract<GameEvent, { kind: 'draw' }>): void {
  fireEach(
    tx,
    watching(tx.s),
    (t, controller) => t.kind === 'playerDraws' && (t.who === 'any' || (t.who === 'you') === (e.player === controller)),
    e.player,
  );
}

function onZoneChange(tx: Tx, e: Extract<GameEvent, { kind: 'zoneChange' }>): void {
  if (e.to === 'battlefield' && e.newObject !== null) {
    const entered = e.newObject;
    if (canTrigger(tx, tx.obj(entered)))
      fire(
        tx,
        entered,
        e.controller,
        (t) =>
          t.kind === 'selfEnters' ||
          t.kind === 'selfEntersOrAttacks' ||
          (t.kind === 'selfTransformsInto' && t.orEnters && t.face === tx.obj(entered).face),
      );
    fireEach(
      tx,
      watching(tx.s),
      (t, controller, id) =>
        (id !== entered || !!(t.kind === 'anotherEnters' && t.orSelf)) &&
        t.kind === 'anotherEnters' &&
        matchesFilter(tx.s, tx.obj(entered), t.filter, controller, id),
      undefined,
      // "that creature" (evolve, CR 702.100a): the permanent that entered.
      entered,
    );
  }
  // CR 603.6c, 603.10a: "When {this} leaves the battlefield" triggers wherever it goes, looking back in time: the
  // permanent as it last existed.
  if (e.from === 'battlefield' && canTrigger(tx, tx.obj(e.object)))
    fire(
      tx,
      e.object,
      e.controller,
      (t) => t.kind === 'selfLeavesBattlefield',
      undefined,
      undefined,
      e.newObject ?? undefined,
    );
  // CR 603.10a: leaves-the-battlefield abilities look back in time: the object as it last existed.
  if (e.from === 'battlefield' && e.to === 'graveyard') {
    // CR 400.7d: an ability that triggers on a zone change can find the object it became in a public zone.
    const movedTo = e.newObject ?? undefined;
    const leaving = canTrigger(tx, tx.obj(e.object));
    if (leaving)
      fire(
        tx,
        e.object,
        e.controller,
        (t) => t.kind === 'selfToGraveyardFromBattlefield',
        undefined,
        // "it" (undying, persist): the card it became in the graveyard (CR 400.7d).
        movedTo,
        movedTo,
      );
    // It died if it was a creature as it last existed (a token copy made a creature by its copy effect counts).
    if (characteristics(tx.s, e.object).creature) {
      if (leaving) fire(tx, e.object, e.controller, (t) => t.kind === 'selfDies', undefined, movedTo, movedTo);
      // "Whenever {this} or another creature you control dies": its own death, as it last existed (603.10a).
      if (leaving)
        fire(
          tx,
          e.object,
          e.controller,
          (t) =>
            t.kind === 'anotherCreatureDies' &&
            !!t.orSelf &&
            matchesFilter(tx.s, tx.obj(e.object), { ...t.filter, other: false }, e.controller, e.object),
          undefined,
          movedTo,
          movedTo,
        );
      // "When a <kind of> creature dies": other permanents, and emblems in the command zone (CR 114.4), look at
      // the creature as it last existed (603.10a); "it" is the card it became in the graveyard (400.7).
      const died = tx.obj(e.object);
      // Permanents that left at the same time already look back too: they saw this one die (603.10a).
      const gone = tx.leavingTogether.filter((id) => id !== e.object && tx.obj(id).left);
      fireEach(
        tx,
        // (A commander in the command zone is no emblem: its abilities don't function there, CR 113.6, 903.)
        [...tx.s.battlefield, ...gone, ...tx.s.command.filter((id) => cardDef(tx.obj(id).def).emblem)],
        (t, controller, id) => t.kind === 'anotherCreatureDies' && matchesFilter(tx.s, died, t.filter, controller, id),
        undefined,
        e.newObject ?? undefined,
      );
    }
  }
}

function onCounters(tx: Tx, e: Extract<GameEvent, { kind: 'counters' }>): void {
  // CR 714.2b: a chapter ability triggers when lore counters make their number go from below N to N or more.
  if (e.counter === 'lore' && e.delta > 0 && canTrigger(tx, tx.obj(e.object))) {
    const after = e.before + e.delta;
    fire(
      tx,
      e.object,
      tx.obj(e.object).controller,
      (t) => t.kind === 'chapter' && e.before < t.chapter && t.chapter <= after,
    );
  }
}

function onTransformed(tx: Tx, e: Extract<GameEvent, { kind: 'transformed' }>): void {
  // CR 701.27e: "transforms into" triggers look at the permanent just after it transformed.
  if (canTrigger(tx, tx.obj(e.object)))
    fire(tx, e.object, tx.obj(e.object).controller, (t) => t.kind === 'selfTransformsInto' && t.face === e.face);
}

function onBecameMonstrous(tx: Tx, e: Extract<GameEvent, { kind: 'becameMonstrous' }>): void {
  // CR 701.37b: "When {this} becomes monstrous" — only a permanent on the battlefield becomes monstrous.
  if (canTrigger(tx, tx.obj(e.object)))
    // CR 701.37c: "X" in its abilities is the X it became monstrous with.
    fire(
      tx,
      e.object,
      tx.obj(e.object).controller,
      (t) => t.kind === 'selfBecomesMonstrous',
      undefined,
      undefined,
      undefined,
      undefined,
      undefined,
      e.x,
    );
}

function onTap(tx: Tx, e: Extract<GameEvent, { kind: 'tap' }>): void {
  if (canTrigger(tx, tx.obj(e.object)))
    fire(tx, e.object, tx.obj(e.object).controller, (t) => t.kind === 'selfBecomesTapped');
}

function onBecameTarget(tx: Tx, e: Extract<GameEvent, { kind: 'becameTarget' }>): void {
  const o = tx.obj(e.object);
  if (o.zone === 'battlefield' && !o.left && canTrigger(tx, o))
    fire(
      tx,
      e.object,
      o.controller,
      // Ward (CR 702.21a): only a spell or ability an opponent controls.
      (t) => t.kind === 'selfBecomesTarget' && (!t.byOpponent || e.byController !== o.controller),
      e.byController,
      undefined,
      undefined,
      e.by,
    );
}

function onBecameBlocked(tx: Tx, e: Extract<GameEvent, { kind: 'becameBlocked' }>): void {
  if (canTrigger(tx, tx.obj(e.attacker)))
    fire(tx, e.attacker, tx.obj(e.attacker).controller, (t) => t.kind === 'selfBecomesBlocked');
}

function onLibraryLook(tx: Tx, e: Extract<GameEvent, { kind: 'libraryLook' }>): void {
  fireEach(
    tx,
    watching(tx.s),
    (t, controller) => controller !== e.player && t.kind === 'opponentLooksAtLibrary',
    e.player,
  );
}

function onAttack(tx: Tx, e: Extract<GameEvent, { kind: 'attack' }>): void {
  if (canTrigger(tx, tx.obj(e.attacker)))
    fire(
      tx,
      e.attacker,
      tx.obj(e.attacker).controller,
      (t) => t.kind === 'selfAttacks' || t.kind === 'selfEntersOrAttacks',
    );
  // "Whenever enchanted creature attacks": the permanents attached to the attacker trigger (CR 508.1m, 508.3a),
  // and "that creature" is the attacker.
  fireEach(
    tx,
    watching(tx.s),
    (t, _controller, id) => {
      const at = tx.obj(id).attachedTo;
      return t.kind === 'attachedAttacks' && at !== null && isObjectRef(at) && at.object === e.attacker;
    },
    undefined,
    e.attacker,
  );
  // CR 508.1m, 508.3a: "Whenever a creature you control attacks" (or "an opponent controls": the filter says whose)
  // — "it" is the attacker, "that player" the defending
  // player, and what it attacks (a player or a planeswalker, CR 506.3) is kept as it triggers.
  const attacker = tx.obj(e.attacker);
  fireEach(
    tx,
    watching(tx.s),
    (t, controller, id) => t.kind === 'creatureAttacks' && matchesFilter(tx.s, attacker, t.filter, controller, id),
    e.defender,
    e.attacker,
    e.planeswalker === null ? { player: e.defender } : { object: e.planeswalker },
  );
  // CR 506.5, 702.83a: "Whenever a creature you control attacks alone" — its controller's permanents trigger.
  if (e.alone) {
    const attackerController = tx.obj(e.attacker).controller;
    fireEach(
      tx,
      watching(tx.s),
      (t, controller) => t.kind === 'creatureAttacksAlone' && controller === attackerController,
      undefined,
      e.attacker,
    );
  }
}

function onDamage(tx: Tx, e: Extract<GameEvent, { kind: 'damage' }>): void {
  if (e.combat && e.toPlayer !== null && canTrigger(tx, tx.obj(e.source)))
    // "that player": the player dealt the damage (CR 510.3a).
    fire(tx, e.source, tx.obj(e.source).controller, (t) => t.kind === 'selfDealsCombatDamageToPlayer', e.toPlayer);
  // "Whenever equipped creature deals combat damage to a player": the permanents attached to the source trigger
  // (CR 510.3a, 603.2); "that player" is the player dealt the damage.
  if (e.combat && e.toPlayer !== null && e.amount > 0) {
    const source = e.source;
    fireEach(
      tx,
      watching(tx.s),
      (t, _controller, id) => {
        const at = tx.obj(id).attachedTo;
        return t.kind === 'attachedDealsCombatDamageToPlayer' && at !== null && isObjectRef(at) && at.object === source;
      },
      e.toPlayer,
      source,
    );
  }
  // "Whenever equipped creature deals combat damage" (to anything): combat damage is dealt at once (CR 510.2), so the
  // permanents attached to the source trigger once in the step, however many things it dealt damage to.
  if (e.combat && e.amount > 0) {
    const source = e.source;
    const already = (id: ObjectId) =>
      tx.s.triggers.some((w) => w.source === id && w.thatObject === source && !w.delayed && isAttachedDamage(tx, w));
    fireEach(
      tx,
      watching(tx.s),
      (t, _controller, id) => {
        const at = tx.obj(id).attachedTo;
        return (
          t.kind === 'attachedDealsCombatDamage' &&
          at !== null &&
          isObjectRef(at) &&
          at.object === source &&
          !already(id)
        );
      },
      undefined,
      source,
    );
  }
  // CR 510.3a: "Whenever a creature you control deals combat damage to a player": "it" is that creature, "that
  // player" the player dealt the damage.
  if (e.combat && e.toPlayer !== null && e.amount > 0) {
    const dealer = tx.obj(e.source);
    fireEach(
      tx,
      watching(tx.s),
      (t, controller, id) =>
        t.kind === 'creatureDealsCombatDamageToPlayer' && matchesFilter(tx.s, dealer, t.filter, controller, id),
      e.toPlayer,
      e.source,
    );
  }
  if (e.toObject !== null && e.amount > 0) onDealtDamage(tx, e.toObject, e.amount, e.combat);
  if (e.toPlayer !== null && e.amount > 0) onOpponentDealtDamage(tx, e, e.toPlayer);
}

/** "Whenever an opponent is dealt [noncombat] damage [by <source>]" (CR 120.3, 603.2): "that player" is the opponent,
 * "that much" the damage. Combat damage is dealt all at once (CR 510.2): dealt to a player by several sources at once,
 * the ability triggers once, for the total (as "Whenever {this} is dealt damage" does). */
function onOpponentDealtDamage(tx: Tx, e: Extract<GameEvent, { kind: 'damage' }>, player: PlayerId): void {
  const source = tx.obj(e.source);
  const matches = (t: Trigger, controller: PlayerId, id: ObjectId): boolean =>
    t.kind === 'opponentDealtDamage' &&
    controller !== player &&
    !(t.noncombat && e.combat) &&
    (!t.by || t.by.some((f) => matchesFilter(tx.s, source, f, controller, id)));
  const granted = anyGrantedAbilities(tx.s);
  for (const id of watching(tx.s)) {
    const o = tx.obj(id);
    if (!canTrigger(tx, o, granted)) continue;
    if (e.combat) {
      const waiting = tx.s.triggers.findIndex(
        (w) =>
          w.source === id &&
          w.thatPlayer === player &&
          w.thatAmount !== undefined &&
          !w.delayed &&
          !w.granted &&
          waitingMatches(tx, w, (t) => matches(t, o.controller, id)),
      );
      if (waiting >= 0) {
        const list = tx.list('triggers');
        const w = list[waiting]!;
        list[waiting] = { ...w, thatAmount: (w.thatAmount ?? 0) + e.amount };
        continue;
      }
    }
    const controller = o.controller;
    fire(tx, id, controller, (t) => matches(t, controller, id), player, undefined, undefined, undefined, e.amount);
  }
}

/** Whether a waiting trigger is of an ability whose trigger event this one matches too. */
function waitingMatches(tx: Tx, w: WaitingTrigger, match: (t: Trigger) => boolean): boolean {
  const a = characteristics(tx.s, w.source).abilities[w.abilityIndex];
  return a?.kind === 'triggered' && match(a.trigger);
}

/** "Whenever {this} is dealt damage" (it triggers even if the damage is lethal: it looks at the permanent as the
 * damage is dealt). Combat damage is dealt all at once (CR 510.2): dealt by several sources at once, the ability
 * triggers once, for the total ("that much", Boros Reckoner's ruling). */
function onDealtDamage(tx: Tx, id: ObjectId, amount: number, combat: boolean): void {
  const o = tx.obj(id);
  if (!canTrigger(tx, o)) return;
  if (combat) {
    const waiting = tx.s.triggers.findIndex(
      (w) => w.source === id && w.thatAmount !== undefined && !w.delayed && !w.granted && isDealtDamage(tx, w),
    );
    if (waiting >= 0) {
      const list = tx.list('triggers');
      const w = list[waiting]!;
      list[waiting] = { ...w, thatAmount: (w.thatAmount ?? 0) + amount };
      return;
    }
  }
  fire(tx, id, o.controller, (t) => t.kind === 'selfDealtDamage', undefined, undefined, undefined, undefined, amount);
}

function isAttachedDamage(tx: Tx, w: WaitingTrigger): boolean {
  const a = characteristics(tx.s, w.source).abilities[w.abilityIndex];
  return a?.kind === 'triggered' && a.trigger.kind === 'attachedDealsCombatDamage';
}

function isDealtDamage(tx: Tx, w: WaitingTrigger): boolean {
  const a = characteristics(tx.s, w.source).abilities[w.abilityIndex];
  return a?.kind === 'triggered' && a.trigger.kind === 'selfDealtDamage';
}

/** CR 603.7b: delayed triggers waiting for this moment trigger, once. */
function triggerDelayed(tx: Tx, when: DelayedTrigger['when']): void {
  // "At the beginning of your next upkeep": the upkeep of the player who controls the delayed trigger (CR 603.7e).
  const active = tx.s.turn.active;
  const due = (d: DelayedTrigger): boolean =>
    d.when === when || (when === 'nextUpkeep' && d.when === 'yourNextUpkeep' && d.controller === active);
  if (!tx.s.delayed.some(due)) return;
  for (const d of tx.s.delayed)
    if (due(d))
      tx.list('triggers').push({
        source: d.source,
        def: '',
        abilityIndex: -1,
        controller: d.controller,
        sourceName: d.sourceName,
        delayed: d,
      });
  tx.s.delayed = tx.s.delayed.filter((d) => !due(d));
  tx.touch();
}

/** The delayed triggers that wait for the beginning of this step, if any (CR 511.2: "at end of combat" abilities
 * trigger as the end of combat step begins). A switch: a table looked up by every step's name is a slow look-up. */
function delayedAt(step: Step): DelayedTrigger['when'] | undefined {
  switch (step) {
    case 'end_turn':
      return 'nextEndStep';
    case 'upkeep':
      return 'nextUpkeep';
    case 'end_combat':
      return 'endOfCombat';
    default:
      return undefined;
  }
}

function onStepBegin(tx: Tx, e: Extract<GameEvent, { kind: 'stepBegin' }>): void {
  const active = tx.s.turn.active;
  // CR 603.7b: a delayed trigger triggers only once, the next time its event happens.
  const when = delayedAt(e.step);
  if (when && tx.s.delayed.length > 0) triggerDelayed(tx, when);
  // "that player": the player whose step it is ("At the beginning of each opponent's upkeep, that player ...").
  fireEach(
    tx,
    watching(tx.s),
    (t, controller) =>
      t.kind === 'beginningOfStep' &&
      t.step === e.step &&
      (t.whose === 'each' || (t.whose === 'yours') === (controller === active)),
    active,
  );
}

function onCast(tx: Tx, e: Extract<GameEvent, { kind: 'cast' }>): void {
  // "When you cast this spell" (cascade, CR 702.85a): the spell's own abilities, which function on the stack.
  fire(tx, e.object, e.player, (t) => t.kind === 'youCastThisSpell', e.player);
  fireEach(
    tx,
    watching(tx.s),
    (t, controller, id) =>
      (controller === e.player &&
        ((t.kind === 'youCastSpell' && matchesFilter(tx.s, tx.obj(e.object), t.filter, controller, id)) ||
          (t.kind === 'youCastNthSpell' && tx.player(e.player).spellsThisTurn === t.n))) ||
      (t.kind === 'playerCastsSpell' && playerCastsSpell(tx, t, e, controller, id)),
    // "that player": the caster (CR 601.2i: the spell became cast by them).
    e.player,
  );
}

/** "Whenever an opponent casts / a player casts <spell> [during your turn] [from a graveyard]" (CR 601.2i): the
 * spell as it became cast; "from a graveyard" is the zone its card left to be cast (601.2a). */
function playerCastsSpell(
  tx: Tx,
  t: Extract<Trigger, { kind: 'playerCastsSpell' }>,
  e: Extract<GameEvent, { kind: 'cast' }>,
  controller: PlayerId,
  id: ObjectId,
): boolean {
  if (t.caster === 'opponent' && e.player === controller) return false;
  if (t.duringYourTurn && tx.s.turn.active !== controller) return false;
  if (t.fromGraveyard && e.from !== 'graveyard') return false;
  return matchesFilter(tx.s, tx.obj(e.object), t.filter, controller, id);
}

/** CR 603.3b: put waiting triggers on the stack, active player's first; each player orders their own. */
export function putTriggersOnStack(tx: Tx): void {
  const waiting = tx.s.triggers;
  tx.s.triggers = [];
  tx.touch();
  const n = tx.s.players.length;
  for (let k = 0; k < n; k++) {
    const p = (tx.s.turn.active + k) % n;
    let mine = waiting.filter((w) => w.controller === p);
    if (mine.length > 1) {
      const a = tx.choose({
        kind: 'orderTriggers',
        player: p,
        triggers: mine.map((w) => ({
          source: w.source,
          text: `${w.sourceName}: ${textFor(abilityOf(w).text, w.sourceName)}`,
          rulesText: abilityOf(w).text,
          sourceName: w.sourceName,
        })),
      });
      // The answer lists indices in the order they are put on the stack (the last one resolves first).
      if (a.kind === 'order') mine = a.order.map((i) => mine[i]!);
    }
    for (const w of mine) putOnStack(tx, w);
  }
}

/** The targets and effects of a triggered or activated ability: a modal one's in the modes chosen for it (CR 700.2). */
export function abilityPart(
  a: {
    readonly targets: readonly TargetSpec[];
    readonly effects: readonly Effect[];
    readonly modes?: readonly SpellMode[];
  },
  modes: readonly number[] | undefined,
): { readonly targets: readonly TargetSpec[]; readonly effects: readonly Effect[] } {
  return a.modes && modes ? chosenModes(a.modes, modes) : a;
}

export function abilityOf(w: Pick<WaitingTrigger, 'def' | 'abilityIndex' | 'delayed' | 'granted'>): Triggered {
  return triggeredAbilityOf(w).ability;
}

/** The ability that triggered, and the rule the log cites as it is put on the stack: a triggered keyword's own rule
 * (CR 702.93a undying, ...), else 603.3. */
function triggeredAbilityOf(w: Pick<WaitingTrigger, 'def' | 'abilityIndex' | 'delayed' | 'granted'>): {
  ability: Triggered;
  rule: string;
} {
  if (w.delayed)
    return w.delayed.ability
      ? { ability: w.delayed.ability, rule: 'CR 603.7b' }
      : { ability: delayedAbility(w.delayed), rule: 'CR 603.3' };
  const a = w.granted ? grantedAbility(w.granted) : cardDef(w.def).abilities[w.abilityIndex];
  // CR 603.11, 702.94a: miracle's triggered ability, linked to the keyword that revealed the card.
  if (a?.kind === 'castKeyword' && a.keyword === 'miracle') return { ability: miracleTrigger(a), rule: 'CR 603.3' };
  const k = a?.kind === 'keyword' ? keywordTrigger(a.keyword) : null;
  if (k) return k;
  if (!a || a.kind !== 'triggered') throw new Error('not a triggered ability');
  return { ability: a, rule: 'CR 603.3' };
}

function delayedAbility(d: NonNullable<WaitingTrigger['delayed']>): Triggered {
  return {
    kind: 'triggered',
    trigger: { kind: 'beginningOfStep', step: 'end_turn', whose: 'each' },
    targets: [],
    effects: d.effects,
    text:
      d.when === 'endOfCombat'
        ? 'At end of combat, ...'
        : d.when === 'yourNextUpkeep'
          ? 'At the beginning of your next upkeep, ...'
          : `At the beginning of the next ${d.when === 'nextUpkeep' ? 'upkeep' : 'end step'}, ...`,
  };
}

function putOnStack(tx: Tx, w: WaitingTrigger): void {
  const { ability: a, rule } = triggeredAbilityOf(w);
  const x = w.x ?? 0;
  // CR 700.2b, 603.3c: the modes of a modal triggered ability are chosen as it is put on the stack; if none can be
  // chosen, it is removed from the stack.
  const modes = a.modes ? chooseModes(tx, w.controller, a, w.source, w.sourceName) : null;
  if (modes?.length === 0) {
    tx.emit(
      { kind: 'info' },
      () => `${w.sourceName}'s ability has no mode that can be chosen and is removed`,
      'CR 700.2b',
    );
    return;
  }
  const part = abilityPart(a, modes ?? undefined);
  const specs = targetsForX(part.targets, x);
  const targets = chooseTargets(tx, w.controller, specs, w.source, w.sourceName, part.effects, { x });
  if (!targets) {
    // CR 603.3d: with no legal targets the ability is removed from the stack.
    tx.emit({ kind: 'info' }, () => `${w.sourceName}'s ability has no legal targets and is removed`, 'CR 603.3d');
    return;
  }
  // CR 603.3d, 601.2d: the division of damage or counters among the targets.
  const division = chooseDivision(tx, w.controller, specs, targets, x, w.source, w.sourceName, part.effects);
  const stackId = tx.newId();
  tx.list('stack').push({
    kind: 'ability',
    id: stackId,
    source: w.source,
    sourceName: w.sourceName,
    def: w.def,
    abilityIndex: w.abilityIndex,
    controller: w.controller,
    targets,
    ...(division.length ? { division } : {}),
    ...(modes ? { modes } : {}),
    x,
    triggered: true,
    ...(w.delayed ? { delayed: w.delayed } : {}),
    ...(w.thatPlayer === undefined ? {} : { thatPlayer: w.thatPlayer }),
    ...(w.thatObject === undefined ? {} : { thatObject: w.thatObject }),
    ...(w.thatStackItem === undefined ? {} : { thatStackItem: w.thatStackItem }),
    ...(w.thatAmount === undefined ? {} : { thatAmount: w.thatAmount }),
    ...(w.attacked === undefined ? {} : { attacked: w.attacked }),
    ...(w.delayed ? {} : { sourceTransforms: tx.obj(w.source).transforms }),
    ...(w.granted ? { granted: w.granted } : {}),
    ...(w.movedTo === undefined ? {} : { movedTo: w.movedTo }),
  });
  tx.touch();
  tx.emit(
    { kind: 'triggerPut', player: w.controller, source: w.source, text: a.text },
    () =>
      `${w.sourceName} triggers: "${textFor(a.text, w.sourceName)}"${
        modes ? ` (${modes.map((i) => textFor(a.modes![i]!.text, w.sourceName)).join('; ')})` : ''
      }${describeTargets(tx, targets, division)}`,
    rule,
  );
  becomeTargets(tx, targets, stackId, w.controller);
}
