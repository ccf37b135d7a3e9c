// Optional choices made as an ability resolves and what "If you do" / "If a player does" asks of them (CR 118.12,
// 608.2d), "any opponent may" asked in APNAP order (CR 101.4), and a delayed return at "your next upkeep" (CR 603.7).
// Cases from the Gatherer rulings of Kalastria Highborn, Desecration Demon and Obzedat, Ghost Council.
import { describe, expect, it } from 'vitest';
import { compileAndVerify } from '../src/cards/compiler/index.js';
import {
  activate,
  answer,
  attack,
  cast,
  chooseCards,
  chooseTarget,
  game,
  graveyard,
  keywords,
  life,
  logTexts,
  obj,
  objs,
  passPriority,
  passUntil,
  resolveTop,
  type Game,
} from './helpers/harness.js';

/** Passes until the decision of `kind` comes up (both players passing priority). */
function passUntilDecision(g: Game, kind: string): void {
  for (let i = 0; i < 200; i++) {
    const p = g.state.pending;
    if (p?.kind === kind) return;
    // The triggers here target a player as they are put on the stack (CR 603.3d): B.
    if (p?.kind === 'target') chooseTarget(g, 'B');
    else if (p?.kind === 'declareAttackers') answer(g, { kind: 'attackers', attackers: [] });
    else if (p?.kind === 'declareBlockers') answer(g, { kind: 'blockers', blocks: [] });
    else if (p?.kind === 'priority') passPriority(g);
    else throw new Error(`unexpected decision ${p?.kind ?? 'none'} waiting for ${kind}`);
  }
  throw new Error(`no ${kind} decision came up`);
}

function boltedHighborn(mana: readonly string[]): Game {
  const g = game({
    A: { battlefield: ['Kalastria Highborn', ...mana] },
    B: { hand: ['Lightning Bolt'], battlefield: ['Mountain'] },
  });
  passUntil(g, { step: 'precombat_main' });
  passPriority(g); // A passes; B casts
  cast(g, 'Lightning Bolt', { targets: ['Kalastria Highborn'] });
  resolveTop(g);
  return g;
}

describe('"You may pay {B}. If you do, ..." (CR 118.12)', () => {
  it('paid: the effect after "If you do" happens', () => {
    const g = boltedHighborn(['Swamp']);
    passUntilDecision(g, 'yesNo');
    answer(g, { kind: 'yes' });
    expect(g.state.pending?.kind).toBe('payMana');
    answer(g, { kind: 'autoPay' });
    expect(life(g, 'B')).toBe(18);
    expect(life(g, 'A')).toBe(22);
    expect(obj(g, 'Swamp').tapped).toBe(true);
  });

  it('declined: nothing happens', () => {
    const g = boltedHighborn(['Swamp']);
    passUntilDecision(g, 'yesNo');
    answer(g, { kind: 'no' });
    expect(life(g, 'B')).toBe(20);
    expect(life(g, 'A')).toBe(20);
    expect(obj(g, 'Swamp').tapped).toBe(false);
  });

  it("a cost its controller can't pay isn't offered, and the effect doesn't happen", () => {
    const g = boltedHighborn(['Forest']);
    passUntilDecision(g, 'target');
    chooseTarget(g, 'B');
    passUntil(g, { step: 'begin_combat' });
    expect(life(g, 'B')).toBe(20);
    expect(logTexts(g).some((t) => t.includes("A can't pay {B} (Kalastria Highborn)"))).toBe(true);
  });
});

