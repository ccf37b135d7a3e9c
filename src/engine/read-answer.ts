// Reading an answer: a raw value (unknown: JSON from a client, an object of a program) into a well-formed Answer —
// each field type-checked, an unknown field refused naming it — before it is fitted to the pending decision
// (parse-answer.ts). Reading never throws and never recurses into what it doesn't expect: it looks only at the fields
// an answer of that kind has, at their known depth.
import type { Answer, ParsedAnswer } from './choices.js';
import { COLORS, type ManaType, type ObjectId, type PlayerId, type Ref } from './types.js';
import { CAST_WAYS, type CastWay } from './card-def.js';

/** More items than any decision offers (cards, attackers, blocks, damage assignments, triggers, mana). */
export const MAX_LIST = 10_000;
/** Longer than any creature type or way to cast. */
const MAX_TEXT = 64;
/** An error message is at most this long; a value it quotes, at most EXCERPT. */
const MAX_MESSAGE = 200;
const EXCERPT = 80;

/** A field that is not what it should be; the message names it. */
class Bad {
  constructor(readonly message: string) {}
}

/** The fields of each kind of answer besides `kind`; those in OPTIONAL may be absent. */
const FIELDS: { readonly [K in Answer['kind']]: readonly string[] } = {
  pass: [],
  playLand: ['card', 'face'],
  cast: ['card', 'via'],
  activate: ['source', 'ability'],
  activateMana: ['source', 'ability'],
  turnFaceUp: ['permanent', 'manifest'],
  keep: [],
  mulligan: [],
  target: ['target'],
  x: ['value'],
  autoPay: [],
  payWith: ['source', 'ability'],
  cancel: [],
  payLife: [],
  attackers: ['attackers'],
  blockers: ['blocks'],
  damage: ['assignment'],
  cards: ['cards'],
  order: ['order'],
  divide: ['amounts'],
  yes: [],
  no: [],
  color: ['color'],
  creatureType: ['type'],
  manaCombination: ['mana'],
  option: ['index'],
  mode: ['mode'],
  concede: [],
};

const isKind = (k: string): k is Answer['kind'] => Object.prototype.hasOwnProperty.call(FIELDS, k);

const isCastWay = (w: string): w is CastWay => (CAST_WAYS as readonly string[]).includes(w);
const isManaType = (t: string): t is ManaType => t === 'C' || (COLORS as readonly string[]).includes(t);

/**
 * Reads a raw value into a well-formed answer (a new object, nothing of the raw value kept), or says why it is
 * malformed, naming the field. It doesn't look at any decision: an answer of a kind no decision pending takes is
 * still well-formed. Never throws: an exotic object (a proxy, a getter that throws) is malformed.
 */
export function readAnswer(raw: unknown): ParsedAnswer {
  let r: Answer | Bad;
  try {
    r = read(raw);
  } catch {
    r = new Bad('the answer could not be read as plain data');
  }
  return r instanceof Bad ? malformed(r.message) : { ok: true, answer: r };
}

