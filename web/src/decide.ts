// What a click on the table means for the decision the person faces: pure functions of the snapshot the server sent
// and of the answer being put together (the draft: attackers picked, blocks, cards chosen, ...). A click either
// answers at once, changes the draft, opens a small menu of answers, or does nothing; the server (the engine's
// parser) is the judge of every answer sent.
import type {
  Answer,
  ManaType,
  ObjectId,
  PendingChoice,
  PlayerId,
  PriorityAction,
  Ref,
} from '../../src/engine/index.js';
import type { TableSnapshot } from '../../src/cli/table-types.js';
// The rules core's own list of steps (CR 500.1), from its model file alone: the table bundles nothing else of it.
import { STEPS as STEP_ORDER } from '../../src/engine/types.js';

export type Choice<K extends PendingChoice['kind']> = Extract<PendingChoice, { kind: K }>;

export interface Attack {
  readonly attacker: ObjectId;
  readonly defender: PlayerId;
  readonly planeswalker?: ObjectId;
}

/** The answer being put together for a decision that takes several clicks. */
export interface Draft {
  readonly attackers: readonly Attack[];
  readonly blocks: readonly { readonly blocker: ObjectId; readonly attacker: ObjectId }[];
  readonly cards: readonly ObjectId[];
  readonly x: number;
  /** the triggers' indexes, in the order they go on the stack */
  readonly order: readonly number[];
  /** combat damage to each recipient (the blockers in order, then whom trample reaches) */
  readonly damage: readonly number[];
  /** how many of each type of mana ("in any combination") */
  readonly mana: Readonly<Partial<Record<ManaType, number>>>;
}

/** One entry of a small menu: an answer to send, or a change to the draft. */
export interface MenuOption {
  readonly label: string;
  readonly answer?: Answer;
  readonly draft?: Draft;
}

export type ClickResult =
  | { readonly kind: 'answer'; readonly answer: Answer }
  | { readonly kind: 'draft'; readonly draft: Draft }
  | { readonly kind: 'menu'; readonly options: readonly MenuOption[] }
  | null;

export function freshDraft(s: TableSnapshot): Draft {
  const c = s.pending;
  const draft: Draft = { attackers: [], blocks: [], cards: [], x: 0, order: [], damage: [], mana: {} };
  if (!c) return draft;
  switch (c.kind) {
    case 'declareAttackers':
      // CR 508.1d: a creature that attacks if able starts out attacking.
      return {
        ...draft,
        attackers: c.options
          .filter((o) => o.mustAttack && o.defenders.length > 0)
          .map((o) => ({ attacker: o.attacker, defender: o.defenders[0]! })),
      };
    case 'orderTriggers':
      return { ...draft, order: c.triggers.map((_, i) => i) };
    case 'assignDamage': {
      const suggested = s.suggested?.kind === 'damage' ? s.suggested.assignment : [];
      return {
        ...draft,
        damage: damageRecipients(c).map((r) => suggested.find((d) => sameRef(d.to, r))?.amount ?? 0),
      };
    }
    case 'chooseX':
      return { ...draft, x: c.max };
    case 'divide': {
      // CR 601.2d: the suggested division, 1 to each target and the rest to the first.
      const suggested = s.suggested?.kind === 'divide' ? s.suggested.amounts : [];
      return { ...draft, damage: c.targets.map((_, i) => suggested[i] ?? 1) };
    }
    default:
      return draft;
  }
}

export function sameRef(a: Ref, b: Ref): boolean {
  if ('player' in a) return 'player' in b && a.player === b.player;
  if ('object' in a) return 'object' in b && a.object === b.object;
  return 'ability' in b && a.ability === b.ability;
}

/** Who an attacking creature's damage may go to: its blockers in order, then whom trample reaches. */
export function damageRecipients(c: Choice<'assignDamage'>): Ref[] {
  const out: Ref[] = c.blockers.map((b) => ({ object: b.blocker }));
  if (c.trampleTo !== null) out.push(c.trampleTo);
  return out;
}

/** The name of an object, player or stack item, as the table shows it. */
export function refName(s: TableSnapshot, r: Ref): string {
  if ('player' in r) return s.view.players[r.player]?.name ?? `player ${r.player}`;
  if ('object' in r) return s.view.objects[r.object]?.name || 'a hidden card';
  const item = s.view.stack.find((i) => i.id === r.ability);
  return item ? `${item.name}'s ability` : 'an ability';
}

