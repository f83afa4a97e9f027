// Issue 13 §2: every transport send has a deadline, like TCP's, so a printer that never answers
// holds neither the queue nor the quit. A send that may have put part of the ticket out fails
// as 'interrupted' (printed again marked REIMPRESSÃO); one that never reached it as 'timeout'.
import { describe, expect, it, vi } from 'vitest';
import { createDevicePrinter, type DeviceFs } from '../../../main/printing/transports/device';
import type { QzClient } from '../../../main/printing/qz/client';
import { createOsPrinter, type OsPrinting } from '../../../main/printing/transports/os-printer';
import { PrinterError, raceDeadline } from '../../../main/printing/transports/port';
import { createQzPrinter } from '../../../main/printing/transports/qz-printer';

const never = <T>() => new Promise<T>(() => undefined);

async function failure(send: Promise<unknown>): Promise<{ error: PrinterError; ms: number }> {
  const started = Date.now();
  const error = await send.then(
    () => {
      throw new Error('the send should have failed');
    },
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(PrinterError);
  return { error: error as PrinterError, ms: Date.now() - started };
}

describe('transport deadlines', () => {
  it('raceDeadline: the work when in time, the expiry error otherwise (late outcomes ignored)', async () => {
    await expect(raceDeadline(Promise.resolve(7), 50, () => new PrinterError('timeout', 'x'))).resolves.toBe(
      7,
    );
    const late = new Promise<number>((r) => setTimeout(() => r(1), 80));
    await expect(raceDeadline(late, 20, () => new PrinterError('timeout', 'late'))).rejects.toMatchObject({
      kind: 'timeout',
    });
  });

  it('USB device: an open that hangs is a timeout (nothing printed)', async () => {
    const fs: DeviceFs = { open: () => never() };
    const { error, ms } = await failure(
      createDevicePrinter({ path: '/dev/usb/lp0', fs }).send(Buffer.from('abc'), { timeoutMs: 50 }),
    );
    expect(error.kind).toBe('timeout');
    expect(ms).toBeLessThan(1000);
  });

  it('USB device: a write that blocks is interrupted within the inactivity limit; the close is not awaited', async () => {
    let closes = 0;
    const fs: DeviceFs = {
      open: async () => ({
        write: () => never(),
        close: () => {
          closes += 1;
          return never();
        },
      }),
    };
    const { error, ms } = await failure(
      createDevicePrinter({ path: '/dev/usb/lp0', fs }).send(Buffer.from('abc'), { timeoutMs: 60 }),
    );
    expect(error.kind).toBe('interrupted');
    expect(error.message).toContain('/dev/usb/lp0');
    expect(ms).toBeLessThan(1000);
    expect(closes).toBe(1);
  });

  it('USB device: a trickling printer stops at the whole-send deadline', async () => {
    const fs: DeviceFs = {
      open: async () => ({
        write: async () => {
          await new Promise((r) => setTimeout(r, 20));
          return { bytesWritten: 1 };
        },
        close: async () => undefined,
      }),
    };
    const { error, ms } = await failure(
      createDevicePrinter({ path: '/dev/usb/lp0', fs }).send(Buffer.alloc(10_000), {
        timeoutMs: 100,
        deadlineMs: 150,
      }),
    );
    expect(error.kind).toBe('interrupted');
    expect(ms).toBeLessThan(1000);
  });

  it('OS printer: a spooler call that never returns fails at the deadline as interrupted', async () => {
    const os: OsPrinting = { listPrinters: async () => [], printHtml: () => never() };
    const port = createOsPrinter({ deviceName: 'Caixa', widthMm: 80, os });
    vi.useFakeTimers();
    try {
      // The spooler's own minimum is 30 s; the deadline is the larger of that and deadlineMs.
      const settled = failure(port.send(Buffer.from('<p>x</p>'), { timeoutMs: 10, deadlineMs: 40 }));
      await vi.advanceTimersByTimeAsync(30_001);
      const { error } = await settled;
      expect(error.kind).toBe('interrupted');
      expect(error.message).toContain('Caixa');
    } finally {
      vi.useRealTimers();
    }
  });

  it('QZ Tray: a print QZ never confirms fails at the deadline as interrupted', async () => {
    const client = { printRaw: () => never<void>() } as unknown as QzClient;
    const port = createQzPrinter({ printer: 'ELGIN i9', client });
    const { error, ms } = await failure(port.send(Buffer.from('x'), { timeoutMs: 10, deadlineMs: 60 }));
    expect(error.kind).toBe('interrupted');
    expect(error.message).toContain('ELGIN i9');
    expect(ms).toBeLessThan(1000);
  });
});
