// CR 400: zones. CR 400.7: an object that moves from one zone to another becomes a new object with no memory of
// its previous existence; the old record stays readable as last known information.
import type { CastWay, CopyExceptions } from '../card-def.js';
import { freshObject, freshObjectAtSetup, NO_NUMBERS } from '../records.js';
import type { ChosenValues, GameObject } from '../state.js';
import type { Tx } from '../tx.js';
import { cardDef } from '../registry.js';
import { characteristics, effectiveInfo } from './cr613-layers.js';
import { graveyardReplacers } from './replacement/graveyard-instead.js';
import { enterInstead, replaceEvent, type ReplaceableEvent } from '../hooks.js';
import type { ObjectId, PlayerId, Ref, Zone } from '../types.js';
import { isCommander } from './cr903-commander.js';
import { returnExiledUntil } from './cr610-until.js';

/** The array that holds an object in its zone, to be written (null for the stack, whose entries are stack items). */
function zoneList(tx: Tx, zone: Zone, owner: PlayerId): ObjectId[] | null {
  switch (zone) {
    case 'battlefield':
      return tx.battlefield();
    case 'exile':
      return tx.list('exile');
    case 'command':
      return tx.list('command');
    case 'library':
    case 'hand':
    case 'graveyard':
      return tx.zone(owner, zone);
    case 'stack':
      return null;
  }
}

export function newObject(tx: Tx, card: number, def: string, owner: PlayerId, zone: Zone, token = false): GameObject {
  return tx.add(freshObject(tx.nextObjectId(), card, def, owner, zone, token, tx.s.turn.number, tx.timestamp()));
}

/** A card a game begins with (setup.ts): the same record as newObject's, from an allocation site of its own (see
 * freshObjectAtSetup). */
export function newObjectAtSetup(tx: Tx, card: number, def: string, owner: PlayerId, zone: Zone, token: boolean) {
  return tx.add(freshObjectAtSetup(tx.nextObjectId(), card, def, owner, zone, token, tx.s.turn.number, tx.timestamp()));
}

export interface MoveOptions {
  /** library position: 'top' (default) or 'bottom' */
  readonly position?: 'top' | 'bottom';
  /** who controls it on the battlefield or stack (default: owner) */
  readonly controller?: PlayerId;
  readonly tapped?: boolean;
  /** CR 712.14a: enters transformed (back face up) */
  readonly face?: 0 | 1;
  /** CR 707: enters as a copy of this definition */
  readonly copyOf?: string | null;
  /** CR 303.4f, 608.3c: enters attached to this object or player */
  readonly attachTo?: Ref | null;
  /** CR 702.103b: stays bestowed (a bestowed Aura spell becoming a bestowed Aura) */
  readonly bestowed?: boolean;
  /** how the spell that becomes this permanent was cast (CR 702.33e: "if it was kicked") */
  readonly castVia?: CastWay | null;
  /** CR 607.2d: the creature type chosen as it enters */
  readonly chosenType?: string | null;
  /** CR 614.12a, 607.2d: the player or color chosen as it enters */
  readonly chosen?: ChosenValues;
  /** CR 707.9b: the copy effect's exceptions */
  readonly copyExcept?: CopyExceptions;
  /** CR 708.3-4: put onto the battlefield or the stack face down */
  readonly faceDown?: boolean;
  /** CR 701.40a: put onto the battlefield manifested */
  readonly manifested?: boolean;
  /** CR 701.9a: the card is being discarded because of a spell or ability this player controls */
  readonly discardedBy?: PlayerId;
}

/**
 * Moves an object to a zone and returns the new object's id. Tokens that leave the battlefield still arrive (and
 * cease to exist as a state-based action, CR 704.5d); they are never put in a library list, but leave no trace.
 */
