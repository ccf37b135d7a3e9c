// The general rulings on mana in ../shared/seeds (CR 106, 605, 107.5-107.6, 302.6), each quoted.
import { describe, expect, it } from 'vitest';
import { characteristics } from '../src/engine/index.js';
import { couldProduce } from '../src/engine/rules/cr106-mana-production.js';
import {
  activate,
  answer,
  battlefield,
  canActivate,
  canTapForMana,
  game,
  graveyard,
  life,
  obj,
  passPriority,
  passUntil,
  resolveStack,
  tapForMana,
  type Game,
} from './helpers/harness.js';

const pool = (g: Game, seat: 0 | 1 = 0) => g.state.players[seat]!.pool;
const could = (g: Game, name: string) => [...couldProduce(g.state, obj(g, name).id)].sort();

describe('"If an ability would produce one or more mana of an undefined type, it produces no mana instead."', () => {
  it('Reflecting Pool with no other land produces nothing', () => {
    const g = game({ A: { battlefield: ['Reflecting Pool'] } });
    passUntil(g, { turn: 1, step: 'precombat_main' });
    // Not offered as a way to pay anything, since it would produce nothing ...
    expect(canTapForMana(g, 'Reflecting Pool')).toBe(true);
    tapForMana(g, 'Reflecting Pool');
    // ... and activating it adds nothing.
    expect(Object.values(pool(g)).reduce((a, b) => a + b, 0)).toBe(0);
    expect(g.log.some((e) => e.rule === 'CR 106.7')).toBe(true);
  });
});

describe('"could produce" (CR 106.7)', () => {
  it('Reflecting Pool looks at the types the other lands could produce, colorless included', () => {
    const g = game({ A: { battlefield: ['Reflecting Pool', 'Forest', 'Shimmering Grotto'] } });
    // Shimmering Grotto could produce {C} and any color — "Ignore whether any costs of the ability could ... be paid".
    expect(could(g, 'Shimmering Grotto')).toEqual(['B', 'C', 'G', 'R', 'U', 'W']);
    expect(could(g, 'Reflecting Pool')).toEqual(['B', 'C', 'G', 'R', 'U', 'W']);
  });

  it('two Reflecting Pools look at each other without looping, and see only what other lands add', () => {
    const g = game({ A: { battlefield: ['Reflecting Pool', 'Reflecting Pool', 'Forest'] } });
    const pools = g.state.battlefield.filter((id) => g.state.objects[id]!.def === 'Reflecting Pool');
    for (const id of pools) expect([...couldProduce(g.state, id)]).toEqual(['G']);
  });

  it('two Reflecting Pools alone could produce nothing', () => {
    const g = game({ A: { battlefield: ['Reflecting Pool', 'Reflecting Pool'] } });
    const pools = g.state.battlefield.filter((id) => g.state.objects[id]!.def === 'Reflecting Pool');
    for (const id of pools) expect(couldProduce(g.state, id).size).toBe(0);
  });

  it('"taking into account any applicable replacement effects": under Contamination lands could produce only {B}', () => {
    const g = game({
      A: { battlefield: ['Exotic Orchard', 'Contamination'] },
      B: { battlefield: ['Forest', 'Island'] },
    });
    expect(could(g, 'Forest')).toEqual(['B']);
    // Exotic Orchard asks what lands an opponent controls could produce: {B}; and it is itself a land, so Contamination
    // turns what it produces into {B} anyway.
    expect(could(g, 'Exotic Orchard')).toEqual(['B']);
  });

  it('Exotic Orchard and Fellwar Stone: any color a land an opponent controls could produce — not colorless', () => {
    const g = game({
      A: { battlefield: ['Exotic Orchard', 'Fellwar Stone'] },
      B: { battlefield: ['Forest', 'Shimmering Grotto'] },
    });
    expect(could(g, 'Fellwar Stone')).toEqual(['B', 'G', 'R', 'U', 'W']);
    passUntil(g, { turn: 1, step: 'precombat_main' });
    tapForMana(g, 'Exotic Orchard', 'G');
    expect(pool(g).G).toBe(1);
  });
});

