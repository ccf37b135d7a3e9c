// CR 106 (mana), 107.4 (mana symbols), 202 (mana cost), 601.2g-h (paying costs).
import { COLORS, type Color, type ManaType } from './types.js';

/** CR 107.4: one symbol of a mana cost. */
export type ManaSymbol =
  | { readonly kind: 'generic'; readonly n: number }
  | { readonly kind: 'color'; readonly color: Color }
  | { readonly kind: 'colorless' } // {C}: must be paid with colorless mana (107.4c)
  | { readonly kind: 'hybrid'; readonly a: Color; readonly b: Color } // 107.4e
  | { readonly kind: 'twoHybrid'; readonly color: Color } // {2/W}, 107.4e
  | { readonly kind: 'phyrexian'; readonly color: Color } // 107.4f
  | { readonly kind: 'x' } // 107.3
  | { readonly kind: 'snow' }; // 107.4h

export type ManaCost = readonly ManaSymbol[];

/** A mana pool: amounts of each of the six types (CR 106.4). */
export type ManaPool = Record<ManaType, number>;

export const emptyPool = (): ManaPool => ({ W: 0, U: 0, B: 0, R: 0, G: 0, C: 0 });

/** A copy of a pool, every field written out (one shape for every pool: a spread gives copies of many, and every
 * look at a pool is then a slow one). */
export const copyPool = (p: Readonly<ManaPool>): ManaPool => ({ W: p.W, U: p.U, B: p.B, R: p.R, G: p.G, C: p.C });

export function poolTotal(p: ManaPool): number {
  return p.W + p.U + p.B + p.R + p.G + p.C;
}

const isColor = (s: string): s is Color => (COLORS as readonly string[]).includes(s);

/** Parses "{2}{R}{R}", "{X}{G}", "{W/U}", "{2/W}", "{G/P}" into symbols. Throws on anything else. */
export function parseManaCost(text: string): ManaCost {
  const out: ManaSymbol[] = [];
  const re = /\{([^}]+)\}/g;
  let consumed = 0;
  for (let m = re.exec(text); m; m = re.exec(text)) {
    consumed += m[0].length;
    const s = m[1] ?? '';
    if (/^\d+$/.test(s)) out.push({ kind: 'generic', n: Number(s) });
    else if (s === 'X') out.push({ kind: 'x' });
    else if (s === 'C') out.push({ kind: 'colorless' });
    else if (s === 'S') out.push({ kind: 'snow' });
    else if (isColor(s)) out.push({ kind: 'color', color: s });
    else {
      const [a, b] = s.split('/');
      if (a === '2' && b && isColor(b)) out.push({ kind: 'twoHybrid', color: b });
      else if (a && isColor(a) && b === 'P') out.push({ kind: 'phyrexian', color: a });
      else if (a && b && isColor(a) && isColor(b)) out.push({ kind: 'hybrid', a, b });
      else throw new Error(`unknown mana symbol {${s}} in "${text}"`);
    }
  }
  if (consumed !== text.replace(/\s/g, '').length) throw new Error(`malformed mana cost "${text}"`);
  return out;
}

export function symbolText(s: ManaSymbol): string {
  switch (s.kind) {
    case 'generic':
      return `{${s.n}}`;
    case 'color':
      return `{${s.color}}`;
    case 'colorless':
      return '{C}';
    case 'hybrid':
      return `{${s.a}/${s.b}}`;
    case 'twoHybrid':
      return `{2/${s.color}}`;
    case 'phyrexian':
      return `{${s.color}/P}`;
    case 'x':
      return '{X}';
    case 'snow':
      return '{S}';
  }
}

export const manaCostText = (c: ManaCost): string => c.map(symbolText).join('');

/** CR 202.3: mana value. X is 0 except on the stack (202.3e), where the chosen value counts. */
export function manaValue(c: ManaCost, x = 0): number {
  let n = 0;
  for (const s of c) {
    if (s.kind === 'generic') n += s.n;
    else if (s.kind === 'x') n += x;
    else if (s.kind === 'twoHybrid') n += 2;
    else n += 1;
  }
  return n;
}

