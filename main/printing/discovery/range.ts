/**
 * The addresses a network sweep visits. The range is always an argument (tests give
 * 127.0.0.0/24 and never reach another network); only the desktop's default, the PC's own /24,
 * is read from the machine, by ownSubnet over what os.networkInterfaces() returns.
 */

/** A sweep never visits more than this many addresses (a /22): a typo must not scan a /8. */
const MAX_SWEEP_ADDRESSES = 1024;

class AddressRangeError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'AddressRangeError';
  }
}

function toInt(address: string): number | null {
  const parts = address.trim().split('.');
  if (parts.length !== 4) return null;
  let value = 0;
  for (const part of parts) {
    if (!/^\d{1,3}$/.test(part)) return null;
    const n = Number(part);
    if (n > 255) return null;
    value = value * 256 + n;
  }
  return value;
}

function toAddress(n: number): string {
  return [n >>> 24, (n >>> 16) & 255, (n >>> 8) & 255, n & 255].join('.');
}

/**
 * '192.168.0.0/24' (network and broadcast addresses left out when the block has hosts
 * between them) or '192.168.0.10-192.168.0.40' (both ends included) → the addresses in order.
 */
export function parseRange(range: string): string[] {
  const text = range.trim();
  let first: number | null;
  let last: number | null;
  const cidr = /^([\d.]+)\/(\d{1,2})$/.exec(text);
  if (cidr) {
    const base = toInt(cidr[1] ?? '');
    const bits = Number(cidr[2]);
    if (base === null || bits > 32) throw new AddressRangeError(`Faixa de endereços inválida: ${range}`);
    const size = 2 ** (32 - bits);
    const network = base - (base % size);
    [first, last] = size > 2 ? [network + 1, network + size - 2] : [network, network + size - 1];
  } else {
    const [from, to, ...rest] = text.split('-');
    first = toInt(from ?? '');
    last = toInt(to ?? '');
    if (rest.length > 0 || first === null || last === null || last < first) {
      throw new AddressRangeError(`Faixa de endereços inválida: ${range}`);
    }
  }
  if (last - first + 1 > MAX_SWEEP_ADDRESSES) {
    throw new AddressRangeError(`Faixa de endereços grande demais: ${range}`);
  }
  return Array.from({ length: last - first + 1 }, (_, i) => toAddress(first + i));
}

interface InterfaceAddress {
  address: string;
  family: string;
  internal: boolean;
}

/**
 * The /24 of the first non-internal IPv4 address ('192.168.0.0/24'), or undefined when the PC has
 * none (no network). A /24 even on a wider LAN: printers sit beside the PC, and a /16 cannot be
 * swept in seconds.
 */
export function ownSubnet(
  interfaces: Record<string, readonly InterfaceAddress[] | undefined>,
): string | undefined {
  for (const list of Object.values(interfaces)) {
    for (const entry of list ?? []) {
      if (entry.family !== 'IPv4' || entry.internal) continue;
      const n = toInt(entry.address);
      if (n === null) continue;
      return `${toAddress(n - (n % 256))}/24`;
    }
  }
  return undefined;
}
