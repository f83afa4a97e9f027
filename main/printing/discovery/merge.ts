/**
 * One printer reachable two ways is shown once (issue 32 §3): an OS printer queue (CUPS) whose
 * device URI is a raw socket to an address the sweep found ('socket://192.168.0.50:9100', CUPS'
 * AppSocket/JetDirect backend, port 9100 when none is given) is that network printer. The
 * network entry stays (it reads the printer's status itself) and names the queue as another
 * way to it.
 */
import type { FoundPrinter } from '../../../shared/printing';
import { RAW_PRINT_PORT } from './sweep';

/** 'host:port' of a socket:// device URI; undefined for any other backend (usb, ipp, lpd…). */
export function socketAddressOf(uri: string): string | undefined {
  const match = /^socket:\/\/\[?([^\]/:?]+)\]?(?::(\d+))?(?:[/?].*)?$/i.exec(uri.trim());
  if (!match) return undefined;
  return `${match[1]?.toLowerCase()}:${match[2] ?? RAW_PRINT_PORT}`;
}

export type LocalFound = FoundPrinter & { deviceUri?: string };

export function mergeSamePrinters(
  network: readonly FoundPrinter[],
  local: readonly LocalFound[],
): FoundPrinter[] {
  const byAddress = new Map(network.map((p) => [p.detail.toLowerCase(), { ...p }]));
  const rest: FoundPrinter[] = [];
  for (const { deviceUri, ...p } of local) {
    const address = deviceUri ? socketAddressOf(deviceUri) : undefined;
    const same = address ? byAddress.get(address) : undefined;
    if (same) same.alsoAt = [...(same.alsoAt ?? []), { kind: p.kind, detail: p.detail }];
    else rest.push(p);
  }
  return [...byAddress.values(), ...rest];
}
