import { describe, expect, it } from 'vitest';
import { DEFAULT_LOCAL_PRINT_SETTINGS } from '../../../shared/printing';
import { devPrintingFromEnv } from '../../../main/printing/dev-printers';
import { createMemoryLogger } from '../../support/logger';

const printers = JSON.stringify([{ name: 'Virtual', host: '127.0.0.1', port: 40123 }]);
const settings = JSON.stringify({ ...DEFAULT_LOCAL_PRINT_SETTINGS, qtdeCopia: 3 });

describe('devPrintingFromEnv', () => {
  it('turns CASHDESK_DEV_PRINTERS into tcp printers and passes CASHDESK_DEV_PRINT_SETTINGS on', () => {
    const log = createMemoryLogger();
    const dev = devPrintingFromEnv(
      { CASHDESK_DEV_PRINTERS: printers, CASHDESK_DEV_PRINT_SETTINGS: settings },
      false,
      log,
    );
    expect(dev).toEqual({
      devPrinters: [
        { name: 'Virtual', connection: { kind: 'tcp', host: '127.0.0.1', port: 40123 }, codePage: 'cp860' },
      ],
      devSettings: { ...DEFAULT_LOCAL_PRINT_SETTINGS, qtdeCopia: 3 },
    });
    expect(log.has('warn', 'ignorado')).toBe(false);
  });

  it('a packaged app ignores both', () => {
    const log = createMemoryLogger();
    expect(
      devPrintingFromEnv(
        { CASHDESK_DEV_PRINTERS: printers, CASHDESK_DEV_PRINT_SETTINGS: settings },
        true,
        log,
      ),
    ).toEqual({ devPrinters: [] });
  });

  it.each([
    ['unset', undefined, undefined, null],
    ['blank', '  ', ' ', null],
    ['not JSON', '[{', '{', 'não é JSON válido'],
    ['bad host', JSON.stringify([{ name: 'X', host: 'a b', port: 9100 }]), '{}', 'inválido'],
    [
      'extra field',
      JSON.stringify([{ name: 'X', host: '127.0.0.1', port: 1, path: '/dev/x' }]),
      '[]',
      'inválido',
    ],
  ])('%s values are ignored', (_name, printersValue, settingsValue, warning) => {
    const log = createMemoryLogger();
    expect(
      devPrintingFromEnv(
        { CASHDESK_DEV_PRINTERS: printersValue, CASHDESK_DEV_PRINT_SETTINGS: settingsValue },
        false,
        log,
      ),
    ).toEqual({ devPrinters: [] });
    if (warning === null) expect(log.has('warn', 'ignorado')).toBe(false);
    else {
      expect(log.has('warn', `CASHDESK_DEV_PRINTERS ${warning}`)).toBe(true);
      expect(log.has('warn', 'CASHDESK_DEV_PRINT_SETTINGS')).toBe(true);
    }
  });
});
