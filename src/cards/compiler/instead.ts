// "Instead" sentences that change the effect before them (CR 608.2c): "<effect>. {this} deals 4 damage instead if you
// control three or more artifacts" (metalcraft), "That creature gets -13/-13 until end of turn instead if a creature
// died this turn" (morbid), "If this spell was kicked, it deals 4 damage instead". The sentence says the effect again
// with what changes (the amount), leaving out what doesn't (the recipient); it becomes one `instead` effect holding both,
// whose condition is checked as the spell or ability resolves.
import type { Condition, Effect } from '../../engine/card-def.js';
import type { PEffect } from '../../engine/index.js';
import { alt, lit, map, parse, tpl, type P } from './grammar.js';
import { conditionP } from './conditions.js';
import { clause, ptMod, THAT_WORDS } from './effects.js';
import { decapitalize } from './lexicon.js';
import { digitAmount, numberWordP } from './phrases.js';

/** An "instead" sentence read, waiting for the effect it changes. */
export interface PendingInstead {
  readonly condition: Condition;
  /** what the sentence says happens instead, without the condition and "instead" */
  readonly core: string;
  /** "If <condition>, <core> instead" (else "<core> instead if <condition>") */
  readonly ifFirst: boolean;
  /** the ability word before the sentence ("Morbid"), which has no rules meaning (CR 207.2c) */
  readonly abilityWord?: string;
}

/** Reads "<core> instead if <condition>" or "If <condition>, <core> instead" (no period). */
export function insteadSentence(s: string): PendingInstead | null {
  const after = s.indexOf(' instead if ');
  if (after > 0) {
    const condition = parse(conditionP, s.slice(after + ' instead if '.length));
    if (condition) return { condition, core: s.slice(0, after), ifFirst: false };
  }
  if (s.startsWith('If ') && s.endsWith(' instead')) {
    for (let k = s.indexOf(', '); k > 0; k = s.indexOf(', ', k + 1)) {
      const condition = parse(conditionP, s.slice(3, k));
      if (condition) return { condition, core: s.slice(k + 2, -' instead'.length), ifFirst: true };
    }
  }
  return null;
}

/** The source named as the damage's subject again: "{this} deals" or "it deals". */
const subject: P<string> = alt(lit('{this}'), lit('it'));

/** What the core says: the earlier effect with another amount, or a whole effect of the same kind. */
function changed(prev: Effect, core: string): { e: Effect; variants: string[] } | null {
  const text = decapitalize(core);
  if (prev.kind === 'dealDamage') {
    // "{this} deals 4 damage", "it deals 4 damage": the same recipient.
    const d = parse(
      map(tpl`${subject} deals ${digitAmount} damage`, ([w, amount]) => ({ w, amount })),
      text,
    );
    if (d) return { e: { ...prev, amount: d.amount }, variants: [d.w] };
  }
  if (prev.kind === 'modifyPT' && prev.duration === 'endOfTurn' && !prev.forEach && prev.what.kind === 'target') {
    // "that creature gets -13/-13 until end of turn": the same creature.
    const m = parse(
      map(tpl`${alt(lit('that creature'), lit('it'))} gets ${ptMod} until end of turn`, ([w, pt]) => ({ w, pt })),
      text,
    );
    if (m) return { e: { ...prev, power: m.pt[0], toughness: m.pt[1] }, variants: [m.w] };
  }
  if (prev.kind === 'createToken' && !prev.who && !prev.tappedAndAttacking && prev.amount.kind === 'const') {
    // "create five of those tokens": the same token, another number of them (Gather the Townsfolk's fateful hour).
    const n = parse(
      map(tpl`create ${numberWordP} of those tokens`, ([k]) => k),
      text,
    );
    if (n !== null && n >= 2) return { e: { ...prev, amount: { kind: 'const', n } }, variants: [] };
  }
  // A whole effect of the same kind, with no targets of its own ("it deals 4 damage to each creature").
  const c = parse(clause, text);
  const item = c?.items.length === 1 && c.targets.length === 0 ? c.items[0]! : null;
  if (!item || item.e.kind !== prev.kind) return null;
  return { e: item.e, variants: ['whole', ...(item.variants ?? [])] };
}

/** The earlier effect and the "instead" sentence as one effect, or null if the sentence doesn't change it. */
export function mergeInstead(prev: PEffect, p: PendingInstead): PEffect | null {
  if (prev.e.kind === 'instead') return null;
  const c = changed(prev.e, p.core);
  if (!c) return null;
  const e: Effect = { kind: 'instead', condition: p.condition, effects: [prev.e], instead: [c.e] };
  const marks = [...(p.abilityWord ? [`aw:${p.abilityWord}`] : []), ...(p.ifFirst ? ['ifFirst'] : [])];
  return { ...prev, e, variants: [...(prev.variants ?? []), ...marks, ...c.variants] };
}

/**
 * Two damage effects said as one phrase ("{this} deals 1 damage to target player or planeswalker and 1 damage to
 * target creature that player or that planeswalker's controller controls") and an "instead" sentence saying both again
 * with other amounts ("If <condition>, {this} deals 3 damage to that player or planeswalker and 3 damage to that
 * creature instead", Searing Blaze): one `instead` effect holding both pairs (CR 608.2c). Each "that ..." must name its
 * own target.
 */
export function mergeInsteadPair(a: PEffect, b: PEffect, p: PendingInstead): PEffect | null {
  if (a.e.kind !== 'dealDamage' || b.e.kind !== 'dealDamage' || a.e.to.kind !== 'target' || b.e.to.kind !== 'target')
    return null;
  if (a.e.alsoTo || b.e.alsoTo || a.e.exileIfDies || b.e.exileIfDies || a.e.noRegenerate || b.e.noRegenerate)
    return null;
  const that = alt(...THAT_WORDS.map((w) => lit(w)));
  const d = parse(
    map(
      tpl`${subject} deals ${digitAmount} damage to ${that} and ${digitAmount} damage to ${that}`,
      ([w, n, x, m, y]) => ({ w, n, x, m, y }),
    ),
    decapitalize(p.core),
  );
  // Each "that ..." names the target of its own effect, in order; the second is a permanent.
  if (!d || d.y === 'that player or planeswalker') return null;
  const e: Effect = {
    kind: 'instead',
    condition: p.condition,
    effects: [a.e, b.e],
    instead: [
      { ...a.e, amount: d.n },
      { ...b.e, amount: d.m },
    ],
  };
  const marks = [...(p.abilityWord ? [`aw:${p.abilityWord}`] : []), ...(p.ifFirst ? ['ifFirst'] : [])];
  return {
    ...a,
    e,
    variants: [...(a.variants ?? []), ...(b.variants ?? []), ...marks, 'pair', d.w, d.x, d.y],
  };
}
