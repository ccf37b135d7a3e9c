// CR 602: activating abilities (other than mana abilities, 605.3a, cr118-costs.ts), by the steps of casting a spell
// (602.2b: 601.2b-i, cr601-casting.ts): announce X, choose targets, pay the costs, and the ability is on the stack.
import { chosenModes, textFor, type Cost } from '../card-def.js';
import { Rewind, type Tx } from '../tx.js';
import { type ObjectId, type PlayerId } from '../types.js';
import { targetsForX } from './cr115-targets.js';
import { canPayNonManaCosts, isLoyaltyAbility, manaCostOf, maxCounterX } from './cr118-cost-checks.js';
import { payManaCost } from './cr118-costs.js';
import { payNonManaCosts } from './cr118-non-mana-costs.js';
import { abilityLocation, characteristics } from './cr613-layers.js';
import {
  announceX,
  becomeTargets,
  chooseDivision,
  chooseModes,
  chooseTargets,
  chooseX,
  describeTargets,
} from './cr601-announcing.js';

/** CR 602.2: activate an ability of a permanent (or of a card in a graveyard). */
export function activateAbility(tx: Tx, player: PlayerId, source: ObjectId, index: number): void {
  const ch = characteristics(tx.s, source);
  const a = ch.abilities[index];
  if (!a || a.kind !== 'activated') throw new Error(`not an activated ability: ${source}/${index}`);
  // 602.2a: the ability is created on the stack (remembering how often its source had transformed, 701.27f).
  const stackId = tx.newId();
  const sourceTransforms = tx.obj(source).transforms;
  const mana = manaCostOf(a.costs);
  const tapsSelf = a.costs.some((c) => c.kind === 'tap' || c.kind === 'untap' || c.kind === 'sacrificeSelf');
  const other = { kind: 'other' } as const;
  // CR 601.2b, 107.3a: the value of X is announced before targets are chosen (601.2c), which may depend on it — in
  // the mana cost, in a −X loyalty cost (at most the loyalty counters there are, 606.6), or in "Remove X counters".
  const loyaltyX = a.costs.some((c) => c.kind === 'loyalty' && c.change === '-X');
  const counterX = maxCounterX(tx.s, source, a.costs);
  const x = loyaltyX
    ? // CR 606.6: at most the loyalty counters on the permanent.
      announceX(tx, player, tx.obj(source).counters.loyalty ?? 0, `${ch.name}: choose X (loyalty counters to remove)`)
    : mana
      ? chooseX(tx, player, mana.cost, tapsSelf ? source : null, ch.name, other)
      : counterX !== null
        ? announceX(tx, player, counterX, `${ch.name}: choose X`)
        : 0;
  // CR 700.2a, 602.2b (601.2b): the modes of a modal ability are announced with X, before targets are chosen; its
  // targets and effects are those of the modes chosen.
  const modes = a.modes ? chooseModes(tx, player, a, source, ch.name) : undefined;
  if (modes?.length === 0) throw new Rewind();
  const part = a.modes && modes ? chosenModes(a.modes, modes) : a;
  const specs = targetsForX(part.targets, x);
  const targets = chooseTargets(tx, player, specs, source, ch.name, part.effects, { x });
  if (!targets) throw new Rewind();
  // CR 601.2d (602.2b): the division of damage or counters among the targets.
  const division = chooseDivision(tx, player, specs, targets, x, source, ch.name, part.effects);
  // Non-mana costs are paid after mana abilities are activated, so a source that taps as a cost can't also make mana.
  // Automatic payment spares the source when other sources can pay (a land making itself a creature, Mutavault).
  if (mana)
    payManaCost(
      tx,
      player,
      mana.cost,
      x,
      tapsSelf ? source : null,
      `${ch.name}'s ability`,
      other,
      tapsSelf ? null : source,
    );
  // CR 606.3: activating a loyalty ability uses up the permanent's loyalty activation for the turn.
  if (isLoyaltyAbility(a)) tx.mutStatus(source).loyaltyTurn = tx.s.turn.number;
  // CR 602.5b: an ability that may be activated only once each turn remembers that it was, for this turn.
  if (a.oncePerTurn && !tx.obj(source).left) {
    const turn = tx.s.turn.number;
    const before = tx.obj(source).activatedOnce;
    const abilities = before?.turn === turn ? [...before.abilities, index] : [index];
    tx.mutStatus(source).activatedOnce = { turn, abilities };
  }
  const costSacrificed = payOtherCosts(tx, player, source, a.costs, x);
  const at = abilityLocation(ch, index);
  tx.list('stack').push({
    kind: 'ability',
    id: stackId,
    source,
    sourceName: ch.name,
    def: ch.defName,
    abilityIndex: index,
    controller: player,
    targets,
    ...(division.length ? { division } : {}),
    ...(modes ? { modes } : {}),
    ...(costSacrificed.length ? { costSacrificed } : {}),
    x,
    triggered: false,
    sourceTransforms,
    ...(at.granted ? { granted: at.granted } : {}),
  });
  tx.emit(
    { kind: 'activate', player, source, text: a.text },
    () =>
      `${tx.player(player).name} activates ${ch.name}: "${textFor(a.text, ch.name)}"${
        modes ? ` (${modes.map((i) => textFor(a.modes![i]!.text, ch.name)).join('; ')})` : ''
      }${describeTargets(tx, targets, division)}`,
  );
  becomeTargets(tx, targets, stackId, player);
}

function payOtherCosts(tx: Tx, player: PlayerId, source: ObjectId, costs: readonly Cost[], x: number): ObjectId[] {
  if (!canPayNonManaCosts(tx.s, source, costs, player)) throw new Rewind();
  return payNonManaCosts(tx, source, costs, player, false, x);
}
