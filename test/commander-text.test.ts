// Cards whose text speaks of "your commander" (CR 903): Path of Ancestry's mana, watched by its linked "when that mana
// is spent" ability (CR 106.6, 607.2), and "a creature spell that shares a creature type with your commander".
import { describe, expect, it } from 'vitest';
import { createGame, type PlayerConfig } from '../src/engine/index.js';
import {
  answer,
  cast,
  decision,
  lands,
  logTexts,
  passPriority,
  passUntil,
  resolveStack,
  wrap,
  type Game,
  commanderGame as twoPlayerCommanderGame,
} from './helpers/harness.js';

/** Both players lead Radha, Heir to Keld ({R}{G}: an Elf Warrior, red and green), with Mountains in their libraries. */
const commanderGame = (a: Partial<PlayerConfig>): Game =>
  twoPlayerCommanderGame({ library: lands('Mountain', 20), commanders: ['Radha, Heir to Keld'] }, a);

/** The number of scry decisions answered until the stack is empty (each keeps the card on top). */
function resolveCountingScries(g: Game): number {
  let scries = 0;
  for (let i = 0; i < 50 && (g.state.stack.length > 0 || g.state.pending?.kind !== 'priority'); i++) {
    const c = g.state.pending;
    if (c?.kind === 'chooseCards' && /scry 1/.test(c.prompt)) {
      scries++;
      answer(g, { kind: 'cards', cards: [] });
    } else if (c?.kind === 'orderTriggers') answer(g, { kind: 'order', order: c.triggers.map((_, k) => k) });
    else if (c?.kind === 'priority') passPriority(g);
    else throw new Error(`unexpected ${decision(g)}`);
  }
  return scries;
}

describe('Path of Ancestry (CR 106.6, 607.2, 903.4)', () => {
  it('scries 1 when its mana is spent on a creature spell sharing a creature type with the commander, before it resolves', () => {
    const g = commanderGame({ battlefield: ['Path of Ancestry', 'Forest'], hand: ['Borderland Marauder'] });
    passUntil(g, { step: 'precombat_main' });
    // {1}{R}: only Path of Ancestry makes red; Borderland Marauder is a Human Warrior, Radha an Elf Warrior.
    cast(g, 'Borderland Marauder');
    // The ability triggers as the mana is spent and goes on the stack above the spell.
    expect(g.state.stack).toHaveLength(2);
    expect(g.state.stack[1]!.kind).toBe('ability');
    while (g.state.pending?.kind === 'priority') passPriority(g);
    const c = g.state.pending;
    expect(c?.kind === 'chooseCards' && /scry 1/.test(c.prompt)).toBe(true);
    // The spell is still on the stack as the ability resolves.
    expect(g.state.stack).toHaveLength(1);
    answer(g, { kind: 'cards', cards: [] });
    resolveStack(g);
    expect(logTexts(g).some((t) => /Path of Ancestry/.test(t) && /scr/.test(t))).toBe(true);
  });

  it('does not scry for a creature spell sharing no type with the commander', () => {
    const g = commanderGame({ battlefield: ['Path of Ancestry', 'Mountain'], hand: ['Grizzly Bears'] });
    passUntil(g, { step: 'precombat_main' });
    // {1}{G}: only Path of Ancestry makes green; Grizzly Bears is a Bear.
    cast(g, 'Grizzly Bears');
    expect(resolveCountingScries(g)).toBe(0);
    expect(g.state.battlefield.some((id) => g.state.objects[id]!.def === 'Grizzly Bears')).toBe(true);
  });

  it('scries once for each of its mana spent (two Paths, two scries: the ruling)', () => {
    const g = commanderGame({ battlefield: ['Path of Ancestry', 'Path of Ancestry'], hand: ['Borderland Marauder'] });
    passUntil(g, { step: 'precombat_main' });
    cast(g, 'Borderland Marauder');
    expect(resolveCountingScries(g)).toBe(2);
  });

  it('adds no mana outside a Commander game (CR 903.4f)', () => {
    const created = createGame({
      seed: 1,
      openingHands: false,
      shuffle: false,
      startingPlayer: 0,
      players: [
        { name: 'A', library: lands('Mountain', 20), battlefield: ['Path of Ancestry'], hand: ['Raging Goblin'] },
        { name: 'B', library: lands('Mountain', 20) },
      ],
    });
    const g = wrap(created.state, created.events);
    passUntil(g, { step: 'precombat_main' });
    const c = g.state.pending;
    expect(c?.kind === 'priority' && c.actions.some((a) => a.kind === 'cast')).toBe(false);
  });
});

