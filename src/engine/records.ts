// The records of new objects (CR 400.7): every field written out in one order, the one shape every record has, and
// the shared empty values they start with.
import type { GameObject } from './state.js';
import type { ObjectId, PlayerId, Ref, Zone } from './types.js';

// The empty values a new record starts with, one of each shared by every record: records are never written in place
// (a transaction copies a record and replaces a field), and a record made without its own small objects is much
// cheaper to allocate once the engine's allocation site for records is judged long-lived (V8 then allocates them,
// and everything made with them, in the old generation).
export const NO_COUNTERS: Readonly<Record<string, number>> = Object.freeze({});
export const NO_TARGETS: readonly Ref[] = Object.freeze([]);
export const NO_NUMBERS: readonly number[] = Object.freeze([]);

/** A new object's record (CR 400.7): nothing of any earlier incarnation, every field written out in one order (the
 * one shape every record has). */
export function freshObject(
  id: ObjectId,
  card: number,
  def: string,
  owner: PlayerId,
  zone: Zone,
  token: boolean,
  controlledSince: number,
  timestamp: number,
): GameObject {
  return {
    card,
    def,
    owner,
    controller: owner,
    zone,
    tapped: false,
    counters: NO_COUNTERS,
    damage: 0,
    deathtouched: false,
    controlledSince,
    enteredTurn: controlledSince,
    timestamp,
    token,
    left: false,
    x: 0,
    modes: NO_NUMBERS,
    face: 0,
    transforms: 0,
    monstrous: false,
    copyOf: null,
    exiledWith: null,
    faceDown: false,
    castVia: null,
    revealed: false,
    chosenType: null,
    cantBeCountered: false,
    castCounters: false,
    targets: NO_TARGETS,
    division: NO_NUMBERS,
    attacking: null,
    attackingPlaneswalker: null,
    blocking: NO_NUMBERS,
    blocked: false,
    loyaltyTurn: 0,
    activatedOnce: null,
    attachedTo: null,
    bestowed: false,
    kicks: undefined,
    fusedAt: undefined,
    cantRegenerateTurn: undefined,
    copyExcept: undefined,
    exiledUntil: undefined,
    manifested: undefined,
    grantedWhenLeft: undefined,
    ptWhenLeft: undefined,
    controlBase: undefined,
    paired: undefined,
    chosen: undefined,
    classLevel: undefined,
    id,
  };
}

/** The same record as freshObject, made at an allocation site of its own for the cards a game begins with
 * (setup.ts). Those live all game; V8 judges an allocation site by how long what it made lives, and once it judges
 * a site long-lived it allocates everything the site makes in the old generation, which costs every record made
 * later in the game (docs/performance.md). Made apart, the game's first cards leave freshObject's site to the records
 * made as objects move. A test (test/state-records.test.ts) checks the two make the same record, field by field, in
 * the same order. */
export function freshObjectAtSetup(
  id: ObjectId,
  card: number,
  def: string,
  owner: PlayerId,
  zone: Zone,
  token: boolean,
  controlledSince: number,
  timestamp: number,
): GameObject {
  return {
    card,
    def,
    owner,
    controller: owner,
    zone,
    tapped: false,
    counters: NO_COUNTERS,
    damage: 0,
    deathtouched: false,
    controlledSince,
    enteredTurn: controlledSince,
    timestamp,
    token,
    left: false,
    x: 0,
    modes: NO_NUMBERS,
    face: 0,
    transforms: 0,
    monstrous: false,
    copyOf: null,
    exiledWith: null,
    faceDown: false,
    castVia: null,
    revealed: false,
    chosenType: null,
    cantBeCountered: false,
    castCounters: false,
    targets: NO_TARGETS,
    division: NO_NUMBERS,
    attacking: null,
    attackingPlaneswalker: null,
    blocking: NO_NUMBERS,
    blocked: false,
    loyaltyTurn: 0,
    activatedOnce: null,
    attachedTo: null,
    bestowed: false,
    kicks: undefined,
    fusedAt: undefined,
    cantRegenerateTurn: undefined,
    copyExcept: undefined,
    exiledUntil: undefined,
    manifested: undefined,
    grantedWhenLeft: undefined,
    ptWhenLeft: undefined,
    controlBase: undefined,
    paired: undefined,
    chosen: undefined,
    classLevel: undefined,
    id,
  };
}
