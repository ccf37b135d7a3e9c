// A hostile client: every answer is parsed into the exact shape of the pending decision (parseAnswer). Fields a
// decision doesn't have are refused as malformed, naming them; so are wrong types, numbers that are no whole number
// (NaN, Infinity, -0, floats, unsafe integers), lists that are no plain array or are too long, and players that are
// no seat. Nothing throws, a refused answer leaves the very same state, and the game acts only on the canonical
// answer built from the decision's own values — never on the client's object.
import { describe, expect, it } from 'vitest';
import { RandomPlayer } from '../src/ai/random-player.js';
import { loadDeck } from '../src/decks/index.js';
import {
  allCards,
  apply,
  createGame,
  defaultDamageAssignment,
  defaultDivision,
  MAX_LIST,
  parseAnswer,
  Simulation,
  validateAnswer,
  viewFor,
  type Answer,
  type PriorityAction,
  type ApplyResult,
  type GameState,
  type PendingChoice,
  type PlayerId,
} from '../src/engine/index.js';
import {
  answer,
  attack,
  block,
  cast,
  game,
  life,
  graveyard,
  obj,
  objs,
  passUntil,
  passPriority,
  resolveTop,
  type Game,
} from './helpers/harness.js';

/** Anything a client may send, typed as an answer for the call. */
const raw = (x: unknown): Answer => x as Answer;
const seat = (x: unknown): PlayerId => x as PlayerId;

/** Applies and reports a throw as a result, so a test can check that nothing throws. */
function tryApply(s: GameState, p: unknown, a: unknown): ApplyResult | { thrown: unknown } {
  try {
    return apply(s, seat(p), raw(a));
  } catch (e) {
    return { thrown: e };
  }
}

function expectMalformed(s: GameState, p: unknown, a: unknown, field?: string): void {
  const r = tryApply(s, p, a);
  // The answer is described only when something is wrong (a huge one is costly to describe).
  if ('thrown' in r) throw new Error(`apply threw on ${describeRaw(a)}: ${String(r.thrown)}`);
  if (r.ok || r.error.code !== 'malformed')
    throw new Error(`${describeRaw(a)}: ${r.ok ? 'accepted' : `${r.error.code}: ${r.error.message}`}`);
  expect(r.state).toBe(s);
  expect(r.error.message.length).toBeLessThanOrEqual(200);
  if (field !== undefined) expect(r.error.message).toContain(field);
}

/** A test's own description of a raw value (short, never deep). */
function describeRaw(a: unknown): string {
  try {
    const s = JSON.stringify(a, (_k, v: unknown) => (typeof v === 'number' && !Number.isFinite(v) ? String(v) : v));
    return s === undefined ? String(a) : s.slice(0, 120);
  } catch {
    return typeof a;
  }
}

/** An object nested `depth` deep: { [key]: { [key]: ... } }, built without recursion. */
function deep(depth: number, key: string): unknown {
  let v: unknown = 0;
  for (let i = 0; i < depth; i++) v = { [key]: v };
  return v;
}

/** A list nested `depth` deep: [[[...]]]. */
function deepList(depth: number): unknown {
  let v: unknown = [];
  for (let i = 0; i < depth; i++) v = [v];
  return v;
}

/** A creature without trample blocked by two Grizzly Bears: A must divide its damage (CR 510.1c). */
function doubleBlocked(): Game {
  const g = game({ A: { battlefield: ['Fire Elemental'] }, B: { battlefield: ['Grizzly Bears', 'Grizzly Bears'] } });
  attack(g, ['Fire Elemental']);
  block(g, [
    ['Grizzly Bears', 'Fire Elemental'],
    ['Grizzly Bears', 'Fire Elemental'],
  ]);
  passPriority(g);
  passPriority(g);
  expect(g.state.pending?.kind).toBe('assignDamage');
  return g;
}

/** A has cast Shock and must choose its target; B has Grizzly Bears. */
function shockTargeting(): Game {
  const g = game({ A: { hand: ['Shock'], battlefield: ['Mountain'] }, B: { battlefield: ['Grizzly Bears'] } });
  passUntil(g, { step: 'precombat_main' });
  const c = g.state.pending;
  const action = c?.kind === 'priority' ? c.actions.find((a) => a.kind === 'cast') : undefined;
  if (!action) throw new Error('Shock is not castable');
  answer(g, action);
  expect(g.state.pending?.kind).toBe('target');
  return g;
}

