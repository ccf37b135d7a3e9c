// CR 616.1: the order among replacement effects that modify how an object enters — control-changing effects, then
// copy effects (616.1c), then entering back face up (616.1d), then any other (616.1e) — played with Essence of the
// Wild ("Creatures you control enter as a copy of this creature."), one test per Gatherer ruling the engine's cards
// can show. (The ruling about an opponent's Urabrask the Hidden making the copy enter tapped can't be shown: no card
// the engine has makes other players' creatures enter tapped.)
import { describe, expect, it } from 'vitest';
import { characteristics, type GameObject } from '../src/engine/index.js';
import { effectiveInfo } from '../src/engine/rules/cr613-layers.js';
import { copyKey } from '../src/engine/registry.js';
import {
  answer,
  battlefield,
  cast,
  chooseCards,
  decision,
  game,
  handSize,
  logTexts,
  obj,
  passUntil,
  playLand,
  pt,
  resolveStack,
  resolveTop,
  type Game,
} from './helpers/harness.js';

const ESSENCE = 'Essence of the Wild';

/** The permanent A controls whose card is `card`, whatever it is a copy of. */
function byCard(g: Game, card: string): GameObject {
  const id = g.state.battlefield.find((i) => g.state.objects[i]!.def === card && g.state.objects[i]!.controller === 0);
  if (id === undefined) throw new Error(`A controls no ${card}`);
  return g.state.objects[id]!;
}

/** The permanents whose card is Essence of the Wild itself, in battlefield order. */
const essenceCards = (g: Game) => g.state.battlefield.filter((i) => g.state.objects[i]!.def === ESSENCE);

/** What an object that entered as a copy of the Essence `id` is a copy of (CR 707.2: its copiable values). */
const copyOfEssence = (g: Game, id: number) => copyKey(effectiveInfo(g.state.objects[id]!).key, ESSENCE);

/** The pending chooseReplacement decision's options (failing if another decision is pending). */
function replacementOptions(g: Game): readonly string[] {
  const c = g.state.pending;
  if (c?.kind !== 'chooseReplacement') throw new Error(`expected a chooseReplacement decision, found ${decision(g)}`);
  return c.options;
}