/** A target as a button names it: whose it is, and its power and toughness, to tell twins apart. */
export function targetLabel(s: TableSnapshot, r: Ref): string {
  if ('player' in r) {
    const p = s.view.players[r.player];
    return p ? `${r.player === s.seat ? 'You' : p.name} (${p.life} life)` : refName(s, r);
  }
  if ('ability' in r) return `${refName(s, r)} (on the stack)`;
  const o = s.view.objects[r.object];
  if (!o) return refName(s, r);
  const whose = o.controller === s.seat ? 'yours' : `${s.view.players[o.controller]?.name ?? 'their'}'s`;
  const where = o.zone === 'battlefield' ? '' : `, in ${o.zone === 'stack' ? 'the stack' : o.zone}`;
  const pt = o.power !== null ? ` ${o.power}/${o.toughness}` : '';
  return `${o.name}${pt} (${whose}${where}${o.tapped ? ', tapped' : ''})`;
}

/** The priority actions (with their index, for their label) a card or permanent offers. */
export function actionsOf(s: TableSnapshot, id: ObjectId): { action: PriorityAction; label: string }[] {
  const c = s.pending;
  if (c?.kind !== 'priority') return [];
  const out: { action: PriorityAction; label: string }[] = [];
  c.actions.forEach((a, i) => {
    const on = a.kind === 'pass' ? null : actionObject(a);
    if (on === id) out.push({ action: a, label: s.labels[i] ?? a.kind });
  });
  return out;
}

/** The object a priority action other than passing is about (CR 702.37e: the face-down permanent to turn up). */
function actionObject(a: Exclude<PriorityAction, { kind: 'pass' }>): ObjectId {
  return a.kind === 'playLand' || a.kind === 'cast' ? a.card : a.kind === 'turnFaceUp' ? a.permanent : a.source;
}

/** Priority actions for cards the table shows nowhere to click (a graveyard's flashback, exile's permission). */
export function offBoardActions(s: TableSnapshot): { action: PriorityAction; label: string }[] {
  const c = s.pending;
  if (c?.kind !== 'priority') return [];
  const me = s.view.players[s.seat];
  const onBoard = new Set([...(me?.hand ?? []), ...s.view.battlefield]);
  const out: { action: PriorityAction; label: string }[] = [];
  c.actions.forEach((a, i) => {
    if (a.kind === 'pass') return;
    const on = actionObject(a);
    if (!onBoard.has(on)) out.push({ action: a, label: s.labels[i] ?? a.kind });
  });
  return out;
}

/** What clicking an object (a card in hand, a permanent, a spell on the stack, a card in a chooser) does. `touch`:
 * a tap shows a card's actions as a menu first (there is no hovering to read it on a touch screen). */
export function clickObject(s: TableSnapshot, d: Draft, id: ObjectId, touch = false): ClickResult {
  const c = s.pending;
  if (!c) return null;
  switch (c.kind) {
    case 'priority': {
      const acts = actionsOf(s, id);
      if (acts.length === 0) return null;
      const only = acts[0]!;
      if (acts.length === 1 && only.action.kind !== 'activateMana' && !touch)
        return { kind: 'answer', answer: only.action };
      return { kind: 'menu', options: acts.map((a) => ({ label: a.label, answer: a.action })) };
    }
    case 'target':
      return c.legal.some((r) => 'object' in r && r.object === id)
        ? { kind: 'answer', answer: { kind: 'target', target: { object: id } } }
        : null;
    case 'payMana': {
      const sources = c.sources
        .map((src, i) => ({ src, label: s.labels[i] ?? 'Pay' }))
        .filter((x) => x.src.source === id);
      if (sources.length === 0) return null;
      const pay = (x: (typeof sources)[number]): Answer => ({
        kind: 'payWith',
        source: x.src.source,
        ability: x.src.ability,
      });
      if (sources.length === 1) return { kind: 'answer', answer: pay(sources[0]!) };
      return { kind: 'menu', options: sources.map((x) => ({ label: x.label, answer: pay(x) })) };
    }
    case 'declareAttackers': {
      const o = c.options.find((x) => x.attacker === id);
      if (!o) return null;
      const others = d.attackers.filter((a) => a.attacker !== id);
      const attacking = others.length !== d.attackers.length;
      const targets: Attack[] = [
        ...o.defenders.map((p) => ({ attacker: id, defender: p })),
        ...o.planeswalkers.map((w) => ({
          attacker: id,
          defender: s.view.objects[w]?.controller ?? o.defenders[0] ?? 0,
          planeswalker: w,
        })),
      ];
      if (targets.length === 0) return null;
      if (targets.length === 1)
        return { kind: 'draft', draft: { ...d, attackers: attacking ? others : [...others, targets[0]!] } };
      return {
        kind: 'menu',
        options: [
          ...targets.map((t) => ({
            label: `Attack ${refName(s, t.planeswalker !== undefined ? { object: t.planeswalker } : { player: t.defender })}`,
            draft: { ...d, attackers: [...others, t] },
          })),
          ...(attacking ? [{ label: "Don't attack", draft: { ...d, attackers: others } }] : []),
        ],
      };
    }
    case 'declareBlockers': {
      const o = c.options.find((x) => x.blocker === id);
      if (!o || o.attackers.length === 0) return null;
      const others = d.blocks.filter((b) => b.blocker !== id);
      const blocking = others.length !== d.blocks.length;
      if (o.attackers.length === 1)
        return {
          kind: 'draft',
          draft: { ...d, blocks: blocking ? others : [...others, { blocker: id, attacker: o.attackers[0]! }] },
        };
      return {
        kind: 'menu',
        options: [
          ...o.attackers.map((a) => ({
            label: `Block ${refName(s, { object: a })}`,
            draft: { ...d, blocks: [...others, { blocker: id, attacker: a }] },
          })),
          ...(blocking ? [{ label: "Don't block", draft: { ...d, blocks: others } }] : []),
        ],
      };
    }
    case 'chooseCards':
    case 'bottomCards': {
      if (!c.cards.includes(id)) return null;
      const max = c.kind === 'chooseCards' ? c.max : c.count;
      if (d.cards.includes(id)) return { kind: 'draft', draft: { ...d, cards: d.cards.filter((x) => x !== id) } };
      if (max === 1) return { kind: 'draft', draft: { ...d, cards: [id] } };
      if (d.cards.length >= max) return null;
      return { kind: 'draft', draft: { ...d, cards: [...d.cards, id] } };
    }
    case 'mulligan':
    case 'chooseX':
    case 'divide':
    case 'chooseMode':
    case 'assignDamage':
    case 'orderTriggers':
    case 'yesNo':
    case 'chooseReplacement':
    case 'chooseColor':
    case 'chooseCreatureType':
    case 'chooseManaCombination':
      return null;
  }
}