describe('the exploits: a reference with a second field is malformed', () => {
  it('CR 510.1c: damage "to a Bear" with player: 1 added is refused; the defending player takes none', () => {
    const g = doubleBlocked();
    const [bear1, bear2] = objs(g, 'Grizzly Bears').map((o) => o.id);
    for (const to of [
      { object: bear1, player: 1 },
      { player: 1, object: bear1 },
      { object: bear1, ability: 1 },
    ])
      expectMalformed(g.state, 0, { kind: 'damage', assignment: [{ to, amount: 5 }] }, 'in assignment[0].to');
    const r = apply(g.state, 0, raw({ kind: 'damage', assignment: [{ to: { object: bear1, player: 1 }, amount: 5 }] }));
    expect(!r.ok && r.error.message).toBe('unknown field "player" in assignment[0].to');
    // Proper play goes on: the damage goes to the Bears, none to B.
    answer(g, {
      kind: 'damage',
      assignment: [
        { to: { object: bear1! }, amount: 2 },
        { to: { object: bear2! }, amount: 3 },
      ],
    });
    expect(life(g, 'B')).toBe(20);
    expect(graveyard(g, 'B')).toEqual(['Grizzly Bears', 'Grizzly Bears']);
  });

  it('CR 115: Shock aimed at a creature with player: 1 added is refused; aimed properly it hits the creature', () => {
    const g = shockTargeting();
    const bears = obj(g, 'Grizzly Bears').id;
    const r = apply(g.state, 0, raw({ kind: 'target', target: { object: bears, player: 1 } }));
    expect(r.ok).toBe(false);
    expect(!r.ok && r.error).toEqual({ code: 'malformed', message: 'unknown field "player" in target' });
    expect(r.state).toBe(g.state);
    const mine = { kind: 'target', target: { object: bears } } as const;
    answer(g, mine);
    // What the game keeps to replay is its own answer, not the object given: changing it afterwards changes nothing.
    const kept = g.state.resume?.answers.at(-1);
    expect(kept).toEqual(mine);
    expect(kept).not.toBe(mine);
    expect(kept?.kind === 'target' && kept.target).not.toBe(mine.target);
    while (g.state.pending?.kind !== 'priority') answer(g, { kind: 'autoPay' });
    passPriority(g);
    passPriority(g);
    expect(life(g, 'B')).toBe(20);
    expect(graveyard(g, 'B')).toEqual(['Grizzly Bears']);
  });
});

