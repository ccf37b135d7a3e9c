// Every card the project defines, by name.
import type { Ability } from '../../engine/card-def.js';
import { CORE } from './core.js';
import { EXTRA } from './extra.js';
import { DRAW } from './draw.js';
import { TRANSFORM } from './transform.js';
import { DAYBOUND } from './daybound.js';
import { MANA } from './mana.js';
import { SEEDS } from './seeds.js';
import { SAGA_EXAMPLES } from './sagas-examples.js';
import { PLANESWALKERS } from './planeswalkers.js';
import { AURAS } from './auras.js';
import { ALT_CASTING } from './alt-casting.js';
import { RESTRICTED_MANA } from './restricted-mana.js';
import { TOKEN_COPIES } from './token-copies.js';
import { COPIES } from './copies.js';

export const DEFINITIONS: Readonly<Record<string, Ability[]>> = {
  ...CORE,
  ...EXTRA,
  ...SEEDS,
  ...MANA,
  ...DRAW,
  ...TRANSFORM,
  ...DAYBOUND,
  ...SAGA_EXAMPLES,
  ...PLANESWALKERS,
  ...AURAS,
  ...ALT_CASTING,
  ...RESTRICTED_MANA,
  ...TOKEN_COPIES,
  ...COPIES,
};
export const DEFINED_NAMES: readonly string[] = Object.keys(DEFINITIONS);
