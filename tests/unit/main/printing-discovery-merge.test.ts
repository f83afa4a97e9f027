// One printer, two ways (issue 32 §3): a CUPS queue printing to a raw socket the sweep found is
// that network printer, shown once. CUPS names the destination in the queue's device URI; its
// AppSocket/JetDirect backend is 'socket://host[:port]' with 9100 when no port is given (CUPS
// documentation, "Network Printers": socket://address:9100).
import { describe, expect, it } from 'vitest';
import { mergeSamePrinters, socketAddressOf } from '../../../main/printing/discovery/merge';
import type { FoundPrinter } from '../../../shared/printing';

describe('socketAddressOf', () => {
  it.each([
    ['socket://192.168.0.50:9100', '192.168.0.50:9100'],
    ['socket://192.168.0.50', '192.168.0.50:9100'],
    ['SOCKET://Impressora.local:9101/', 'impressora.local:9101'],
    ['socket://192.168.0.50:9100?waiteof=false', '192.168.0.50:9100'],
    ['usb://EPSON/TM-T20?serial=X123', undefined],
    ['ipp://192.168.0.50/ipp/print', undefined],
    ['lpd://192.168.0.50/queue', undefined],
    ['', undefined],
  ])('%s -> %s', (uri, address) => expect(socketAddressOf(uri)).toBe(address));
});

const network: FoundPrinter = {
  name: 'ELGIN 192.168.0.50',
  kind: 'tcp',
  detail: '192.168.0.50:9100',
  connection: { kind: 'tcp', host: '192.168.0.50', port: 9100 },
  model: 'escpos',
  listed: false,
};

describe('mergeSamePrinters', () => {
  it('an OS queue printing to a found address is folded into that printer, named as another way', () => {
    const merged = mergeSamePrinters(
      [network],
      [
        {
          name: 'ELGIN_i9',
          kind: 'os',
          detail: 'ELGIN_i9',
          listed: true,
          deviceUri: 'socket://192.168.0.50',
        },
        { name: 'Outra', kind: 'os', detail: 'Outra', listed: true, deviceUri: 'socket://192.168.0.51:9100' },
        { name: '/dev/usb/lp0', kind: 'device', detail: '/dev/usb/lp0', listed: true },
      ],
    );
    expect(merged.map((p) => p.name)).toEqual(['ELGIN 192.168.0.50', 'Outra', '/dev/usb/lp0']);
    expect(merged[0]?.alsoAt).toEqual([{ kind: 'os', detail: 'ELGIN_i9' }]);
    // The device URI stays in main: the renderer gets the printers as they are shown.
    expect(merged.some((p) => 'deviceUri' in p)).toBe(false);
  });

  it('leaves everything as it was when nothing matches', () => {
    const local = [{ name: 'PDF', kind: 'os' as const, detail: 'PDF', listed: true }];
    expect(mergeSamePrinters([network], local)).toEqual([network, ...local]);
  });
});