export function moveObject(tx: Tx, id: ObjectId, to: Zone, opts: MoveOptions = {}): ObjectId {
  const old = tx.obj(id);
  const from = old.zone;
  // CR 903.9b: a commander that would be put into its owner's hand or library may be put into the command zone
  // instead (its owner chooses as the replacement applies, CR 614.12).
  if ((to === 'hand' || to === 'library') && from !== 'command' && isCommander(tx.s, old)) {
    const a = tx.choose({
      kind: 'yesNo',
      player: old.owner,
      prompt: `Put your commander ${old.def} into the command zone instead of your ${to}? (CR 903.9b)`,
    });
    if (a.kind === 'yes') to = 'command';
  }
  // CR 614.1a, 614.6: an effect that says it goes elsewhere instead ("exile it instead") modifies the move.
  let shuffle = false;
  if (to !== 'exile' && mayGoElsewhere(tx, old, to)) {
    const ev = replaceEvent<Extract<ReplaceableEvent, { kind: 'move' }>>(tx, {
      kind: 'move',
      object: id,
      from,
      to,
      ...(opts.discardedBy === undefined ? {} : { discardedBy: opts.discardedBy }),
    });
    // CR 614.1a, 614.12: "put it onto the battlefield instead" — it enters as any object entering does, under its
    // owner's control.
    if (ev && ev.to === 'battlefield' && from !== 'battlefield')
      return enterInstead(tx, id, old.owner, from, ev.counters ?? {});
    if (ev) {
      to = ev.to;
      shuffle = ev.shuffle === true;
    }
  }
  // CR 603.10a: abilities other objects granted it are remembered as it last existed on the battlefield (looked at
  // before it leaves).
  const lastChars = from === 'battlefield' && !old.left ? characteristics(tx.s, id) : null;
  const granted = lastChars ? lastChars.granted : [];
  // CR 700.4: a creature put into a graveyard from the battlefield died ("if a creature died this turn").
  if (lastChars?.creature && to === 'graveyard') tx.s.turn.creaturesDiedThisTurn++;
  const list = zoneList(tx, from, old.owner);
  if (list) {
    const i = list.lastIndexOf(id);
    if (i >= 0) list.splice(i, 1);
  }
  if (from === 'stack') {
    const si = tx.s.stack.findIndex((it) => it.kind === 'spell' && it.object === id);
    if (si >= 0) tx.list('stack').splice(si, 1);
  }
  if (from === 'battlefield' && tx.s.shields.length > 0) {
    // A permanent that leaves the battlefield is removed from combat (CR 506.4) and its shields end.
    tx.setList(
      'shields',
      tx.s.shields.filter((sh) =>
        sh.kind === 'regenerate' || sh.kind === 'exileIfDies' || sh.kind === 'exileIfLeaves'
          ? sh.object !== id
          : sh.kind === 'prevent'
            ? !(sh.to && 'object' in sh.to && sh.to.object === id)
            : true,
      ),
    );
  }
  const n = newObject(tx, old.card, old.def, old.owner, to, old.token);
  const controller = to === 'battlefield' || to === 'stack' ? (opts.controller ?? old.owner) : old.owner;
  n.controller = controller;
  n.tapped = to === 'battlefield' ? (opts.tapped ?? false) : false;
  // CR 712.8a, 712.14: off the battlefield and stack a double-faced card has its front face up; copy effects end. A
  // spell cast transformed has its back face up (712.11a).
  if (to === 'battlefield' || to === 'stack') n.face = opts.face ?? 0;
  if (to === 'battlefield') {
    n.copyOf = opts.copyOf ?? null;
    n.attachedTo = opts.attachTo ?? null;
    n.chosenType = opts.chosenType ?? null;
    if (opts.chosen) n.chosen = opts.chosen;
    if (opts.copyExcept) n.copyExcept = opts.copyExcept;
  }
  // CR 702.103b: a spell cast bestowed is a bestowed Aura spell on the stack and becomes a bestowed Aura.
  if ((to === 'battlefield' || to === 'stack') && opts.bestowed) n.bestowed = true;
  // How it was cast: kept on the permanent a spell becomes ("if it was kicked"), and on a spell as it is cast (a split
  // spell's half, CR 709.3b).
  if ((to === 'battlefield' || to === 'stack') && opts.castVia) n.castVia = opts.castVia;
  // CR 708.3-4: turned face down before it is put there; elsewhere a card is face up (708.9: a face-down permanent or
  // spell leaving for another zone is revealed).
  if ((to === 'battlefield' || to === 'stack') && opts.faceDown) n.faceDown = true;
  if (to === 'battlefield' && opts.faceDown && opts.manifested) n.manifested = true;
  if (old.token && to !== 'battlefield') tx.list('limbo').push(n.id);
  const dest = zoneList(tx, to, old.owner);
  if (dest) {
    if (to === 'library' && opts.position === 'bottom') dest.unshift(n.id);
    else dest.push(n.id);
  }
  // "... shuffle it into its owner's library instead" (CR 701.24a).
  if (shuffle && to === 'library') shuffleLibrary(tx, old.owner);
  // CR 400.7, 608.2h: the old incarnation stays readable as last known information, wherever it went (a library
  // too: an ability that targeted a permanent shuffled away names it as it last existed). What a player may not see
  // of it (a card in a library or another's hand, as it is or as it was) is left out of their view (view.ts).
  markGone(tx, id);
  // CR 708.9: a face-down permanent leaving the battlefield, or a face-down spell leaving the stack for another zone
  // than the battlefield, is revealed to all players as it moves (its record as it last was tells what it was).
  if (old.faceDown && (from === 'battlefield' || (from === 'stack' && to !== 'battlefield'))) {
    tx.mut(id).revealed = true;
    tx.note(
      () => `The face-down ${from === 'stack' ? 'spell' : 'permanent'} is revealed: ${cardDef(old.def).name}`,
      'CR 708.9',
    );
  }
  if (granted.length > 0) tx.mut(id).grantedWhenLeft = granted;
  // CR 608.2h: a creature's power and toughness as it last existed, where they differ from what its record gives.
  if (lastChars?.creature) {
    const printed = characteristics(tx.s, id);
    if (printed.power !== lastChars.power || printed.toughness !== lastChars.toughness)
      tx.mut(id).ptWhenLeft = [lastChars.power, lastChars.toughness];
  }
  // CR 610.3: what it exiled "until it leaves the battlefield" comes back now.
  if (from === 'battlefield') returnExiledUntil(tx, id);
  return n.id;
}

