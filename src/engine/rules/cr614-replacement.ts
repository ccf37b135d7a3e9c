// CR 614-616: replacement and prevention effects. An event is offered, one at a time, to every replacement effect
// that applies to it; the affected player (or the affected object's controller, or the player who would control an
// entering permanent) chooses which applies first (616.1), among the effects of the first group of 616.1a-e that has
// any (each candidate carries its group, `stage`); each effect applies at most once to an event and to the events
// that replace it (614.5, 616.2); after one applies the rest are checked again against the modified event (616.1f).
import type { CastWay, CopyExceptions, Effect, StaticEffect } from '../card-def.js';
import { conditionHolds } from './conditions.js';
import { resolveEffects, setEventReplacer, type Applied, type ReplaceableEvent } from '../hooks.js';
import { cardDef, copyKey, defInfo, type DefInfo } from '../registry.js';
import type { Tx } from '../tx.js';
import type { GameState } from '../state.js';
import { memoKey } from '../memo.js';
import { isObjectRef, isPlayerRef, type ObjectId, type PlayerId, type Ref, type Zone } from '../types.js';
import { refController, refName, sameRef } from './cr115-targets.js';
import { changeZone, moveObject } from './cr400-zones.js';
import { enchantChoices, isAura } from './cr303-auras.js';
import { putCounters } from './cr122-counters.js';
import { characteristics, effectiveDef, effectiveInfo, layerMemo, matchesFilter } from './cr613-layers.js';
import { removeFromCombat } from './cr701-keyword-actions.js';
import { anyProtection, protectionFrom } from './cr702-protection.js';
import { SUBTYPES } from '../subtypes.js';
import { checkDayNight } from './cr730-day-night.js';
import { loseLife } from './cr119-life.js';

export type { Applied, ReplaceableEvent } from '../hooks.js';

/** Events replacement effects see. */
type EnterEvent = Extract<ReplaceableEvent, { kind: 'enter' }>;
type ManaEvent = Extract<ReplaceableEvent, { kind: 'mana' }>;
type DamageEvent = Extract<ReplaceableEvent, { kind: 'damage' }>;
type CountersEvent = Extract<ReplaceableEvent, { kind: 'counters' }>;
type MoveEvent = Extract<ReplaceableEvent, { kind: 'move' }>;

/** What applying a replacement does: a modified event, or the event replaced by something else entirely. */
type Outcome<E extends ReplaceableEvent> =
  { readonly event: E } | { readonly instead: (tx: Tx, applied: Set<string>) => void };

/**
 * CR 616.1a-e: the groups of replacement and prevention effects, in the order the affected player must choose from
 * them: while any effect of a group applies, one of that group's must be chosen.
 */
const STAGE = {
  /** 616.1a: self-replacement effects (614.15). None of the engine's candidates is one: a self-replacement effect
   * replaces part of the resolving spell's or ability's own effects ("... If <condition>, <other effect> instead"), so
   * the engine writes it as part of those effects (a conditional effect choosing what the spell does), which applies
   * by construction before any candidate here is considered. A candidate that were one would take this stage. */
  selfReplacement: 0,
  /** 616.1b: effects that modify under whose control an object enters (none of the engine's cards has one yet) */
  control: 1,
  /** 616.1c: effects that make an object enter as a copy of another ("enter as a copy", Essence of the Wild) */
  copy: 2,
  /** 616.1d: effects that make a card enter with its back face up (daybound at night, 702.145b) */
  backFace: 3,
  /** 616.1e: any other */
  other: 4,
} as const;
type Stage = (typeof STAGE)[keyof typeof STAGE];

interface Candidate<E extends ReplaceableEvent> {
  readonly key: string;
  /** its group in the order of 616.1a-e */
  readonly stage: Stage;
  readonly text: string;
  /** its application tells the log itself what replaced what (else the log is told `text`, CR 614.1) */
  readonly told?: boolean;
  /** the rule the log names with `text` (default CR 614.1) */
  readonly rule?: string;
  apply(tx: Tx, e: E): Outcome<E>;
}

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

