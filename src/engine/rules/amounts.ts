// Amounts: the numbers rules text computes from the game — a count of objects matching a filter, cards in a zone, a
// characteristic of an object, a life total, devotion (CR 700.5), the greatest power among creatures, ... — counted
// in one place for every use: an effect as it resolves (damage, life, cards, tokens, counters, P/T, mana; CR 608.2h:
// counted once, as the effect happens), a characteristic-defining ability (CR 604.3, layer 7a) and a static ability
// whose effect is continuously re-evaluated (CR 611.3a). The layers reach it through the kernel's hook (hooks.ts),
// since counting asks the layers what objects are.
import type { Amount, ObjectRef } from '../card-def.js';
import { setAmountCounter, type AmountEnv } from '../hooks.js';
import { noteLayersReadPlayers } from '../layer-cache.js';
import type { ManaCost } from '../mana.js';
import type { GameState } from '../state.js';
import { isObjectRef, type Color, type ObjectId, type PlayerId } from '../types.js';
import { characteristics, countOpponentsControlling, effectiveDef, matchesFilter } from './cr613-layers.js';
import { withinRange } from './cr801-range-of-influence.js';

export type { AmountEnv } from '../hooks.js';

/** The number an amount says now, for an ability of `env.source` controlled by `env.controller`. */
export function amountValue(state: GameState, a: Amount, env: AmountEnv): number {
  switch (a.kind) {
    case 'const':
      return a.n;
    case 'x':
      // A characteristic-defining or static ability has no X (CR 107.3: X is announced for a spell or ability).
      return env.x ?? 0;
    case 'whereX':
      return amountValue(state, a.value, env);
    case 'plus':
      return amountValue(state, a.amount, env) + a.n;
    case 'forEach':
      return a.per * amountValue(state, a.counted, env);
    case 'count': {
      let n = 0;
      for (const id of state.battlefield)
        if (matchesFilter(state, state.objects[id]!, a.filter, env.controller, env.source)) n++;
      return n;
    }
    case 'countOpponentsControlling':
      if (env.layers) noteLayersReadPlayers(state);
      return countOpponentsControlling(state, a.filter, env.controller, env.source);
    case 'cardsInHand':
      if (env.layers) noteLayersReadPlayers(state);
      return state.players[env.controller]?.hand.length ?? 0;
    case 'cardsInRecipientHand':
      // Counted for the player the effect deals damage to (no such player for any other use).
      return env.recipient === undefined ? 0 : (state.players[env.recipient]?.hand.length ?? 0);
    case 'countersOnSelf':
      // The source's record keeps its counters as last known information after it leaves (CR 608.2h).
      return env.source === null ? 0 : (state.objects[env.source]?.counters[a.counter] ?? 0);
    case 'thatMuch':
      return env.thatAmount ?? 0;
    case 'selfPower':
      // CR 604.3: a characteristic-defining ability can't define power by the power itself. Otherwise the source's
      // power now, or as it last existed (CR 608.2h: its record keeps it).
      if (env.layers || env.source === null) return 0;
      return Math.max(0, characteristics(state, env.source).power ?? 0);
    case 'targetPower': {
      // CR 608.2h: the object's power now, or as it last existed if it has left its zone (its record keeps it). A
      // characteristic-defining ability has no targets.
      if (env.layers) return 0;
      const id = objectOfRef(a.target, env);
      return id === null ? 0 : Math.max(0, characteristics(state, id).power ?? 0);
    }
    case 'countersOn': {
      // CR 608.2h: the object's counters now, or as it last existed (its record keeps them).
      if (env.layers) return 0;
      const id = objectOfRef(a.of, env);
      return id === null ? 0 : (state.objects[id]?.counters[a.counter] ?? 0);
    }
    case 'valueOf': {
      // CR 608.2h: the object now, or as it last existed if it has left its zone (its record keeps it).
      if (env.layers) return 0;
      const id = objectOfRef(a.of, env);
      if (id === null) return 0;
      const c = characteristics(state, id);
      return Math.max(0, a.value === 'toughness' ? c.toughness : c.manaValue);
    }
    case 'devotion':
      return devotion(state, env.controller, a.colors);
    case 'devotionToChosen':
      return env.chosenColor === undefined ? 0 : devotion(state, env.controller, [env.chosenColor]);
    case 'greatestPower': {
      // While the layers are being applied no power is final: such an amount is never a static ability's (the card
      // compiler refuses it there).
      if (env.layers) return 0;
      let best = 0;
      for (const id of state.battlefield)
        if (matchesFilter(state, state.objects[id]!, a.filter, env.controller, env.source))
          best = Math.max(best, characteristics(state, id).power);
      return best;
    }
    case 'lifeTotal':
      if (env.layers) noteLayersReadPlayers(state);
      return state.players[env.controller]?.life ?? 0;
    case 'cardsInGraveyards': {
      if (env.layers) noteLayersReadPlayers(state);
      let n = 0;
      for (const p of state.players) {
        if (p.lost || !withinRange(state, env.controller, p.id)) continue;
        if (a.whose === 'you' ? p.id !== env.controller : a.whose === 'opponents' && p.id === env.controller) continue;
        for (const id of p.graveyard)
          if (matchesFilter(state, state.objects[id]!, a.filter, env.controller, env.source)) n++;
      }
      return n;
    }
    case 'cardTypesInGraveyards': {
      // CR 205.2a: card types only (not supertypes or subtypes); a double-faced card in a graveyard has only its
      // front face's characteristics (CR 712.8a); a token there is no card (111.7). Types are counted, not cards: an
      // artifact creature counts two, ten artifact creatures still two (Tarmogoyf's rulings).
      if (env.layers) noteLayersReadPlayers(state);
      const types = new Set<string>();
      for (const p of state.players) {
        if (p.lost || !withinRange(state, env.controller, p.id)) continue;
        for (const id of p.graveyard) {
          const o = state.objects[id];
          if (o && !o.token) for (const t of effectiveDef(o).types) types.add(t);
        }
      }
      return types.size;
    }
  }
}

