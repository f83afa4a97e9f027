/**
 * Online payments before the 19 February 2025 cutoff (spec 03 §2.17, §2.18, §7, §9): the old
 * transaction report and the old payout batches. Generated, seeded by store and day, from
 * 1 January 2024 to the day before the cutoff: a few online orders a day, one batch a day paid
 * two days later (the last batches still pending), so the pages have a year of data.
 */
import type { z } from 'zod';
import type { FastifyInstance } from 'fastify';
import type {
  OnlineTransaction,
  OnlineTransactionsResponse,
  onlineTransactionsSchema,
  payoutBatchPageSchema,
  PayoutBatchPayload,
  PayoutBatchesResponse,
} from '../../shared/api/reports';
import {
  addDaysTo,
  compareDays,
  parseBrDate,
  parseIsoDay,
  toIsoDay,
  type DayDate,
} from '../../shared/reports/dates';
import { sessionOf } from '../auth/service';
import type { SandboxContext } from '../context';
import { createRng } from '../rng';

const LEGACY_FIRST_DAY: DayDate = { y: 2024, m: 1, d: 1 };
/** The first day of the new payouts (03 §9). */
const CUTOFF_DAY: DayDate = { y: 2025, m: 2, d: 19 };
export const LEGACY_BAD_DATE = 'Informe datas válidas.';
export const LEGACY_END_BEFORE_START = 'A data final não pode ser anterior à data inicial.';
const BATCH_MAX_LIMIT = 500;

const TAX = 0.0399;
const COMMISSION = 0.12;
const round2 = (n: number): number => Math.round(n * 100) / 100;
const hashSeed = (text: string): number => {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
};
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const pad = (n: number) => String(n).padStart(2, '0');

interface Day {
  day: DayDate;
  transactions: OnlineTransaction[];
}

const cache = new Map<number, Day[]>();

function days(storeId: number): Day[] {
  const hit = cache.get(storeId);
  if (hit) return hit;
  const out: Day[] = [];
  for (let d = LEGACY_FIRST_DAY; compareDays(d, CUTOFF_DAY) < 0; d = addDaysTo(d, 1)) {
    const iso = toIsoDay(d);
    const rng = createRng(hashSeed(`legacy:${storeId}:${iso}`));
    const count = rng.int(0, 6);
    const transactions: OnlineTransaction[] = [];
    for (let i = 0; i < count; i++) {
      const amount = round2(rng.int(2500, 18000) / 100);
      let hash = '';
      for (let k = 0; k < 6; k++) hash += ALPHABET[rng.int(0, ALPHABET.length - 1)];
      const waiting = compareDays(addDaysTo(d, 3), CUTOFF_DAY) >= 0;
      transactions.push({
        orderHash: hash,
        transactionDate: `${iso} ${pad(rng.int(11, 22))}:${pad(rng.int(0, 59))}:${pad(rng.int(0, 59))}`,
        orderAmountTotal: amount,
        finalEstablishment: round2(amount * (1 - TAX - COMMISSION)),
        paymentType: rng.pick(['Cartão de crédito', 'Cartão de crédito', 'Pix', 'Cartão de débito']),
        status: waiting ? 'AGUARDANDO LOTE' : rng.chance(0.03) ? 'ESTORNADO' : 'PAGO',
      });
    }
    transactions.sort((a, b) => a.transactionDate.localeCompare(b.transactionDate));
    out.push({ day: d, transactions });
  }
  cache.set(storeId, out);
  return out;
}

