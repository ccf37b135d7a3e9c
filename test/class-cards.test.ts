// Class cards (CR 716): a class level bar "[Cost]: Level N" is "[Cost]: This Class's level becomes N. Activate only if
// this Class is level N-1 and only as a sorcery" and "As long as this Class is level N or greater, it has [the
// abilities of its section]" (716.2a); the level is a designation, 1 when the permanent has none (716.2b, 716.2d),
// and the abilities before the first bar are the Class's at all times (716.3).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { loadCards } from '../src/cards/index.js';
import { compileAndVerify, type CardInput } from '../src/cards/compiler/index.js';
import { characteristics } from '../src/engine/index.js';
import {
  activate,
  canActivate,
  cast,
  game,
  handSize,
  lands,
  obj,
  passPriority,
  passUntil,
  resolveStack,
  type Game,
} from './helpers/harness.js';

loadCards();

const WIZARD = 'Wizard Class';
const record = (name: string): CardInput => {
  const line = readFileSync(new URL('../../shared/reference/cards.jsonl', import.meta.url), 'utf8')
    .split('\n')
    .find((l) => l.includes(`"name": "${name}"`) || l.includes(`"name":"${name}"`));
  if (!line) throw new Error(`no record for ${name}`);
  return JSON.parse(line) as CardInput;
};
const triggered = (g: Game, name: string) =>
  characteristics(g.state, obj(g, name).id).abilities.filter((a) => a.kind === 'triggered').length;

describe('Class cards (CR 716)', () => {
  it('Wizard Class compiles from its Oracle text, its level bars read, and renders back to it', () => {
    const v = compileAndVerify(record(WIZARD));
    expect(v.verified).toBe(true);
    const abilities = v.result.ok ? v.result.abilities : [];
    expect(
      abilities.map((a) =>
        a.kind === 'activated' ? ['bar', a.condition] : a.kind === 'static' ? [a.effect.kind, a.condition] : [a.kind],
      ),
    ).toEqual([
      ['noMaximumHandSize', undefined],
      ['bar', { kind: 'classLevel', min: 1, max: 1 }],
      ['grantAbility', { kind: 'classLevel', min: 2 }],
      ['bar', { kind: 'classLevel', min: 2, max: 2 }],
      ['grantAbility', { kind: 'classLevel', min: 3 }],
    ]);
  });

  it('716.2a: a level bar is activated only as a sorcery: not in the opponent turn, nor with a spell on the stack', () => {
    const g = game({
      A: { battlefield: [WIZARD, ...lands('Island', 4)], hand: ['Opt'] },
      startingPlayer: 'B',
    });
    passUntil(g, { step: 'precombat_main' });
    passPriority(g); // B passes: A has priority in B's main phase
    expect(canActivate(g, WIZARD, 0)).toBe(false);
    passUntil(g, { turn: 2, step: 'precombat_main' });
    expect(canActivate(g, WIZARD, 0)).toBe(true);
    cast(g, 'Opt');
    expect(canActivate(g, WIZARD, 0)).toBe(false);
  });

  it('716.2a: "Level 3" only while level 2, "Level 2" only while level 1; the level 2 trigger draws two cards', () => {
    const g = game({ A: { battlefield: [WIZARD, ...lands('Island', 8)] } });
    passUntil(g, { step: 'precombat_main' });
    expect(obj(g, WIZARD).classLevel).toBeUndefined(); // 716.2d: level 1
    expect(canActivate(g, WIZARD, 1)).toBe(false); // the Level 3 bar, at level 1
    expect(triggered(g, WIZARD)).toBe(0);
    activate(g, WIZARD, 0);
    resolveStack(g); // the bar's ability, then "When this Class becomes level 2, draw two cards."
    expect(obj(g, WIZARD).classLevel).toBe(2);
    expect(handSize(g, 'A')).toBe(2);
    expect(canActivate(g, WIZARD, 0)).toBe(false); // the Level 2 bar, at level 2
    expect(canActivate(g, WIZARD, 1)).toBe(true);
    expect(triggered(g, WIZARD)).toBe(1); // level 2's ability (716.2a: level N or greater)
    activate(g, WIZARD, 1);
    resolveStack(g);
    expect(obj(g, WIZARD).classLevel).toBe(3);
    expect(handSize(g, 'A')).toBe(2); // becoming level 3 doesn't trigger the level 2 ability again
    expect(triggered(g, WIZARD)).toBe(2); // levels 2 and 3
    expect(canActivate(g, WIZARD, 0)).toBe(false);
    expect(canActivate(g, WIZARD, 1)).toBe(false);
  });

  it('716.2b, 400.7: the level is forgotten when the Class leaves the battlefield', () => {
    const g = game({ A: { battlefield: [WIZARD, ...lands('Island', 7)], hand: ['Boomerang'] } });
    passUntil(g, { step: 'precombat_main' });
    activate(g, WIZARD, 0);
    resolveStack(g);
    expect(obj(g, WIZARD).classLevel).toBe(2);
    cast(g, 'Boomerang', { targets: [WIZARD] });
    resolveStack(g);
    cast(g, WIZARD);
    resolveStack(g);
    expect(obj(g, WIZARD).classLevel).toBeUndefined();
    expect(triggered(g, WIZARD)).toBe(0);
    expect(canActivate(g, WIZARD, 1)).toBe(false);
  });
});
