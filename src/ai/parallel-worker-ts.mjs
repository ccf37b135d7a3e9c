// Only when running the TypeScript sources (tests, `node --import tsx`): Node 20 applies no module loader to a worker
// thread, whether given in its execArgv or inherited, so this plain-JavaScript entry registers tsx in the worker and
// then loads the real entry, parallel-worker.ts. The compiled build (dist/) starts parallel-worker.js directly.
import { register } from 'tsx/esm/api';

register();
await import(new URL('./parallel-worker.ts', import.meta.url).href);
