// Cards of every layout compiled from their Oracle text and played: Sagas (CR 714), double-faced cards (712), ...
// Each test plays the compiled card in a real game and checks its rulings where Gatherer has them.
import { describe, expect, it } from 'vitest';
import { compiledCardNames, loadCards } from '../src/cards/index.js';
import { compileAndVerify } from '../src/cards/compiler/index.js';
import { characteristics } from '../src/engine/index.js';
import { battlefield, cast, game, graveyard, objs, passUntil, resolveStack } from './helpers/harness.js';

loadCards();

const knights = (g: ReturnType<typeof game>) =>
  objs(g, 'Knight').map((o) => {
    const c = characteristics(g.state, o.id);
    return `${c.power}/${c.toughness}`;
  });

describe('Sagas compiled from their chapter lines (CR 714)', () => {
  it('History of Benalia: "I, II — ..." is two chapter abilities with one effect; it renders back to its text', () => {
    const v = compileAndVerify({
      name: 'History of Benalia',
      typeLine: 'Enchantment — Saga',
      manaCost: '{1}{W}{W}',
      layout: 'saga',
      oracleText:
        '(As this Saga enters and after your draw step, add a lore counter. Sacrifice after III.)\nI, II — Create a 2/2 white Knight creature token with vigilance.\nIII — Knights you control get +2/+1 until end of turn.',
    });
    expect(v.verified).toBe(true);
    const chapters = v.result.ok ? v.result.abilities.map((a) => (a.kind === 'triggered' ? a.trigger : null)) : [];
    expect(chapters).toEqual([
      { kind: 'chapter', chapter: 1 },
      { kind: 'chapter', chapter: 2 },
      { kind: 'chapter', chapter: 3 },
    ]);
    expect(compiledCardNames().has('History of Benalia')).toBe(true);
  });

  it('History of Benalia plays: a Knight on chapters I and II, then +2/+1 for the Knights it finds, and it is sacrificed', () => {
    const g = game({ A: { hand: ['History of Benalia'], battlefield: ['Plains', 'Plains', 'Plains'] } });
    passUntil(g, { turn: 1, step: 'precombat_main' });
    cast(g, 'History of Benalia');
    resolveStack(g); // the Saga, then chapter I (CR 714.3a: it enters with a lore counter)
    expect(knights(g)).toEqual(['2/2']);
    passUntil(g, { turn: 3, step: 'precombat_main' }); // CR 714.3b: a lore counter as the main phase begins
    resolveStack(g);
    expect(knights(g)).toEqual(['2/2', '2/2']);
    passUntil(g, { turn: 5, step: 'precombat_main' });
    // "Once a chapter ability has triggered, the ability on the stack won't be affected if the Saga ... leaves the
    // battlefield"; "the Saga's controller sacrifices it as soon as its chapter ability has left the stack".
    expect(battlefield(g, 'A')).toContain('History of Benalia');
    resolveStack(g);
    expect(knights(g)).toEqual(['4/3', '4/3']);
    expect(battlefield(g, 'A')).not.toContain('History of Benalia');
    expect(graveyard(g, 'A')).toContain('History of Benalia');
    // "affects only Knights you control at the time it resolves": the bonus ends with the turn.
    passUntil(g, { turn: 6, step: 'upkeep' });
    expect(knights(g)).toEqual(['2/2', '2/2']);
  });

  it('a Saga whose chapter line the compiler does not read is refused with that line', () => {
    const v = compileAndVerify({
      name: 'Test Saga',
      typeLine: 'Enchantment — Saga',
      manaCost: '{1}{W}',
      layout: 'saga',
      oracleText: 'I — Frobnicate the widgets.\nII — Draw a card.',
    });
    expect(v.result.ok ? null : v.result.reason).toBe('not understood: "I — Frobnicate the widgets."');
  });
});
