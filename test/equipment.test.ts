// CR 301.5: Equipment, and equip (CR 702.6a: "[Cost]: Attach this permanent to target creature you control. Activate
// only as a sorcery."). Each test plays real game actions with compiled Equipment cards (Bonesplitter, Short Sword,
// Loxodon Warhammer, Maul of the Skyclaves, Swiftfoot Boots, Darksteel Axe) and quotes the rule or ruling it checks.
import { describe, expect, it } from 'vitest';
import {
  activate,
  answer,
  assignDamage,
  attack,
  attempt,
  battlefield,
  block,
  canActivate,
  cast,
  chooseColor,
  chooseTarget,
  game,
  graveyard,
  keywords,
  lands,
  life,
  logTexts,
  obj,
  offered,
  passPriority,
  passUntil,
  pt,
  resolveStack,
  type Game,
} from './helpers/harness.js';

/** What the Equipment with that name is attached to (a card name), or null. */
function equipping(g: Game, name: string): string | null {
  const at = obj(g, name).attachedTo;
  if (at === null || !('object' in at)) return null;
  const o = g.state.objects[at.object]!;
  return o.left ? null : o.def;
}

/** The legal targets of the pending target decision, by name. */
function targetNames(g: Game): string[] {
  const c = g.state.pending;
  if (c?.kind !== 'target') throw new Error(`expected a target choice, got ${c?.kind ?? 'none'}`);
  return c.legal.map((r) => ('object' in r ? g.state.objects[r.object]!.def : 'player')).sort();
}

/** Activates the equip ability of `equipment` (its first activated ability) onto `creature`, then resolves it. */
function equip(g: Game, equipment: string, creature: string): void {
  activate(g, equipment, 0, [creature]);
  resolveStack(g);
}

describe('equip (CR 702.6a)', () => {
  it('attaches the Equipment to target creature you control: Bonesplitter makes Grizzly Bears 4/2', () => {
    const g = game({ A: { battlefield: ['Bonesplitter', 'Grizzly Bears', 'Mountain'] } });
    passUntil(g, { step: 'precombat_main' });
    expect(pt(g, 'Grizzly Bears')).toBe('2/2');
    const mark = g.log.length;
    equip(g, 'Bonesplitter', 'Grizzly Bears');
    expect(equipping(g, 'Bonesplitter')).toBe('Grizzly Bears');
    expect(pt(g, 'Grizzly Bears')).toBe('4/2');
    expect(obj(g, 'Mountain').tapped).toBe(true);
    expect(logTexts(g, mark)).toContain('Bonesplitter is attached to Grizzly Bears');
  });

  it('is activated only as a sorcery: not in the beginning of combat step, nor on the opponent’s turn, nor with a spell on the stack', () => {
    const g = game({
      A: { battlefield: ['Bonesplitter', 'Grizzly Bears', 'Mountain', 'Mountain'], hand: ['Shock'] },
      B: { battlefield: ['Island'] },
    });
    passUntil(g, { step: 'precombat_main' });
    expect(canActivate(g, 'Bonesplitter')).toBe(true);
    cast(g, 'Shock', { targets: ['B'] });
    // CR 307.1: sorcery timing needs an empty stack.
    expect(canActivate(g, 'Bonesplitter')).toBe(false);
    resolveStack(g);
    passUntil(g, { step: 'begin_combat' });
    expect(g.state.turn.step).toBe('begin_combat');
    expect(canActivate(g, 'Bonesplitter')).toBe(false);
    passUntil(g, { turn: 2, step: 'precombat_main' });
    passPriority(g);
    // B has priority in their own main phase; A's Bonesplitter isn't theirs to activate, and A may not act at
    // sorcery speed on B's turn.
    expect(g.state.pending).toMatchObject({ kind: 'priority', player: 0 });
    expect(canActivate(g, 'Bonesplitter')).toBe(false);
  });

  it('targets only creatures its controller controls: the opponent’s creatures and noncreature permanents are not offered, and choosing one is refused', () => {
    const g = game({
      A: { battlefield: ['Short Sword', 'Grizzly Bears', 'Llanowar Elves', 'Plains'] },
      B: { battlefield: ['Giant Spider'] },
    });
    passUntil(g, { step: 'precombat_main' });
    answer(g, offeredAction(g, 'activate Short Sword'));
    expect(targetNames(g)).toEqual(['Grizzly Bears', 'Llanowar Elves']);
    const r = attempt(g, 'A', { kind: 'target', target: { object: obj(g, 'Giant Spider').id } });
    expect(r.ok).toBe(false);
    expect(r.state).toBe(g.state);
  });

  it('moves the Equipment from one creature to another: the first loses the bonus (CR 701.3a)', () => {
    const g = game({ A: { battlefield: ['Short Sword', 'Grizzly Bears', 'Llanowar Elves', 'Plains', 'Plains'] } });
    passUntil(g, { step: 'precombat_main' });
    equip(g, 'Short Sword', 'Grizzly Bears');
    expect(pt(g, 'Grizzly Bears')).toBe('3/3');
    equip(g, 'Short Sword', 'Llanowar Elves');
    expect(equipping(g, 'Short Sword')).toBe('Llanowar Elves');
    expect(pt(g, 'Grizzly Bears')).toBe('2/2');
    expect(pt(g, 'Llanowar Elves')).toBe('2/2');
  });

  it('CR 701.3c: equipping the creature it is already attached to does nothing (the cost is still paid)', () => {
    const g = game({ A: { battlefield: ['Short Sword', 'Grizzly Bears', 'Plains', 'Plains'] } });
    passUntil(g, { step: 'precombat_main' });
    equip(g, 'Short Sword', 'Grizzly Bears');
    const timestamp = obj(g, 'Short Sword').timestamp;
    const mark = g.log.length;
    equip(g, 'Short Sword', 'Grizzly Bears');
    expect(equipping(g, 'Short Sword')).toBe('Grizzly Bears');
    expect(obj(g, 'Short Sword').timestamp).toBe(timestamp);
    expect(logTexts(g, mark)).not.toContain('Short Sword is attached to Grizzly Bears');
    expect(objsTapped(g, 'Plains')).toBe(2);
  });

  it('CR 608.2b: if the target creature leaves in response, the ability doesn’t resolve and the Equipment stays unattached', () => {
    const g = game({
      A: { battlefield: ['Bonesplitter', 'Grizzly Bears', 'Mountain'] },
      B: { hand: ['Shock'], battlefield: ['Mountain'] },
    });
    passUntil(g, { step: 'precombat_main' });
    activate(g, 'Bonesplitter', 0, ['Grizzly Bears']);
    passPriority(g);
    cast(g, 'Shock', { targets: ['Grizzly Bears'] });
    const mark = g.log.length;
    resolveStack(g);
    expect(graveyard(g, 'A')).toEqual(['Grizzly Bears']);
    expect(equipping(g, 'Bonesplitter')).toBe(null);
    expect(logTexts(g, mark).some((t) => t.includes("doesn't resolve") && t.includes('CR 608.2b'))).toBe(true);
  });
});

