// Planeswalkers (CR 306): loyalty (306.5b), loyalty abilities (606), 0 loyalty (704.5i), damage to planeswalkers
// (120.3c), attacking planeswalkers (506.3, 508.1b), the legend rule (704.5j), emblems (114), and the cards of the
// planeswalker scenario examples: Liliana, Heretical Healer // Liliana, Defiant Necromancer and Nissa, Vastwood Seer //
// Nissa, Sage Animist.
import { describe, expect, it } from 'vitest';
import { characteristics } from '../src/engine/index.js';
import {
  activate,
  activatedIndex,
  answer,
  assignDamage,
  attack,
  battlefield,
  block,
  canActivate,
  cast,
  chooseCards,
  game,
  graveyard,
  hand,
  handSize,
  life,
  obj,
  objs,
  passPriority,
  passUntil,
  pt,
  resolveStack,
  resolveTop,
  type Game,
} from './helpers/harness.js';
import { exampleLine, TRANSFORM_EXAMPLES } from './helpers/examples.js';

const LILIANA = 'Liliana, Defiant Necromancer';
const NISSA = 'Nissa, Sage Animist';
const loyalty = (g: Game, name: string) => obj(g, name).counters.loyalty ?? 0;
const SWAMPS = ['Swamp', 'Swamp', 'Swamp', 'Swamp'];
const MOUNTAINS = ['Mountain', 'Mountain', 'Mountain'];

/** Passes priority until a decision of this kind is pending. */
function passToDecision(g: Game, kind: 'declareAttackers' | 'assignDamage'): void {
  for (let i = 0; i < 50 && g.state.pending?.kind !== kind; i++) passPriority(g);
  expect(g.state.pending?.kind).toBe(kind);
}

/** Begins activating the nth activated ability of a permanent; its decisions are left to the test. */
function beginActivating(g: Game, name: string, n: number): void {
  const c = g.state.pending;
  const id = obj(g, name).id;
  const action =
    c?.kind === 'priority'
      ? c.actions.find((a) => a.kind === 'activate' && a.source === id && a.ability === activatedIndex(g, id, n))
      : undefined;
  if (!action) throw new Error(`can't activate ${name}'s ability ${n}`);
  answer(g, action);
}

describe('loyalty (CR 306.5b) and loyalty abilities (CR 606)', () => {
  it('a planeswalker enters with loyalty counters equal to its printed loyalty', () => {
    const g = game({ A: { battlefield: [NISSA] } });
    expect(loyalty(g, NISSA)).toBe(3);
    expect(characteristics(g.state, obj(g, NISSA).id).types).toEqual(['Planeswalker']);
  });

  it('606.4: +N puts loyalty counters on it as a cost — before the ability resolves', () => {
    const g = game({ A: { battlefield: [NISSA], library: ['Plains', 'Forest'] } });
    passUntil(g, { turn: 1, step: 'precombat_main' });
    activate(g, NISSA, 0);
    expect(loyalty(g, NISSA)).toBe(4);
    expect(battlefield(g, 'A')).not.toContain('Forest');
    resolveTop(g);
    expect(battlefield(g, 'A')).toContain('Forest');
  });

  it('606.3: only as a sorcery, and only one loyalty ability of a permanent per turn', () => {
    const g = game({ A: { battlefield: [NISSA] } });
    passUntil(g, { turn: 1, step: 'upkeep' });
    expect(canActivate(g, NISSA, 0)).toBe(false);
    passUntil(g, { turn: 1, step: 'precombat_main' });
    expect(canActivate(g, NISSA, 0)).toBe(true);
    activate(g, NISSA, 0);
    // With the ability on the stack it isn't sorcery timing; after it resolves, the permanent has used its turn.
    expect(canActivate(g, NISSA, 1)).toBe(false);
    resolveTop(g);
    expect(canActivate(g, NISSA, 0)).toBe(false);
    expect(canActivate(g, NISSA, 1)).toBe(false);
    passUntil(g, { turn: 1, step: 'postcombat_main' });
    expect(canActivate(g, NISSA, 1)).toBe(false);
    // Not during the opponent's turn either; again in its controller's next main phase.
    passUntil(g, { turn: 2, step: 'precombat_main' });
    expect(g.state.pending?.player).toBe(1);
    passUntil(g, { turn: 3, step: 'precombat_main' });
    expect(canActivate(g, NISSA, 1)).toBe(true);
  });

  it('606.6: a negative loyalty cost needs that many loyalty counters', () => {
    const g = game({ A: { battlefield: [NISSA] } });
    passUntil(g, { turn: 1, step: 'precombat_main' });
    expect(canActivate(g, NISSA, 1)).toBe(true); // −2 with 3
    expect(canActivate(g, NISSA, 2)).toBe(false); // −7 with 3
  });

  it("704.5i: a planeswalker with 0 loyalty goes to its owner's graveyard; its ability still resolves", () => {
    const g = game({ A: { battlefield: [{ name: NISSA, counters: { loyalty: 2 } }] } });
    passUntil(g, { turn: 1, step: 'precombat_main' });
    activate(g, NISSA, 1);
    expect(battlefield(g, 'A')).not.toContain(NISSA);
    expect(graveyard(g, 'A')).toContain('Nissa, Vastwood Seer');
    expect(g.log.some((e) => e.rule === 'CR 704.5i')).toBe(true);
    resolveTop(g);
    expect(battlefield(g, 'A')).toContain('Ashaya, the Awoken World');
  });
});

