// `manaOptionsCount` / `manaOptionsContain`: the maximal mana combinations a player could produce now from the
// untapped mana sources they control. Each source contributes one of its usable mana abilities (they all tap or
// sacrifice it); combinations are summed source by source, and a combination that another covers is dropped.
// Each ability's production is read with the engine's own CR 106 rules ("could produce"). Only what can be computed
// exactly is answered; anything else (mana abilities with mana costs, replacement effects on mana) is reported as
// unsupported with the reason — except an ability that adds X mana for X counters removed when there are none: it
// adds nothing.
import { characteristics, type Ability, type GameState, type ObjectId, type PlayerId } from '../engine/index.js';
import { canPayNonManaCosts, manaReplacements, maxCounterX, productionTypes } from '../engine/testing.js';

/** Amounts by kind: generic (only in written combinations), C, the five colors, and Any (one mana of any color). */
export interface ManaCombo {
  readonly generic: number;
  readonly C: number;
  readonly W: number;
  readonly U: number;
  readonly B: number;
  readonly R: number;
  readonly G: number;
  readonly Any: number;
}

const COLORS = ['W', 'U', 'B', 'R', 'G'] as const;
const ZERO: ManaCombo = { generic: 0, C: 0, W: 0, U: 0, B: 0, R: 0, G: 0, Any: 0 };

function add(a: ManaCombo, b: ManaCombo): ManaCombo {
  return {
    generic: a.generic + b.generic,
    C: a.C + b.C,
    W: a.W + b.W,
    U: a.U + b.U,
    B: a.B + b.B,
    R: a.R + b.R,
    G: a.G + b.G,
    Any: a.Any + b.Any,
  };
}

export const same = (a: ManaCombo, b: ManaCombo): boolean => comboText(a) === comboText(b);

/** Whether `x` covers `y`: at least as much colorless and Any, and x's Any can make up every color x lacks. */
export function covers(x: ManaCombo, y: ManaCombo): boolean {
  if (x.C < y.C || x.Any < y.Any || x.generic < y.generic) return false;
  let missing = 0;
  for (const c of COLORS) missing += Math.max(0, y[c] - x[c]);
  return missing <= x.Any - y.Any;
}

/** Keeps one of each combination and drops those another covers. */
function maximal(list: readonly ManaCombo[]): ManaCombo[] {
  const uniq: ManaCombo[] = [];
  for (const c of list) if (!uniq.some((u) => same(u, c))) uniq.push(c);
  return uniq.filter((y) => !uniq.some((x) => x !== y && covers(x, y)));
}

/** The format's way of writing a combination: {N} generic, then {C}, then colors in WUBRG order, then {Any}. */
export function comboText(m: ManaCombo): string {
  let s = m.generic > 0 ? `{${m.generic}}` : '';
  s += '{C}'.repeat(m.C);
  for (const c of COLORS) s += `{${c}}`.repeat(m[c]);
  s += '{Any}'.repeat(m.Any);
  return s === '' ? '{0}' : s;
}

/** Reads a written combination such as "{G}{G}{W}" or "{1}{Any}" (symbols in any order). */
export function parseCombo(text: string): ManaCombo | null {
  const m: Record<keyof ManaCombo, number> = { ...ZERO };
  const re = /\{([^}]*)\}/g;
  let consumed = 0;
  for (let r = re.exec(text); r; r = re.exec(text)) {
    consumed += r[0].length;
    const s = r[1] ?? '';
    if (/^\d+$/.test(s)) m.generic += Number(s);
    else if (s === 'C' || s === 'W' || s === 'U' || s === 'B' || s === 'R' || s === 'G') m[s]++;
    else if (s.toLowerCase() === 'any') m.Any++;
    else return null;
  }
  return consumed === text.replace(/\s/g, '').length ? m : null;
}

type ManaAbility = Extract<Ability, { kind: 'mana' }>;

const one = (t: keyof ManaCombo): ManaCombo => ({ ...ZERO, [t]: 1 });

