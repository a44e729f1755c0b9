// Piscina worker entry. On Node 20, tsx hooks only `require` inside worker threads unless its
// ESM loader is registered here first, so this small .mjs registers it and then loads the
// TypeScript worker.
import { register } from 'tsx/esm/api';

register();
const { default: run } = await import('./chunk-worker.ts');
export default run;
