// Deck lists in the MTG Arena text format: "4 Lightning Bolt", optionally "(SET) 123", with "Commander", "Companion",
// "Deck" / "Sideboard" section headers (a companion is a sideboard card, CR 702.139a). Errors name the line; a card of
// the Oracle corpus that isn't playable yet is named with the reason (in the sideboard it is set aside with its reason:
// a game is played with the main deck), and a token's name is refused (a token is no card).
import { unplayableReason } from '../cards/unplayable.js';
import { findCard, nameKey } from '../engine/index.js';
import type { CardDef } from '../engine/card-def.js';

export interface DeckList {
  readonly name: string;
  /** the main deck, without the commanders */
  readonly main: readonly string[];
  readonly sideboard: readonly string[];
  /** sideboard cards of the Oracle corpus the game can't play yet, with the reason: a game is played with the main
   * deck (no sideboarding between games), so they don't keep the deck from being played */
  readonly unplayableSideboard: readonly { readonly name: string; readonly reason: string }[];
  /** the Commander section: the deck's commander, or two (CR 903.3); empty for other decks */
  readonly commanders: readonly string[];
}

export class DeckError extends Error {}

/**
 * A double-faced card named by both faces ("Bloodline Keeper // Lord of Lineage") or by its back face: the card,
 * which the game names by its front face (CR 712.8a). Undefined for any other name.
 */
function multiFaceCard(name: string): CardDef | undefined {
  const [front, back, ...more] = name.split(' // ');
  if (front !== undefined && back !== undefined && more.length === 0) {
    const d = findCard(front);
    return d?.back && nameKey(d.back.name) === nameKey(back) ? d : undefined;
  }
  const d = findCard(name);
  // A split card named by one of its halves (CR 709.4a: it has both names).
  const card = d?.backOf ?? d?.halfOf;
  return card ? findCard(card) : undefined;
}

const HEADERS = new Set(['deck', 'main', 'maindeck', 'sideboard', 'commander', 'companion', 'about']);

export function parseDeck(text: string, name = 'deck'): DeckList {
  const main: string[] = [];
  const sideboard: string[] = [];
  const commanders: string[] = [];
  const unplayableSideboard: { name: string; reason: string }[] = [];
  let section: 'main' | 'side' | 'commander' | 'skip' = 'main';
  const lines = text.split(/\r?\n/);
  lines.forEach((raw, i) => {
    const line = raw.trim();
    const where = `${name}, line ${i + 1}`;
    if (!line || line.startsWith('#') || line.startsWith('//')) return;
    const lower = line.toLowerCase();
    if (HEADERS.has(lower)) {
      section =
        lower === 'sideboard' || lower === 'companion'
          ? 'side'
          : lower === 'commander'
            ? 'commander'
            : lower === 'about'
              ? 'skip'
              : 'main';
      return;
    }
    if (section === 'skip') return;
    const m = /^(\d+)x?\s+(.+?)(?:\s+\(([A-Za-z0-9]+)\)(?:\s+\S+)?)?$/.exec(line);
    if (!m) throw new DeckError(`${where}: expected "<count> <card name> [(SET) number]", got "${line}"`);
    const count = Number(m[1]);
    if (count < 1 || count > 250) throw new DeckError(`${where}: count ${count} is out of range`);
    const cardName = m[2]!.trim();
    const found = multiFaceCard(cardName) ?? findCard(cardName);
    // An emblem (CR 114) is no card.
    const def = found?.emblem ? undefined : found;
    if (!def) {
      // A card of the Oracle corpus the game can't play yet: say why (the sentence not understood).
      const no = unplayableReason(cardName);
      if (no && section === 'side') {
        for (let k = 0; k < count; k++) unplayableSideboard.push({ name: no.name, reason: no.reason });
        return;
      }
      throw new DeckError(
        no ? `${where}: "${no.name}" is not playable: ${no.reason}` : `${where}: unknown card "${cardName}"`,
      );
    }
    // A token (CR 111) is made by an effect, never put in a deck: "20 Treasure" names no card.
    if (def.token) throw new DeckError(`${where}: "${def.name}" is a token, not a card`);
    for (let k = 0; k < count; k++)
      (section === 'side' ? sideboard : section === 'commander' ? commanders : main).push(def.name);
  });
  if (main.length === 0) throw new DeckError(`${name}: the deck has no cards`);
  return { name, main, sideboard, unplayableSideboard, commanders };
}
