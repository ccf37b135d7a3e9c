// CR 614-616: what every replacement and prevention effect offers an event — a candidate, with its group in the order
// of 616.1a-e — and how a kind of effect is registered (replacement/table.ts). The offering, choosing and applying is
// rules/cr614-replacement.ts; each kind of effect is one module of this folder.
import type { StaticEffect } from '../../card-def.js';
import type { ReplaceableEvent } from '../../hooks.js';
import { cardDef, defInfo, type DefInfo } from '../../registry.js';
import type { GameObject, Shield } from '../../state.js';
import type { Tx } from '../../tx.js';
import type { ObjectId } from '../../types.js';
import { effectiveInfo } from '../cr613-layers.js';

/** The event of one kind replacement effects see. */
export type EventOf<K extends ReplaceableEvent['kind']> = Extract<ReplaceableEvent, { kind: K }>;
export type EnterEvent = EventOf<'enter'>;

/** What applying a replacement does: a modified event, or the event replaced by something else entirely. */
export type Outcome<E extends ReplaceableEvent> =
  { readonly event: E } | { readonly instead: (tx: Tx, applied: Set<string>) => void };

/**
 * CR 616.1a-e: the groups of replacement and prevention effects, in the order the affected player must choose from
 * them: while any effect of a group applies, one of that group's must be chosen.
 */
export const STAGE = {
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
export type Stage = (typeof STAGE)[keyof typeof STAGE];

/** One replacement or prevention effect that applies to an event. */
export interface Candidate<E extends ReplaceableEvent> {
  /** the effect's identity: it applies at most once to an event and to the events that replace it (614.5, 616.2) */
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

/** A static ability of one kind that may replace an event. */
export interface StaticReplacement<K extends StaticEffect['kind'] = StaticEffect['kind']> {
  /** the ability's identity for 614.5: its source, the definition it is on and its index there */
  readonly key: string;
  readonly source: ObjectId;
  /** the source object */
  readonly src: GameObject;
  /** the source's card name */
  readonly name: string;
  /** the definition the ability is on */
  readonly def: string;
  readonly effect: Extract<StaticEffect, { kind: K }>;
}

/** How static abilities of one kind replace or prevent events: the kind of event they look at, and the candidate one
 * such ability offers one such event (null: it doesn't apply to it). */
export interface StaticReplacer<K extends StaticEffect['kind']> {
  candidate(tx: Tx, e: ReplaceableEvent, r: StaticReplacement<K>): Candidate<ReplaceableEvent> | null;
}

/** A static replacement kind's entry of the table, looking at events of kind `event`. */
export function staticReplacer<K extends StaticEffect['kind'], EK extends ReplaceableEvent['kind']>(
  event: EK,
  candidate: (tx: Tx, e: EventOf<EK>, r: StaticReplacement<K>) => Candidate<EventOf<EK>> | null,
): StaticReplacer<K> {
  // A candidate applies to the event it was offered, or to that event modified: an event of the same kind.
  return { candidate: (tx, e, r) => (e.kind === event ? candidate(tx, e as EventOf<EK>, r) : null) };
}

/** A shield of one kind. */
export type ShieldOf<K extends Shield['kind']> = Extract<Shield, { kind: K }>;

/** How a shield of one kind (state.ts `Shield`: made by a resolved spell or ability) replaces or prevents events. */
export interface ShieldReplacer<K extends Shield['kind']> {
  candidate(tx: Tx, e: ReplaceableEvent, sh: ShieldOf<K>): Candidate<ReplaceableEvent> | null;
}

/** A shield kind's entry of the table, looking at events of kind `event`. */
export function shieldReplacer<K extends Shield['kind'], EK extends ReplaceableEvent['kind']>(
  event: EK,
  candidate: (tx: Tx, e: EventOf<EK>, sh: ShieldOf<K>, key: string) => Candidate<EventOf<EK>> | null,
): ShieldReplacer<K> {
  return {
    candidate: (tx, e, sh) => (e.kind === event ? candidate(tx, e as EventOf<EK>, sh, `shield:${sh.id}`) : null),
  };
}

/** A replacement or prevention effect the rules themselves make (of a keyword, 702): one candidate for an event of
 * kind `event`, or none. */
export interface RuleReplacer {
  candidate(tx: Tx, e: ReplaceableEvent): Candidate<ReplaceableEvent> | null;
}

export function ruleReplacer<EK extends ReplaceableEvent['kind']>(
  event: EK,
  candidate: (tx: Tx, e: EventOf<EK>) => Candidate<EventOf<EK>> | null,
): RuleReplacer {
  return { candidate: (tx, e) => (e.kind === event ? candidate(tx, e as EventOf<EK>) : null) };
}

/** CR 614.12: the definition an entering object would have on the battlefield, with the replacement effects applied to
 * its entering so far: what it enters as a copy of, or the face it enters with (712.14a). */
export function enteringInfo(tx: Tx, e: EnterEvent): DefInfo {
  if (e.copyOf !== null) return defInfo(e.copyOf);
  const o = tx.obj(e.object);
  if (e.face === 1 && o.face !== 1) {
    const back = cardDef(o.def).back;
    if (back) return defInfo(back.name);
  }
  return effectiveInfo(o);
}
