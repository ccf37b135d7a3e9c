// How a scenario names things, and how those names meet the game: players by seat name, objects by card name
// (ignoring case and accents, "X Token" also matching a token named X), aliases ("@x", "@x.2") by the physical card
// they were given to, and rules text with every self-reference written {this}.
import {
  abilityAt,
  castWayName,
  characteristics,
  findCard,
  nameKey,
  type CardDef,
  type GameState,
  type ObjectId,
  type Ref,
  type StackItem,
} from '../engine/index.js';
import { abilityOf } from '../engine/index.js';

/** A text compared loosely: case, accents, runs of spaces and a final period don't matter, and a minus sign is a
 * hyphen (loyalty costs are printed "−2", written "-2"). */
export function textKey(s: string): string {
  return nameKey(
    s
      .replace(/\s+/g, ' ')
      .replace(/\.\s*$/, '')
      .replaceAll('\u2212', '-'),
  );
}

/** Whether `text` starts with `prefix`, compared loosely. */
export function startsWithText(text: string, prefix: string): boolean {
  return textKey(text).startsWith(textKey(prefix));
}

const TOKEN_SUFFIX = / token$/i;

/** The engine's definition for a name the scenario uses ("X Token" may name the token X), if it knows one. */
export function findScenarioCard(name: string): CardDef | undefined {
  return findCard(name) ?? (TOKEN_SUFFIX.test(name) ? findCard(name.replace(TOKEN_SUFFIX, '')) : undefined);
}

/** Whether a name the scenario uses could name a card the engine knows. */
export function knownCardName(name: string): boolean {
  return findScenarioCard(name) !== undefined;
}

/** Aliases given by addCard: alias → the physical card numbers (`card` of the game objects) it names. */
export type Aliases = ReadonlyMap<string, readonly number[]>;

/** The physical cards an "@alias" reference names, or null when the name is not an alias reference. */
export function aliasCards(aliases: Aliases, ref: string): readonly number[] | null {
  if (!ref.startsWith('@')) return null;
  return aliases.get(ref.slice(1)) ?? [];
}

/** The object's current name, read through the layer system (CR 613). */
export function objectName(state: GameState, id: ObjectId): string {
  return characteristics(state, id).name;
}

/** Whether object `id` answers to `wanted`: an alias reference, or a name (see the file comment). */
export function objectMatches(state: GameState, id: ObjectId, wanted: string, aliases: Aliases): boolean {
  const o = state.objects[id];
  if (!o) return false;
  const cards = aliasCards(aliases, wanted);
  if (cards) return cards.includes(o.card);
  const name = nameKey(objectName(state, id));
  if (name === nameKey(wanted)) return true;
  return o.token && TOKEN_SUFFIX.test(wanted) && name === nameKey(wanted.replace(TOKEN_SUFFIX, ''));
}

/** Whether an ability on the stack (CR 113.7) is one of the object named: a target `{card}` may name an activated or
 * triggered ability by its source ("counter target ability" of that card). */
export function abilityMatches(state: GameState, stackId: number, wanted: string, aliases: Aliases): boolean {
  const item = state.stack.find((i) => i.id === stackId);
  if (item?.kind !== 'ability') return false;
  if (state.objects[item.source]) return objectMatches(state, item.source, wanted, aliases);
  return !aliasCards(aliases, wanted) && nameKey(item.sourceName) === nameKey(wanted);
}

/** The seat index of a scenario player name. */
export function seatIndex(players: readonly string[], name: string): number {
  const i = players.indexOf(name);
  if (i < 0) throw new Error(`unknown player ${name}`);
  return i;
}

/** A stack object's text as the format writes it: "Cast <name>" for a spell, else the ability's rules text. */
export function stackItemText(state: GameState, item: StackItem): string {
  if (item.kind === 'spell') {
    // A spell cast another way says so: "Cast Hook-Haunt Drifter using Disturb"; a half of a split card cast for its
    // own cost is named by that half alone ("Cast Fire", CR 709.3b).
    const via = state.objects[item.object]?.castVia;
    const said = via && via !== 'left' && via !== 'right';
    return `Cast ${objectName(state, item.object)}${said ? ` using ${castWayName(via)}` : ''}`;
  }
  if (item.triggered) return abilityOf(item).text;
  const a = abilityAt(item);
  return a && a.kind !== 'keyword' ? a.text : '';
}

/** How a player or object is shown in messages. */
export function refText(state: GameState, players: readonly string[], r: Ref): string {
  if ('player' in r) return `player ${players[r.player] ?? r.player}`;
  if ('ability' in r) {
    const item = state.stack.find((i) => i.id === r.ability);
    return item
      ? `ability "${stackItemText(state, item)}" of ${item.kind === 'ability' ? item.sourceName : '?'}`
      : 'an ability';
  }
  const o = state.objects[r.object];
  return o ? `${objectName(state, r.object)}` : `object ${r.object}`;
}

/** A type of mana as a scenario writes it: "Red", "R", "{R}", "Colorless"… */
export function manaTypeOf(text: string): 'W' | 'U' | 'B' | 'R' | 'G' | 'C' | null {
  const names: Record<string, 'W' | 'U' | 'B' | 'R' | 'G' | 'C'> = {
    white: 'W',
    blue: 'U',
    black: 'B',
    red: 'R',
    green: 'G',
    colorless: 'C',
  };
  const t = nameKey(text).replace(/[{}\s]/g, '');
  if (/^[wubrgc]$/.test(t)) return t.toUpperCase() as 'W' | 'U' | 'B' | 'R' | 'G' | 'C';
  return names[t] ?? null;
}
