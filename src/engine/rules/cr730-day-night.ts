// CR 730: day and night, designations the game itself can have, and the daybound and nightbound keywords (702.145)
// that bring them about and follow them.
import type { DayNight } from '../state.js';
import type { Tx } from '../tx.js';
import { memoKey } from '../memo.js';
import { effectiveInfo, hasKeyword, layerMemo } from './cr613-layers.js';
import { transformPermanent } from './cr701-keyword-actions.js';

const capitalized = (d: DayNight): string => (d === 'day' ? 'Day' : 'Night');

/** CR 730.1: it becomes day or night ("day becomes night", 730.1a); 702.145b/e: as it does, daybound and nightbound
 * permanents turn to match. */
export function becomeDayOrNight(tx: Tx, to: DayNight, rule: string, because = ''): void {
  const s = tx.s;
  const from = s.dayNight;
  if (from === to) return;
  tx.setDayNight(to);
  tx.emit(
    { kind: 'dayNight', from, to },
    () => `${from === null ? `It becomes ${to}` : `${capitalized(from)} becomes ${to}`}${because}`,
    rule,
  );
  followDayNight(tx);
}

/** CR 702.145c, 702.145f: any time it's night, each front-face-up permanent with daybound transforms, and any time
 * it's day, each back-face-up permanent with nightbound does — at once, not as a state-based action. */
function followDayNight(tx: Tx): void {
  const s = tx.s;
  if (s.dayNight === null) return;
  const night = s.dayNight === 'night';
  const turning = s.battlefield.filter((id) =>
    night
      ? tx.obj(id).face === 0 && hasKeyword(s, id, 'daybound')
      : tx.obj(id).face === 1 && hasKeyword(s, id, 'nightbound'),
  );
  // They transform simultaneously; a permanent that can't (one that isn't a double-faced card) stays as it is.
  for (const id of turning) transformPermanent(tx, id, night ? 'daybound' : 'nightbound');
}

/** Whether some permanent could have daybound or nightbound: one prints it, or a continuous effect exists that could
 * grant it (without one, characteristics are the printed ones) — a cheap test before looking at characteristics. */
const DAY_NIGHT_POSSIBLE = memoKey<boolean>('dayNightPossible', (s) => {
  if (s.effects.length > 0) return true;
  for (const id of s.battlefield) {
    const info = effectiveInfo(s.objects[id]!);
    if (info.dayNight || info.layerStatics) return true;
  }
  return false;
});

function dayNightPossible(tx: Tx): boolean {
  return layerMemo(tx.s, DAY_NIGHT_POSSIBLE);
}

/**
 * The daybound and nightbound rules that apply "any time": with neither designation, a permanent with daybound makes
 * it day (702.145d), else one with nightbound makes it night (702.145g); then permanents turn to match (702.145c/f).
 * Run as a permanent enters and before a player receives priority, so nothing is left out of step.
 */
export function checkDayNight(tx: Tx): void {
  const s = tx.s;
  if (!dayNightPossible(tx)) return;
  if (s.dayNight !== null) return followDayNight(tx);
  let daybound = false;
  let nightbound = false;
  for (const id of s.battlefield) {
    if (hasKeyword(s, id, 'daybound')) daybound = true;
    else if (hasKeyword(s, id, 'nightbound')) nightbound = true;
  }
  if (daybound) becomeDayOrNight(tx, 'day', 'CR 702.145d', ' (a permanent with daybound is on the battlefield)');
  else if (nightbound)
    becomeDayOrNight(tx, 'night', 'CR 702.145g', ' (a permanent with nightbound and none with daybound)');
}

/** CR 502.2, 730.2: the second part of the untap step looks at the spells the previous turn's active player cast
 * during that turn. */
export function untapStepDayNight(tx: Tx): void {
  const s = tx.s;
  const t = s.turn;
  // CR 730.2c: with neither designation the check doesn't happen.
  if (s.dayNight === null || t.lastActive === null || t.spellsLastTurn === null) return;
  const cast = t.spellsLastTurn[t.lastActive] ?? 0;
  const who = s.players[t.lastActive]!.name;
  if (s.dayNight === 'day' && cast === 0)
    becomeDayOrNight(tx, 'night', 'CR 730.2a', ` (${who} cast no spells during their turn)`);
  else if (s.dayNight === 'night' && cast >= 2)
    becomeDayOrNight(tx, 'day', 'CR 730.2b', ` (${who} cast ${cast} spells during their turn)`);
}
