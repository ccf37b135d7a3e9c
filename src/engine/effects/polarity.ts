// The value of effects for computer players: does it harm or help what it affects? Each verb's word says its own
// (effects/word.ts); the kernel asks it through the hook effects/index.ts fills.
import type { Effect } from '../card-def.js';
import type { Polarity } from '../choices.js';
import { effectPolarity } from '../hooks.js';

/** The polarity of the effects that use target number `index`. */
export function targetPolarity(effects: readonly Effect[], index: number): Polarity {
  // (A variable number of targets, "up to three target creatures", is every target from its position on.)
  const isTarget = (r: unknown) =>
    typeof r === 'object' &&
    r !== null &&
    'kind' in r &&
    'index' in r &&
    typeof r.index === 'number' &&
    ((r.kind === 'target' && r.index === index) || (r.kind === 'targetsFrom' && r.index <= index));
  for (const e of effects) {
    // "... instead if ...": the same effect either way (CR 608.2c), its targets those of the effects it holds; so for
    // "you may ..." and "If you do, ..." (CR 118.12).
    if (e.kind === 'instead' || e.kind === 'ifYouDo' || e.kind === 'mayDo') {
      const p = targetPolarity(e.effects, index);
      if (p !== 'neutral') return p;
      continue;
    }
    // A fight helps the creature that fights for you and harms the one it fights (CR 701.14).
    if (e.kind === 'fight' && (isTarget(e.what) || isTarget(e.other))) return isTarget(e.what) ? 'help' : 'harm';
    // Damage divided among all the targets harms each of them.
    if (e.kind === 'dealDamageDividedEvenly') return 'harm';
    const refs = ['what' in e ? e.what : null, 'to' in e ? e.to : null, 'who' in e ? e.who : null];
    if (
      refs.some(
        (r) =>
          isTarget(r) ||
          (r !== null && typeof r === 'object' && 'kind' in r && r.kind === 'withSameName' && r.index === index),
      )
    )
      return effectPolarity(e);
  }
  return 'neutral';
}
