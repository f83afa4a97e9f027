// The worker thread's entry: a thread does not inherit the bench's TypeScript loader, so it
// registers its own before loading the host of the desk's pre-check worker.
import { register } from 'tsx/esm/api';

register();
await import('./precheck-worker-host.ts');