describe('damage to planeswalkers (CR 120.3c) and attacking them (CR 506.3, 508.1b)', () => {
  it('damage from a spell removes that many loyalty counters; at 0 it goes to the graveyard', () => {
    const g = game({ A: { hand: ['Shock', 'Lightning Bolt'], battlefield: MOUNTAINS }, B: { battlefield: [LILIANA] } });
    passUntil(g, { turn: 1, step: 'precombat_main' });
    cast(g, 'Shock', { targets: [LILIANA] });
    resolveTop(g);
    expect(loyalty(g, LILIANA)).toBe(1);
    expect(obj(g, LILIANA).damage).toBe(0);
    cast(g, 'Lightning Bolt', { targets: [LILIANA] });
    resolveTop(g);
    expect(battlefield(g, 'B')).not.toContain(LILIANA);
    expect(graveyard(g, 'B')).toEqual(['Liliana, Heretical Healer']);
    expect(life(g, 'B')).toBe(20);
  });

  it('"target player or planeswalker" (Lava Axe) may now target a planeswalker (CR 115.4)', () => {
    const g = game({
      A: { hand: ['Lava Axe'], battlefield: [...MOUNTAINS, 'Mountain', 'Mountain'] },
      B: { battlefield: [{ name: LILIANA, counters: { loyalty: 6 } }] },
    });
    passUntil(g, { turn: 1, step: 'precombat_main' });
    cast(g, 'Lava Axe', { targets: [LILIANA] });
    resolveTop(g);
    expect(loyalty(g, LILIANA)).toBe(1);
    expect(life(g, 'B')).toBe(20);
  });

  it('a creature may attack a planeswalker: unblocked, its combat damage removes loyalty, not life', () => {
    const g = game({
      A: { battlefield: ['Grizzly Bears'] },
      B: { battlefield: [{ name: LILIANA, counters: { loyalty: 5 } }] },
    });
    passToDecision(g, 'declareAttackers');
    const c = g.state.pending;
    expect(c?.kind === 'declareAttackers' && c.options[0]!.planeswalkers).toEqual([obj(g, LILIANA).id]);
    attack(g, ['Grizzly Bears'], { planeswalker: LILIANA });
    expect(obj(g, 'Grizzly Bears').attackingPlaneswalker).toBe(obj(g, LILIANA).id);
    passUntil(g, { turn: 1, step: 'end_combat' });
    expect(loyalty(g, LILIANA)).toBe(3);
    expect(life(g, 'B')).toBe(20);
  });

  it("the planeswalker's controller blocks as the defending player (CR 506.2); a blocked attacker deals it nothing", () => {
    const g = game({
      A: { battlefield: ['Grizzly Bears'] },
      B: { battlefield: [LILIANA, 'Silvercoat Lion'] },
    });
    attack(g, ['Grizzly Bears'], { planeswalker: LILIANA });
    block(g, [['Silvercoat Lion', 'Grizzly Bears']]);
    passUntil(g, { turn: 1, step: 'end_combat' });
    expect(loyalty(g, LILIANA)).toBe(3);
    expect(graveyard(g, 'B')).toContain('Silvercoat Lion');
  });

  it('702.19c: trample assigns the rest of its damage to the planeswalker it attacks', () => {
    const g = game({
      A: { battlefield: ['Colossal Dreadmaw'] },
      B: { battlefield: [{ name: LILIANA, counters: { loyalty: 7 } }, 'Silvercoat Lion'] },
    });
    attack(g, ['Colossal Dreadmaw'], { planeswalker: LILIANA });
    block(g, [['Silvercoat Lion', 'Colossal Dreadmaw']]);
    passToDecision(g, 'assignDamage');
    const c = g.state.pending;
    expect(c?.kind === 'assignDamage' && c.trampleTo).toEqual({ object: obj(g, LILIANA).id });
    assignDamage(g, [
      ['Silvercoat Lion', 2],
      [LILIANA, 4],
    ]);
    expect(loyalty(g, LILIANA)).toBe(3);
    expect(life(g, 'B')).toBe(20);
  });

  it('an attacker whose planeswalker left the battlefield deals no combat damage (CR 506.4c)', () => {
    const g = game({
      A: { battlefield: ['Grizzly Bears', ...MOUNTAINS], hand: ['Lightning Bolt'] },
      B: { battlefield: [LILIANA] },
    });
    attack(g, ['Grizzly Bears'], { planeswalker: LILIANA });
    cast(g, 'Lightning Bolt', { targets: [LILIANA] });
    resolveTop(g);
    passUntil(g, { turn: 1, step: 'end_combat' });
    expect(life(g, 'B')).toBe(20);
    expect(obj(g, 'Grizzly Bears').attacking).toBe(1);
  });

  it("an attack declaration naming another player's planeswalker is refused, the state unchanged", () => {
    const g = game({ A: { battlefield: ['Grizzly Bears', NISSA] }, B: { battlefield: [LILIANA] } });
    passToDecision(g, 'declareAttackers');
    const bears = obj(g, 'Grizzly Bears').id;
    const before = g.state;
    const own = obj(g, NISSA).id;
    const r = applyAnswer(g, { kind: 'attackers', attackers: [{ attacker: bears, defender: 1, planeswalker: own }] });
    expect(r).toMatch(/not a planeswalker an opponent controls/);
    expect(g.state).toBe(before);
  });
});

