// CR 704: state-based actions. Checked whenever a player would receive priority (704.3): all applicable ones are
// performed at once, then the check repeats until none applies.
import { cardDef } from '../registry.js';
import type { GameObject, GameState, PlayerState } from '../state.js';
import type { Tx } from '../tx.js';
import type { ObjectId, PlayerId } from '../types.js';
import { characteristics, effectiveDef, layerMemo, type Characteristics } from './cr613-layers.js';
import { memoKey } from '../memo.js';
import { isIndestructible } from './cr702-indestructible.js';
import { putIntoGraveyard, destroy } from './cr701-keyword-actions.js';
import { sagasToSacrifice } from './cr714-sagas.js';
import { attachmentFixes, unattach, type AttachmentFix } from './cr303-auras.js';
import { leaveGame } from './cr800-multiplayer.js';
import { commandersToReturn } from './cr903-commander.js';
import { changeZone } from './cr400-zones.js';
import { breakPairs } from './cr702-soulbond.js';
import { applyControl } from './cr613-control.js';

// Not implemented, because nothing in the engine can create the situation yet:
// TODO 704.5e copies of spells/cards, 704.5k world rule,
// TODO 704.5n Fortifications, 704.5r counter limits,
// TODO 704.5t-x dungeons, space sculptor, battles, 704.5y Roles, 704.5z speed.

/** Why a player or a permanent is dealt with by a state-based action: what the log says, and the rule. */
interface Reason {
  readonly why: string;
  readonly rule: string;
}

const NO_LIFE: Reason = { why: 'has 0 or less life', rule: 'CR 704.5a' };
const DREW_FROM_EMPTY: Reason = { why: 'attempted to draw from an empty library', rule: 'CR 704.5b' };
const POISONED: Reason = { why: 'has ten or more poison counters', rule: 'CR 704.5c' };
const COMMANDER_DAMAGE: Reason = {
  why: 'has been dealt 21 or more combat damage by the same commander',
  rule: 'CR 704.6c',
};

/** CR 704.5a-c: why a player still in the game loses now, if they do. */
function playerLoss(pl: PlayerState): Reason | null {
  if (pl.lost) return null;
  if (pl.life <= 0) return NO_LIFE;
  if (pl.drewFromEmpty) return DREW_FROM_EMPTY;
  if (pl.poison >= 10) return POISONED;
  // CR 704.6c (903.10a): in a Commander game.
  if (pl.commanders.length > 0)
    for (const k in pl.commanderDamage) if (pl.commanderDamage[k]! >= 21) return COMMANDER_DAMAGE;
  return null;
}

const NO_TOUGHNESS: Reason = { why: ' — toughness 0 or less', rule: 'CR 704.5f' };
const LETHAL_DAMAGE: Reason = { why: ' — lethal damage', rule: 'CR 704.5g' };
const DEATHTOUCH: Reason = { why: ' — damage from a source with deathtouch', rule: 'CR 704.5h' };

/** CR 704.5f-h: why a creature leaves the battlefield now, if it does — put into its owner's graveyard (704.5f) or
 * destroyed (704.5g-h: a regeneration shield may replace that; indestructible ignores it, CR 702.12b). */
function creatureFate(o: Readonly<GameObject>, ch: Characteristics): Reason | null {
  if (ch.toughness <= 0) return NO_TOUGHNESS;
  if (isIndestructible(ch)) return null;
  if (o.damage > 0 && o.damage >= ch.toughness) return LETHAL_DAMAGE;
  return o.deathtouched ? DEATHTOUCH : null;
}

/** What the quick look before each check needs of the permanents, kept with the characteristics (it depends on
 * them, on counters and on attachments, whose writes drop it): the creatures, whose damage changes without such a
 * write, and whether anything else may need the full check now. */
interface Watch {
  readonly creatures: readonly ObjectId[];
  /** Auras, attached or bestowed permanents, two legendary permanents, Sagas with lore counters, a planeswalker
   * with no loyalty, +1/+1 and -1/-1 counters together: the full check looks at them closely */
  readonly closely: boolean;
}