/** CR 105.2: an object's colors from its mana cost. */
export function costColors(c: ManaCost): Color[] {
  const set = new Set<Color>();
  for (const s of c) {
    if (s.kind === 'color' || s.kind === 'twoHybrid' || s.kind === 'phyrexian') set.add(s.color);
    else if (s.kind === 'hybrid') {
      set.add(s.a);
      set.add(s.b);
    }
  }
  return COLORS.filter((k) => set.has(k));
}

/**
 * A cost to pay, after X is chosen: each entry is one mana "slot". Generic slots accept any mana. Slots are listed
 * most demanding first, which is also the order a solver should fill them in.
 */
export type Slot =
  | { readonly kind: 'type'; readonly type: ManaType } // a colored symbol or {C}
  | { readonly kind: 'either'; readonly a: Color; readonly b: Color }
  /** {2/W}: one mana of its color, or two of any type (CR 107.4e) — the one slot that may take two units */
  | { readonly kind: 'twoHybrid'; readonly color: Color }
  | { readonly kind: 'phyrexian'; readonly color: Color }
  | { readonly kind: 'generic' };

/** Expands a cost with X chosen into slots (CR 107.3: X becomes generic mana). Phyrexian slots come last: they are
 * the ones that may go unpaid by mana (2 life each, CR 107.4f), so a solver fills every other slot first. */
export function costSlots(c: ManaCost, x: number): readonly Slot[] {
  // Costs are card data, asked about at every offer of an action: without X, a cost's slots are worked out once.
  if (x !== 0) return slotsOf(c, x);
  let slots = slotCache.get(c);
  if (!slots) slotCache.set(c, (slots = slotsOf(c, 0)));
  return slots;
}

const slotCache = new WeakMap<ManaCost, readonly Slot[]>();

function slotsOf(c: ManaCost, x: number): Slot[] {
  const fixed: Slot[] = [];
  const flex: Slot[] = [];
  const gen: Slot[] = [];
  const life: Slot[] = [];
  for (const s of c) {
    switch (s.kind) {
      case 'generic':
        for (let i = 0; i < s.n; i++) gen.push({ kind: 'generic' });
        break;
      case 'x':
        for (let i = 0; i < x; i++) gen.push({ kind: 'generic' });
        break;
      case 'color':
        fixed.push({ kind: 'type', type: s.color });
        break;
      case 'colorless':
        fixed.push({ kind: 'type', type: 'C' });
        break;
      case 'hybrid':
        flex.push({ kind: 'either', a: s.a, b: s.b });
        break;
      case 'twoHybrid':
        flex.push({ kind: 'twoHybrid', color: s.color });
        break;
      case 'phyrexian':
        life.push({ kind: 'phyrexian', color: s.color });
        break;
      case 'snow':
        gen.push({ kind: 'generic' }); // TODO 107.4h: snow mana needs snow sources; no snow permanents yet.
        break;
    }
  }
  return [...fixed, ...flex, ...gen, ...life];
}

/** The ways to pay slots with one unit of mana each: a {2/W} slot is either one white or two generic (CR 107.4e),
 * every choice of which listed (those paying more of them with their color first, as they take fewer units). Slots
 * with no {2/W} have one way, themselves. */
export function slotVariants(slots: readonly Slot[]): readonly (readonly Slot[])[] {
  let k = 0;
  for (const sl of slots) if (sl.kind === 'twoHybrid') k++;
  if (k === 0) return [slots];
  const out: { slots: Slot[]; colored: number }[] = [];
  for (let mask = 0; mask < 1 << k; mask++) {
    const head: Slot[] = [];
    const tail: Slot[] = [];
    let bit = 0;
    let colored = 0;
    for (const sl of slots) {
      if (sl.kind !== 'twoHybrid') {
        (sl.kind === 'generic' || sl.kind === 'phyrexian' ? tail : head).push(sl);
        continue;
      }
      if (mask & (1 << bit++)) {
        head.push({ kind: 'type', type: sl.color });
        colored++;
      } else tail.unshift(GENERIC, GENERIC);
    }
    // Most demanding first, Phyrexian last (as slotsOf lists them).
    tail.sort((a, b) => Number(a.kind === 'phyrexian') - Number(b.kind === 'phyrexian'));
    out.push({ slots: [...head, ...tail], colored });
  }
  return out.sort((a, b) => b.colored - a.colored).map((v) => v.slots);
}