describe('"any opponent may sacrifice a creature of their choice. If a player does, ..." (CR 101.4)', () => {
  it('an opponent who sacrifices taps the Demon and gives it a counter', () => {
    const g = game({ A: { battlefield: ['Desecration Demon'] }, B: { battlefield: ['Grizzly Bears'] } });
    passUntilDecision(g, 'chooseCards');
    expect(g.state.pending?.player).toBe(1);
    chooseCards(g, ['Grizzly Bears']);
    expect(graveyard(g, 'B')).toContain('Grizzly Bears');
    expect(obj(g, 'Desecration Demon').tapped).toBe(true);
    expect(obj(g, 'Desecration Demon').counters['+1/+1']).toBe(1);
  });

  it('an opponent may decline: nothing happens', () => {
    const g = game({ A: { battlefield: ['Desecration Demon'] }, B: { battlefield: ['Grizzly Bears'] } });
    passUntilDecision(g, 'chooseCards');
    answer(g, { kind: 'cards', cards: [] });
    expect(objs(g, 'Grizzly Bears')).toHaveLength(1);
    expect(obj(g, 'Desecration Demon').tapped).toBe(false);
    expect(obj(g, 'Desecration Demon').counters['+1/+1'] ?? 0).toBe(0);
  });

  it('it triggers at the beginning of every combat, on any player\'s turn ("each combat")', () => {
    const g = game({ A: { battlefield: ['Grizzly Bears'] }, B: { battlefield: ['Desecration Demon'] } });
    passUntilDecision(g, 'chooseCards');
    expect(g.state.turn.active).toBe(0);
    expect(g.state.pending?.player).toBe(0);
  });

  it('ruling: each opponent in turn order may sacrifice, even after another did; the Demon gets one counter', () => {
    const g = game({
      A: { battlefield: ['Desecration Demon'] },
      B: { battlefield: ['Grizzly Bears'] },
      C: { battlefield: ['Savannah Lions'] },
    });
    passUntilDecision(g, 'chooseCards');
    expect(g.state.pending?.player).toBe(1);
    chooseCards(g, ['Grizzly Bears']);
    expect(g.state.pending?.kind).toBe('chooseCards');
    expect(g.state.pending?.player).toBe(2);
    chooseCards(g, ['Savannah Lions']);
    expect(graveyard(g, 'B')).toContain('Grizzly Bears');
    expect(graveyard(g, 'C')).toContain('Savannah Lions');
    expect(obj(g, 'Desecration Demon').counters['+1/+1']).toBe(1);
  });

  it('an opponent with no creature is not asked', () => {
    const g = game({ A: { battlefield: ['Desecration Demon'] }, B: { battlefield: ['Forest'] } });
    passUntil(g, { step: 'declare_attackers' });
    expect(obj(g, 'Desecration Demon').tapped).toBe(false);
  });
});

describe('"you may exile {this}. If you do, return it ... at the beginning of your next upkeep. It gains haste." (CR 603.7)', () => {
  it("exiled at its controller's end step, it returns at their next upkeep (not the opponent's), with haste", () => {
    const g = game({ A: { battlefield: ['Obzedat, Ghost Council'] } });
    passUntilDecision(g, 'yesNo');
    expect(g.state.turn.step).toBe('end_turn');
    answer(g, { kind: 'yes' });
    expect(objs(g, 'Obzedat, Ghost Council', { zone: 'exile' })).toHaveLength(1);
    passUntil(g, { turn: 2, step: 'precombat_main' });
    expect(objs(g, 'Obzedat, Ghost Council', { zone: 'exile' })).toHaveLength(1);
    passUntilDecision(g, 'target');
    expect(g.state.turn).toMatchObject({ number: 3, step: 'upkeep' });
    expect(objs(g, 'Obzedat, Ghost Council')).toHaveLength(1);
    expect(keywords(g, 'Obzedat, Ghost Council')).toContain('haste');
  });

  it('ruling: once returned it has haste as long as it remains — it can attack the turn it returns', () => {
    const g = game({ A: { battlefield: ['Obzedat, Ghost Council'] } });
    passUntilDecision(g, 'yesNo');
    answer(g, { kind: 'yes' });
    passUntilDecision(g, 'target');
    chooseTarget(g, 'B');
    passUntilDecision(g, 'declareAttackers');
    expect(g.state.turn.number).toBe(3);
    expect(life(g, 'B')).toBe(18);
    attack(g, ['Obzedat, Ghost Council']);
    passUntil(g, { turn: 3, step: 'postcombat_main' });
    expect(life(g, 'B')).toBe(13);
  });

  it('declined: it stays, and nothing returns', () => {
    const g = game({ A: { battlefield: ['Obzedat, Ghost Council'] } });
    passUntilDecision(g, 'yesNo');
    answer(g, { kind: 'no' });
    expect(objs(g, 'Obzedat, Ghost Council')).toHaveLength(1);
    expect(g.state.delayed).toHaveLength(0);
    expect(objs(g, 'Obzedat, Ghost Council')).toHaveLength(1);
  });
});