describe('an Equipment attached illegally (CR 704.5n)', () => {
  it('stays on the battlefield, unattached, when the equipped creature dies; it can be equipped again', () => {
    const g = game({
      A: { battlefield: ['Bonesplitter', 'Grizzly Bears', 'Llanowar Elves', 'Mountain', 'Mountain'] },
      B: { hand: ['Lightning Bolt'], battlefield: ['Mountain'] },
    });
    passUntil(g, { step: 'precombat_main' });
    equip(g, 'Bonesplitter', 'Grizzly Bears');
    passPriority(g);
    cast(g, 'Lightning Bolt', { targets: ['Grizzly Bears'] });
    const mark = g.log.length;
    resolveStack(g);
    expect(graveyard(g, 'A')).toEqual(['Grizzly Bears']);
    expect(battlefield(g, 'A')).toContain('Bonesplitter');
    expect(obj(g, 'Bonesplitter').attachedTo).toBe(null);
    expect(logTexts(g, mark)).toContain('Bonesplitter becomes unattached (attached to nothing) (CR 704.5n)');
    equip(g, 'Bonesplitter', 'Llanowar Elves');
    expect(pt(g, 'Llanowar Elves')).toBe('3/1');
  });

  it('CR 702.16d: a creature that gains protection from the Equipment’s color becomes unequipped (Maul of the Skyclaves, Gods Willing)', () => {
    const g = game({
      A: {
        hand: ['Maul of the Skyclaves', 'Gods Willing'],
        battlefield: ['Grizzly Bears', ...lands('Plains', 4)],
      },
    });
    passUntil(g, { step: 'precombat_main' });
    cast(g, 'Maul of the Skyclaves');
    resolveStack(g);
    // "When this Equipment enters, attach it to target creature you control."
    chooseTarget(g, 'Grizzly Bears');
    resolveStack(g);
    expect(equipping(g, 'Maul of the Skyclaves')).toBe('Grizzly Bears');
    expect(pt(g, 'Grizzly Bears')).toBe('4/4');
    expect([...keywords(g, 'Grizzly Bears')].sort()).toEqual(['first strike', 'flying']);
    cast(g, 'Gods Willing', { targets: ['Grizzly Bears'] });
    const mark = g.log.length;
    passPriority(g);
    passPriority(g);
    chooseColor(g, 'W');
    answer(g, { kind: 'cards', cards: [] }); // scry 1: the card stays on top
    expect(obj(g, 'Maul of the Skyclaves').attachedTo).toBe(null);
    expect(pt(g, 'Grizzly Bears')).toBe('2/2');
    expect(logTexts(g, mark)).toContain(
      'Maul of the Skyclaves becomes unattached (Grizzly Bears has protection from white, CR 702.16d) (CR 704.5n)',
    );
  });

  it('CR 702.16b: a creature with protection from artifacts can’t be the target of equip (Tel-Jilad Chosen)', () => {
    const g = game({ A: { battlefield: ['Bonesplitter', 'Tel-Jilad Chosen', 'Grizzly Bears', 'Mountain'] } });
    passUntil(g, { step: 'precombat_main' });
    answer(g, offeredAction(g, 'activate Bonesplitter'));
    expect(targetNames(g)).toEqual(['Grizzly Bears']);
  });

  it('is not offered when the only creature its controller has is protected from it', () => {
    const g = game({ A: { battlefield: ['Bonesplitter', 'Tel-Jilad Chosen', 'Mountain'] } });
    passUntil(g, { step: 'precombat_main' });
    expect(offered(g)).not.toContain('activate Bonesplitter');
  });
});