function applyAnswer(g: Game, a: Parameters<typeof answer>[1]): string | null {
  try {
    answer(g, a);
    return null;
  } catch (e) {
    return (e as Error).message;
  }
}

describe('the legend rule (CR 704.5j) covers legendary planeswalkers', () => {
  it('two Liliana, Defiant Necromancer: their controller keeps one', () => {
    const g = game({ A: { battlefield: [LILIANA, LILIANA] } });
    expect(g.state.pending?.kind).toBe('chooseCards');
    const [first] = objs(g, LILIANA);
    answer(g, { kind: 'cards', cards: [first!.id] });
    expect(battlefield(g, 'A').filter((n) => n === LILIANA)).toHaveLength(1);
    expect(graveyard(g, 'A')).toEqual(['Liliana, Heretical Healer']);
  });
});

describe('Liliana, Heretical Healer // Liliana, Defiant Necromancer', () => {
  it('"Whenever another nontoken creature you control dies, exile Liliana, then return her transformed. If you do, create a 2/2 black Zombie" — she returns with 3 loyalty', () => {
    const g = game({
      A: { battlefield: ['Liliana, Heretical Healer', 'Silvercoat Lion', ...MOUNTAINS], hand: ['Lightning Bolt'] },
    });
    passUntil(g, { turn: 1, step: 'precombat_main' });
    cast(g, 'Lightning Bolt', { targets: ['Silvercoat Lion'] });
    resolveTop(g);
    expect(g.state.stack).toHaveLength(1);
    resolveTop(g);
    expect(battlefield(g, 'A')).toEqual(expect.arrayContaining([LILIANA, 'Zombie']));
    expect(battlefield(g, 'A')).not.toContain('Liliana, Heretical Healer');
    expect(loyalty(g, LILIANA)).toBe(3);
    expect(pt(g, 'Zombie')).toBe('2/2');
    expect(characteristics(g.state, obj(g, 'Zombie').id).colors).toEqual(['B']);
  });

  it('Languish kills her with the creature: the ability triggers but finds her gone — no return, no Zombie', () => {
    const g = game({
      A: { battlefield: ['Liliana, Heretical Healer', 'Silvercoat Lion'] },
      B: { hand: ['Languish'], battlefield: SWAMPS },
      startingPlayer: 'B',
    });
    passUntil(g, { turn: 1, step: 'precombat_main' });
    cast(g, 'Languish');
    resolveTop(g);
    // They die at the same time (CR 704.3), so she sees the Lion die (603.10a): her ability triggers.
    expect(g.state.stack).toHaveLength(1);
    resolveStack(g);
    expect(battlefield(g, 'A')).toEqual([]);
    expect(graveyard(g, 'A')).toEqual(expect.arrayContaining(['Liliana, Heretical Healer', 'Silvercoat Lion']));
    expect(g.state.exile).toEqual([]);
  });

  it('a token dying doesn\'t trigger her ("nontoken")', () => {
    const g = game({ A: { battlefield: ['Liliana, Heretical Healer', 'Zombie', ...MOUNTAINS], hand: ['Shock'] } });
    passUntil(g, { turn: 1, step: 'precombat_main' });
    cast(g, 'Shock', { targets: ['Zombie'] });
    resolveTop(g);
    expect(g.state.stack).toEqual([]);
    expect(battlefield(g, 'A')).toContain('Liliana, Heretical Healer');
  });

  it('+2: "Each player discards a card."', () => {
    const g = game({ A: { battlefield: [LILIANA], hand: ['Shock'] }, B: { hand: ['Grizzly Bears', 'Shock'] } });
    passUntil(g, { turn: 1, step: 'precombat_main' });
    activate(g, LILIANA, 0);
    expect(loyalty(g, LILIANA)).toBe(5);
    resolveTop(g);
    // A has one card and discards it; B chooses one of two.
    expect(g.state.pending?.kind).toBe('chooseCards');
    chooseCards(g, ['Grizzly Bears']);
    expect(handSize(g, 'A')).toBe(0);
    expect(hand(g, 'B')).toEqual(['Shock']);
    expect(graveyard(g, 'B')).toEqual(['Grizzly Bears']);
  });

  it('−X: "Return target nonlegendary creature card with mana value X from your graveyard to the battlefield" — X is announced first and the target must have that mana value', () => {
    const g = game({
      A: {
        battlefield: [{ name: LILIANA, counters: { loyalty: 4 } }],
        graveyard: ['Silvercoat Lion', 'Colossal Dreadmaw', 'Archangel Avacyn'],
      },
    });
    passUntil(g, { turn: 1, step: 'precombat_main' });
    beginActivating(g, LILIANA, 1);
    const c = g.state.pending;
    expect(c?.kind === 'chooseX' && c.max).toBe(4); // 606.6: no more than its loyalty
    answer(g, { kind: 'x', value: 2 });
    const t = g.state.pending;
    expect(t?.kind === 'target' && t.legal).toEqual([{ object: obj(g, 'Silvercoat Lion', { zone: 'graveyard' }).id }]);
    answer(g, { kind: 'target', target: { object: obj(g, 'Silvercoat Lion', { zone: 'graveyard' }).id } });
    expect(loyalty(g, LILIANA)).toBe(2);
    resolveTop(g);
    expect(battlefield(g, 'A')).toContain('Silvercoat Lion');
  });

  it('−8: "You get an emblem with \'Whenever a creature dies, return it to the battlefield under your control at the beginning of the next end step.\'"', () => {
    const g = game({
      A: { battlefield: [{ name: LILIANA, counters: { loyalty: 8 } }, ...MOUNTAINS], hand: ['Lightning Bolt'] },
      B: { battlefield: ['Grizzly Bears'] },
    });
    passUntil(g, { turn: 1, step: 'precombat_main' });
    activate(g, LILIANA, 2);
    resolveTop(g);
    // 0 loyalty: Liliana is gone (704.5i); the emblem stays in A's command zone (CR 114).
    expect(battlefield(g, 'A')).not.toContain(LILIANA);
    expect(g.state.command.map((id) => g.state.objects[id]!.owner)).toEqual([0]);
    cast(g, 'Lightning Bolt', { targets: ['Grizzly Bears'] });
    resolveTop(g);
    resolveTop(g); // the emblem's trigger creates the delayed trigger
    expect(graveyard(g, 'B')).toContain('Grizzly Bears');
    passUntil(g, { turn: 1, step: 'end_turn' });
    resolveStack(g);
    const bears = obj(g, 'Grizzly Bears');
    expect(bears.controller).toBe(0);
    expect(bears.owner).toBe(1);
  });
});