describe('Whip of Erebos: "It gains haste. Exile it at the beginning of the next end step. If it would leave the battlefield, exile it instead ..." (CR 603.7, 614.1a)', () => {
  function whipped(extra: { B?: { hand: string[]; battlefield: string[] } } = {}): Game {
    const g = game({
      A: { battlefield: ['Whip of Erebos', 'Swamp', 'Swamp', 'Swamp', 'Swamp'], graveyard: ['Grizzly Bears'] },
      ...(extra.B ? { B: extra.B } : {}),
    });
    passUntil(g, { step: 'precombat_main' });
    activate(g, 'Whip of Erebos', 0, [{ name: 'Grizzly Bears', zone: 'graveyard' }]);
    resolveTop(g);
    return g;
  }

  it('the returned creature has haste and lifelink, and is exiled at the beginning of the next end step', () => {
    const g = whipped();
    expect(keywords(g, 'Grizzly Bears')).toEqual(expect.arrayContaining(['haste', 'lifelink']));
    passUntilDecision(g, 'declareAttackers');
    attack(g, ['Grizzly Bears']);
    passUntil(g, { step: 'postcombat_main' });
    expect(life(g, 'B')).toBe(18);
    expect(life(g, 'A')).toBe(22);
    passUntil(g, { turn: 2, step: 'upkeep' });
    expect(objs(g, 'Grizzly Bears', { zone: 'exile' })).toHaveLength(1);
    expect(graveyard(g, 'A')).not.toContain('Grizzly Bears');
  });

  it('ruling: if it would leave the battlefield another way first, it is exiled instead (returned to hand)', () => {
    const g = whipped({ B: { hand: ['Unsummon'], battlefield: ['Island'] } });
    passPriority(g);
    cast(g, 'Unsummon', { targets: ['Grizzly Bears'] });
    resolveTop(g);
    expect(objs(g, 'Grizzly Bears', { zone: 'exile' })).toHaveLength(1);
    expect(objs(g, 'Grizzly Bears', { zone: 'hand' })).toHaveLength(0);
  });

  it('ruling: if the delayed exile is countered, the creature stays, and the replacement still exiles it when it leaves later', () => {
    const g = game({
      A: { battlefield: ['Whip of Erebos', 'Swamp', 'Swamp', 'Swamp', 'Swamp'], graveyard: ['Grizzly Bears'] },
      B: { hand: ['Stifle', 'Lightning Bolt'], battlefield: ['Island', 'Mountain'] },
    });
    passUntil(g, { step: 'precombat_main' });
    activate(g, 'Whip of Erebos', 0, [{ name: 'Grizzly Bears', zone: 'graveyard' }]);
    resolveTop(g);
    passUntil(g, { step: 'end_turn' });
    // The delayed trigger is on the stack; B counters it with Stifle.
    passPriority(g);
    const top = g.state.stack[g.state.stack.length - 1];
    expect(top?.kind).toBe('ability');
    cast(g, 'Stifle', { targets: [{ ability: top && 'id' in top ? top.id : -1 }] });
    resolveTop(g);
    passUntil(g, { turn: 2, step: 'precombat_main' });
    expect(objs(g, 'Grizzly Bears')).toHaveLength(1);
    cast(g, 'Lightning Bolt', { targets: ['Grizzly Bears'] });
    resolveTop(g);
    expect(objs(g, 'Grizzly Bears', { zone: 'exile' })).toHaveLength(1);
    expect(graveyard(g, 'A')).not.toContain('Grizzly Bears');
  });
});

describe('"sacrifice it unless you return an artifact you control to its owner\'s hand" (Glint Hawk; CR 118.12a)', () => {
  function hawk(battlefield: string[]): Game {
    const g = game({ A: { hand: ['Glint Hawk'], battlefield: ['Plains', ...battlefield] } });
    passUntil(g, { step: 'precombat_main' });
    cast(g, 'Glint Hawk');
    resolveTop(g); // the Hawk resolves; its enters trigger goes on the stack
    return g;
  }

  it('returning an artifact keeps the Hawk', () => {
    const g = hawk(['Ornithopter']);
    passUntilDecision(g, 'chooseCards');
    chooseCards(g, ['Ornithopter']);
    expect(objs(g, 'Glint Hawk')).toHaveLength(1);
    expect(objs(g, 'Ornithopter', { zone: 'hand' })).toHaveLength(1);
  });

  it('ruling: its controller may choose to sacrifice it even while controlling an artifact', () => {
    const g = hawk(['Ornithopter']);
    passUntilDecision(g, 'chooseCards');
    answer(g, { kind: 'cards', cards: [] });
    expect(graveyard(g, 'A')).toContain('Glint Hawk');
    expect(objs(g, 'Ornithopter')).toHaveLength(1);
  });

  it('ruling: with no artifact, it must be sacrificed', () => {
    const g = hawk([]);
    passUntil(g, { step: 'begin_combat' });
    expect(graveyard(g, 'A')).toContain('Glint Hawk');
  });
});

