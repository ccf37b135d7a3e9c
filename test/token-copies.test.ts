// Token copies (CR 111, 707): "create a token that's a copy of <card or permanent>[, except ...]". A copy takes the
// copiable values (707.2) — of the face that's up of a double-faced permanent, both faces being copied (707.8a) — and
// the exceptions become its own copiable values (707.9b). The token is a token: off the battlefield it ceases to exist
// (704.5d) and it can't come back (111.8). Each test quotes the rule, ruling or Oracle text it checks.
import { describe, expect, it } from 'vitest';
import { characteristics, type GameState } from '../src/engine/index.js';
import {
  answer,
  attack,
  battlefield,
  cast,
  chooseTarget,
  game,
  keywords,
  life,
  logTexts,
  obj,
  objs,
  passPriority,
  passUntil,
  pt,
  resolveStack,
  type Game,
} from './helpers/harness.js';
import { exampleLine } from './helpers/examples.js';

const ANIKTHEA_MANA = ['Plains', 'Swamp', 'Forest', 'Swamp', 'Swamp'];
const exiled = (g: Game): string[] => g.state.exile.map((id) => g.state.objects[id]!.def);
const tokens = (g: Game, name: string) => objs(g, name).filter((o) => o.token);

/** Passes priority until a decision other than priority comes up (a chapter ability's target). */
function passToDecision(g: Game): void {
  for (let i = 0; i < 50 && g.state.pending?.kind === 'priority'; i++) passPriority(g);
}

/** Answers a pending order of simultaneous triggers in the order the engine lists them. */
function orderAsListed(g: Game): void {
  const c = g.state.pending;
  if (c?.kind === 'orderTriggers') answer(g, { kind: 'order', order: c.triggers.map((_, i) => i) });
}

/** A creature token of A's copying Michiko's Reign of Truth: Anikthea is cast, its enters trigger targets the Saga card
 * in A's graveyard, and chapter I of the token targets Anikthea. */
function aniktheaCopiesMichiko(): Game {
  const g = game({
    A: { hand: ['Anikthea, Hand of Erebos'], graveyard: ["Michiko's Reign of Truth"], battlefield: ANIKTHEA_MANA },
  });
  passUntil(g, { turn: 1, step: 'precombat_main' });
  cast(g, 'Anikthea, Hand of Erebos');
  resolveStack(g); // the creature spell; its trigger goes on the stack and asks for its target
  chooseTarget(g, { name: "Michiko's Reign of Truth", zone: 'graveyard' });
  resolveStack(g); // the trigger: exile, create the token; chapter I asks for its target
  chooseTarget(g, 'Anikthea, Hand of Erebos');
  resolveStack(g);
  return g;
}

