/** The lines the orders screen shows once the guide ends: what this computer now does. */
import type { AppSettings } from '../../../../../shared/bridge';
import type { LocalPrintSettings } from '../../../../../shared/printing';
import type { SummaryLine } from './firstRunStore';
import { printerUseText, routedPrinters } from './save';

export interface SummaryInput {
  settings: LocalPrintSettings;
  testedPrinters: readonly string[];
  volume: number;
  soundTested: boolean;
  /** Desktop only. */
  app: Pick<AppSettings, 'startWithOs' | 'closeBehavior'> | null;
}

export function summaryLines(input: SummaryInput): SummaryLine[] {
  const printers = routedPrinters(input.settings);
  const lines: SummaryLine[] = printers.length
    ? printers.map((name) => ({
        label: `Impressora ${name}`,
        value: `${printerUseText(input.settings, name)}${input.testedPrinters.includes(name) ? ' · página de teste impressa' : ''}`,
      }))
    : [{ label: 'Impressoras', value: 'Nenhuma escolhida (configure na tela Impressoras)' }];
  lines.push({
    label: 'Aceitar e imprimir automaticamente',
    value: input.settings.autoAceiteImprimir === 'true' ? 'Ligado' : 'Desligado',
  });
  lines.push({
    label: 'Som dos pedidos',
    value: `Volume ${Math.round(input.volume * 100)}%${input.soundTested ? ' · testado' : ''}`,
  });
  if (input.app) {
    lines.push({ label: 'Abrir com o computador', value: input.app.startWithOs ? 'Sim' : 'Não' });
    lines.push({
      label: 'Fechar a janela',
      value: input.app.closeBehavior === 'tray' ? 'Continua na bandeja' : 'Pergunta o que fazer',
    });
  }
  return lines;
}
