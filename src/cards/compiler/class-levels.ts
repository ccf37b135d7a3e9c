// Class cards (CR 716): a class level bar "[Cost]: Level N" is a keyword ability standing for an activated ability
// and a static one (716.2): "[Cost]: This Class's level becomes N. Activate only if this Class is level N-1 and only
// as a sorcery" and "As long as this Class is level N or greater, it has [the abilities printed in its section]"
// (716.2a). The abilities before the first bar are the Class's at all times (716.3).
import type { Ability, Condition } from '../../engine/card-def.js';
import { keywordManaCost } from './abilities.js';
import { renderCosts } from './phrases.js';

/** CR 716.2a: a class level bar, "{1}{B}: Level 2". */
const LEVEL_BAR = /^((?:\{[^}]+\})+): Level (\d+)$/;

/** The level of a Class a bar's section is had at: "level N or greater" (CR 716.2a). */
export function classLevelCondition(level: number): Condition {
  return { kind: 'classLevel', min: level };
}

/** CR 716.2a: the activated ability a class level bar stands for, with the level it gives; null if the line is no
 * bar (or a level below 2, which no bar has: a Class is level 1 without one, 716.2d). */
export function classLevelBar(line: string): { readonly ability: Ability; readonly level: number } | null {
  const m = LEVEL_BAR.exec(line);
  if (!m) return null;
  const cost = keywordManaCost(m[1]!);
  const level = Number(m[2]);
  if (!cost || level < 2) return null;
  return {
    level,
    ability: {
      kind: 'activated',
      costs: [cost],
      targets: [],
      effects: [{ kind: 'classLevel', level }],
      zone: 'battlefield',
      sorcerySpeed: true,
      condition: { kind: 'classLevel', min: level - 1, max: level - 1 },
      text: line,
    },
  };
}

/** A class level bar's text, "{1}{B}: Level 2", when the ability is the one a bar stands for (CR 716.2a); else null. */
export function classLevelBarText(a: Ability): string | null {
  if (a.kind !== 'activated' || a.zone !== 'battlefield' || !a.sorcerySpeed || a.oncePerTurn || a.modes) return null;
  const [cost, ...more] = a.costs;
  const e = a.effects[0];
  if (cost?.kind !== 'mana' || more.length || a.targets.length || a.effects.length !== 1) return null;
  if (e?.kind !== 'classLevel') return null;
  const c = a.condition;
  if (c?.kind !== 'classLevel' || c.min !== e.level - 1 || c.max !== e.level - 1) return null;
  const said = renderCosts([cost]);
  return said === null ? null : `${said}: Level ${e.level}`;
}
