import { describe, expect, it } from 'vitest';
import { isAllowedDevicePath, isValidHost } from '../../../main/printing/printers';
import { PrinterDefinitionError, validateDefinition } from '../../../main/printing/registry/definitions';

const dirs = ['/dev/usb/', '/tmp/impressoras'];
const base = { name: 'Caixa', codePage: 'cp860' } as const;
const tcp = (host: unknown, port: unknown = 9100) => ({ ...base, connection: { kind: 'tcp', host, port } });
const device = (path: unknown) => ({ ...base, connection: { kind: 'device', path } });

describe('validateDefinition', () => {
  it.each([
    tcp('192.168.0.50'),
    tcp('cozinha.local', 1),
    tcp('fe80::1', 65535),
    device('/dev/usb/lp0'),
    { ...device('/tmp/impressoras/lp1'), codePage: 'cp1252' },
    { ...base, connection: { kind: 'os', deviceName: 'EPSON TM-T20X (Caixa)' } },
  ])('accepts %j', (definition) => {
    expect(validateDefinition(definition, dirs)).toEqual(definition);
  });

  it('trims the name', () => {
    expect(validateDefinition({ ...tcp('10.0.0.1'), name: '  Bar ' }, dirs).name).toBe('Bar');
  });

  it.each([
    ['no host', { ...base, connection: { kind: 'tcp', port: 9100 } }],
    ['no port', { ...base, connection: { kind: 'tcp', host: '10.0.0.1' } }],
    ['empty host', tcp('')],
    ['URL as host', tcp('http://192.168.0.50')],
    ['host with port', tcp('192.168.0.50:9100')],
    ['credentials', tcp('user@host')],
    ['mistyped IP', tcp('192.168.0.500')],
    ['spaces', tcp('my printer')],
    ['shell', tcp('a;rm -rf /')],
    ['leading dash', tcp('-oProxy')],
    ['port 0', tcp('10.0.0.1', 0)],
    ['port 65536', tcp('10.0.0.1', 65536)],
    ['fractional port', tcp('10.0.0.1', 91.5)],
    ['port as text', tcp('10.0.0.1', '9100')],
    ['no path', { ...base, connection: { kind: 'device' } }],
    ['/etc/passwd', device('/etc/passwd')],
    ['traversal', device('/dev/usb/../sda')],
    ['nested', device('/dev/usb/x/lp0')],
    ['relative', device('dev/usb/lp0')],
    ['prefix trick', device('/tmp/impressoras-evil/lp0')],
    ['the dir itself', device('/dev/usb/')],
    ['empty OS printer name', { ...base, connection: { kind: 'os', deviceName: '' } }],
    ['bad kind', { ...base, connection: { kind: 'cups', host: '10.0.0.1' } }],
    ['bad code page', { ...tcp('10.0.0.1'), codePage: 'utf8' }],
    ['empty name', { ...tcp('10.0.0.1'), name: ' ' }],
    ['a 1000-character name', { ...tcp('10.0.0.1'), name: 'x'.repeat(1000) }],
    ['extra key', { ...tcp('10.0.0.1'), __proto__x: 1 }],
    [
      'extra connection key',
      { ...base, connection: { kind: 'tcp', host: '10.0.0.1', port: 9100, tls: true } },
    ],
    ['null', null],
    ['a string', 'Caixa'],
  ])('rejects %s', (_name, definition) => {
    expect(() => validateDefinition(definition, dirs)).toThrow(PrinterDefinitionError);
  });

  it('allows only /dev/usb/ by default', () => {
    expect(isAllowedDevicePath('/tmp/impressoras/lp1', ['/dev/usb/'])).toBe(false);
    expect(isAllowedDevicePath('/dev/usb/lp0', ['/dev/usb'])).toBe(true);
  });

  it.each([
    ['10.0.0.1', true],
    ['::1', true],
    ['impressora-cozinha', true],
    ['999.1.1.1', false],
    ['a b', false],
  ])('isValidHost(%s) = %s', (host, ok) => {
    expect(isValidHost(host)).toBe(ok);
  });
});