describe('Anikthea, Hand of Erebos: a token copy of a card in a graveyard, with exceptions (CR 707.9b)', () => {
  it('"exile up to one target non-Aura enchantment card from your graveyard. Create a token that\'s a copy of that card, except it\'s a 3/3 black Zombie creature in addition to its other types"', () => {
    const g = aniktheaCopiesMichiko();
    expect(exiled(g)).toEqual(["Michiko's Reign of Truth"]);
    const [token] = tokens(g, "Michiko's Reign of Truth");
    expect(token).toBeDefined();
    const ch = characteristics(g.state, token!.id);
    // The copy's name, types and abilities are the card's front face's (CR 712.8a, 707.8a) ...
    expect(ch.types).toEqual(['Enchantment', 'Creature']);
    expect(ch.subtypes).toEqual(['Saga', 'Zombie']);
    // ... its color and base P/T are the exception's (707.9b): black, not white; 3/3.
    expect(ch.colors).toEqual(['B']);
    expect([ch.power, ch.toughness]).toEqual([3, 3]);
    // CR 714.3a: as a Saga enters, even a token, it gets a lore counter, and chapter I triggers (714.2b).
    expect(token!.counters.lore).toBe(1);
    // I — "Target creature gets +1/+1 until end of turn for each artifact and/or enchantment you control": Anikthea
    // and the token are two enchantments.
    expect(pt(g, 'Anikthea, Hand of Erebos')).toBe('6/6');
    // "Other enchantment creatures you control have menace."
    expect(keywords(g, "Michiko's Reign of Truth")).toContain('menace');
    expect(logTexts(g)).toContain("A creates a token that's a copy of Michiko's Reign of Truth");
  });

  it('"up to one": with no target chosen, no card is exiled and no token is created (CR 111.12)', () => {
    const g = game({
      A: { hand: ['Anikthea, Hand of Erebos'], graveyard: ["Michiko's Reign of Truth"], battlefield: ANIKTHEA_MANA },
    });
    passUntil(g, { turn: 1, step: 'precombat_main' });
    cast(g, 'Anikthea, Hand of Erebos');
    resolveStack(g);
    chooseTarget(g, null);
    resolveStack(g);
    expect(exiled(g)).toEqual([]);
    expect(battlefield(g, 'A')).not.toContain("Michiko's Reign of Truth");
  });

  it('the trigger also works when Anikthea attacks ("enters or attacks")', () => {
    const g = game({
      A: {
        battlefield: ['Anikthea, Hand of Erebos'],
        graveyard: ["Michiko's Reign of Truth"],
      },
    });
    attack(g, ['Anikthea, Hand of Erebos']);
    chooseTarget(g, { name: "Michiko's Reign of Truth", zone: 'graveyard' });
    resolveStack(g);
    chooseTarget(g, 'Anikthea, Hand of Erebos');
    resolveStack(g);
    expect(tokens(g, "Michiko's Reign of Truth")).toHaveLength(1);
  });

  it('III — "Exile this Saga, then return it to the battlefield transformed": the token ceases to exist and can\'t return (CR 111.8, 704.5d)', () => {
    const g = aniktheaCopiesMichiko();
    passUntil(g, { turn: 3, step: 'draw' });
    passToDecision(g);
    chooseTarget(g, 'Anikthea, Hand of Erebos'); // chapter II
    resolveStack(g);
    expect(obj(g, "Michiko's Reign of Truth").counters.lore).toBe(2);
    passUntil(g, { turn: 5, step: 'precombat_main' });
    resolveStack(g); // chapter III
    expect(battlefield(g, 'A')).not.toContain('Portrait of Michiko');
    expect(battlefield(g, 'A')).not.toContain("Michiko's Reign of Truth");
    // Only the card Anikthea exiled is in exile: the token ceased to exist (704.5d).
    expect(exiled(g)).toEqual(["Michiko's Reign of Truth"]);
    expect(g.state.exile.every((id) => !g.state.objects[id]!.token)).toBe(true);
    expect(logTexts(g)).toContain(
      "The Michiko's Reign of Truth token has left the battlefield and can't return (CR 111.8)",
    );
  });

  it('the scenario example testSagaToken passes', () => {
    expect(exampleLine('org__mage__test__cards__enchantments__SagaTest.json', 'testSagaToken')).toMatch(/^PASS/);
  });
});

describe("Michiko's Reign of Truth // Portrait of Michiko (a Saga double-faced card)", () => {
  it('III returns the card itself transformed: "This creature gets +1/+1 for each artifact and/or enchantment you control"', () => {
    const g = game({ A: { hand: ["Michiko's Reign of Truth"], battlefield: ['Plains', 'Plains', 'Grizzly Bears'] } });
    passUntil(g, { turn: 1, step: 'precombat_main' });
    cast(g, "Michiko's Reign of Truth");
    resolveStack(g);
    chooseTarget(g, 'Grizzly Bears');
    resolveStack(g);
    expect(pt(g, 'Grizzly Bears')).toBe('3/3');
    passUntil(g, { turn: 3, step: 'draw' });
    passToDecision(g);
    chooseTarget(g, 'Grizzly Bears');
    resolveStack(g);
    passUntil(g, { turn: 5, step: 'precombat_main' });
    resolveStack(g);
    // 0/0 with +1/+1 for itself, an enchantment.
    expect(pt(g, 'Portrait of Michiko')).toBe('1/1');
  });
});

