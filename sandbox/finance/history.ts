/**
 * Sales history and fine reversals (spec 03 §2.10, §3 sales-history order and fine reversal, §4,
 * §7 Sales and statement):
 * - v1 POST pagamentoonline/gerahistorico {periodo 0|7|30|60|90|PP, data_inicio, data_final
 *   (dd/mm/yyyy, for PP)}: {status, retorno[]}; refusals are status false + erro;
 * - finance POST finance/reversal-fine {description, order_id, order_hash}: one request per
 *   refused (PC) order, 20–200 characters; errors are {message} (422 / 404 / 409);
 * - control POST /control/finance/fine-reversal {order_id, approved}: the platform's decision.
 * Requests live in finance_fine_reversals (migration 7).
 */
import type { FastifyInstance } from 'fastify';
import type { fineReversalSchema, historySchema } from '../../shared/api/finance';
import { z } from 'zod';
import { sessionOf } from '../auth/service';
import type { SandboxContext } from '../context';
import type { Db } from '../db/migrations';
import { HttpError } from '../http';
import { addDays, localDateTime, startOfDay } from '../time';
import { parseOr } from '../validation';
import { ledgerOf, type Sale } from './ledger';

const HISTORY_BAD_PERIOD = 'Período inválido. Informe as datas no formato dd/mm/aaaa.';
const HISTORY_BAD_RANGE = 'A data final não pode ser anterior à data inicial.';
const REVERSAL_SHORT = 'Descreva o motivo com pelo menos 20 caracteres.';
const REVERSAL_NOT_REFUSED = 'Só é possível pedir estorno de multa de pedidos recusados.';
const REVERSAL_EXISTS = 'Já existe uma solicitação de estorno para este pedido.';
const REVERSAL_SENT = 'Solicitação de estorno enviada.';

interface ReversalRow {
  id: number;
  order_id: number;
  is_approved: '0' | '1' | null;
}

function ensureTable(db: Db): void {
  // Databases migrated past 7 by a branch without it still get the table.
  db.exec(`CREATE TABLE IF NOT EXISTS finance_fine_reversals (
    id INTEGER PRIMARY KEY AUTOINCREMENT, establishment_id INTEGER NOT NULL, order_id INTEGER NOT NULL,
    order_hash TEXT NOT NULL, description TEXT NOT NULL, is_approved TEXT CHECK (is_approved IN ('0', '1')),
    created_at INTEGER NOT NULL, UNIQUE (establishment_id, order_id))`);
}

function reversals(db: Db, storeId: number): Map<number, ReversalRow> {
  ensureTable(db);
  const rows = db
    .prepare('SELECT id, order_id, is_approved FROM finance_fine_reversals WHERE establishment_id = ?')
    .all(storeId) as ReversalRow[];
  return new Map(rows.map((r) => [r.order_id, r]));
}

const dmy = /^(\d{2})\/(\d{2})\/(\d{4})$/;

function parseDmy(s: unknown): Date | null {
  const m = typeof s === 'string' ? dmy.exec(s.trim()) : null;
  if (!m) return null;
  const d = new Date(Number(m[3]), Number(m[2]) - 1, Number(m[1]));
  return d.getDate() === Number(m[1]) && d.getMonth() === Number(m[2]) - 1 ? d : null;
}

/** [from, to) of a period filter; null when the input is invalid. */
export function historyRange(
  body: Record<string, unknown>,
  now: Date,
): { from: Date; to: Date } | { error: string } {
  const periodo = String(body.periodo ?? '0').trim();
  const today = startOfDay(now);
  if (periodo === 'PP') {
    const from = parseDmy(body.data_inicio);
    const end = parseDmy(body.data_final);
    if (!from || !end) return { error: HISTORY_BAD_PERIOD };
    if (end < from) return { error: HISTORY_BAD_RANGE };
    return { from, to: addDays(end, 1) };
  }
  if (!['0', '7', '30', '60', '90'].includes(periodo)) return { error: HISTORY_BAD_PERIOD };
  const days = Number(periodo);
  return { from: addDays(today, days === 0 ? 0 : -(days - 1)), to: addDays(today, 1) };
}

