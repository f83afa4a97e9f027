// The journal's contract (main/printing/journal/contract.ts, split from journal.ts): the helpers
// its callers share, importable without the queue itself.
import { describe, expect, it, vi } from 'vitest';
import {
  copiesToSend,
  JobCannotPrintError,
  printerNotFoundMessage,
  systemJournalTimers,
} from '../../../main/printing/journal/contract';
import * as journalIndex from '../../../main/printing/journal';

describe('journal contract', () => {
  it('copiesToSend: one write of all copies for ESC/POS, one document per copy for html', () => {
    const one = Buffer.from('T');
    expect(copiesToSend(one, 3)).toEqual([Buffer.from('TTT')]);
    expect(copiesToSend(one, 2, 'html')).toEqual([one, one]);
  });

  it('names the missing printer in Portuguese; a job that cannot print is its own error', () => {
    expect(printerNotFoundMessage('Cozinha')).toBe(
      'Impressora Cozinha não encontrada. Verifique as configurações de impressão.',
    );
    const error = new JobCannotPrintError('Pedido indisponível para impressão.');
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe('JobCannotPrintError');
  });

  it('the system timers follow the global clock (fake timers apply)', () => {
    vi.useFakeTimers({ now: 1_000 });
    try {
      const fn = vi.fn();
      systemJournalTimers.setTimeout(fn, 50);
      vi.advanceTimersByTime(50);
      expect(fn).toHaveBeenCalledOnce();
      expect(systemJournalTimers.now()).toBe(1_050);
    } finally {
      vi.useRealTimers();
    }
  });

  it('the journal index still exports the contract', () => {
    expect(journalIndex.copiesToSend).toBe(copiesToSend);
    expect(journalIndex.JobCannotPrintError).toBe(JobCannotPrintError);
  });
});
