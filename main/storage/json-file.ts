/**
 * Atomic JSON files: write a temp file in the same folder, fsync, then rename over the target,
 * so a crash or power cut mid-write leaves either the old file or the new one, never half.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { z } from 'zod';

export type JsonRead =
  { kind: 'ok'; value: unknown } | { kind: 'missing' } | { kind: 'corrupt'; error: Error };

export function readJsonFile(file: string): JsonRead {
  let raw: string;
  try {
    raw = fs.readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { kind: 'missing' };
    return { kind: 'corrupt', error: error as Error };
  }
  try {
    return { kind: 'ok', value: JSON.parse(raw) as unknown };
  } catch (error) {
    return { kind: 'corrupt', error: error as Error };
  }
}

type ValidatedJsonRead<T> =
  { kind: 'ok'; value: T } | { kind: 'missing' } | { kind: 'invalid'; backup: string | null; error: unknown };

/**
 * Reads `file` and checks it against `schema`. An unreadable, unparsable or invalid file is
 * copied aside first (kept for support); the caller logs it and starts over.
 */
export function readValidatedJsonFile<S extends z.ZodType>(
  file: string,
  schema: S,
  now: Date = new Date(),
): ValidatedJsonRead<z.infer<S>> {
  const read = readJsonFile(file);
  if (read.kind === 'missing') return read;
  if (read.kind === 'corrupt') return { kind: 'invalid', backup: backupFile(file, now), error: read.error };
  const parsed = schema.safeParse(read.value);
  if (parsed.success) return { kind: 'ok', value: parsed.data };
  return { kind: 'invalid', backup: backupFile(file, now), error: parsed.error };
}

let tempCounter = 0;

export function writeJsonFileAtomic(file: string, value: unknown): void {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const temp = `${file}.${process.pid}.${++tempCounter}.tmp`;
  const data = JSON.stringify(value, null, 2) + '\n';
  try {
    const fd = fs.openSync(temp, 'w', 0o600);
    try {
      fs.writeFileSync(fd, data);
      fs.fsyncSync(fd);
    } finally {
      fs.closeSync(fd);
    }
    fs.renameSync(temp, file);
  } catch (error) {
    fs.rmSync(temp, { force: true });
    throw error;
  }
}

/**
 * writeJsonFileAtomic for big files, off the main thread: each part is made only when the
 * previous one is written, so serialising thousands of records never holds the event loop long.
 * The folder is synced after the rename where the OS allows it, so the new name survives a power cut.
 */
export async function writeFileAtomicAsync(file: string, parts: Iterable<string>): Promise<void> {
  await fs.promises.mkdir(path.dirname(file), { recursive: true });
  const temp = `${file}.${process.pid}.${++tempCounter}.tmp`;
  try {
    const handle = await fs.promises.open(temp, 'w', 0o600);
    try {
      for (const part of parts) await handle.write(part);
      await handle.sync();
    } finally {
      await handle.close();
    }
    await fs.promises.rename(temp, file);
  } catch (error) {
    await fs.promises.rm(temp, { force: true });
    throw error;
  }
  await syncFolder(path.dirname(file));
}

async function syncFolder(folder: string): Promise<void> {
  let handle: fs.promises.FileHandle | undefined;
  try {
    handle = await fs.promises.open(folder, 'r');
    await handle.sync();
  } catch {
    // Windows cannot open a folder for syncing; NTFS journals the rename itself.
  } finally {
    await handle?.close().catch(() => undefined);
  }
}

/**
 * Temp files a crash left behind from `file`'s atomic writes (the single-instance lock means no
 * other process is writing them). Returns how many were removed.
 */
export function removeStaleTempFiles(file: string): number {
  const base = path.basename(file);
  let removed = 0;
  let names: string[];
  try {
    names = fs.readdirSync(path.dirname(file));
  } catch {
    return 0;
  }
  for (const name of names) {
    if (!name.startsWith(`${base}.`) || !/^\.\d+\.\d+\.tmp$/.test(name.slice(base.length))) continue;
    try {
      fs.rmSync(path.join(path.dirname(file), name), { force: true });
      removed += 1;
    } catch {
      // Still there next time: harmless.
    }
  }
  return removed;
}

/** Moves an unreadable file aside (kept for support) and returns the backup path, or null. */
export function backupFile(file: string, now: Date = new Date()): string | null {
  const stamp = now.toISOString().replace(/[:.]/g, '-');
  const backup = `${file}.corrupt-${stamp}`;
  try {
    fs.copyFileSync(file, backup);
    return backup;
  } catch {
    return null;
  }
}

export function removeFile(file: string): void {
  fs.rmSync(file, { force: true });
}
