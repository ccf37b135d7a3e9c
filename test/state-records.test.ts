// A new object's record is made at two allocation sites (records.ts: freshObject for objects made as a game goes on,
// freshObjectAtSetup for the cards it begins with), and copied by copyObject (tx.ts) whenever a transaction writes it.
// They must make the same record: same fields, same order (one shape for every record), same values — a field a
// record has no use for is there, undefined, never left out.
import { describe, expect, it } from 'vitest';
import { freshObject, freshObjectAtSetup } from '../src/engine/records.js';
import { copyObject } from '../src/engine/tx.js';
import { cast, game, obj, passUntil, resolveTop } from './helpers/harness.js';

describe('the records of new objects', () => {
  it('are the same whichever site makes them', () => {
    const a = freshObject(7, 3, 'Grizzly Bears', 1, 'library', false, 2, 40);
    const b = freshObjectAtSetup(7, 3, 'Grizzly Bears', 1, 'library', false, 2, 40);
    expect(Object.keys(b)).toEqual(Object.keys(a));
    expect(b).toEqual(a);
    const t = freshObjectAtSetup(8, -1, 'Treasure', 0, 'battlefield', true, 1, 3);
    expect(t).toMatchObject({ id: 8, card: -1, token: true, zone: 'battlefield', controller: 0, timestamp: 3 });
  });

  it('have one shape however they were written: copies and records a game wrote keep every field in order', () => {
    const keys = Object.keys(freshObject(0, 0, 'Grizzly Bears', 0, 'library', false, 0, 0));
    const copy = copyObject({ ...freshObject(1, 1, 'Grizzly Bears', 0, 'stack', false, 0, 0), kicks: 2 });
    expect(Object.keys(copy)).toEqual(keys);
    expect(copy.kicks).toBe(2);
    // A game: a creature cast, resolved and killed leaves records written many ways (a spell, a permanent, one that
    // left the battlefield with its last known power and toughness).
    const g = game({
      A: { hand: ['Lightning Bolt'], battlefield: ['Mountain'] },
      B: { battlefield: ['Grizzly Bears'] },
    });
    passUntil(g, { step: 'precombat_main' });
    cast(g, 'Lightning Bolt', { targets: ['Grizzly Bears'] });
    resolveTop(g);
    expect(obj(g, 'Grizzly Bears', { zone: 'graveyard' }).owner).toBe(1);
    for (const o of g.state.objects) if (o) expect(Object.keys(o)).toEqual(keys);
  });
});