/** Clicking a player (their life total): a target. */
export function clickPlayer(s: TableSnapshot, p: PlayerId): ClickResult {
  const c = s.pending;
  if (c?.kind !== 'target' || !c.legal.some((r) => 'player' in r && r.player === p)) return null;
  return { kind: 'answer', answer: { kind: 'target', target: { player: p } } };
}

/** Clicking a spell or ability on the stack: a target (a spell is an object, an ability is named by its item). */
export function clickStackItem(s: TableSnapshot, d: Draft, itemId: number): ClickResult {
  const item = s.view.stack.find((i) => i.id === itemId);
  if (!item) return null;
  if (item.kind === 'spell') return clickObject(s, d, item.object);
  const c = s.pending;
  if (c?.kind !== 'target' || !c.legal.some((r) => 'ability' in r && r.ability === itemId)) return null;
  return { kind: 'answer', answer: { kind: 'target', target: { ability: itemId } } };
}

/** How the table marks things for the decision: what a click would act on, what the draft has picked, and a word on
 * each permanent's part in it ("attacks Computer", "blocks Grizzly Bears"). */
export interface Marks {
  readonly clickable: ReadonlySet<ObjectId>;
  readonly players: ReadonlySet<PlayerId>;
  readonly stack: ReadonlySet<number>;
  readonly selected: ReadonlySet<ObjectId>;
  readonly notes: ReadonlyMap<ObjectId, string>;
}

export function marks(s: TableSnapshot, d: Draft): Marks {
  const clickable = new Set<ObjectId>();
  const players = new Set<PlayerId>();
  const stack = new Set<number>();
  const selected = new Set<ObjectId>();
  const notes = new Map<ObjectId, string>();
  const c = s.pending;
  if (c)
    switch (c.kind) {
      case 'priority':
        for (const a of c.actions)
          // Lands' mana abilities stay clickable (a menu), but only other actions are marked as things to do.
          if (a.kind === 'playLand' || a.kind === 'cast') clickable.add(a.card);
          else if (a.kind === 'activate') clickable.add(a.source);
        break;
      case 'target':
        for (const r of c.legal)
          if ('player' in r) players.add(r.player);
          else if ('object' in r) clickable.add(r.object);
          else stack.add(r.ability);
        for (const item of s.view.stack) if (item.kind === 'spell' && clickable.has(item.object)) stack.add(item.id);
        break;
      case 'payMana':
        for (const src of c.sources) clickable.add(src.source);
        break;
      case 'declareAttackers':
        for (const o of c.options) clickable.add(o.attacker);
        for (const a of d.attackers) {
          selected.add(a.attacker);
          notes.set(
            a.attacker,
            `attacks ${refName(s, a.planeswalker !== undefined ? { object: a.planeswalker } : { player: a.defender })}`,
          );
        }
        break;
      case 'declareBlockers':
        for (const o of c.options) if (o.attackers.length > 0) clickable.add(o.blocker);
        for (const b of d.blocks) {
          selected.add(b.blocker);
          notes.set(b.blocker, `blocks ${refName(s, { object: b.attacker })}`);
        }
        break;
      case 'chooseCards':
      case 'bottomCards':
        for (const id of c.cards) clickable.add(id);
        for (const id of d.cards) selected.add(id);
        break;
      case 'mulligan':
      case 'chooseX':
      case 'divide':
      case 'chooseMode':
      case 'assignDamage':
      case 'orderTriggers':
      case 'yesNo':
      case 'chooseReplacement':
      case 'chooseColor':
      case 'chooseCreatureType':
      case 'chooseManaCombination':
        break;
    }
  return { clickable, players, stack, selected, notes };
}

