// A new object's record is made at two allocation sites (records.ts: freshObject for objects made as a game goes on,
// freshObjectAtSetup for the cards it begins with). They must make the same record: same fields, same order (one
// shape for every record), same values.
import { describe, expect, it } from 'vitest';
import { freshObject, freshObjectAtSetup } from '../src/engine/records.js';

describe('the records of new objects', () => {
  it('are the same whichever site makes them', () => {
    const a = freshObject(7, 3, 'Grizzly Bears', 1, 'library', false, 2, 40);
    const b = freshObjectAtSetup(7, 3, 'Grizzly Bears', 1, 'library', false, 2, 40);
    expect(Object.keys(b)).toEqual(Object.keys(a));
    expect(b).toEqual(a);
    const t = freshObjectAtSetup(8, -1, 'Treasure', 0, 'battlefield', true, 1, 3);
    expect(t).toMatchObject({ id: 8, card: -1, token: true, zone: 'battlefield', controller: 0, timestamp: 3 });
  });
});