function read(raw: unknown): Answer | Bad {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw))
    return new Bad(`an answer must be an object with a "kind", got ${summarize(raw)}`);
  const kind = ownValue(raw, 'kind');
  if (kind instanceof Bad) return kind;
  if (kind === undefined) return new Bad('an answer must be an object with a "kind"');
  if (typeof kind !== 'string') return new Bad(`"kind" must be a string, got ${summarize(kind)}`);
  if (!isKind(kind)) return new Bad(`unknown answer kind ${summarize(kind)}`);
  const f = record(raw, '', ['kind', ...FIELDS[kind]]);
  if (f instanceof Bad) return f;
  switch (kind) {
    case 'pass':
    case 'keep':
    case 'mulligan':
    case 'autoPay':
    case 'cancel':
    case 'payLife':
    case 'yes':
    case 'no':
    case 'concede':
      return { kind };
    case 'playLand': {
      const card = whole(f, 'card', '');
      if (card instanceof Bad) return card;
      const face = f.get('face');
      if (face === undefined) return { kind, card };
      // CR 712.12: the back face of a modal double-faced card.
      return face === 1 ? { kind, card, face } : new Bad(`face must be 1, got ${summarize(face)}`);
    }
    case 'cast': {
      const card = whole(f, 'card', '');
      if (card instanceof Bad) return card;
      const via = f.get('via');
      if (via === undefined) return { kind, card };
      if (typeof via !== 'string' || !isCastWay(via))
        return new Bad(`via must be one of ${CAST_WAYS.join(', ')}, got ${summarize(via)}`);
      return { kind, card, via };
    }
    case 'turnFaceUp': {
      // CR 702.37e: the face-down permanent to turn face up.
      const permanent = whole(f, 'permanent', '');
      if (permanent instanceof Bad) return permanent;
      // CR 701.40b: a manifested permanent turned face up for its mana cost.
      const manifest = f.get('manifest');
      if (manifest === undefined) return { kind, permanent };
      return manifest === true
        ? { kind, permanent, manifest }
        : new Bad(`manifest must be true, got ${summarize(manifest)}`);
    }
    case 'activate':
    case 'activateMana':
    case 'payWith': {
      const source = whole(f, 'source', '');
      if (source instanceof Bad) return source;
      const ability = whole(f, 'ability', '');
      return ability instanceof Bad ? ability : { kind, source, ability };
    }
    case 'target': {
      if (!f.has('target')) return new Bad('target is missing');
      const t = f.get('target');
      if (t === null) return { kind, target: null };
      const target = ref(t, 'target');
      return target instanceof Bad ? target : { kind, target };
    }
    case 'x': {
      const value = whole(f, 'value', '');
      return value instanceof Bad ? value : { kind, value };
    }
    case 'option': {
      const index = whole(f, 'index', '');
      return index instanceof Bad ? index : { kind, index };
    }
    case 'mode': {
      const mode = whole(f, 'mode', '');
      return mode instanceof Bad ? mode : { kind, mode };
    }
    case 'attackers':
      return readAttackers(f);
    case 'blockers':
      return readBlocks(f);
    case 'damage':
      return readAssignment(f);
    case 'cards':
    case 'order':
    case 'divide': {
      const field = kind === 'divide' ? 'amounts' : kind;
      const items = list(f, field);
      if (items instanceof Bad) return items;
      const out: number[] = [];
      for (let i = 0; i < items.length; i++) {
        const n = number(items[i], `${field}[${i}]`);
        if (n instanceof Bad) return n;
        out.push(n);
      }
      return kind === 'cards' ? { kind, cards: out } : kind === 'order' ? { kind, order: out } : { kind, amounts: out };
    }
    case 'color': {
      const color = f.get('color');
      if (typeof color !== 'string' || !isManaType(color))
        return new Bad(`color must be one of W, U, B, R, G, C, got ${summarize(color)}`);
      return { kind, color };
    }
    case 'creatureType': {
      const type = f.get('type');
      if (typeof type !== 'string' || type.length > MAX_TEXT)
        return new Bad(`type must be a creature type's name, got ${summarize(type)}`);
      return { kind, type };
    }
    case 'manaCombination':
      return readManaCombination(f);
  }
}

/** An attackers answer's declarations (CR 508.1), each {attacker, defender[, planeswalker]}. */
function readAttackers(f: Map<string, unknown>): Extract<Answer, { kind: 'attackers' }> | Bad {
  const items = list(f, 'attackers');
  if (items instanceof Bad) return items;
  const attackers: { attacker: ObjectId; defender: PlayerId; planeswalker?: ObjectId }[] = [];
  for (let i = 0; i < items.length; i++) {
    const at = `attackers[${i}]`;
    const d = record(items[i], at, ['attacker', 'defender', 'planeswalker']);
    if (d instanceof Bad) return d;
    const attacker = whole(d, 'attacker', at);
    if (attacker instanceof Bad) return attacker;
    const defender = whole(d, 'defender', at);
    if (defender instanceof Bad) return defender;
    if (d.get('planeswalker') === undefined) attackers.push({ attacker, defender });
    else {
      const planeswalker = whole(d, 'planeswalker', at);
      if (planeswalker instanceof Bad) return planeswalker;
      attackers.push({ attacker, defender, planeswalker });
    }
  }
  return { kind: 'attackers', attackers };
}

/** A blockers answer's blocks (CR 509.1), each {blocker, attacker}. */
function readBlocks(f: Map<string, unknown>): Extract<Answer, { kind: 'blockers' }> | Bad {
  const items = list(f, 'blocks');
  if (items instanceof Bad) return items;
  const blocks: { blocker: ObjectId; attacker: ObjectId }[] = [];
  for (let i = 0; i < items.length; i++) {
    const at = `blocks[${i}]`;
    const b = record(items[i], at, ['blocker', 'attacker']);
    if (b instanceof Bad) return b;
    const blocker = whole(b, 'blocker', at);
    if (blocker instanceof Bad) return blocker;
    const attacker = whole(b, 'attacker', at);
    if (attacker instanceof Bad) return attacker;
    blocks.push({ blocker, attacker });
  }
  return { kind: 'blockers', blocks };
}

