// CR 614-616: replacement and prevention effects. An event is offered, one at a time, to every replacement effect
// that applies to it; the affected player (or the affected object's controller, or the player who would control an
// entering permanent) chooses which applies first (616.1), among the effects of the first group of 616.1a-e that has
// any (each candidate carries its group, `stage`); each effect applies at most once to an event and to the events
// that replace it (614.5, 616.2); after one applies the rest are checked again against the modified event (616.1f).
import type { CastWay, CopyExceptions, StaticEffect } from '../card-def.js';
import { setEventReplacer, type Applied, type ReplaceableEvent } from '../hooks.js';
import { cardDef } from '../registry.js';
import type { Tx } from '../tx.js';
import type { GameState, Shield } from '../state.js';
import { memoKey } from '../memo.js';
import type { ObjectId, PlayerId, Ref, Zone } from '../types.js';
import { refController, refName } from './cr115-targets.js';
import { changeZone, moveObject } from './cr400-zones.js';
import { enchantChoices, isAura } from './cr303-auras.js';
import { putCounters } from './cr122-counters.js';
import { characteristics, effectiveDef, effectiveInfo, layerMemo } from './cr613-layers.js';
import { anyProtection } from './cr702-protection.js';
import { checkDayNight } from './cr730-day-night.js';
import {
  enteringInfo,
  type Candidate,
  type EventOf,
  type ShieldOf,
  type StaticReplacement,
} from './replacement/candidate.js';
import { RULE_REPLACERS, shieldReplacerOf, staticReplacerOf } from './replacement/table.js';
import { graveyardReplacers } from './replacement/graveyard-instead.js';

export type { Applied, ReplaceableEvent } from '../hooks.js';

type EnterEvent = EventOf<'enter'>;

const NONE: readonly never[] = [];

function affectedPlayer(tx: Tx, e: ReplaceableEvent): PlayerId {
  switch (e.kind) {
    case 'draw':
    case 'drawMany':
      return e.player;
    case 'damage':
      return refController(tx.s, e.to);
    case 'destroy':
    case 'move':
      return tx.obj(e.object).controller;
    case 'counters':
      return refController(tx.s, e.on);
    case 'enter':
      return e.controller;
    case 'mana':
      return e.player;
  }
}

/** The permanents whose cards have static abilities that replace events, in battlefield order. */
const REPLACEMENT_HOLDERS = memoKey<readonly ObjectId[]>('replacementHolders', (state) =>
  state.battlefield.filter((id) => effectiveInfo(state.objects[id]!).replacements),
);

function replacementHolders(state: GameState): readonly ObjectId[] {
  return layerMemo(state, REPLACEMENT_HOLDERS);
}

/** Static replacement abilities of permanents on the battlefield (and of an entering object itself, 614.12): those of
 * a kind that replaces events (replacement/table.ts). */
function staticReplacements(tx: Tx, e: ReplaceableEvent): StaticReplacement[] {
  const out: StaticReplacement[] = [];
  const scan = (id: ObjectId, def: string, abilities: ReturnType<typeof cardDef>['abilities']) => {
    abilities.forEach((a, index) => {
      if (a.kind !== 'static' || !staticReplacerOf(a.effect.kind)) return;
      const src = tx.obj(id);
      const name = cardDef(src.def).name;
      out.push({ key: `static:${id}:${def}:${index}`, source: id, src, name, def, effect: a.effect });
    });
  };
  if (e.kind === 'enter') {
    // CR 614.12: once it is entering as a copy, the replacement effects of what it copies apply too (Clone copying a
    // creature that enters with counters), and no longer its own.
    const info = enteringInfo(tx, e);
    scan(e.object, info.key, info.def.abilities);
    // CR 614.12: effects from other sources too: permanents whose abilities modify how other objects enter
    // ("Creatures you control enter as a copy of this creature"). Most games have none: one look at a kept list.
    for (const id of replacementHolders(tx.s)) {
      if (id === e.object) continue;
      const h = effectiveInfo(tx.obj(id));
      if (h.othersEnter) scan(id, h.key, characteristics(tx.s, id).abilities);
    }
  } else if (e.kind === 'move') {
    // A moving object's own replacement effects, as it is before it moves (an object that lost them has none).
    const c = characteristics(tx.s, e.object);
    scan(e.object, c.defName, c.abilities);
    // CR 614.1a: permanents whose abilities replace other cards' moves to a graveyard ("If an instant or sorcery card
    // would be put into a graveyard from anywhere, exile it instead").
    if (e.to === 'graveyard')
      for (const id of graveyardReplacers(tx.s))
        if (id !== e.object) scan(id, effectiveInfo(tx.obj(id)).key, characteristics(tx.s, id).abilities);
  } else
    for (const id of replacementHolders(tx.s)) {
      const info = effectiveInfo(tx.obj(id));
      if (info.replacements) scan(id, info.key, characteristics(tx.s, id).abilities);
    }
  return out;
}

