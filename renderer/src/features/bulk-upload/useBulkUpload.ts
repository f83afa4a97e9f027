/**
 * The bulk upload page's state (spec 03 §4 page status: idle, loading, uploading, finished,
 * canceled, error): the last file on open (a file still processing is followed again), the
 * upload, the progress polled every 2 s and the cancel, with the §8 toasts. A refused upload
 * keeps the platform's reason for the screen; a file that is done brings every refused row.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { POLL_INTERVAL_MS } from '../../../../shared/bulk-upload/rules';
import type { ApiClient } from '../../api/http';
import { notify } from '../../components/feedback/notify';
import {
  cancelProductFile,
  fetchAllFailures,
  fetchProductFiles,
  fetchProgress,
  uploadProductFile,
  uploadRefusalText,
  type ProductFile,
  type ProductFileFailure,
  type UploadRequest,
} from './bulkUploadApi';

export type PageStatus = 'idle' | 'loading' | 'uploading' | 'finished' | 'canceled' | 'error';

export const UPLOAD_FAILED = 'Ops! algo deu errado com o upload dos produtos, tente novamente mais tarde!';
export const CANCEL_FAILED = 'Ops! algo deu errado com o cancelamento do upload!';
export const CANCELED = 'Upload cancelado!';
const TOAST_MS = 4000;

export interface BulkUploadState {
  status: PageStatus;
  /** The last file (processing or done); null before the first upload. */
  file: ProductFile | null;
  percentage: number;
  /** The refused rows: the first ones while processing, all of them once the file is done. */
  failures: ProductFileFailure[];
  /** Why the platform refused the last upload (its own message); null when it did not. */
  refusal: string | null;
  /** The first list is loading. */
  opening: boolean;
  cancelling: boolean;
  upload(req: UploadRequest): Promise<void>;
  cancel(): Promise<void>;
}

export function useBulkUpload(api: ApiClient, pollMs = POLL_INTERVAL_MS): BulkUploadState {
  const [status, setStatus] = useState<PageStatus>('idle');
  const [file, setFile] = useState<ProductFile | null>(null);
  const [percentage, setPercentage] = useState(0);
  const [failures, setFailures] = useState<ProductFileFailure[]>([]);
  const [opening, setOpening] = useState(true);
  const [cancelling, setCancelling] = useState(false);
  const [polling, setPolling] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const alive = useRef(true);

  useEffect(() => {
    alive.current = true;
    return () => {
      alive.current = false;
    };
  }, []);

  /** Every refused row of a file that is done; the progress answer's first ones where that is all. */
  const loadFailures = useCallback(
    async (id: string, signal?: AbortSignal) => {
      try {
        const all = await fetchAllFailures(api, id, signal);
        const rows = all ?? (await fetchProgress(api, id, signal)).failures ?? [];
        if (alive.current && !signal?.aborted) setFailures(rows);
      } catch {
        // The summary stands without its list; the next visit asks again.
      }
    },
    [api],
  );

  const follow = useCallback((f: ProductFile) => {
    setFile(f);
    setPercentage(0);
    setFailures([]);
    setStatus('uploading');
    setPolling(f.id);
  }, []);

  // The last upload: its summary, or its progress when it is still running.
  useEffect(() => {
    const ctrl = new AbortController();
    fetchProductFiles(api, ctrl.signal)
      .then((files) => {
        const last = files[0] ?? null;
        if (last?.status === 'processing') follow(last);
        else if (last) {
          setFile(last);
          void loadFailures(last.id, ctrl.signal);
        }
      })
      // No summary is not a failure of the page: the form still works.
      .catch(() => undefined)
      .finally(() => {
        if (!ctrl.signal.aborted) setOpening(false);
      });
    return () => ctrl.abort();
  }, [api, follow, loadFailures]);

  // Progress every pollMs while a file is processing.
  useEffect(() => {
    if (polling === null) return;
    const ctrl = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const tick = async () => {
      try {
        const p = await fetchProgress(api, polling, ctrl.signal);
        if (ctrl.signal.aborted) return;
        setFile(p.product_file);
        setPercentage(p.progress.percentage);
        setFailures(p.failures ?? []);
        if (p.product_file.status === 'processing') timer = setTimeout(() => void tick(), pollMs);
        else {
          setStatus(p.product_file.status === 'canceled' ? 'canceled' : 'finished');
          setPolling(null);
          // All of them, with their content, for the list and its download.
          void loadFailures(p.product_file.id);
        }
      } catch {
        if (ctrl.signal.aborted) return;
        notify.error(UPLOAD_FAILED, TOAST_MS);
        setStatus('error');
        setPolling(null);
      }
    };
    timer = setTimeout(() => void tick(), pollMs);
    return () => {
      ctrl.abort();
      clearTimeout(timer);
    };
  }, [api, polling, pollMs, loadFailures]);

  const upload = useCallback(
    async (req: UploadRequest) => {
      setStatus('loading');
      setRefusal(null);
      try {
        const started = await uploadProductFile(api, req);
        if (alive.current) follow(started);
      } catch (error) {
        if (!alive.current) return;
        notify.error(UPLOAD_FAILED, TOAST_MS);
        // Trying again later cannot help a refused file: the screen says why it was refused.
        setRefusal(uploadRefusalText(error));
        setStatus('error');
      }
    },
    [api, follow],
  );

  const cancel = useCallback(async () => {
    if (!file || status !== 'uploading') return;
    setCancelling(true);
    try {
      const done = await cancelProductFile(api, file.id);
      if (!alive.current) return;
      setPolling(null);
      setFile(done);
      setStatus('canceled');
      notify.success(CANCELED, TOAST_MS);
      void loadFailures(done.id);
    } catch {
      if (alive.current) notify.error(CANCEL_FAILED, TOAST_MS);
    } finally {
      if (alive.current) setCancelling(false);
    }
  }, [api, file, status, loadFailures]);

  return { status, file, percentage, failures, refusal, opening, cancelling, upload, cancel };
}