describe('malformed answers are refused naming the field, the state the same object, nothing thrown', () => {
  it('a target that is not an object, or not exactly one reference', () => {
    const g = shockTargeting();
    const bears = obj(g, 'Grizzly Bears').id;
    for (const target of [5, 'B', true, [bears], [{ object: bears }], {}, { who: 1 }, undefined])
      expectMalformed(g.state, 0, { kind: 'target', target }, 'target');
    expectMalformed(g.state, 0, { kind: 'target' }, 'target is missing');
    for (const n of [NaN, Infinity, -Infinity, -0, -1, 1.5, 2 ** 60, '1', null, [1], { object: 1 }])
      expectMalformed(g.state, 0, { kind: 'target', target: { object: n } }, 'target.object');
  });

  it('declarations: attackers: null, a list of the wrong things, and each entry with an extra field', () => {
    const g = game({ A: { battlefield: ['Grizzly Bears'] }, B: { battlefield: ['Grizzly Bears'] } });
    passUntil(g, { step: 'begin_combat' });
    while (g.state.pending?.kind === 'priority') passPriority(g);
    expect(g.state.pending?.kind).toBe('declareAttackers');
    const s = g.state;
    const a = obj(g, 'Grizzly Bears', { controller: 'A' }).id;
    expectMalformed(s, 0, { kind: 'attackers', attackers: null }, 'attackers must be a list');
    expectMalformed(s, 0, { kind: 'attackers' }, 'attackers is missing');
    expectMalformed(s, 0, { kind: 'attackers', attackers: { 0: { attacker: a, defender: 1 }, length: 1 } });
    expectMalformed(s, 0, { kind: 'attackers', attackers: [a] }, 'attackers[0]');
    expectMalformed(s, 0, { kind: 'attackers', attackers: [{ attacker: a }] }, 'attackers[0].defender is missing');
    expectMalformed(s, 0, { kind: 'attackers', attackers: [{ attacker: a, defender: '1' }] }, 'attackers[0].defender');
    expectMalformed(
      s,
      0,
      { kind: 'attackers', attackers: [{ attacker: a, defender: 1, player: 1 }] },
      'unknown field "player" in attackers[0]',
    );
    expectMalformed(s, 0, { kind: 'attackers', attackers: [], blocks: [] }, 'unknown field "blocks" in the answer');
    const extra = Object.assign([{ attacker: a, defender: 1 }], { note: 'x' });
    expectMalformed(s, 0, { kind: 'attackers', attackers: extra }, 'unknown field "note" in attackers');
    // eslint-disable-next-line no-sparse-arrays
    expectMalformed(s, 0, { kind: 'attackers', attackers: [, { attacker: a, defender: 1 }] }, 'attackers[0]');
    // The well-formed declaration is still taken.
    answer(g, { kind: 'attackers', attackers: [{ attacker: a, defender: 1 }] });
    expect(g.state.pending?.kind).toBe('priority');
  });

  it('an answer nested 10,000 deep, at the top and in each field', () => {
    const g = shockTargeting();
    const s = g.state;
    expectMalformed(s, 0, deep(10_000, 'kind'), '"kind" must be a string');
    expectMalformed(s, 0, { kind: 'target', target: deep(10_000, 'object') }, 'target.object');
    expectMalformed(s, 0, { kind: 'target', target: deep(10_000, 'target') }, 'unknown field "target" in target');
    expectMalformed(s, 0, { kind: 'target', target: deepList(10_000) }, 'target');
    expectMalformed(s, 0, deepList(10_000));
    // As a client's JSON, too.
    const json = `{"kind":"target","target":${'{"object":'.repeat(10_000)}1${'}'.repeat(10_000)}}`;
    expectMalformed(s, 0, JSON.parse(json), 'target.object');
    expect(validateAnswer(s, s.pending!, raw(deep(10_000, 'kind')))).toMatch(/must be a string/);
  });

  it('players that are no seat: "1", "__proto__", "constructor", 2, -1, 0.5, NaN, -0, null; conceding too', () => {
    const g = shockTargeting();
    const s = g.state;
    const json = JSON.stringify(s);
    for (const p of ['1', '0', '__proto__', 'constructor', 'length', 2, -1, 0.5, NaN, Infinity, -0, null, [0], {}])
      for (const a of [{ kind: 'concede' }, { kind: 'target', target: { player: 1 } }, { kind: 'pass' }])
        expectMalformed(s, p, a, 'no player');
    expect(JSON.stringify(s)).toBe(json);
    expect(Object.prototype.hasOwnProperty.call(Array.prototype, 'lost')).toBe(false);
    // Conceding is checked for shape as any answer.
    expectMalformed(s, 1, { kind: 'concede', player: 1 }, 'unknown field "player" in the answer');
    expectMalformed(s, 1, { kind: 'Concede' }, 'unknown answer kind');
    const r = apply(s, 1, { kind: 'concede' });
    expect(r.ok && r.state.winner).toBe(0);
  });

  it('extra fields at every level, wrong types, and prototype keys as field names', () => {
    const g = shockTargeting();
    const s = g.state;
    const bears = obj(g, 'Grizzly Bears').id;
    const cases: [unknown, string][] = [
      [{ kind: 'target', target: { object: bears }, extra: 1 }, 'unknown field "extra" in the answer'],
      [{ kind: 'target', target: { object: bears, extra: 1 } }, 'unknown field "extra" in target'],
      [JSON.parse(`{"kind":"target","target":{"object":${bears}},"__proto__":{"x":1}}`), '"__proto__"'],
      [JSON.parse(`{"kind":"target","target":{"__proto__":{"player":1},"object":${bears}}}`), '"__proto__"'],
      [{ kind: 'target', target: { object: bears }, constructor: 1 }, 'unknown field "constructor"'],
      [{ kind: 'target', target: { object: bears }, ['__proto__']: null }, 'unknown field "__proto__"'],
      [{ kind: 'target', target: { object: bears }, toString: () => 'x' }, 'unknown field "toString"'],
      [{ kind: 'target', target: { object: bears }, [Symbol('x')]: 1 }, 'symbol'],
      [{ kind: '__proto__' }, 'unknown answer kind'],
      [{ kind: 'constructor' }, 'unknown answer kind'],
      [{ kind: 'hasOwnProperty' }, 'unknown answer kind'],
      [{ kind: 7 }, '"kind" must be a string'],
      [{ kind: ['target'] }, '"kind" must be a string'],
      [{ kind: 'x'.repeat(1_000_000) }, 'unknown answer kind'],
      [Object.create({ kind: 'target', target: { object: bears } }), 'must be an object with a "kind"'],
      [Object.setPrototypeOf({ kind: 'target', target: { object: bears } }, { extra: 1 }), 'plain object'],
      [{ kind: 'target', target: Object.setPrototypeOf({ object: bears }, { player: 1 }) }, 'plain object'],
      [{ kind: 'target', target: new Map([['object', bears]]) }, 'target'],
      [{ kind: 'target', target: { object: BigInt(bears) } }, 'target.object'],
      [{ kind: 'target', target: { object: `${bears}` } }, 'target.object'],
      [null, 'an answer must be an object'],
      [undefined, 'an answer must be an object'],
      ['target', 'an answer must be an object'],
      [[{ kind: 'target' }], 'an answer must be an object'],
      [() => 0, 'an answer must be an object'],
    ];
    for (const [a, field] of cases) expectMalformed(s, 0, a, field);
  });

  it('numbers that are no whole number: NaN, ±Infinity, -0, floats, unsafe integers, negatives', () => {
    const g = game({ A: { hand: ['Mountain'] } });
    passUntil(g, { step: 'precombat_main' });
    const s = g.state;
    const land = obj(g, 'Mountain', { zone: 'hand' }).id;
    for (const card of [NaN, Infinity, -Infinity, -0, 0.5, land + 0.5, 2 ** 53, 1e300, -1, -land, `${land}`, null])
      expectMalformed(s, 0, { kind: 'playLand', card }, 'card must be a whole number');
    // A well-formed id that isn't offered is illegal, not malformed.
    const r = apply(s, 0, { kind: 'playLand', card: land + 1000 });
    expect(!r.ok && r.error.code).toBe('illegalAnswer');
    expect(apply(s, 0, { kind: 'playLand', card: land }).ok).toBe(true);
  });

  it('huge lists are refused without being walked', () => {
    const g = doubleBlocked();
    const s = g.state;
    const bear = objs(g, 'Grizzly Bears')[0]!.id;
    const item = { to: { object: bear }, amount: 0 };
    const many = new Array<typeof item>(MAX_LIST + 1).fill(item);
    expectMalformed(s, 0, { kind: 'damage', assignment: many }, `assignment has ${MAX_LIST + 1} items`);
    // A list of 2^32 - 1 holes: refused by its length, at once.
    const t0 = performance.now();
    expectMalformed(s, 0, { kind: 'damage', assignment: new Array(2 ** 32 - 1) }, 'assignment has 4294967295 items');
    expectMalformed(s, 0, { kind: 'cards', cards: new Array(2 ** 32 - 1) }, 'cards has');
    expect(performance.now() - t0).toBeLessThan(500);
  });

  it('getters, throwing getters and proxies are refused, never run into a throw', () => {
    const g = shockTargeting();
    const s = g.state;
    const bears = obj(g, 'Grizzly Bears').id;
    let calls = 0;
    // A getter could answer differently each time it is read: it is not plain data.
    const shifty = {
      kind: 'target',
      get target() {
        calls++;
        return calls === 1 ? { object: bears } : { player: 1 };
      },
    };
    expectMalformed(s, 0, shifty, 'target must be plain data');
    const throwing = {
      kind: 'target',
      get target(): never {
        throw new Error('boom');
      },
    };
    expectMalformed(s, 0, throwing);
    const hostile = new Proxy(
      {},
      {
        ownKeys() {
          throw new Error('boom');
        },
        getOwnPropertyDescriptor() {
          throw new Error('boom');
        },
      },
    );
    expectMalformed(s, 0, hostile);
    expectMalformed(s, 0, { kind: 'target', target: hostile });
    const { proxy, revoke } = Proxy.revocable({ object: bears }, {});
    revoke();
    expectMalformed(s, 0, { kind: 'target', target: proxy });
    expect(() => validateAnswer(s, s.pending!, raw(hostile))).not.toThrow();
  });

  it('an answer given at once in a simulation (choose) goes through the same parser', () => {
    const setup = (): GameState => {
      const g = game({ A: { hand: ['Shock'], battlefield: ['Mountain'] }, B: { battlefield: ['Grizzly Bears'] } });
      passUntil(g, { step: 'precombat_main' });
      return g.state;
    };
    const state = setup();
    const bears = state.battlefield.find((id) => state.objects[id]!.def === 'Grizzly Bears')!;
    const cast = state.pending?.kind === 'priority' ? state.pending.actions.find((a) => a.kind === 'cast') : undefined;
    // The target is given at once; the payment suspends (null), as apply would.
    const run = (given: unknown) => {
      const sim = new Simulation(state, { choose: (_s, c) => (c.kind === 'target' ? raw(given) : null) });
      return { sim, r: sim.apply(0, cast!) };
    };
    for (const [given, code] of [
      [{ kind: 'target', target: { object: bears, player: 1 } }, 'malformed'],
      [{ kind: 'target', target: 'B' }, 'malformed'],
      [undefined, 'malformed'],
      [{ kind: 'concede' }, 'illegalAnswer'],
      [{ kind: 'target', target: { player: 7 } }, 'illegalAnswer'],
    ] as const) {
      const { sim, r } = run(given);
      expect(r.ok, describeRaw(given)).toBe(false);
      expect(!r.ok && r.error.code).toBe(code);
      expect(r.state).toBe(state);
      expect(sim.state).toBe(state);
    }
    // A proper answer: what is kept (for a replay) is the canonical answer, not the chooser's object.
    const given = { kind: 'target', target: { object: bears } } as const;
    const { r } = run(given);
    expect(r.ok && r.state.pending?.kind).toBe('payMana');
    const kept = r.state.resume?.answers.at(-1);
    expect(kept).toEqual(given);
    expect(kept).not.toBe(given);
  });
});

