// CR 301.7, 702.122: Vehicles and crew. "Crew N" means "Tap any number of other untapped creatures you control with
// total power N or greater: This permanent becomes an artifact creature until end of turn." Played with compiled
// Vehicles (Sky Skiff, Irontread Crusher, Unicycle).
import { describe, expect, it } from 'vitest';
import { characteristics } from '../src/engine/index.js';
import {
  activate,
  answer,
  attack,
  block,
  canActivate,
  chooseCards,
  game,
  keywords,
  life,
  logTexts,
  obj,
  passPriority,
  passUntil,
  pt,
  resolveStack,
  type Game,
} from './helpers/harness.js';

const isCreature = (g: Game, name: string): boolean => characteristics(g.state, obj(g, name).id).creature;

/** Activates the Vehicle's crew ability (its `n`th activated ability), tapping the named creatures (one at a time, then
 * none more). */
function crew(g: Game, vehicle: string, creatures: readonly string[], n = 0): void {
  activate(g, vehicle, n);
  for (const c of creatures) chooseCards(g, [c]);
  if (g.state.pending?.kind === 'chooseCards') chooseCards(g, []);
  resolveStack(g);
}

describe('crew (CR 702.122a)', () => {
  it('Sky Skiff, crewed by Grizzly Bears: the Bears are tapped and the Skiff is a 2/3 flying artifact creature', () => {
    const g = game({ A: { battlefield: ['Sky Skiff', 'Grizzly Bears'] } });
    passUntil(g, { step: 'precombat_main' });
    expect(isCreature(g, 'Sky Skiff')).toBe(false);
    const mark = g.log.length;
    crew(g, 'Sky Skiff', ['Grizzly Bears']);
    expect(obj(g, 'Grizzly Bears').tapped).toBe(true);
    expect(characteristics(g.state, obj(g, 'Sky Skiff').id).types).toEqual(['Artifact', 'Creature']);
    expect(pt(g, 'Sky Skiff')).toBe('2/3');
    expect(keywords(g, 'Sky Skiff')).toEqual(['flying']);
    expect(logTexts(g, mark)).toContain('Grizzly Bears crews Sky Skiff (CR 702.122b)');
    attack(g, ['Sky Skiff']);
    for (let i = 0; i < 20 && g.state.turn.step !== 'end_combat'; i++) passPriority(g);
    expect(life(g, 'B')).toBe(18);
  });

  it('a creature with summoning sickness may crew (the cost is no {T} of its own, CR 302.6)', () => {
    const g = game({ A: { hand: ['Grizzly Bears'], battlefield: ['Sky Skiff', 'Forest', 'Forest'] } });
    passUntil(g, { step: 'precombat_main' });
    expect(canActivate(g, 'Sky Skiff')).toBe(false);
    answer(g, { kind: 'cast', card: obj(g, 'Grizzly Bears', { zone: 'hand' }).id });
    while (g.state.pending?.kind === 'payMana') answer(g, { kind: 'autoPay' });
    resolveStack(g);
    expect(canActivate(g, 'Sky Skiff')).toBe(true);
    crew(g, 'Sky Skiff', ['Grizzly Bears']);
    expect(isCreature(g, 'Sky Skiff')).toBe(true);
  });

  it('needs total power N: Crew 3 is not offered with power 2, and takes two creatures with 2 + 1', () => {
    const weak = game({ A: { battlefield: ['Irontread Crusher', 'Grizzly Bears'] } });
    passUntil(weak, { step: 'precombat_main' });
    expect(canActivate(weak, 'Irontread Crusher')).toBe(false);
    const g = game({ A: { battlefield: ['Irontread Crusher', 'Grizzly Bears', 'Llanowar Elves'] } });
    passUntil(g, { step: 'precombat_main' });
    activate(g, 'Irontread Crusher', 0);
    expect(g.state.pending).toMatchObject({ kind: 'chooseCards', min: 1, max: 1 });
    chooseCards(g, ['Grizzly Bears']);
    // 2 of 3: one more is needed, and nothing is optional yet.
    expect(g.state.pending).toMatchObject({ kind: 'chooseCards', min: 1, max: 1 });
    chooseCards(g, ['Llanowar Elves']);
    resolveStack(g);
    expect(obj(g, 'Grizzly Bears').tapped && obj(g, 'Llanowar Elves').tapped).toBe(true);
    expect(pt(g, 'Irontread Crusher')).toBe('6/6');
  });

  it('may tap more creatures than it needs ("any number ... with total power N or greater")', () => {
    const g = game({ A: { battlefield: ['Sky Skiff', 'Grizzly Bears', 'Llanowar Elves'] } });
    passUntil(g, { step: 'precombat_main' });
    activate(g, 'Sky Skiff', 0);
    chooseCards(g, ['Grizzly Bears']);
    expect(g.state.pending).toMatchObject({ kind: 'chooseCards', min: 0 });
    chooseCards(g, ['Llanowar Elves']);
    resolveStack(g);
    expect(obj(g, 'Llanowar Elves').tapped).toBe(true);
  });

  it('lasts until end of turn: on the next turn the Vehicle is no creature', () => {
    const g = game({ A: { battlefield: ['Sky Skiff', 'Grizzly Bears'] } });
    passUntil(g, { step: 'precombat_main' });
    crew(g, 'Sky Skiff', ['Grizzly Bears']);
    expect(isCreature(g, 'Sky Skiff')).toBe(true);
    passUntil(g, { turn: 2, step: 'upkeep' });
    expect(isCreature(g, 'Sky Skiff')).toBe(false);
  });

  it('can be activated at instant speed: crewed on the opponent’s turn, the Skiff blocks', () => {
    const g = game({ A: { battlefield: ['Sky Skiff', 'Grizzly Bears'] }, B: { battlefield: ['Llanowar Elves'] } });
    passUntil(g, { turn: 2, step: 'begin_combat' });
    passPriority(g);
    expect(g.state.pending).toMatchObject({ kind: 'priority', player: 0 });
    crew(g, 'Sky Skiff', ['Grizzly Bears']);
    attack(g, ['Llanowar Elves']);
    block(g, [['Sky Skiff', 'Llanowar Elves']]);
    for (let i = 0; i < 20 && g.state.turn.step !== 'end_combat'; i++) passPriority(g);
    expect(life(g, 'A')).toBe(20);
    expect(g.state.players[1]!.graveyard.map((id) => g.state.objects[id]!.def)).toEqual(['Llanowar Elves']);
  });

  it('an Equipment that is crewed becomes a creature and falls off what it equips (CR 301.5c, 704.5n): Unicycle', () => {
    const g = game({ A: { battlefield: ['Unicycle', 'Grizzly Bears', 'Llanowar Elves', 'Forest'] } });
    passUntil(g, { step: 'precombat_main' });
    activate(g, 'Unicycle', 0, ['Grizzly Bears']);
    resolveStack(g);
    expect([...keywords(g, 'Grizzly Bears')].sort()).toEqual(['first strike', 'haste']);
    const mark = g.log.length;
    crew(g, 'Unicycle', ['Llanowar Elves'], 1);
    expect(obj(g, 'Unicycle').attachedTo).toBe(null);
    expect(keywords(g, 'Grizzly Bears')).toEqual([]);
    expect(logTexts(g, mark)).toContain(
      'Unicycle becomes unattached (an Equipment that is a creature, CR 301.5c) (CR 704.5n)',
    );
  });
});
