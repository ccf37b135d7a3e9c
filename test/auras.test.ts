// Auras (CR 303.4, 702.5), granted abilities that look back (603.10a), bestow (702.103), delirium, Fireball (601.2c,
// 601.2f) and Soulshift (702.46). Each test quotes the rule, the Oracle text or the ruling it checks.
import { describe, expect, it } from 'vitest';
import { characteristics } from '../src/engine/index.js';
import {
  activate,
  answer,
  attack,
  battlefield,
  canCast,
  cast,
  chooseCards,
  chooseTarget,
  game,
  graveyard,
  hand,
  handSize,
  keywords,
  lands,
  library,
  life,
  logTexts,
  obj,
  offered,
  passPriority,
  passUntil,
  pt,
  resolveStack,
  resolveTop,
  type Game,
} from './helpers/harness.js';
import { exampleLine, TRANSFORM_EXAMPLES } from './helpers/examples.js';

const attachedTo = (g: Game, name: string): string | null => {
  const at = obj(g, name).attachedTo;
  if (!at) return null;
  return 'player' in at ? `player ${at.player}` : 'object' in at ? characteristics(g.state, at.object).name : 'ability';
};
const tappedCount = (g: Game, name: string): number =>
  g.state.battlefield.filter((id) => g.state.objects[id]!.def === name && g.state.objects[id]!.tapped).length;

