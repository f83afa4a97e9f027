/**
 * The form of a hand-configured printer: a network printer (host + port, 9100 by default) or a
 * USB device file, with its model (the command language its tickets are built in) and the code
 * page its accents print in.
 */
import {
  printerModelOf,
  type EscPosCodePage,
  type PrinterDefinition,
  type PrinterInfo,
  type PrinterModel,
} from '../../../../../shared/printing';
import { printerDefinition } from '../../../../../shared/printing-definition';

export const CODE_PAGES: readonly { value: EscPosCodePage; label: string }[] = [
  { value: 'cp860', label: 'CP860 (Português)' },
  { value: 'cp850', label: 'CP850 (Multilíngue)' },
  { value: 'cp1252', label: 'Windows-1252' },
];

/** One entry per PRINTER_MODELS value, in the order the select shows them. */
export const MODELS: readonly { value: PrinterModel; label: string }[] = [
  { value: 'escpos', label: 'ESC/POS (Epson, Elgin, Bematech, Knup, genérica)' },
  { value: 'daruma', label: 'Daruma' },
  { value: 'tanca', label: 'Tanca' },
  { value: 'star', label: 'Star' },
  { value: 'brother', label: 'Brother' },
];

export function modelLabel(model: PrinterModel): string {
  return MODELS.find((m) => m.value === model)?.label ?? model;
}

const DEFAULT_PORT = '9100';

export interface PrinterFormValues {
  kind: 'tcp' | 'device';
  name: string;
  host: string;
  port: string;
  path: string;
  model: PrinterModel;
  codePage: EscPosCodePage;
}

export type PrinterFormErrors = Partial<Record<'name' | 'host' | 'port' | 'path', string>>;

export const EMPTY_PRINTER: PrinterFormValues = {
  kind: 'tcp',
  name: '',
  host: '',
  port: DEFAULT_PORT,
  path: '/dev/usb/lp0',
  model: 'escpos',
  codePage: 'cp860',
};

const HOSTNAME =
  /^(?=.{1,253}$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/i;
const IPV4 = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/;

export function validHost(host: string): boolean {
  const ip = IPV4.exec(host);
  if (ip) return ip.slice(1).every((part) => Number(part) <= 255);
  // All-digit dotted names that are not valid IPs (999.1.1.1) are typos, not hostnames.
  return !/^[\d.]+$/.test(host) && HOSTNAME.test(host);
}

export function validatePrinter(v: PrinterFormValues, taken: readonly string[]): PrinterFormErrors {
  const errors: PrinterFormErrors = {};
  const name = v.name.trim();
  if (name === '') errors.name = 'Informe um nome para a impressora.';
  else if (name.length > 60) errors.name = 'O nome deve ter no máximo 60 caracteres.';
  else if (taken.some((t) => t.toLowerCase() === name.toLowerCase())) {
    errors.name = 'Já existe uma impressora com este nome.';
  }
  if (v.kind === 'tcp') {
    if (!validHost(v.host.trim()))
      errors.host = 'Informe o IP (ex.: 192.168.0.50) ou o nome da impressora na rede.';
    const port = v.port.trim();
    if (!/^\d{1,5}$/.test(port) || Number(port) < 1 || Number(port) > 65535) {
      errors.port = 'A porta deve ser um número de 1 a 65535 (normalmente 9100).';
    }
  } else {
    const path = v.path.trim();
    if (!/^(\/dev\/\S+|\\\\[^\\\s]+\\\S+)$/.test(path) || path.includes('..')) {
      errors.path = 'Informe o arquivo do dispositivo, ex.: /dev/usb/lp0.';
    }
  }
  return errors;
}

export function toDefinition(v: PrinterFormValues): PrinterDefinition {
  return printerDefinition({
    name: v.name.trim(),
    codePage: v.codePage,
    model: v.model,
    connection:
      v.kind === 'tcp'
        ? { kind: 'tcp', host: v.host.trim(), port: Number(v.port.trim()) }
        : { kind: 'device', path: v.path.trim() },
  });
}

/** A listed printer back into the form (detail is 'host:port' or the device path). */
export function fromInfo(p: PrinterInfo): PrinterFormValues {
  const codePage = p.codePage ?? 'cp860';
  // A printer saved before models existed has none: it was printing ESC/POS.
  const model = printerModelOf(p);
  if (p.kind === 'tcp') {
    const at = p.detail.lastIndexOf(':');
    const host = at > 0 ? p.detail.slice(0, at) : p.detail;
    const port = at > 0 ? p.detail.slice(at + 1) : DEFAULT_PORT;
    return { ...EMPTY_PRINTER, kind: 'tcp', name: p.name, host, port, model, codePage };
  }
  return { ...EMPTY_PRINTER, kind: 'device', name: p.name, path: p.detail, model, codePage };
}

export const KIND_LABELS: Record<PrinterInfo['kind'], string> = {
  tcp: 'Rede',
  device: 'USB',
  os: 'Sistema',
  qz: 'QZ Tray',
};

export const HEALTH_LABELS: Record<PrinterInfo['health'], string> = {
  ok: 'Pronta',
  offline: 'Sem conexão',
  'paper-out': 'Sem papel',
  'cover-open': 'Tampa aberta',
  unknown: 'Estado desconhecido',
};