function batches(storeId: number, storeName: string): PayoutBatchPayload[] {
  return days(storeId)
    .filter((d) => d.transactions.some((t) => t.status !== 'ESTORNADO'))
    .map((d, index) => {
      const paid = d.transactions.filter((t) => t.status !== 'ESTORNADO');
      const total = paid.reduce((s, t) => s + t.orderAmountTotal, 0);
      const tax = round2(total * TAX);
      const commission = round2(total * COMMISSION);
      const pending = paid.some((t) => t.status === 'AGUARDANDO LOTE');
      const iso = toIsoDay(d.day);
      const payDay = toIsoDay(addDaysTo(d.day, 2));
      const rng = createRng(hashSeed(`batch:${storeId}:${iso}`));
      const retained = rng.chance(0.05) ? round2(total * 0.1) : 0;
      const value = round2(total - tax - commission - retained);
      return {
        id: 90_000 + index,
        token: `lot_${hashSeed(`${storeId}:${iso}`).toString(36)}`,
        establishment_id: storeId,
        establishment: storeName,
        value_final_establishment: value,
        value_tax: tax,
        value_commission: commission,
        retained_value: retained,
        compensated_value: retained > 0 ? 0 : round2(rng.chance(0.1) ? value : 0),
        date_from: `${iso} 00:00:00`,
        date_to: `${iso} 23:59:59`,
        status: pending ? 'PENDENTE' : 'PAGO',
        invoice_id: pending ? null : `NF-${iso.replace(/-/g, '')}-${storeId}`,
        finished_at: pending ? null : `${payDay} 12:00:00`,
        complete_description:
          `<p><strong>Lote ${iso}</strong>: ${paid.length} pedido(s) pagos online.</p>` +
          `<ul><li>Vendas: R$ ${total.toFixed(2).replace('.', ',')}</li>` +
          `<li>Taxa: R$ ${tax.toFixed(2).replace('.', ',')}</li>` +
          `<li>Comissão: R$ ${commission.toFixed(2).replace('.', ',')}</li></ul>`,
      };
    })
    .reverse();
}

const field = (body: unknown, key: string): unknown =>
  body !== null && typeof body === 'object' ? (body as Record<string, unknown>)[key] : undefined;

function parseDay(v: unknown): DayDate | null {
  if (typeof v !== 'string') return null;
  return /^\d{4}-/.test(v.trim()) ? parseIsoDay(v) : parseBrDate(v);
}

const descriptionOverrides = new WeakMap<SandboxContext, Map<number, string>>();

export function legacyOnlineRoutes(app: FastifyInstance, ctx: SandboxContext): void {
  app.post('/pagamentoonline/getReportTransactions', async (request): Promise<OnlineTransactionsResponse> => {
    const storeId = sessionOf(request).establishment.id;
    const start = parseDay(field(request.body, 'data_inicio'));
    const end = parseDay(field(request.body, 'data_final'));
    if (!start || !end) return { status: false, erro: LEGACY_BAD_DATE, report: [] };
    if (compareDays(end, start) < 0) return { status: false, erro: LEGACY_END_BEFORE_START, report: [] };
    const report = days(storeId)
      .filter((d) => compareDays(d.day, start) >= 0 && compareDays(d.day, end) <= 0)
      .flatMap((d) => d.transactions);
    return { status: true, report } satisfies { status: true } & z.input<typeof onlineTransactionsSchema>;
  });

  app.post('/pagamentoonline/getReportBatch', async (request): Promise<PayoutBatchesResponse> => {
    const session = sessionOf(request);
    const limit = Math.min(BATCH_MAX_LIMIT, Math.max(1, Number(field(request.body, 'limit')) || 100));
    const page = Math.max(1, Math.floor(Number(field(request.body, 'page')) || 1));
    const raw = field(request.body, 'paymentData');
    const filter = typeof raw === 'string' && raw.trim() !== '' ? parseIsoDay(raw) : null;
    if (typeof raw === 'string' && raw.trim() !== '' && !filter) {
      return { status: false, erro: LEGACY_BAD_DATE, report: { entities: [], count: 0 } };
    }
    const overrides = descriptionOverrides.get(ctx);
    let list = batches(
      session.establishment.id,
      ctx.repo.establishment(session.establishment.id)?.nome ?? '',
    );
    if (filter) list = list.filter((b) => b.finished_at?.startsWith(toIsoDay(filter)));
    const entities = list
      .slice((page - 1) * limit, page * limit)
      .map((b) => ({ ...b, complete_description: overrides?.get(b.id) ?? b.complete_description }));
    return {
      status: true,
      report: { entities, count: list.length },
    } satisfies { status: true } & z.input<typeof payoutBatchPageSchema>;
  });
}

/** POST /control/payout-batches/description {id, html}: a batch's HTML description, verbatim. */
export function controlLegacyOnlineRoutes(app: FastifyInstance, ctx: SandboxContext): void {
  app.post('/payout-batches/description', async (request) => {
    const id = Number(field(request.body, 'id'));
    const html = field(request.body, 'html');
    if (!Number.isSafeInteger(id) || typeof html !== 'string') return { ok: false };
    let map = descriptionOverrides.get(ctx);
    if (!map) descriptionOverrides.set(ctx, (map = new Map()));
    map.set(id, html);
    return { ok: true };
  });
}
