// "Add {B}{B}{B}." from a spell or an ability that isn't a mana ability (CR 106.3, 605.1a)
import type { Amount, Effect } from '../card-def.js';
import { addMana } from '../rules/cr605-mana-abilities.js';
import type { Tx } from '../tx.js';
import { COLORS } from '../types.js';
import { amountOf, type ResolveCtx } from './context.js';
import type { ManaType } from '../types.js';
import type { EffectWord } from './word.js';
import { alt, list, map, tpl, lit, words } from '../grammar.js';
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
    /** "Add X mana in any combination of {R} and/or {G}, where X is ...", "... of colors" from an ability that isn't a
     * mana ability (a loyalty ability, CR 605.1a): the player chooses how many of each type as it resolves (CR 106.1,
     * 608.2d) */
    addManaCombination: {
      readonly kind: 'addManaCombination';
      readonly amount: Amount;
      readonly types: readonly ManaType[];
    };
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

const manaSymbol = words<ManaType>({ '{W}': 'W', '{U}': 'U', '{B}': 'B', '{R}': 'R', '{G}': 'G', '{C}': 'C' });

/** "Add X mana in any combination of {R} and/or {G}" (Xenagos, the Reveler): counted as it resolves (608.2h), then
 * the player chooses the combination (CR 106.1, 608.2d). */
export function resolveAddManaCombination(
  tx: Tx,
  e: Extract<Effect, { kind: 'addManaCombination' }>,
  ctx: ResolveCtx,
): void {
  const n = amountOf(tx, e.amount, ctx);
  if (n <= 0) return;
  let mana: ManaType[] = Array.from({ length: n }, () => e.types[0]!);
  if (e.types.length > 1) {
    const a = tx.choose({
      kind: 'chooseManaCombination',
      player: ctx.controller,
      prompt: `${ctx.sourceName}: choose ${n} mana in any combination of ${e.types.map((t) => `{${t}}`).join(' and/or ')}`,
      amount: n,
      types: e.types,
    });
    if (a.kind === 'manaCombination') mana = a.mana.slice();
  }
  addMana(tx, ctx.controller, ctx.source, mana);
}

export const addManaCombinationWord: EffectWord<'addManaCombination'> = {
  kind: 'addManaCombination',
  rule: 'CR 106.1',
  scenario: 'planeswalkers.json#effect.addManaCombination',
  polarity: () => 'help',
  parse: (p) =>
    alt(
      map(tpl`add ${p.digitAmount} mana in any combination of ${list(manaSymbol, 'and/or')}`, ([amount, types]) =>
        types.length >= 2 && new Set(types).size === types.length
          ? one({ kind: 'addManaCombination', amount, types })
          : null,
      ),
      map(tpl`add ${p.digitAmount} mana in any combination of colors`, ([amount]) =>
        one({ kind: 'addManaCombination', amount, types: [...COLORS] }),
      ),
    ),
  render(e, rc, say) {
    const n = say.digitAmount(e.amount);
    if (n === null) return null;
    const colors = e.types.length === COLORS.length && COLORS.every((c) => e.types.includes(c));
    if (colors) return `add ${n} mana in any combination of colors`;
    const syms = e.types.map((t) => `{${t}}`);
    const of =
      syms.length === 2 ? syms.join(' and/or ') : `${syms.slice(0, -1).join(', ')}, and/or ${syms[syms.length - 1]}`;
    return `add ${n} mana in any combination of ${of}`;
  },
  resolve: resolveAddManaCombination,
};