// ---------------------------------------------------------------------------------------------------------------
// The generated family: each legal answer of many decisions of real games, mutated systematically

/** Legal answers to a decision, built from what it offers (a few of each kind). */
function legalAnswers(s: GameState, c: PendingChoice): Answer[] {
  const few = <T>(xs: readonly T[], n = 3): T[] => xs.slice(0, n);
  switch (c.kind) {
    case 'priority':
      return [...few(c.actions.filter((a) => a.kind !== 'pass')), { kind: 'pass' }];
    case 'mulligan':
      return [{ kind: 'keep' }, { kind: 'mulligan' }];
    case 'bottomCards':
      return [{ kind: 'cards', cards: c.cards.slice(0, c.count) }];
    case 'chooseCards':
      return [{ kind: 'cards', cards: c.cards.slice(0, Math.max(c.min, Math.min(1, c.max))) }];
    case 'target':
      return [
        ...few(c.legal).map((target): Answer => ({ kind: 'target', target })),
        ...(c.optional ? [{ kind: 'target', target: null } as const] : []),
      ];
    case 'chooseX':
      return [{ kind: 'x', value: c.max }];
    case 'divide':
      return [{ kind: 'divide', amounts: defaultDivision(c.amount, c.targets.length) }];
    case 'chooseMode':
      return few(c.modes).map((m): Answer => ({ kind: 'mode', mode: m.mode }));
    case 'payMana':
      return [
        ...(c.canAutoPay ? [{ kind: 'autoPay' } as const] : []),
        ...few(c.sources, 1).map((o): Answer => ({ kind: 'payWith', source: o.source, ability: o.ability })),
        { kind: 'cancel' },
      ];
    case 'declareAttackers': {
      const all: Answer = {
        kind: 'attackers',
        attackers: c.options.map((o) => ({ attacker: o.attacker, defender: o.defenders[0]! })),
      };
      const pw = c.options.flatMap((o) =>
        o.planeswalkers.map((w) => ({ attacker: o.attacker, defender: s.objects[w]!.controller, planeswalker: w })),
      );
      const answers: Answer[] = [{ kind: 'attackers', attackers: [] }, all];
      if (pw.length > 0) answers.push({ kind: 'attackers', attackers: [pw[0]!] });
      return answers.filter((a) => validateAnswer(s, c, a) === null);
    }
    case 'declareBlockers': {
      const answers: Answer[] = [{ kind: 'blockers', blocks: [] }];
      for (const o of few(c.options, 2))
        answers.push({ kind: 'blockers', blocks: [{ blocker: o.blocker, attacker: o.attackers[0]! }] });
      return answers.filter((a) => validateAnswer(s, c, a) === null);
    }
    case 'assignDamage':
      return [{ kind: 'damage', assignment: defaultDamageAssignment(c) }];
    case 'orderTriggers':
      return [{ kind: 'order', order: c.triggers.map((_, i) => i) }];
    case 'yesNo':
      return [{ kind: 'yes' }, { kind: 'no' }];
    case 'chooseReplacement':
      return [{ kind: 'option', index: 0 }];
    case 'chooseColor':
      return few(c.colors).map((color): Answer => ({ kind: 'color', color }));
    case 'chooseCreatureType':
      return [{ kind: 'creatureType', type: c.types[0]! }];
    case 'chooseManaCombination':
      return [{ kind: 'manaCombination', mana: Array.from({ length: c.amount }, () => c.types[0]!) }];
  }
}

