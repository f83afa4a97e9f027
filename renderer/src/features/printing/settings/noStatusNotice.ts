/**
 * The store is told once, when it chooses a printer whose status cannot be read (issue 32 §1:
 * 'Esta impressora não informa falta de papel'), that its tickets will show as 'enviado' and a
 * roll running out there will not be named. Once per printer name on this computer.
 */
import { useEffect, useRef } from 'react';
import type { LocalPrintSettings, PrinterList } from '../../../../../shared/printing';
import { notify } from '../../../components/feedback/notify';

const TOLD_KEY = 'cashDesk.printers.noStatusTold';

/** Every printer the settings route tickets to (cashier, default, production). */
export function chosenPrinters(settings: LocalPrintSettings): string[] {
  const names = [
    settings.defaultPrinter,
    ...settings.impressorasCaixa,
    ...Object.values(settings.impressorasProducao).map((r) => r?.impressora ?? ''),
  ];
  return [...new Set(names.map((n) => n.trim()).filter((n) => n !== ''))];
}

export function noStatusNoticeText(name: string): string {
  return `A impressora ${name} não informa falta de papel: os cupons enviados a ela aparecem na fila como 'Enviado', não como 'Impresso', e o sistema não avisa quando o papel acabar.`;
}

function told(): Set<string> {
  try {
    const list = JSON.parse(localStorage.getItem(TOLD_KEY) ?? '[]') as unknown;
    return new Set(Array.isArray(list) ? list.filter((x): x is string => typeof x === 'string') : []);
  } catch {
    return new Set();
  }
}

function remember(names: Set<string>): void {
  try {
    localStorage.setItem(TOLD_KEY, JSON.stringify([...names].slice(-100)));
  } catch {
    // Storage blocked: the notice may come again on another day; nothing else is lost.
  }
}

/**
 * Tells the store about a printer chosen now (not one already chosen when the screen opened)
 * whose status source is 'none'.
 */
export function useNoStatusNotice(settings: LocalPrintSettings | undefined, printers: PrinterList): void {
  const before = useRef<Set<string> | null>(null);
  useEffect(() => {
    if (!settings) return;
    const chosen = chosenPrinters(settings);
    const previous = before.current;
    before.current = new Set(chosen);
    // The settings as loaded: nothing was chosen just now.
    if (previous === null) return;
    const already = told();
    let changed = false;
    for (const name of chosen) {
      if (previous.has(name) || already.has(name)) continue;
      const info = printers.printers.find((p) => p.name === name);
      if (info?.statusSource !== 'none') continue;
      notify.info(noStatusNoticeText(name), 12_000);
      already.add(name);
      changed = true;
    }
    if (changed) remember(already);
  }, [settings, printers]);
}
