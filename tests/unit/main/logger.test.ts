import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { consoleSink, createLogger, escapeControlChars, fileSink } from '../../../main/log/logger';

let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'logs-'));
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('logger', () => {
  it('writes timestamped lines to the file and the console', () => {
    const out = { log: vi.fn(), warn: vi.fn(), error: vi.fn() };
    const log = createLogger([fileSink({ dir }), consoleSink(out)], {
      now: () => new Date('2024-05-01T12:00:00Z'),
    });
    log.info('Caixa iniciado', { version: '1.2.0' });
    log.error('Falhou', new Error('boom'));
    const text = fs.readFileSync(path.join(dir, 'main.log'), 'utf8');
    expect(text).toContain('2024-05-01T12:00:00.000Z [info] Caixa iniciado {"version":"1.2.0"}');
    expect(text).toContain('[error] Falhou Error: boom');
    expect(out.log).toHaveBeenCalledOnce();
    expect(out.error).toHaveBeenCalledOnce();
  });

  it('rotates by size and keeps maxFiles old files', () => {
    const log = createLogger([fileSink({ dir, maxBytes: 200, maxFiles: 2 })]);
    for (let i = 0; i < 40; i++) log.info(`linha ${i} ${'x'.repeat(40)}`);
    expect(fs.readdirSync(dir).sort()).toEqual(['main.1.log', 'main.2.log', 'main.log']);
    for (const f of fs.readdirSync(dir)) expect(fs.statSync(path.join(dir, f)).size).toBeLessThanOrEqual(200);
    expect(fs.readFileSync(path.join(dir, 'main.log'), 'utf8')).toContain('linha 39');
  });

  it('a failing sink never throws into the caller; minLevel filters', () => {
    const lines: string[] = [];
    const log = createLogger(
      [
        () => {
          throw new Error('disk full');
        },
        (l) => lines.push(l),
      ],
      { minLevel: 'info' },
    );
    expect(() => log.error('x')).not.toThrow();
    log.debug('hidden');
    expect(lines).toHaveLength(1);
  });

  it('survives circular metadata', () => {
    const lines: string[] = [];
    const meta: Record<string, unknown> = {};
    meta.self = meta;
    createLogger([(l) => lines.push(l)]).warn('circular', meta);
    expect(lines[0]).toContain('[object Object]');
  });
});

describe('control characters in logged values', () => {
  const FORGED = 'Caixa\n2026-01-01T00:00:00.000Z [info] Gaveta aberta na impressora Caixa (manual)';

  it('a printer name with a newline stays on its own line in main.log, escaped', () => {
    const log = createLogger([fileSink({ dir })], { now: () => new Date('2026-05-01T12:00:00Z') });
    log.warn(
      `Serviço local: impressão em ${FORGED} falhou`,
      new Error(`Impressora ${FORGED} não encontrada`),
    );
    log.info('seguinte');
    const lines = fs.readFileSync(path.join(dir, 'main.log'), 'utf8').split('\n').filter(Boolean);
    expect(lines).toHaveLength(2);
    expect(lines[0]).toContain('impressão em Caixa\\n2026-01-01T00:00:00.000Z [info] Gaveta aberta');
    expect(lines.every((l) => l.startsWith('2026-05-01T12:00:00.000Z ['))).toBe(true);
  });

  it.each([
    ['\r', '\\r'],
    ['\n', '\\n'],
    ['\t', '\\t'],
    ['\u0000', '\\x00'],
    ['\u001b[31m', '\\x1b[31m'],
    ['\u007f', '\\x7f'],
    ['\u0085', '\\x85'],
    ['\u009b', '\\x9b'],
    ['\u2028', '\\u2028'],
    ['\u2029', '\\u2029'],
  ])('%j is written as %s, in the message and in metadata', (char, shown) => {
    const lines: string[] = [];
    createLogger([(l) => lines.push(l)]).info(`a${char}b`, { impressora: `c${char}d` });
    expect(lines[0]).toContain(`a${shown}b`);
    expect(escapeControlChars(`c${char}d`)).toBe(`c${shown}d`);
    expect(escapeControlChars(lines[0] ?? '')).toBe(lines[0]);
  });

  it('keeps accents and ordinary text as they are', () => {
    expect(escapeControlChars('Balcão — pedido #12 (ção) €')).toBe('Balcão — pedido #12 (ção) €');
  });
});
