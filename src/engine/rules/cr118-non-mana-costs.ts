// CR 118.3, 601.2h: paying the costs of a spell or ability other than its mana cost — tapping or untapping the
// source, loyalty (606.4), sacrificing, paying life (119.4), discarding, exiling from a graveyard, removing counters
// (122.8) and crewing (702.122). Paying the mana cost is cr118-costs.ts.
import type { Cost } from '../card-def.js';
import { Rewind, type Tx } from '../tx.js';
import type { ObjectId, PlayerId } from '../types.js';
import {
  discardCostChoices,
  graveyardCostChoices,
  handCostChoices,
  sacrificeChoices,
  tapCostChoices,
} from './cr118-cost-checks.js';
import { tapPermanent } from './cr605-mana-abilities.js';
import { characteristics } from './cr613-layers.js';
import { loseLife } from './cr119-life.js';
import { putCounters, removeCounters } from './cr122-counters.js';
import { discard, sacrifice } from './cr701-keyword-actions.js';
import { payCrew } from './cr702-crew.js';
import { changeZone } from './cr400-zones.js';

/** Pays the non-mana costs of an ability (CR 601.2h); `x` is the value announced for X (CR 107.3a). */
export function payNonManaCosts(
  tx: Tx,
  source: ObjectId,
  costs: readonly Cost[],
  player: PlayerId,
  quiet = false,
  x = 0,
): ObjectId[] {
  // The permanents sacrificed to pay the costs (not the source itself), for "the sacrificed creature" (CR 608.2h).
  const sacrificed: ObjectId[] = [];
  for (const c of costs) {
    switch (c.kind) {
      case 'loyalty': {
        // CR 606.4: the cost is putting loyalty counters on the permanent or removing them from it.
        const n = c.change === '-X' ? -x : c.change;
        if (n > 0) putCounters(tx, { object: source }, player, { loyalty: n }, () => 'CR 606.4');
        else if (n < 0) removeCounters(tx, source, 'loyalty', -n, 'CR 606.4');
        break;
      }
      case 'tap':
        tapPermanent(tx, source, quiet);
        break;
      case 'untap':
        tx.mutStatus(source).tapped = false;
        tx.emit({ kind: 'untap', object: source }, () => `${characteristics(tx.s, source).name} untaps`);
        break;
      case 'sacrificeSelf':
        sacrifice(tx, source);
        break;
      case 'payLife':
        loseLife(tx, player, c.n, ' (paid as a cost)', 'CR 119.4');
        break;
      case 'discardSelf':
        discard(tx, player, source, ' (a cost)');
        break;
      case 'discardCard': {
        const n = c.n ?? 1;
        const chosen = chooseForCost(tx, player, discardCostChoices(tx.s, player, c.filter, source), n, 'Discard');
        for (const card of chosen) discard(tx, player, card, ' (a cost)');
        break;
      }
      case 'exileFromHand': {
        const [card] = chooseForCost(
          tx,
          player,
          handCostChoices(tx.s, player, c.filter, source),
          1,
          'Exile from your hand',
        );
        if (card !== undefined)
          changeZone(tx, card, 'exile', (name) => `${name} is exiled from a hand (a cost)`, 'CR 118.3');
        break;
      }
      case 'putCounters':
        // CR 122.1, 118.3: counters put on the source as a cost.
        putCounters(tx, { object: source }, player, { [c.counter]: c.n }, () => 'CR 118.3');
        break;
      case 'tapPermanents': {
        // CR 118.3: tapping untapped permanents the player controls (not {T}: summoning sickness doesn't matter).
        const chosen = chooseForCost(tx, player, tapCostChoices(tx.s, source, c.filter, player, costs), c.n, 'Tap');
        for (const id of chosen) tapPermanent(tx, id, quiet);
        break;
      }
      case 'returnToHand': {
        const options = sacrificeChoices(tx.s, source, c.filter, player);
        const [id] = chooseForCost(tx, player, options, 1, "Return to its owner's hand");
        if (id !== undefined)
          changeZone(tx, id, 'hand', (name) => `${name} is returned to its owner's hand (a cost)`, 'CR 118.3');
        break;
      }
      case 'sacrifice': {
        const options = sacrificeChoices(tx.s, source, c.filter, player);
        const a = tx.choose({
          kind: 'chooseCards',
          player,
          prompt: 'Sacrifice (a cost)',
          cards: options,
          min: 1,
          max: 1,
        });
        if (a.kind === 'cards' && a.cards[0] !== undefined) {
          sacrifice(tx, a.cards[0]);
          sacrificed.push(a.cards[0]);
        }
        break;
      }
      case 'exileFromGraveyard': {
        const options = graveyardCostChoices(tx.s, player, c.filter, source);
        const chosen = chooseForCost(tx, player, options, c.n ?? 1, 'Exile from your graveyard');
        for (const card of chosen)
          changeZone(tx, card, 'exile', (name) => `${name} is exiled from a graveyard (a cost)`, 'CR 118.3');
        break;
      }
      case 'removeCounters':
        // CR 122.8: removing counters as a cost.
        removeCounters(tx, source, c.counter, c.amount === 'x' ? x : c.amount);
        break;
      case 'crew':
        payCrew(tx, source, c.power, player);
        break;
      case 'mana':
        break;
    }
  }
  return sacrificed;
}

/** The player chooses exactly `n` of the options to pay a cost (CR 601.2h). The caller checked there are enough
 * (cr118-cost-checks.ts); if there aren't, the payment is backed out of (CR 732.1). */
function chooseForCost(
  tx: Tx,
  player: PlayerId,
  options: readonly ObjectId[],
  n: number,
  verb: string,
): readonly ObjectId[] {
  if (options.length < n) throw new Rewind();
  const a = tx.choose({
    kind: 'chooseCards',
    player,
    prompt: `${verb}: choose ${n === 1 ? 'one' : n} (a cost)`,
    cards: options.slice(),
    min: n,
    max: n,
  });
  return a.kind === 'cards' ? a.cards : [];
}
