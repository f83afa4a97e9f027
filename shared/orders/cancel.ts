/**
 * Cancelling an order (spec 01 §5): a reason is required; 'Outro motivo...' requires a
 * free-text description. The customer receives the reason, so it is sent as written.
 */

/** The spec's three preset reasons, in plain Portuguese the customer will read. */
export const CANCEL_PRESET_REASONS = [
  'Não foi possível falar com o cliente',
  'Cliente pediu um item indisponível',
  'Cliente pediu para cancelar',
] as const;

export const CANCEL_OTHER_REASON = 'Outro motivo...';

/**
 * The spec shows 'Descrição de motivo muito curta.' but not the bound. 10 characters is the
 * shortest text that still tells the customer something ('Sem massa.' is 10); 255 is the
 * common VARCHAR size of the platform's reason column, and more would not fit a ticket.
 */
export const CANCEL_DESCRIPTION_MIN = 10;
export const CANCEL_DESCRIPTION_MAX = 255;

export const CANCEL_ERRORS = {
  noReason: 'Selecione um motivo para cancelamento',
  tooShort: 'Descrição de motivo muito curta.',
  tooLong: `Descrição de motivo muito longa (máximo de ${CANCEL_DESCRIPTION_MAX} caracteres).`,
} as const;

export interface CancelInput {
  /** One of CANCEL_PRESET_REASONS, CANCEL_OTHER_REASON, or null when nothing was chosen. */
  reason: string | null;
  description: string;
}

export type CancelValidation =
  { ok: true; motivo: string } | { ok: false; field: 'reason' | 'description'; error: string };

/** Whitespace runs become one space; the length rules count what the customer will read. */
function clean(text: string): string {
  return (typeof text === 'string' ? text : '').replace(/\s+/g, ' ').trim();
}

export function validateCancel(input: CancelInput): CancelValidation {
  const reason = input.reason;
  if (reason === CANCEL_OTHER_REASON) {
    const description = clean(input.description);
    if (description.length < CANCEL_DESCRIPTION_MIN) {
      return { ok: false, field: 'description', error: CANCEL_ERRORS.tooShort };
    }
    if (description.length > CANCEL_DESCRIPTION_MAX) {
      return { ok: false, field: 'description', error: CANCEL_ERRORS.tooLong };
    }
    return { ok: true, motivo: description };
  }
  if (reason !== null && (CANCEL_PRESET_REASONS as readonly string[]).includes(reason)) {
    return { ok: true, motivo: reason };
  }
  return { ok: false, field: 'reason', error: CANCEL_ERRORS.noReason };
}
