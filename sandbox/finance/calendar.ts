/**
 * The receivables calendar (spec 03 §2.7, §3 calendar, §7):
 * - GET pagamentoonlinecalendario/listar → {status, total, valores:[{dia 'YYYY-MM-DD', totalDia}]}:
 *   every day with receivables (cancelled ones left out), totals in reais; `total` is their sum;
 * - POST pagamentoonlinecalendario/listarPag {dataPag 'YYYY-MM-DD' or dd/mm/yyyy} → {status, obj:
 *   [{id, status, is_paid, valorReceber, created_at, transaction_id, external_split_id,
 *   establishment_id, hash_pedido}]}: that day's payments.
 */
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { calendarSchema, dayPaymentsSchema } from '../../shared/api/finance';
import { sessionOf } from '../auth/service';
import type { SandboxContext } from '../context';
import { localDay } from '../time';
import { reais, receivableTime, storeBalances, type Receivable } from './sales';

const CALENDAR_BAD_DAY = 'Data inválida.';

/** 'YYYY-MM-DD' or 'dd/mm/yyyy' → 'YYYY-MM-DD', null when not a real day. */
export function calendarDay(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const t = value.trim();
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(t) ?? null;
  const b = m ? null : /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(t);
  const [y, mo, d] = m ? [m[1], m[2], m[3]] : b ? [b[3], b[2], b[1]] : [];
  if (!y || !mo || !d) return null;
  const date = new Date(Number(y), Number(mo) - 1, Number(d));
  return date.getMonth() === Number(mo) - 1 && date.getDate() === Number(d) ? localDay(date) : null;
}

const code = (prefix: string, id: number) => `${prefix}_${(id * 2654435761).toString(36).slice(-10)}`;

function paymentOf(r: Receivable, storeId: number) {
  return {
    id: String(r.id),
    status: r.status,
    is_paid: r.isPaid ? 1 : 0,
    valorReceber: reais(r.cents),
    created_at: receivableTime(r),
    data_pagamento: localDay(r.due),
    transaction_id: code('tr', r.id),
    external_split_id: code('sp', r.id + 7),
    establishment_id: String(storeId),
    hash_pedido: r.sale.hash,
  };
}

export function calendarRoutes(app: FastifyInstance, ctx: SandboxContext): void {
  app.get('/pagamentoonlinecalendario/listar', { config: { errorField: 'erro' } }, async (request) => {
    const { receivables } = storeBalances(ctx, sessionOf(request).establishment.id);
    const byDay = new Map<string, number>();
    for (const r of receivables) {
      if (r.status === 'CANCELAD') continue;
      const day = localDay(r.due);
      byDay.set(day, (byDay.get(day) ?? 0) + r.cents);
    }
    const valores = [...byDay].map(([dia, cents]) => ({ dia, totalDia: reais(cents) }));
    const total = reais([...byDay.values()].reduce((a, c) => a + c, 0));
    return { status: true, total, valores } satisfies { status: true } & z.input<typeof calendarSchema>;
  });

  app.post('/pagamentoonlinecalendario/listarPag', { config: { errorField: 'erro' } }, async (request) => {
    const body = (request.body ?? {}) as Record<string, unknown>;
    const day = calendarDay(body.dataPag);
    if (!day) return { status: false, erro: CALENDAR_BAD_DAY };
    const storeId = sessionOf(request).establishment.id;
    const obj = storeBalances(ctx, storeId)
      .receivables.filter((r) => localDay(r.due) === day)
      .map((r) => paymentOf(r, storeId));
    return { status: true, obj } satisfies { status: true } & z.input<typeof dayPaymentsSchema>;
  });
}
