// Every entry of the card model's vocabulary — effect verb, keyword, trigger event, cost, condition, static effect,
// kind of mana production — is played in a game by at least one scenario in test/scenarios/vocabulary/ that checks
// the outcome. A scenario covers the entry its name gives (`effect.scry`, `keyword.first_strike`, or with a suffix
// after a slash, `keyword.infect/creature`) and any
// listed in a note `covers: cost:tap, mana:fixed`; the check below also proves that a card the scenario uses (or a
// token one of them creates) really has that entry in its ability tree, so a scenario can't claim what it doesn't
// play.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { loadCards } from '../src/cards/index.js';
import { findCard } from '../src/engine/registry.js';
import { vocabulary, vocabularyOf } from '../src/engine/vocabulary.js';
import { CONDITION_WORDS, EFFECT_WORDS } from '../src/engine/index.js';
import type { CardDef } from '../src/engine/card-def.js';
import { runScenarioPaths } from '../src/scenario/index.js';

loadCards();

const DIR = fileURLToPath(new URL('./scenarios/vocabulary/', import.meta.url));

interface RawTest {
  readonly name: string;
  readonly notes?: readonly string[];
  readonly ops: readonly { readonly op: string; readonly card?: string }[];
}

const tests: { file: string; test: RawTest }[] = readdirSync(DIR)
  .filter((f) => f.endsWith('.json'))
  .sort()
  .flatMap((file) => {
    const parsed = JSON.parse(readFileSync(join(DIR, file), 'utf8')) as { tests: RawTest[] };
    return parsed.tests.map((test) => ({ file, test }));
  });

/** `effect.scry` → `effect:scry`; `keyword.first_strike/blocked` → `keyword:first strike`. */
function entryOfName(name: string): string {
  const [category, kind] = name.split('/')[0]!.split('.') as [string, string | undefined];
  return `${category}:${(kind ?? '').replaceAll('_', ' ')}`;
}

function coveredBy(test: RawTest): string[] {
  const also = (test.notes ?? [])
    .filter((n) => n.startsWith('covers: '))
    .flatMap((n) =>
      n
        .slice('covers: '.length)
        .split(',')
        .map((s) => s.trim()),
    );
  return [entryOfName(test.name), ...also];
}

/** The definitions a scenario plays: the cards it adds or casts, and the tokens their effects create. */
function defsOf(test: RawTest): CardDef[] {
  const names = new Set<string>();
  for (const op of test.ops)
    if ((op.op === 'addCard' || op.op === 'castSpell') && op.card !== undefined)
      names.add(op.card.split(' using ')[0]!);
  const defs: CardDef[] = [];
  const add = (name: string) => {
    const d = findCard(name);
    if (d !== undefined && !defs.includes(d)) defs.push(d);
  };
  for (const n of names) add(n);
  for (const d of [...defs])
    JSON.stringify(d, (key, value: unknown) => {
      if (key === 'token' && typeof value === 'string') add(value);
      return value;
    });
  return defs;
}

describe('the vocabulary is played by scenarios', () => {
  const lines: string[] = [];
  const summary = runScenarioPaths([DIR], (l) => lines.push(l));

  it('every vocabulary scenario passes', () => {
    expect(lines.filter((l) => !l.startsWith('PASS'))).toEqual([`${tests.length} passed, 0 failed, 0 unsupported`]);
    expect(summary.passed).toBe(tests.length);
  });

  it('each scenario uses a card with every entry it claims to cover', () => {
    const wrong: string[] = [];
    for (const { file, test } of tests) {
      const used = new Set(defsOf(test).flatMap((d) => [...vocabularyOf(d)]));
      for (const e of coveredBy(test)) if (!used.has(e)) wrong.push(`${file} ${test.name}: no card it plays has ${e}`);
    }
    expect(wrong).toEqual([]);
  });

  it("each effect verb's word links a scenario that plays it", () => {
    const wrong: string[] = [];
    for (const w of Object.values(EFFECT_WORDS)) {
      const [file, name] = w.scenario.split('#');
      const found = tests.find((t) => t.file === file && t.test.name === name);
      if (!found) wrong.push(`${w.kind}: no scenario ${w.scenario}`);
      else if (!coveredBy(found.test).includes(`effect:${w.kind}`))
        wrong.push(`${w.kind}: ${w.scenario} covers it not`);
    }
    expect(wrong).toEqual([]);
    expect(Object.keys(EFFECT_WORDS).length).toBeGreaterThan(70);
  });

  it("each condition's word links a scenario that plays it", () => {
    const wrong: string[] = [];
    for (const w of Object.values(CONDITION_WORDS)) {
      const [file, name] = w.scenario.split('#');
      const found = tests.find((t) => t.file === file && t.test.name === name);
      if (!found) wrong.push(`${w.kind}: no scenario ${w.scenario}`);
      else if (!coveredBy(found.test).includes(`condition:${w.kind}`))
        wrong.push(`${w.kind}: ${w.scenario} covers it not`);
    }
    expect(wrong).toEqual([]);
    expect(Object.keys(CONDITION_WORDS).length).toBeGreaterThan(20);
  });

  it('every entry of the vocabulary has a scenario', () => {
    const covered = new Set(tests.flatMap(({ test }) => coveredBy(test)));
    expect(vocabulary().filter((e) => !covered.has(e))).toEqual([]);
  });
});