/** A damage answer's assignment (CR 510.1), each {to, amount}. */
function readAssignment(f: Map<string, unknown>): Extract<Answer, { kind: 'damage' }> | Bad {
  const items = list(f, 'assignment');
  if (items instanceof Bad) return items;
  const assignment: { to: Ref; amount: number }[] = [];
  for (let i = 0; i < items.length; i++) {
    const at = `assignment[${i}]`;
    const d = record(items[i], at, ['to', 'amount']);
    if (d instanceof Bad) return d;
    const to = ref(d.get('to'), `${at}.to`);
    if (to instanceof Bad) return to;
    const amount = whole(d, 'amount', at);
    if (amount instanceof Bad) return amount;
    assignment.push({ to, amount });
  }
  return { kind: 'damage', assignment };
}

/** A mana combination: a list of mana types. */
function readManaCombination(f: Map<string, unknown>): Extract<Answer, { kind: 'manaCombination' }> | Bad {
  const items = list(f, 'mana');
  if (items instanceof Bad) return items;
  const mana: ManaType[] = [];
  for (let i = 0; i < items.length; i++) {
    const t = items[i];
    if (typeof t !== 'string' || !isManaType(t))
      return new Bad(`mana[${i}] must be one of W, U, B, R, G, C, got ${summarize(t)}`);
    mana.push(t);
  }
  return { kind: 'manaCombination', mana };
}

/** The path of a field: `attackers[0].defender`, or `card` at the top. */
const fieldPath = (where: string, name: string): string => (where === '' ? name : `${where}.${name}`);
const objectName = (where: string): string => (where === '' ? 'the answer' : where);

/** A raw object's own data property, read once (a getter is not data). */
function ownValue(o: object, key: string): unknown {
  const d = Object.getOwnPropertyDescriptor(o, key);
  if (d === undefined) return undefined;
  if (!('value' in d)) return new Bad(`${key} must be plain data`);
  return d.value;
}

/** The fields of a plain object (its prototype Object.prototype or none) that has no field but `allowed`: each
 * present one's value, read once. */
function record(v: unknown, where: string, allowed: readonly string[]): Map<string, unknown> | Bad {
  const name = objectName(where);
  if (typeof v !== 'object' || v === null || Array.isArray(v))
    return new Bad(`${name} must be an object, got ${summarize(v)}`);
  const proto: unknown = Object.getPrototypeOf(v);
  if (proto !== Object.prototype && proto !== null) return new Bad(`${name} must be a plain object`);
  const out = new Map<string, unknown>();
  for (const k of Reflect.ownKeys(v)) {
    if (typeof k === 'symbol') return new Bad(`unknown symbol field in ${name}`);
    if (!allowed.includes(k)) return new Bad(`unknown field ${summarize(k, 40)} in ${name}`);
    const d = Object.getOwnPropertyDescriptor(v, k);
    if (d === undefined || !('value' in d)) return new Bad(`${fieldPath(where, k)} must be plain data`);
    out.set(k, d.value);
  }
  return out;
}

/** A whole number ≥ 0 that is a safe integer (an id, an index, an amount): not NaN, ±Infinity, -0 or a float. */
function number(v: unknown, path: string): number | Bad {
  if (typeof v !== 'number' || !Number.isSafeInteger(v) || v < 0 || Object.is(v, -0))
    return new Bad(`${path} must be a whole number ≥ 0, got ${summarize(v)}`);
  return v;
}

function whole(f: Map<string, unknown>, name: string, where: string): number | Bad {
  const path = fieldPath(where, name);
  if (!f.has(name)) return new Bad(`${path} is missing`);
  return number(f.get(name), path);
}

/** A list (a plain array with no holes and no other fields) of at most MAX_LIST items. */
function list(f: Map<string, unknown>, name: string): readonly unknown[] | Bad {
  if (!f.has(name)) return new Bad(`${name} is missing`);
  const v = f.get(name);
  if (!Array.isArray(v)) return new Bad(`${name} must be a list, got ${summarize(v)}`);
  if (Object.getPrototypeOf(v) !== Array.prototype) return new Bad(`${name} must be a plain list`);
  const n: number = v.length;
  if (n > MAX_LIST) return new Bad(`${name} has ${n} items, more than ${MAX_LIST}`);
  const out: unknown[] = [];
  for (let i = 0; i < n; i++) {
    const d = Object.getOwnPropertyDescriptor(v, i);
    if (d === undefined) return new Bad(`${name}[${i}] is missing`);
    if (!('value' in d)) return new Bad(`${name}[${i}] must be plain data`);
    out.push(d.value);
  }
  // Own keys: the items and `length`; any other is a field a list doesn't have.
  const keys = Reflect.ownKeys(v);
  if (keys.length !== n + 1)
    for (const k of keys)
      if (k !== 'length' && !(typeof k === 'string' && /^(0|[1-9][0-9]*)$/.test(k) && Number(k) < n))
        return new Bad(`unknown field ${typeof k === 'symbol' ? 'symbol' : summarize(k, 40)} in ${name}`);
  return out;
}

