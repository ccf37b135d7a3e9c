// Every answer a client gives is parsed into the exact shape of the pending decision before anything changes. The raw
// answer (unknown: JSON from a client, an object of a program) is first read into a well-formed Answer — each field
// type-checked, an unknown field refused naming it — and then fitted to the decision: what the engine keeps and acts
// on is a new answer built from the decision's own legal values (its actions, references, ids), never the client's
// objects. Reading is read-answer.ts; fitting is here.
import type { Answer, PendingChoice, ParsedAnswer, PriorityAction } from './choices.js';
import { validateAttack, validateBlocks, validateDamage } from './rules/cr506-combat.js';
import { sameRef } from './rules/cr115-targets.js';
import type { GameState } from './state.js';
import type { ManaType, ObjectId, PlayerId, Ref } from './types.js';
import { setAnswerParser } from './hooks.js';
import { clip, readAnswer, summarize } from './read-answer.js';

export type { AnswerError, ParsedAnswer } from './choices.js';

/**
 * Parses a raw answer to the pending decision `c` of this state: a new canonical answer built from the decision's own
 * legal values, or why it doesn't fit — `malformed` naming the field, `illegalAnswer` saying why. Conceding (CR
 * 104.3a) is an answer to any decision. Never throws, whatever `raw` is.
 */
export function parseAnswer(state: GameState, c: PendingChoice, raw: unknown): ParsedAnswer {
  const read = readAnswer(raw);
  return read.ok ? fitAnswer(state, c, read.answer) : read;
}

// ---------------------------------------------------------------------------------------------------------------
// Fitting: a well-formed answer to the pending decision, rebuilt from the decision's own values

const isIntIn = (n: number, lo: number, hi: number): boolean => Number.isInteger(n) && n >= lo && n <= hi;

/** Fits a well-formed answer (readAnswer's) to the decision: the canonical answer built from the decision's legal
 * values, or why it is not a legal answer to it. */
