// Objects found by name (CR 201.2): "target creature and all other creatures with the same name as that creature"
// (one target; the others are found as the effect happens, CR 608.2b-c), "not named {this}", "cards named {this}".
// Played with compiled cards; cases from the Gatherer rulings of Maelstrom Pulse, Bile Blight, Sever the Bloodline,
// Detention Sphere, Squadron Hawk and Ranger of Eos.
import { describe, expect, it } from 'vitest';
import {
  announceTrigger,
  answer,
  cast,
  chooseCards,
  game,
  graveyard,
  hand,
  lands,
  obj,
  objs,
  passPriority,
  passUntil,
  pt,
  resolveStack,
  resolveTop,
  type Game,
} from './helpers/harness.js';

function legalNames(g: Game): string[] {
  const c = g.state.pending;
  if (c?.kind !== 'target') throw new Error(`no target decision: ${c?.kind}`);
  return c.legal.map((r) => ('object' in r ? g.state.objects[r.object]!.def : JSON.stringify(r))).sort();
}

describe('Maelstrom Pulse: "Destroy target nonland permanent and all other permanents with the same name"', () => {
  it('destroys the target and every other permanent with its name, whoever controls it, and nothing else', () => {
    const g = game({
      A: { hand: ['Maelstrom Pulse'], battlefield: [...lands('Swamp', 2), 'Forest', 'Grizzly Bears'] },
      B: { battlefield: ['Grizzly Bears', 'Grizzly Bears', 'Hill Giant'] },
    });
    passUntil(g, { step: 'precombat_main' });
    cast(g, 'Maelstrom Pulse', { targets: [{ name: 'Grizzly Bears', controller: 'B' }] });
    resolveTop(g);
    expect(graveyard(g, 'B')).toEqual(['Grizzly Bears', 'Grizzly Bears']);
    expect(graveyard(g, 'A')).toEqual(['Grizzly Bears', 'Maelstrom Pulse']);
    expect(obj(g, 'Hill Giant').zone).toBe('battlefield');
  });

  it('ruling: if the target isn’t destroyed (it regenerates), the others with its name still are', () => {
    const g = game({
      A: { hand: ['Maelstrom Pulse'], battlefield: [...lands('Swamp', 2), 'Forest'] },
      B: { battlefield: ['Drudge Skeletons', 'Drudge Skeletons', 'Swamp'] },
    });
    passUntil(g, { step: 'precombat_main' });
    cast(g, 'Maelstrom Pulse', { targets: ['Drudge Skeletons'] });
    const spell = g.state.stack[0]!;
    const target = spell.kind === 'spell' ? g.state.objects[spell.object]!.targets[0] : undefined;
    if (!target || !('object' in target)) throw new Error('no target');
    const targeted = target.object;
    // B regenerates the targeted Skeletons only.
    passPriority(g);
    const c = g.state.pending;
    if (c?.kind !== 'priority') throw new Error('no priority');
    const regen = c.actions.find((a) => a.kind === 'activate' && a.source === targeted);
    if (!regen) throw new Error('no regeneration offered');
    answer(g, regen);
    while (g.state.pending?.kind === 'payMana') answer(g, { kind: 'autoPay' });
    resolveStack(g);
    expect(objs(g, 'Drudge Skeletons')).toHaveLength(1);
    expect(obj(g, 'Drudge Skeletons').id).toBe(targeted);
    expect(graveyard(g, 'B')).toEqual(['Drudge Skeletons']);
  });

  it('ruling: if the target is illegal as it resolves, nothing is destroyed', () => {
    const g = game({
      A: { hand: ['Maelstrom Pulse'], battlefield: [...lands('Swamp', 2), 'Forest'] },
      B: { hand: ['Unsummon'], battlefield: ['Grizzly Bears', 'Grizzly Bears', 'Island'] },
    });
    passUntil(g, { step: 'precombat_main' });
    cast(g, 'Maelstrom Pulse', { targets: ['Grizzly Bears'] });
    passPriority(g);
    const spell = g.state.stack[0]!;
    const target = spell.kind === 'spell' ? g.state.objects[spell.object]!.targets[0] : undefined;
    if (!target) throw new Error('no target');
    cast(g, 'Unsummon', { targets: [target] });
    resolveStack(g);
    expect(hand(g, 'B')).toEqual(['Grizzly Bears']);
    expect(objs(g, 'Grizzly Bears')).toHaveLength(1);
    expect(graveyard(g, 'B')).toEqual(['Unsummon']);
  });
});

describe('Bile Blight: "Target creature and all other creatures with the same name as that creature get -3/-3"', () => {
  it('ruling: only one target — a creature with hexproof and the same name gets -3/-3 too', () => {
    const g = game({
      A: { hand: ['Bile Blight'], battlefield: [...lands('Swamp', 2), 'Gladecover Scout', 'Hill Giant'] },
      B: { battlefield: ['Gladecover Scout', 'Craw Wurm'] },
    });
    passUntil(g, { step: 'precombat_main' });
    // B's Gladecover Scout has hexproof: it can't be the target, A's own can.
    cast(g, 'Bile Blight', { targets: [{ name: 'Gladecover Scout', controller: 'A' }] });
    resolveTop(g);
    expect(graveyard(g, 'A')).toContain('Gladecover Scout');
    expect(graveyard(g, 'B')).toEqual(['Gladecover Scout']);
    expect(pt(g, 'Hill Giant')).toBe('3/3');
    expect(pt(g, 'Craw Wurm')).toBe('6/4');
  });
});