/** The replacement and prevention effects that apply to an event — of static abilities, of keywords, of shields —
 * in that order, each kind's candidate made by its module (replacement/table.ts). */
function candidates<E extends ReplaceableEvent>(tx: Tx, e: E): Candidate<E>[] {
  // An event other than entering or moving meets only static replacement effects of permanents that have some, and
  // shields: with neither, there is nothing to look at (most events, such as mana being produced).
  // Damage meets protection too (CR 702.16e), when some permanent may have it; a draw, dredge (702.52a) of cards in
  // graveyards.
  if (
    e.kind !== 'enter' &&
    e.kind !== 'move' &&
    e.kind !== 'draw' &&
    tx.s.shields.length === 0 &&
    replacementHolders(tx.s).length === 0 &&
    (e.kind !== 'damage' || !anyProtection(tx.s))
  )
    return [];
  const out: Candidate<ReplaceableEvent>[] = [];
  for (const r of staticReplacements(tx, e)) {
    const c = offerStatic(tx, e, r);
    if (c) out.push(c);
  }
  for (const rule of RULE_REPLACERS[e.kind] ?? NONE) {
    const c = rule.candidate(tx, e);
    if (c) out.push(c);
  }
  for (const sh of tx.s.shields) {
    const c = offerShield(tx, e, sh);
    if (c) out.push(c);
  }
  return out as Candidate<E>[];
}

function offerStatic<K extends StaticEffect['kind']>(
  tx: Tx,
  e: ReplaceableEvent,
  r: StaticReplacement<K>,
): Candidate<ReplaceableEvent> | null | undefined {
  return staticReplacerOf<K>(r.effect.kind)?.candidate(tx, e, r);
}

function offerShield<K extends Shield['kind']>(
  tx: Tx,
  e: ReplaceableEvent,
  sh: ShieldOf<K>,
): Candidate<ReplaceableEvent> | null {
  return shieldReplacerOf<K>(sh.kind).candidate(tx, e, sh);
}

/**
 * Runs an event through the replacement effects that apply to it. Returns the event to perform (possibly modified),
 * or null when it was replaced by something else (already done).
 */
export function replaceEvent<E extends ReplaceableEvent>(tx: Tx, event: E, appliedBefore?: Applied): E | null {
  let e = event;
  // Made when a first effect applies (most events meet none).
  let applied = appliedBefore;
  for (;;) {
    const all = candidates(tx, e);
    if (all.length === 0) return e;
    const used = (applied ??= new Set());
    let cands = all.filter((c) => !used.has(c.key));
    if (cands.length === 0) return e;
    if (cands.length > 1) {
      // CR 616.1a-e: the player chooses among the effects of the first group that has any (a self-replacement effect,
      // then one changing who controls the entering object, then a copy effect, then entering back face up, then any
      // other); with one, there is nothing to choose.
      let first = cands[0]!.stage;
      for (const c of cands) if (c.stage < first) first = c.stage;
      cands = cands.filter((c) => c.stage === first);
    }
    let pick = cands[0]!;
    if (cands.length > 1) {
      const a = tx.choose({
        kind: 'chooseReplacement',
        player: affectedPlayer(tx, e),
        prompt: 'Choose which replacement effect applies first',
        options: cands.map((c) => c.text),
      });
      if (a.kind === 'option') pick = cands[a.index] ?? pick;
    }
    used.add(pick.key);
    const out = pick.apply(tx, e);
    if ('instead' in out) {
      if (!pick.told) told(tx, pick);
      out.instead(tx, used);
      return null;
    }
    // The log names what modified the event (one that applied as it was, a "you may" declined, changed nothing).
    if (!pick.told && out.event !== e) told(tx, pick);
    e = out.event;
  }
}

