/**
 * Response shapes of the platform's base C (the JSON service): invoices and reset-password
 * (spec 01 §7, spec 03 §3), and the zod schemas the panel reads them with (lenient: see
 * ./lenient). Errors carry `message` (reset-password save: `error`).
 */
import { z } from 'zod';
import {
  httpUrl,
  idString,
  lenientList,
  lenientText,
  listIn,
  money,
  optionalMoney,
  requiredId,
  wrappedOrBare,
} from './lenient';

/** New-generation invoice (spec 03 §3). balance in cents, negative when the store owes. */
// A type alias, not an interface: the schema's loose input (an index signature) accepts it.
export type Invoice = {
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
};

/** An invoice without an id, or whose amount is not money, is left out (never shown as R$ 0,00). */
const invoiceSchema = z.looseObject({
  id: requiredId,
  hash: lenientText,
  starts_at: lenientText,
  ends_at: lenientText,
  balance: optionalMoney(null),
  overdues_at: lenientText,
  status: lenientText,
  pdf_url: httpUrl,
  invoice_url: httpUrl,
  nfs: z
    .array(z.looseObject({ type: lenientText, pdf: httpUrl }))
    .nullish()
    .transform((v) => v ?? []),
});
/** An invoice as the panel reads it (the `Invoice` payload, read leniently). */
export type ListedInvoice = z.output<typeof invoiceSchema>;

/** GET invoices?page: data[] + paginate_metadata as documented; a bare array is one page. */
export const invoicePageSchema = wrappedOrBare(
  'data',
  z.looseObject({
    data: lenientList(invoiceSchema, 'invoices'),
    paginate_metadata: z
      .looseObject({ last_page: z.coerce.number().int().min(1).catch(1) })
      .nullish()
      .catch(null)
      .transform((m) => ({ last_page: m?.last_page ?? 1 })),
  }),
);

export interface InvoicesResponse {
  data: Invoice[];
  paginate_metadata: { total: number; last_page: number; current_page: number };
}

/**
 * An overdue invoice as the shell banner reads it: only what the banner shows. Without a
 * readable balance it is left out (the banner never shows R$ 0,00); without a date the banner
 * shows the amount alone; the id is not shown, so a missing one still counts the invoice.
 */
const overdueInvoiceSchema = z.looseObject({
  id: lenientText,
  overdues_at: lenientText,
  balance: money,
});
export type OverdueInvoice = z.output<typeof overdueInvoiceSchema>;

/**
 * GET invoices?status=overdue (spec 01 §7: "invoices for the overdue banner", no envelope named):
 * `{data: [...]}` as the JSON service pages it, `{invoices: [...]}` or the bare list. A dropped
 * invoice is logged, not put before staff: the banner is a notice beside their work.
 */
export const overdueInvoicesSchema = listIn(
  ['data', 'invoices'],
  overdueInvoiceSchema,
  'invoices?status=overdue',
  {
    tellStaff: false,
  },
);

export interface JsonError {
  message: string;
}

const foundEstablishmentSchema = z.object({
  id_estabelecimento: idString,
  nome: lenientText,
  razao_social: lenientText,
  bairro: lenientText,
});

/** Where a server may put the establishments found, the spec's own word ('establishments') first. */
const ESTABLISHMENT_LIST_KEYS = ['establishments', 'estabelecimentos', 'data', 'obj'] as const;

/**
 * POST reset-password/verify-document (spec 01 §7: "establishments found", no envelope named):
 * `{establishments: [...]}`, the bare list, the list under another name, or under the one key
 * of the answer that holds a list. An establishment without an id is left out (and reported).
 */
export const verifyDocumentSchema = z
  .custom<
    | { establishments: z.input<typeof foundEstablishmentSchema>[] }
    | readonly unknown[]
    | Record<string, unknown>
  >()
  .transform((body): unknown => {
    if (body === null || typeof body !== 'object' || Array.isArray(body)) return body;
    const o = body as Record<string, unknown>;
    const named = ESTABLISHMENT_LIST_KEYS.find((k) => Array.isArray(o[k]));
    if (named !== undefined) return o[named];
    const lists = Object.values(o).filter((v) => Array.isArray(v));
    return lists.length === 1 ? lists[0] : body;
  })
  .pipe(lenientList(foundEstablishmentSchema, 'reset-password/verify-document'))
  .transform((establishments) => ({ establishments }));
export type VerifyDocumentResponse = z.output<typeof verifyDocumentSchema>;
export type FoundEstablishment = VerifyDocumentResponse['establishments'][number];
/** The same establishment, by the name the wizard uses. */
export type FoundEstablishmentInfo = FoundEstablishment;

/** Masked contacts of the chosen establishment. */
export const verifyEstablishmentSchema = z.object({ email: lenientText, telefone: lenientText });
export type VerifyEstablishmentResponse = z.output<typeof verifyEstablishmentSchema>;

export type RecoveryType = 'email' | 'sms';

export const sendCodeSchema = z.object({ uuid: z.string().min(1), usuario: lenientText });
export type SendCodeResponse = z.output<typeof sendCodeSchema>;

export const savePasswordSchema = z.looseObject({ success: z.unknown().optional() });

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
