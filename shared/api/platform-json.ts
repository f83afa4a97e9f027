/**
 * Response shapes of the platform's base C (the JSON service): invoices and reset-password
 * (spec 01 §7, spec 03 §3). Errors carry `message` (reset-password save: `error`).
 */

/** New-generation invoice (spec 03 §3). balance in cents, negative when the store owes. */
export interface Invoice {
  id: number;
  hash: string;
  starts_at: string;
  ends_at: string;
  balance: number;
  /** 'YYYY-MM-DD'. */
  overdues_at: string;
  status: 'paid' | 'pending' | 'overdue';
  pdf_url: string | null;
  invoice_url: string | null;
  nfs: { type: 'commission' | 'other'; pdf: string }[];
}

export interface InvoicesResponse {
  data: Invoice[];
  paginate_metadata: { total: number; last_page: number; current_page: number };
}

export interface JsonError {
  message: string;
}

export interface FoundEstablishment {
  id_estabelecimento: string;
  nome: string;
  razao_social: string;
  bairro: string;
}

export interface VerifyDocumentResponse {
  establishments: FoundEstablishment[];
}

/** Masked contacts of the chosen establishment. */
export interface VerifyEstablishmentResponse {
  email: string;
  telefone: string;
}

export type RecoveryType = 'email' | 'sms';

export interface SendCodeResponse {
  uuid: string;
  usuario: string;
}

export type SavePasswordResponse = { success: true } | { error: string; message: string };

/** Recovery code lifetime (spec 01 §9). */
export const RESET_CODE_TTL_MS = 300_000;
export const MIN_PASSWORD_LENGTH = 8;

/**
 * PUT orders/{id} (spec 01 §7): every status except PL, LE, LI, LG (those use base A mudaStatus).
 * Cancelling sends PC with the reason the customer receives.
 */
export type UpdateOrderStatusRequest =
  { new_status: 'PC'; motivo_cancelamento: string; obs?: string } | { new_status: string; obs?: string };

/** Failures come with HTTP 404 (unknown order) or 422 (invalid status, transition or missing reason). */
export type UpdateOrderStatusResponse =
  { status: true; message: string } | { status: false; message: string };