describe('Nissa, Vastwood Seer // Nissa, Sage Animist', () => {
  it('"When Nissa enters, you may search your library for a basic Forest card, reveal it, put it into your hand"', () => {
    const g = game({
      A: { hand: ['Nissa, Vastwood Seer'], battlefield: ['Forest', 'Forest', 'Forest'], library: ['Plains', 'Forest'] },
    });
    passUntil(g, { turn: 1, step: 'precombat_main' });
    cast(g, 'Nissa, Vastwood Seer');
    resolveTop(g);
    resolveTop(g);
    answer(g, { kind: 'yes' });
    chooseCards(g, ['Forest']);
    expect(hand(g, 'A')).toEqual(['Forest']);
  });

  it('"Whenever a land you control enters, if you control seven or more lands, exile Nissa, then return her transformed" — with 3 loyalty', () => {
    const g = game({
      A: { hand: ['Forest'], battlefield: ['Nissa, Vastwood Seer', ...Array.from({ length: 5 }, () => 'Forest')] },
    });
    passUntil(g, { turn: 1, step: 'precombat_main' });
    // Six lands: a seventh triggers her; with only six after it the intervening "if" (CR 603.4) would stop it.
    answer(
      g,
      g.state.pending?.kind === 'priority'
        ? g.state.pending.actions.find((a) => a.kind === 'playLand')!
        : { kind: 'pass' },
    );
    expect(g.state.stack).toHaveLength(0);
    expect(battlefield(g, 'A')).toContain('Nissa, Vastwood Seer');
    const g2 = game({
      A: { hand: ['Forest'], battlefield: ['Nissa, Vastwood Seer', ...Array.from({ length: 6 }, () => 'Forest')] },
    });
    passUntil(g2, { turn: 1, step: 'precombat_main' });
    answer(
      g2,
      g2.state.pending?.kind === 'priority'
        ? g2.state.pending.actions.find((a) => a.kind === 'playLand')!
        : { kind: 'pass' },
    );
    resolveTop(g2);
    expect(battlefield(g2, 'A')).toContain(NISSA);
    expect(loyalty(g2, NISSA)).toBe(3);
  });

  it('+1: "Reveal the top card of your library. If it\'s a land card, put it onto the battlefield. Otherwise, put it into your hand."', () => {
    const g = game({ A: { battlefield: [NISSA], library: ['Plains', 'Grizzly Bears'] } });
    passUntil(g, { turn: 1, step: 'precombat_main' });
    activate(g, NISSA, 0);
    resolveTop(g);
    // Not a land: into the hand (a land on top goes onto the battlefield: the 606.4 test above).
    expect(hand(g, 'A')).toEqual(['Grizzly Bears']);
    expect(battlefield(g, 'A')).toEqual([NISSA]);
    expect(loyalty(g, NISSA)).toBe(4);
  });

  it('−2: "Create Ashaya, the Awoken World, a legendary 4/4 green Elemental creature token."', () => {
    const g = game({ A: { battlefield: [NISSA] } });
    passUntil(g, { turn: 1, step: 'precombat_main' });
    activate(g, NISSA, 1);
    resolveTop(g);
    const ashaya = obj(g, 'Ashaya, the Awoken World');
    const ch = characteristics(g.state, ashaya.id);
    expect(ashaya.token).toBe(true);
    expect([ch.power, ch.toughness, ch.colors, ch.supertypes, ch.subtypes]).toEqual([
      4,
      4,
      ['G'],
      ['Legendary'],
      ['Elemental'],
    ]);
    expect(loyalty(g, NISSA)).toBe(1);
  });

  it('−7: "Untap up to six target lands. They become 6/6 Elemental creatures. They\'re still lands."', () => {
    const g = game({
      A: {
        battlefield: [
          { name: NISSA, counters: { loyalty: 7 } },
          { name: 'Forest', tapped: true },
          { name: 'Forest', tapped: true },
          'Swamp',
        ],
      },
    });
    passUntil(g, { turn: 1, step: 'precombat_main' });
    const [f1, f2] = objs(g, 'Forest');
    beginActivating(g, NISSA, 2);
    answer(g, { kind: 'target', target: { object: f1!.id } });
    // One word "target": the same land can't be chosen twice (CR 115.3).
    const c = g.state.pending;
    expect(c?.kind === 'target' && c.legal.some((r) => 'object' in r && r.object === f1!.id)).toBe(false);
    answer(g, { kind: 'target', target: { object: f2!.id } });
    for (let i = 0; i < 4; i++) answer(g, { kind: 'target', target: null });
    resolveTop(g);
    for (const f of objs(g, 'Forest')) {
      const ch = characteristics(g.state, f.id);
      expect(f.tapped).toBe(false);
      expect(ch.types).toEqual(['Land', 'Creature']);
      expect(ch.subtypes).toEqual(['Forest', 'Elemental']);
      expect([ch.power, ch.toughness]).toEqual([6, 6]);
    }
    expect(characteristics(g.state, obj(g, 'Swamp').id).types).toEqual(['Land']);
    // They are creatures for every rule: they can attack next turn (they've been under A's control since the start).
    passToDecision(g, 'declareAttackers');
    const a = g.state.pending;
    expect(a?.kind === 'declareAttackers' && a.options.length).toBe(2);
  });
});

