/**
 * Pure rules of the Estabelecimentos screen (spec 03 §2.20, §4 Change request status, §5 Store
 * images): field names, which fields are pending, when saving is allowed, CNPJ display.
 */
import {
  FRASE_PROMOCIONAL_MAX,
  TEXTO_APP_MAX,
  type ChangeField,
  type ChangeStatus,
  type PendingChange,
} from '../../../../shared/api/establishment';

export const ESTABLISHMENT_TITLE = 'Estabelecimento';
export const PENDING_TOOLTIP = 'O campo está pendente para avaliação do Aiboo.';
export const SAVED_MESSAGE = 'Estabelecimento salvo com sucesso';
export const SAVED_TOAST_MS = 5000;
export const SENT_FOR_APPROVAL = 'Enviado para aprovação';
export const REQUESTS_EMPTY = 'Nenhuma solicitação de alteração encontrada.';

/** Logo and banner: png, jpg and jpeg (spec 03 §5); the size limit is the sandbox's 2 MB. */
export const IMAGE_TYPES = ['image/png', 'image/jpeg'] as const;
export const IMAGE_MAX_BYTES = 2 * 1024 * 1024;
export const IMAGE_MESSAGES = {
  type: 'Formato de arquivo inválido. Envie uma imagem PNG, JPG ou JPEG.',
  size: 'A imagem deve ter no máximo 2MB.',
  empty: 'O arquivo está vazio.',
} as const;
export const IMAGE_HINT = 'Formatos aceitos: PNG, JPG, JPEG. Até: 2MB.';

export const FIELD_LABELS: Record<ChangeField, string> = {
  texto_app: 'Texto do app',
  frase_promocional: 'Frase promocional',
  logotipo: 'Logo',
  banner: 'Banner',
};

export const STATUS_TONES: Record<ChangeStatus, 'warning' | 'danger' | 'success'> = {
  Pendente: 'warning',
  Rejeitado: 'danger',
  Aprovado: 'success',
};

export function isImageField(field: ChangeField): boolean {
  return field === 'logotipo' || field === 'banner';
}

/** The open request of each field (the latest when the server sends more than one). */
export function pendingByField(pen: readonly PendingChange[]): Partial<Record<ChangeField, PendingChange>> {
  const out: Partial<Record<ChangeField, PendingChange>> = {};
  for (const p of pen) {
    if (p.status !== 'Pendente') continue;
    const seen = out[p.nome_campo];
    if (!seen || Number(p.id_pendencias) > Number(seen.id_pendencias)) out[p.nome_campo] = p;
  }
  return out;
}

export interface TextValues {
  texto_app: string;
  frase_promocional: string;
}

export function textProblems(v: TextValues): Partial<Record<keyof TextValues, string>> {
  const out: Partial<Record<keyof TextValues, string>> = {};
  if (v.texto_app.trim().length > TEXTO_APP_MAX)
    out.texto_app = `O texto do app deve ter no máximo ${TEXTO_APP_MAX} caracteres.`;
  if (v.frase_promocional.trim().length > FRASE_PROMOCIONAL_MAX)
    out.frase_promocional = `A frase promocional deve ter no máximo ${FRASE_PROMOCIONAL_MAX} caracteres.`;
  return out;
}

/** Save is enabled only after an edit (spec 03 §2.20), and not with a text over its limit. */
export function canSave(initial: TextValues, current: TextValues): boolean {
  const edited =
    current.texto_app.trim() !== initial.texto_app.trim() ||
    current.frase_promocional.trim() !== initial.frase_promocional.trim();
  return edited && Object.keys(textProblems(current)).length === 0;
}

/** '01310100' → '01310-100'; anything but 8 digits as sent. */
export function formatCep(value: string): string {
  const d = value.replace(/\D/g, '');
  return d.length === 8 ? `${d.slice(0, 5)}-${d.slice(5)}` : value;
}

/** '11222333000181' → '11.222.333/0001-81'; 11 digits as a CPF; anything else as sent. */
export function formatDocument(value: string): string {
  const d = value.replace(/\D/g, '');
  if (d.length === 14) return d.replace(/^(\d{2})(\d{3})(\d{3})(\d{4})(\d{2})$/, '$1.$2.$3/$4-$5');
  if (d.length === 11) return d.replace(/^(\d{3})(\d{3})(\d{3})(\d{2})$/, '$1.$2.$3-$4');
  return value;
}
