// CR 603: triggered abilities. An ability triggers when its event happens (603.2): each kind of event is offered here
// to the objects that may trigger on it (cr603-firing.ts); what triggered waits until a player would next receive
// priority, then is put on the stack in APNAP order (603.3b), its targets chosen then (cr603-trigger-stack.ts).
import type { Trigger } from '../card-def.js';
import type { GameEvent } from '../events.js';
import { cardDef } from '../registry.js';
import type { DelayedTrigger, WaitingTrigger } from '../state.js';
import type { Tx } from '../tx.js';
import { isObjectRef, type ObjectId, type PlayerId, type Step } from '../types.js';
import { anyGrantedAbilities, characteristics, matchesFilter } from './cr613-layers.js';
import { canTrigger, fire, fireEach, watching } from './cr603-firing.js';
import { fireLasting } from './cr603-lasting-triggers.js';

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
    case 'classLevelBecame':
      // CR 716.2a: "When this Class becomes level N" looks at the Class just after its level changed.
      if (canTrigger(tx, tx.obj(e.object)))
        fire(
          tx,
          e.object,
          tx.obj(e.object).controller,
          (t) => t.kind === 'selfBecomesClassLevel' && t.level === e.level,
        );
      return;
    case 'turnedFaceUp':
      // CR 708.8: "When {this} is turned face up" looks at the permanent just after it was turned face up.
      if (canTrigger(tx, tx.obj(e.object)))
        fire(tx, e.object, tx.obj(e.object).controller, (t) => t.kind === 'selfTurnedFaceUp');
      return;
    case 'tap':
      return onTap(tx, e);
    case 'becameTarget':
      return onBecameTarget(tx, e);
    case 'becameBlocked':
      return onBecameBlocked(tx, e);
    case 'block':
      return onBlock(tx, e);
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
    case 'lifeChange':
      return onLifeChange(tx, e);
    default:
      return;
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

/** CR 119.9: "Whenever you gain life", "Whenever an opponent gains life" — once for each event of life gained. */
function onLifeChange(tx: Tx, e: Extract<GameEvent, { kind: 'lifeChange' }>): void {
  if (e.amount <= 0) return;
  fireEach(
    tx,
    watching(tx.s),
    (t, controller) => t.kind === 'playerGainsLife' && (t.who === 'you') === (e.player === controller),
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
          // (A permanent entering face down has no abilities to trigger, CR 708.3.)
          (t.kind === 'selfTurnedFaceUp' && !!t.orEnters) ||
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
        (t, controller, id) =>
          (t.kind === 'anotherCreatureDies' && matchesFilter(tx.s, died, t.filter, controller, id)) ||
          // "Whenever equipped creature dies": the Equipment or Aura still attached to it as it died (CR 603.10a;
          // it becomes unattached only as state-based actions are next checked, 704.5m-n).
          (t.kind === 'attachedDies' && attachedToObject(tx, id, e.object)),
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

/** CR 509.3b: "Whenever {this} blocks a creature" — once for each attacker it blocks, "that creature" the attacker. */
function onBlock(tx: Tx, e: Extract<GameEvent, { kind: 'block' }>): void {
  const o = tx.obj(e.blocker);
  if (canTrigger(tx, o))
    fire(tx, e.blocker, o.controller, (t) => t.kind === 'selfBlocksCreature', undefined, e.attacker);
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
      undefined,
      undefined,
      undefined,
      undefined,
      undefined,
      undefined,
      // CR 506.3, 508.5: what it attacks, kept as it triggers ("defending player").
      e.planeswalker === null ? { player: e.defender } : { object: e.planeswalker },
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
  // CR 510.3a: "Whenever {this} deals combat damage to a creature": "that creature" is the creature dealt the damage.
  if (
    e.combat &&
    e.toObject !== null &&
    e.amount > 0 &&
    characteristics(tx.s, e.toObject).creature &&
    canTrigger(tx, tx.obj(e.source))
  )
    fire(
      tx,
      e.source,
      tx.obj(e.source).controller,
      (t) => t.kind === 'selfDealsCombatDamageToCreature',
      undefined,
      e.toObject,
    );
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

/** Whether permanent `id` is attached to object `to`. */
function attachedToObject(tx: Tx, id: ObjectId, to: ObjectId): boolean {
  const at = tx.obj(id).attachedTo;
  return at !== null && isObjectRef(at) && at.object === to;
}
