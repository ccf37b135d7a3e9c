// CR 903: the Commander variant — commanders, the command zone, the commander tax (903.8), commanders returning to
// the command zone (903.9), commander damage (903.10a, 704.6c) and color identity (903.4).
import type { CardDef } from '../card-def.js';
import { colorIdentity } from '../color-identity.js';
import type { ManaCost } from '../mana.js';
import { cardDef } from '../registry.js';
import type { GameObject, GameState } from '../state.js';
import type { Tx } from '../tx.js';
import type { Color, ObjectId, PlayerId } from '../types.js';

/** CR 903.3: whether an object is one of its owner's commanders — the designation belongs to the card, in every
 * zone; a token, or a permanent copying a commander, is none. */
export function isCommander(state: GameState, o: Readonly<GameObject>): boolean {
  return o.card >= 0 && (state.players[o.owner]?.commanders.includes(o.card) ?? false);
}

/** CR 903.8: the additional {2} for each previous time the player has cast this commander from the command zone. */
export function commanderTax(state: GameState, o: Readonly<GameObject>): ManaCost {
  const n = state.players[o.owner]!.commanderCasts[o.card] ?? 0;
  return n === 0 ? [] : [{ kind: 'generic', n: 2 * n }];
}

/** CR 903.8: a commander was cast from the command zone: its tax goes up by {2}. */
export function noteCommanderCast(tx: Tx, player: PlayerId, card: number): void {
  const m = tx.mutPlayer(player);
  m.commanderCasts = { ...m.commanderCasts, [card]: (m.commanderCasts[card] ?? 0) + 1 };
}

/** CR 903.4: the combined color identity of a player's commanders; none without a commander (903.4f). */
export function commanderIdentity(state: GameState, p: PlayerId): Color[] {
  const pl = state.players[p];
  if (!pl || pl.commanders.length === 0) return [];
  const found = new Set<Color>();
  for (const o of state.objects)
    if (o && o.owner === p && !o.left && pl.commanders.includes(o.card))
      for (const c of colorIdentity(cardDef(o.def))) found.add(c);
  return (['W', 'U', 'B', 'R', 'G'] as const).filter((c) => found.has(c));
}

const keywordLine = (d: CardDef, re: RegExp): boolean =>
  d.oracleText.split('\n').some((line) => re.test(line.replace(/\s*\([^)]*\)\s*$/, '').trim()));

/** CR 903.3, 903.3a, 702.124: why these cards can't lead a Commander deck together, or null. One commander: a
 * legendary creature or Vehicle card, or one that says it can be your commander. Two: both with partner (or each
 * "partner with" the other, or both "friends forever"), or a commander that says "Choose a Background" with a
 * legendary Background enchantment card. */
export function commanderProblem(defs: readonly CardDef[]): string | null {
  if (defs.length < 1 || defs.length > 2) return `a Commander deck has one commander or two, not ${defs.length}`;
  const canLead = (d: CardDef) =>
    (d.supertypes.includes('Legendary') && (d.types.includes('Creature') || d.subtypes.includes('Vehicle'))) ||
    /can be your commander/.test(d.oracleText);
  const background = (d: CardDef) =>
    d.supertypes.includes('Legendary') && d.types.includes('Enchantment') && d.subtypes.includes('Background');
  if (defs.length === 1) {
    const d = defs[0]!;
    return canLead(d) ? null : `${d.name} can't be a commander: it isn't a legendary creature or Vehicle (CR 903.3)`;
  }
  const [a, b] = defs as [CardDef, CardDef];
  if (a.name === b.name) return `the two commanders must be different cards`;
  const choosesBackground = (d: CardDef) => canLead(d) && keywordLine(d, /^Choose a Background$/);
  if ((choosesBackground(a) && background(b)) || (choosesBackground(b) && background(a))) return null;
  for (const d of defs) if (!canLead(d)) return `${d.name} can't be a commander (CR 903.3)`;
  const partner = (d: CardDef) => keywordLine(d, /^Partner$/);
  const partnerWith = (d: CardDef, other: CardDef) =>
    keywordLine(d, new RegExp(`^Partner with ${escape(other.name)}$`));
  const friends = (d: CardDef) => keywordLine(d, /^Friends forever$/);
  if ((partner(a) && partner(b)) || (partnerWith(a, b) && partnerWith(b, a)) || (friends(a) && friends(b))) return null;
  return `${a.name} and ${b.name} can't both be commanders: two commanders need partner (CR 702.124) or a Background`;
}

const escape = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** CR 903.10a: combat damage a commander deals to a player is counted against that player. */
export function noteCommanderDamage(tx: Tx, source: ObjectId, player: PlayerId, amount: number): void {
  const o = tx.obj(source);
  if (amount <= 0 || !isCommander(tx.s, o)) return;
  const m = tx.mutPlayer(player);
  m.commanderDamage = { ...m.commanderDamage, [o.card]: (m.commanderDamage[o.card] ?? 0) + amount };
}

/** CR 704.6c: a player who has been dealt 21 or more combat damage by the same commander. */
export function commanderDamageLoss(state: GameState, p: PlayerId): boolean {
  const d = state.players[p]!.commanderDamage;
  for (const k in d) if (d[k]! >= 21) return true;
  return false;
}

/** CR 903.9a: the commanders that were put into a graveyard or exile (since the last check) and whose owner hasn't
 * chosen to leave them there. */
export function commandersToReturn(state: GameState): ObjectId[] {
  const out: ObjectId[] = [];
  for (const pl of state.players) {
    if (pl.commanders.length === 0 || pl.lost) continue;
    for (const id of pl.graveyard)
      if (pl.commanders.includes(state.objects[id]!.card) && !pl.commanderStays.includes(id)) out.push(id);
    for (const id of state.exile) {
      const o = state.objects[id]!;
      if (o.owner === pl.id && pl.commanders.includes(o.card) && !pl.commanderStays.includes(id)) out.push(id);
    }
  }
  return out;
}