describe('Sever the Bloodline: "Exile target creature and all other creatures with the same name"', () => {
  it('ruling: only creatures on the battlefield are exiled — a card with that name in a graveyard stays', () => {
    const g = game({
      A: { hand: ['Sever the Bloodline'], battlefield: lands('Swamp', 4) },
      B: { battlefield: ['Grizzly Bears', 'Grizzly Bears'], graveyard: ['Grizzly Bears'] },
    });
    passUntil(g, { step: 'precombat_main' });
    cast(g, 'Sever the Bloodline', { targets: ['Grizzly Bears'] });
    resolveTop(g);
    expect(objs(g, 'Grizzly Bears', { zone: 'exile' })).toHaveLength(2);
    expect(graveyard(g, 'B')).toEqual(['Grizzly Bears']);
  });
});

describe('Detention Sphere', () => {
  function sphere(bBattlefield: readonly string[]): Game {
    const g = game({
      A: { hand: ['Detention Sphere'], battlefield: [...lands('Plains', 2), 'Island', 'Detention Sphere'] },
      B: { hand: ['Disenchant'], battlefield: [...bBattlefield, 'Plains', 'Plains'] },
    });
    passUntil(g, { step: 'precombat_main' });
    cast(g, 'Detention Sphere');
    resolveTop(g);
    return g;
  }

  it('can’t target a permanent named Detention Sphere; exiles the target and the others with its name', () => {
    const g = sphere(['Grizzly Bears', 'Grizzly Bears', 'Hill Giant']);
    expect(g.state.pending?.kind).toBe('target');
    expect(legalNames(g)).toEqual(['Grizzly Bears', 'Grizzly Bears', 'Hill Giant']);
    announceTrigger(g, { targets: ['Grizzly Bears'] });
    resolveTop(g);
    answer(g, { kind: 'yes' });
    expect(objs(g, 'Grizzly Bears', { zone: 'exile' })).toHaveLength(2);
    expect(obj(g, 'Hill Giant').zone).toBe('battlefield');
  });

  it('when it leaves the battlefield, the exiled cards return under their owner’s control', () => {
    const g = sphere(['Grizzly Bears', 'Grizzly Bears']);
    announceTrigger(g, { targets: ['Grizzly Bears'] });
    resolveTop(g);
    answer(g, { kind: 'yes' });
    passUntil(g, { turn: 2, step: 'precombat_main' });
    const newest = g.state.battlefield
      .map((id) => g.state.objects[id]!)
      .filter((o) => o.def === 'Detention Sphere')
      .sort((a, b) => b.id - a.id)[0]!;
    cast(g, 'Disenchant', { targets: [{ object: newest.id }] });
    resolveStack(g);
    const back = objs(g, 'Grizzly Bears');
    expect(back).toHaveLength(2);
    expect(back.every((o) => o.controller === 1)).toBe(true);
  });
});

describe('searching by name and by mana value', () => {
  it('Squadron Hawk finds up to three cards named Squadron Hawk and only those', () => {
    const g = game({
      A: {
        hand: ['Squadron Hawk'],
        battlefield: lands('Plains', 2),
        library: ['Squadron Hawk', 'Grizzly Bears', 'Squadron Hawk', 'Plains'],
      },
    });
    passUntil(g, { step: 'precombat_main' });
    cast(g, 'Squadron Hawk');
    resolveTop(g);
    resolveTop(g);
    answer(g, { kind: 'yes' });
    const c = g.state.pending;
    if (c?.kind !== 'chooseCards') throw new Error('expected the search');
    expect(c.max).toBe(3);
    expect(c.cards.map((id) => g.state.objects[id]!.def)).toEqual(['Squadron Hawk', 'Squadron Hawk']);
    chooseCards(g, ['Squadron Hawk', 'Squadron Hawk']);
    expect(hand(g, 'A')).toEqual(['Squadron Hawk', 'Squadron Hawk']);
  });

  it('Ranger of Eos: ruling — zero, one or two creature cards, each with mana value 1 or less', () => {
    const g = game({
      A: {
        hand: ['Ranger of Eos'],
        battlefield: lands('Plains', 4),
        library: ['Savannah Lions', 'Grizzly Bears', 'Memnite', 'Plains'],
      },
    });
    passUntil(g, { step: 'precombat_main' });
    cast(g, 'Ranger of Eos');
    resolveTop(g);
    resolveTop(g);
    answer(g, { kind: 'yes' });
    const c = g.state.pending;
    if (c?.kind !== 'chooseCards') throw new Error('expected the search');
    expect(c.max).toBe(2);
    expect(c.cards.map((id) => g.state.objects[id]!.def).sort()).toEqual(['Memnite', 'Savannah Lions']);
    chooseCards(g, ['Memnite']);
    expect(hand(g, 'A')).toEqual(['Memnite']);
  });
});
