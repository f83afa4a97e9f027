// Issue 32 §2 on USB: a device printer remembered as silent (two status queries in a row without
// an answer) is asked again in the background, at most every silentPollMs, and un-silenced when
// it answers. Before this fix a silent device was never asked again while its port lived.
import { describe, expect, it } from 'vitest';
import { createDevicePrinter, type DeviceFs } from '../../../main/printing/transports/device';
import { ESCPOS_STATUS } from '../../../main/printing/transports/tcp-status';

/** A usblp device whose read() gives `answer.bytes` once the printer talks, else EAGAIN. */
function device() {
  const state = { opens: 0, talks: false };
  const eagain = () => Promise.reject(Object.assign(new Error('EAGAIN'), { code: 'EAGAIN' }));
  const fsImpl: DeviceFs = {
    open: () => {
      state.opens += 1;
      let sent = false;
      return Promise.resolve({
        write: (_data: Buffer, _offset: number, length: number) => Promise.resolve({ bytesWritten: length }),
        read: (buffer: Buffer, offset: number) => {
          if (!state.talks || sent) return eagain();
          sent = true;
          // DLE EOT 1, 2, 4 of an ESC/POS printer with paper and its cover shut (fixed bits only).
          Buffer.from([0x12, 0x12, 0x12]).copy(buffer, offset);
          return Promise.resolve({ bytesRead: 3 });
        },
        close: () => Promise.resolve(),
      });
    },
  };
  return { fsImpl, state };
}

async function until(check: () => boolean): Promise<void> {
  while (!check()) await new Promise((resolve) => setImmediate(resolve));
}

describe('a silent USB device printer is asked again in the background (issue 32 §2)', () => {
  it('is re-asked after silentPollMs, not before, and answers un-silence it', async () => {
    const d = device();
    let clock = 1_000;
    const port = createDevicePrinter({
      path: '/dev/usb/lp0',
      fs: d.fsImpl,
      dialect: ESCPOS_STATUS,
      statusTimeoutMs: 30,
      silentPollMs: 30_000,
      now: () => clock,
    });
    expect(await port.status()).toBe('unknown');
    expect(await port.status()).toBe('unknown');
    expect(d.state.opens).toBe(2);
    expect(port.statusSource?.()).toBe('none');

    // Silent now: the job does not wait; the first background question goes out at once.
    expect(await port.status()).toBe('unknown');
    await until(() => d.state.opens === 3);
    // Within the poll interval: not asked again, however many jobs ask.
    clock += 29_999;
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(await port.status()).toBe('unknown');
    expect(d.state.opens).toBe(3);

    // The printer talks again; past the interval the background question hears it.
    d.state.talks = true;
    clock += 1;
    expect(await port.status()).toBe('unknown');
    await until(() => d.state.opens === 4);
    await until(() => port.statusSource?.() === 'printer');
    // Un-silenced: read before each job again, and the job gets the answer itself.
    expect(await port.status()).toBe('ok');
    expect(d.state.opens).toBe(5);
  });
});