describe('Auras (CR 303.4)', () => {
  it('303.4a: an Aura spell targets what it will enchant; 608.3c: it resolves attached to it; "Enchanted creature gets +1/+2"', () => {
    const g = game({ A: { battlefield: ['Plains', 'Grizzly Bears'], hand: ['Holy Strength'] } });
    passUntil(g, { turn: 1, step: 'precombat_main' });
    cast(g, 'Holy Strength', { targets: ['Grizzly Bears'] });
    expect(obj(g, 'Holy Strength', { zone: 'stack' }).targets).toEqual([{ object: obj(g, 'Grizzly Bears').id }]);
    resolveTop(g);
    expect(attachedTo(g, 'Holy Strength')).toBe('Grizzly Bears');
    expect(pt(g, 'Grizzly Bears')).toBe('3/4');
    expect(
      logTexts(g).some(
        (t) => t.includes('Holy Strength enters the battlefield') && t.includes('attached to Grizzly Bears'),
      ),
    ).toBe(true);
  });

  it("303.4a: an Aura with nothing to target can't be cast", () => {
    const g = game({ A: { battlefield: ['Plains'], hand: ['Holy Strength'] } });
    passUntil(g, { turn: 1, step: 'precombat_main' });
    expect(canCast(g, 'Holy Strength')).toBe(false);
  });

  it("704.5m: when the enchanted creature dies, the Aura is put into its owner's graveyard", () => {
    const g = game({
      A: { battlefield: ['Plains', 'Grizzly Bears'], hand: ['Holy Strength'] },
      B: { battlefield: lands('Mountain', 4), hand: ['Lightning Blast'] },
    });
    passUntil(g, { turn: 1, step: 'precombat_main' });
    cast(g, 'Holy Strength', { targets: ['Grizzly Bears'] });
    resolveTop(g);
    passPriority(g); // A passes; B may act
    cast(g, 'Lightning Blast', { targets: ['Grizzly Bears'] });
    resolveStack(g);
    expect(battlefield(g, 'A')).not.toContain('Holy Strength');
    expect(graveyard(g, 'A')).toEqual(expect.arrayContaining(['Grizzly Bears', 'Holy Strength']));
    expect(g.log.some((e) => e.rule === 'CR 704.5m' && e.text.startsWith('Holy Strength'))).toBe(true);
  });

  it("608.3b: if the target is illegal as the Aura spell resolves, it doesn't resolve and goes to the graveyard (Rancor's ruling: its trigger doesn't happen)", () => {
    const g = game({ A: { battlefield: ['Forest', 'Mountain', 'Grizzly Bears'], hand: ['Rancor', 'Shock'] } });
    passUntil(g, { turn: 1, step: 'precombat_main' });
    cast(g, 'Rancor', { targets: ['Grizzly Bears'] });
    cast(g, 'Shock', { targets: ['Grizzly Bears'] }); // holding priority: Shock resolves first
    resolveStack(g);
    expect(graveyard(g, 'A')).toEqual(expect.arrayContaining(['Grizzly Bears', 'Rancor', 'Shock']));
    expect(hand(g, 'A')).toEqual([]);
    expect(g.log.some((e) => e.rule === 'CR 608.3b' && e.text.startsWith("Rancor doesn't resolve"))).toBe(true);
  });

  it('Rancor: "Enchanted creature gets +2/+0 and has trample. When this Aura is put into a graveyard from the battlefield, return it to its owner\'s hand." (CR 400.7d)', () => {
    const g = game({
      A: { battlefield: ['Forest', 'Grizzly Bears'], hand: ['Rancor'] },
      B: { battlefield: ['Mountain'], hand: ['Shock'] },
    });
    passUntil(g, { turn: 1, step: 'precombat_main' });
    cast(g, 'Rancor', { targets: ['Grizzly Bears'] });
    resolveTop(g);
    expect(pt(g, 'Grizzly Bears')).toBe('4/2');
    expect(keywords(g, 'Grizzly Bears')).toContain('trample');
    passPriority(g);
    cast(g, 'Shock', { targets: ['Grizzly Bears'] });
    resolveStack(g);
    expect(hand(g, 'A')).toEqual(['Rancor']);
    expect(graveyard(g, 'A')).toEqual(['Grizzly Bears']);
  });

  it('Pacifism: "Enchanted creature can\'t attack or block." (CR 508.1c, 509.1b)', () => {
    const g = game({
      A: { battlefield: ['Plains', 'Plains', 'Grizzly Bears'], hand: ['Pacifism'] },
      B: { battlefield: ['Silvercoat Lion'] },
    });
    passUntil(g, { turn: 1, step: 'precombat_main' });
    cast(g, 'Pacifism', { targets: [{ name: 'Silvercoat Lion', controller: 'B' }] });
    resolveTop(g);
    expect(attachedTo(g, 'Pacifism')).toBe('Silvercoat Lion');
    expect(obj(g, 'Pacifism').controller).toBe(0); // CR 303.4e: the Aura's controller is separate
    attack(g, ['Grizzly Bears']);
    // The Lion can't block: no blocker decision comes up, and the Bears deal their damage.
    passUntil(g, { turn: 1, step: 'postcombat_main' });
    expect(life(g, 'B')).toBe(18);
    passUntil(g, { turn: 2, step: 'precombat_main' });
    passPriority(g);
    expect(g.state.pending?.kind).not.toBe('declareAttackers');
  });

  it("hexproof: an Aura spell can't target an opponent's creature with hexproof (CR 702.11b, 115.1b)", () => {
    const g = game({
      A: { battlefield: ['Plains', 'Plains'], hand: ['Pacifism'] },
      B: { battlefield: ['Ancient of the Equinox'] },
    });
    passUntil(g, { turn: 1, step: 'precombat_main' });
    expect(canCast(g, 'Pacifism')).toBe(false);
  });

  it('303.4f: an Aura returned to the battlefield by Flicker is attached to what its controller chooses, without targeting; the creature it left is no longer enchanted (400.7)', () => {
    const g = game({
      A: { battlefield: ['Plains', 'Plains', 'Plains', 'Grizzly Bears'], hand: ['Holy Strength', 'Flicker'] },
      B: { battlefield: ['Ancient of the Equinox'] },
    });
    passUntil(g, { turn: 1, step: 'precombat_main' });
    cast(g, 'Holy Strength', { targets: ['Grizzly Bears'] });
    resolveTop(g);
    cast(g, 'Flicker', { targets: ['Holy Strength'] });
    resolveTop(g);
    // Hexproof doesn't stop it: the Aura doesn't target (CR 115.1b).
    const c = g.state.pending;
    expect(c?.kind === 'chooseCards' && c.cards.map((id) => characteristics(g.state, id).name).sort()).toEqual([
      'Ancient of the Equinox',
      'Grizzly Bears',
    ]);
    chooseCards(g, ['Ancient of the Equinox']);
    expect(attachedTo(g, 'Holy Strength')).toBe('Ancient of the Equinox');
    expect(pt(g, 'Ancient of the Equinox')).toBe('5/6');
    expect(pt(g, 'Grizzly Bears')).toBe('2/2');
  });

  it('400.7: when the enchanted creature is flickered, it returns as a new object and the Aura goes to the graveyard (704.5m)', () => {
    const g = game({
      A: { battlefield: ['Plains', 'Plains', 'Plains', 'Grizzly Bears'], hand: ['Holy Strength', 'Flicker'] },
    });
    passUntil(g, { turn: 1, step: 'precombat_main' });
    cast(g, 'Holy Strength', { targets: ['Grizzly Bears'] });
    resolveTop(g);
    cast(g, 'Flicker', { targets: ['Grizzly Bears'] });
    resolveStack(g);
    expect(battlefield(g, 'A')).toContain('Grizzly Bears');
    expect(graveyard(g, 'A')).toEqual(expect.arrayContaining(['Holy Strength', 'Flicker']));
    expect(pt(g, 'Grizzly Bears')).toBe('2/2');
  });

  it('Infernal Scarring: the enchanted creature has "When this creature dies, draw a card." — it triggers on its death (CR 603.10a) and its controller draws (ruling)', () => {
    const g = game({
      A: { battlefield: ['Swamp', 'Swamp', 'Mountain'], hand: ['Infernal Scarring', 'Shock'] },
      B: { battlefield: ['Grizzly Bears'], library: lands('Forest', 5) },
    });
    passUntil(g, { turn: 1, step: 'precombat_main' });
    cast(g, 'Infernal Scarring', { targets: [{ name: 'Grizzly Bears', controller: 'B' }] });
    resolveTop(g);
    expect(pt(g, 'Grizzly Bears')).toBe('4/2');
    expect(characteristics(g.state, obj(g, 'Grizzly Bears').id).abilities.some((a) => a.kind === 'triggered')).toBe(
      true,
    );
    const before = handSize(g, 'B');
    cast(g, 'Shock', { targets: ['Grizzly Bears'] });
    resolveStack(g);
    // "The player who controlled the creature when it died is the one who will draw a card."
    expect(handSize(g, 'B')).toBe(before + 1);
    expect(graveyard(g, 'A')).toEqual(expect.arrayContaining(['Infernal Scarring', 'Shock']));
    expect(
      logTexts(g).some((t) => t.startsWith('Grizzly Bears triggers: "When Grizzly Bears dies, draw a card"')),
    ).toBe(true);
  });
});