/** The one object an amount reads a value of: the source, a target, or what the ability sacrificed. */
function objectOfRef(r: ObjectRef, env: AmountEnv): ObjectId | null {
  switch (r.kind) {
    case 'self':
      return env.source;
    case 'sacrificed':
      return env.sacrificed?.[env.sacrificed.length - 1] ?? null;
    case 'costSacrificed':
      return env.costSacrificed?.[0] ?? null;
    // "the power of the card you exiled" (Flesh // Blood): the card an earlier effect moved, as it is now (CR 608.2h).
    case 'linked':
      return env.linked?.[env.linked.length - 1] ?? null;
    case 'target': {
      const t = env.targets?.[r.index];
      return t && isObjectRef(t) ? t.object : null;
    }
    default:
      return null;
  }
}

/** CR 700.5: a player's devotion to a color, or to a set of colors (each symbol counted once if it is any of them):
 * the mana symbols of those colors among the mana costs of the permanents they control. A hybrid symbol is of both its
 * colors (CR 107.4e), a Phyrexian one of its color (107.4f); generic and colorless symbols are of none. Mana costs are
 * read after copy effects only (CR 700.5a), as the object's definition gives them. */
export function devotion(state: GameState, player: PlayerId, colors: readonly Color[]): number {
  let n = 0;
  for (const id of state.battlefield) {
    const o = state.objects[id]!;
    if (o.controller !== player) continue;
    n += symbolsOf(effectiveDef(o).manaCost, colors);
  }
  return n;
}

function symbolsOf(cost: ManaCost, colors: readonly Color[]): number {
  let n = 0;
  for (const s of cost) {
    if (s.kind === 'color' || s.kind === 'twoHybrid' || s.kind === 'phyrexian') {
      if (colors.includes(s.color)) n++;
    } else if (s.kind === 'hybrid' && (colors.includes(s.a) || colors.includes(s.b))) n++;
  }
  return n;
}

// The layers count a characteristic-defining ability's number, and a static ability's "for each", through the kernel.
setAmountCounter(amountValue);
