/**
 * Transfers out of the available balance (spec 03 §2.8; the original had no call, ours is real):
 * - v1 POST pagamentoonline/transferir {id_pagon_banco, valor (reais: '1234.56' or '1.234,56'),
 *   identificacao (optional, ≤ 60 characters)} → {status:true, mensagem, id_transferencia,
 *   saldo_disponivel} and the available balance drops by valor; refusals are status false + erro
 *   (not a registered account of the store, value ≤ 0, above the available balance);
 * - control POST /control/finance/transfer-failure {message?, times? (default 1; 0 clears)}: the
 *   next transfers are refused by the platform with that message, nothing is debited.
 * Transfers live in finance_transfers (migration 12).
 */
import type { FastifyInstance } from 'fastify';
import type { transferSchema } from '../../shared/api/finance';
import { z } from 'zod';
import { sessionOf } from '../auth/service';
import type { SandboxContext } from '../context';
import { HttpError } from '../http';
import { parseOr } from '../validation';
import { createOnboardingStore } from './onboarding-store';
import { reais, storeBalances } from './sales';

const TRANSFER_DONE = 'Transferência realizada com sucesso!';
const TRANSFER_NO_ACCOUNT = 'Selecione uma conta de destino cadastrada.';
const TRANSFER_BAD_VALUE = 'Informe um valor maior que zero.';
const TRANSFER_NO_FUNDS = 'Saldo disponível insuficiente para esta transferência.';
const TRANSFER_FAILED = 'Não foi possível concluir a transferência. Tente novamente mais tarde.';
const IDENTIFICATION_MAX = 60;

/** '1234.56', '1234,56', '1.234,56' or a number → cents; null when not money. */
export function valueCents(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? Math.round(value * 100) : null;
  if (typeof value !== 'string') return null;
  let t = value.trim().replace(/^R\$\s*/, '');
  if (t.includes(',')) t = t.replace(/\./g, '').replace(',', '.');
  if (!/^-?\d+(\.\d{1,2})?$/.test(t)) return null;
  return Math.round(Number(t) * 100);
}

const failures = new WeakMap<SandboxContext, { message: string; times: number }>();

export function transferRoutes(app: FastifyInstance, ctx: SandboxContext): void {
  app.post('/pagamentoonline/transferir', { config: { errorField: 'erro' } }, async (request) => {
    const body = (request.body ?? {}) as Record<string, unknown>;
    const storeId = sessionOf(request).establishment.id;
    const accountId = Number(String(body.id_pagon_banco ?? '').trim());
    const account = Number.isSafeInteger(accountId)
      ? createOnboardingStore(ctx).account(storeId, accountId)
      : undefined;
    if (!account) return { status: false, erro: TRANSFER_NO_ACCOUNT };
    const cents = valueCents(body.valor);
    if (cents === null || cents <= 0) return { status: false, erro: TRANSFER_BAD_VALUE };
    const identification = String(body.identificacao ?? '')
      .trim()
      .slice(0, IDENTIFICATION_MAX);
    const { available } = storeBalances(ctx, storeId);
    if (cents > available) return { status: false, erro: TRANSFER_NO_FUNDS };
    const failure = failures.get(ctx);
    if (failure && failure.times > 0) {
      failure.times -= 1;
      return { status: false, erro: failure.message };
    }
    const info = ctx.db
      .prepare(
        'INSERT INTO finance_transfers (establishment_id, account_id, value_cents, identification, created_at) VALUES (?, ?, ?, ?, ?)',
      )
      .run(storeId, accountId, cents, identification, ctx.now().getTime());
    return {
      status: true,
      mensagem: TRANSFER_DONE,
      id_transferencia: String(info.lastInsertRowid),
      saldo_disponivel: reais(available - cents),
    } satisfies { status: true } & z.input<typeof transferSchema>;
  });
}

const failureBody = z.object({
  message: z.string().trim().min(1).max(200).optional(),
  times: z.number().int().min(0).max(100).optional(),
});

export function controlTransferRoutes(app: FastifyInstance, ctx: SandboxContext): void {
  app.post('/finance/transfer-failure', async (request) => {
    const b = parseOr(
      failureBody,
      request.body ?? {},
      () => new HttpError(400, { ok: false, message: 'Informe message e times (0 a 100).' }),
    );
    failures.set(ctx, { message: b.message ?? TRANSFER_FAILED, times: b.times ?? 1 });
    return { ok: true };
  });
}
