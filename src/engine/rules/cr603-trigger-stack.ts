// CR 603.3: triggered abilities that have triggered are put on the stack the next time a player would receive
// priority, in APNAP order, their controllers choosing the order among their own (603.3b), modes and targets
// chosen then (603.3c-d).
import { chosenModes, textFor, type Ability, type Effect, type SpellMode, type TargetSpec } from '../card-def.js';
import { cardDef } from '../registry.js';
import type { WaitingTrigger } from '../state.js';
import type { Tx } from '../tx.js';
import { becomeTargets, chooseDivision, chooseModes, chooseTargets, describeTargets } from './cr601-announcing.js';
import { targetsForX } from './cr115-targets.js';
import { grantedAbility } from './cr613-layers.js';
import { miracleTrigger } from './cr702-cast-keywords.js';
import { standsForTrigger } from './cr702-triggered-keywords.js';

type Triggered = Extract<Ability, { kind: 'triggered' }>;

/** CR 603.3b: put waiting triggers on the stack, active player's first; each player orders their own. */
export function putTriggersOnStack(tx: Tx): void {
  const waiting = tx.s.triggers;
  tx.s.triggers = [];
  tx.touch();
  const n = tx.s.players.length;
  for (let k = 0; k < n; k++) {
    const p = (tx.s.turn.active + k) % n;
    let mine = waiting.filter((w) => w.controller === p);
    if (mine.length > 1) {
      const a = tx.choose({
        kind: 'orderTriggers',
        player: p,
        triggers: mine.map((w) => ({
          source: w.source,
          text: `${w.sourceName}: ${textFor(abilityOf(w).text, w.sourceName)}`,
          rulesText: abilityOf(w).text,
          sourceName: w.sourceName,
        })),
      });
      // The answer lists indices in the order they are put on the stack (the last one resolves first).
      if (a.kind === 'order') mine = a.order.map((i) => mine[i]!);
    }
    for (const w of mine) putOnStack(tx, w);
  }
}

/** The targets and effects of a triggered or activated ability: a modal one's in the modes chosen for it (CR 700.2). */
export function abilityPart(
  a: {
    readonly targets: readonly TargetSpec[];
    readonly effects: readonly Effect[];
    readonly modes?: readonly SpellMode[];
  },
  modes: readonly number[] | undefined,
): { readonly targets: readonly TargetSpec[]; readonly effects: readonly Effect[] } {
  return a.modes && modes ? chosenModes(a.modes, modes) : a;
}

export function abilityOf(w: Pick<WaitingTrigger, 'def' | 'abilityIndex' | 'delayed' | 'granted'>): Triggered {
  return triggeredAbilityOf(w).ability;
}

/** The ability that triggered, and the rule the log cites as it is put on the stack: a triggered keyword's own rule
 * (CR 702.93a undying, ...), else 603.3. */
function triggeredAbilityOf(w: Pick<WaitingTrigger, 'def' | 'abilityIndex' | 'delayed' | 'granted'>): {
  ability: Triggered;
  rule: string;
} {
  if (w.delayed)
    return w.delayed.ability
      ? { ability: w.delayed.ability, rule: 'CR 603.7b' }
      : { ability: delayedAbility(w.delayed), rule: 'CR 603.3' };
  const a = w.granted ? grantedAbility(w.granted) : cardDef(w.def).abilities[w.abilityIndex];
  // CR 603.11, 702.94a: miracle's triggered ability, linked to the keyword that revealed the card.
  if (a?.kind === 'castKeyword' && a.keyword === 'miracle') return { ability: miracleTrigger(a), rule: 'CR 603.3' };
  const k = standsForTrigger(a);
  if (k) return k;
  if (!a || a.kind !== 'triggered') throw new Error('not a triggered ability');
  return { ability: a, rule: 'CR 603.3' };
}

function delayedAbility(d: NonNullable<WaitingTrigger['delayed']>): Triggered {
  return {
    kind: 'triggered',
    trigger: { kind: 'beginningOfStep', step: 'end_turn', whose: 'each' },
    targets: [],
    effects: d.effects,
    text:
      d.when === 'endOfCombat'
        ? 'At end of combat, ...'
        : d.when === 'yourNextUpkeep'
          ? 'At the beginning of your next upkeep, ...'
          : `At the beginning of the next ${d.when === 'nextUpkeep' ? 'upkeep' : 'end step'}, ...`,
  };
}

function putOnStack(tx: Tx, w: WaitingTrigger): void {
  const { ability: a, rule } = triggeredAbilityOf(w);
  const x = w.x ?? 0;
  // CR 700.2b, 603.3c: the modes of a modal triggered ability are chosen as it is put on the stack; if none can be
  // chosen, it is removed from the stack.
  const modes = a.modes ? chooseModes(tx, w.controller, a, w.source, w.sourceName) : null;
  if (modes?.length === 0) {
    tx.emit(
      { kind: 'info' },
      () => `${w.sourceName}'s ability has no mode that can be chosen and is removed`,
      'CR 700.2b',
    );
    return;
  }
  const part = abilityPart(a, modes ?? undefined);
  const specs = targetsForX(part.targets, x);
  const targets = chooseTargets(tx, w.controller, specs, w.source, w.sourceName, part.effects, { x });
  if (!targets) {
    // CR 603.3d: with no legal targets the ability is removed from the stack.
    tx.emit({ kind: 'info' }, () => `${w.sourceName}'s ability has no legal targets and is removed`, 'CR 603.3d');
    return;
  }
  // CR 603.3d, 601.2d: the division of damage or counters among the targets.
  const division = chooseDivision(tx, w.controller, specs, targets, x, w.source, w.sourceName, part.effects);
  const stackId = tx.newId();
  tx.list('stack').push({
    kind: 'ability',
    id: stackId,
    source: w.source,
    sourceName: w.sourceName,
    def: w.def,
    abilityIndex: w.abilityIndex,
    controller: w.controller,
    targets,
    ...(division.length ? { division } : {}),
    ...(modes ? { modes } : {}),
    x,
    triggered: true,
    ...(w.delayed ? { delayed: w.delayed } : {}),
    ...(w.thatPlayer === undefined ? {} : { thatPlayer: w.thatPlayer }),
    ...(w.thatObject === undefined ? {} : { thatObject: w.thatObject }),
    ...(w.thatStackItem === undefined ? {} : { thatStackItem: w.thatStackItem }),
    ...(w.thatAmount === undefined ? {} : { thatAmount: w.thatAmount }),
    ...(w.attacked === undefined ? {} : { attacked: w.attacked }),
    ...(w.delayed ? {} : { sourceTransforms: tx.obj(w.source).transforms }),
    ...(w.granted ? { granted: w.granted } : {}),
    ...(w.movedTo === undefined ? {} : { movedTo: w.movedTo }),
  });
  tx.touch();
  tx.emit(
    { kind: 'triggerPut', player: w.controller, source: w.source, text: a.text },
    () =>
      `${w.sourceName} triggers: "${textFor(a.text, w.sourceName)}"${
        modes ? ` (${modes.map((i) => textFor(a.modes![i]!.text, w.sourceName)).join('; ')})` : ''
      }${describeTargets(tx, targets, division)}`,
    rule,
  );
  becomeTargets(tx, targets, stackId, w.controller);
}
