// CR 608: resolving spells and abilities.
import { textFor, type TargetSpec } from '../card-def.js';
import { resolveEffects } from '../hooks.js';
import type { GameEvent } from '../events.js';
import type { StackItem } from '../state.js';
import type { Tx } from '../tx.js';
import { cardDef } from '../registry.js';
import type { Ref } from '../types.js';
import { isLegalTarget, targetsForX } from './cr115-targets.js';
import { insteadText, moveObject } from './cr400-zones.js';
import { auraTargetSpec } from './cr303-auras.js';
import { spellAbility, spellPart } from './cr601-announcing.js';
import { fusedHalves } from './cr709-split-cards.js';
import { abilityOf, abilityPart } from './cr603-trigger-stack.js';
import { conditionHolds } from './conditions.js';
import { abilityAt, characteristics, effectiveDef } from './cr613-layers.js';
import { enterBattlefield } from './cr614-replacement.js';

/** CR 608.2b: each target is rechecked; illegal ones are not affected. Returns null if every target is illegal. */
function recheckTargets(
  tx: Tx,
  specs: readonly TargetSpec[],
  targets: readonly Ref[],
  controller: number,
  source: number,
): (Ref | null)[] | null {
  if (targets.length === 0) return [];
  const last = specs[specs.length - 1];
  const checked = targets.map((t, i) => {
    // "any number of targets" (CR 601.2c): every target from its position on is one of them.
    const spec = specs[i] ?? (last?.anyNumber ? last : undefined);
    return spec && isLegalTarget(tx.s, spec, t, controller, source, targets) ? t : null;
  });
  return checked.every((t) => t === null) ? null : checked;
}

export function resolveTopOfStack(tx: Tx): void {
  const item: StackItem | undefined = tx.s.stack[tx.s.stack.length - 1];
  if (!item) return;
  if (item.kind === 'spell') return resolveSpell(tx, item.object);
  tx.list('stack').pop();
  const a = item.triggered ? abilityOf(item) : abilityAt(item);
  if (!a || (a.kind !== 'activated' && a.kind !== 'triggered')) return;
  // CR 700.2b: a modal ability's targets and effects are those of the modes chosen for it.
  const part = abilityPart(a, item.modes);
  const targets = recheckTargets(tx, targetsForX(part.targets, item.x), item.targets, item.controller, item.source);
  if (!targets) {
    tx.emit(
      { kind: 'fizzle', name: item.sourceName },
      () => `${item.sourceName}'s ability doesn't resolve: all its targets are illegal`,
      'CR 608.2b',
    );
    return;
  }
  // CR 603.4: an intervening "if" clause is checked again on resolution; if false, the ability does nothing.
  if (a.kind === 'triggered' && !conditionHolds(tx.s, a.condition, item.controller, item.source, item.thatObject)) {
    tx.emit(
      { kind: 'info' },
      () => `${item.sourceName}'s ability does nothing: its condition no longer holds`,
      'CR 603.4',
    );
    return;
  }
  if (a.kind === 'triggered' && a.optional) {
    const yn = tx.choose({
      kind: 'yesNo',
      player: item.controller,
      prompt: `${item.sourceName}: ${textFor(a.text, item.sourceName)} — do it?`,
    });
    if (yn.kind !== 'yes') return;
  }
  tx.emit({ kind: 'resolve', name: item.sourceName }, () => `${item.sourceName}'s ability resolves`);
  const ctx = {
    controller: item.controller,
    source: item.source,
    sourceName: item.sourceName,
    targets,
    x: item.x,
    ...(item.division ? { division: item.division } : {}),
    linked: item.delayed ? item.delayed.linked.slice() : [],
    sacrificed: [],
    ...(item.costSacrificed ? { costSacrificed: item.costSacrificed } : {}),
    ...(item.thatPlayer === undefined ? {} : { thatPlayer: item.thatPlayer }),
    ...(item.thatObject === undefined ? {} : { thatObject: item.thatObject }),
    ...(item.thatStackItem === undefined ? {} : { thatStackItem: item.thatStackItem }),
    ...(item.thatAmount === undefined ? {} : { thatAmount: item.thatAmount }),
    ...(item.attacked === undefined ? {} : { attacked: item.attacked }),
    ...(item.sourceTransforms === undefined ? {} : { sourceTransforms: item.sourceTransforms }),
    ...(item.movedTo === undefined ? {} : { movedTo: item.movedTo }),
  };
  resolveEffects(tx, part.effects, ctx);
}