/** A reference: exactly one of {player}, {object}, {ability}, with a whole number. */
function ref(v: unknown, where: string): Ref | Bad {
  if (typeof v !== 'object' || v === null || Array.isArray(v))
    return new Bad(`${where} must be {player: N}, {object: N} or {ability: N}, got ${summarize(v)}`);
  const proto: unknown = Object.getPrototypeOf(v);
  if (proto !== Object.prototype && proto !== null) return new Bad(`${where} must be a plain object`);
  const keys = Reflect.ownKeys(v);
  const k = keys[0];
  if (k === undefined) return new Bad(`${where} must name a player, an object or an ability`);
  for (const extra of keys.slice(0, 2))
    if (typeof extra === 'symbol') return new Bad(`unknown symbol field in ${where}`);
  if (k !== 'player' && k !== 'object' && k !== 'ability')
    return new Bad(`unknown field ${summarize(k, 40)} in ${where}`);
  // A reference names one thing: a second field ("player" beside "object") is one it doesn't have.
  const second = keys[1];
  if (second !== undefined) return new Bad(`unknown field ${summarize(second, 40)} in ${where}`);
  const d = Object.getOwnPropertyDescriptor(v, k);
  if (d === undefined || !('value' in d)) return new Bad(`${where}.${k} must be plain data`);
  const n = number(d.value, `${where}.${k}`);
  if (n instanceof Bad) return n;
  return k === 'player' ? { player: n } : k === 'object' ? { object: n } : { ability: n };
}

const malformed = (message: string): ParsedAnswer => ({
  ok: false,
  error: { code: 'malformed', message: clip(message) },
});

export const clip = (s: string, max = MAX_MESSAGE): string => (s.length <= max ? s : `${s.slice(0, max - 1)}…`);

// ---------------------------------------------------------------------------------------------------------------
// Quoting a value in a message

/**
 * A short excerpt of any value for a message, at most `max` characters: a string quoted, a number as written (-0
 * too), an object or a list with its first few fields or items, one level down and no deeper. Never throws.
 */
export function summarize(v: unknown, max = EXCERPT): string {
  let s: string;
  try {
    s = sketch(v, 1, max);
  } catch {
    s = 'an unreadable value';
  }
  return clip(s, max);
}

function sketch(v: unknown, depth: number, budget: number): string {
  switch (typeof v) {
    case 'string':
      return JSON.stringify(v.length > budget ? `${v.slice(0, budget)}…` : v);
    case 'number':
      return Object.is(v, -0) ? '-0' : String(v);
    case 'boolean':
      return String(v);
    case 'undefined':
      return 'undefined';
    case 'bigint':
      return 'a bigint';
    case 'symbol':
      return 'a symbol';
    case 'function':
      return 'a function';
    case 'object':
      break;
  }
  if (v === null) return 'null';
  if (Array.isArray(v)) {
    const n: number = v.length;
    if (depth === 0 || n === 0) return n === 0 ? '[]' : `[…${n} items]`;
    const parts: string[] = [];
    let used = 2;
    for (let i = 0; i < n && i < 4 && used < budget; i++) {
      const d = Object.getOwnPropertyDescriptor(v, i);
      const p = d && 'value' in d ? sketch(d.value, depth - 1, budget - used) : '?';
      parts.push(p);
      used += p.length + 1;
    }
    return `[${parts.join(',')}${n > parts.length ? ',…' : ''}]`;
  }
  if (depth === 0) return '{…}';
  const parts: string[] = [];
  let used = 2;
  let more = false;
  for (const k of Reflect.ownKeys(v as object)) {
    if (parts.length >= 6 || used >= budget) {
      more = true;
      break;
    }
    const key = typeof k === 'symbol' ? '[symbol]' : k.length > 20 ? `${k.slice(0, 20)}…` : k;
    const d = Object.getOwnPropertyDescriptor(v, k);
    const p = `${key}:${d && 'value' in d ? sketch(d.value, depth - 1, budget - used) : '?'}`;
    parts.push(p);
    used += p.length + 1;
  }
  return `{${parts.join(',')}${more ? ',…' : ''}}`;
}
