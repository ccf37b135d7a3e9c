// "Add {B}{B}{B}." from a spell or an ability that isn't a mana ability (CR 106.3, 605.1a)
import type { Effect } from '../card-def.js';
import { addMana } from '../rules/cr605-mana-abilities.js';
import type { Tx } from '../tx.js';
import type { ResolveCtx } from './context.js';

export function resolveAddMana(tx: Tx, e: Extract<Effect, { kind: 'addMana' }>, ctx: ResolveCtx): void {
  addMana(tx, ctx.controller, ctx.source, e.mana);
}