describe('"tapped for mana" (CR 605)', () => {
  it('"A replacement effect that applies if a permanent is tapped for mana ... modifies the mana production event": Mana Reflection doubles it', () => {
    const g = game({ A: { battlefield: ['Mana Reflection', 'Forest', 'Llanowar Elves'] } });
    passUntil(g, { turn: 1, step: 'precombat_main' });
    tapForMana(g, 'Forest');
    expect(pool(g).G).toBe(2);
    tapForMana(g, 'Llanowar Elves');
    expect(pool(g).G).toBe(4);
  });

  it('Contamination: "it produces {B} instead of any other type and amount"', () => {
    // B's turn, so Contamination's upkeep trigger (A's upkeep only) stays out of the way; A has priority after B.
    const g = game({ A: { battlefield: ['Contamination', 'Forest', 'Llanowar Elves'] }, startingPlayer: 'B' });
    passUntil(g, { turn: 1, step: 'upkeep' });
    passPriority(g);
    tapForMana(g, 'Forest');
    expect([pool(g).G, pool(g).B]).toEqual([0, 1]);
    // A creature isn't a land: Llanowar Elves still adds {G}.
    tapForMana(g, 'Llanowar Elves');
    expect(pool(g).G).toBe(1);
  });

  it('Contamination and Mana Reflection both apply: the player chooses the order (CR 616.1) — {B} then doubled is {B}{B}', () => {
    const g = game({ A: { battlefield: ['Contamination', 'Mana Reflection', 'Forest'] }, startingPlayer: 'B' });
    passUntil(g, { turn: 1, step: 'upkeep' });
    passPriority(g);
    const c = g.state.pending;
    if (c?.kind !== 'priority') return;
    answer(
      g,
      c.actions.find((a) => a.kind === 'activateMana' && g.state.objects[a.source]!.def === 'Forest')!,
    );
    const r = g.state.pending;
    expect(r?.kind).toBe('chooseReplacement');
    if (r?.kind !== 'chooseReplacement') return;
    answer(g, { kind: 'option', index: r.options.findIndex((o) => o.startsWith('Contamination')) });
    expect(pool(g).B).toBe(2);
  });

  it('the other order: doubled then turned into one {B}', () => {
    const g = game({ A: { battlefield: ['Contamination', 'Mana Reflection', 'Forest'] }, startingPlayer: 'B' });
    passUntil(g, { turn: 1, step: 'upkeep' });
    passPriority(g);
    const c = g.state.pending;
    if (c?.kind !== 'priority') return;
    answer(
      g,
      c.actions.find((a) => a.kind === 'activateMana' && g.state.objects[a.source]!.def === 'Forest')!,
    );
    const r = g.state.pending;
    if (r?.kind !== 'chooseReplacement') throw new Error('expected a choice');
    answer(g, { kind: 'option', index: r.options.findIndex((o) => o.startsWith('Mana Reflection')) });
    expect([pool(g).B, pool(g).G]).toEqual([1, 0]);
  });

  it('"Whenever a permanent is tapped for mana" triggers as the mana ability resolves and produces mana: Heartbeat of Spring adds one more, at once', () => {
    const g = game({ A: { battlefield: ['Heartbeat of Spring', 'Forest'] }, B: { battlefield: ['Island'] } });
    passUntil(g, { turn: 1, step: 'precombat_main' });
    tapForMana(g, 'Forest');
    expect(pool(g).G).toBe(2);
    // A triggered mana ability doesn't use the stack (CR 605.4a).
    expect(g.state.stack).toHaveLength(0);
  });

  it("a {T} ability that isn't a mana ability doesn't count as tapping for mana", () => {
    const g = game({ A: { battlefield: ['Heartbeat of Spring', 'Mana Reflection', 'Prodigal Sorcerer'] } });
    passUntil(g, { turn: 1, step: 'precombat_main' });
    activate(g, 'Prodigal Sorcerer', 0, ['B']);
    resolveStack(g);
    expect(life(g, 'B')).toBe(19);
    expect(Object.values(pool(g)).reduce((a, b) => a + b, 0)).toBe(0);
  });
});

