// CR 608.2h, 400.7: an object that has left its zone is referred to by its last known information, wherever it went.
import { describe, expect, it } from 'vitest';
import {
  activate,
  attack,
  battlefield,
  cast,
  chooseCards,
  decision,
  game,
  lands,
  logTexts,
  obj,
  objs,
  passPriority,
  passUntil,
  stack,
} from './helpers/harness.js';

describe('last known information of an object that left the battlefield', () => {
  it('an ability targeting Darksteel Colossus, paid by sacrificing it (shuffled into the library instead), names it', () => {
    const g = game({ A: { battlefield: ['Goblin Bombardment', 'Darksteel Colossus', 'Grizzly Bears'] } });
    const colossus = obj(g, 'Darksteel Colossus').id;
    activate(g, 'Goblin Bombardment', 0, ['Darksteel Colossus']);
    // CR 601.2c, 601.2h: the target is chosen before the cost is paid; the cost sacrifices the target itself.
    expect(decision(g)).toMatch(/^A chooseCards/);
    chooseCards(g, ['Darksteel Colossus']);
    expect(stack(g)).toHaveLength(1);
    // Its own replacement effect shuffled it into its owner's library (CR 614.1a).
    expect(objs(g, 'Darksteel Colossus', { zone: 'library' })).toHaveLength(1);
    // The old permanent is still readable as it last existed.
    expect(g.state.objects[colossus]).toMatchObject({ def: 'Darksteel Colossus', left: true, zone: 'battlefield' });
    expect(logTexts(g).some((t) => /Goblin Bombardment.*targeting Darksteel Colossus/.test(t))).toBe(true);
    // CR 608.2b: its only target is gone, so the ability does nothing as it resolves.
    passPriority(g);
    passPriority(g);
    expect(stack(g)).toEqual([]);
    expect(g.state.players[1]!.life).toBe(20);
  });
});

describe('an ability whose source was put into a library', () => {
  it("Borderland Marauder's attack trigger resolves after Whisk Away put it on top of its library", () => {
    const g = game({
      A: { battlefield: ['Borderland Marauder'] },
      B: { hand: ['Whisk Away'], battlefield: lands('Island', 3) },
    });
    passUntil(g, { step: 'precombat_main' });
    attack(g, ['Borderland Marauder']);
    expect(stack(g)).toHaveLength(1);
    passPriority(g);
    cast(g, 'Whisk Away', { targets: ['Borderland Marauder'] });
    passPriority(g);
    passPriority(g);
    // Whisk Away resolved: the Marauder is the top card of A's library; its trigger is still on the stack.
    const lib = g.state.players[0]!.library;
    expect(g.state.objects[lib[lib.length - 1]!]!.def).toBe('Borderland Marauder');
    expect(stack(g)).toHaveLength(1);
    passPriority(g);
    passPriority(g);
    expect(stack(g)).toEqual([]);
    expect(battlefield(g, 'A')).toEqual([]);
  });
});
