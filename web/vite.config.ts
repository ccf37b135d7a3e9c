// Builds the table (the browser client `lorekeeper serve` answers) into dist/web: `vite build web`, as `npm run
// build` runs it. Preact's JSX, compiled by Vite's own transform.
import { defineConfig } from 'vite';

export default defineConfig({
  root: import.meta.dirname,
  base: '/',
  oxc: { jsx: { runtime: 'automatic', importSource: 'preact' } },
  build: { outDir: '../dist/web', emptyOutDir: true, target: 'es2022', reportCompressedSize: false },
  logLevel: 'warn',
});