describe('Bestow (CR 702.103)', () => {
  it('702.103a-b: cast bestowed for its bestow cost, it is an Aura spell with enchant creature and resolves as an Aura, not a creature', () => {
    const g = game({ A: { battlefield: ['Mountain', 'Mountain', 'Grizzly Bears'], hand: ['Nyxborn Rollicker'] } });
    passUntil(g, { turn: 1, step: 'precombat_main' });
    expect(offered(g)).toEqual(
      expect.arrayContaining(['cast Nyxborn Rollicker', 'cast Nyxborn Rollicker using Bestow']),
    );
    cast(g, 'Nyxborn Rollicker', { via: 'bestow', targets: ['Grizzly Bears'] });
    expect(tappedCount(g, 'Mountain')).toBe(2); // Bestow {1}{R}
    const spell = characteristics(g.state, obj(g, 'Nyxborn Rollicker', { zone: 'stack' }).id);
    expect(spell.types).toEqual(['Enchantment']);
    expect(spell.subtypes).toEqual(['Aura']);
    resolveTop(g);
    const r = characteristics(g.state, obj(g, 'Nyxborn Rollicker').id);
    expect(r.types).toEqual(['Enchantment']);
    expect(attachedTo(g, 'Nyxborn Rollicker')).toBe('Grizzly Bears');
    expect(pt(g, 'Grizzly Bears')).toBe('3/3');
  });

  it('702.103f: when the enchanted creature leaves, the bestowed Aura becomes unattached and is a creature again (not 704.5m)', () => {
    const g = game({
      A: { battlefield: ['Forest', 'Forest', 'Forest', 'Forest', 'Grizzly Bears'], hand: ['Leafcrown Dryad'] },
      B: { battlefield: lands('Mountain', 4), hand: ['Lightning Blast'] },
    });
    passUntil(g, { turn: 1, step: 'precombat_main' });
    cast(g, 'Leafcrown Dryad', { via: 'bestow', targets: ['Grizzly Bears'] });
    resolveTop(g);
    expect(pt(g, 'Grizzly Bears')).toBe('4/4');
    expect(keywords(g, 'Grizzly Bears')).toContain('reach');
    passPriority(g);
    cast(g, 'Lightning Blast', { targets: ['Grizzly Bears'] });
    resolveStack(g);
    expect(graveyard(g, 'A')).toEqual(['Grizzly Bears']);
    const dryad = obj(g, 'Leafcrown Dryad');
    expect(dryad.attachedTo).toBeNull();
    expect(dryad.controller).toBe(0);
    expect(characteristics(g.state, dryad.id).types).toEqual(['Enchantment', 'Creature']);
    expect(pt(g, 'Leafcrown Dryad')).toBe('2/2');
    expect(keywords(g, 'Leafcrown Dryad')).toEqual(['reach']);
    expect(g.log.some((e) => e.rule === 'CR 702.103f')).toBe(true);
  });

  it('702.103e: a bestowed Aura spell whose target became illegal resolves as a creature spell', () => {
    const g = game({
      A: { battlefield: ['Mountain', 'Mountain', 'Mountain', 'Grizzly Bears'], hand: ['Nyxborn Rollicker', 'Shock'] },
    });
    passUntil(g, { turn: 1, step: 'precombat_main' });
    cast(g, 'Nyxborn Rollicker', { via: 'bestow', targets: ['Grizzly Bears'] });
    cast(g, 'Shock', { targets: ['Grizzly Bears'] });
    resolveStack(g);
    expect(battlefield(g, 'A')).toContain('Nyxborn Rollicker');
    const r = obj(g, 'Nyxborn Rollicker');
    expect(r.attachedTo).toBeNull();
    expect(characteristics(g.state, r.id).types).toEqual(['Enchantment', 'Creature']);
    expect(pt(g, 'Nyxborn Rollicker')).toBe('1/1');
    expect(g.log.some((e) => e.rule === 'CR 702.103e')).toBe(true);
  });

  it('cast without bestow, it is an enchantment creature spell for its mana cost', () => {
    const g = game({ A: { battlefield: ['Mountain', 'Grizzly Bears'], hand: ['Nyxborn Rollicker'] } });
    passUntil(g, { turn: 1, step: 'precombat_main' });
    expect(offered(g)).not.toContain('cast Nyxborn Rollicker using Bestow'); // {1}{R} can't be paid with one Mountain
    cast(g, 'Nyxborn Rollicker');
    resolveTop(g);
    expect(pt(g, 'Nyxborn Rollicker')).toBe('1/1');
    expect(pt(g, 'Grizzly Bears')).toBe('2/2');
  });
});

