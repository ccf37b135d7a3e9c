// CR 605.3b, 106.6: the mana a mana ability adds as it resolves, after its costs are paid (cr118-costs.ts activates
// it): of the types it could produce now, counted as it resolves, chosen by its controller; an event replacement
// effects modify ("tapped for mana"); carrying its spending restriction or rider into the pool.
import type { Ability } from '../card-def.js';
import { replaceEvent } from '../hooks.js';
import type { SpecialMana } from '../state.js';
import type { Tx } from '../tx.js';
import type { ManaType, ObjectId, PlayerId } from '../types.js';
import { amountValue } from './amounts.js';
import { productionTypes, restrictionFilter, restrictionText } from './cr106-mana-production.js';
import { addMana, resolveManaTriggers } from './cr605-mana-abilities.js';
import { characteristics } from './cr613-layers.js';

/** The mana a mana ability adds as it resolves, after its costs are paid. */
export function produceMana(
  tx: Tx,
  player: PlayerId,
  source: ObjectId,
  a: Extract<Ability, { kind: 'mana' }>,
  name: string,
  taps: boolean,
  x: number,
  color: ManaType | undefined,
): void {
  const types = productionTypes(tx.s, a.produce, tx.obj(source).controller, source);
  if (types.length === 0) {
    // CR 106.7 (seed ruling): an ability that would produce mana of an undefined type produces no mana.
    tx.emit({ kind: 'info' }, () => `${name} produces no mana (no type is defined)`, 'CR 106.7');
    return;
  }
  let produced: ManaType[];
  if (a.produce.kind === 'fixed') produced = a.produce.mana.slice();
  else if (a.produce.kind === 'amount') {
    // Counted as it resolves (CR 605.3b), for the color chosen first ("Choose a color. Add ... that color").
    let c = types.length === 1 ? types[0]! : color && types.includes(color) ? color : undefined;
    if (!c) {
      const ans = tx.choose({ kind: 'chooseColor', player, prompt: `${name}: choose a color`, colors: types });
      c = ans.kind === 'color' ? ans.color : types[0]!;
    }
    const chosen = c !== 'C' ? c : undefined;
    const n = amountValue(tx.s, a.produce.amount, {
      controller: player,
      source,
      x,
      ...(chosen ? { chosenColor: chosen } : {}),
    });
    if (n <= 0) return;
    produced = Array.from({ length: n }, () => c);
  } else if (a.produce.kind === 'combination') {
    const n = a.produce.amount === 'x' ? x : a.produce.amount;
    if (n === 0) return;
    if (types.length === 1) produced = Array.from({ length: n }, () => types[0]!);
    else {
      const ans = tx.choose({
        kind: 'chooseManaCombination',
        player,
        prompt: `${name}: choose ${n} mana in any combination of ${types.map((t) => `{${t}}`).join(' and/or ')}`,
        amount: n,
        types,
      });
      produced = ans.kind === 'manaCombination' ? ans.mana.slice() : Array.from({ length: n }, () => types[0]!);
    }
  } else {
    let c = color && types.includes(color) ? color : types.length === 1 ? types[0] : undefined;
    if (!c) {
      const ans = tx.choose({ kind: 'chooseColor', player, prompt: 'Choose the type of mana', colors: types });
      c = ans.kind === 'color' ? ans.color : types[0]!;
    }
    produced = Array.from({ length: a.produce.kind === 'anyColor' ? a.produce.n : 1 }, () => c);
  }
  const ev = replaceEvent(tx, { kind: 'mana', source, player, mana: produced, tapped: taps });
  if (!ev || ev.mana.length === 0) return;
  // CR 106.6a: a restriction or rider of the ability applies to all the mana it produced, replacements included.
  const special = specialMana(tx, source, a, name);
  addMana(tx, player, source, ev.mana, taps, special);
  if (taps) resolveManaTriggers(tx, player, source, ev.mana);
}

/** CR 106.6: what the mana of this ability carries into the pool — a spending restriction, a rider on the spell it is
 * spent on, or the source's "when that mana is spent" ability watching it (607.2); undefined for plain mana. */
function specialMana(
  tx: Tx,
  source: ObjectId,
  a: Extract<Ability, { kind: 'mana' }>,
  name: string,
): Omit<SpecialMana, 'type'> | undefined {
  const watched = characteristics(tx.s, source).abilities.some(
    (x) => x.kind === 'triggered' && x.trigger.kind === 'thatManaSpent',
  );
  const r = a.restriction;
  const counters = a.rider === 'commanderCastCounters';
  if (!r && !watched && !counters) return undefined;
  const spell = r ? restrictionFilter(tx.s, source, r) : null;
  const text = r
    ? restrictionText(spell!, !!r.cantBeCountered)
    : counters
      ? 'a commander cast with it enters with +1/+1 counters'
      : `watched by ${name}`;
  return {
    spell,
    cantBeCountered: !!r?.cantBeCountered,
    text: `${name}: ${text}`,
    ...(watched ? { watchedBy: source } : {}),
    ...(counters ? { commanderCastCounters: true } : {}),
  };
}
