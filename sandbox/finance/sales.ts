/**
 * Money in motion (spec 03 §2.7–2.9, §3 calendar, §4 calendar statuses, §7 sales and statement):
 * the online-payment receivables derived from the sales ledger, the two balances of the Extrato
 * and the statement's bank list.
 *
 * A delivered online order makes one receivable of its net value (total − online tax −
 * commission, the same nett as the order transaction), due 1 day later for debit (code -10) and
 * 30 days later for credit (the other online codes, 03 §9). Due today or before: paid
 * (is_paid 1, SUCCEEDED) unless the platform failed it (FAILED); later: scheduled (WAITING),
 * CONFIRMED the day before, some DELAYED. A refused online order's receivable is CANCELAD.
 * 'Saldo a receber' = what is still to come; 'Saldo disponivel' = what was paid, less transfers.
 * Values in the v1 calls are reais (2 decimals), cents inside.
 */
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { statementBanksSchema, statementSchema } from '../../shared/api/finance';
import { sessionOf } from '../auth/service';
import type { SandboxContext } from '../context';
import { addDays, localDateTime, localDay, startOfDay } from '../time';
import { historyRange } from './history';
import { commissionOf, isOnline, ledgerOf, onlineTaxOf, total, type Sale } from './ledger';
import { transfersOf } from './transfers-repo';

export type ReceivableStatus = 'SUCCEEDED' | 'FAILED' | 'WAITING' | 'CONFIRMED' | 'DELAYED' | 'CANCELAD';

export interface Receivable {
  id: number;
  sale: Sale;
  /** Local midnight of the day it is (or was) paid. */
  due: Date;
  cents: number;
  status: ReceivableStatus;
  isPaid: boolean;
}

const DEBIT_CODE = -10;
const DEBIT_DAYS = 1;
const CREDIT_DAYS = 30;

export function receivablesOf(sales: readonly Sale[], now: Date): Receivable[] {
  const today = startOfDay(now);
  const out: Receivable[] = [];
  for (const s of sales) {
    if (!isOnline(s) || (s.status !== 'PD' && s.status !== 'PC')) continue;
    const due = addDays(startOfDay(s.createdAt), s.payment === DEBIT_CODE ? DEBIT_DAYS : CREDIT_DAYS);
    const cents = total(s) - onlineTaxOf(s) - commissionOf(s);
    let status: ReceivableStatus;
    if (s.status === 'PC') status = 'CANCELAD';
    else if (due <= today) status = s.id % 41 === 0 ? 'FAILED' : 'SUCCEEDED';
    else if (s.id % 43 === 0) status = 'DELAYED';
    else status = due.getTime() === addDays(today, 1).getTime() ? 'CONFIRMED' : 'WAITING';
    out.push({ id: s.id, sale: s, due, cents, status, isPaid: status === 'SUCCEEDED' });
  }
  return out.sort((a, b) => a.due.getTime() - b.due.getTime() || a.id - b.id);
}

export interface Balances {
  /** Cents still to be paid (scheduled, confirmed or delayed). */
  toReceive: number;
  /** Cents paid to the store's wallet, less what was transferred out. */
  available: number;
  paid: number;
  transferred: number;
}

export function balancesOf(receivables: readonly Receivable[], transferredCents: number): Balances {
  let toReceive = 0;
  let paid = 0;
  for (const r of receivables) {
    if (r.isPaid) paid += r.cents;
    else if (r.status === 'WAITING' || r.status === 'CONFIRMED' || r.status === 'DELAYED')
      toReceive += r.cents;
  }
  return { toReceive, paid, transferred: transferredCents, available: paid - transferredCents };
}

export const reais = (cents: number): number => Math.round(cents) / 100;

/** The store's receivables and balances right now. */
export function storeBalances(
  ctx: SandboxContext,
  storeId: number,
): Balances & { receivables: Receivable[] } {
  const receivables = receivablesOf(ledgerOf(ctx).sales(storeId), ctx.now());
  const transferred = transfersOf(ctx.db, storeId).reduce((a, t) => a + t.value_cents, 0);
  return { ...balancesOf(receivables, transferred), receivables };
}