const reais = (cents: number) => Math.round(cents) / 100;

function historyOrder(s: Sale, reversal: ReversalRow | undefined) {
  return {
    id_pedido: String(s.id),
    hash_pedido: s.hash,
    data_criacao: localDateTime(s.createdAt),
    usuario_nome: s.customer,
    status: s.status,
    valor_pedido: reais(s.subtotal),
    valor_desconto: reais(s.discount),
    valor_taxa: reais(s.delivery),
    valor_total: reais(s.subtotal + s.delivery - s.discount),
    pagamento: String(s.payment),
    fine_reversal_id: reversal ? String(reversal.id) : null,
    fine_reversal_is_approved: reversal ? reversal.is_approved : null,
  };
}

const reversalBody = z.object({
  description: z.string(),
  order_id: z.union([z.string(), z.number()]).optional(),
  order_hash: z.string().optional(),
});

const decisionBody = z.object({ order_id: z.union([z.string(), z.number()]), approved: z.boolean() });

export function historyRoutes(app: FastifyInstance, ctx: SandboxContext): void {
  app.post('/pagamentoonline/gerahistorico', { config: { errorField: 'erro' } }, async (request) => {
    const body = (request.body ?? {}) as Record<string, unknown>;
    const range = historyRange(body, ctx.now());
    if ('error' in range) return { status: false, erro: range.error };
    const storeId = sessionOf(request).establishment.id;
    const asked = String(body.id_estabelecimento ?? storeId).trim();
    if (asked !== String(storeId)) return { status: false, erro: 'Estabelecimento inválido.' };
    const byOrder = reversals(ctx.db, storeId);
    const retorno = ledgerOf(ctx)
      .sales(storeId)
      .filter((s) => s.createdAt >= range.from && s.createdAt < range.to)
      .reverse()
      .map((s) => historyOrder(s, byOrder.get(s.id)));
    return { status: true, erro: '', retorno } satisfies { status: true } & z.input<typeof historySchema>;
  });
}

export function reversalRoutes(app: FastifyInstance, ctx: SandboxContext): void {
  app.post('/finance/reversal-fine', async (request, reply) => {
    const body = parseOr(reversalBody, request.body, () => new HttpError(422, { message: REVERSAL_SHORT }));
    const description = body.description.trim();
    if (description.length < 20 || description.length > 200)
      throw new HttpError(422, { message: REVERSAL_SHORT });
    const storeId = sessionOf(request).establishment.id;
    const sale = ledgerOf(ctx)
      .sales(storeId)
      .find(
        (s) =>
          String(s.id) === String(body.order_id ?? '') || (body.order_hash && s.hash === body.order_hash),
      );
    if (!sale) throw new HttpError(404, { message: 'Pedido não encontrado.' });
    if (sale.status !== 'PC') throw new HttpError(422, { message: REVERSAL_NOT_REFUSED });
    if (reversals(ctx.db, storeId).has(sale.id)) throw new HttpError(409, { message: REVERSAL_EXISTS });
    const info = ctx.db
      .prepare(
        'INSERT INTO finance_fine_reversals (establishment_id, order_id, order_hash, description, created_at) VALUES (?, ?, ?, ?, ?)',
      )
      .run(storeId, sale.id, sale.hash, description, ctx.now().getTime());
    void reply.code(201);
    return { message: REVERSAL_SENT, id: Number(info.lastInsertRowid) } satisfies z.input<
      typeof fineReversalSchema
    >;
  });
}

export function controlReversalRoutes(app: FastifyInstance, ctx: SandboxContext): void {
  app.post('/finance/fine-reversal', async (request) => {
    const body = parseOr(
      decisionBody,
      request.body,
      () => new HttpError(400, { ok: false, message: 'Informe order_id e approved.' }),
    );
    ensureTable(ctx.db);
    const res = ctx.db
      .prepare('UPDATE finance_fine_reversals SET is_approved = ? WHERE order_id = ?')
      .run(body.approved ? '1' : '0', Number(body.order_id));
    if (res.changes === 0) throw new HttpError(404, { ok: false, message: 'Solicitação não encontrada.' });
    return { ok: true };
  });
}