/** Casts the commander from the command zone, paying automatically. */
function castCommander(g: Game): void {
  const c = g.state.pending;
  const a =
    c?.kind === 'priority' && c.actions.find((x) => x.kind === 'cast' && g.state.objects[x.card]!.zone === 'command');
  if (!a) throw new Error(`the commander can't be cast: ${decision(g)}`);
  answer(g, a);
  while (g.state.pending?.kind === 'payMana') answer(g, { kind: 'autoPay' });
}

/** Activates Opal Palace's second ability ({1}, {T}), paying {1} automatically, for {G}. */
function opalForGreen(g: Game): void {
  const c = g.state.pending;
  const a =
    c?.kind === 'priority' &&
    c.actions.find(
      (x) => x.kind === 'activateMana' && g.state.objects[x.source]!.def === 'Opal Palace' && x.ability === 1,
    );
  if (!a) throw new Error(`Opal Palace's ability can't be activated: ${decision(g)}`);
  answer(g, a);
  for (let i = 0; i < 5 && g.state.pending?.kind !== 'priority'; i++) {
    const p = g.state.pending;
    if (p?.kind === 'payMana') answer(g, { kind: 'autoPay' });
    else if (p?.kind === 'chooseColor') answer(g, { kind: 'color', color: 'G' });
    else throw new Error(`unexpected ${decision(g)}`);
  }
}

const radha = (g: Game) =>
  g.state.objects[g.state.battlefield.find((id) => g.state.objects[id]!.def === 'Radha, Heir to Keld')!]!;

describe('Opal Palace (CR 106.6, 903.8)', () => {
  it('a commander cast with its mana enters with a +1/+1 counter for each time it has been cast from the command zone', () => {
    // {R}{G}: only Opal Palace makes green ({1} paid by a Mountain), a Mountain the red.
    const g = commanderGame({ battlefield: ['Opal Palace', 'Mountain', 'Mountain'] });
    passUntil(g, { step: 'precombat_main' });
    opalForGreen(g);
    castCommander(g);
    resolveStack(g);
    // The first cast from the command zone: one counter (the ruling: the latest time counts).
    expect(radha(g).counters['+1/+1']).toBe(1);
    expect(logTexts(g).some((t) => /enters with 1 additional \+1\/\+1 counter/.test(t))).toBe(true);
  });

  it('gives no counters when its mana is spent on another spell, nor when the commander is paid with other mana', () => {
    const g = commanderGame({
      battlefield: ['Opal Palace', 'Mountain', 'Mountain', 'Mountain', 'Forest', 'Forest'],
      hand: ['Grizzly Bears'],
    });
    passUntil(g, { step: 'precombat_main' });
    // Its green on Grizzly Bears ({1} of the cost from a Mountain): nothing is marked.
    opalForGreen(g);
    cast(g, 'Grizzly Bears');
    resolveStack(g);
    // The commander paid with a Mountain and a Forest.
    castCommander(g);
    resolveStack(g);
    expect(radha(g).counters['+1/+1'] ?? 0).toBe(0);
    expect(logTexts(g).some((t) => /additional \+1\/\+1/.test(t))).toBe(false);
  });
});