function resolveSpell(tx: Tx, id: number): void {
  const o = tx.obj(id);
  // The face that's up: a spell cast transformed has only its back face's characteristics (CR 712.8c).
  const def = effectiveDef(o);
  const ch = characteristics(tx.s, id);
  const spell = spellAbility(def);
  if (ch.types.includes('Instant') || ch.types.includes('Sorcery')) {
    // CR 702.102d: a fused split spell follows the left half's instructions, then the right half's, each with the
    // targets chosen for it.
    const fused = fusedHalves(def, o.castVia);
    const at = o.fusedAt ?? o.targets.length;
    const sections = fused
      ? [
          { part: fused[0], targets: o.targets.slice(0, at), division: o.division.slice(0, at) },
          { part: fused[1], targets: o.targets.slice(at), division: o.division.slice(at) },
        ]
      : [{ part: spell ? spellPart(spell, o.modes, o.castVia) : null, targets: o.targets, division: o.division }];
    const checked = sections.map((sec) =>
      sec.part
        ? (recheckTargets(tx, sec.part.targets, sec.targets, o.controller, id) ?? sec.targets.map(() => null))
        : [],
    );
    // CR 608.2b: with every target illegal, the spell doesn't resolve.
    const allIllegal = o.targets.length > 0 && checked.every((c) => c.every((t) => t === null));
    if (allIllegal) {
      // CR 608.2b: the spell doesn't resolve; it is removed from the stack and put into its owner's graveyard.
      const n = moveObject(tx, id, 'graveyard');
      tx.emit(
        leftStack(tx, id, n, def.name),
        () => `${def.name} doesn't resolve: all its targets are illegal${insteadText(tx, n, 'graveyard')}`,
        'CR 608.2b',
      );
      return;
    }
    tx.emit({ kind: 'resolve', name: def.name }, () => `${def.name} resolves`);
    sections.forEach((sec, i) => {
      if (!sec.part || tx.obj(id).left) return;
      const ctx = {
        controller: o.controller,
        source: id,
        sourceName: def.name,
        targets: checked[i]!,
        x: o.x,
        ...(sec.division.some((n) => n > 0) ? { division: sec.division } : {}),
        linked: [],
        sacrificed: [],
      };
      resolveEffects(tx, sec.part.effects, ctx);
    });
    if (!tx.obj(id).left && o.castVia === 'adventure') {
      // CR 715.3d: instead of putting a spell cast as an Adventure into its owner's graveyard as it resolves, its
      // controller exiles it; for as long as that card remains exiled, that player may cast it (not as an Adventure).
      const n = moveObject(tx, id, 'exile');
      const exiled = tx.obj(n).zone === 'exile';
      if (exiled)
        tx.setList('permissions', [
          ...tx.s.permissions,
          { object: n, player: o.controller, cost: cardDef(tx.obj(n).def).manaCost, source: def.name },
        ]);
      tx.emit(
        leftStack(tx, id, n, def.name),
        () =>
          exiled
            ? `${def.name} is exiled (Adventure): ${tx.player(o.controller).name} may cast ${cardDef(tx.obj(n).def).name} from exile`
            : `${def.name} is put into ${tx.player(o.owner).name}'s ${tx.obj(n).zone}`,
        'CR 715.3d',
      );
      return;
    }
    // CR 608.2n: as the final part of resolution, an instant or sorcery is put into its owner's graveyard (or where
    // a replacement effect puts it instead: jump-start and flashback exile it, 702.133a, 702.34a).
    if (!tx.obj(id).left) {
      const n = moveObject(tx, id, 'graveyard');
      tx.emit(
        leftStack(tx, id, n, def.name),
        () =>
          tx.obj(n).zone === 'graveyard'
            ? `${def.name} is put into ${tx.player(o.owner).name}'s graveyard`
            : `${def.name} is exiled${o.castVia === 'flashback' || o.castVia === 'jump-start' || o.castVia === 'aftermath' ? ` (${o.castVia})` : ''}`,
        tx.obj(n).zone === 'graveyard'
          ? 'CR 608.2n'
          : o.castVia === 'flashback'
            ? 'CR 702.34a'
            : o.castVia === 'aftermath'
              ? 'CR 702.127a'
              : 'CR 702.133a',
      );
    }
    return;
  }
  // CR 608.3b: a permanent spell with a target (an Aura spell, 303.4a) checks whether it is still legal.
  const spec = o.targets.length > 0 ? auraTargetSpec(tx.s, id) : null;
  const target = o.targets[0];
  if (spec && target) {
    if (!isLegalTarget(tx.s, spec, target, o.controller, id)) {
      if (o.bestowed) {
        // CR 702.103e: a bestowed Aura spell with an illegal target ceases to be bestowed and resolves as a creature
        // spell (608.3a).
        tx.mut(id).bestowed = false;
        tx.emit(
          { kind: 'info' },
          () => `${def.name}'s target is illegal: it is no longer bestowed and resolves as a creature spell`,
          'CR 702.103e',
        );
      } else {
        // CR 608.3b: otherwise the spell doesn't resolve; it is put into its owner's graveyard (or where a
        // replacement effect puts it instead).
        const n = moveObject(tx, id, 'graveyard');
        tx.emit(
          leftStack(tx, id, n, def.name),
          () => `${def.name} doesn't resolve: its target is illegal${insteadText(tx, n, 'graveyard')}`,
          'CR 608.3b',
        );
        return;
      }
    } else {
      // CR 608.3c: an Aura spell becomes a permanent attached to the object or player it targets (with its back face
      // up if cast transformed, 712.14a).
      tx.emit({ kind: 'resolve', name: def.name }, () => `${def.name} resolves`);
      enterBattlefield(tx, id, o.controller, 'stack', {
        attachTo: target,
        bestowed: o.bestowed,
        castVia: o.castVia,
        ...(o.face === 1 ? { face: 1 } : {}),
      });
      return;
    }
  }
  // CR 608.3a: a permanent spell becomes a permanent on the battlefield under its controller's control; one cast
  // transformed enters with its back face up (CR 702.146b, 712.14a).
  tx.emit({ kind: 'resolve', name: def.name }, () => `${def.name || 'A face-down creature spell'} resolves`);
  // CR 708.4: a face-down spell becomes a face-down permanent.
  enterBattlefield(tx, id, o.controller, 'stack', {
    castVia: o.castVia,
    ...(o.face === 1 ? { face: 1 } : {}),
    ...(o.faceDown ? { faceDown: true } : {}),
  });
}

/** The zone-change event of a spell that left the stack for wherever it went. */
function leftStack(tx: Tx, id: number, n: number, name: string): GameEvent {
  const o = tx.obj(id);
  return {
    kind: 'zoneChange',
    object: id,
    newObject: n,
    name,
    from: 'stack',
    to: tx.obj(n).zone,
    owner: o.owner,
    controller: o.controller,
  };
}
