import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { readValidatedJsonFile, writeJsonFileAtomic } from '../../../main/storage/json-file';

let dir: string;
let file: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'json-file-'));
  file = path.join(dir, 'data.json');
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

const schema = z.object({ version: z.literal(1), items: z.array(z.string()) });
const backups = () => fs.readdirSync(dir).filter((f) => f.startsWith('data.json.corrupt-'));

describe('readValidatedJsonFile', () => {
  it('a missing file is "missing", with no backup', () => {
    expect(readValidatedJsonFile(file, schema)).toEqual({ kind: 'missing' });
    expect(backups()).toEqual([]);
  });

  it('returns the parsed value of a valid file written atomically', () => {
    writeJsonFileAtomic(file, { version: 1, items: ['a'], extra: true });
    expect(readValidatedJsonFile(file, schema)).toEqual({ kind: 'ok', value: { version: 1, items: ['a'] } });
    expect(fs.readdirSync(dir)).toEqual(['data.json']);
  });

  it.each([
    ['not JSON', '{ nope'],
    ['empty', ''],
    ['wrong shape', JSON.stringify({ version: 2, items: [] })],
    ['wrong item type', JSON.stringify({ version: 1, items: [1] })],
  ])('an invalid file (%s) is copied aside, stamped with the given time', (_name, content) => {
    fs.writeFileSync(file, content);
    const read = readValidatedJsonFile(file, schema, new Date('2026-01-02T03:04:05.678Z'));
    expect(read.kind).toBe('invalid');
    if (read.kind !== 'invalid') return;
    expect(read.error).toBeInstanceOf(Error);
    expect(read.backup).toBe(`${file}.corrupt-2026-01-02T03-04-05-678Z`);
    expect(fs.readFileSync(read.backup ?? '', 'utf8')).toBe(content);
  });
});