type Path = readonly (string | number)[];
type Json = null | boolean | number | string | Json[] | { [k: string]: Json };

/** Every place in an answer (a tree of plain objects, lists and primitives): its path and whether it is an object. */
function places(v: unknown, path: Path = []): { path: Path; value: unknown }[] {
  const out = [{ path, value: v }];
  if (Array.isArray(v)) v.forEach((x, i) => out.push(...places(x, [...path, i])));
  else if (v !== null && typeof v === 'object')
    for (const [k, x] of Object.entries(v)) out.push(...places(x, [...path, k]));
  return out;
}

/** A copy of an answer with `change` made to the value at `path` (given its parent and key). */
function changed(
  a: Answer,
  path: Path,
  change: (parent: Record<string | number, unknown>, key: string | number) => void,
) {
  const copy = JSON.parse(JSON.stringify(a)) as Json;
  let parent = copy as unknown as Record<string | number, unknown>;
  for (const k of path.slice(0, -1)) parent = parent[k] as Record<string | number, unknown>;
  change(parent, path[path.length - 1]!);
  return copy;
}

const DEEP = deep(10_000, 'object');
const DEEP_LIST = deepList(10_000);
/** What each field is replaced with: null, undefined, a string, deep nesting, lists, negative, float and huge
 * numbers, and the numbers that are no whole number. */
