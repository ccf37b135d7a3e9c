// "Add {B}{B}{B}." from a spell or an ability that isn't a mana ability (CR 106.3, 605.1a)
import type { Effect } from '../card-def.js';
import { addMana } from '../rules/cr605-mana-abilities.js';
import type { Tx } from '../tx.js';
import { COLORS } from '../types.js';
import type { ResolveCtx } from './context.js';
import type { ManaType } from '../types.js';
import type { EffectWord } from './word.js';
import { map, tpl, lit } from '../grammar.js';
import { one } from '../text.js';

declare module '../card-def.js' {
  interface EffectTypes {
    /** mana added by a spell or a non-mana ability (Dark Ritual) */
    addMana: { readonly kind: 'addMana'; readonly mana: readonly ManaType[] };
    /** "add one mana of any color" from a spell or an ability that isn't a mana ability */
    addManaAnyColor: { readonly kind: 'addManaAnyColor'; readonly n: number };
    /** "that player adds one mana of any type that land produced" (from a triggered mana ability) */
    addManaOfTypeProduced: { readonly kind: 'addManaOfTypeProduced' };
  }
}

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

export const addManaWord: EffectWord<'addMana'> = {
  kind: 'addMana',
  rule: 'CR 106.3',
  scenario: 'effects.json#effect.addMana',
  polarity: () => 'help',
  parse: (p) => map(tpl`add ${p.fixedMana}`, ([mana]) => one({ kind: 'addMana', mana })),
  render(e, rc, say) {
    return `add ${say.mana(e.mana)}`;
  },
  resolve: resolveAddMana,
};

export const addManaAnyColorWord: EffectWord<'addManaAnyColor'> = {
  kind: 'addManaAnyColor',
  rule: 'CR 106.3',
  scenario: 'effects.json#effect.addManaAnyColor',
  polarity: () => 'help',
  // Of an ability that isn't a mana ability (it has a target, CR 605.1a): Deathrite Shaman, Crumbling Vestige.
  parse: () => lit('add one mana of any color', one({ kind: 'addManaAnyColor', n: 1 })),
  render(e) {
    return e.n === 1 ? 'add one mana of any color' : null;
  },
  resolve: resolveAddManaAnyColor,
};

export const addManaOfTypeProducedWord: EffectWord<'addManaOfTypeProduced'> = {
  kind: 'addManaOfTypeProduced',
  rule: 'CR 605.1b',
  scenario: 'effects.json#effect.addManaOfTypeProduced',
  polarity: () => 'help',
  // Only a triggered mana ability has it, and those resolve where the mana is produced (rules/cr605-mana-abilities.ts).
  resolve: () => undefined,
};