describe('{T} and {Q} (CR 107.5, 107.6, 302.6)', () => {
  it('"A permanent that\'s already tapped can\'t be tapped again to pay the cost."', () => {
    const g = game({
      A: { battlefield: [{ name: 'Prodigal Sorcerer', tapped: true }, 'Prodigal Sorcerer'] },
      startingPlayer: 'B',
    });
    passUntil(g, { turn: 1, step: 'upkeep' });
    passPriority(g); // A has priority in B's upkeep: one Sorcerer is tapped, the other isn't
    const c = g.state.pending;
    if (c?.kind !== 'priority') throw new Error('expected priority');
    const usable = c.actions
      .filter((a) => a.kind === 'activate')
      .map((a) => (a.kind === 'activate' ? g.state.objects[a.source]!.tapped : null));
    expect(usable).toEqual([false]);
  });

  it("\"A creature's activated ability with the tap symbol ... can't be activated unless the creature has been under its controller's control continuously since their most recent turn began\" — a noncreature's can", () => {
    const g = game({
      A: { hand: ['Llanowar Elves', 'Fellwar Stone'], battlefield: ['Forest', 'Forest', 'Forest'] },
      B: { battlefield: ['Forest'] },
    });
    passUntil(g, { turn: 1, step: 'precombat_main' });
    const c = g.state.pending;
    if (c?.kind !== 'priority') return;
    answer(
      g,
      c.actions.find((a) => a.kind === 'cast' && g.state.objects[a.card]!.def === 'Llanowar Elves')!,
    );
    answer(g, { kind: 'autoPay' });
    resolveStack(g);
    const c2 = g.state.pending;
    if (c2?.kind !== 'priority') return;
    answer(
      g,
      c2.actions.find((a) => a.kind === 'cast' && g.state.objects[a.card]!.def === 'Fellwar Stone')!,
    );
    answer(g, { kind: 'autoPay' });
    resolveStack(g);
    expect(canTapForMana(g, 'Llanowar Elves')).toBe(false);
    expect(canTapForMana(g, 'Fellwar Stone')).toBe(true);
  });

  it('"A permanent that\'s already untapped can\'t be untapped again to pay the cost" ({Q}): Order of Whiteclay', () => {
    const g = game({
      A: { battlefield: ['Order of Whiteclay', 'Plains', 'Plains', 'Plains'], graveyard: ['Grizzly Bears'] },
    });
    passUntil(g, { turn: 1, step: 'precombat_main' });
    expect(canActivate(g, 'Order of Whiteclay')).toBe(false);
  });

  it('{Q} on a tapped Order of Whiteclay untaps it and returns a creature card with mana value 3 or less', () => {
    const g = game({
      A: {
        battlefield: [{ name: 'Order of Whiteclay', tapped: true }, 'Plains', 'Plains', 'Plains'],
        graveyard: ['Grizzly Bears', 'Scaled Wurm'],
      },
      startingPlayer: 'B',
    });
    passUntil(g, { turn: 1, step: 'upkeep' });
    passPriority(g); // B passes; A has priority in B's upkeep, Order of Whiteclay still tapped
    const c = g.state.pending;
    if (c?.kind !== 'priority') throw new Error('expected priority');
    answer(
      g,
      c.actions.find((a) => a.kind === 'activate')!,
    );
    const t = g.state.pending;
    if (t?.kind !== 'target') throw new Error('expected a target');
    // Scaled Wurm's mana value is 8: not a legal target.
    expect(t.legal.map((r) => ('object' in r ? characteristics(g.state, r.object).name : '?'))).toEqual([
      'Grizzly Bears',
    ]);
    answer(g, { kind: 'target', target: t.legal[0]! });
    answer(g, { kind: 'autoPay' });
    expect(obj(g, 'Order of Whiteclay').tapped).toBe(false);
    resolveStack(g);
    expect(battlefield(g, 'A')).toContain('Grizzly Bears');
  });
});

describe("Contamination's upkeep", () => {
  it('"sacrifice this enchantment unless you sacrifice a creature": sacrificing the creature keeps it', () => {
    const g = game({ A: { battlefield: ['Contamination', 'Grizzly Bears'] } });
    passUntil(g, { turn: 1, step: 'upkeep' });
    passPriority(g);
    passPriority(g);
    const c = g.state.pending;
    if (c?.kind !== 'chooseCards') throw new Error('expected the choice');
    answer(g, { kind: 'cards', cards: c.cards });
    expect(graveyard(g, 'A')).toEqual(['Grizzly Bears']);
    expect(battlefield(g, 'A')).toContain('Contamination');
  });

  it('choosing none sacrifices Contamination', () => {
    const g = game({ A: { battlefield: ['Contamination', 'Grizzly Bears'] } });
    passUntil(g, { turn: 1, step: 'upkeep' });
    passPriority(g);
    passPriority(g);
    answer(g, { kind: 'cards', cards: [] });
    expect(graveyard(g, 'A')).toEqual(['Contamination']);
  });
});