const REPLACEMENTS: readonly unknown[] = [
  null,
  undefined,
  'a string',
  'x'.repeat(100_000),
  DEEP,
  DEEP_LIST,
  {},
  [],
  [1, 2, 3],
  -1,
  1.5,
  2 ** 60,
  1e308,
  NaN,
  Infinity,
  -0,
  true,
];
/** A field name added to each object of an answer: none is a field of it (one that is, is skipped). */
const EXTRA_FIELDS = ['extra', 'player', 'object', 'ability', 'kind', 'to', '__proto__', 'constructor', 'toString'];

interface Failure {
  readonly what: string;
}

/** Checks one mutated answer: a typed error with the same state and a short message, or (a legal answer after all)
 * the result of applying its canonical answer. `mustBeMalformed`: the mutation can't be a well-formed answer. */
function checkMutation(
  s: GameState,
  c: PendingChoice,
  mutated: unknown,
  mustBeMalformed: boolean,
  failures: Failure[],
  what: () => string,
): void {
  const r = tryApply(s, c.player, mutated);
  const fail = (why: string): void => void failures.push({ what: `${what()}: ${why}` });
  if ('thrown' in r) return fail(`threw ${String(r.thrown)}`);
  let v: string | null;
  try {
    v = validateAnswer(s, c, raw(mutated));
  } catch (e) {
    return fail(`validateAnswer threw ${String(e)}`);
  }
  if (!r.ok) {
    if (r.state !== s) fail('the state given back is not the same object');
    if (r.error.code !== 'malformed' && r.error.code !== 'illegalAnswer') fail(`code ${r.error.code}`);
    if (mustBeMalformed && r.error.code !== 'malformed') fail(`${r.error.code}, not malformed: ${r.error.message}`);
    if (r.error.message.length > 200) fail(`a message of ${r.error.message.length} characters`);
    if (v !== r.error.message) fail(`validateAnswer says ${v}, apply ${r.error.message}`);
    return;
  }
  if (mustBeMalformed) return fail('accepted');
  if (v !== null) fail(`accepted by apply, refused by validateAnswer: ${v}`);
  const p = parseAnswer(s, c, mutated);
  if (!p.ok) return fail(`accepted by apply, refused by parseAnswer: ${p.error.message}`);
  const ref = apply(s, c.player, p.answer);
  if (!ref.ok || JSON.stringify(ref.state) !== JSON.stringify(r.state) || ref.events.length !== r.events.length)
    fail('not the result of applying its canonical answer');
}

/** Mutates a legal answer every way: an extra field on each object, each place replaced or removed. */
function mutateAll(s: GameState, c: PendingChoice, legal: Answer, failures: Failure[]): number {
  let n = 0;
  const label = () => `${JSON.stringify(legal).slice(0, 100)} to ${c.kind}`;
  for (const { path, value } of places(legal)) {
    const at = path.join('.') || '(answer)';
    if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
      for (const extra of EXTRA_FIELDS) {
        if (Object.prototype.hasOwnProperty.call(value, extra)) continue;
        const m =
          path.length === 0
            ? Object.defineProperty(JSON.parse(JSON.stringify(legal)) as object, extra, {
                value: 1,
                enumerable: true,
              })
            : changed(legal, path, (parent, key) => {
                Object.defineProperty(parent[key] as object, extra, { value: 1, enumerable: true });
              });
        checkMutation(s, c, m, true, failures, () => `${label()}, ${extra} added at ${at}`);
        n++;
      }
    }
    if (path.length === 0) continue;
    for (const x of REPLACEMENTS) {
      const m = changed(legal, path, (parent, key) => {
        parent[key] = x;
      });
      // A number (an id, an index, an amount) replaced by anything of these, or the kind, can't be well-formed: none
      // is a whole number ≥ 0 that is a safe integer, nor a kind. (Undefined is an absent field: an optional one may
      // be.)
      const must = (typeof value === 'number' && x !== undefined) || isKind(path);
      checkMutation(s, c, m, must, failures, () => `${label()}, ${at} := ${describeRaw(x).slice(0, 20)}`);
      n++;
    }
    const removed = changed(legal, path, (parent, key) => {
      if (Array.isArray(parent)) parent.splice(Number(key), 1);
      else delete parent[key];
    });
    checkMutation(s, c, removed, isKind(path), failures, () => `${label()}, ${at} removed`);
    n++;
  }
  return n;
}