/** The words on the button that passes priority: what passing does now. */
export function passLabel(s: TableSnapshot): string {
  const top = s.view.stack[s.view.stack.length - 1];
  if (top) return `Pass: let ${top.name}${top.kind === 'ability' ? "'s ability" : ''} resolve`;
  const step = s.view.turn.step;
  const mine = s.view.turn.active === s.seat;
  if (mine && (step === 'postcombat_main' || step === 'end_turn')) return 'Pass: end your turn';
  if (mine && step === 'precombat_main') return 'Pass: go to combat';
  return `Pass: to ${NEXT_WORDS[step]}`;
}

/** Short names of the steps, as the phase strip shows them. */
export const STEP_WORDS: Readonly<Record<(typeof STEP_ORDER)[number], string>> = {
  untap: 'Untap',
  upkeep: 'Upkeep',
  draw: 'Draw',
  precombat_main: 'Main 1',
  begin_combat: 'Combat',
  declare_attackers: 'Attackers',
  declare_blockers: 'Blockers',
  first_strike_damage: 'First strike',
  combat_damage: 'Damage',
  end_combat: 'End combat',
  postcombat_main: 'Main 2',
  end_turn: 'End',
  cleanup: 'Cleanup',
};

/** Where passing with an empty stack leads, as words. */
const NEXT_WORDS: Readonly<Record<(typeof STEP_ORDER)[number], string>> = {
  untap: 'the upkeep',
  upkeep: 'the draw step',
  draw: 'the main phase',
  precombat_main: 'combat',
  begin_combat: 'attackers',
  declare_attackers: 'blockers',
  declare_blockers: 'combat damage',
  first_strike_damage: 'combat damage',
  combat_damage: 'the end of combat',
  end_combat: 'the second main phase',
  postcombat_main: 'the end step',
  end_turn: 'the next turn',
  cleanup: 'the next turn',
};

export { STEP_ORDER };

/** The answer the draft makes for a decision that takes several clicks; null when it can't be sent yet. */
export function draftAnswer(s: TableSnapshot, d: Draft): Answer | null {
  const c = s.pending;
  if (!c) return null;
  switch (c.kind) {
    case 'declareAttackers':
      return { kind: 'attackers', attackers: d.attackers };
    case 'declareBlockers':
      return { kind: 'blockers', blocks: d.blocks };
    case 'chooseCards':
      return d.cards.length >= c.min && d.cards.length <= c.max ? { kind: 'cards', cards: d.cards } : null;
    case 'bottomCards':
      return d.cards.length === c.count ? { kind: 'cards', cards: d.cards } : null;
    case 'chooseX':
      return { kind: 'x', value: d.x };
    case 'divide': {
      // CR 601.2d: each target at least 1, all of the amount.
      const total = d.damage.reduce((a, b) => a + b, 0);
      if (total !== c.amount || d.damage.length !== c.targets.length || d.damage.some((n) => n < 1)) return null;
      return { kind: 'divide', amounts: d.damage };
    }
    case 'orderTriggers':
      return { kind: 'order', order: d.order };
    case 'assignDamage': {
      const total = d.damage.reduce((a, b) => a + b, 0);
      if (total !== c.amount) return null;
      const rec = damageRecipients(c);
      return {
        kind: 'damage',
        assignment: rec.map((to, i) => ({ to, amount: d.damage[i] ?? 0 })).filter((x) => x.amount > 0),
      };
    }
    case 'chooseManaCombination': {
      const mana: ManaType[] = [];
      for (const t of c.types) for (let i = 0; i < (d.mana[t] ?? 0); i++) mana.push(t);
      return mana.length === c.amount ? { kind: 'manaCombination', mana } : null;
    }
    case 'priority':
    case 'mulligan':
    case 'target':
    case 'chooseMode':
    case 'payMana':
    case 'yesNo':
    case 'chooseReplacement':
    case 'chooseColor':
    case 'chooseCreatureType':
      return null;
  }
}