/** The log's line for a replacement effect that applied: its text names its source (CR 614.1, 615.1). */
function told(tx: Tx, pick: Candidate<ReplaceableEvent>): void {
  const cause = tx.cause;
  tx.cause = null;
  tx.note(pick.text, pick.rule ?? 'CR 614.1');
  tx.cause = cause;
}

export interface EnterOptions {
  /** a new object put onto the battlefield by the game's set-up (not a card moving there) */
  readonly created?: boolean;
  readonly tapped?: boolean;
  /** CR 712.14a: 1 = enters transformed (back face up) */
  readonly face?: 0 | 1;
  readonly counters?: Readonly<Record<string, number>>;
  /** CR 707.3: a token copy of a permanent that copies something enters as a copy of that */
  readonly copyOf?: string;
  /** CR 707.9b: a token copy's exceptions, part of its copiable values */
  readonly copyExcept?: CopyExceptions | null;
  /** how the log says it, e.g. "Ann plays Forest" (default: "<name> enters the battlefield ...") */
  readonly says?: (name: string) => string;
  /** CR 608.3c: an Aura spell resolving enters attached to what it targeted */
  readonly attachTo?: Ref;
  /** CR 702.103b: a bestowed Aura spell becomes a bestowed Aura */
  readonly bestowed?: boolean;
  /** how the spell that becomes it was cast (CR 702.33e: a kicked permanent spell becomes a kicked permanent) */
  readonly castVia?: CastWay | null;
  /** CR 708.3: enters face down (a face-down spell resolving, 708.4; "return it to the battlefield face down") */
  readonly faceDown?: boolean;
  /** CR 701.40a: enters face down as a manifested permanent */
  readonly manifested?: boolean;
}

/** Moves an object onto the battlefield, applying replacement effects that modify how it enters (614.1c, 614.12),
 * and reports the event. Returns the new object's id (or the old one if it didn't enter). */
export function enterBattlefield(
  tx: Tx,
  id: ObjectId,
  controller: PlayerId,
  from: Zone | null,
  opts: EnterOptions = {},
): ObjectId {
  // CR 708.3: an object put onto the battlefield face down is turned face down before it enters: what modifies how it
  // enters sees the face-down object (a face-down spell is face down already, 708.4).
  const turned = opts.faceDown === true && !tx.obj(id).faceDown && tx.obj(id).zone !== 'exile';
  if (turned) tx.mut(id).faceDown = true;
  const p = prepareEntering(tx, id, controller, from, opts);
  if (!p && turned && !tx.obj(id).left) tx.mut(id).faceDown = false;
  return p ? putOntoBattlefield(tx, p) : id;
}

/** Objects entering the battlefield at the same time (a search putting two lands onto it): the replacement effects
 * that modify how each enters are applied, and their choices made, one object at a time, all before any of them
 * enters — so none sees the others on the battlefield ("enters tapped unless you control two or fewer other lands"
 * doesn't count a land entering with it) — and then they all enter (CR 614.12, 614.12b). Returns the new objects'
 * ids (the old one for an object that didn't enter). */
export function enterBattlefieldTogether(
  tx: Tx,
  entering: readonly {
    readonly id: ObjectId;
    readonly controller: PlayerId;
    readonly from: Zone | null;
    readonly opts?: EnterOptions;
  }[],
): ObjectId[] {
  const prepared = entering.map((x) => prepareEntering(tx, x.id, x.controller, x.from, x.opts ?? {}));
  return prepared.map((p, i) => (p ? putOntoBattlefield(tx, p) : entering[i]!.id));
}