describe('what Equipment gives (CR 301.5a: "equipped creature")', () => {
  it('Loxodon Warhammer: +3/+0, trample and lifelink in combat', () => {
    const g = game({
      A: { battlefield: ['Loxodon Warhammer', 'Grizzly Bears', ...lands('Plains', 3)], life: 10 },
      B: { battlefield: ['Llanowar Elves'] },
    });
    passUntil(g, { step: 'precombat_main' });
    equip(g, 'Loxodon Warhammer', 'Grizzly Bears');
    expect(pt(g, 'Grizzly Bears')).toBe('5/2');
    expect([...keywords(g, 'Grizzly Bears')].sort()).toEqual(['lifelink', 'trample']);
    attack(g, ['Grizzly Bears']);
    block(g, [['Llanowar Elves', 'Grizzly Bears']]);
    while (g.state.pending?.kind === 'priority') passPriority(g);
    // 1 to the Elves (lethal), 4 tramples over (CR 702.19b); lifelink gains 5.
    assignDamage(g, [
      ['Llanowar Elves', 1],
      ['B', 4],
    ]);
    passUntil(g, { step: 'end_combat' });
    expect(life(g, 'B')).toBe(16);
    expect(life(g, 'A')).toBe(15);
    expect(graveyard(g, 'B')).toEqual(['Llanowar Elves']);
  });

  it('Darksteel Axe ruling: "Darksteel Axe itself has indestructible, not the creature it’s equipping"', () => {
    const g = game({
      A: { battlefield: ['Darksteel Axe', 'Grizzly Bears', 'Mountain', 'Mountain'] },
      B: { hand: ['Lightning Bolt'], battlefield: ['Mountain'] },
    });
    passUntil(g, { step: 'precombat_main' });
    equip(g, 'Darksteel Axe', 'Grizzly Bears');
    expect(keywords(g, 'Darksteel Axe')).toEqual(['indestructible']);
    expect(keywords(g, 'Grizzly Bears')).toEqual([]);
    passPriority(g);
    cast(g, 'Lightning Bolt', { targets: ['Grizzly Bears'] });
    resolveStack(g);
    expect(graveyard(g, 'A')).toEqual(['Grizzly Bears']);
    expect(battlefield(g, 'A')).toContain('Darksteel Axe');
  });

  it('Swiftfoot Boots ruling: one Boots can’t let two new creatures attack in the same turn', () => {
    const g = game({
      A: {
        hand: ['Grizzly Bears', 'Llanowar Elves'],
        battlefield: ['Swiftfoot Boots', ...lands('Forest', 5)],
      },
    });
    passUntil(g, { step: 'precombat_main' });
    cast(g, 'Grizzly Bears');
    resolveStack(g);
    cast(g, 'Llanowar Elves');
    resolveStack(g);
    equip(g, 'Swiftfoot Boots', 'Grizzly Bears');
    expect([...keywords(g, 'Grizzly Bears')].sort()).toEqual(['haste', 'hexproof']);
    equip(g, 'Swiftfoot Boots', 'Llanowar Elves');
    expect(keywords(g, 'Grizzly Bears')).toEqual([]);
    while (g.state.pending?.kind === 'priority') passPriority(g);
    const c = g.state.pending;
    expect(c?.kind).toBe('declareAttackers');
    if (c?.kind !== 'declareAttackers') return;
    // Only the Elves (with haste from the Boots) may attack; the Bears are summoning sick again (CR 302.6).
    expect(c.options.map((o) => g.state.objects[o.attacker]!.def)).toEqual(['Llanowar Elves']);
  });
});

