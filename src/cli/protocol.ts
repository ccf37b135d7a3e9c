// Reading a message of the table's WebSocket (protocol-types.ts): the text is parsed as JSON and checked, field by
// field, against the message's shape; anything else is refused with a message that says what is wrong, before
// anything changes. An engine answer is only checked to be an object here: the engine parses it into the shape of the
// pending decision (apply), and refuses it the same way.
import type { Answer } from '../engine/index.js';
import type { ClientMessage, ProtocolErrorCode } from './protocol-types.js';
import { STOP_STEPS } from './stops.js';
import type { TableStopStep } from './table-types.js';

export type * from './protocol-types.js';

/** The longest name a player may take. */
export const MAX_NAME = 24;

export class ProtocolError extends Error {
  constructor(
    readonly code: ProtocolErrorCode,
    message: string,
    readonly re?: number,
  ) {
    super(message);
  }
}

const FIELDS: Readonly<Record<ClientMessage['type'], readonly string[]>> = {
  create: ['name', 'deck', 'seats', 'format'],
  join: ['table', 'invite', 'name', 'deck'],
  resume: ['table', 'token'],
  watch: ['table'],
  answer: ['answer', 'decision'],
  passUntil: ['until'],
  stops: ['mine', 'theirs', 'fullControl'],
  replay: ['step'],
  log: [],
  start: [],
};

const TYPES = Object.keys(FIELDS) as ClientMessage['type'][];

/** A table's id, a seat's token and an invitation code: lowercase hexadecimal of their lengths. */
const TABLE_ID = /^[0-9a-f]{32}$/;
const TOKEN = /^[0-9a-f]{64}$/;
const INVITE = /^[0-9a-f]{24}$/;

/** Reads one message; throws a ProtocolError ('malformed') naming what is wrong. */
export function parseClientMessage(text: string): ClientMessage {
  let v: unknown;
  try {
    v = JSON.parse(text);
  } catch {
    throw new ProtocolError('malformed', 'a message must be JSON');
  }
  if (v === null || typeof v !== 'object' || Array.isArray(v))
    throw new ProtocolError('malformed', 'a message must be a JSON object with a "type"');
  const m = v as Record<string, unknown>;
  let re: number | undefined;
  if (m.re !== undefined) {
    if (!Number.isSafeInteger(m.re)) throw new ProtocolError('malformed', '"re" must be a whole number');
    re = m.re as number;
  }
  const fail = (message: string): never => {
    throw new ProtocolError('malformed', message, re);
  };
  if (typeof m.type !== 'string' || !(TYPES as string[]).includes(m.type))
    fail(`"type" must be one of ${TYPES.join(', ')}${typeof m.type === 'string' ? `, not ${short(m.type)}` : ''}`);
  const type = m.type as ClientMessage['type'];
  for (const key of Object.keys(m))
    if (key !== 'type' && key !== 're' && !FIELDS[type].includes(key))
      fail(`a ${type} message has no field ${short(key)} (its fields: ${FIELDS[type].join(', ') || 'none'})`);
  const str = (key: string, what: string, pattern?: RegExp): string => {
    const x = m[key];
    if (typeof x !== 'string') return fail(`${type}: "${key}" must be ${what}`);
    if (pattern && !pattern.test(x)) return fail(`${type}: "${key}" must be ${what}, not ${short(x)}`);
    return x;
  };
  const name = (): string => {
    const x = str('name', 'a string');
    const trimmed = x.trim();
    if (trimmed.length === 0 || [...trimmed].length > MAX_NAME || /[\p{C}]/u.test(trimmed))
      fail(`${type}: "name" must be 1 to ${MAX_NAME} characters, printable ones`);
    if (trimmed.toLowerCase() === 'you') fail(`${type}: "You" is what the table calls each player: choose a name`);
    return trimmed;
  };
  const deck = (): string => str('deck', 'a deck name (or "" for the default)', /^[a-z0-9-]{0,40}$/);
  const base = re === undefined ? {} : { re };
  switch (type) {
    case 'create': {
      const seats = m.seats;
      if (seats !== undefined && !Number.isSafeInteger(seats)) fail('create: "seats" must be a whole number');
      const format = m.format;
      if (format !== undefined && format !== 'constructed' && format !== 'commander')
        fail('create: "format" must be "constructed" or "commander"');
      return {
        ...base,
        type,
        name: name(),
        deck: deck(),
        ...(seats === undefined ? {} : { seats: seats as number }),
        ...(format === undefined ? {} : { format: format as 'constructed' | 'commander' }),
      };
    }
    case 'start':
      return { ...base, type };
    case 'join':
      return {
        ...base,
        type,
        table: str('table', "a table's id (32 hexadecimal digits)", TABLE_ID),
        invite: str('invite', 'an invitation code (24 hexadecimal digits)', INVITE),
        name: name(),
        deck: deck(),
      };
    case 'resume':
      return {
        ...base,
        type,
        table: str('table', "a table's id (32 hexadecimal digits)", TABLE_ID),
        token: str('token', "a seat's token (64 hexadecimal digits)", TOKEN),
      };
    case 'watch':
      return { ...base, type, table: str('table', "a table's id (32 hexadecimal digits)", TABLE_ID) };
    case 'answer': {
      const a = m.answer;
      if (a === null || typeof a !== 'object' || Array.isArray(a))
        fail('answer: "answer" must be an answer object, such as {"kind": "pass"}');
      const d = m.decision;
      if (d !== undefined && !(Number.isSafeInteger(d) && (d as number) >= 0))
        fail('answer: "decision" must be a whole number');
      return { ...base, type, answer: a as Answer, ...(d === undefined ? {} : { decision: d as number }) };
    }
    case 'passUntil': {
      const until = m.until;
      if (until !== 'something' && until !== 'myTurn') fail('passUntil: "until" must be "something" or "myTurn"');
      return { ...base, type, until: until as 'something' | 'myTurn' };
    }
    case 'stops': {
      const steps = (key: 'mine' | 'theirs'): TableStopStep[] => {
        const x = m[key];
        if (!Array.isArray(x) || x.length > STOP_STEPS.length)
          return fail(`stops: "${key}" must be a list of steps (${STOP_STEPS.join(', ')})`);
        for (const s of x)
          if (typeof s !== 'string' || !(STOP_STEPS as readonly string[]).includes(s))
            fail(`stops: ${short(s)} in "${key}" is no step a stop can be set at (${STOP_STEPS.join(', ')})`);
        return [...new Set(x as TableStopStep[])];
      };
      if (typeof m.fullControl !== 'boolean') fail('stops: "fullControl" must be true or false');
      return { ...base, type, mine: steps('mine'), theirs: steps('theirs'), fullControl: m.fullControl as boolean };
    }
    case 'replay': {
      const step = m.step;
      if (!Number.isSafeInteger(step) || (step as number) < 0) fail('replay: "step" must be a whole number, 0 or more');
      return { ...base, type, step: step as number };
    }
    case 'log':
      return { ...base, type };
  }
}

/** A value a client sent, quoted and cut short for an error message. */
function short(value: unknown): string {
  const s = JSON.stringify(value) ?? String(value);
  return s.length > 40 ? `${s.slice(0, 40)}…` : s;
}
