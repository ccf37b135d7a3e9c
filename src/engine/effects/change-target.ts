// "Change a target of target spell or ability to {this}" (Spellskite) — CR 115.7b: one target of the spell or ability
// is changed, and only to another legal target (115.7a); only the final set of targets is judged (115.7e); a division
// stays as it was (115.7f).
import type { Effect, ObjectRef, TargetSpec } from '../card-def.js';
import type { StackAbility } from '../state.js';
import type { Tx } from '../tx.js';
import { isAbilityRef, isObjectRef, type ObjectId, type PlayerId, type Ref } from '../types.js';
import { abilityOnStack, isLegalTarget, refName, sameRef, targetsForX } from '../rules/cr115-targets.js';
import { auraTargetSpec } from '../rules/cr303-auras.js';
import { becomeTargets, spellAbility, spellPart } from '../rules/cr601-announcing.js';
import { abilityOf, abilityPart } from '../rules/cr603-trigger-stack.js';
import { abilityAt, effectiveDef } from '../rules/cr613-definitions.js';
import { fusedHalves } from '../rules/cr709-split-cards.js';
import type { ResolveCtx } from './context.js';
import type { EffectWord } from './word.js';
import { map, tpl } from '../grammar.js';
import { one } from '../text.js';

declare module '../card-def.js' {
  interface EffectTypes {
    /** CR 115.7b: "Change a target of <target spell or ability> to {this}" — `of` names the spell or ability */
    changeTarget: { readonly kind: 'changeTarget'; readonly of: ObjectRef };
  }
}

/** What a spell or ability on the stack targets: its targets, the spec of each, who controls it and its source. */
interface Targeting {
  readonly targets: readonly Ref[];
  readonly specs: readonly (TargetSpec | undefined)[];
  readonly controller: PlayerId;
  readonly source: ObjectId;
  /** its stack item's id */
  readonly stackId: number;
  readonly set: (targets: Ref[]) => void;
}

/** The spec each target was chosen for: "any number of targets" is every target from its position on (CR 601.2c). */
function specsFor(specs: readonly TargetSpec[], n: number): (TargetSpec | undefined)[] {
  const last = specs[specs.length - 1];
  return Array.from({ length: n }, (_, i) => specs[i] ?? (last?.anyNumber ? last : undefined));
}

function spellTargeting(tx: Tx, id: ObjectId): Targeting | null {
  const o = tx.obj(id);
  if (o.zone !== 'stack' || o.left || o.targets.length === 0) return null;
  const def = effectiveDef(o);
  const fused = fusedHalves(def, o.castVia);
  const spell = spellAbility(def);
  const specs = fused
    ? [...fused[0].targets, ...fused[1].targets]
    : spell
      ? targetsForX(spellPart(spell, o.modes, o.castVia).targets, o.x)
      : [auraTargetSpec(tx.s, id)].filter((s): s is TargetSpec => s !== null);
  return {
    targets: o.targets,
    specs: specsFor(specs, o.targets.length),
    controller: o.controller,
    source: id,
    stackId: tx.s.stack.find((it) => it.kind === 'spell' && it.object === id)?.id ?? -1,
    set: (targets) => {
      tx.mut(id).targets = targets;
    },
  };
}

function abilityTargeting(tx: Tx, item: StackAbility): Targeting | null {
  if (item.targets.length === 0) return null;
  const a = item.triggered ? abilityOf(item) : abilityAt(item);
  if (!a || (a.kind !== 'activated' && a.kind !== 'triggered')) return null;
  const specs = targetsForX(abilityPart(a, item.modes).targets, item.x);
  return {
    targets: item.targets,
    specs: specsFor(specs, item.targets.length),
    controller: item.controller,
    source: item.source,
    stackId: item.id,
    set: (targets) => {
      tx.s.stack = tx.s.stack.map((it) => (it.id === item.id ? { ...item, targets } : it));
      tx.touch();
    },
  };
}

