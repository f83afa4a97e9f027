/**
 * The pre-check of the chosen file under the mapped columns, run in a Web Worker (one per check,
 * ended when a newer file or mapping replaces it). Without Worker support it does not run: the
 * platform still checks the file.
 */
import { useEffect, useState } from 'react';
import type { PrecheckResult } from '../../../../shared/bulk-upload/precheck';
import type { ColumnKey } from '../../../../shared/bulk-upload/rules';
import type { PrecheckMessage } from './precheckProtocol';

export type PrecheckRunner = (
  file: Blob,
  columns: Partial<Record<ColumnKey, number>>,
  onProgress: (fraction: number) => void,
  signal: AbortSignal,
) => Promise<PrecheckResult>;

export const PRECHECK_FAILED = 'Não foi possível verificar o arquivo antes do envio.';

/** Runs the check in precheck.worker.ts; the worker ends with the check or when aborted. */
const runPrecheckInWorker: PrecheckRunner = (file, columns, onProgress, signal) =>
  new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./precheck.worker.ts', import.meta.url), { type: 'module' });
    const end = () => worker.terminate();
    signal.addEventListener('abort', () => {
      end();
      reject(new DOMException('aborted', 'AbortError'));
    });
    worker.onmessage = (event: MessageEvent<PrecheckMessage>) => {
      const m = event.data;
      if (m.kind === 'progress') onProgress(m.fraction);
      else {
        end();
        if (m.kind === 'done') resolve(m.result);
        else reject(new Error(m.message));
      }
    };
    worker.onerror = () => {
      end();
      reject(new Error(PRECHECK_FAILED));
    };
    worker.postMessage({ file, columns });
  });

export type PrecheckState =
  | { status: 'idle' }
  | { status: 'checking'; fraction: number }
  | { status: 'done'; result: PrecheckResult }
  | { status: 'failed' };

/**
 * The check of `file` under `columns` (null while the mapping is invalid); a new file or mapping
 * starts over, a short pause after the last keystroke.
 */
export function usePrecheck(
  file: File | null,
  columns: Partial<Record<ColumnKey, number>> | null,
  run: PrecheckRunner | null = typeof Worker === 'undefined' ? null : runPrecheckInWorker,
  delayMs = 250,
): PrecheckState {
  const [state, setState] = useState<PrecheckState>({ status: 'idle' });
  const key = columns ? JSON.stringify(columns) : null;
  useEffect(() => {
    if (!file || key === null || !run) {
      setState({ status: 'idle' });
      return;
    }
    const ctrl = new AbortController();
    setState({ status: 'checking', fraction: 0 });
    const timer = setTimeout(() => {
      run(
        file,
        JSON.parse(key) as Partial<Record<ColumnKey, number>>,
        (fraction) => !ctrl.signal.aborted && setState({ status: 'checking', fraction }),
        ctrl.signal,
      ).then(
        (result) => !ctrl.signal.aborted && setState({ status: 'done', result }),
        () => !ctrl.signal.aborted && setState({ status: 'failed' }),
      );
    }, delayMs);
    return () => {
      clearTimeout(timer);
      ctrl.abort();
    };
  }, [file, key, run, delayMs]);
  return state;
}
