/**
 * The bulk upload pre-check off the screen's thread: a 10 MB file is decoded and checked here
 * (shared/bulk-upload/precheck.ts) while the screen stays responsive and shows the progress.
 */
import { precheckCsv } from '../../../../shared/bulk-upload/precheck';
import type { PrecheckMessage, PrecheckRequest } from './precheckProtocol';

// The renderer's lib is the DOM's; a dedicated worker's scope needs only these two members.
const scope = self as unknown as {
  onmessage: ((event: MessageEvent<PrecheckRequest>) => void) | null;
  postMessage(message: PrecheckMessage): void;
};

scope.onmessage = (event) => {
  const { file, columns } = event.data;
  file
    .arrayBuffer()
    .then((buffer) => {
      const result = precheckCsv(new Uint8Array(buffer), columns, {
        onProgress: (fraction) => scope.postMessage({ kind: 'progress', fraction }),
      });
      scope.postMessage({ kind: 'done', result });
    })
    .catch((error: unknown) =>
      scope.postMessage({ kind: 'failed', message: error instanceof Error ? error.message : String(error) }),
    );
};