/** Whether a replacement effect could send a moving object elsewhere: its own "if it would be put into a graveyard,
 * exile it / shuffle it into its owner's library instead" (CR 614.1a), or a spell cast with jump-start or flashback
 * leaving the stack (702.133a, 702.34a), or a half with aftermath (702.127a). Checked first so that ordinary moves don't look for replacement effects. */
function mayGoElsewhere(tx: Tx, o: Readonly<GameObject>, to: Zone): boolean {
  if (o.zone === 'stack' && (o.castVia === 'jump-start' || o.castVia === 'flashback' || o.castVia === 'aftermath'))
    return true;
  // "If it would leave the battlefield, exile it instead of putting it anywhere else" (Whip of Erebos, CR 614.1a).
  if (o.zone === 'battlefield' && tx.s.shields.some((sh) => sh.kind === 'exileIfLeaves' && sh.object === o.id))
    return true;
  if (to !== 'graveyard') return false;
  // "If a creature dealt damage this way would die this turn, exile it instead" (Pillar of Flame, CR 614.1a).
  if (o.zone === 'battlefield' && tx.s.shields.some((sh) => sh.kind === 'exileIfDies' && sh.object === o.id))
    return true;
  return effectiveInfo(o).moveReplacement || graveyardReplacers(tx.s).some((id) => id !== o.id);
}