const WATCH = memoKey<Watch>('stateBasedActionWatch', (state) => {
  const creatures: ObjectId[] = [];
  let closely = false;
  let legendary = 0;
  for (const id of state.battlefield) {
    const o = state.objects[id]!;
    const c = o.counters;
    const ch = characteristics(state, id);
    if (ch.creature) creatures.push(id);
    if (
      o.attachedTo !== null ||
      o.bestowed ||
      ((c['+1/+1'] ?? 0) > 0 && (c['-1/-1'] ?? 0) > 0) ||
      (c.lore ?? 0) > 0 ||
      ch.subtypes.includes('Aura') ||
      effectiveDef(o).subtypes.includes('Aura') ||
      (ch.supertypes.includes('Legendary') && ++legendary > 1) ||
      (ch.types.includes('Planeswalker') && (c.loyalty ?? 0) <= 0)
    )
      closely = true;
  }
  return { creatures, closely };
});

/** Whether some state-based action may apply: a look that builds nothing, made before every check (most find nothing
 * to do). It answers yes for anything the full check must look at closely (Auras and attached permanents, legendary
 * permanents, Sagas, deathtouch damage). */
function mayApply(state: GameState): boolean {
  for (const pl of state.players) if (playerLoss(pl)) return true;
  if (state.limbo.length > 0) return true;
  if (commanderGame(state) && commandersToReturn(state).length > 0) return true;
  const watch = layerMemo(state, WATCH);
  if (watch.closely) return true;
  // Deathtouch damage may have been dealt to any permanent (and is cleared by the full check).
  for (const id of state.battlefield) if (state.objects[id]!.deathtouched) return true;
  for (const id of watch.creatures) if (creatureFate(state.objects[id]!, characteristics(state, id))) return true;
  return false;
}

/** A permanent a state-based action puts into its owner's graveyard or destroys, and why. */
interface Fate {
  readonly id: ObjectId;
  readonly why: string;
  readonly rule: string;
}

/** The state-based actions that apply to a state (CR 704.5), found without changing anything: what `checkOnce`
 * performs, and what `stateBasedActionPending` reports, so that the two can't disagree. */
interface Applicable {
  /** 704.5a-c: players who lose */
  readonly losers: readonly { readonly p: PlayerId; readonly why: string; readonly rule: string }[];
  /** 704.5f, 704.5i: permanents put into their owners' graveyards */
  readonly toGraveyard: readonly Fate[];
  /** 704.5g-h: creatures destroyed */
  readonly toDestroy: readonly Fate[];
  /** 704.5q: permanents with +1/+1 and -1/-1 counters, and how many of each are removed */
  readonly counterFixes: readonly { readonly id: ObjectId; readonly n: number }[];
  /** 704.5j: each set of two or more legendary permanents with the same name and controller (which to keep is
   * their controller's choice, made as the action is performed) */
  readonly legends: readonly (readonly ObjectId[])[];
  /** 704.5m, 704.5p (and 702.103f for bestowed Auras): Auras attached illegally or to nothing, other permanents
   * attached to something */
  readonly attachments: readonly AttachmentFix[];
  /** 704.5s (714.4): Sagas that reached their final chapter, sacrificed */
  readonly sagas: readonly ObjectId[];
  /** 704.5d: tokens outside the battlefield, which cease to exist (the list of such tokens, `limbo`, is not empty) */
  readonly tokens: readonly ObjectId[];
  /** 903.9a: commanders put into a graveyard or exile, which their owners may put into the command zone */
  readonly commanders: readonly ObjectId[];
}