// ---------------------------------------------------------------------------------------------------------------

function offeredAction(g: Game, text: string) {
  const c = g.state.pending;
  if (c?.kind !== 'priority') throw new Error('expected priority');
  const i = offered(g).findIndex((t) => t === text || t.startsWith(`${text}/`));
  if (i < 0) throw new Error(`${text} is not offered: ${offered(g).join(', ')}`);
  return c.actions[i]!;
}

function objsTapped(g: Game, name: string): number {
  return g.state.battlefield.filter((id) => g.state.objects[id]!.def === name && g.state.objects[id]!.tapped).length;
}

describe('an Equipment that makes its own creature: living weapon (CR 702.92a), For Mirrodin! (702.163a)', () => {
  it('Flayer Husk: a 0/0 black Phyrexian Germ token is created and the Husk attached to it, a 1/1', () => {
    const g = game({ A: { hand: ['Flayer Husk'], battlefield: ['Plains'] } });
    passUntil(g, { step: 'precombat_main' });
    const mark = g.log.length;
    cast(g, 'Flayer Husk');
    resolveStack(g);
    expect(equipping(g, 'Flayer Husk')).toBe('Phyrexian Germ');
    expect(pt(g, 'Phyrexian Germ')).toBe('1/1');
    expect(obj(g, 'Phyrexian Germ').token).toBe(true);
    expect(logTexts(g, mark)).toEqual(
      expect.arrayContaining(['A creates a Phyrexian Germ token', 'Flayer Husk is attached to Phyrexian Germ']),
    );
  });

  it('moving the Husk away leaves the Germ a 0/0: it dies (CR 704.5f) and, a token, ceases to exist (704.5d)', () => {
    const g = game({ A: { hand: ['Flayer Husk'], battlefield: ['Grizzly Bears', ...lands('Plains', 3)] } });
    passUntil(g, { step: 'precombat_main' });
    cast(g, 'Flayer Husk');
    resolveStack(g);
    const mark = g.log.length;
    equip(g, 'Flayer Husk', 'Grizzly Bears');
    expect(pt(g, 'Grizzly Bears')).toBe('3/3');
    expect(battlefield(g, 'A')).toEqual(['Flayer Husk', 'Grizzly Bears', 'Plains', 'Plains', 'Plains']);
    expect(graveyard(g, 'A')).toEqual([]);
    expect(logTexts(g, mark).some((t) => t.includes('Phyrexian Germ') && t.includes('CR 704.5f'))).toBe(true);
  });

  it('an Equipment destroyed with its living weapon trigger on the stack: the Germ is still created, and dies as a 0/0', () => {
    const g = game({
      A: { hand: ['Flayer Husk'], battlefield: ['Plains'] },
      B: { hand: ['Shatter'], battlefield: ['Mountain', 'Mountain'] },
    });
    passUntil(g, { step: 'precombat_main' });
    cast(g, 'Flayer Husk');
    passPriority(g);
    passPriority(g);
    // The Husk has resolved; its trigger waits on the stack.
    expect(battlefield(g, 'A')).toContain('Flayer Husk');
    passPriority(g);
    cast(g, 'Shatter', { targets: ['Flayer Husk'] });
    resolveStack(g);
    expect(graveyard(g, 'A')).toEqual(['Flayer Husk']);
    expect(battlefield(g, 'A')).toEqual(['Plains']);
  });

  it('Batterskull: the Germ is a 4/4 with vigilance and lifelink', () => {
    const g = game({ A: { hand: ['Batterskull'], battlefield: lands('Plains', 5) } });
    passUntil(g, { step: 'precombat_main' });
    cast(g, 'Batterskull');
    resolveStack(g);
    expect(pt(g, 'Phyrexian Germ')).toBe('4/4');
    expect([...keywords(g, 'Phyrexian Germ')].sort()).toEqual(['lifelink', 'vigilance']);
  });

  it('Mirran Bardiche (For Mirrodin!): a 2/2 red Rebel token carries it, a 4/3 with vigilance', () => {
    const g = game({ A: { hand: ['Mirran Bardiche'], battlefield: lands('Plains', 5) } });
    passUntil(g, { step: 'precombat_main' });
    cast(g, 'Mirran Bardiche');
    resolveStack(g);
    expect(equipping(g, 'Mirran Bardiche')).toBe('Rebel');
    expect(pt(g, 'Rebel')).toBe('4/3');
    expect(keywords(g, 'Rebel')).toEqual(['vigilance']);
  });
});