const isKind = (path: Path): boolean => path.length === 1 && path[0] === 'kind';

const DECKS = [
  ['mono-red', 'mono-green'],
  ['mono-green', 'mono-red'],
  ['sagas', 'scrivener'],
  ['scrivener', 'mono-red'],
] as const;

/** What the generated family went through. */
interface Tally {
  readonly failures: Failure[];
  readonly kinds: Set<string>;
  decisions: number;
  mutations: number;
}

/** Mutates every legal answer (legalAnswers) of the decision pending in `s`. */
function mutateDecision(s: GameState, t: Tally): void {
  const c = s.pending;
  if (!c) return;
  t.decisions++;
  t.kinds.add(c.kind);
  for (const legal of legalAnswers(s, c)) {
    const r = apply(s, c.player, legal);
    if (!r.ok) t.failures.push({ what: `legal ${JSON.stringify(legal)} to ${c.kind} refused: ${r.error.message}` });
    else t.mutations += mutateAll(s, c, legal, t.failures);
  }
}

/** A seeded random deck of 17 basic lands and 23 other playable cards. */
function randomDeck(seed: number): string[] {
  const pool = allCards()
    .filter((d) => !d.types.includes('Land') && !d.token)
    .map((d) => d.name)
    .sort();
  let x = seed * 2654435761;
  const next = (n: number) => {
    x = (Math.imul(x, 1103515245) + 12345) >>> 0;
    return x % n;
  };
  const basics = ['Plains', 'Island', 'Swamp', 'Mountain', 'Forest'];
  return [
    ...Array.from({ length: 17 }, () => basics[next(basics.length)]!),
    ...Array.from({ length: 23 }, () => pool[next(pool.length)]!),
  ];
}

/** Plays a seeded game with random legal answers, mutating the answers to its decisions on the way (all but most
 * of the priority decisions where passing is all a player can do). */
function playAndMutate(seed: number, libraries: readonly (readonly string[])[], t: Tally): void {
  let s = createGame({
    seed,
    players: [
      { name: 'A', library: libraries[0]! },
      { name: 'B', library: libraries[1]! },
    ],
  }).state;
  const players = [new RandomPlayer(seed), new RandomPlayer(seed + 100)];
  for (let d = 0; d < 160 && !s.over && s.pending; d++) {
    const c = s.pending;
    if (c.kind !== 'priority' || c.actions.length > 1 || d % 8 === 0) mutateDecision(s, t);
    const seen = s;
    const next = players[c.player]!.decide(c, () => viewFor(seen, c.player));
    const r = apply(s, c.player, next);
    if (!r.ok) throw new Error(r.error.message);
    s = r.state;
  }
}

/** Plays on, passing priority, until a decision of this kind is pending. */
function passTo(g: Game, kind: PendingChoice['kind']): GameState {
  for (let i = 0; i < 50 && g.state.pending?.kind !== kind; i++) passPriority(g);
  expect(g.state.pending?.kind).toBe(kind);
  return g.state;
}

/** Takes the priority action of this kind with this card as its source or card. */
function take(g: Game, kind: 'cast' | 'activateMana', name: string, ability?: number): void {
  const c = g.state.pending;
  const id = obj(g, name, kind === 'cast' ? { zone: 'hand' } : {}).id;
  const a =
    c?.kind === 'priority'
      ? c.actions.find((x) =>
          x.kind === 'cast'
            ? x.kind === kind && x.card === id
            : x.kind === kind && x.source === id && (ability ?? x.ability) === x.ability,
        )
      : undefined;
  if (!a) throw new Error(`can't ${kind} ${name}`);
  answer(g, a);
}