/** The state-based actions that apply now, or null when none does. A pure function of the state. */
function applicable(state: GameState): Applicable | null {
  const losers: { p: PlayerId; why: string; rule: string }[] = [];
  for (const pl of state.players) {
    const loss = playerLoss(pl);
    if (loss) losers.push({ p: pl.id, why: loss.why, rule: loss.rule });
  }
  const toGraveyard: Fate[] = [];
  const toDestroy: Fate[] = [];
  const counterFixes: { id: ObjectId; n: number }[] = [];
  // Legendary permanents, noted in the same pass; the legend rule is looked at only when there are two.
  let legendary: ObjectId[] | null = null;
  for (const id of state.battlefield) {
    const o = state.objects[id]!;
    const ch = characteristics(state, id);
    const fate = ch.creature ? creatureFate(o, ch) : null;
    if (fate) (fate === NO_TOUGHNESS ? toGraveyard : toDestroy).push({ id, why: fate.why, rule: fate.rule });
    // 704.5i: a planeswalker with 0 loyalty is put into its owner's graveyard.
    if (ch.types.includes('Planeswalker') && (o.counters.loyalty ?? 0) <= 0)
      toGraveyard.push({ id, why: ' — 0 loyalty', rule: 'CR 704.5i' });
    // 704.5q: +1/+1 and -1/-1 counters annihilate.
    const plus = o.counters['+1/+1'] ?? 0;
    const minus = o.counters['-1/-1'] ?? 0;
    if (plus > 0 && minus > 0) counterFixes.push({ id, n: Math.min(plus, minus) });
    if (ch.supertypes.includes('Legendary')) (legendary ??= []).push(id);
  }
  // 704.5j: the legend rule.
  const legends: ObjectId[][] = [];
  if (legendary !== null && legendary.length > 1) {
    const byKey = new Map<string, ObjectId[]>();
    for (const id of legendary) {
      const key = `${state.objects[id]!.controller}|${characteristics(state, id).name}`;
      byKey.set(key, [...(byKey.get(key) ?? []), id]);
    }
    for (const ids of byKey.values()) if (ids.length > 1) legends.push(ids);
  }
  // 704.5m, 704.5p (and 702.103f for bestowed Auras).
  const attachments = attachmentFixes(state);
  // 704.5s (714.4): Sagas that reached their final chapter are sacrificed.
  const sagas = sagasToSacrifice(state);
  const commanders = commanderGame(state) ? commandersToReturn(state) : [];
  if (
    commanders.length === 0 &&
    losers.length === 0 &&
    toGraveyard.length === 0 &&
    toDestroy.length === 0 &&
    counterFixes.length === 0 &&
    legends.length === 0 &&
    attachments.length === 0 &&
    sagas.length === 0 &&
    state.limbo.length === 0
  )
    return null;
  // 704.5d: tokens outside the battlefield cease to exist.
  const tokens = state.limbo.filter((id) => !state.objects[id]!.left);
  return { losers, toGraveyard, toDestroy, counterFixes, legends, attachments, sagas, tokens, commanders };
}

/** Whether some player has a commander (CR 903): the Commander variant's state-based actions apply. */
function commanderGame(state: GameState): boolean {
  for (const pl of state.players) if (pl.commanders.length > 0) return true;
  return false;
}

/** Performs one round of state-based actions; returns whether any was performed. */
function checkOnce(tx: Tx): boolean {
  // CR 702.95e: not a state-based action, but looked at as often: pairs whose creatures stopped being a pair end.
  breakPairs(tx, (o) => characteristics(tx.s, o.id).types.includes('Creature'));
  if (!mayApply(tx.s)) return false;
  const found = applicable(tx.s);
  if (!found) {
    clearDeathtouch(tx);
    return false;
  }
  const { losers, toGraveyard, toDestroy, counterFixes, legends, attachments, sagas, tokens, commanders } = found;
  let any = false;
  // 704.5j: of each set of legendary permanents with the same name, their controller chooses one to keep.
  const legendLosers: ObjectId[] = [];
  for (const ids of legends) {
    const owner = tx.obj(ids[0]!).controller;
    const a = tx.choose({
      kind: 'chooseCards',
      player: owner,
      prompt: 'Legend rule: choose the one to keep',
      cards: ids,
      min: 1,
      max: 1,
    });
    const keep = a.kind === 'cards' ? a.cards[0] : ids[0];
    for (const id of ids) if (id !== keep) legendLosers.push(id);
  }
  if (tx.s.limbo.length > 0) tx.setList('limbo', []);

  // All at once (704.3): permanents that leave together see each other leave (603.10a).
  tx.leavingTogether = [...toGraveyard.map((t) => t.id), ...toDestroy.map((t) => t.id), ...legendLosers, ...sagas];
  for (const l of losers) {
    any = true;
    const m = tx.mutPlayer(l.p);
    m.lost = true;
    m.lossReason = l.why;
    tx.emit({ kind: 'playerLoses', player: l.p, reason: l.why }, () => `${m.name} loses the game — ${l.why}`, l.rule);
  }
  for (const t of toGraveyard) {
    any = true;
    // A creature planeswalker may meet both 704.5f and 704.5i; it goes once.
    if (!tx.obj(t.id).left) putIntoGraveyard(tx, t.id, t.why, t.rule);
  }
  for (const t of toDestroy) {
    any = true;
    destroy(tx, t.id, t.why, t.rule);
  }
  for (const f of attachments) {
    any = true;
    if (tx.obj(f.id).left) continue;
    if (f.kind === 'graveyard') putIntoGraveyard(tx, f.id, f.why, f.rule);
    else unattach(tx, f);
  }
  for (const id of legendLosers) {
    any = true;
    if (!tx.obj(id).left) putIntoGraveyard(tx, id, ' — legend rule', 'CR 704.5j');
  }
  for (const id of sagas) {
    any = true;
    if (!tx.obj(id).left) putIntoGraveyard(tx, id, ' (sacrificed: its final chapter has resolved)', 'CR 704.5s');
  }
  tx.leavingTogether = [];
  for (const f of counterFixes) {
    any = true;
    const m = tx.mut(f.id);
    m.counters = {
      ...m.counters,
      '+1/+1': (m.counters['+1/+1'] ?? 0) - f.n,
      '-1/-1': (m.counters['-1/-1'] ?? 0) - f.n,
    };
    tx.emit(
      { kind: 'info' },
      () => `${f.n} +1/+1 and -1/-1 counter pairs are removed from ${cardDef(m.def).name}`,
      'CR 704.5q',
    );
  }
  for (const id of tokens) {
    any = true;
    removeToken(tx, id);
  }
  // CR 903.9a: the owner of a commander put into a graveyard or exile may put it into the command zone.
  for (const id of commanders) {
    any = true;
    const o = tx.obj(id);
    if (o.left || tx.player(o.owner).lost) continue;
    const a = tx.choose({
      kind: 'yesNo',
      player: o.owner,
      prompt: `Put your commander ${o.def} from ${o.zone === 'exile' ? 'exile' : 'your graveyard'} into the command zone?`,
    });
    if (a.kind === 'yes')
      changeZone(tx, id, 'command', (name, owner) => `${owner} puts ${name} into the command zone`, 'CR 903.9a');
    else {
      const m = tx.mutPlayer(o.owner);
      m.commanderStays = [...m.commanderStays.filter((x) => !tx.obj(x).left), id];
    }
  }
  // CR 800.4a: in a game that goes on (more than one player is left, 104.2a), the players who lost leave it.
  if (losers.length > 0 && tx.s.players.filter((pl) => !pl.lost).length > 1) for (const l of losers) leaveGame(tx, l.p);
  clearDeathtouch(tx);
  return any;
}