export function fitAnswer(state: GameState, c: PendingChoice, a: Answer): ParsedAnswer {
  if (a.kind === 'concede') return ok({ kind: 'concede' }); // CR 104.3a: at any time
  switch (c.kind) {
    case 'priority': {
      const action = c.actions.find((x) => samePriorityAction(x, a));
      return action ? ok(copyAction(action)) : illegal(`${summarize(a)} is not a legal action now`);
    }
    case 'mulligan':
      return a.kind === 'keep' || a.kind === 'mulligan' ? ok({ kind: a.kind }) : illegal('answer "keep" or "mulligan"');
    case 'bottomCards':
    case 'chooseCards': {
      if (a.kind !== 'cards') return illegal('expected a list of cards');
      const min = c.kind === 'bottomCards' ? c.count : c.min;
      const max = c.kind === 'bottomCards' ? c.count : c.max;
      if (a.cards.length < min || a.cards.length > max)
        return illegal(min === max ? `choose exactly ${min} card(s)` : `choose between ${min} and ${max} card(s)`);
      if (new Set(a.cards).size !== a.cards.length) return illegal('a card is chosen twice');
      const cards: ObjectId[] = [];
      for (const id of a.cards) {
        const offered = c.cards.find((x) => x === id);
        if (offered === undefined) return illegal(`object ${id} can't be chosen`);
        cards.push(offered);
      }
      return ok({ kind: 'cards', cards });
    }
    case 'target': {
      if (a.kind !== 'target') return illegal('expected a target');
      const t = a.target;
      if (t === null) return c.optional ? ok({ kind: 'target', target: null }) : illegal('a target must be chosen');
      const legal = c.legal.find((r) => sameRef(r, t));
      return legal ? ok({ kind: 'target', target: copyRef(legal) }) : illegal('that is not a legal target');
    }
    case 'chooseX':
      return a.kind === 'x' && isIntIn(a.value, 0, c.max)
        ? ok({ kind: 'x', value: a.value })
        : illegal(`X must be a whole number from 0 to ${c.max}`);
    case 'divide': {
      // CR 601.2d: one share a target, each at least 1, adding up to the amount.
      if (a.kind !== 'divide') return illegal('expected a division: { kind: "divide", amounts }');
      const n = c.targets.length;
      if (a.amounts.length !== n) return illegal(`give one amount for each of the ${n} targets`);
      if (!a.amounts.every((v) => isIntIn(v, 1, c.amount))) return illegal('each target must get at least 1');
      const sum = a.amounts.reduce((x, y) => x + y, 0);
      if (sum !== c.amount) return illegal(`the amounts must add up to ${c.amount}, not ${sum}`);
      return ok({ kind: 'divide', amounts: a.amounts.slice() });
    }
    case 'payMana':
      if (a.kind === 'cancel') return ok({ kind: 'cancel' });
      if (a.kind === 'payLife')
        return c.canPayLife ? ok({ kind: 'payLife' }) : illegal('no Phyrexian mana can be paid with life now');
      if (a.kind === 'autoPay')
        return c.canAutoPay ? ok({ kind: 'autoPay' }) : illegal('the cost cannot be paid automatically');
      if (a.kind === 'payWith') {
        const s = c.sources.find((x) => x.source === a.source && x.ability === a.ability);
        return s
          ? ok({ kind: 'payWith', source: s.source, ability: s.ability })
          : illegal('that source cannot be used');
      }
      return illegal('answer "autoPay", "payWith", "payLife" or "cancel"');
    case 'declareAttackers': {
      const err = validateAttack(state, c, a);
      if (err !== null || a.kind !== 'attackers') return illegal(err ?? 'expected attackers');
      // Each declaration rebuilt from its option: the attacker, a defender and a planeswalker it offers.
      const attackers: { attacker: ObjectId; defender: PlayerId; planeswalker?: ObjectId }[] = [];
      for (const d of a.attackers) {
        const o = c.options.find((x) => x.attacker === d.attacker);
        const defender = o?.defenders.find((x) => x === d.defender);
        if (!o || defender === undefined) return illegal(`object ${d.attacker} can't attack player ${d.defender}`);
        if (d.planeswalker === undefined) attackers.push({ attacker: o.attacker, defender });
        else {
          const planeswalker = o.planeswalkers.find((x) => x === d.planeswalker);
          if (planeswalker === undefined) return illegal(`object ${d.attacker} can't attack object ${d.planeswalker}`);
          attackers.push({ attacker: o.attacker, defender, planeswalker });
        }
      }
      return ok({ kind: 'attackers', attackers });
    }
    case 'declareBlockers': {
      const err = validateBlocks(state, c, a);
      if (err !== null || a.kind !== 'blockers') return illegal(err ?? 'expected blockers');
      const blocks: { blocker: ObjectId; attacker: ObjectId }[] = [];
      for (const b of a.blocks) {
        const o = c.options.find((x) => x.blocker === b.blocker);
        const attacker = o?.attackers.find((x) => x === b.attacker);
        if (!o || attacker === undefined) return illegal(`object ${b.blocker} can't block object ${b.attacker}`);
        blocks.push({ blocker: o.blocker, attacker });
      }
      return ok({ kind: 'blockers', blocks });
    }
    case 'assignDamage': {
      const err = validateDamage(c, a);
      if (err !== null || a.kind !== 'damage') return illegal(err ?? 'expected a damage assignment');
      // Each recipient rebuilt from the decision: the player or planeswalker trample reaches, or a blocker.
      const assignment: { to: Ref; amount: number }[] = [];
      for (const d of a.assignment) {
        const trample = c.trampleTo !== null && sameRef(d.to, c.trampleTo) ? c.trampleTo : null;
        const blocker = 'object' in d.to ? c.blockers.find((b) => sameRef(d.to, { object: b.blocker })) : undefined;
        const to = trample ? copyRef(trample) : blocker ? { object: blocker.blocker } : null;
        if (!to) return illegal(`damage can't be assigned to ${summarize(d.to)}`);
        assignment.push({ to, amount: d.amount });
      }
      return ok({ kind: 'damage', assignment });
    }
    case 'orderTriggers': {
      if (a.kind !== 'order') return illegal('expected an order');
      const n = c.triggers.length;
      const fits = a.order.length === n && new Set(a.order).size === n && a.order.every((i) => isIntIn(i, 0, n - 1));
      return fits
        ? ok({ kind: 'order', order: a.order.slice() })
        : illegal(`the order must list each of 0..${n - 1} once`);
    }
    case 'yesNo':
      return a.kind === 'yes' || a.kind === 'no' ? ok({ kind: a.kind }) : illegal('answer "yes" or "no"');
    case 'chooseMode': {
      const m = a.kind === 'mode' ? c.modes.find((x) => x.mode === a.mode) : undefined;
      return m ? ok({ kind: 'mode', mode: m.mode }) : illegal('that mode is not available');
    }
    case 'chooseReplacement':
      return a.kind === 'option' && isIntIn(a.index, 0, c.options.length - 1)
        ? ok({ kind: 'option', index: a.index })
        : illegal(`choose an option from 0 to ${c.options.length - 1}`);
    case 'chooseColor': {
      const color = a.kind === 'color' ? c.colors.find((x) => x === a.color) : undefined;
      return color ? ok({ kind: 'color', color }) : illegal(`choose one of ${c.colors.join(', ')}`);
    }
    case 'chooseCreatureType': {
      const type = a.kind === 'creatureType' ? c.types.find((x) => x === a.type) : undefined;
      return type !== undefined ? ok({ kind: 'creatureType', type }) : illegal('choose an existing creature type');
    }
    case 'chooseManaCombination': {
      if (a.kind !== 'manaCombination') return illegal('expected a list of mana');
      if (a.mana.length !== c.amount) return illegal(`choose exactly ${c.amount} mana`);
      const mana: ManaType[] = [];
      for (const t of a.mana) {
        const offered = c.types.find((x) => x === t);
        if (offered === undefined) return illegal(`each mana must be one of ${c.types.join(', ')}`);
        mana.push(offered);
      }
      return ok({ kind: 'manaCombination', mana });
    }
  }
}

