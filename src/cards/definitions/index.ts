// Every card the project defines, by name.
import type { Ability } from '../../engine/card-def.js';
import { CORE } from './core.js';
import { EXTRA } from './extra.js';
import { DRAW } from './draw.js';
import { TRANSFORM } from './transform.js';
import { MANA } from './mana.js';
import { SEEDS } from './seeds.js';
import { SAGA_EXAMPLES } from './sagas-examples.js';
import { AURAS } from './auras.js';

export const DEFINITIONS: Readonly<Record<string, Ability[]>> = {
  ...CORE,
  ...EXTRA,
  ...SEEDS,
  ...MANA,
  ...DRAW,
  ...TRANSFORM,
  ...SAGA_EXAMPLES,
  ...AURAS,
};
export const DEFINED_NAMES: readonly string[] = Object.keys(DEFINITIONS);
