// A deep copy of plain game data. States handed out by `apply` are never modified, so keeping one is free; a copy is
// needed only by code that wants to write to a state of its own.
export function deepCopy<T>(v: T): T {
  if (v === null || typeof v !== 'object') return v;
  if (Array.isArray(v)) {
    const out = new Array<unknown>(v.length);
    for (let i = 0; i < v.length; i++) out[i] = deepCopy(v[i] as unknown);
    return out as T;
  }
  // A spread copies a record of a known shape at once (records of one kind share their shape); then what it holds
  // that is itself an object is copied in turn.
  const out = { ...v } as Record<string, unknown>;
  for (const k in out) {
    const x = out[k];
    if (x !== null && typeof x === 'object') out[k] = deepCopy(x);
  }
  return out as T;
}
