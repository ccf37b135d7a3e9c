// Casting a card another way than from hand for its mana cost: miracle (CR 702.94), disturb (702.146), flashback
// (702.34) and jump-start (702.133), each announced as the spell is cast (601.2b) with its alternative or additional
// cost (118.9); casting a spell while an ability resolves (608.2g), and backing out of it (732.1). Each test quotes
// the rule or Oracle text it checks.
import { describe, expect, it } from 'vitest';
import { characteristics, viewFor } from '../src/engine/index.js';
import { actionLabel, stackItemText } from '../src/cli/describe.js';
import {
  answer,
  attempt,
  battlefield,
  canCast,
  cast,
  chooseCards,
  decision,
  game,
  graveyard,
  hand,
  handSize,
  keywords,
  life,
  logTexts,
  obj,
  objs,
  offered,
  passPriority,
  passUntil,
  pt,
  resolveStack,
  stack,
  type Game,
} from './helpers/harness.js';
import { exampleLine, TRANSFORM_EXAMPLES } from './helpers/examples.js';

const PLAINS = (k: number): string[] => Array.from({ length: k }, () => 'Plains');
const exiled = (g: Game): string[] => g.state.exile.map((id) => characteristics(g.state, id).name);
const yes = (g: Game) => answer(g, { kind: 'yes' });
const no = (g: Game) => answer(g, { kind: 'no' });

/** The prompt of the pending yes/no decision (fails if there is none). */
function question(g: Game): string {
  const c = g.state.pending;
  if (c?.kind !== 'yesNo') throw new Error(`expected a yes/no decision, found ${decision(g)}`);
  return c.prompt;
}

/** The top spell of the stack as an object. */
function topSpell(g: Game): number {
  const it = g.state.stack[g.state.stack.length - 1];
  if (it?.kind !== 'spell') throw new Error('no spell on top of the stack');
  return it.object;
}

