// A combat rule for the turn from a resolved spell or ability (state.ts `CombatRule`): "can't block this turn" (CR
// 509.1b) and "attack(s) this turn if able" (508.1d), each for the objects named or, for a group, each creature the
// group names as blockers or attackers are declared.
import type { ObjectRef } from '../card-def.js';
import { characteristics } from '../rules/cr613-layers.js';
import type { CombatRule } from '../state.js';
import type { Tx } from '../tx.js';
import { objectsOf, type ResolveCtx } from './context.js';

/** Adds the rule; `says` tells the log what it does to a creature named ("attacks this turn if able"), or to a group
 * ("some creatures ..."). */
export function addCombatRule(
  tx: Tx,
  kind: CombatRule['kind'],
  what: ObjectRef,
  ctx: ResolveCtx,
  says: { readonly one: string; readonly group: string },
  rule: string,
): void {
  const group = what.kind === 'each' ? what.filter : null;
  const objects = group ? [] : objectsOf(tx, what, ctx);
  if (!group && objects.length === 0) return;
  tx.setList('rules', [
    ...tx.s.rules,
    {
      id: tx.newId(),
      kind,
      controller: ctx.controller,
      source: ctx.sourceName,
      sourceObject: ctx.source,
      duration: 'endOfTurn',
      ...(group ? { filter: group } : { objects }),
    },
  ]);
  if (group) tx.emit({ kind: 'info' }, () => `${ctx.sourceName}: some creatures ${says.group}`, rule);
  for (const id of objects) tx.emit({ kind: 'info' }, () => `${characteristics(tx.s, id).name} ${says.one}`, rule);
}