/** An object about to enter: the enter event as replacement effects left it, and what else its entering needs. */
interface PreparedEntering {
  readonly id: ObjectId;
  readonly from: Zone | null;
  readonly opts: EnterOptions;
  readonly attachTo: Ref | null;
  readonly ev: EnterEvent;
}

/** The first part of entering: what happens before the object moves (CR 614.12), or null if it doesn't enter. */
function prepareEntering(
  tx: Tx,
  id: ObjectId,
  controller: PlayerId,
  from: Zone | null,
  opts: EnterOptions,
): PreparedEntering | null {
  const o = tx.obj(id);
  if (o.token && o.zone !== 'battlefield' && !opts.created) {
    // CR 111.8: a token that has left the battlefield can't move to another zone or come back onto the battlefield.
    tx.emit(
      { kind: 'info' },
      () => `The ${characteristics(tx.s, id).name} token has left the battlefield and can't return`,
      'CR 111.8',
    );
    return null;
  }
  if (opts.face === 1 && (!cardDef(o.def).back || cardDef(o.def).adventure)) {
    // CR 712.14a: a card that isn't a double-faced card (an adventurer card is one card with one face, 715.2c), told
    // to enter transformed, stays where it is.
    tx.emit({ kind: 'info' }, () => `${cardDef(o.def).name} can't enter transformed and stays put`, 'CR 712.14a');
    return null;
  }
  // CR 303.4f-g: an Aura entering other than by resolving (and not placed by the game's set-up) is attached to what
  // its controller chooses, without targeting; with nothing it could enchant, it stays where it is (or goes from the
  // stack to the graveyard).
  let attachTo: Ref | null = opts.attachTo ?? null;
  if (!attachTo && !opts.created && isAura(tx.s, id)) {
    const choices = enchantChoices(tx.s, id, controller);
    if (choices.length === 0) {
      const name = characteristics(tx.s, id).name;
      if (o.zone === 'stack') {
        changeZone(
          tx,
          id,
          'graveyard',
          (n, owner) => `${n} has nothing to enchant and is put into ${owner}'s graveyard`,
          'CR 303.4g',
        );
      } else tx.emit({ kind: 'info' }, () => `${name} has nothing to enchant and stays put`, 'CR 303.4g');
      return null;
    }
    const a = tx.choose({
      kind: 'chooseCards',
      player: controller,
      prompt: `${characteristics(tx.s, id).name}: choose what it enchants`,
      cards: choices,
      min: 1,
      max: 1,
    });
    attachTo = { object: a.kind === 'cards' && a.cards[0] !== undefined ? a.cards[0] : choices[0]! };
  }
  const ev = replaceEvent<EnterEvent>(tx, {
    kind: 'enter',
    object: id,
    controller,
    tapped: opts.tapped ?? false,
    counters: withCastCounters(tx, id, opts.counters ?? {}),
    face: opts.face ?? 0,
    copyOf: opts.copyOf ?? null,
    chosenType: null,
  });
  return ev ? { id, from, opts, attachTo, ev } : null;
}

/** CR 106.6, 903.8: a commander spell that mana with this rider was spent on ("it enters with a number of additional
 * +1/+1 counters on it equal to the number of times it's been cast from the command zone this game", the latest
 * time included). */
function withCastCounters(
  tx: Tx,
  id: ObjectId,
  counters: Readonly<Record<string, number>>,
): Readonly<Record<string, number>> {
  const o = tx.obj(id);
  if (!o.castCounters) return counters;
  const n = tx.player(o.owner).commanderCasts[o.card] ?? 0;
  if (n === 0) return counters;
  tx.note(() => `${characteristics(tx.s, id).name} enters with ${n} additional +1/+1 counter(s)`, 'CR 106.6');
  return { ...counters, '+1/+1': (counters['+1/+1'] ?? 0) + n };
}