describe('miracle (CR 702.94)', () => {
  // B's turn 1; A holds Radical Idea ("Draw a card") and draws Reforge the Soul with it in B's upkeep: the first card
  // A draws this turn.
  const setup = (mana: readonly string[] = ['Island', 'Island', 'Mountain', 'Mountain']): Game =>
    game({
      startingPlayer: 'B',
      A: { library: [...PLAINS(10), 'Reforge the Soul'], hand: ['Radical Idea'], battlefield: [...mana] },
      B: { hand: ['Mountain'] },
    });

  /** A casts Radical Idea in B's upkeep; it resolves and A draws Reforge the Soul. */
  function drawReforgeInUpkeep(g: Game): void {
    passUntil(g, { turn: 1, step: 'upkeep' });
    passPriority(g); // B, the active player, passes; A gets priority
    cast(g, 'Radical Idea');
    passPriority(g);
    passPriority(g);
  }

  it("702.94a: revealed as the first card drawn this turn, it is cast for {1}{R} in the opponent's upkeep", () => {
    const g = setup();
    drawReforgeInUpkeep(g);
    // "You may reveal this card from your hand as you draw it if it's the first card you've drawn this turn."
    expect(question(g)).toMatch(/^Miracle: reveal Reforge the Soul/);
    yes(g);
    const card = obj(g, 'Reforge the Soul', { zone: 'hand' });
    // 702.94b: "they play with that card revealed": the opponent sees it.
    expect(card.revealed).toBe(true);
    expect(viewFor(g.state, 1).objects[card.id]?.def).toBe('Reforge the Soul');
    // "When you reveal this card this way, you may cast it ..." — a triggered ability, put on the stack before a
    // player receives priority.
    expect(stack(g)).toEqual(['Reforge the Soul ability']);
    expect(logTexts(g)).toContain('A reveals Reforge the Soul (CR 702.94a)');
    expect(stackItemText(viewFor(g.state, 1), g.state.stack[0]!)).toBe(
      `Reforge the Soul's triggered ability: "When you reveal Reforge the Soul this way, you may cast it by paying {1}{R} rather than its mana cost" — A`,
    );
    passPriority(g);
    passPriority(g);
    // "... by paying {1}{R} rather than its mana cost": during the ability's resolution (CR 608.2g), ignoring timing.
    expect(question(g)).toBe('Reforge the Soul: cast Reforge the Soul for {1}{R} (Miracle)?');
    yes(g);
    expect(g.state.pending?.kind).toBe('payMana');
    answer(g, { kind: 'autoPay' });
    // A sorcery on the stack in the opponent's upkeep; its mana value is still 5 (CR 118.9c).
    expect(where(g)).toEqual({ turn: 1, step: 'upkeep' });
    expect(stack(g)).toEqual(['Reforge the Soul']);
    expect(characteristics(g.state, topSpell(g)).manaValue).toBe(5);
    expect(g.state.objects[topSpell(g)]?.castVia).toBe('miracle');
    expect(logTexts(g)).toContain('A casts Reforge the Soul using Miracle (CR 702.94a)');
    // Two Islands paid for Radical Idea, the Mountains for the miracle cost: every land is tapped.
    expect(objs(g, 'Mountain').every((o) => o.tapped) && objs(g, 'Island').every((o) => o.tapped)).toBe(true);
    resolveStack(g);
    // "Each player discards their hand, then draws seven cards."
    expect(graveyard(g, 'A')).toEqual(['Radical Idea', 'Reforge the Soul']);
    expect(graveyard(g, 'B')).toEqual(['Mountain']);
    expect([handSize(g, 'A'), handSize(g, 'B')]).toEqual([7, 7]);
  });

  function where(g: Game): { turn: number; step: string } {
    return { turn: g.state.turn.number, step: g.state.turn.step };
  }

  it('702.94a: declining to reveal: no trigger, and the card stays hidden in hand', () => {
    const g = setup();
    drawReforgeInUpkeep(g);
    no(g);
    expect(stack(g)).toEqual([]);
    expect(decision(g)).toBe('B priority');
    const card = obj(g, 'Reforge the Soul', { zone: 'hand' });
    expect(card.revealed).toBe(false);
    const view = viewFor(g.state, 1);
    expect(view.objects[card.id]).toBeNull();
    expect(view.players[0]!.hand).not.toContain(card.id);
    expect(view.players[0]!.hand.map((id) => view.objects[id]?.def)).toEqual(['']);
  });

  it('"you may cast it": declining at resolution leaves it in hand, no longer revealed (702.94b)', () => {
    const g = setup();
    drawReforgeInUpkeep(g);
    yes(g);
    passPriority(g);
    passPriority(g);
    no(g);
    expect(stack(g)).toEqual([]);
    expect(hand(g, 'A')).toEqual(['Reforge the Soul']);
    expect(obj(g, 'Reforge the Soul', { zone: 'hand' }).revealed).toBe(false);
    expect(objs(g, 'Mountain').some((o) => o.tapped)).toBe(false);
  });

  it('CR 732.1: cancelling the payment backs out of casting it; the ability has still resolved', () => {
    const g = setup();
    drawReforgeInUpkeep(g);
    yes(g);
    passPriority(g);
    passPriority(g);
    yes(g);
    // Tap one Mountain by hand, then cancel: the game returns to before the spell was proposed (the Mountain
    // untaps), and the player has declined to cast it.
    const c = g.state.pending;
    if (c?.kind !== 'payMana') throw new Error('expected the miracle cost to be paid');
    const mountain = c.sources.find((s) => characteristics(g.state, s.source).name === 'Mountain')!;
    answer(g, { kind: 'payWith', source: mountain.source, ability: mountain.ability });
    expect(objs(g, 'Mountain').some((o) => o.tapped)).toBe(true);
    const events = answer(g, { kind: 'cancel' });
    expect(events.map((e) => e.text)).toContain('A cancels');
    expect(stack(g)).toEqual([]);
    expect(hand(g, 'A')).toEqual(['Reforge the Soul']);
    expect(objs(g, 'Mountain').some((o) => o.tapped)).toBe(false);
    expect(decision(g)).toBe('B priority');
  });

  it('without the mana to pay its miracle cost, the ability resolves and nothing is asked', () => {
    const g = setup(['Island', 'Island']);
    drawReforgeInUpkeep(g);
    yes(g);
    passPriority(g);
    passPriority(g);
    expect(decision(g)).toBe('B priority');
    expect(logTexts(g)).toContain("Reforge the Soul can't be cast now (CR 601.3)");
    expect(hand(g, 'A')).toEqual(['Reforge the Soul']);
  });

  it('only the first card drawn this turn: after a draw-step draw, drawing a miracle card asks nothing', () => {
    // B's turn 1, then A's turn 2: A draws a Plains in the draw step, then Reforge the Soul with Radical Idea.
    const g = game({
      startingPlayer: 'B',
      A: {
        library: [...PLAINS(10), 'Reforge the Soul', 'Plains'],
        hand: ['Radical Idea'],
        battlefield: ['Island', 'Island', 'Mountain', 'Mountain'],
      },
    });
    passUntil(g, { turn: 2, step: 'precombat_main' });
    expect(g.state.players[0]!.drawsThisTurn).toBe(1);
    cast(g, 'Radical Idea');
    passPriority(g);
    passPriority(g);
    expect(hand(g, 'A')).toEqual(['Plains', 'Reforge the Soul']);
    expect(decision(g)).toBe('A priority');
    expect(stack(g)).toEqual([]);
    expect(logTexts(g).some((t) => t.includes('reveals'))).toBe(false);
  });

  it("in its owner's draw step, the card drawn for the turn can be cast as a miracle there", () => {
    const g = game({
      startingPlayer: 'B',
      A: { library: [...PLAINS(10), 'Reforge the Soul'], battlefield: ['Mountain', 'Mountain'] },
    });
    passUntil(g, { turn: 2, step: 'upkeep' });
    passPriority(g);
    passPriority(g);
    // Turn 2's draw: the question comes as the card is drawn, before anyone has priority.
    expect(question(g)).toMatch(/^Miracle: reveal Reforge the Soul/);
    yes(g);
    passPriority(g);
    passPriority(g);
    yes(g);
    answer(g, { kind: 'autoPay' });
    expect(g.state.turn.step).toBe('draw');
    expect(stack(g)).toEqual(['Reforge the Soul']);
    resolveStack(g);
    expect(handSize(g, 'A')).toBe(7);
  });
});

