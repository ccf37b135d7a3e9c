// "Add {B}{B}{B}." from a spell or an ability that isn't a mana ability (CR 106.3, 605.1a)
import type { Effect } from '../card-def.js';
import { addMana } from '../rules/cr605-mana-abilities.js';
import type { Tx } from '../tx.js';
import { COLORS } from '../types.js';
import type { ResolveCtx } from './context.js';

export function resolveAddMana(tx: Tx, e: Extract<Effect, { kind: 'addMana' }>, ctx: ResolveCtx): void {
  addMana(tx, ctx.controller, ctx.source, e.mana);
}

/** "Add one mana of any color" from a triggered or activated ability that isn't a mana ability (Crumbling Vestige). */
export function resolveAddManaAnyColor(tx: Tx, e: Extract<Effect, { kind: 'addManaAnyColor' }>, ctx: ResolveCtx): void {
  const a = tx.choose({
    kind: 'chooseColor',
    player: ctx.controller,
    prompt: 'Choose a color of mana',
    colors: [...COLORS],
  });
  const c = a.kind === 'color' ? a.color : 'W';
  addMana(
    tx,
    ctx.controller,
    ctx.source,
    Array.from({ length: e.n }, () => c),
  );
}
