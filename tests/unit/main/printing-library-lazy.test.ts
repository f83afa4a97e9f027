// node-thermal-printer loads with main's first ticket, not with main (issue 36 §4): importing the
// core and its printing system leaves it unloaded, and the first bytes built load it once and are
// the library's (the golden tests in printing-models.test.ts hold the bytes themselves).
import { describe, expect, it } from 'vitest';
import { createMainCore } from '../../../main/core';
import { createPrintingSystem } from '../../../main/printing';
import { modelCodePage, rowsToModelBytes } from '../../../main/printing/models';
import { thermalPrinterLibrary, thermalPrinterLibraryLoaded } from '../../../main/printing/models/library';

describe('node-thermal-printer on first use', () => {
  it('is not loaded by importing main, its printing system or the models', () => {
    expect(typeof createMainCore).toBe('function');
    expect(typeof createPrintingSystem).toBe('function');
    expect(thermalPrinterLibraryLoaded()).toBe(false);
  });

  it('loads with the first bytes built, once, and builds them with the library', () => {
    const bytes = rowsToModelBytes([{ cut: false, text: 'PEDIDO #7', bold: true, large: false }], {
      model: 'escpos',
      codePage: 'cp860',
    });
    expect(thermalPrinterLibraryLoaded()).toBe(true);
    expect(bytes.includes(Buffer.from('PEDIDO #7\n'))).toBe(true);
    const library = thermalPrinterLibrary();
    expect(thermalPrinterLibrary()).toBe(library);
    expect(typeof library.ThermalPrinter).toBe('function');
    expect(library.PrinterTypes.EPSON).toBe('epson');
  });

  it("answers a model's code page from the library's profiles", () => {
    expect(modelCodePage('brother', 'cp860')).toBe('cp1252');
    expect(modelCodePage('escpos', 'cp850')).toBe('cp850');
  });
});