/** Whether a set of targets is legal as a whole for these specs (CR 115.7e): each target legal for its spec, and no
 * object or player chosen twice for one word "target" (115.3, 601.2c). */
function legalAt(tx: Tx, t: Targeting, targets: readonly Ref[], i: number): boolean {
  const spec = t.specs[i];
  const r = targets[i]!;
  if (!spec || !isLegalTarget(tx.s, spec, r, t.controller, t.source, targets)) return false;
  for (let k = 0; k < i; k++) {
    if (!sameRef(targets[k]!, r)) continue;
    if (spec.distinct || (spec.anyNumber && t.specs[k] === spec)) return false;
  }
  return true;
}

/** CR 115.7a-b: the targets the change may be made at — where `to` is legal, and no other target that was legal
 * becomes illegal by it. */
function changeable(tx: Tx, t: Targeting, to: Ref): number[] {
  const out: number[] = [];
  t.targets.forEach((r, i) => {
    if (sameRef(r, to)) return;
    const next = t.targets.slice();
    next[i] = to;
    if (!legalAt(tx, t, next, i)) return;
    for (let j = 0; j < next.length; j++)
      if (j !== i && legalAt(tx, t, t.targets, j) && !legalAt(tx, t, next, j)) return;
    out.push(i);
  });
  return out;
}

export function resolveChangeTarget(tx: Tx, e: Extract<Effect, { kind: 'changeTarget' }>, ctx: ResolveCtx): void {
  const r = e.of.kind === 'target' ? ctx.targets[e.of.index] : undefined;
  if (!r) return;
  // The new target is the source itself; if it has left the battlefield, the targets stay unchanged (its rulings).
  if (tx.obj(ctx.source).left || tx.obj(ctx.source).zone !== 'battlefield') return;
  const to: Ref = { object: ctx.source };
  const ability = isAbilityRef(r) ? abilityOnStack(tx.s, r.ability) : undefined;
  const t = ability ? abilityTargeting(tx, ability) : isObjectRef(r) ? spellTargeting(tx, r.object) : null;
  if (!t) return;
  const name = refName(tx.s, r);
  const at = changeable(tx, t, to);
  if (at.length === 0) {
    // CR 115.7a: a target that can't be changed to another legal target stays unchanged.
    tx.emit(
      { kind: 'info' },
      () => `${name}'s targets are unchanged: ${ctx.sourceName} isn't a legal target`,
      'CR 115.7a',
    );
    return;
  }
  // Which of several targets is changed is chosen as the ability resolves (its rulings).
  let i = at[0]!;
  if (at.length > 1) {
    const a = tx.choose({
      kind: 'chooseMode',
      player: ctx.controller,
      prompt: `${ctx.sourceName}: change which target of ${name}?`,
      modes: at.map((k) => ({ mode: k, text: refName(tx.s, t.targets[k]!) })),
    });
    if (a.kind === 'mode' && at.includes(a.mode)) i = a.mode;
  }
  const old = refName(tx.s, t.targets[i]!);
  const next = t.targets.slice();
  next[i] = to;
  t.set(next);
  tx.emit({ kind: 'info' }, () => `${name}'s target ${old} is changed to ${ctx.sourceName}`, 'CR 115.7b');
  // CR 115.7, 603.2: the new target becomes the target of the spell or ability.
  becomeTargets(tx, [to], t.stackId, t.controller);
}

export const changeTargetWord: EffectWord<'changeTarget'> = {
  kind: 'changeTarget',
  rule: 'CR 115.7b',
  scenario: 'effects.json#effect.changeTarget',
  polarity: () => 'harm',
  parse: (p) =>
    map(tpl`change a target of ${p.spellOrAbilityTarget} to {this}`, ([o]) =>
      one({ kind: 'changeTarget', of: o.ref }, o.targets),
    ),
  render(e, rc, say) {
    const of = say.ref(e.of, rc);
    return of === null ? null : `change a target of ${of} to {this}`;
  },
  resolve: resolveChangeTarget,
};
