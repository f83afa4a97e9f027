/**
 * What the print queue says of each ticket (issue 32 §4): 'Impresso' only when the printer
 * confirmed it took the whole ticket; 'Enviado' when it went to a printer that cannot confirm
 * (a spooler, a USB device file, a printer that does not answer status); 'Aguardando' with why
 * (its turn, the printer's problem); 'Falhou' with why (and the row offers 'Reimprimir').
 */
import type { PrintJobView } from '../../../../../shared/printing';

export type JobStatusWord = 'impresso' | 'enviado' | 'aguardando' | 'falhou';

export interface JobStatus {
  word: JobStatusWord;
  label: string;
  /** Why it waits or failed; the printer's own words when it gave a problem. */
  reason?: string;
}

export const STATUS_LABELS: Record<JobStatusWord, string> = {
  impresso: 'Impresso',
  enviado: 'Enviado',
  aguardando: 'Aguardando',
  falhou: 'Falhou',
};
export const SENT_UNCONFIRMED = 'a impressora não confirma a impressão';

export function jobStatus(job: Pick<PrintJobView, 'state' | 'lastError' | 'unconfirmed'>): JobStatus {
  const status = (word: JobStatusWord, reason?: string): JobStatus => ({
    word,
    label: STATUS_LABELS[word],
    ...(reason ? { reason } : {}),
  });
  switch (job.state) {
    case 'printed':
      return job.unconfirmed ? status('enviado', SENT_UNCONFIRMED) : status('impresso');
    case 'printing':
      return status('aguardando', 'enviando para a impressora');
    case 'queued':
      // Held by the printer's own problem (paper, cover, offline): that is the reason.
      return status('aguardando', job.lastError ?? 'na fila da impressora');
    case 'failed':
    case 'parked':
      return status('falhou', job.lastError ?? 'motivo desconhecido');
  }
}
