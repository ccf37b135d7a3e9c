// "Add {B}{B}{B}." from a spell or an ability that isn't a mana ability (CR 106.3, 605.1a)
import type { Amount, Effect } from '../card-def.js';
import { addMana } from '../rules/cr605-mana-abilities.js';
import type { Tx } from '../tx.js';
import { COLORS } from '../types.js';
import { amountOf, type ResolveCtx } from './context.js';
import type { ManaType } from '../types.js';
import type { EffectWord } from './word.js';
import { alt, map, tpl, lit } from '../grammar.js';
import { one } from '../text.js';

declare module '../card-def.js' {
  interface EffectTypes {
    /** mana added by a spell or a non-mana ability (Dark Ritual) */
    addMana: {
      readonly kind: 'addMana';
      readonly mana: readonly ManaType[];
      /** "Add {R} for each Mountain you control": the mana added once for each thing counted as it resolves */
      readonly forEach?: Amount;
    };
    /** "add one mana of any color" from a spell or an ability that isn't a mana ability */
    addManaAnyColor: { readonly kind: 'addManaAnyColor'; readonly n: number };
    /** "that player adds one mana of any type that land produced" (from a triggered mana ability) */
    addManaOfTypeProduced: { readonly kind: 'addManaOfTypeProduced' };
  }
}

export function resolveAddMana(tx: Tx, e: Extract<Effect, { kind: 'addMana' }>, ctx: ResolveCtx): void {
  // CR 106.3: "for each" is counted as the ability resolves (608.2h).
  const times = e.forEach ? amountOf(tx, e.forEach, ctx) : 1;
  if (times <= 0) return;
  addMana(tx, ctx.controller, ctx.source, times === 1 ? e.mana : Array.from({ length: times }, () => e.mana).flat());
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
  parse: (p) =>
    alt(
      map(tpl`add ${p.fixedMana}`, ([mana]) => one({ kind: 'addMana', mana })),
      // Of a loyalty ability (never a mana ability, CR 605.1a): "−2: Add {R} for each Mountain you control."
      map(tpl`add ${p.fixedMana} for each ${p.each}`, ([mana, forEach]) =>
        mana.length === 1 ? one({ kind: 'addMana', mana, forEach }) : null,
      ),
    ),
  render(e, rc, say) {
    if (!e.forEach) return `add ${say.mana(e.mana)}`;
    const each = say.each(e.forEach);
    return each === null ? null : `add ${say.mana(e.mana)} for each ${each}`;
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
