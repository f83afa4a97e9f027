/**
 * The print settings form (02 §2.8) as plain data: what the fields hold, which are locked by the
 * QZ method, the validation (02 §5) and the conversion to the local settings main stores.
 * Number fields hold the typed text so a bad value is shown and explained, never silently fixed.
 */
import type { PrintMethod, PrintPageWidth } from '../../../../../shared/api/platform-v1';
import {
  PRINT_NUMBER_RANGES,
  type LocalPrintSettings,
  type PrintSettingsView,
} from '../../../../../shared/printing';
import { FONT_NAMES, FONT_SIZES } from '../../../../../shared/tickets';

export const METHOD_OPTIONS: readonly { value: PrintMethod; label: string }[] = [
  { value: 'aiboo', label: 'Aiboo Printer' },
  { value: 'qz', label: 'QZ Printer' },
  { value: 'nat', label: 'Native' },
];
export const WIDTH_OPTIONS: readonly { value: PrintPageWidth; label: string }[] = [
  { value: '4,8', label: '58mm' },
  { value: '7,0', label: '80mm' },
];
export const LAYOUT_OPTIONS: readonly { value: 1 | 2 | 3; label: string }[] = [
  { value: 1, label: 'Completo' },
  { value: 2, label: 'Resumido' },
  { value: 3, label: 'Resumido modo B' },
];
/** 1 to 10 s in 1 s steps, stored in ms (02 §2.8, §5). */
export const DELAY_OPTIONS: readonly number[] = Array.from({ length: 10 }, (_, i) => (i + 1) * 1000);
export { FONT_NAMES, FONT_SIZES };

/** The private key never comes back from main: only whether one is stored. */
export type QzKeyState = { kind: 'stored' } | { kind: 'none' } | { kind: 'new'; text: string };

export interface PrintForm {
  settings: LocalPrintSettings;
  /** Typed text of the number fields. */
  numbers: { qtdeCopia: string; saltoLinhaInicio: string; margemEsquerda: string; margemDireita: string };
  qzCertificate: string;
  qzKey: QzKeyState;
}

export type NumberField = keyof PrintForm['numbers'];
export type FormErrors = Partial<Record<NumberField | 'delay' | 'qzCertificate' | 'qzKey', string>>;

export const NUMBER_RANGES: Readonly<Record<NumberField, { min: number; max: number; label: string }>> =
  PRINT_NUMBER_RANGES;

const DELAY_MESSAGE = 'O atraso deve ser de 1 a 10 segundos, de 1 em 1 segundo.';
const CERTIFICATE_MESSAGE = 'Cole o certificado do QZ Tray (o texto começa com -----BEGIN CERTIFICATE-----).';
const KEY_MESSAGE = 'Cole a chave privada do QZ Tray (o texto começa com -----BEGIN PRIVATE KEY-----).';

/** Copies, width, skip, margins and font do not apply to QZ Tray (02 §2.8). */
export function lockedByQz(form: PrintForm): boolean {
  return form.settings.metodoImpressao === 'qz';
}

export function formFromView(view: PrintSettingsView): PrintForm {
  const s = view.settings;
  return {
    settings: {
      ...s,
      impressorasCaixa: [...s.impressorasCaixa],
      impressorasProducao: { ...s.impressorasProducao },
    },
    numbers: {
      qtdeCopia: String(s.qtdeCopia),
      saltoLinhaInicio: String(s.saltoLinhaInicio),
      margemEsquerda: String(s.margemEsquerda),
      margemDireita: String(s.margemDireita),
    },
    qzCertificate: view.qz.certificate,
    qzKey: view.qz.hasPrivateKey ? { kind: 'stored' } : { kind: 'none' },
  };
}

/** A local settings record (e.g. a cloud copy) laid into the form, keeping the QZ state. */
export function formWithSettings(form: PrintForm, settings: LocalPrintSettings): PrintForm {
  const next = formFromView({
    settings,
    qz: { certificate: form.qzCertificate, hasPrivateKey: false },
  });
  return settings.metodoImpressao === 'qz'
    ? { ...next, qzKey: form.qzKey }
    : { ...next, qzCertificate: '', qzKey: { kind: 'none' } };
}

/** Choosing a non-QZ method clears the certificate and the key (02 §4). */
export function withMethod(form: PrintForm, method: PrintMethod): PrintForm {
  const settings = { ...form.settings, metodoImpressao: method };
  if (method === 'qz') return { ...form, settings };
  return { ...form, settings, qzCertificate: '', qzKey: { kind: 'none' } };
}

function parseWhole(text: string): number | null {
  const s = text.trim();
  return /^\d{1,6}$/.test(s) ? Number(s) : null;
}

export function validate(form: PrintForm): FormErrors {
  const errors: FormErrors = {};
  const delay = form.settings.delay;
  if (!Number.isInteger(delay) || delay < 1000 || delay > 10_000 || delay % 1000 !== 0) {
    errors.delay = DELAY_MESSAGE;
  }
  if (!lockedByQz(form)) {
    for (const key of Object.keys(NUMBER_RANGES) as NumberField[]) {
      const { min, max, label } = NUMBER_RANGES[key];
      const n = parseWhole(form.numbers[key]);
      if (n === null || n < min || n > max) {
        errors[key] = `${label} deve ser um número inteiro de ${min} a ${max}.`;
      }
    }
  } else {
    if (!form.qzCertificate.includes('-----BEGIN CERTIFICATE-----'))
      errors.qzCertificate = CERTIFICATE_MESSAGE;
    if (
      form.qzKey.kind === 'none' ||
      (form.qzKey.kind === 'new' && !/-----BEGIN [A-Z ]*PRIVATE KEY-----/.test(form.qzKey.text))
    ) {
      errors.qzKey = KEY_MESSAGE;
    }
  }
  return errors;
}

export function hasErrors(errors: FormErrors): boolean {
  return Object.values(errors).some((e) => e !== undefined);
}

/**
 * The settings main stores. Fields QZ locks keep their last valid value (they are not sent to
 * QZ Tray, and come back when the method changes); production entries without a printer or a
 * grouping text are dropped.
 */
export function toLocalSettings(form: PrintForm, fallback: LocalPrintSettings): LocalPrintSettings {
  const n = (key: NumberField): number => {
    if (lockedByQz(form)) return fallback[key];
    return parseWhole(form.numbers[key]) ?? fallback[key];
  };
  const production: LocalPrintSettings['impressorasProducao'] = {};
  for (const [id, entry] of Object.entries(form.settings.impressorasProducao)) {
    const impressora = entry.impressora.trim();
    const agrupamento = entry.agrupamento.trim();
    if (impressora !== '' || agrupamento !== '') production[id] = { ...entry, impressora, agrupamento };
  }
  return {
    ...form.settings,
    qtdeCopia: n('qtdeCopia'),
    saltoLinhaInicio: n('saltoLinhaInicio'),
    margemEsquerda: n('margemEsquerda'),
    margemDireita: n('margemDireita'),
    impressorasCaixa: [...new Set(form.settings.impressorasCaixa)],
    impressorasProducao: production,
  };
}
