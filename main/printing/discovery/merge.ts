/**
 * One printer reachable two ways is shown once (issue 32 §3):
 * - an OS printer queue (CUPS) whose device URI is a raw socket to an address the sweep found
 *   ('socket://192.168.0.50:9100', CUPS' AppSocket/JetDirect backend, port 9100 when none is
 *   given) is that network printer;
 * - a USB device printer that gives the same serial number (ESC/POS GS I 68) as a network printer
 *   the sweep found is that printer, plugged in both ways.
 * The network entry stays (it reads the printer's status itself) and names the other as another
 * way to it. Serial numbers and device URIs stay in main.
 */
import type { FoundPrinter } from '../../../shared/printing';
import { RAW_PRINT_PORT } from './sweep';

/** 'host:port' of a socket:// device URI; undefined for any other backend (usb, ipp, lpd…). */
export function socketAddressOf(uri: string): string | undefined {
  const match = /^socket:\/\/\[?([^\]/:?]+)\]?(?::(\d+))?(?:[/?].*)?$/i.exec(uri.trim());
  if (!match) return undefined;
  return `${match[1]?.toLowerCase()}:${match[2] ?? RAW_PRINT_PORT}`;
}

export type LocalFound = FoundPrinter & { deviceUri?: string; serial?: string };
export type NetworkFound = FoundPrinter & { serial?: string };

export function mergeSamePrinters(
  network: readonly NetworkFound[],
  local: readonly LocalFound[],
): FoundPrinter[] {
  const byAddress = new Map<string, FoundPrinter>();
  const bySerial = new Map<string, FoundPrinter>();
  for (const { serial, ...p } of network) {
    const entry = { ...p };
    byAddress.set(p.detail.toLowerCase(), entry);
    if (serial) bySerial.set(serial, entry);
  }
  const rest: FoundPrinter[] = [];
  for (const { deviceUri, serial, ...p } of local) {
    const address = deviceUri ? socketAddressOf(deviceUri) : undefined;
    const same =
      (address ? byAddress.get(address) : undefined) ??
      (serial && p.kind === 'device' ? bySerial.get(serial) : undefined);
    if (same) same.alsoAt = [...(same.alsoAt ?? []), { kind: p.kind, detail: p.detail }];
    else rest.push(p);
  }
  return [...byAddress.values(), ...rest];
}