/** Words to add to the sentence about a move when a replacement effect sent the object elsewhere. */
export function insteadText(tx: Tx, n: ObjectId, intended: Zone): string {
  const zone = tx.obj(n).zone;
  return zone === intended ? '' : ` — ${zone === 'exile' ? 'exiled' : `put into ${zone}`} instead`;
}

/** Whether a card moving between these zones is seen by its owner alone: from a library or hand to a library or hand
 * (CR 401.2, 402.3). */
function secretMove(from: Zone, to: Zone): boolean {
  return (from === 'library' || from === 'hand') && (to === 'library' || to === 'hand');
}

/** What the other players are told of a card moving between its owner's hidden zones: that a card moved, not which. */
function secretMoveText(tx: Tx, owner: PlayerId, from: Zone, n: ObjectId): string {
  const who = tx.player(owner).name;
  const to = tx.obj(n).zone;
  if (from === 'library' && to === 'hand') return `${who} puts a card from their library into their hand`;
  if (from === 'hand' && to === 'library') return `${who} puts a card from their hand into their library`;
  return `${who} moves a card within their library`;
}

/** CR 800.4a: an object leaves the game with the player who owns it: out of its zone, into none (no new object),
 * its record kept as last known information. A spell's stack entry goes with it. */
export function removeFromGame(tx: Tx, id: ObjectId): void {
  const o = tx.obj(id);
  const list = zoneList(tx, o.zone, o.owner);
  if (list) {
    const i = list.lastIndexOf(id);
    if (i >= 0) list.splice(i, 1);
  } else {
    const si = tx.s.stack.findIndex((it) => it.kind === 'spell' && it.object === id);
    if (si >= 0) tx.list('stack').splice(si, 1);
  }
  if (o.zone === 'battlefield') tx.dirty();
  markGone(tx, id);
  if (o.zone === 'battlefield') returnExiledUntil(tx, id); // CR 610.3
}

/** Marks the old incarnation as gone: it stays readable as last known information only. */
function markGone(tx: Tx, id: ObjectId): void {
  const o = tx.mut(id);
  o.left = true;
  o.attacking = null;
  o.attackingPlaneswalker = null;
  o.blocking = NO_NUMBERS;
}

/** Library: the top card is the last element. */
/** CR 701.24: a player shuffles their library (also as a card is shuffled into it). */
export function shuffleLibrary(tx: Tx, p: PlayerId): void {
  tx.shuffle(tx.zone(p, 'library'));
  tx.emit({ kind: 'shuffle', player: p }, () => `${tx.player(p).name} shuffles their library`);
}

export function topOfLibrary(tx: Tx, p: PlayerId): ObjectId | undefined {
  const lib = tx.player(p).library;
  return lib[lib.length - 1];
}

export function objectName(tx: Tx, id: ObjectId): string {
  return tx.obj(id).def;
}

/**
 * Moves an object to another zone and reports it (the zone-change event triggers see, with the sentence `says`
 * builds from its name and owner's name). Returns the new object's id (CR 400.7).
 */
export function changeZone(
  tx: Tx,
  id: ObjectId,
  to: Zone,
  says: (name: string, ownerName: string) => string,
  rule?: string,
  opts: MoveOptions = {},
): ObjectId {
  const o = tx.obj(id);
  const name = characteristics(tx.s, id).name;
  const from = o.zone;
  const n = moveObject(tx, id, to, opts);
  tx.emit(
    {
      kind: 'zoneChange',
      object: id,
      newObject: n,
      name,
      from,
      to: tx.obj(n).zone,
      owner: o.owner,
      controller: o.controller,
    },
    () => says(name, tx.player(o.owner).name) + insteadText(tx, n, to),
    rule,
    secretMove(from, tx.obj(n).zone)
      ? { player: o.owner, othersText: () => secretMoveText(tx, o.owner, from, n) }
      : undefined,
  );
  return n;
}
