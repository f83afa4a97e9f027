import { describe, expect, it } from 'vitest';
import { isAllowedDevicePath, portFor, printerConfigSchema } from '../../../main/printing/printers';

const schema = printerConfigSchema(['/dev/usb/', '/tmp/impressoras']);
const base = { id: 'caixa', name: 'Caixa', codePage: 'cp860', columns: 48 } as const;

describe('printerConfigSchema', () => {
  it.each([
    { ...base, kind: 'tcp', host: '192.168.0.50' },
    { ...base, kind: 'tcp', host: '192.168.0.50', port: 9100 },
    { ...base, kind: 'tcp', host: 'cozinha.local', port: 1 },
    { ...base, kind: 'tcp', host: 'fe80::1', port: 65535 },
    { ...base, kind: 'device', path: '/dev/usb/lp0' },
    { ...base, kind: 'device', path: '/tmp/impressoras/lp1', columns: 32, codePage: 'cp1252' },
  ])('accepts %j', (config) => {
    expect(schema.safeParse(config).success).toBe(true);
  });

  it.each([
    ['no host', { ...base, kind: 'tcp' }],
    ['empty host', { ...base, kind: 'tcp', host: '' }],
    ['URL as host', { ...base, kind: 'tcp', host: 'http://192.168.0.50' }],
    ['host with port', { ...base, kind: 'tcp', host: '192.168.0.50:9100' }],
    ['credentials', { ...base, kind: 'tcp', host: 'user@host' }],
    ['mistyped IP', { ...base, kind: 'tcp', host: '192.168.0.500' }],
    ['spaces', { ...base, kind: 'tcp', host: 'my printer' }],
    ['shell', { ...base, kind: 'tcp', host: 'a;rm -rf /' }],
    ['leading dash', { ...base, kind: 'tcp', host: '-oProxy' }],
    ['port 0', { ...base, kind: 'tcp', host: '10.0.0.1', port: 0 }],
    ['port 65536', { ...base, kind: 'tcp', host: '10.0.0.1', port: 65536 }],
    ['fractional port', { ...base, kind: 'tcp', host: '10.0.0.1', port: 91.5 }],
    ['port as text', { ...base, kind: 'tcp', host: '10.0.0.1', port: '9100' }],
    ['no path', { ...base, kind: 'device' }],
    ['/etc/passwd', { ...base, kind: 'device', path: '/etc/passwd' }],
    ['traversal', { ...base, kind: 'device', path: '/dev/usb/../sda' }],
    ['nested', { ...base, kind: 'device', path: '/dev/usb/x/lp0' }],
    ['relative', { ...base, kind: 'device', path: 'dev/usb/lp0' }],
    ['prefix trick', { ...base, kind: 'device', path: '/tmp/impressoras-evil/lp0' }],
    ['the dir itself', { ...base, kind: 'device', path: '/dev/usb/' }],
    ['bad kind', { ...base, kind: 'cups', host: '10.0.0.1' }],
    ['bad columns', { ...base, kind: 'tcp', host: '10.0.0.1', columns: 40 }],
    ['bad code page', { ...base, kind: 'tcp', host: '10.0.0.1', codePage: 'utf8' }],
    ['empty id', { ...base, id: ' ', kind: 'tcp', host: '10.0.0.1' }],
    ['extra key', { ...base, kind: 'tcp', host: '10.0.0.1', __proto__x: 1 }],
  ])('rejects %s', (_name, config) => {
    expect(schema.safeParse(config).success).toBe(false);
  });

  it('allows only /dev/usb/ by default', () => {
    expect(
      printerConfigSchema().safeParse({ ...base, kind: 'device', path: '/tmp/impressoras/lp1' }).success,
    ).toBe(false);
    expect(isAllowedDevicePath('/dev/usb/lp0', ['/dev/usb'])).toBe(true);
  });
});

describe('portFor', () => {
  it('builds a TCP port with paper status and a device port without', () => {
    expect(portFor({ ...base, kind: 'tcp', host: '127.0.0.1' }).status).toBeTypeOf('function');
    expect(portFor({ ...base, kind: 'device', path: '/dev/usb/lp0' }).status).toBeUndefined();
  });
});