describe('"you may have it deal 1 damage to any target", "you may gain 1 life": optional triggered abilities (CR 603.5)', () => {
  function arsonist(yes: boolean): Game {
    const g = game({
      A: { battlefield: ['Goblin Arsonist'] },
      B: { hand: ['Lightning Bolt'], battlefield: ['Mountain'] },
    });
    passUntil(g, { step: 'precombat_main' });
    passPriority(g);
    cast(g, 'Lightning Bolt', { targets: ['Goblin Arsonist'] });
    resolveTop(g);
    passUntilDecision(g, 'yesNo');
    answer(g, { kind: yes ? 'yes' : 'no' });
    return g;
  }

  it('the dead Arsonist deals 1 damage to the target chosen as it triggered, if its controller chooses', () => {
    expect(life(arsonist(true), 'B')).toBe(19);
    expect(life(arsonist(false), 'B')).toBe(20);
  });

  it('"you may gain 1 life": asked as it resolves', () => {
    const g2 = game({
      A: { battlefield: ["Soul's Attendant", 'Forest', 'Forest'], hand: ['Grizzly Bears'] },
    });
    passUntil(g2, { step: 'precombat_main' });
    cast(g2, 'Grizzly Bears');
    resolveTop(g2);
    passUntilDecision(g2, 'yesNo');
    answer(g2, { kind: 'yes' });
    expect(life(g2, 'A')).toBe(21);
    expect(logTexts(g2).some((t) => t.includes('A gains 1 life'))).toBe(true);
  });
});

describe('"if an opponent controls more lands than you" (an intervening "if", CR 603.4)', () => {
  function knight(bLands: number): Game {
    const g = game({
      A: { hand: ['Knight of the White Orchid'], battlefield: ['Plains', 'Plains'], library: ['Plains', 'Island'] },
      B: { battlefield: Array.from({ length: bLands }, () => 'Forest') },
    });
    passUntil(g, { step: 'precombat_main' });
    cast(g, 'Knight of the White Orchid');
    resolveTop(g);
    return g;
  }

  it('with more lands than its controller, an opponent lets the Knight fetch a Plains onto the battlefield', () => {
    const g = knight(3);
    passUntilDecision(g, 'yesNo');
    answer(g, { kind: 'yes' });
    if (g.state.pending?.kind === 'chooseCards') chooseCards(g, ['Plains']);
    expect(objs(g, 'Plains')).toHaveLength(3);
  });

  it('ruling: unless an opponent controls more lands, the ability does not trigger at all', () => {
    const g = knight(2);
    expect(g.state.stack).toHaveLength(0);
    expect(g.state.triggers).toHaveLength(0);
    expect(objs(g, 'Plains')).toHaveLength(2);
  });
});

describe('the compiler reads "If you do" only after what tells whether it was done', () => {
  const card = (text: string) =>
    compileAndVerify({
      name: 'Test',
      typeLine: 'Creature — Bear',
      oracleText: text,
      manaCost: '{1}',
      power: '2',
      toughness: '2',
    });

  it('reads "you may pay {1}. If you do, draw a card."', () => {
    expect(card('At the beginning of your upkeep, you may pay {1}. If you do, draw a card.').verified).toBe(true);
  });

  it('refuses "If you do" after an effect that says nothing of being done, and a payment with nothing after it', () => {
    expect(card('At the beginning of your upkeep, draw a card. If you do, you gain 1 life.').compiled).toBe(false);
    expect(card('At the beginning of your upkeep, you may pay {1}. Draw a card.').compiled).toBe(false);
    expect(card('At the beginning of your upkeep, you may gain 1 life. If you do, draw a card.').compiled).toBe(false);
  });

  it('reads "If you do" after an optional draw, which tells whether a card was drawn (CR 118.12)', () => {
    expect(card('At the beginning of your upkeep, you may draw a card. If you do, you gain 1 life.').compiled).toBe(
      true,
    );
  });
});
