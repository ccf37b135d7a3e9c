// A small backtracking parser toolkit for rules text. A parser takes the text and a position and returns every way
// it can match there (value and the position after it), so a sentence is understood only when some parse consumes
// it completely: there is no "close enough".

export type Parses<T> = readonly (readonly [T, number])[];
export type P<T> = (s: string, i: number) => Parses<T>;

/** The value types of a tuple of parsers. */
export type Values<T extends readonly P<unknown>[]> = { -readonly [K in keyof T]: T[K] extends P<infer V> ? V : never };

/** Exactly this text. */
export function lit<T = string>(text: string, value?: T): P<T> {
  return (s, i) => (s.startsWith(text, i) ? [[(value === undefined ? text : value) as T, i + text.length]] : []);
}

/** A regular expression anchored at the position; the value is its match array. */
export function rx(r: RegExp): P<RegExpExecArray> {
  const sticky = new RegExp(r.source, r.flags.includes('y') ? r.flags : `${r.flags}y`);
  return (s, i) => {
    sticky.lastIndex = i;
    const m = sticky.exec(s);
    return m ? [[m, i + m[0].length]] : [];
  };
}

/** Any of these words or phrases, each with its value. Longer phrases are tried too: every match is a parse. */
export function words<T>(table: Readonly<Record<string, T>> | ReadonlyMap<string, T>): P<T> {
  const entries = table instanceof Map ? [...table.entries()] : Object.entries(table);
  const byFirst = new Map<string, [string, T][]>();
  for (const [k, v] of entries) {
    const c = k.charAt(0);
    const list = byFirst.get(c) ?? [];
    list.push([k, v]);
    byFirst.set(c, list);
  }
  return (s, i) => {
    const out: [T, number][] = [];
    for (const [k, v] of byFirst.get(s.charAt(i)) ?? []) if (s.startsWith(k, i)) out.push([v, i + k.length]);
    return out;
  };
}

export function alt<T>(...ps: readonly P<T>[]): P<T> {
  return (s, i) => {
    let out: (readonly [T, number])[] | null = null;
    for (const p of ps) {
      const r = p(s, i);
      if (r.length === 0) continue;
      if (out === null) out = [...r];
      else for (const x of r) out.push(x);
    }
    return out ?? [];
  };
}

/**
 * Remembers a parser's results at each position of the text it last saw (packrat parsing): noun phrases and effect
 * phrases are tried by many alternatives at the same place.
 */
export function memo<T>(p: P<T>): P<T> {
  let text: string | null = null;
  let cache = new Map<number, Parses<T>>();
  return (s, i) => {
    if (s !== text) {
      text = s;
      cache = new Map();
    }
    let r = cache.get(i);
    if (!r) cache.set(i, (r = p(s, i)));
    return r;
  };
}

/** Transforms each parse; a result of null rejects that parse. */
export function map<A, B>(p: P<A>, f: (a: A) => B | null): P<B> {
  return (s, i) => {
    const out: [B, number][] = [];
    for (const [v, j] of p(s, i)) {
      const b = f(v);
      if (b !== null) out.push([b, j]);
    }
    return out;
  };
}

export function seq<T extends readonly P<unknown>[]>(...ps: T): P<Values<T>> {
  return (s, i) => {
    let states: [unknown[], number][] = [[[], i]];
    for (const p of ps) {
      const next: [unknown[], number][] = [];
      for (const [vals, j] of states) for (const [v, k] of p(s, j)) next.push([[...vals, v], k]);
      states = next;
      if (states.length === 0) return [];
    }
    return states as unknown as Parses<Values<T>>;
  };
}

/**
 * A template: the literal parts must appear exactly, the parsers fill the gaps. The value is the tuple of the
 * gaps' values: tpl`${subject} gets ${pt} until end of turn` parses "Target creature gets +3/+3 until end of turn".
 */
export function tpl<T extends readonly P<unknown>[]>(strings: TemplateStringsArray, ...ps: T): P<Values<T>> {
  return (s, i) => {
    let states: [unknown[], number][] = s.startsWith(strings[0]!, i) ? [[[], i + strings[0]!.length]] : [];
    for (let k = 0; k < ps.length && states.length > 0; k++) {
      const p = ps[k]!;
      const after = strings[k + 1]!;
      const next: [unknown[], number][] = [];
      for (const [vals, j] of states)
        for (const [v, e] of p(s, j)) if (s.startsWith(after, e)) next.push([[...vals, v], e + after.length]);
      states = next;
    }
    return states as unknown as Parses<Values<T>>;
  };
}

/** `p` read where a sentence begins after another in the same text: its first letter capitalized. */
export function capitalized<T>(p: P<T>): P<T> {
  return (s, i) => {
    const c = s.charAt(i);
    if (c === '' || c === c.toLowerCase()) return [];
    return p(s.slice(0, i) + c.toLowerCase() + s.slice(i + 1), i);
  };
}

export function opt<T>(p: P<T>): P<T | null> {
  return (s, i) => [...p(s, i), [null, i]];
}

/** A parser defined later (for recursive grammars). */
export function lazy<T>(f: () => P<T>): P<T> {
  let p: P<T> | null = null;
  return (s, i) => (p ??= f())(s, i);
}

/** One or more items separated as rules text lists them: "A", "A and B", "A, B, and C" (or "or"). */
export function list<T>(item: P<T>, conj: 'and' | 'or' | 'and/or'): P<T[]> {
  const two = map(tpl`${item} ${lit(conj)} ${item}`, ([a, , b]) => [a, b]);
  const many: P<T[]> = (s, i) => {
    const out: [T[], number][] = [];
    // "A, B, and C": items separated by ", ", the last after ", and ".
    let states: [T[], number][] = item(s, i).map(([v, j]) => [[v], j]);
    for (let guard = 0; guard < 20 && states.length > 0; guard++) {
      const next: [T[], number][] = [];
      for (const [vals, j] of states) {
        if (s.startsWith(`, ${conj} `, j) && vals.length >= 2)
          for (const [v, k] of item(s, j + conj.length + 3)) out.push([[...vals, v], k]);
        if (s.startsWith(', ', j)) for (const [v, k] of item(s, j + 2)) next.push([[...vals, v], k]);
      }
      states = next;
    }
    return out;
  };
  return alt(
    map(item, (v) => [v]),
    two,
    many,
  );
}

/** Every complete parse of the whole text, in grammar order. */
export function parseAll<T>(p: P<T>, s: string): T[] {
  return p(s, 0)
    .filter(([, j]) => j === s.length)
    .map(([v]) => v);
}

/** The first complete parse, or null. */
export function parse<T>(p: P<T>, s: string): T | null {
  for (const [v, j] of p(s, 0)) if (j === s.length) return v;
  return null;
}
