// The one builder of a saved printer (issue 20 §2): a printer typed in the printers screen, one
// a search found and staff put to use, and the network printers main remembers after a search
// (so a test page before saving prints as the saved printer will) are all the same definition.
import { describe, expect, it } from 'vitest';
import type { FoundPrinter, PrinterDefinition } from '../../../shared/printing';
import { printerDefinition } from '../../../shared/printing-definition';
import { definitionOf } from '../../../renderer/src/features/printing/settings/discovery';
import { EMPTY_PRINTER, toDefinition } from '../../../renderer/src/features/printing/settings/printerForm';

const tcp = { kind: 'tcp' as const, host: '127.0.0.2', port: 9100 };

describe('printerDefinition', () => {
  it.each<[string, Parameters<typeof printerDefinition>[0], PrinterDefinition]>([
    [
      'model and code page unsaid: ESC/POS on CP860',
      { name: 'Balcão', connection: tcp },
      { name: 'Balcão', connection: tcp, codePage: 'cp860', model: 'escpos' },
    ],
    [
      'both said: kept',
      {
        name: 'Bar',
        connection: { kind: 'device', path: '/dev/usb/lp1' },
        model: 'star',
        codePage: 'cp1252',
      },
      {
        name: 'Bar',
        connection: { kind: 'device', path: '/dev/usb/lp1' },
        codePage: 'cp1252',
        model: 'star',
      },
    ],
    [
      'undefined reads as unsaid',
      { name: 'Cozinha', connection: tcp, model: undefined, codePage: undefined },
      { name: 'Cozinha', connection: tcp, codePage: 'cp860', model: 'escpos' },
    ],
  ])('%s', (_what, input, expected) => {
    expect(printerDefinition(input)).toStrictEqual(expected);
  });
});

describe('the screens that save a printer', () => {
  const found = (patch: Partial<FoundPrinter>): FoundPrinter => ({
    name: 'ELGIN 127.0.0.2',
    kind: 'tcp',
    detail: '127.0.0.2:9100',
    connection: tcp,
    listed: false,
    ...patch,
  });

  it.each<[string, FoundPrinter, PrinterDefinition | null]>([
    [
      'a network printer that said its model',
      found({ model: 'daruma' }),
      { name: 'ELGIN 127.0.0.2', connection: tcp, codePage: 'cp860', model: 'daruma' },
    ],
    [
      'one that did not',
      found({}),
      { name: 'ELGIN 127.0.0.2', connection: tcp, codePage: 'cp860', model: 'escpos' },
    ],
    ['one already listed: saved already', found({ listed: true }), null],
    [
      'an OS printer: nothing this computer saves',
      found({ kind: 'os', detail: 'EPSON_TM', connection: undefined, listed: false }),
      null,
    ],
  ])("'Usar esta impressora' on %s", (_what, printer, expected) => {
    expect(definitionOf(printer)).toStrictEqual(expected);
  });

  it('a typed printer is saved trimmed, with the model and code page the form chose', () => {
    expect(
      toDefinition({
        ...EMPTY_PRINTER,
        name: '  Balcão ',
        host: ' 127.0.0.3 ',
        port: ' 9101 ',
        model: 'tanca',
      }),
    ).toStrictEqual({
      name: 'Balcão',
      connection: { kind: 'tcp', host: '127.0.0.3', port: 9101 },
      codePage: 'cp860',
      model: 'tanca',
    });
  });
});
