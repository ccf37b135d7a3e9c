#!/usr/bin/env node
// Prints the closing line of `npm test`: the vitest results (written by its JSON reporter) as "N passed, N failed".
import { readFileSync } from 'node:fs';

const r = JSON.parse(readFileSync(new URL('../coverage/vitest-results.json', import.meta.url), 'utf8'));
const skipped = (r.numPendingTests ?? 0) + (r.numTodoTests ?? 0);
console.log(`tests: ${r.numPassedTests} passed, ${r.numFailedTests} failed${skipped ? `, ${skipped} skipped` : ''}`);