/** What one activation of the ability could add: each alternative is one way it can resolve. */
function alternativesOf(
  state: GameState,
  a: ManaAbility,
  controller: PlayerId,
  source: ObjectId,
): ManaCombo[] | { unsupported: string } {
  const p = a.produce;
  switch (p.kind) {
    case 'fixed': {
      const m: Record<keyof ManaCombo, number> = { ...ZERO };
      for (const t of p.mana) m[t]++;
      return [m];
    }
    case 'anyColor':
      return [{ ...ZERO, Any: p.n }];
    case 'oneOf':
    case 'commanderIdentity':
    case 'couldProduce': {
      // One mana of one of several types ("{U} or {B}"; CR 106.7 "a type a land could produce"). When every color
      // is possible the color is written {Any}, as for "one mana of any color"; colorless stays its own alternative.
      const types = productionTypes(state, p, controller, source);
      const colors = types.filter((t) => t !== 'C');
      const out: ManaCombo[] = colors.length === 5 ? [one('Any')] : colors.map(one);
      if (types.includes('C')) out.push(one('C'));
      return out;
    }
    default:
      return { unsupported: `mana produced as "${(p as { kind: string }).kind}" is not modelled here` };
  }
}

/** The maximal combinations, or why they can't be computed exactly. */
export function manaOptions(state: GameState, p: PlayerId): { options: ManaCombo[] } | { unsupported: string } {
  // Triggered mana abilities (CR 605.1b) add mana when another is activated: not modelled here.
  for (const id of state.battlefield)
    for (const a of characteristics(state, id).abilities)
      if (a.kind === 'triggered' && a.trigger.kind === 'landTappedForMana')
        return { unsupported: `${characteristics(state, id).name} has a triggered mana ability ("${a.text}")` };
  let combos: ManaCombo[] = [ZERO];
  // Costs paid from a shared resource (life, cards in hand): exact only while every source can pay at once.
  let life = 0;
  let cards = 0;
  for (const id of state.battlefield) {
    const o = state.objects[id];
    if (!o || o.controller !== p) continue;
    const ch = characteristics(state, id);
    const alternatives: ManaCombo[] = [];
    let lifeHere = 0;
    let cardsHere = 0;
    for (const a of ch.abilities) {
      if (a.kind !== 'mana') continue;
      const kinds = a.costs.map((c) => c.kind);
      // "Remove X counters: Add X mana" with no counters there adds nothing whatever its other costs.
      if (a.produce.kind === 'combination' && a.produce.amount === 'x' && maxCounterX(state, id, a.costs) === 0)
        continue;
      if (kinds.includes('mana'))
        return { unsupported: `${ch.name} has a mana ability with a mana cost ("${a.text}")` };
      if (!kinds.some((k) => k === 'tap' || k === 'untap' || k === 'sacrificeSelf'))
        return { unsupported: `${ch.name}'s mana ability "${a.text}" could be activated more than once` };
      if (!canPayNonManaCosts(state, id, a.costs, p)) continue;
      if (manaReplacements(state, id, a).length > 0)
        return { unsupported: `the mana of ${ch.name} ("${a.text}") is changed by a replacement effect` };
      const alts = alternativesOf(state, a, p, id);
      if (!Array.isArray(alts)) return alts;
      if (alts.length === 0) continue;
      for (const c of a.costs) {
        if (c.kind === 'payLife') lifeHere = Math.max(lifeHere, c.n);
        if (c.kind === 'discardCard') cardsHere = Math.max(cardsHere, 1);
      }
      alternatives.push(...alts);
    }
    if (alternatives.length === 0) continue;
    life += lifeHere;
    cards += cardsHere;
    // Covering is kept when the same mana is added to both sides, so pruning after each source is safe.
    combos = maximal(combos.flatMap((c) => alternatives.map((alt) => add(c, alt))));
  }
  if (life > state.players[p]!.life)
    return {
      unsupported: `the mana abilities' life costs (${life}) exceed the life total: not all sources can be used`,
    };
  if (cards > state.players[p]!.hand.length)
    return { unsupported: "the mana abilities' discard costs exceed the hand: not all sources can be used" };
  return { options: maximal(combos).filter((c) => !same(c, ZERO)) };
}