const GENERIC: Slot = { kind: 'generic' };

export function slotAccepts(slot: Slot, t: ManaType): boolean {
  switch (slot.kind) {
    case 'type':
      return slot.type === t;
    case 'either':
      return slot.a === t || slot.b === t;
    case 'phyrexian':
      return slot.color === t;
    case 'twoHybrid':
    case 'generic':
      return true;
  }
}

/**
 * Bipartite matching of mana units to slots (Kuhn's algorithm). `units[i]` lists the types unit i may be. Returns
 * the slots as matched (a {2/W} slot becomes one white slot or two generic ones: slotVariants) and, for each, the
 * index of the unit paying it; null when the slots can't all be filled. Up to `lifeSlots` Phyrexian slots may stay
 * unfilled (each is then paid with 2 life, CR 107.4f): they are filled last, so that every other slot is filled
 * first and as many of them as the units allow are paid with mana. `m`: the search's buffers (the kernel's).
 */
export function matchSlots(
  m: MatchScratch,
  slots: readonly Slot[],
  units: readonly (readonly ManaType[])[],
  lifeSlots = 0,
): { readonly slots: readonly Slot[]; readonly match: (number | null)[] } | null {
  for (const v of slotVariants(slots)) {
    if (!match(m, v, units, lifeSlots)) continue;
    const unitOf = m.unitOf;
    const out: (number | null)[] = [];
    for (let si = 0; si < v.length; si++) out.push(unitOf[si]! < 0 ? null : unitOf[si]!);
    return { slots: v, match: out };
  }
  return null;
}

/** Whether matchSlots would find a match (asked at every offer of a spell or ability: it builds nothing for slots
 * with no {2/W}). */
export function slotsCanBePaid(
  m: MatchScratch,
  slots: readonly Slot[],
  units: readonly (readonly ManaType[])[],
  lifeSlots = 0,
): boolean {
  for (const sl of slots)
    if (sl.kind === 'twoHybrid') return slotVariants(slots).some((v) => match(m, v, units, lifeSlots));
  return match(m, slots, units, lifeSlots);
}

/** The search's state, reused by every matching (one runs at a time; the search calls nothing outside this module):
 * the slot each unit pays (-1: none), the unit paying each slot (-1: none), and when each unit was last looked at.
 * Pure scratch: kept by the kernel (memo.ts), which hands it to each matching. */
export interface MatchScratch {
  slotOf: Int32Array;
  unitOf: Int32Array;
  seenAt: Int32Array;
  round: number;
}

export function matchScratch(): MatchScratch {
  return { slotOf: new Int32Array(32), unitOf: new Int32Array(32), seenAt: new Int32Array(32), round: 0 };
}

function match(
  m: MatchScratch,
  slots: readonly Slot[],
  units: readonly (readonly ManaType[])[],
  lifeSlots: number,
): boolean {
  let life = lifeSlots;
  if (units.length > m.slotOf.length) {
    m.slotOf = new Int32Array(units.length * 2);
    m.seenAt = new Int32Array(units.length * 2);
    m.round = 0;
  }
  if (slots.length > m.unitOf.length) m.unitOf = new Int32Array(slots.length * 2);
  const slotOf = m.slotOf;
  const unitOf = m.unitOf;
  // (Loops: TypedArray#fill is a call into the runtime, far slower on a handful of entries.)
  for (let i = 0; i < units.length; i++) slotOf[i] = -1;
  for (let i = 0; i < slots.length; i++) unitOf[i] = -1;
  for (let si = 0; si < slots.length; si++) {
    // A new round marks every unit unseen (the counter starts over long before it could overflow).
    if (++m.round === 0x3fffffff) {
      m.seenAt.fill(0);
      m.round = 1;
    }
    if (!tryAssign(m, slots, units, si)) {
      if (life > 0 && slots[si]!.kind === 'phyrexian') {
        life--;
        continue;
      }
      return false;
    }
  }
  return true;
}

