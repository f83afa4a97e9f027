/**
 * Configured ESC/POS printers and the transport for each. A config comes from settings the
 * user typed (or a tampered settings file), so it is validated before any socket or file opens:
 * - host: an IPv4/IPv6 literal or a DNS host name; no URLs, ports, credentials or spaces;
 * - port: an integer 1–65535 (default 9100);
 * - path: a device file directly under one of the allowed directories, /dev/usb/ by default
 *   (usblp's lp0, lp1, ...). Tests pass their temp dir; '..' and symlink-looking tricks are
 *   rejected because the normalized path must equal the given one.
 */
import net from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import { createDevicePrinter } from './device-transport';
import { createTcpPrinter, DEFAULT_PRINTER_PORT, type PrinterPort } from './escpos/tcp-transport';

export const DEFAULT_DEVICE_DIRS: readonly string[] = ['/dev/usb/'];

const HOST_NAME =
  /^(?=.{1,253}$)([a-zA-Z0-9]([a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)(\.[a-zA-Z0-9]([a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;
const DEVICE_NAME = /^[a-zA-Z0-9_-]{1,32}$/;

export function isValidHost(host: string): boolean {
  if (net.isIP(host) !== 0) return true;
  // '999.1.1.1' matches the name grammar but is a mistyped IP, not a host name.
  return HOST_NAME.test(host) && !/^[\d.]+$/.test(host);
}

export function isAllowedDevicePath(file: string, dirs: readonly string[]): boolean {
  if (!path.isAbsolute(file) || path.normalize(file) !== file) return false;
  return dirs.some((dir) => {
    const base = path.normalize(dir.endsWith('/') ? dir : `${dir}/`);
    return file.startsWith(base) && DEVICE_NAME.test(file.slice(base.length));
  });
}

export function printerConfigSchema(deviceDirs: readonly string[] = DEFAULT_DEVICE_DIRS) {
  return z
    .object({
      id: z.string().trim().min(1).max(64),
      name: z.string().trim().min(1).max(100),
      kind: z.enum(['tcp', 'device']),
      host: z.string().max(253).optional(),
      port: z.number().int().min(1).max(65535).optional(),
      path: z.string().max(256).optional(),
      codePage: z.enum(['cp860', 'cp850', 'cp1252']),
      columns: z.union([z.literal(32), z.literal(48)]),
    })
    .strict()
    .superRefine((config, ctx) => {
      if (config.kind === 'tcp' && (config.host === undefined || !isValidHost(config.host))) {
        ctx.addIssue({ code: 'custom', path: ['host'], message: 'Endereço da impressora inválido.' });
      }
      if (
        config.kind === 'device' &&
        (config.path === undefined || !isAllowedDevicePath(config.path, deviceDirs))
      ) {
        ctx.addIssue({ code: 'custom', path: ['path'], message: 'Caminho da impressora USB inválido.' });
      }
    });
}

export type PrinterConfig = z.infer<ReturnType<typeof printerConfigSchema>>;

/** Assumes a config that passed printerConfigSchema. */
export function portFor(config: PrinterConfig): PrinterPort {
  if (config.kind === 'device') return createDevicePrinter({ path: config.path ?? '' });
  return createTcpPrinter({ host: config.host ?? '', port: config.port ?? DEFAULT_PRINTER_PORT });
}