describe('Fireball: "This spell costs {1} more to cast for each target beyond the first." (CR 601.2f)', () => {
  it('one target: X damage to it, for {X}{R}', () => {
    const g = game({
      A: { battlefield: lands('Mountain', 4), hand: ['Fireball'] },
      B: { battlefield: ['Grizzly Bears'] },
    });
    passUntil(g, { turn: 1, step: 'precombat_main' });
    cast(g, 'Fireball', { targets: ['B', null], x: 3 });
    expect(tappedCount(g, 'Mountain')).toBe(4);
    resolveTop(g);
    expect(life(g, 'B')).toBe(17);
  });

  it('three targets, X = 3: total cost {5}{R}, and each takes 1 ("divided evenly, rounded down")', () => {
    const g = game({
      A: { battlefield: lands('Mountain', 6), hand: ['Fireball'] },
      B: { battlefield: ['Grizzly Bears', 'Silvercoat Lion'] },
    });
    passUntil(g, { turn: 1, step: 'precombat_main' });
    cast(g, 'Fireball', { targets: ['B', 'Grizzly Bears', 'Silvercoat Lion', null], x: 3 });
    expect(tappedCount(g, 'Mountain')).toBe(6);
    resolveTop(g);
    expect(life(g, 'B')).toBe(19);
    expect(obj(g, 'Grizzly Bears').damage).toBe(1);
    expect(obj(g, 'Silvercoat Lion').damage).toBe(1);
  });

  it('a further target is offered only while the total cost could still be paid (CR 601.2c, 601.2f)', () => {
    const g = game({
      A: { battlefield: lands('Mountain', 3), hand: ['Fireball'] },
      B: { battlefield: ['Grizzly Bears', 'Silvercoat Lion'] },
    });
    passUntil(g, { turn: 1, step: 'precombat_main' });
    answer(g, { kind: 'cast', card: obj(g, 'Fireball', { zone: 'hand' }).id });
    chooseTarget(g, 'Grizzly Bears');
    // The same target can't be chosen twice for one "target".
    const c = g.state.pending;
    expect(c?.kind === 'target' && c.legal.some((r) => 'object' in r && r.object === obj(g, 'Grizzly Bears').id)).toBe(
      false,
    );
    chooseTarget(g, 'Silvercoat Lion');
    chooseTarget(g, 'B');
    // Three targets cost {2}{R}: all three Mountains. A fourth ({3}{R}) couldn't be paid, so none is offered.
    expect(g.state.pending?.kind === 'chooseX' && g.state.pending.max).toBe(0);
    answer(g, { kind: 'x', value: 0 });
    answer(g, { kind: 'autoPay' });
    expect(tappedCount(g, 'Mountain')).toBe(3);
    resolveTop(g);
    // "If the number of legal targets at the time Fireball resolves is greater than X, none of them will be dealt any
    // damage."
    expect(life(g, 'B')).toBe(20);
    expect(obj(g, 'Grizzly Bears').damage).toBe(0);
  });
});