/** 704.5h looks at deathtouch damage "since the last time state-based actions were checked". */
function clearDeathtouch(tx: Tx): void {
  for (const id of tx.s.battlefield) if (tx.obj(id).deathtouched) tx.mutStatus(id).deathtouched = false;
}

function removeToken(tx: Tx, id: ObjectId): void {
  const o = tx.obj(id);
  for (const z of ['hand', 'graveyard', 'library'] as const) {
    if (!tx.player(o.owner)[z].includes(id)) continue;
    const zone = tx.zone(o.owner, z);
    zone.splice(zone.indexOf(id), 1);
  }
  const i = tx.s.exile.indexOf(id);
  if (i >= 0) tx.list('exile').splice(i, 1);
  tx.mut(id).left = true;
  tx.emit({ kind: 'info' }, () => `The ${o.def} token ceases to exist`, 'CR 704.5d');
}

/** Performs state-based actions until none applies, then ends the game if it is over (CR 104.2-104.4). Returns
 * whether anything was performed. */
export function runStateBasedActions(tx: Tx): boolean {
  // Layer 2 brought up to date first (CR 613.1b): an Aura that left, an effect that ended (rules/cr613-control.ts).
  applyControl(tx);
  let any = false;
  while (checkOnce(tx)) any = true;
  if (any) checkGameOver(tx);
  return any;
}

/** CR 104.2a: a player still in the game when all opponents have left wins; 104.4a: if all lose at once, a draw. */
export function checkGameOver(tx: Tx): void {
  if (tx.s.over) return;
  const alive = tx.s.players.filter((p) => !p.lost);
  if (alive.length > 1) return;
  tx.s.over = true;
  tx.s.pending = null;
  const w = alive[0];
  if (w) {
    tx.mutPlayer(w.id).won = true;
    tx.s.winner = w.id;
    tx.emit({ kind: 'gameOver', winner: w.id }, () => `${w.name} wins the game`, 'CR 104.2a');
  } else {
    tx.s.winner = null;
    tx.emit({ kind: 'gameOver', winner: null }, 'The game is a draw', 'CR 104.4a');
  }
}

/** Whether some state-based action would be performed now (the fuzzer checks none is left when a player has
 * priority): what `checkOnce` finds, without its quick look first (so the fuzzer checks that look as well). */
export function stateBasedActionPending(state: GameState): boolean {
  return applicable(state) !== null;
}