describe('layer 4 dependency (CR 613.8)', () => {
  it('613.8a: Maskwood Nexus\'s "creatures you control are every creature type" applies to lands Nissa\'s −7 made creatures after it, which it depends on', () => {
    const g = game({
      A: { battlefield: ['Maskwood Nexus', { name: NISSA, counters: { loyalty: 7 } }, 'Forest', 'Swamp'] },
    });
    passUntil(g, { turn: 1, step: 'precombat_main' });
    const forest = obj(g, 'Forest');
    expect(characteristics(g.state, forest.id).allCreatureTypes).toBe(false); // not a creature yet
    beginActivating(g, NISSA, 2);
    answer(g, { kind: 'target', target: { object: forest.id } });
    for (let i = 0; i < 5; i++) answer(g, { kind: 'target', target: null });
    resolveTop(g);
    // The animation has the later timestamp, but the Nexus's effect depends on it (it changes what the Nexus applies
    // to), so it applies first: the Forest is a Land Creature — Forest Elemental and every other creature type.
    const ch = characteristics(g.state, forest.id);
    expect(ch.types).toEqual(['Land', 'Creature']);
    expect(ch.allCreatureTypes).toBe(true);
    expect(characteristics(g.state, obj(g, 'Swamp').id).allCreatureTypes).toBe(false);
  });
});