describe('disturb (CR 702.146)', () => {
  const inGraveyard = (): Game =>
    game({
      A: { graveyard: ['Baithook Angler'], battlefield: ['Island', 'Island', 'Island'] },
      B: { hand: ['Lightning Bolt'], battlefield: ['Mountain'] },
    });

  it('702.146a: cast transformed from the graveyard for {1}{U}; the spell has only its back face (712.8c)', () => {
    const g = inGraveyard();
    passUntil(g, { turn: 1, step: 'precombat_main' });
    // Offered as its own action, named by the spell it makes; never as a plain cast from the graveyard.
    expect(offered(g)).toContain('cast Hook-Haunt Drifter using Disturb');
    expect(canCast(g, 'Baithook Angler')).toBe(false);
    const c = g.state.pending;
    const action = c?.kind === 'priority' ? c.actions.find((a) => a.kind === 'cast') : undefined;
    expect(action && actionLabel(viewFor(g.state, 0), action)).toBe(
      'Cast Hook-Haunt Drifter using Disturb {1}{U} (from your graveyard)',
    );
    cast(g, 'Hook-Haunt Drifter', { via: 'disturb' });
    const spell = characteristics(g.state, topSpell(g));
    expect([spell.name, spell.types.join(), spell.subtypes.join(), spell.colors.join()]).toEqual([
      'Hook-Haunt Drifter',
      'Creature',
      'Spirit',
      'U',
    ]);
    // 712.8c: "Its mana value is calculated using the mana cost of its front face" ({1}{U}).
    expect(spell.manaValue).toBe(2);
    expect(logTexts(g)).toContain('A casts Hook-Haunt Drifter using Disturb (CR 702.146a)');
    expect(objs(g, 'Island').filter((o) => o.tapped)).toHaveLength(2);
    resolveStack(g);
    // 702.146b: "enters the battlefield with its back face up".
    expect(battlefield(g, 'A')).toContain('Hook-Haunt Drifter');
    expect(pt(g, 'Hook-Haunt Drifter')).toBe('1/2');
    expect(keywords(g, 'Hook-Haunt Drifter')).toContain('flying');
    expect(characteristics(g.state, obj(g, 'Hook-Haunt Drifter').id).manaValue).toBe(2);
    expect(graveyard(g, 'A')).toEqual([]);
  });

  it('"If Hook-Haunt Drifter would be put into a graveyard from anywhere, exile it instead."', () => {
    const g = inGraveyard();
    passUntil(g, { turn: 1, step: 'precombat_main' });
    cast(g, 'Hook-Haunt Drifter', { via: 'disturb' });
    resolveStack(g);
    passPriority(g); // A passes; B casts Lightning Bolt at the Drifter
    cast(g, 'Lightning Bolt', { targets: ['Hook-Haunt Drifter'] });
    const mark = g.log.length;
    resolveStack(g);
    expect(battlefield(g, 'A')).not.toContain('Hook-Haunt Drifter');
    // The card is exiled, front face up again (CR 712.8a); it never reached the graveyard, so it didn't die.
    expect(graveyard(g, 'A')).toEqual([]);
    expect(exiled(g)).toEqual(['Baithook Angler']);
    expect(logTexts(g, mark)).toContain('Hook-Haunt Drifter is exiled instead of dying — lethal damage (CR 704.5g)');
  });

  it('disturb works only from the graveyard: a card in hand is cast front face up, for its mana cost', () => {
    const g = game({ A: { hand: ['Baithook Angler'], battlefield: ['Island', 'Island'] } });
    passUntil(g, { turn: 1, step: 'precombat_main' });
    expect(offered(g)).toContain('cast Baithook Angler');
    expect(offered(g).some((t) => t.includes('Disturb'))).toBe(false);
    const card = obj(g, 'Baithook Angler', { zone: 'hand' }).id;
    const r = attempt(g, 'A', { kind: 'cast', card, via: 'disturb' });
    expect(r.ok ? null : r.error.code).toBe('illegalAnswer');
    cast(g, 'Baithook Angler');
    resolveStack(g);
    expect(pt(g, 'Baithook Angler')).toBe('2/1');
  });

  it('a creature spell cast with disturb keeps sorcery timing (CR 307.1 via the back face, 712.11c)', () => {
    const g = inGraveyard();
    passUntil(g, { turn: 1, step: 'upkeep' });
    expect(offered(g).some((t) => t.includes('Disturb'))).toBe(false);
  });
});