function unitFits(unit: readonly ManaType[], slot: Slot): boolean {
  for (let i = 0; i < unit.length; i++) if (slotAccepts(slot, unit[i]!)) return true;
  return false;
}

/** Kuhn's augmenting path from slot `si`. */
function tryAssign(
  m: MatchScratch,
  slots: readonly Slot[],
  units: readonly (readonly ManaType[])[],
  si: number,
): boolean {
  const slot = slots[si]!;
  const seenAt = m.seenAt;
  const round = m.round;
  for (let ui = 0; ui < units.length; ui++) {
    if (seenAt[ui] === round || !unitFits(units[ui]!, slot)) continue;
    seenAt[ui] = round;
    const other = m.slotOf[ui]!;
    if (other < 0 || tryAssign(m, slots, units, other)) {
      m.slotOf[ui] = si;
      m.unitOf[si] = ui;
      return true;
    }
  }
  return false;
}

/** Pays as much of `slots` as the pool can, mutating `pool`; returns the slots still unpaid. Colored needs first,
 * then generic with colorless first and then the most plentiful color, keeping scarce colors for later. */
export function payFromPool(pool: ManaPool, slots: readonly Slot[]): Slot[] {
  const left: Slot[] = [];
  for (const slot of slots) {
    // Generic slots next, and Phyrexian ones last (CR 107.4f: life may pay them; mana goes first to what only mana
    // can pay).
    if (slot.kind === 'generic' || slot.kind === 'phyrexian') {
      left.push(slot);
      continue;
    }
    if (slot.kind === 'twoHybrid') {
      // CR 107.4e: one mana of its color if there is one; else two of any type, with the generic slots below.
      if (pool[slot.color] > 0) pool[slot.color]--;
      else left.push(slot);
      continue;
    }
    // Of a hybrid symbol's two types, the one more of which is in the pool (the first on a tie).
    const t: ManaType = slot.kind === 'type' ? slot.type : pool[slot.b] > pool[slot.a] ? slot.b : slot.a;
    if (pool[t] > 0) pool[t]--;
    else left.push(slot);
  }
  const out: Slot[] = [];
  for (const slot of left) {
    if (slot.kind === 'twoHybrid') {
      // Two generic: what the pool has of them is paid, and what it hasn't is left as generic.
      const paid = Number(payGeneric(pool)) + Number(payGeneric(pool));
      if (paid === 0) out.push(slot);
      else if (paid === 1) out.push(GENERIC);
      continue;
    }
    if (slot.kind !== 'generic') out.push(slot);
    else if (!payGeneric(pool)) out.push(slot);
  }
  for (let i = 0; i < out.length; i++) {
    const slot = out[i]!;
    if (slot.kind === 'phyrexian' && pool[slot.color] > 0) {
      pool[slot.color]--;
      out.splice(i--, 1);
    }
  }
  return out;
}

/** Pays one generic mana from the pool: colorless first, then the most plentiful color. */
function payGeneric(pool: ManaPool): boolean {
  if (pool.C > 0) {
    pool.C--;
    return true;
  }
  let best: Color | null = null;
  for (const c of COLORS) if (pool[c] > 0 && (best === null || pool[c] > pool[best])) best = c;
  if (best) pool[best]--;
  return best !== null;
}

export function poolText(p: ManaPool): string {
  const parts: string[] = [];
  for (const t of [...COLORS, 'C'] as const) for (let i = 0; i < p[t]; i++) parts.push(`{${t}}`);
  return parts.join('') || 'empty';
}

/** Mana cost slots written as symbols, generic mana first ("{2}{R}{W/P}"): what is left to pay. */
export function slotsText(slots: readonly Slot[]): string {
  let generic = 0;
  let out = '';
  for (const s of slots) {
    if (s.kind === 'generic') generic++;
    else if (s.kind === 'type') out += `{${s.type}}`;
    else if (s.kind === 'either') out += `{${s.a}/${s.b}}`;
    else if (s.kind === 'twoHybrid') out += `{2/${s.color}}`;
    else out += `{${s.color}/P}`;
  }
  return (generic ? `{${generic}}` : '') + out;
}