function samePriorityAction(x: PriorityAction, a: Answer): boolean {
  switch (x.kind) {
    case 'pass':
      return a.kind === 'pass';
    case 'playLand':
      return a.kind === 'playLand' && x.card === a.card && (x.face ?? 0) === (a.face ?? 0);
    case 'cast':
      return a.kind === 'cast' && x.card === a.card && (x.via ?? null) === (a.via ?? null);
    case 'activate':
    case 'activateMana':
      return a.kind === x.kind && x.source === a.source && x.ability === a.ability;
    case 'turnFaceUp':
      return a.kind === 'turnFaceUp' && x.permanent === a.permanent && (x.manifest ?? false) === (a.manifest ?? false);
  }
}

/** A priority action as the decision offers it, in a new object. */
function copyAction(x: PriorityAction): PriorityAction {
  switch (x.kind) {
    case 'pass':
      return { kind: 'pass' };
    case 'playLand':
      return x.face === undefined
        ? { kind: 'playLand', card: x.card }
        : { kind: 'playLand', card: x.card, face: x.face };
    case 'cast':
      return x.via === undefined ? { kind: 'cast', card: x.card } : { kind: 'cast', card: x.card, via: x.via };
    case 'activate':
    case 'activateMana':
      return { kind: x.kind, source: x.source, ability: x.ability };
    case 'turnFaceUp':
      return x.manifest
        ? { kind: 'turnFaceUp', permanent: x.permanent, manifest: true }
        : { kind: 'turnFaceUp', permanent: x.permanent };
  }
}

function copyRef(r: Ref): Ref {
  if ('player' in r) return { player: r.player };
  if ('object' in r) return { object: r.object };
  return { ability: r.ability };
}

const ok = (answer: Answer): ParsedAnswer => ({ ok: true, answer });
const illegal = (message: string): ParsedAnswer => ({
  ok: false,
  error: { code: 'illegalAnswer', message: clip(message) },
});
// A transaction reads the answers given in the middle of an operation as apply does (Tx.choose; hooks.ts).
setAnswerParser({ parse: parseAnswer });