/** The statement bank list (03 §3: cod, banco, status; Ativo when S). */
const STATEMENT_BANKS: readonly { cod: string; banco: string; status: 'S' | 'N' }[] = [
  { cod: '001', banco: 'Banco do Brasil S.A.', status: 'S' },
  { cod: '033', banco: 'Banco Santander (Brasil) S.A.', status: 'S' },
  { cod: '041', banco: 'Banco do Estado do Rio Grande do Sul S.A.', status: 'S' },
  { cod: '070', banco: 'BRB - Banco de Brasília S.A.', status: 'S' },
  { cod: '077', banco: 'Banco Inter S.A.', status: 'S' },
  { cod: '084', banco: 'Uniprime Norte do Paraná', status: 'N' },
  { cod: '085', banco: 'Cooperativa Central de Crédito - Ailos', status: 'S' },
  { cod: '104', banco: 'Caixa Econômica Federal', status: 'S' },
  { cod: '133', banco: 'Cresol Confederação', status: 'S' },
  { cod: '136', banco: 'Unicred Cooperativa', status: 'S' },
  { cod: '197', banco: 'Stone Pagamentos S.A.', status: 'S' },
  { cod: '208', banco: 'Banco BTG Pactual S.A.', status: 'S' },
  { cod: '212', banco: 'Banco Original S.A.', status: 'S' },
  { cod: '237', banco: 'Banco Bradesco S.A.', status: 'S' },
  { cod: '260', banco: 'Nu Pagamentos S.A. (Nubank)', status: 'S' },
  { cod: '290', banco: 'PagSeguro Internet S.A.', status: 'S' },
  { cod: '318', banco: 'Banco BMG S.A.', status: 'N' },
  { cod: '323', banco: 'Mercado Pago', status: 'S' },
  { cod: '336', banco: 'Banco C6 S.A.', status: 'S' },
  { cod: '341', banco: 'Itaú Unibanco S.A.', status: 'S' },
  { cod: '380', banco: 'PicPay Serviços S.A.', status: 'S' },
  { cod: '389', banco: 'Banco Mercantil do Brasil S.A.', status: 'N' },
  { cod: '422', banco: 'Banco Safra S.A.', status: 'S' },
  { cod: '655', banco: 'Banco Votorantim S.A.', status: 'N' },
  { cod: '707', banco: 'Banco Daycoval S.A.', status: 'S' },
  { cod: '735', banco: 'Banco Neon S.A.', status: 'S' },
  { cod: '748', banco: 'Banco Cooperativo Sicredi S.A.', status: 'S' },
  { cod: '756', banco: 'Banco Cooperativo do Brasil S.A. (Sicoob)', status: 'S' },
];

const fold = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

export function filterBanks(body: Record<string, unknown>): typeof STATEMENT_BANKS {
  const cod = String(body.codigo ?? '').trim();
  const nome = fold(String(body.nome ?? '').trim());
  const status = String(body.status ?? '')
    .trim()
    .toUpperCase();
  return STATEMENT_BANKS.filter(
    (b) =>
      (!cod || b.cod.includes(cod)) &&
      (!nome || fold(b.banco).includes(nome)) &&
      (!status || b.status === status),
  );
}

export function salesRoutes(app: FastifyInstance, ctx: SandboxContext): void {
  app.post('/bancos/filtrar', { config: { errorField: 'erro' } }, async (request) => {
    const body = (request.body ?? {}) as Record<string, unknown>;
    const status = String(body.status ?? '')
      .trim()
      .toUpperCase();
    if (status && status !== 'S' && status !== 'N') return { status: false, erro: 'Status inválido.' };
    return { status: true, erro: '', obj: filterBanks(body) } satisfies { status: true } & z.input<
      typeof statementBanksSchema
    >;
  });

  /**
   * Not in the spec (its Extrato had placeholder values): POST pagamentoonline/extrato {periodo,
   * data_inicio, data_final} → the two balances now and the period's movements.
   */
  app.post('/pagamentoonline/extrato', { config: { errorField: 'erro' } }, async (request) => {
    const body = (request.body ?? {}) as Record<string, unknown>;
    // The same period rule as the sales history (N days counting today), as the screen shows it.
    const range = historyRange(body, ctx.now());
    if ('error' in range) return { status: false, erro: range.error };
    const storeId = sessionOf(request).establishment.id;
    const b = storeBalances(ctx, storeId);
    const inRange = (d: Date) => d >= range.from && d < range.to;
    const received = b.receivables.filter((r) => r.isPaid && inRange(r.due));
    const transfers = transfersOf(ctx.db, storeId).filter((t) => inRange(new Date(t.created_at)));
    return {
      status: true,
      erro: '',
      saldo_receber: reais(b.toReceive),
      saldo_disponivel: reais(b.available),
      data_inicio: localDay(range.from),
      data_final: localDay(addDays(range.to, -1)),
      recebido: reais(received.reduce((a, r) => a + r.cents, 0)),
      recebimentos: received.length,
      transferido: reais(transfers.reduce((a, t) => a + t.value_cents, 0)),
      transferencias: transfers.length,
    } satisfies { status: true } & z.input<typeof statementSchema>;
  });
}

export const receivableTime = (r: Receivable): string => localDateTime(r.sale.createdAt);
