/**
 * The journal file: atomic writes, and the load-time recovery rules (corrupt file backed up,
 * jobs cut off mid-send marked for REIMPRESSÃO, old printed jobs pruned).
 */
import type { Logger } from '../../log/logger';
import { readValidatedJsonFile, writeJsonFileAtomic } from '../../storage/json-file';
import { journalFileSchema, PRINTED_RETENTION_MS, type JournalFile, type PrintJob } from './model';

export function loadJournal(file: string, now: number, log: Logger): PrintJob[] {
  const read = readValidatedJsonFile(file, journalFileSchema, new Date(now));
  if (read.kind === 'missing') return [];
  if (read.kind === 'invalid') {
    // Never silent: jobs in that file may not have printed; support needs the copy.
    log.error(
      `Fila de impressão ilegível; começando vazia (cópia em ${read.backup ?? 'nenhuma'})`,
      read.error,
    );
    return [];
  }
  const jobs: PrintJob[] = [];
  for (const job of read.value.jobs) {
    if (job.state === 'printed' && (job.printedAt ?? job.updatedAt) < now - PRINTED_RETENTION_MS) {
      continue;
    }
    if (job.state === 'printing') {
      // The app died mid-send: the ticket may or may not have come out. A lost kitchen ticket
      // costs more than a marked duplicate, so print it again as REIMPRESSÃO.
      log.warn(`Impressão interrompida (${job.key}); será reimpressa`);
      jobs.push({ ...job, state: 'queued', reprint: true, updatedAt: now });
      continue;
    }
    jobs.push(job);
  }
  return jobs;
}

export function saveJournal(file: string, jobs: Iterable<PrintJob>, log: Logger): void {
  const data: JournalFile = { version: 1, jobs: [...jobs].sort((a, b) => a.seq - b.seq) };
  try {
    writeJsonFileAtomic(file, data);
  } catch (error) {
    // Keep printing from memory: a ticket that comes out matters more than the record of it.
    log.error('Não foi possível gravar a fila de impressão', error);
  }
}
