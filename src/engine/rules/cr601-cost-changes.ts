// CR 601.2f: the total cost of a spell is its mana cost or alternative cost, plus cost increases, minus cost
// reductions. Increases come from static abilities of permanents ("Noncreature spells cost {1} more to cast",
// Thalia) and of the spell itself; reductions likewise ("Instant and sorcery spells you cast cost {1} less to cast",
// Goblin Electromancer; "This spell costs {1} less to cast if you control three or more artifacts", Stoic Rebuttal,
// whose ability functions on the stack, 113.6d). A reduction of generic mana reduces only the generic component, and
// never below {0} (118.7, 118.7a).
import type { CardDef, ObjectFilter, StaticEffect } from '../card-def.js';
import type { ManaCost, ManaSymbol } from '../mana.js';
import { memoKey } from '../memo.js';
import type { GameState } from '../state.js';
import type { ObjectId, PlayerId } from '../types.js';
import { conditionHolds } from './conditions.js';
import { characteristics, layerMemo, matchesFilter } from './cr613-layers.js';

type SpellCost = Extract<StaticEffect, { kind: 'spellCost' }>;

/** The permanents' abilities that change what spells cost, with their controllers (kept with the characteristics). */
const COST_CHANGERS = memoKey<readonly { readonly controller: PlayerId; readonly e: SpellCost }[]>(
  'costChangers',
  (state) => {
    const out: { controller: PlayerId; e: SpellCost }[] = [];
    for (const id of state.battlefield) {
      const ch = characteristics(state, id);
      for (const a of ch.abilities)
        if (a.kind === 'static' && a.effect.kind === 'spellCost') out.push({ controller: ch.controller, e: a.effect });
    }
    return out;
  },
);

/** Whether the spell a card becomes (its definition as cast) is one a cost change names: by card types, subtypes and
 * colors, the words rules text uses for it. */
function spellMatches(d: CardDef, f: ObjectFilter): boolean {
  if (f.types && !f.types.some((t) => d.types.includes(t))) return false;
  if (f.alsoTypes && !f.alsoTypes.every((t) => d.types.includes(t))) return false;
  if (f.notTypes && f.notTypes.some((t) => d.types.includes(t))) return false;
  if (f.subtypes && !f.subtypes.some((t) => d.subtypes.includes(t))) return false;
  if (f.colors && !f.colors.some((c) => d.colors.includes(c))) return false;
  // CR 105.2c: a colorless spell has no color.
  if (f.colorCount === 'none' && d.colors.length > 0) return false;
  return true;
}

/**
 * CR 601.2f: the total cost of the spell `card` (cast as `def`) for `player`, from `cost` (its mana cost or
 * alternative cost, additional costs added). The same array when nothing changes it.
 */
export function withCostChanges(
  state: GameState,
  player: PlayerId,
  card: ObjectId,
  def: CardDef,
  cost: ManaCost,
): ManaCost {
  let more = 0;
  let less = 0;
  const add = (n: number) => {
    if (n > 0) more += n;
    else less -= n;
  };
  for (const { controller, e } of layerMemo(state, COST_CHANGERS)) {
    if (e.caster === 'you' && controller !== player) continue;
    if (e.caster === 'opponent' && controller === player) continue;
    if (spellMatches(def, e.spells)) add(e.change);
  }
  for (const a of def.abilities) {
    if (a.kind !== 'static' || a.effect.kind !== 'selfCost') continue;
    if (!conditionHolds(state, a.condition, player, card)) continue;
    const f = a.effect.forEach;
    const times = f
      ? state.battlefield.filter((id) => matchesFilter(state, state.objects[id]!, f, player, card)).length
      : 1;
    add(a.effect.change * times);
  }
  if (more === 0 && less === 0) return cost;
  const generic = cost.reduce((n, m) => (m.kind === 'generic' ? n + m.n : n), 0) + more;
  // CR 118.7a: a reduction of generic mana reduces the generic component alone, to {0} at most.
  const left = Math.max(0, generic - less);
  const rest: ManaSymbol[] = cost.filter((m) => m.kind !== 'generic');
  return left > 0 ? [{ kind: 'generic', n: left }, ...rest] : rest;
}