/** The second part of entering: the object moves onto the battlefield as its enter event says. */
function putOntoBattlefield(tx: Tx, p: PreparedEntering): ObjectId {
  const { id, from, opts, attachTo, ev } = p;
  const o = tx.obj(id);
  const n = moveObject(tx, id, 'battlefield', {
    controller: ev.controller,
    tapped: ev.tapped,
    face: ev.face,
    copyOf: ev.copyOf,
    attachTo,
    ...(opts.bestowed ? { bestowed: true } : {}),
    ...(opts.castVia ? { castVia: opts.castVia } : {}),
    ...(opts.faceDown ? { faceDown: true } : {}),
    ...(opts.manifested ? { manifested: true } : {}),
    chosenType: ev.chosenType,
    ...(ev.chosen ? { chosen: ev.chosen } : {}),
    // Exceptions belong to the copy effect that made the token, not to one a replacement effect applies (707.9e).
    ...(opts.copyExcept && ev.copyOf === (opts.copyOf ?? null) ? { copyExcept: opts.copyExcept } : {}),
  });
  const def = effectiveDef(tx.obj(n));
  // Landfall's "if you had a land enter the battlefield under your control this turn".
  if (!tx.player(ev.controller).landEnteredThisTurn && characteristics(tx.s, n).types.includes('Land'))
    tx.mutPlayer(ev.controller).landEnteredThisTurn = true;
  // CR 714.3a: as a Saga enters the battlefield, its controller puts a lore counter on it.
  let counters = def.subtypes.includes('Saga') ? { ...ev.counters, lore: (ev.counters.lore ?? 0) + 1 } : ev.counters;
  // CR 306.5b: a planeswalker enters with loyalty counters equal to its printed loyalty — the loyalty of the face that
  // is up, so one that enters transformed uses its back face's (712.14a).
  if (def.types.includes('Planeswalker') && def.loyalty !== undefined && def.loyalty > 0)
    counters = { ...counters, loyalty: (counters.loyalty ?? 0) + def.loyalty };
  const added = Object.entries(counters).filter(([, k]) => k > 0);
  tx.emit(
    {
      kind: 'zoneChange',
      // CR 708.5, 401.2: a card put face down onto the battlefield from a hidden zone (manifested from a library) is
      // told without its record there, which could tell what it is.
      object: opts.faceDown && (from === 'library' || from === 'hand') ? -1 : id,
      newObject: n,
      name: def.name,
      from,
      to: 'battlefield',
      owner: o.owner,
      controller: ev.controller,
    },
    () => {
      // Counters it enters with are told by their own event just after.
      const extra = ev.tapped ? 'tapped' : '';
      const onto = !attachTo ? '' : ` attached to ${refName(tx.s, attachTo)}`;
      const base = opts.says
        ? opts.says(def.name)
        : `${def.name || 'A face-down creature'} enters the battlefield under ${tx.player(ev.controller).name}'s control${onto}`;
      return extra ? `${base} (${extra})` : base;
    },
  );
  // CR 122.6: counters it enters with are put on it as it enters, an event that triggers see (chapter I, 714.2b).
  // CR 122.6a: the entering object's controller puts them.
  putCounters(tx, { object: n }, ev.controller, Object.fromEntries(added), (c) =>
    c === 'lore' ? 'CR 714.3a' : c === 'loyalty' && def.types.includes('Planeswalker') ? 'CR 306.5b' : 'CR 122.6',
  );
  // CR 702.145c-g: a permanent with daybound or nightbound may make it day or night, or turn to match, at once.
  checkDayNight(tx);
  return n;
}

// The rules that make events (zones, counters, damage, drawing, destroying, mana) offer them through the kernel
// (hooks.ts), which this fills as it loads: they never import this module, which acts through them.
setEventReplacer({
  replace: replaceEvent,
  enter: (tx, id, controller, from, counters) => enterBattlefield(tx, id, controller, from, { counters }),
});