/** Decisions of the kinds random games seldom reach, set up in real games. */
function scriptedDecisions(): GameState[] {
  const out: GameState[] = [];
  // Dividing combat damage, without and with trample (CR 510.1c, 702.19b).
  out.push(doubleBlocked().state);
  const trampler = game({
    A: { battlefield: ['Colossal Dreadmaw'] },
    B: { battlefield: ['Grizzly Bears', 'Grizzly Bears'] },
  });
  attack(trampler, ['Colossal Dreadmaw']);
  block(trampler, [
    ['Grizzly Bears', 'Colossal Dreadmaw'],
    ['Grizzly Bears', 'Colossal Dreadmaw'],
  ]);
  out.push(passTo(trampler, 'assignDamage'));
  // Two Phyrexian Arenas trigger in the first upkeep (CR 603.3b).
  out.push(passTo(game({ A: { battlefield: ['Phyrexian Arena', 'Phyrexian Arena'] } }), 'orderTriggers'));
  // A modal spell (CR 601.2b).
  const salve = game({ A: { hand: ['Healing Salve'], battlefield: ['Plains'] } });
  passUntil(salve, { step: 'precombat_main' });
  take(salve, 'cast', 'Healing Salve');
  out.push(passTo(salve, 'chooseMode'));
  // A color for mana, a creature type as a land enters.
  const birds = game({ A: { battlefield: ['Birds of Paradise'] } });
  passUntil(birds, { step: 'precombat_main' });
  take(birds, 'activateMana', 'Birds of Paradise');
  out.push(passTo(birds, 'chooseColor'));
  out.push(passTo(game({ A: { battlefield: ['Cavern of Souls'] } }), 'chooseCreatureType'));
  // X for a mana ability, then mana in any combination (Calciform Pools).
  const pools = game({ A: { battlefield: [{ name: 'Calciform Pools', counters: { storage: 3 } }, 'Plains'] } });
  passUntil(pools, { step: 'precombat_main' });
  take(pools, 'activateMana', 'Calciform Pools', 2);
  out.push(passTo(pools, 'chooseX'));
  answer(pools, { kind: 'x', value: 3 });
  answer(pools, { kind: 'payWith', source: obj(pools, 'Plains').id, ability: 0 });
  out.push(passTo(pools, 'chooseManaCombination'));
  // Two copy effects as Clone enters beside Essence of the Wild: which applies first (CR 616.1c).
  const clone = game({
    A: {
      battlefield: ['Island', 'Island', 'Island', 'Island', 'Grizzly Bears', 'Essence of the Wild'],
      hand: ['Clone'],
    },
  });
  passUntil(clone, { step: 'precombat_main' });
  cast(clone, 'Clone');
  resolveTop(clone);
  out.push(passTo(clone, 'chooseReplacement'));
  return out;
}

describe('generated: every legal answer of real games, mutated every way', () => {
  it('each mutation is a typed error with the same state and a short message, or the canonical answer applied', () => {
    const t: Tally = { failures: [], kinds: new Set(), decisions: 0, mutations: 0 };
    DECKS.forEach(([a, b], i) => playAndMutate(11 + i, [loadDeck(a).main, loadDeck(b).main], t));
    for (let i = 0; i < 4; i++) playAndMutate(21 + i, [randomDeck(2 * i + 1), randomDeck(2 * i + 2)], t);
    for (const state of scriptedDecisions()) mutateDecision(state, t);
    expect(t.failures.slice(0, 10).map((f) => f.what)).toEqual([]);
    expect(t.decisions).toBeGreaterThan(500);
    expect(t.mutations).toBeGreaterThan(50_000);
    for (const k of [
      'mulligan',
      'priority',
      'target',
      'payMana',
      'declareAttackers',
      'declareBlockers',
      'assignDamage',
    ])
      expect(t.kinds).toContain(k);
  });

  it('a legal answer in the canonical shape works exactly as the offered option objects themselves', () => {
    // Each decision is answered twice: with the option objects the decision offers (its own action, reference, ...)
    // and with a client's JSON copy of them: the same state, byte for byte; and what is kept is a new object.
    const [a, b] = DECKS[2];
    let s = createGame({
      seed: 5,
      players: [
        { name: 'A', library: loadDeck(a).main },
        { name: 'B', library: loadDeck(b).main },
      ],
    }).state;
    const players = [new RandomPlayer(5), new RandomPlayer(6)];
    for (let d = 0; d < 300 && !s.over && s.pending; d++) {
      const c = s.pending;
      const seen = s;
      const given = players[c.player]!.decide(c, () => viewFor(seen, c.player));
      const own = c.kind === 'priority' ? c.actions.find((x) => JSON.stringify(x) === JSON.stringify(given)) : given;
      const r1 = apply(s, c.player, own ?? given);
      const r2 = apply(s, c.player, JSON.parse(JSON.stringify(given)) as Answer);
      expect(r1.ok && r2.ok).toBe(true);
      if (!r1.ok || !r2.ok) return;
      expect(JSON.stringify(r2.state)).toBe(JSON.stringify(r1.state));
      const p = parseAnswer(s, c, given);
      expect(p.ok && p.answer).toEqual(given);
      expect(p.ok && p.answer).not.toBe(given);
      // What is kept is never an object of the client's: a new one, or the very option the decision offered.
      const kept = r1.state.resume?.answers.at(-1);
      if (kept && kept === (own ?? given))
        expect(c.kind === 'priority' && c.actions.includes(kept as PriorityAction)).toBe(true);
      const copy = JSON.parse(JSON.stringify(given)) as Answer;
      const r3 = apply(s, c.player, copy);
      const kept3 = r3.ok ? r3.state.resume?.answers.at(-1) : undefined;
      if (kept3) expect(kept3).not.toBe(copy);
      s = r1.state;
    }
  });
});
