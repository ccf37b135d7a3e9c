// CR 702: keyword abilities that let a card be cast another way by paying an alternative cost (CR 118.9) — flashback
// (702.34), miracle (702.94) and disturb (702.146) — and the linked triggered ability of miracle (603.11).
// Casting itself, whichever way, is CR 601 (cr601-casting.ts).
import type { Ability, CardDef, CastKeyword } from '../card-def.js';
import { manaCostText } from '../mana.js';
import { store, storeKey } from '../memo.js';
import { cardDef } from '../registry.js';
import type { Tx } from '../tx.js';
import type { ObjectId, PlayerId } from '../types.js';

type CastKeywordAbility = Extract<Ability, { kind: 'castKeyword' }>;
type Triggered = Extract<Ability, { kind: 'triggered' }>;

/** The card's keyword ability of that kind, if it has one ("Disturb {1}{U}" is on the front face, CR 702.146a). */
export function castKeywordOf(def: CardDef, keyword: CastKeyword): CastKeywordAbility | undefined {
  return def.abilities.find((a): a is CastKeywordAbility => a.kind === 'castKeyword' && a.keyword === keyword);
}

const MIRACLE_TRIGGERS = storeKey('miracleTriggers', () => new WeakMap<CastKeywordAbility, Triggered>());

/**
 * CR 702.94a: "Miracle [cost]" means "You may reveal this card from your hand as you draw it if it's the first card
 * you've drawn this turn. When you reveal this card this way, you may cast it by paying [cost] rather than its mana
 * cost." The triggered half, as the ability that goes on the stack (one object per keyword, so it is stable).
 */
export function miracleTrigger(a: CastKeywordAbility): Triggered {
  const miracleTriggers = store(MIRACLE_TRIGGERS);
  let t = miracleTriggers.get(a);
  if (!t) {
    t = {
      kind: 'triggered',
      trigger: { kind: 'selfRevealed' },
      targets: [],
      effects: [{ kind: 'mayCast', what: { kind: 'self' }, via: 'miracle' }],
      text: `When you reveal {this} this way, you may cast it by paying ${manaCostText(a.cost)} rather than its mana cost`,
    };
    miracleTriggers.set(a, t);
  }
  return t;
}

/**
 * CR 702.94a: as a player draws a card with miracle that is the first card they've drawn this turn, they may reveal
 * it; when they do, its triggered ability triggers (CR 603.11 links it to the static ability that revealed it). The
 * card stays revealed until it leaves the hand or that ability leaves the stack (702.94b).
 */
export function offerMiracle(tx: Tx, p: PlayerId, card: ObjectId): void {
  // Opening hands are drawn before the first turn (CR 103.4): there is no "this turn" yet.
  if (tx.player(p).drawsThisTurn !== 1 || tx.s.turn.number === 0) return;
  const def = cardDef(tx.obj(card).def);
  const index = def.abilities.findIndex((a) => a.kind === 'castKeyword' && a.keyword === 'miracle');
  const miracle = def.abilities[index];
  if (!miracle || miracle.kind !== 'castKeyword') return;
  const a = tx.choose({
    kind: 'yesNo',
    player: p,
    prompt: `Miracle: reveal ${def.name}, the first card you drew this turn, to cast it for ${manaCostText(miracle.cost)}?`,
  });
  if (a.kind !== 'yes') return;
  tx.mutStatus(card).revealed = true;
  tx.emit({ kind: 'reveal', player: p, object: card }, () => `${tx.player(p).name} reveals ${def.name}`, 'CR 702.94a');
  tx.list('triggers').push({ source: card, def: def.name, abilityIndex: index, controller: p, sourceName: def.name });
}