describe('Essence of the Wild: "Creatures you control enter as a copy of this creature" (CR 614.12, 707.2)', () => {
  it('a creature entering under your control is an Essence of the Wild 6/6, and its printed enters trigger does not trigger', () => {
    const g = game({ A: { battlefield: ['Forest', 'Forest', ESSENCE], hand: ['Elvish Visionary'] } });
    passUntil(g, { turn: 1, step: 'precombat_main' });
    const mark = g.log.length;
    cast(g, 'Elvish Visionary');
    resolveStack(g);
    const copy = byCard(g, 'Elvish Visionary');
    const ch = characteristics(g.state, copy.id);
    expect(ch.name).toBe(ESSENCE);
    expect([ch.power, ch.toughness]).toEqual([6, 6]);
    expect(ch.subtypes).toEqual(['Avatar']);
    expect(ch.colors).toEqual(['G']);
    expect(ch.manaValue).toBe(6);
    expect(battlefield(g, 'A')).toEqual([ESSENCE, ESSENCE, 'Forest', 'Forest']);
    expect(logTexts(g, mark)).toContain('Elvish Visionary enters as a copy of Essence of the Wild (CR 614.1c)');
    // "When this creature enters, draw a card" is not an ability of what entered: nothing triggered, nothing drawn.
    expect(g.state.stack).toEqual([]);
    expect(handSize(g, 'A')).toBe(0);
  });

  it("doesn't copy the Essence's tapped status, counters, Auras or non-copy effects (Giant Growth)", () => {
    const g = game({
      A: {
        battlefield: [
          'Forest',
          'Forest',
          'Forest',
          'Plains',
          { name: ESSENCE, tapped: true, counters: { '+1/+1': 2 } },
        ],
        hand: ['Holy Strength', 'Giant Growth', 'Grizzly Bears'],
      },
    });
    passUntil(g, { turn: 1, step: 'precombat_main' });
    cast(g, 'Holy Strength', { targets: [ESSENCE] });
    resolveStack(g);
    cast(g, 'Giant Growth', { targets: [ESSENCE] });
    resolveStack(g);
    // 6/6, two +1/+1 counters, +1/+2 from the Aura, +3/+3 until end of turn.
    expect(pt(g, ESSENCE)).toBe('12/13');
    cast(g, 'Grizzly Bears');
    resolveStack(g);
    const copy = byCard(g, 'Grizzly Bears');
    const ch = characteristics(g.state, copy.id);
    expect(ch.name).toBe(ESSENCE);
    expect(`${ch.power}/${ch.toughness}`).toBe('6/6');
    expect(copy.tapped).toBe(false);
    expect(Object.values(copy.counters).filter((k) => k > 0)).toEqual([]);
    const aura = obj(g, 'Holy Strength');
    expect(aura.attachedTo).toEqual({ object: byCard(g, ESSENCE).id });
  });

  it('a creature that would enter tapped enters untapped: the copy applies first (616.1c) and its own "enters tapped" is gone', () => {
    const g = game({ A: { battlefield: ['Swamp', ESSENCE], hand: ['Diregraf Ghoul'] } });
    passUntil(g, { turn: 1, step: 'precombat_main' });
    cast(g, 'Diregraf Ghoul');
    resolveTop(g);
    // No choice between the two replacement effects: the copy effect must be chosen first (616.1c).
    expect(decision(g)).toBe('A priority');
    const copy = byCard(g, 'Diregraf Ghoul');
    expect(characteristics(g.state, copy.id).name).toBe(ESSENCE);
    expect(copy.tapped).toBe(false);
  });

  it('a creature that would enter with counters enters with none: Hangarback Walker with X=2', () => {
    const g = game({
      A: { battlefield: ['Forest', 'Forest', 'Forest', 'Forest', ESSENCE], hand: ['Hangarback Walker'] },
    });
    passUntil(g, { turn: 1, step: 'precombat_main' });
    const mark = g.log.length;
    cast(g, 'Hangarback Walker', { x: 2 });
    resolveTop(g);
    expect(decision(g)).toBe('A priority');
    const copy = byCard(g, 'Hangarback Walker');
    const ch = characteristics(g.state, copy.id);
    expect(ch.name).toBe(ESSENCE);
    expect(`${ch.power}/${ch.toughness}`).toBe('6/6');
    expect(copy.counters['+1/+1'] ?? 0).toBe(0);
    expect(logTexts(g, mark).some((t) => t.includes('+1/+1 counter'))).toBe(false);
  });

  describe('Clone entering under your control: two copy effects, and it ends a copy of Essence of the Wild whatever the order', () => {
    const cloneGame = (): Game => {
      const g = game({
        A: { battlefield: ['Island', 'Island', 'Island', 'Island', 'Grizzly Bears', ESSENCE], hand: ['Clone'] },
      });
      passUntil(g, { turn: 1, step: 'precombat_main' });
      cast(g, 'Clone');
      resolveTop(g);
      // Both are copy effects (616.1c): A chooses which applies first.
      expect(replacementOptions(g)).toEqual([
        'Clone enters as a copy',
        'Clone enters as a copy of Essence of the Wild',
      ]);
      return g;
    };

    it("Clone's own first (copying Grizzly Bears), then the Essence's", () => {
      const g = cloneGame();
      answer(g, { kind: 'option', index: 0 });
      answer(g, { kind: 'yes' });
      chooseCards(g, ['Grizzly Bears']);
      // 616.1f: the Essence's effect still applies to the creature entering as a Grizzly Bears.
      expect(decision(g)).toBe('A priority');
      const clone = byCard(g, 'Clone');
      expect(characteristics(g.state, clone.id).name).toBe(ESSENCE);
      expect(pt(g, 'Grizzly Bears')).toBe('2/2');
    });

    it("the Essence's first: Clone's ability is then gone, and nothing more is asked", () => {
      const g = cloneGame();
      answer(g, { kind: 'option', index: 1 });
      expect(decision(g)).toBe('A priority');
      const clone = byCard(g, 'Clone');
      expect(characteristics(g.state, clone.id).name).toBe(ESSENCE);
      expect(battlefield(g, 'A').filter((n) => n === ESSENCE)).toHaveLength(2);
    });
  });

  it('with two Essences, a creature enters as a copy of the one whose copy effect is applied last', () => {
    for (const first of [0, 1]) {
      // The second Essence of the Wild enters as a copy of the first as the game is set up.
      const g = game({ A: { battlefield: ['Forest', 'Forest', ESSENCE, ESSENCE], hand: ['Grizzly Bears'] } });
      passUntil(g, { turn: 1, step: 'precombat_main' });
      const [one, two] = essenceCards(g) as [number, number];
      expect(g.state.objects[two]!.copyOf).toBe(copyOfEssence(g, one));
      const mark = g.log.length;
      cast(g, 'Grizzly Bears');
      resolveTop(g);
      expect(replacementOptions(g)).toEqual([
        'Grizzly Bears enters as a copy of Essence of the Wild',
        'Grizzly Bears enters as a copy of Essence of the Wild',
      ]);
      answer(g, { kind: 'option', index: first });
      // The other applies next by itself (616.1f), each once (614.5).
      expect(decision(g)).toBe('A priority');
      const entered = logTexts(g, mark).filter((t) => t.includes('enters as a copy of'));
      expect(entered).toEqual([
        'Grizzly Bears enters as a copy of Essence of the Wild (CR 614.1c)',
        'Essence of the Wild enters as a copy of Essence of the Wild (CR 614.1c)',
      ]);
      // The options are in battlefield order: the last applied is the other one.
      const last = first === 0 ? two : one;
      expect(byCard(g, 'Grizzly Bears').copyOf).toBe(copyOfEssence(g, last));
    }
  });

  it("a modified copy effect of the Essence is copied too: creatures entering as a copy of A's Phantasmal Image copying an Essence are Illusions", () => {
    const g = game({
      A: { battlefield: ['Island', 'Island', 'Forest', 'Forest'], hand: ['Phantasmal Image', 'Grizzly Bears'] },
      B: { battlefield: [ESSENCE] },
    });
    passUntil(g, { turn: 1, step: 'precombat_main' });
    cast(g, 'Phantasmal Image');
    resolveTop(g);
    answer(g, { kind: 'yes' });
    chooseCards(g, [ESSENCE]);
    expect(characteristics(g.state, byCard(g, 'Phantasmal Image').id).subtypes).toEqual(['Avatar', 'Illusion']);
    cast(g, 'Grizzly Bears');
    resolveStack(g);
    const ch = characteristics(g.state, byCard(g, 'Grizzly Bears').id);
    expect(ch.name).toBe(ESSENCE);
    // CR 707.9b: the Image's exceptions are part of its copiable values.
    expect(ch.subtypes).toEqual(['Avatar', 'Illusion']);
    expect(ch.abilities.some((a) => a.kind === 'triggered' && a.trigger.kind === 'selfBecomesTarget')).toBe(true);
  });

  it("an opponent's creatures enter as themselves", () => {
    const g = game({
      A: { battlefield: [ESSENCE] },
      B: { battlefield: ['Forest', 'Forest'], hand: ['Grizzly Bears'] },
    });
    passUntil(g, { turn: 2, step: 'precombat_main' });
    cast(g, 'Grizzly Bears');
    resolveStack(g);
    expect(pt(g, 'Grizzly Bears', { controller: 'B' })).toBe('2/2');
    expect(battlefield(g, 'B')).toEqual(['Forest', 'Forest', 'Grizzly Bears']);
  });

  it('noncreature permanents enter as themselves: a land and an artifact', () => {
    const g = game({ A: { battlefield: ['Forest', 'Forest', ESSENCE], hand: ['Forest', 'Fellwar Stone'] } });
    passUntil(g, { turn: 1, step: 'precombat_main' });
    playLand(g, 'Forest');
    cast(g, 'Fellwar Stone');
    resolveStack(g);
    expect(battlefield(g, 'A')).toEqual([ESSENCE, 'Fellwar Stone', 'Forest', 'Forest', 'Forest']);
  });

  it('a daybound card entering at night enters as a copy front face up: the copy effect (616.1c) comes before entering transformed (616.1d)', () => {
    const g = game({
      A: { battlefield: ['Forest', 'Forest', 'Forest', ESSENCE], hand: ['Bird Admirer'] },
      // B's daybound permanent makes it day; A casts no spell in turn 1, so it is night from turn 2 on (730.2a).
      B: { battlefield: ['Bird Admirer'] },
    });
    passUntil(g, { turn: 3, step: 'precombat_main' });
    expect(g.state.dayNight).toBe('night');
    const mark = g.log.length;
    cast(g, 'Bird Admirer');
    resolveTop(g);
    expect(decision(g)).toBe('A priority');
    const copy = byCard(g, 'Bird Admirer');
    expect(copy.face).toBe(0);
    expect(characteristics(g.state, copy.id).name).toBe(ESSENCE);
    expect(logTexts(g, mark).some((t) => t.includes('enters transformed'))).toBe(false);
    expect(g.state.dayNight).toBe('night');
  });
});
