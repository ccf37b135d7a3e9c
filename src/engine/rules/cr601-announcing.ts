// CR 601.2b-d (and 602.2b for abilities): announcing a spell or ability — its modes, the value of X, its targets one at
// a time, and how it divides an amount among them — and the objects chosen becoming its targets. Casting
// (cr601-casting.ts), activating (cr602-activating.ts) and putting triggered abilities on the stack (603.3c-d) ask here.
import {
  chosenModes,
  overloaded,
  type Ability,
  type Amount,
  type CastWay,
  type Effect,
  type ModeCount,
  type SpellMode,
  type TargetSpec,
} from '../card-def.js';
import { NO_MORE_MODES, type Polarity } from '../choices.js';
import { targetPolarity } from '../effects/polarity.js';
import type { ManaCost } from '../mana.js';
import type { GameState } from '../state.js';
import { EngineError, type Tx } from '../tx.js';
import type { ObjectId, PlayerId, Ref } from '../types.js';
import { canChooseTargets, legalTargets, refName, sameRef } from './cr115-targets.js';
import { maxX, type OtherPayers } from './cr118-costs.js';
import type { ManaPurpose } from './cr106-mana-production.js';

/** CR 601.2c: targets are chosen one at a time; an "up to" target may be skipped. For "any number of targets" the
 * player chooses one different target after another and stops by choosing none; `more(n)` says whether an n-th
 * could still be paid for (a cost that grows with the number of targets, 601.2f), so no choice leads to a spell that
 * can't be cast. `polarity` overrides what the effects say (an Aura spell's target). */
export function chooseTargets(
  tx: Tx,
  player: PlayerId,
  specs: readonly TargetSpec[],
  source: ObjectId,
  sourceName: string,
  effects: readonly Effect[],
  opts: { readonly more?: (n: number) => boolean; readonly polarity?: Polarity; readonly x?: number } = {},
): Ref[] | null {
  const out: Ref[] = [];
  for (let i = 0; i < specs.length; i++) {
    const spec = specs[i]!;
    if (spec.anyNumber) {
      const from = out.length;
      // "one or two targets": at least `min`, at most `max`; an amount divided among them gives each at least 1, so
      // there are at most that many (CR 601.2d).
      const divided = spec.divide ? divisionAmount(spec.divide, opts.x ?? 0) : Infinity;
      // With an amount to divide, at least one target (Polukranos's ruling: unless X is 0).
      const min = Math.min(spec.min ?? 0, divided);
      const max = Math.min(spec.max ?? Infinity, divided);
      if (min > max) return null;
      for (;;) {
        const n = out.length - from;
        if (n >= max) break;
        if (opts.more && !opts.more(out.length + 1)) break;
        // CR 601.2c: the same object or player can't be chosen twice for one instance of the word "target".
        const legal = legalTargets(tx.s, spec, player, source, out).filter(
          (r) => !out.slice(from).some((c) => sameRef(c, r)),
        );
        if (legal.length === 0) {
          if (n < min) return null;
          break;
        }
        const a = tx.choose({
          kind: 'target',
          player,
          prompt: `${sourceName}: choose ${spec.text} (${n} chosen${n >= min ? '; choose none to stop' : ''})`,
          legal,
          optional: n >= min,
          source,
          polarity: opts.polarity ?? targetPolarity(effects, i),
        });
        if (a.kind === 'target' && a.target) out.push(a.target);
        else break;
      }
      continue;
    }
    // CR 115.3: one word "target" with several objects names each of them once.
    const legal = legalTargets(tx.s, spec, player, source, out).filter(
      (r) => !spec.distinct || !out.some((o) => sameRef(o, r)),
    );
    if (legal.length === 0) {
      if (spec.optional) continue;
      return null;
    }
    const a = tx.choose({
      kind: 'target',
      player,
      prompt: `${sourceName}: choose ${spec.text}`,
      legal,
      optional: spec.optional ?? false,
      source,
      polarity: opts.polarity ?? targetPolarity(effects, i),
    });
    if (a.kind === 'target' && a.target) out.push(a.target);
  }
  return out;
}

/** The amount a spec divides among its targets (CR 601.2d): a number, or X as announced. */
export function divisionAmount(a: Amount, x: number): number {
  if (a.kind === 'const') return a.n;
  if (a.kind === 'x') return x;
  throw new EngineError(`an amount of kind ${a.kind} can't be divided as targets are chosen`);
}

/**
 * CR 601.2d (603.3d for a triggered ability): the player announces how the amount a target spec divides is divided
 * among the targets chosen for it, each getting at least 1. Returns the shares parallel to `targets` (0 for targets
 * of other specs), or [] when no spec divides anything. One target takes the whole amount without a question.
 */
export function chooseDivision(
  tx: Tx,
  player: PlayerId,
  specs: readonly TargetSpec[],
  targets: readonly Ref[],
  x: number,
  source: ObjectId,
  sourceName: string,
  effects: readonly Effect[],
): number[] {
  const at = specs.findIndex((t) => t.divide);
  const spec = specs[at];
  if (!spec?.divide) return [];
  // The targets of the dividing spec: one, or with "any number of targets" every target from its position on.
  const to = spec.anyNumber ? targets.slice(at) : targets.slice(at, at + 1);
  const amount = divisionAmount(spec.divide, x);
  const out = targets.map(() => 0);
  if (to.length === 0) return out;
  if (to.length > amount) throw new EngineError(`${sourceName}: ${amount} can't be divided among ${to.length} targets`);
  let shares: readonly number[] = [amount];
  if (to.length > 1) {
    const a = tx.choose({
      kind: 'divide',
      player,
      prompt: `${sourceName}: divide ${amount} among ${to.map((r) => refName(tx.s, r)).join(', ')} (at least 1 each)`,
      amount,
      targets: to,
      source,
      polarity: targetPolarity(effects, at),
    });
    shares = a.kind === 'divide' ? a.amounts : defaultDivision(amount, to.length);
  }
  shares.forEach((n, i) => (out[at + i] = n));
  return out;
}

