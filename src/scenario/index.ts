// The scenario runner: executes `xmage-scenario/1` files (SCENARIOS.md) against the engine.
export { rankBlockers, runScenarioPaths } from './runner.js';
export type { RunOptions, RunSummary, TestOutcome } from './runner.js';
export { runTest, SCENARIO_SEED } from './driver.js';
export type { TestResult } from './driver.js';
export { parseScenario, MalformedError, FORMAT, LIMITS } from './parse.js';
export type { ScenarioFile, TestCase } from './types.js';