interface StaticReplacement {
  readonly source: ObjectId;
  /** the definition the ability is on and its index there: the ability's identity for 614.5 */
  readonly def: string;
  readonly index: number;
  readonly effect: StaticEffect;
}

/** Static replacement abilities of permanents on the battlefield (and of an entering object itself, 614.12). */
/** The permanents whose cards have static abilities that replace events, in battlefield order. */
const REPLACEMENT_HOLDERS = memoKey<readonly ObjectId[]>('replacementHolders', (state) =>
  state.battlefield.filter((id) => effectiveInfo(state.objects[id]!).replacements),
);

function replacementHolders(state: GameState): readonly ObjectId[] {
  return layerMemo(state, REPLACEMENT_HOLDERS);
}

function staticReplacements(tx: Tx, e: ReplaceableEvent): StaticReplacement[] {
  const out: StaticReplacement[] = [];
  const scan = (id: ObjectId, def: string, abilities: ReturnType<typeof cardDef>['abilities']) => {
    abilities.forEach((a, index) => {
      if (a.kind === 'static') out.push({ source: id, def, index, effect: a.effect });
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
  } else
    for (const id of replacementHolders(tx.s)) {
      const info = effectiveInfo(tx.obj(id));
      if (info.replacements) scan(id, info.key, characteristics(tx.s, id).abilities);
    }
  return out;
}

/** CR 614.12: the definition an entering object would have on the battlefield, with the replacement effects applied to
 * its entering so far: what it enters as a copy of, or the face it enters with (712.14a). */
function enteringInfo(tx: Tx, e: EnterEvent): DefInfo {
  if (e.copyOf !== null) return defInfo(e.copyOf);
  const o = tx.obj(e.object);
  if (e.face === 1 && o.face !== 1) {
    const back = cardDef(o.def).back;
    if (back) return defInfo(back.name);
  }
  return effectiveInfo(o);
}

function candidates<E extends ReplaceableEvent>(tx: Tx, e: E): Candidate<E>[] {
  // An event other than entering or moving meets only static replacement effects of permanents that have some, and
  // shields: with neither, there is nothing to look at (most events, such as mana being produced).
  // Damage meets protection too (CR 702.16e), when some permanent may have it.
  if (
    e.kind !== 'enter' &&
    e.kind !== 'move' &&
    tx.s.shields.length === 0 &&
    replacementHolders(tx.s).length === 0 &&
    (e.kind !== 'damage' || !anyProtection(tx.s))
  )
    return [];
  const out: Candidate<ReplaceableEvent>[] = [];
  for (const r of staticReplacements(tx, e)) {
    const key = `static:${r.source}:${r.def}:${r.index}`;
    const src = tx.obj(r.source);
    const name = cardDef(src.def).name;
    const eff = r.effect;
    switch (eff.kind) {
      case 'entersAsCopy':
        // "You may have this enter as a copy of any <filter> on the battlefield" (CR 707.2, 614.1c).
        if (e.kind === 'enter' && r.source === e.object && e.copyOf === null) {
          const choices = tx.s.battlefield.filter((id) =>
            matchesFilter(tx.s, tx.obj(id), eff.filter, e.controller, r.source),
          );
          if (choices.length > 0)
            out.push({
              key,
              stage: STAGE.copy,
              text: `${name} enters as a copy`,
              apply: (t, ev) => {
                // "You may": first whether to, then which permanent (CR 707.2 copies its copiable values, 707.9
                // with the ability's exceptions, which the copy key names).
                const may = t.choose({
                  kind: 'yesNo',
                  player: e.controller,
                  prompt: `${name}: enter as a copy of a permanent on the battlefield?`,
                });
                if (may.kind !== 'yes') return { event: ev };
                const a = t.choose({
                  kind: 'chooseCards',
                  player: e.controller,
                  prompt: `${name}: choose a permanent to copy`,
                  cards: choices,
                  min: 1,
                  max: 1,
                });
                const pick = a.kind === 'cards' ? a.cards[0] : undefined;
                if (pick === undefined) return { event: ev };
                return { event: { ...(ev as EnterEvent), copyOf: copyKey(effectiveInfo(t.obj(pick)).key, r.def) } };
              },
            });
        }
        break;
      case 'creaturesYouControlEnterAsCopy':
        // "Creatures you control enter as a copy of this creature": an object that would enter as a creature under
        // this permanent's controller (as it would be with the effects applied so far, 614.12) enters as a copy of
        // it instead — of its copiable values, what it copies included (707.2, 707.3), named by its own definition
        // key (so a copy's exceptions are passed on, 707.9b). A copy effect: chosen before effects of 616.1d-e, so
        // the entering creature's own "enters tapped" or "enters with counters" no longer exists once it applies.
        if (
          e.kind === 'enter' &&
          r.source !== e.object &&
          e.controller === src.controller &&
          enteringInfo(tx, e).def.types.includes('Creature')
        ) {
          const copied = effectiveInfo(src);
          const copiedName = copied.def.name;
          const text = `${enteringInfo(tx, e).def.name} enters as a copy of ${copiedName}`;
          out.push({
            key,
            stage: STAGE.copy,
            text,
            told: true,
            apply: (t, ev) => {
              t.emit({ kind: 'info' }, () => text, 'CR 614.1c');
              return { event: { ...(ev as EnterEvent), copyOf: copyKey(copied.key, copiedName) } };
            },
          });
        }
        break;
      case 'manaBecomes':
        if (e.kind === 'mana' && e.tapped && e.mana.length > 0) {
          const produced = tx.obj(e.source);
          if (matchesFilter(tx.s, produced, eff.filter, src.controller, r.source))
            out.push({
              key,
              stage: STAGE.other,
              text: `${name}: it produces {${eff.type}} instead`,
              // "instead of any other type and amount": exactly one mana of that type.
              apply: (_t, ev) => ({ event: { ...(ev as ManaEvent), mana: [eff.type] } }),
            });
        }
        break;
      case 'manaDoubled':
        if (e.kind === 'mana' && e.tapped && e.mana.length > 0 && tx.obj(e.source).controller === src.controller)
          out.push({
            key,
            stage: STAGE.other,
            text: `${name}: twice as much mana`,
            apply: (_t, ev) => {
              const m = (ev as ManaEvent).mana;
              return { event: { ...(ev as ManaEvent), mana: [...m, ...m] } };
            },
          });
        break;
      case 'scaleCountersPut':
        if (
          e.kind === 'counters' &&
          (eff.putter === 'you' ? e.putter === src.controller : e.putter !== src.controller) &&
          Object.values(e.counters).some((k) => k > 0)
        )
          out.push({
            key,
            stage: STAGE.other,
            text: `${name}: ${eff.scale === 'double' ? 'twice' : 'half'} that many counters`,
            apply: (_t, ev) => {
              const c = ev as CountersEvent;
              const scaled = Object.fromEntries(
                Object.entries(c.counters).map(([kind, k]) => [
                  kind,
                  eff.scale === 'double' ? k * 2 : Math.floor(k / 2),
                ]),
              );
              return { event: { ...c, counters: scaled } };
            },
          });
        break;
      case 'asEntersChooseCreatureType':
        // "As this enters, choose a creature type" (CR 614.1c): the player who will control it chooses one of the
        // creature types of CR 205.3m (a card type or a made-up word can't be chosen, Cavern of Souls ruling).
        if (e.kind === 'enter' && r.source === e.object && e.chosenType === null)
          out.push({
            key,
            stage: STAGE.other,
            text: `${name}: choose a creature type`,
            told: true,
            apply: (t, ev) => {
              const a = t.choose({
                kind: 'chooseCreatureType',
                player: e.controller,
                prompt: `${name}: choose a creature type`,
                types: SUBTYPES.creature,
              });
              const type = a.kind === 'creatureType' ? a.type : SUBTYPES.creature[0];
              t.emit({ kind: 'info' }, () => `${t.player(e.controller).name} chooses ${type} for ${name}`, 'CR 614.1c');
              return { event: { ...(ev as EnterEvent), chosenType: type } };
            },
          });
        break;
      case 'entersTapped':
        if (eff.unlessPaysLife !== undefined) {
          // "As this land enters, you may pay 2 life. If you don't, it enters tapped." (shock lands): a replacement
          // effect whose choice is made as it applies, before the land enters (CR 614.1c, 614.12a). Offered even when
          // another effect taps it anyway (the Gatherer rulings: it enters tapped whether the life is paid or not).
          const n = eff.unlessPaysLife;
          if (e.kind === 'enter' && r.source === e.object)
            out.push({
              key,
              stage: STAGE.other,
              text: `${name}: pay ${n} life or it enters tapped`,
              apply: (t, ev) => {
                const en = ev as EnterEvent;
                const who = t.player(en.controller);
                // CR 119.4: life may be paid only by a player whose life total is at least the payment (and paying 0
                // always can be done, 119.4b). A payment made here counts at once: a second such land entering at the
                // same time sees the life total after it (Gatherer ruling).
                const can = n === 0 || who.life >= n;
                const pays =
                  can &&
                  t.choose({
                    kind: 'yesNo',
                    player: en.controller,
                    prompt: `${name}: pay ${n} life? If you don't, it enters tapped${en.tapped ? ' (it enters tapped anyway)' : ''}`,
                    payLife: { amount: n, anyway: en.tapped },
                  }).kind === 'yes';
                if (pays) {
                  loseLife(t, en.controller, n, ` (paid for ${name})`, 'CR 119.4');
                  return { event: en };
                }
                if (!can) t.emit({ kind: 'info' }, () => `${who.name} can't pay ${n} life for ${name}`, 'CR 119.4');
                return { event: { ...en, tapped: true } };
              },
            });
          break;
        }
        // "unless you control a Plains or an Island": judged as it enters, among the permanents already there.
        if (
          e.kind === 'enter' &&
          r.source === e.object &&
          !e.tapped &&
          !(eff.unless && conditionHolds(tx.s, eff.unless, src.controller, e.object))
        )
          out.push({
            key,
            stage: STAGE.other,
            text: `${name} enters tapped`,
            apply: (_tx, ev) => ({ event: { ...(ev as EnterEvent), tapped: true } }),
          });
        break;
      case 'entersWithCounters':
        // CR 702.33e: "if it was kicked" asks how the spell that is entering was cast.
        if (
          e.kind === 'enter' &&
          r.source === e.object &&
          conditionHolds(tx.s, eff.condition, src.controller, e.object)
        ) {
          // CR 107.3m: X in an "enters with" ability is the X paid for the spell that became this permanent.
          const n = eff.amount.kind === 'const' ? eff.amount.n : eff.amount.kind === 'x' ? src.x : 0;
          out.push({
            key,
            stage: STAGE.other,
            text: `${name} enters with ${n} ${eff.counter} counter(s)`,
            apply: (_tx, ev) => {
              const en = ev as EnterEvent;
              return {
                event: { ...en, counters: { ...en.counters, [eff.counter]: (en.counters[eff.counter] ?? 0) + n } },
              };
            },
          });
        }
        break;
      case 'replaceDraw':
        if (
          e.kind === 'draw' &&
          (eff.whose === 'you' ? src.controller === e.player : src.controller !== e.player) &&
          drawConditionHolds(tx, eff.condition, e.player)
        )
          out.push({
            key,
            stage: STAGE.other,
            text: `${name}: instead`,
            told: true,
            apply: () => ({
              instead: (t, applied) =>
                runInstead(t, eff.instead, r.source, src.controller, name, applied, drawOf(t, e.player), e.player),
            }),
          });
        break;
      case 'replaceDrawMany':
        if (
          e.kind === 'drawMany' &&
          e.n >= eff.min &&
          (eff.whose === 'you' ? src.controller === e.player : src.controller !== e.player)
        )
          out.push({
            key,
            stage: STAGE.other,
            text: `${name}: instead`,
            told: true,
            apply: () => ({
              instead: (t, applied) =>
                runInstead(t, eff.instead, r.source, src.controller, name, applied, drawOf(t, e.player), e.player),
            }),
          });
        break;
      case 'drawFromBottom':
        break;
      case 'preventDamageTo':
        if (e.kind === 'damage' && (!eff.combatOnly || e.combat)) {
          const hits =
            eff.who === 'self'
              ? isObjectRef(e.to) && e.to.object === r.source
              : isPlayerRef(e.to) && e.to.player === src.controller;
          if (hits)
            out.push({
              key,
              stage: STAGE.other,
              text: `${name} prevents the damage`,
              rule: 'CR 615.1',
              apply: (_tx, ev) => ({ event: { ...(ev as DamageEvent), amount: 0 } }),
            });
        }
        break;
      case 'exileInsteadOfGraveyard':
        // "If {this} would be put into a graveyard from anywhere, exile it instead."
        if (e.kind === 'move' && r.source === e.object && e.to === 'graveyard')
          out.push({
            key,
            stage: STAGE.other,
            text: `${characteristics(tx.s, r.source).name}: exile it instead`,
            apply: (_tx, ev) => ({ event: { ...(ev as MoveEvent), to: 'exile' } }),
          });
        break;
      case 'shuffleIntoLibraryInsteadOfGraveyard':
        // "If {this} would be put into a graveyard from anywhere, reveal {this} and shuffle it into its owner's
        // library instead." The mover shuffles the library once the card is in it (moveObject).
        if (e.kind === 'move' && r.source === e.object && e.to === 'graveyard')
          out.push({
            key,
            stage: STAGE.other,
            text: `${characteristics(tx.s, r.source).name}: shuffle it into its owner's library instead`,
            apply: (t, ev) => {
              const n = characteristics(t.s, r.source).name;
              t.emit({ kind: 'info' }, () => `${t.player(src.owner).name} reveals ${n}`, 'CR 614.1a');
              return { event: { ...(ev as MoveEvent), to: 'library', shuffle: true } };
            },
          });
        break;
      case 'modifyPT':
      case 'grantKeyword':
      case 'maxBlockers':
      case 'cantBeBlocked':
      case 'doesntUntap':
      case 'cdaPT':
      case 'mustAttack':
      case 'mustBlock':
      case 'allCreatureTypes':
      case 'cantAttackUnless':
      case 'loseAllAbilities':
      case 'attackTax':
      case 'manaDoesNotEmpty':
      case 'noMaximumHandSize':
      case 'grantAbility':
      case 'cantAttackOrBlock':
      case 'costMorePerExtraTarget':
      case 'addLandType':
      case 'cantBeCountered':
        break;
    }
  }
  if (e.kind === 'damage' && e.amount > 0 && isObjectRef(e.to) && anyProtection(tx.s)) {
    // CR 702.16e: damage that would be dealt by a source with the quality to a permanent with protection is prevented
    // — a prevention effect of the protection ability (CR 615), ordered with the others (616.1).
    const to = e.to.object;
    const k = protectionFrom(tx.s, to, e.source);
    if (k !== null) {
      const name = characteristics(tx.s, to).name;
      out.push({
        key: `protection:${to}:${k}`,
        stage: STAGE.other,
        text: `${name}'s ${k} prevents the damage`,
        told: true,
        apply: (t, ev) => {
          const d = ev as DamageEvent;
          t.emit(
            { kind: 'info' },
            () => `${name}'s ${k} prevents ${d.amount} damage from ${characteristics(t.s, d.source).name}`,
            'CR 702.16e',
          );
          return { event: { ...d, amount: 0 } };
        },
      });
    }
  }
  if (e.kind === 'enter' && e.face === 0 && e.copyOf === null && tx.s.dayNight === 'night') {
    // CR 702.145b: daybound means "If it is night and this permanent is represented by a double-faced card, it enters
    // transformed" — an ability of the entering object that modifies how it enters (614.1c, 614.12).
    const o = tx.obj(e.object);
    const d = cardDef(o.def);
    if (d.back && !o.token && effectiveDef(o).abilities.some((a) => a.kind === 'keyword' && a.keyword === 'daybound'))
      out.push({
        key: `daybound:${e.object}`,
        // CR 616.1d: it makes a card enter with its back face up.
        stage: STAGE.backFace,
        text: `${d.name} enters transformed (daybound)`,
        told: true,
        apply: (t, ev) => {
          t.emit({ kind: 'info' }, () => `It is night, so ${d.name} enters transformed`, 'CR 702.145b');
          return { event: { ...(ev as EnterEvent), face: 1 } };
        },
      });
  }
  if (e.kind === 'move' && e.from === 'stack' && e.to !== 'exile') {
    // CR 702.133a, 702.34a: a spell cast with jump-start or flashback is exiled instead of going anywhere else any
    // time it would leave the stack.
    const via = tx.obj(e.object).castVia;
    if (via === 'jump-start' || via === 'flashback')
      out.push({
        key: `castVia:${e.object}`,
        stage: STAGE.other,
        text: `${characteristics(tx.s, e.object).name} (${via}): exile it instead`,
        apply: (_tx, ev) => ({ event: { ...(ev as MoveEvent), to: 'exile' } }),
      });
  }
  for (const sh of tx.s.shields) {
    const key = `shield:${sh.id}`;
    if (sh.kind === 'drawInstead' && e.kind === 'draw' && sh.player === e.player) {
      out.push({
        key,
        stage: STAGE.other,
        text: `${sh.source}: instead`,
        told: true,
        apply: () => ({
          instead: (t, applied) => {
            // The shield is used up (CR 614.1a "the next time").
            t.s.shields = t.s.shields.filter((x) => x.id !== sh.id);
            t.dirty();
            runInstead(t, sh.effects, sh.sourceObject, sh.player, sh.source, applied, drawOf(t, e.player), e.player);
          },
        }),
      });
    }
    // "If a creature dealt damage this way would die this turn, exile it instead" (Pillar of Flame): dying is being
    // put into a graveyard from the battlefield (CR 700.4).
    if (
      sh.kind === 'exileIfDies' &&
      e.kind === 'move' &&
      e.object === sh.object &&
      e.to === 'graveyard' &&
      tx.obj(e.object).zone === 'battlefield'
    )
      out.push({
        key,
        stage: STAGE.other,
        text: `${sh.source}: exile it instead`,
        apply: (_tx, ev) => ({ event: { ...(ev as MoveEvent), to: 'exile' } }),
      });
    // CR 701.19c: "can't be regenerated" keeps regeneration shields from applying.
    if (sh.kind === 'regenerate' && e.kind === 'destroy' && sh.object === e.object && !e.noRegenerate) {
      out.push({
        key,
        stage: STAGE.other,
        text: `regenerate (${sh.source})`,
        told: true,
        apply: () => ({ instead: (t) => regenerate(t, sh.id, e.object) }),
      });
    }
    if (
      sh.kind === 'prevent' &&
      e.kind === 'damage' &&
      (!sh.combatOnly || e.combat) &&
      e.amount > 0 &&
      (!sh.from || matchesFilter(tx.s, tx.obj(e.source), sh.from, sh.controller, null))
    ) {
      const to = sh.to;
      const hits = to === null || sameRef(to, e.to);
      if (hits)
        out.push({
          key,
          stage: STAGE.other,
          text: `${sh.source} prevents the damage`,
          rule: 'CR 615.1',
          apply: (t, ev) => {
            const d = ev as DamageEvent;
            if (sh.amount === null) return { event: { ...d, amount: 0 } };
            // CR 615.7: a shield that prevents the next N damage is used up by what it prevents.
            const prevented = Math.min(sh.amount, d.amount);
            const left = sh.amount - prevented;
            t.s.shields =
              left > 0
                ? t.s.shields.map((x) => (x.id === sh.id ? { ...sh, amount: left } : x))
                : t.s.shields.filter((x) => x.id !== sh.id);
            t.dirty();
            return { event: { ...d, amount: d.amount - prevented } };
          },
        });
    }
  }
  return out as Candidate<E>[];
}

/** A player's draw, as the log names it. */
function drawOf(tx: Tx, p: PlayerId): string {
  return `${tx.player(p).name}'s draw`;
}

function runInstead(
  tx: Tx,
  effects: readonly Effect[],
  source: ObjectId,
  controller: PlayerId,
  name: string,
  applied: Applied,
  /** the event replaced, as the log says it ("Ann's draw") */
  replaced: string,
  thatPlayer?: PlayerId,
): void {
  const ctx = {
    controller,
    source,
    sourceName: name,
    targets: [],
    x: 0,
    applied,
    ...(thatPlayer === undefined ? {} : { thatPlayer }),
  };
  // CR 614.6: the replaced event never happens; the log says what replaced it, so that what happens instead (two
  // cards drawn and 1 life lost, say) is told with its source.
  const cause = tx.cause;
  tx.cause = name;
  tx.emit({ kind: 'info' }, () => `${name} replaces ${replaced}`, 'CR 614.6');
  tx.cause = cause;
  resolveEffects(tx, effects, ctx);
}

/** Conditions of draw replacements, judged for the drawing player as the draw would happen. */
function drawConditionHolds(
  tx: Tx,
  c: 'handEmpty' | 'libraryEmpty' | 'notFirstInDrawStep' | undefined,
  p: PlayerId,
): boolean {
  switch (c) {
    case undefined:
      return true;
    case 'handEmpty':
      return tx.player(p).hand.length === 0;
    case 'libraryEmpty':
      return tx.player(p).library.length === 0;
    case 'notFirstInDrawStep':
      // "except the first one they draw in each of their draw steps"
      return !(tx.s.turn.active === p && tx.s.turn.step === 'draw' && tx.player(p).drawsThisStep === 0);
  }
}

function regenerate(tx: Tx, shieldId: number, id: ObjectId): void {
  // CR 701.19a: instead tap it, remove all damage from it, and remove it from combat.
  tx.s.shields = tx.s.shields.filter((s) => s.id !== shieldId);
  const m = tx.mutStatus(id);
  m.tapped = true;
  m.damage = 0;
  m.deathtouched = false;
  removeFromCombat(tx, id);
  tx.emit({ kind: 'regenerate', object: id }, () => `${characteristics(tx.s, id).name} regenerates`, 'CR 701.19a');
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
  const p = prepareEntering(tx, id, controller, from, opts);
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
    chosenType: ev.chosenType,
    // Exceptions belong to the copy effect that made the token, not to one a replacement effect applies (707.9e).
    ...(opts.copyExcept && ev.copyOf === (opts.copyOf ?? null) ? { copyExcept: opts.copyExcept } : {}),
  });
  const def = effectiveDef(tx.obj(n));
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
      object: id,
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
        : `${def.name} enters the battlefield under ${tx.player(ev.controller).name}'s control${onto}`;
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
setEventReplacer({ replace: replaceEvent });