describe('flashback (CR 702.34) and jump-start (CR 702.133)', () => {
  it('702.34a: Think Twice from the graveyard for {2}{U}, then exiled as it leaves the stack', () => {
    const g = game({ A: { hand: ['Think Twice'], battlefield: ['Island', 'Island', 'Island', 'Island', 'Island'] } });
    passUntil(g, { turn: 1, step: 'precombat_main' });
    expect(offered(g).some((t) => t.includes('Flashback'))).toBe(false);
    cast(g, 'Think Twice');
    resolveStack(g);
    expect(graveyard(g, 'A')).toEqual(['Think Twice']);
    expect(offered(g)).toContain('cast Think Twice using Flashback');
    cast(g, 'Think Twice', { via: 'flashback' });
    // CR 118.9c: the alternative cost doesn't change the spell's mana cost.
    expect(characteristics(g.state, topSpell(g)).manaValue).toBe(2);
    expect(objs(g, 'Island').filter((o) => o.tapped)).toHaveLength(5);
    resolveStack(g);
    expect(handSize(g, 'A')).toBe(2);
    expect(graveyard(g, 'A')).toEqual([]);
    expect(exiled(g)).toEqual(['Think Twice']);
    expect(logTexts(g)).toContain('Think Twice is exiled (flashback) (CR 702.34a)');
  });

  it('702.34a: a flashback spell that is countered is exiled too ("any time it would leave the stack")', () => {
    const g = game({
      A: { graveyard: ['Think Twice'], battlefield: ['Island', 'Island', 'Island'] },
      B: { hand: ['Cancel'], battlefield: ['Island', 'Island', 'Island'] },
    });
    passUntil(g, { turn: 1, step: 'precombat_main' });
    cast(g, 'Think Twice', { via: 'flashback' });
    passPriority(g);
    cast(g, 'Cancel', { targets: ['Think Twice'] });
    resolveStack(g);
    expect(handSize(g, 'A')).toBe(0);
    expect(graveyard(g, 'A')).toEqual([]);
    expect(exiled(g)).toEqual(['Think Twice']);
    expect(logTexts(g)).toContain('Think Twice is countered by Cancel — exiled instead (CR 701.6a)');
  });

  it('Firebolt with flashback {4}{R}: a sorcery, cast only when a sorcery could be', () => {
    const g = game({
      A: { graveyard: ['Firebolt'], battlefield: ['Mountain', 'Mountain', 'Mountain', 'Mountain', 'Mountain'] },
    });
    passUntil(g, { turn: 1, step: 'upkeep' });
    expect(offered(g).some((t) => t.includes('Flashback'))).toBe(false);
    passUntil(g, { turn: 1, step: 'precombat_main' });
    cast(g, 'Firebolt', { via: 'flashback', targets: ['B'] });
    resolveStack(g);
    expect(life(g, 'B')).toBe(18);
    expect(exiled(g)).toEqual(['Firebolt']);
  });

  it('702.133a: jump-start casts from the graveyard discarding a card, then exiles the spell', () => {
    const g = game({ A: { graveyard: ['Radical Idea'], hand: ['Plains'], battlefield: ['Island', 'Island'] } });
    passUntil(g, { turn: 1, step: 'precombat_main' });
    cast(g, 'Radical Idea', { via: 'jump-start' });
    chooseCards(g, ['Plains']);
    expect(graveyard(g, 'A')).toEqual(['Plains']);
    resolveStack(g);
    expect(handSize(g, 'A')).toBe(1);
    expect(exiled(g)).toEqual(['Radical Idea']);
  });
});

describe('the scenario examples', () => {
  it('testDisturbExile (Hook-Haunt Drifter using Disturb, then Lightning Bolt) passes', () => {
    expect(exampleLine(TRANSFORM_EXAMPLES, 'testDisturbExile')).toMatch(/^PASS /);
  });

  it('testNotionThief2 (Reforge the Soul with Notion Thief out) passes', () => {
    expect(exampleLine('org__mage__test__cards__replacement__DrawEffectsTest.json', 'testNotionThief2')).toMatch(
      /^PASS /,
    );
  });
});
