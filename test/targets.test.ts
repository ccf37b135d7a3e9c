// CR 115 (targets), 601.2c (choosing them), 608.2b (rechecking them on resolution), 702.11 (hexproof).
import { describe, expect, it } from 'vitest';
import {
  activate,
  answer,
  attempt,
  battlefield,
  canCast,
  cast,
  game,
  graveyard,
  life,
  logTexts,
  obj,
  passPriority,
  pt,
  resolveStack,
  stack,
} from './helpers/harness.js';

describe('hexproof (CR 702.11)', () => {
  it('CR 702.11b: a hexproof creature is not a legal target for an opponent’s spell', () => {
    const g = game({
      A: { hand: ['Shock'], battlefield: ['Mountain'] },
      B: { battlefield: ['Gladecover Scout', 'Grizzly Bears'] },
    });
    const scout = obj(g, 'Gladecover Scout').id;
    answer(g, { kind: 'cast', card: obj(g, 'Shock', { zone: 'hand' }).id });
    const c = g.state.pending;
    if (c?.kind !== 'target') throw new Error('expected a target choice');
    expect(c.legal).not.toContainEqual({ object: scout });
    expect(c.legal).toContainEqual({ object: obj(g, 'Grizzly Bears').id });
    expect(c.legal).toContainEqual({ player: 1 });
    const r = attempt(g, 'A', { kind: 'target', target: { object: scout } });
    expect(r.ok).toBe(false);
    expect(r.state).toBe(g.state);
  });

  it('CR 702.11b: nor for an opponent’s activated ability', () => {
    const g = game({ A: { battlefield: ['Anaba Shaman', 'Mountain'] }, B: { battlefield: ['Gladecover Scout'] } });
    const scout = obj(g, 'Gladecover Scout').id;
    const shaman = obj(g, 'Anaba Shaman').id;
    answer(g, { kind: 'activate', source: shaman, ability: 0 });
    const c = g.state.pending;
    expect(c?.kind === 'target' && c.legal).toEqual([{ player: 0 }, { player: 1 }, { object: shaman }]);
    expect(attempt(g, 'A', { kind: 'target', target: { object: scout } }).ok).toBe(false);
  });

  it('CR 702.11b: its controller can target it', () => {
    const g = game({ B: { hand: ['Giant Growth'], battlefield: ['Forest', 'Gladecover Scout'] } });
    passPriority(g); // A passes in the upkeep; B has priority
    cast(g, 'Giant Growth', { targets: ['Gladecover Scout'] });
    resolveStack(g);
    expect(pt(g, 'Gladecover Scout')).toBe('4/4');
  });

  it('CR 601.2c: a spell whose only legal targets are hexproof is not offered', () => {
    const g = game({
      A: { hand: ['Giant Growth'], battlefield: ['Forest'] },
      B: { battlefield: ['Gladecover Scout'] },
    });
    expect(canCast(g, 'Giant Growth')).toBe(false);
  });
});

describe('targets on resolution (CR 608.2b)', () => {
  it('CR 608.2b: a spell whose only target became illegal doesn’t resolve and goes to the graveyard', () => {
    const g = game({
      A: { hand: ['Shock', 'Shock'], battlefield: ['Mountain', 'Mountain'] },
      B: { battlefield: ['Grizzly Bears'] },
    });
    cast(g, 'Shock', { targets: ['Grizzly Bears'] });
    const first = g.state.stack[0]!;
    // In response, a second Shock kills the Bears first.
    cast(g, 'Shock', { targets: ['Grizzly Bears'] });
    const mark = g.log.length;
    resolveStack(g);
    expect(battlefield(g, 'B')).toEqual([]);
    expect(graveyard(g, 'B')).toEqual(['Grizzly Bears']);
    expect(graveyard(g, 'A')).toEqual(['Shock', 'Shock']);
    expect(stack(g)).toEqual([]);
    const texts = logTexts(g, mark);
    expect(texts.filter((t) => t === 'Shock resolves')).toHaveLength(1);
    expect(texts).toContain("Shock doesn't resolve: all its targets are illegal (CR 608.2b)");
    // The spell that didn't resolve is the first one cast.
    const firstObj = first.kind === 'spell' ? g.state.objects[first.object]! : null;
    expect(firstObj?.left).toBe(true);
    const moved = g.log
      .slice(mark)
      .find((e) => e.event.kind === 'zoneChange' && e.rule === 'CR 608.2b' && e.event.object === firstObj?.id);
    expect(moved).toBeDefined();
  });

  it('CR 608.2b: a pump spell on a creature that died in response doesn’t resolve; nothing else is affected', () => {
    const g = game({
      A: { hand: ['Giant Growth'], battlefield: ['Forest', 'Grizzly Bears', 'Llanowar Elves'] },
      B: { hand: ['Shock'], battlefield: ['Mountain'] },
    });
    cast(g, 'Giant Growth', { targets: ['Grizzly Bears'] });
    passPriority(g); // B gets priority with Giant Growth on the stack
    cast(g, 'Shock', { targets: ['Grizzly Bears'] });
    resolveStack(g);
    expect(graveyard(g, 'A')).toEqual(['Grizzly Bears', 'Giant Growth']);
    expect(pt(g, 'Llanowar Elves')).toBe('1/1');
    expect(g.state.effects).toEqual([]);
    expect(life(g, 'A')).toBe(20);
  });

  it('CR 608.2b: an activated ability whose target left doesn’t resolve', () => {
    const g = game({
      A: { battlefield: ['Anaba Shaman', 'Mountain'] },
      B: { hand: ['Shock'], battlefield: ['Mountain', 'Llanowar Elves'] },
    });
    activate(g, 'Anaba Shaman', 0, ['Llanowar Elves']);
    passPriority(g);
    cast(g, 'Shock', { targets: ['Llanowar Elves'] });
    const mark = g.log.length;
    resolveStack(g);
    expect(logTexts(g, mark)).toContain(
      "Anaba Shaman's ability doesn't resolve: all its targets are illegal (CR 608.2b)",
    );
    expect(life(g, 'B')).toBe(20);
  });
});
