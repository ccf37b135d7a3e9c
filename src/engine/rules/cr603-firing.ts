// CR 603.2, 113.6: what may trigger on an event, and triggering — the objects watching for events (permanents with
// triggered abilities or granted ones, cards whose abilities function from a graveyard, emblems), and an ability that
// triggers waiting to be put on the stack (603.3). cr603-triggers.ts offers each event to them.
import type { Trigger } from '../card-def.js';
import { memoKey, store, storeKey } from '../memo.js';
import { cardDef } from '../registry.js';
import type { GameObject, GameState } from '../state.js';
import type { Tx } from '../tx.js';
import type { ObjectId, PlayerId, Ref } from '../types.js';
import { withinRange } from './cr801-range-of-influence.js';
import { abilityLocation, anyGrantedAbilities, characteristics, effectiveInfo, layerMemo } from './cr613-layers.js';
import { conditionHolds } from './conditions.js';
import { asTriggered } from './cr702-triggered-keywords.js';

/** Offers an event to one object: each of its triggered abilities whose trigger `match` accepts triggers (and waits,
 * CR 603.3), with what the event concerned. */
export function fire(
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

export function eventInRange(tx: Tx, controller: PlayerId, thatPlayer?: PlayerId, thatObject?: ObjectId): boolean {
  if (thatPlayer !== undefined && !withinRange(tx.s, controller, thatPlayer)) return false;
  return thatObject === undefined || withinRange(tx.s, controller, tx.obj(thatObject).controller);
}

/** Only objects with triggered abilities of their own, or granted ones (now, or as they left), can trigger: looked at
 * first, since most objects have none. `granted`: whether any permanent grants abilities, when already known. */
export function canTrigger(tx: Tx, o: Readonly<GameObject>, granted?: boolean): boolean {
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

export function mayTrigger(state: GameState): readonly ObjectId[] {
  return layerMemo(state, MAY_TRIGGER);
}

/** What may trigger on an event: the permanents that may, and the cards in graveyards with triggered abilities that
 * function there (CR 113.6m: "Whenever a land you control enters, you may return this card from your graveyard to
 * the battlefield"). */
export function watching(state: GameState): readonly ObjectId[] {
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
export function graveyardWatchers(state: GameState): readonly ObjectId[] {
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
export function fireEach(
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
export function fireOne(
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