describe('Delirium and Soulshift', () => {
  it('Autumnal Gloom: "At the beginning of your end step, if there are four or more card types among cards in your graveyard, transform this enchantment."', () => {
    const g = game({
      A: {
        battlefield: ['Autumnal Gloom'],
        graveyard: ['Silvercoat Lion', 'Lightning Bolt', 'Fireball', 'Infernal Scarring'],
      },
    });
    passUntil(g, { turn: 2, step: 'upkeep' });
    expect(battlefield(g, 'A')).toEqual(['Ancient of the Equinox']);
    expect(keywords(g, 'Ancient of the Equinox')).toEqual(['trample', 'hexproof']);
  });

  it('with three card types it never triggers (CR 603.4)', () => {
    const g = game({
      A: { battlefield: ['Autumnal Gloom', 'Swamp'], graveyard: ['Silvercoat Lion', 'Lightning Bolt', 'Fireball'] },
    });
    passUntil(g, { turn: 2, step: 'upkeep' });
    expect(battlefield(g, 'A')).toContain('Autumnal Gloom');
    expect(g.log.some((e) => e.text.startsWith('Autumnal Gloom triggers'))).toBe(false);
  });

  it('Rootrunner: "{G}{G}, Sacrifice this creature: Put target land on top of its owner\'s library." and Soulshift 3', () => {
    const g = game({
      A: { battlefield: ['Forest', 'Forest', 'Rootrunner'] },
      B: { battlefield: ['Swamp'] },
    });
    passUntil(g, { turn: 1, step: 'precombat_main' });
    activate(g, 'Rootrunner', 0, ['Swamp']);
    resolveStack(g);
    expect(library(g, 'B').at(-1)).toBe('Swamp');
    expect(graveyard(g, 'A')).toEqual(['Rootrunner']);
    // Soulshift found no Spirit card with mana value 3 or less in A's graveyard (Rootrunner's is 4).
    expect(g.log.some((e) => e.rule === 'CR 603.3d' && e.text.startsWith('Rootrunner'))).toBe(true);
  });
});

