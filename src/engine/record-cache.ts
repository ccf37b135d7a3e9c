// A value derived from an object record alone, kept for that very record: records are never written once a state is
// handed out, and a transaction writing a record it owns in place forgets what was kept for it. Kept by object id,
// the cheapest look-up (ids are small indexes); an entry is used only for the record it was made from (ids repeat
// from one game to the next, and past states keep older records).
import type { GameObject } from './state.js';

export class RecordCache<V> {
  private readonly records: (Readonly<GameObject> | undefined)[] = [];
  private readonly values: (V | undefined)[] = [];

  /** The value kept for this record, if any. */
  get(o: Readonly<GameObject>): V | undefined {
    return this.records[o.id] === o ? this.values[o.id] : undefined;
  }

  /** Keeps a value for this record; returns it. */
  set(o: Readonly<GameObject>, v: V): V {
    this.records[o.id] = o;
    this.values[o.id] = v;
    return v;
  }

  /** Forgets the value kept for a record about to be written in place. */
  forget(o: Readonly<GameObject>): void {
    if (this.records[o.id] === o) this.records[o.id] = undefined;
  }
}
