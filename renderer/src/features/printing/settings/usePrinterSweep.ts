/**
 * The 'Procurar impressoras' sweep while a screen shows it (the search dialog, the first-run
 * guide's printers step): starts it on mount, follows its progress, says how it ended, and stops
 * it when the screen goes (nobody is left to read it).
 */
import { useEffect, useRef, useState } from 'react';
import type { DiscoveryProgress } from '../../../../../shared/printing';
import { useServices } from '../../../services/services';
import { errorText } from '../errorText';

export const SWEEP_FAILED = 'Não foi possível procurar impressoras.';

export interface PrinterSweep {
  progress: DiscoveryProgress;
  running: boolean;
  /** How it ended, when staff need telling ('Busca cancelada.', the sweep's own notice, a failure). */
  notice: string | null;
  /** False once the screen is gone: late answers are dropped. */
  alive(): boolean;
}

export function usePrinterSweep(): PrinterSweep {
  const { platform } = useServices();
  const [progress, setProgress] = useState<DiscoveryProgress>({ done: 0, total: 0, printers: [] });
  const [running, setRunning] = useState(true);
  const [notice, setNotice] = useState<string | null>(null);
  const alive = useRef(true);

  useEffect(() => {
    alive.current = true;
    const off = platform.printing.onDiscoveryProgress((p) => alive.current && setProgress(p));
    platform.printing
      .discoverPrinters()
      .then((result) => {
        if (!alive.current) return;
        setProgress((p) => ({ ...p, done: p.total, printers: result.printers }));
        if (result.notice) setNotice(result.notice);
        else if (result.cancelled) setNotice('Busca cancelada.');
      })
      .catch((err: unknown) => alive.current && setNotice(errorText(err, SWEEP_FAILED)))
      .finally(() => alive.current && setRunning(false));
    return () => {
      alive.current = false;
      off();
      // The screen went mid-search: the sweep stops.
      void platform.printing.cancelDiscovery().catch(() => undefined);
    };
  }, [platform]);

  return { progress, running, notice, alive: () => alive.current };
}
