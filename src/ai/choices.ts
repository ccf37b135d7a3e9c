// Sensible answers to the decisions that only ask for a word or an amount, shared by the computer players and the
// scenario runner's default player. They look only at what the player may see.
import {
  HIDDEN_CARD,
  cardDef,
  characteristics,
  type GameState,
  type ManaType,
  type PendingChoice,
} from '../engine/index.js';

type Choice<K extends PendingChoice['kind']> = Extract<PendingChoice, { kind: K }>;

/** The creature type most common among the creature cards the player owns wherever they are (that it can see),
 * ties broken by the order offered (CR 205.3m's list); the first type offered when it owns no creature card. */
export function mostCommonCreatureType(view: GameState, c: Choice<'chooseCreatureType'>): string {
  const counts = new Map<string, number>();
  for (const o of view.objects) {
    if (!o || o.left || o.owner !== c.player || o.def === HIDDEN_CARD || o.token) continue;
    const d = cardDef(o.def);
    if (!d.types.includes('Creature') && !d.types.includes('Kindred')) continue;
    for (const t of d.subtypes) if (c.types.includes(t)) counts.set(t, (counts.get(t) ?? 0) + 1);
  }
  let best = c.types[0]!;
  let most = 0;
  for (const t of c.types) {
    const k = counts.get(t) ?? 0;
    if (k > most) {
      best = t;
      most = k;
    }
  }
  return best;
}

/** Mana "in any combination": split among the types in proportion to how many cards in hand need each color (as
 * evenly as possible when none does), so that the mana can pay for what the player holds. */
export function sensibleManaCombination(view: GameState, c: Choice<'chooseManaCombination'>): ManaType[] {
  const need = new Map<ManaType, number>();
  for (const id of view.players[c.player]?.hand ?? []) {
    const o = view.objects[id];
    if (!o || o.def === HIDDEN_CARD) continue;
    for (const s of cardDef(o.def).manaCost) if (s.kind === 'color') need.set(s.color, (need.get(s.color) ?? 0) + 1);
  }
  const out: ManaType[] = [];
  const given = new Map<ManaType, number>();
  for (let i = 0; i < c.amount; i++) {
    // The type whose share of the need is least met so far (need 0 counts as 1: even split).
    let pick = c.types[0]!;
    let score = Infinity;
    for (const t of c.types) {
      const s = ((given.get(t) ?? 0) + 1) / ((need.get(t) ?? 0) + 1);
      if (s < score) {
        pick = t;
        score = s;
      }
    }
    out.push(pick);
    given.set(pick, (given.get(pick) ?? 0) + 1);
  }
  return out;
}

/** Whether to pay life so that a land doesn't enter tapped ("As this land enters, you may pay 2 life. If you don't,
 * it enters tapped."): only when the land would be untapped for it, the life left stays comfortable, and the mana
 * could be used now — a card in hand the player could cast at this time (a nonland card in its own main phase, an
 * instant otherwise) that its untapped lands could pay for only with this one. */
export function worthPayingLifeToUntap(view: GameState, c: Choice<'yesNo'>): boolean {
  const pay = c.payLife;
  if (!pay) return true;
  const me = view.players[c.player];
  if (pay.anyway || !me || me.life - pay.amount < 5) return false;
  const myMain =
    view.turn.active === c.player && (view.turn.step === 'precombat_main' || view.turn.step === 'postcombat_main');
  const untapped = view.battlefield.filter((id) => {
    const o = view.objects[id];
    return o && o.controller === c.player && !o.tapped && characteristics(view, id).types.includes('Land');
  }).length;
  return me.hand.some((id) => {
    const o = view.objects[id];
    if (!o || o.def === HIDDEN_CARD) return false;
    const d = cardDef(o.def);
    if (d.types.includes('Land') || (!myMain && !d.types.includes('Instant'))) return false;
    // A spell the other untapped lands can pay for alone needs no life paid.
    const mv = characteristics(view, id).manaValue;
    return mv > untapped && mv <= untapped + 1;
  });
}
