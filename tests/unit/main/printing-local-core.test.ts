import { describe, expect, it } from 'vitest';
import { DEFAULT_LOCAL_PRINT_SETTINGS } from '../../../shared/printing';
import { encodeText } from '../../../main/printing/escpos/code-pages';
import { createLocalCore } from '../../../main/printing/local-service/core';
import type { ResolvedPrinter } from '../../../main/printing/registry';

function coreWith(format: ResolvedPrinter['format']) {
  const sends: Buffer[] = [];
  const target: ResolvedPrinter = {
    name: 'Caixa',
    format,
    codePage: 'cp860',
    model: 'escpos',
    port: { format, send: async (bytes) => void sends.push(bytes) },
  };
  const core = createLocalCore({
    registry: {
      list: async () => ({ printers: [] }),
      resolve: async (name) => (name === 'Caixa' ? target : undefined),
    },
    settings: () => DEFAULT_LOCAL_PRINT_SETTINGS,
  });
  return { core, sends };
}

const request = {
  printer: 'Caixa',
  text: 'Pedido 12\nPão de queijo',
  widthMm: 58 as const,
  marginLeft: 0,
  marginRight: 0,
};

describe('local print core', () => {
  it('an ESC/POS printer gets every copy in one write', async () => {
    const { core, sends } = coreWith('escpos');
    await core.printText({ ...request, copies: 3 });
    expect(sends).toHaveLength(1);
    const text = sends[0]?.toString('latin1') ?? '';
    expect(text.split('Pedido 12')).toHaveLength(4);
    expect(sends[0]?.includes(encodeText('Pão de queijo', 'cp860'))).toBe(true);
  });

  it('an OS printer gets one HTML document per copy', async () => {
    const { core, sends } = coreWith('html');
    await core.printText({ ...request, copies: 2, fontName: 'Verdana' });
    expect(sends).toHaveLength(2);
    const html = sends[0]?.toString('utf8') ?? '';
    expect(html).toMatch(/^<!doctype html>/i);
    expect(html).toContain('Pão de queijo');
    expect(html).toContain('Verdana');
    expect(sends[1]?.equals(sends[0] as Buffer)).toBe(true);
  });

  it('an unknown printer is refused with its name', async () => {
    const { core, sends } = coreWith('escpos');
    await expect(core.printText({ ...request, printer: 'Bar', copies: 1 })).rejects.toThrow('Impressora Bar');
    expect(sends).toEqual([]);
  });
});
