// Keyword abilities that are triggered abilities (CR 702.93a, 702.79a, 702.108a, 702.91a, 702.100a): the ability each
// keyword stands for, from its own module. The trigger rules (cr603-triggers.ts) read a keyword ability of an object
// as this ability, at the keyword's place among the object's abilities.
import { isTriggeredKeyword, type Ability, type Keyword, type TriggeredKeyword } from '../card-def.js';
import { BATTLE_CRY } from './cr702-battle-cry.js';
import { CASCADE } from './cr702-cascade.js';
import { EVOKE } from './cr702-evoke.js';
import { EVOLVE } from './cr702-evolve.js';
import { PROWESS } from './cr702-prowess.js';
import { SOULBOND } from './cr702-soulbond.js';
import { PERSIST, UNDYING } from './cr702-undying-persist.js';

type Triggered = Extract<Ability, { kind: 'triggered' }>;

/** The triggered ability a keyword stands for, with the rule that gives it its meaning. */
export const KEYWORD_TRIGGERS: Readonly<
  Record<TriggeredKeyword, { readonly ability: Triggered; readonly rule: string }>
> = {
  undying: { ability: UNDYING, rule: 'CR 702.93a' },
  persist: { ability: PERSIST, rule: 'CR 702.79a' },
  prowess: { ability: PROWESS, rule: 'CR 702.108a' },
  'battle cry': { ability: BATTLE_CRY, rule: 'CR 702.91a' },
  evolve: { ability: EVOLVE, rule: 'CR 702.100a' },
  soulbond: { ability: SOULBOND, rule: 'CR 702.95a' },
  cascade: { ability: CASCADE, rule: 'CR 702.85a' },
};

/** A keyword's triggered ability and its rule, or null for a keyword that is no triggered ability. */
export function keywordTrigger(k: Keyword): { readonly ability: Triggered; readonly rule: string } | null {
  return isTriggeredKeyword(k) ? KEYWORD_TRIGGERS[k] : null;
}

/** The triggered ability a keyword ability stands for, with its rule: a triggered keyword's, or evoke's (CR 702.74a:
 * an alternative cost and a triggered ability); null for any other ability. */
export function standsForTrigger(
  a: Ability | undefined,
): { readonly ability: Triggered; readonly rule: string } | null {
  if (a?.kind === 'keyword') return keywordTrigger(a.keyword);
  if (a?.kind === 'castKeyword' && a.keyword === 'evoke') return EVOKE_TRIGGER;
  return null;
}

const EVOKE_TRIGGER = { ability: EVOKE, rule: 'CR 702.74a' } as const;

/** The triggered ability an ability is or stands for: itself if triggered, a keyword's (standsForTrigger), or null. */
export function asTriggered(a: Ability | undefined): Triggered | null {
  if (!a) return null;
  if (a.kind === 'triggered') return a;
  return standsForTrigger(a)?.ability ?? null;
}
