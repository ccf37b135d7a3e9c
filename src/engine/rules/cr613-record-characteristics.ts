// The characteristics of an object no continuous effect applies to (off the battlefield, or with no effect in play):
// worked out from its record alone — its definition (printed, copied or bestowed), its counters' power and toughness
// (CR 122.1a, 613.4c), its characteristic-defining ability (604.3), and as it last existed on the battlefield once it
// has left (603.10a, 608.2h). cr613-layers.ts asks it, and keeps the answers.
import type { Amount } from '../card-def.js';
import type { Characteristics } from '../characteristics.js';
import { countAmount } from '../hooks.js';
import type { GameObject, GameState } from '../state.js';
import {
  BESTOWED,
  effectiveInfo,
  grantedAbility,
  grantedKeywords,
  manaValueOf,
  NO_GRANTS,
  printedFor,
} from './cr613-definitions.js';
import { hasEveryCreatureType } from './cr613-type-line.js';

const NO_PT: readonly [number, number] = [0, 0];
const PT_COUNTER = /^([+-]\d+)\/([+-]\d+)$/;
const PLUS = ['+1/+1', '+1', '+1'] as const;
const MINUS = ['-1/-1', '-1', '-1'] as const;

/** CR 122.1a, 613.4c: what an object's counters add to its power and toughness — each +X/+Y counter (+1/+1, -1/-1,
 * -0/-1, ...) adds X and Y. */
export function counterPT(counters: Readonly<Record<string, number>>): readonly [number, number] {
  let p = 0;
  let t = 0;
  for (const k in counters) {
    const n = counters[k]!;
    if (n === 0) continue;
    const m = k === '+1/+1' ? PLUS : k === '-1/-1' ? MINUS : PT_COUNTER.exec(k);
    if (!m) continue;
    p += n * Number(m[1]);
    t += n * Number(m[2]);
  }
  return p === 0 && t === 0 ? NO_PT : [p, t];
}

/** The characteristics of an object no continuous effect applies to, from its record: its printed or copied
 * definition, with its counters' power and toughness, its characteristic-defining P/T ability, and as it last existed
 * on the battlefield once it has left. */
export function fromRecord(state: GameState, o: Readonly<GameObject>): Characteristics {
  const info = effectiveInfo(o);
  const d = info.def;
  const [cp, ct] = o.zone === 'battlefield' ? counterPT(o.counters) : NO_PT;
  const counters = cp !== 0 || ct !== 0;
  const every = hasEveryCreatureType(state, o);
  const granted = o.left ? (o.grantedWhenLeft ?? NO_GRANTS) : NO_GRANTS;
  const lastPT = o.left ? o.ptWhenLeft : undefined;
  if (!info.cda && !counters && o.zone !== 'stack' && !every && !o.bestowed && granted.length === 0 && !lastPT)
    return printedFor(d, info.key, o.controller);
  let power = d.power ?? 0;
  let toughness = d.toughness ?? 0;
  if (lastPT) {
    // CR 608.2h: as it last existed on the battlefield (counters and continuous effects included).
    power = lastPT[0] - cp;
    toughness = lastPT[1] - ct;
  } else if (info.cda) {
    power = cdaAmount(state, o, info.cda.power);
    toughness = cdaAmount(state, o, info.cda.toughness);
  }
  const base = printedFor(d, info.key, o.controller);
  const typeLine = o.bestowed ? BESTOWED : base;
  // Every field written out (spreads followed by more fields are many times slower to build).
  return {
    name: base.name,
    defName: base.defName,
    types: typeLine.types,
    creature: typeLine.types.includes('Creature'),
    subtypes: typeLine.subtypes,
    allCreatureTypes: every,
    supertypes: base.supertypes,
    colors: base.colors,
    power: power + cp,
    toughness: toughness + ct,
    // CR 603.10a: a past incarnation keeps the abilities it was granted as it left (last known information).
    keywords: granted.length === 0 ? base.keywords : [...base.keywords, ...grantedKeywords(granted)],
    abilities: granted.length === 0 ? base.abilities : [...base.abilities, ...granted.map(grantedAbility)],
    granted: granted.length === 0 ? base.granted : granted,
    manaValue: manaValueOf(d, o.zone === 'stack' ? o.x : 0),
    controller: base.controller,
  };
}

/** A characteristic-defining ability's number, e.g. "the number of Swamps you control" (CR 604.3), or a static
 * ability's "for each" (611.3a): counted by rules/amounts.ts, through the kernel (it asks the layers in turn). */
export function cdaAmount(state: GameState, o: Readonly<GameObject>, a: Amount): number {
  return countAmount(state, a, { controller: o.controller, source: o.id, layers: true });
}