describe('the scenario example TestEnchantmentToCreature', () => {
  it('passes', () => {
    expect(exampleLine(TRANSFORM_EXAMPLES, 'TestEnchantmentToCreature').startsWith('PASS')).toBe(true);
  });
});

describe('Mirror Mockery: "Whenever enchanted creature attacks, you may create a token that\'s a copy of that creature. Exile that token at end of combat."', () => {
  /** B enchants A's Grizzly Bears with Mirror Mockery; A attacks with it on turn 3 and the trigger asks B. */
  function enchantedAttacks(): Game {
    const g = game({
      A: { battlefield: ['Grizzly Bears'] },
      B: { battlefield: ['Island', 'Island'], hand: ['Mirror Mockery'] },
    });
    passUntil(g, { turn: 2, step: 'precombat_main' });
    cast(g, 'Mirror Mockery', { targets: ['Grizzly Bears'] });
    resolveStack(g);
    expect(attachedTo(g, 'Mirror Mockery')).toBe('Grizzly Bears');
    passUntil(g, { turn: 3, step: 'precombat_main' });
    attack(g, ['Grizzly Bears']);
    // CR 508.3a: the ability of the Aura triggers as its creature is declared as an attacker; B controls it.
    for (let i = 0; i < 10 && g.state.pending?.kind === 'priority'; i++) passPriority(g);
    expect(g.state.pending).toMatchObject({ kind: 'yesNo', player: 1 });
    return g;
  }
  const bearTokens = (g: Game) => g.state.battlefield.filter((id) => g.state.objects[id]!.def === 'Grizzly Bears');

  it('creates a token copy under its controller, not attacking, and exiles it at end of combat (CR 603.7, 511.2)', () => {
    const g = enchantedAttacks();
    answer(g, { kind: 'yes' }, 'B');
    const ids = bearTokens(g);
    expect(ids).toHaveLength(2);
    const t = g.state.objects[ids.find((id) => g.state.objects[id]!.token)!]!;
    // Ruling: the token is B's (B may block with it) and isn't attacking.
    expect(t.controller).toBe(1);
    expect(t.attacking).toBeNull();
    expect(characteristics(g.state, t.id).power).toBe(2);
    passUntil(g, { turn: 3, step: 'end_combat' });
    resolveStack(g);
    expect(bearTokens(g)).toHaveLength(1);
    expect(g.state.objects[bearTokens(g)[0]!]!.token).toBe(false);
    expect(g.state.delayed).toEqual([]);
    expect(logTexts(g).some((l) => l.includes('At end of combat'))).toBe(true);
  });

  it('"you may": declined, no token is created and nothing waits for end of combat', () => {
    const g = enchantedAttacks();
    answer(g, { kind: 'no' }, 'B');
    expect(bearTokens(g)).toHaveLength(1);
    expect(g.state.delayed).toEqual([]);
    passUntil(g, { turn: 3, step: 'postcombat_main' });
    expect(bearTokens(g)).toHaveLength(1);
    expect(life(g, 'B')).toBe(18);
  });

  it('does not trigger when another creature attacks', () => {
    const g = game({
      A: { battlefield: ['Grizzly Bears', 'Silvercoat Lion', 'Island', 'Island'], hand: ['Mirror Mockery'] },
    });
    passUntil(g, { turn: 1, step: 'precombat_main' });
    cast(g, 'Mirror Mockery', { targets: ['Grizzly Bears'] });
    resolveStack(g);
    attack(g, ['Silvercoat Lion']);
    passUntil(g, { turn: 1, step: 'end_combat' });
    expect(g.log.some((e) => e.text.startsWith('Mirror Mockery triggers'))).toBe(false);
  });
});

describe('the scenario example testTransformCopyTransformed', () => {
  it('passes', () => {
    expect(exampleLine(TRANSFORM_EXAMPLES, 'testTransformCopyTransformed').startsWith('PASS')).toBe(true);
  });
});
