/**
 * The rules a printer address must pass before any socket or file opens. Addresses come from
 * settings the user typed (or a tampered settings file):
 * - host: an IPv4/IPv6 literal or a DNS host name; no URLs, ports, credentials or spaces;
 * - path: a device file directly under one of the allowed directories, /dev/usb/ by default
 *   (usblp's lp0, lp1, ...). Tests pass their temp dir; '..' and symlink-looking tricks are
 *   rejected because the normalized path must equal the given one.
 * The registry (registry/definitions.ts) applies them to every hand-configured printer.
 */
import net from 'node:net';
import path from 'node:path';

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
