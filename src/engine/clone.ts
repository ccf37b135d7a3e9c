// A deep copy of plain game data. States handed out by `apply` are never modified, so keeping one is free; a copy is
// needed only by code that wants to write to a state of its own.
export function deepCopy<T>(v: T): T {
  if (v === null || typeof v !== 'object') return v;
  if (Array.isArray(v)) {
    const out = new Array<unknown>(v.length);
    for (let i = 0; i < v.length; i++) out[i] = deepCopy(v[i] as unknown);
    return out as T;
  }
  const out: Record<string, unknown> = {};
  for (const k in v) out[k] = deepCopy((v as Record<string, unknown>)[k]);
  return out as T;
}