/** A legal division of `amount` among `n` targets (CR 601.2d): 1 to each, the rest to the first. */
export function defaultDivision(amount: number, n: number): number[] {
  return Array.from({ length: n }, (_, i) => (i === 0 ? amount - n + 1 : 1));
}

export function chooseX(
  tx: Tx,
  player: PlayerId,
  cost: ManaCost,
  exclude: ObjectId | null,
  name: string,
  purpose: ManaPurpose,
  others: OtherPayers | null = null,
): number {
  if (!cost.some((s) => s.kind === 'x')) return 0;
  return announceX(tx, player, maxX(tx.s, player, cost, exclude, purpose, others), `${name}: choose X`);
}

/** CR 107.3a, 601.2b: the player announces X, from 0 to `max`. */
export function announceX(tx: Tx, player: PlayerId, max: number, prompt: string): number {
  const a = tx.choose({ kind: 'chooseX', player, prompt, max });
  return a.kind === 'x' ? a.value : 0;
}

export function spellAbility(def: { abilities: readonly Ability[] }): Extract<Ability, { kind: 'spell' }> | undefined {
  return def.abilities.find((a): a is Extract<Ability, { kind: 'spell' }> => a.kind === 'spell');
}

/** The targets and effects of a spell in the chosen modes (CR 700.2), or of a spell without modes; cast with its
 * overload cost, with "each" for every "target" (CR 702.96a-b). */
export function spellPart(
  spell: Extract<Ability, { kind: 'spell' }>,
  modes: readonly number[],
  via: CastWay | null = null,
): { readonly targets: readonly TargetSpec[]; readonly effects: readonly Effect[] } {
  const part = spell.modes ? chosenModes(spell.modes, modes) : spell;
  return via === 'overload' ? (overloaded(part) ?? NO_PART) : part;
}

const NO_PART = { targets: [], effects: [] };

/** Modes that could be chosen now: each mode's required targets must exist (CR 601.2c, 700.2a). `spell`'s card or
 * spell object is `source` (what its targets could be protected from, CR 702.16b). Empty when fewer could be chosen
 * than the spell needs ("Choose two —" with one mode possible can't be cast). */
export function availableModes(
  state: GameState,
  spell: { readonly modes?: readonly SpellMode[]; readonly choose?: ModeCount },
  player: PlayerId,
  source: ObjectId,
): number[] {
  const modes = spell.modes ?? [];
  const out = modes.flatMap((m, i) => (canChooseTargets(state, m.targets, player, source) ? [i] : []));
  return out.length < (spell.choose?.min ?? 1) ? [] : out;
}

/** CR 601.2b, 603.3c, 700.2: the player announces the modes of a modal spell or triggered ability, one at a time: a
 * mode not chosen yet, until as many as it says are chosen (once the least number is reached, the player may stop).
 * Returned in printed order; empty when none can be chosen. */
export function chooseModes(
  tx: Tx,
  player: PlayerId,
  spell: { readonly modes?: readonly SpellMode[]; readonly choose?: ModeCount },
  source: ObjectId,
  name: string,
): number[] {
  const open = availableModes(tx.s, spell, player, source);
  if (open.length === 0 || !spell.modes) return [];
  const { min, max } = spell.choose ?? { min: 1, max: 1 };
  // The answer that stops choosing once enough are chosen: the number one past the last mode's.
  const noMore = spell.modes.length;
  const chosen: number[] = [];
  while (chosen.length < max) {
    const left = open.filter((i) => !chosen.includes(i));
    if (left.length === 0) break;
    const stop = chosen.length >= min;
    const a = tx.choose({
      kind: 'chooseMode',
      player,
      prompt:
        max === 1
          ? `${name}: choose a mode`
          : `${name}: choose ${chosen.length === 0 ? 'a' : 'another'} mode (${chosen.length} of ${min === max ? max : `${min} to ${max}`} chosen)`,
      modes: [
        ...left.map((i) => ({ mode: i, text: spell.modes![i]!.text })),
        ...(stop ? [{ mode: noMore, text: NO_MORE_MODES }] : []),
      ],
    });
    const m = a.kind === 'mode' ? a.mode : left[0]!;
    if (m === noMore) break;
    chosen.push(m);
  }
  return chosen.sort((a, b) => a - b);
}

/** CR 115, 603.2: each object chosen as a target of a spell or ability just put on the stack "becomes the target"
 * of it, once however many of its targets name it. */
export function becomeTargets(tx: Tx, targets: readonly Ref[], by: number, byController: PlayerId): void {
  const seen = new Set<ObjectId>();
  for (const t of targets) {
    if (!('object' in t) || seen.has(t.object)) continue;
    seen.add(t.object);
    tx.emit({ kind: 'becameTarget', object: t.object, by, byController }, null);
  }
}

/** " targeting A, B", with each target's share of a division (CR 601.2d): " targeting A (2), B (1)". */
export function describeTargets(tx: Tx, targets: readonly Ref[], division: readonly number[] = []): string {
  if (targets.length === 0) return '';
  const names = targets.map((t, i) => refName(tx.s, t) + (division[i] ? ` (${division[i]})` : ''));
  return ` targeting ${names.join(', ')}`;
}
