// The engine's test seam: what the scenario runner (src/scenario), the fuzzer (src/fuzz) and tests use beyond the
// public API (index.ts) — setting up a position, running a step of the turn on a transaction of their own, the
// questions the fuzzer checks a game's invariants with, and the facts about mana a scenario's default player needs.
// Tools only: clients (src/cli, src/ai, src/decks, src/cards) use index.ts alone (scripts/check-imports.mjs).
export { putCountersForTest } from './game.js';
export { Suspend, Tx } from './tx.js';
export { beginStep, endStep } from './rules/cr500-turn.js';
export { checkTriggers } from './rules/cr603-triggers.js';
export { priorityActions } from './rules/cr117-priority.js';
export { stateBasedActionPending } from './rules/cr704-state-based-actions.js';
export { controlPending } from './rules/cr613-control.js';
export { verifyKeptValues } from './verify.js';
export { canPayNonManaCosts, maxCounterX } from './rules/cr118-cost-checks.js';
export { manaReplacements, productionTypes } from './rules/cr106-mana-production.js';
