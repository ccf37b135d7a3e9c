import { defineConfig } from 'vitest/config';

// Tests that play whole games take a few seconds; on a shared, busy machine more than vitest's default 5 s.
export default defineConfig({ test: { include: ['test/**/*.test.ts'], testTimeout: 60_000 } });
