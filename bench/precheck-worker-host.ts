/**
 * A Node worker thread that runs the desk's pre-check worker module itself
 * (renderer/src/features/bulk-upload/precheck.worker.ts): the module talks to `self`, so `self`
 * is the thread's port here, and `bulk_upload.precheck_10mb` times the code the screen's worker
 * runs (reading the Blob, the check with its progress messages, the result cloned back).
 */
import { parentPort } from 'node:worker_threads';

if (!parentPort) throw new Error('precheck-worker-host runs as a worker thread');
const port = parentPort;

type Handler = ((event: { data: unknown }) => void) | null;
const scope = {
  set onmessage(handler: Handler) {
    port.removeAllListeners('message');
    if (handler) port.on('message', (data: unknown) => handler({ data }));
  },
  postMessage: (message: unknown) => port.postMessage(message),
};
Object.defineProperty(globalThis, 'self', { value: scope, configurable: true });

await import('../renderer/src/features/bulk-upload/precheck.worker');
/** Loading TypeScript here is the bench's cost, not the desk's: the timing starts after this. */
port.postMessage({ kind: 'ready' });
