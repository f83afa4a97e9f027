/**
 * node-thermal-printer, loaded on the first ticket, drawer pulse or test page instead of with
 * main (issue 36 §4): a desk started again during an outage shows its cached orders before it
 * prints anything, and the library (iconv-lite's tables, pngjs, unorm) is a tenth of main's CPU
 * time from the process's start to its window. Required as qz/load.ts requires qz-tray: the
 * library is plain CommonJS, and everything here is synchronous.
 */
import { createRequire } from 'node:module';
import type * as Library from 'node-thermal-printer';

export type ThermalPrinterLibrary = typeof Library;

let library: ThermalPrinterLibrary | null = null;

/** The library, required on the first call and kept. */
export function thermalPrinterLibrary(): ThermalPrinterLibrary {
  library ??= createRequire(import.meta.url)('node-thermal-printer') as ThermalPrinterLibrary;
  return library;
}

/** Whether something has printed (or built bytes) since main started: the library is loaded. */
export function thermalPrinterLibraryLoaded(): boolean {
  return library !== null;
}