describe('Rootrunner', () => {
  it('"{G}{G}, Sacrifice this creature: Put target land on top of its owner\'s library." — then Nissa\'s +1 reveals it and puts it onto the battlefield', () => {
    const g = game({
      A: { battlefield: [NISSA, 'Swamp'], library: ['Plains', 'Grizzly Bears'] },
      B: { battlefield: ['Rootrunner', 'Forest', 'Forest'] },
    });
    passUntil(g, { turn: 1, step: 'precombat_main' });
    // B acts at its priority in A's main phase: A passes first.
    passPriority(g);
    activate(g, 'Rootrunner', 0, ['Swamp']);
    resolveTop(g);
    expect(graveyard(g, 'B')).toEqual(['Rootrunner']);
    expect(battlefield(g, 'A')).toEqual([NISSA]);
    activate(g, NISSA, 0);
    resolveTop(g);
    expect(battlefield(g, 'A')).toEqual([NISSA, 'Swamp']);
  });

  it('Soulshift 3 (CR 702.46a): "When this creature dies, you may return target Spirit card with mana value 3 or less from your graveyard to your hand."', () => {
    const g = game({
      A: { battlefield: ['Rootrunner', 'Forest', 'Forest'], graveyard: ['Gnarled Mass', 'Kami of Old Stone'] },
    });
    passUntil(g, { turn: 1, step: 'precombat_main' });
    beginActivating(g, 'Rootrunner', 0);
    answer(g, { kind: 'target', target: { object: objs(g, 'Forest')[0]!.id } });
    answer(g, { kind: 'autoPay' });
    // The trigger targets as it goes on the stack: Kami of Old Stone has mana value 4.
    const c = g.state.pending;
    expect(c?.kind === 'target' && c.legal).toEqual([{ object: obj(g, 'Gnarled Mass', { zone: 'graveyard' }).id }]);
    answer(g, { kind: 'target', target: c?.kind === 'target' ? c.legal[0]! : null });
    resolveTop(g);
    answer(g, { kind: 'yes' });
    expect(hand(g, 'A')).toEqual(['Gnarled Mass']);
  });
});

describe('the planeswalker scenario examples', () => {
  it('LilianaHereticalHealer, LilianaHereticalHealer2 and NissaVastwoodSeerTest pass', () => {
    const line = (t: string) => exampleLine(TRANSFORM_EXAMPLES, t);
    expect(line('LilianaHereticalHealer')).toMatch(/^PASS/);
    expect(line('LilianaHereticalHealer2')).toMatch(/^PASS/);
    expect(line('NissaVastwoodSeerTest')).toMatch(/^PASS/);
  });
});
