import { defineConfig } from 'vitest/config';

// Some tests spawn the command line (compiled on the fly) or play many games: on a busy machine they need more than
// the default 5 s. Speed is measured by `npm run bench`, never by test timeouts. The browser tests drive the built
// table, which the global set-up builds when it is missing or stale.
export default defineConfig({
  test: { include: ['test/**/*.test.ts'], testTimeout: 60_000, globalSetup: ['test/browser/build-table.ts'] },
});