describe('token copies of permanents (CR 707.2, 707.8a)', () => {
  it('Spawnwrithe: "Whenever this creature deals combat damage to a player, create a token that\'s a copy of this creature" — counters, tapped status and non-copy effects aren\'t copied', () => {
    const g = game({ A: { battlefield: ['Spawnwrithe', 'Forest'], hand: ['Giant Growth'] } });
    attack(g, ['Spawnwrithe']);
    passUntil(g, { turn: 1, step: 'declare_blockers' });
    cast(g, 'Giant Growth', { targets: ['Spawnwrithe'] });
    resolveStack(g);
    passUntil(g, { turn: 1, step: 'combat_damage' });
    resolveStack(g);
    expect(life(g, 'B')).toBe(15);
    const copies = tokens(g, 'Spawnwrithe');
    expect(copies).toHaveLength(1);
    const ch = characteristics(g.state, copies[0]!.id);
    expect([ch.power, ch.toughness, ch.keywords]).toEqual([2, 2, ['trample']]);
    expect(copies[0]!.tapped).toBe(false);
    expect(copies[0]!.attacking).toBeNull();
  });

  it('Quasiduplicate on a double-faced creature: the token is double-faced and transforms (CR 707.8a, 712.9)', () => {
    const g = game({ A: { battlefield: ['Uninvited Geist', 'Island', 'Island', 'Island'], hand: ['Quasiduplicate'] } });
    passUntil(g, { turn: 1, step: 'precombat_main' });
    cast(g, 'Quasiduplicate', { targets: ['Uninvited Geist'] });
    resolveStack(g);
    expect(tokens(g, 'Uninvited Geist')).toHaveLength(1);
    // The token has summoning sickness; on turn 3 both attack and, dealing combat damage, transform.
    passUntil(g, { turn: 3, step: 'precombat_main' });
    attack(g, ['Uninvited Geist', 'Uninvited Geist']);
    passUntil(g, { turn: 3, step: 'declare_blockers' });
    passToDecision(g);
    orderAsListed(g);
    resolveStack(g);
    expect(life(g, 'B')).toBe(16);
    expect(tokens(g, 'Unimpeded Trespasser')).toHaveLength(1);
    expect(objs(g, 'Unimpeded Trespasser')).toHaveLength(2);
  });

  it('a token copy of a transformed permanent enters with its back face up (CR 707.8a)', () => {
    const g = game({
      A: { battlefield: ['Unimpeded Trespasser', 'Island', 'Island', 'Island'], hand: ['Quasiduplicate'] },
    });
    passUntil(g, { turn: 1, step: 'precombat_main' });
    cast(g, 'Quasiduplicate', { targets: ['Unimpeded Trespasser'] });
    resolveStack(g);
    const [t] = tokens(g, 'Unimpeded Trespasser');
    expect(t).toBeDefined();
    expect(t!.face).toBe(1);
    expect(t!.def).toBe('Uninvited Geist');
    const ch = characteristics(g.state, t!.id);
    expect([ch.name, ch.power, ch.toughness]).toEqual(['Unimpeded Trespasser', 3, 3]);
  });

  it('Unimpeded Trespasser: "This creature can\'t be blocked." — not even by a creature that blocks each combat if able', () => {
    const g = game({ A: { battlefield: ['Unimpeded Trespasser'] }, B: { battlefield: ['Razorgrass Screen'] } });
    attack(g, ['Unimpeded Trespasser']);
    passUntil(g, { turn: 1, step: 'end_combat' });
    expect(life(g, 'B')).toBe(17);
  });

  it('"Exile that token at end of combat": a delayed trigger at end of combat (CR 603.7, 511.2) exiles it, and it ceases to exist', () => {
    const g = game({ A: { battlefield: ['Grizzly Bears', 'Island', 'Island', 'Island'], hand: ['Quasiduplicate'] } });
    passUntil(g, { turn: 1, step: 'precombat_main' });
    cast(g, 'Quasiduplicate', { targets: ['Grizzly Bears'] });
    resolveStack(g);
    const [t] = tokens(g, 'Grizzly Bears');
    // No card in this set makes this delayed trigger without an Aura; the state is plain data, so the test creates
    // it as a resolved ability would have.
    const s: GameState = structuredClone(g.state);
    s.delayed = [
      {
        id: 9999,
        when: 'endOfCombat',
        controller: 0,
        source: t!.id,
        sourceName: 'Test',
        effects: [{ kind: 'exile', what: { kind: 'linked' } }],
        linked: [t!.id],
      },
    ];
    g.state = s;
    passUntil(g, { turn: 1, step: 'end_combat' });
    resolveStack(g);
    expect(tokens(g, 'Grizzly Bears')).toHaveLength(0);
    expect(objs(g, 'Grizzly Bears')).toHaveLength(1);
    expect(g.state.exile).toEqual([]);
    expect(g.state.delayed).toEqual([]);
  });
});
