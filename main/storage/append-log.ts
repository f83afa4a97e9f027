/**
 * An append-only text file written line by line. A durable append returns once the line is on
 * the disk (fdatasync); the others return once the OS has it (it survives the app crashing) and
 * reach the disk in the background, one fdatasync in flight at a time covering every line before it.
 */
import fs from 'node:fs';

export interface AppendLog {
  /** Writes `line` plus a newline; throws if the OS refuses it (disk full, folder gone). */
  append(line: string, opts?: { durable?: boolean }): void;
  /**
   * Resolves once every line appended so far is on the disk (by the background fdatasync, which
   * this starts if none is running; a failed sync was told to onSyncError and resolves too).
   */
  synced(): Promise<void>;
  /** Resolves once every line appended so far is on the disk, then closes the file. */
  close(): Promise<void>;
}

interface AppendLogOptions {
  /** A background fdatasync failed: the lines stay in the OS's cache. */
  onSyncError?(error: unknown): void;
}

export function openAppendLog(path: string, options: AppendLogOptions = {}): AppendLog {
  let fd: number | undefined;
  /** A power cut mid-append leaves a line without its newline: never glue the next one to it. */
  let needsNewline = false;
  let dirty = false;
  let syncing: Promise<void> | undefined;
  /** Lines appended, and of those the ones a finished fdatasync covers (for synced()). */
  let appended = 0;
  let covered = 0;
  const waiting: { upTo: number; resolve(): void }[] = [];

  function settle(): void {
    for (let i = waiting.length - 1; i >= 0; i--) {
      const waiter = waiting[i];
      if (waiter && waiter.upTo <= covered) {
        waiting.splice(i, 1);
        waiter.resolve();
      }
    }
  }
  let closing: Promise<void> | undefined;

  function open(): number {
    if (fd !== undefined) return fd;
    const opened = fs.openSync(path, 'a+', 0o600);
    try {
      const { size } = fs.fstatSync(opened);
      if (size > 0) {
        const last = Buffer.alloc(1);
        fs.readSync(opened, last, 0, 1, size - 1);
        needsNewline = last[0] !== 0x0a;
      }
    } catch (error) {
      fs.closeSync(opened);
      throw error;
    }
    fd = opened;
    return opened;
  }

  function writeAll(handle: number, data: Buffer): void {
    let offset = 0;
    while (offset < data.length) offset += fs.writeSync(handle, data, offset, data.length - offset);
  }

  function syncInBackground(): void {
    if (syncing || !dirty || fd === undefined) return;
    const handle = fd;
    const upTo = appended;
    dirty = false;
    syncing = new Promise<void>((resolve) => {
      fs.fdatasync(handle, (error) => {
        if (error) options.onSyncError?.(error);
        resolve();
      });
    }).then(() => {
      syncing = undefined;
      covered = Math.max(covered, upTo);
      settle();
      if (!closing) syncInBackground();
    });
  }

  return {
    append(line, opts = {}) {
      if (closing) throw new Error(`${path}: arquivo já fechado`);
      const handle = open();
      writeAll(handle, Buffer.from(`${needsNewline ? '\n' : ''}${line}\n`, 'utf8'));
      needsNewline = false;
      appended += 1;
      if (opts.durable) {
        fs.fdatasyncSync(handle);
        dirty = false;
        // Every line before this one is on the disk too.
        covered = appended;
        settle();
      } else {
        dirty = true;
        syncInBackground();
      }
    },
    synced() {
      if (covered >= appended) return Promise.resolve();
      const upTo = appended;
      return new Promise<void>((resolve) => {
        waiting.push({ upTo, resolve });
        syncInBackground();
      });
    },
    close() {
      closing ??= (async () => {
        await syncing;
        const handle = fd;
        fd = undefined;
        if (handle === undefined) return;
        try {
          if (dirty) await new Promise<void>((resolve) => fs.fdatasync(handle, () => resolve()));
        } finally {
          covered = appended;
          settle();
          await new Promise<void>((resolve) => fs.close(handle, () => resolve()));
        }
      })();
      return closing;
    },
  };
}
