/**
 * Whether a store accepts online payment (spec 02 §4 aceita_pgto_online, 03 §2.2), and what stops
 * it from turning it on. The platform refuses to switch it on while the store's online-payment
 * registration is incomplete (no active receiving account, documents pending...); the sandbox
 * keeps those reasons per store, set through the control API (`POST /control/acceptance`
 * `blockers`), so tests can reach the spec's failure path (error dialog with erros, then the
 * recebimentos screen). Turning it off is always allowed.
 */
import type { FastifyInstance } from 'fastify';
import type { MessageResponse, SetAcceptanceResponse } from '../../shared/api/platform-v1';
import { sessionOf } from '../auth';
import type { SandboxContext } from '../context';
import { HttpError } from '../http';

export const ACCEPTANCE_ON = 'Pagamento online ativado com sucesso!';
export const ACCEPTANCE_OFF = 'Pagamento online desativado com sucesso!';
export const ACCEPTANCE_REFUSED = 'Não foi possível ativar o pagamento online.';
export const ACCEPTANCE_BAD_INPUT = 'Informe se a loja aceita pagamento online (1 ou 0).';
export const ACCEPTANCE_WRONG_STORE = 'Estabelecimento inválido.';

export interface OnlinePaymentAcceptance {
  blockers(establishmentId: number): string[];
  setBlockers(establishmentId: number, reasons: readonly string[]): void;
  clear(): void;
}

export function createOnlinePaymentAcceptance(): OnlinePaymentAcceptance {
  const byStore = new Map<number, string[]>();
  return {
    blockers: (id) => [...(byStore.get(id) ?? [])],
    setBlockers(id, reasons) {
      const clean = reasons.map((r) => r.trim()).filter((r) => r !== '');
      if (clean.length === 0) byStore.delete(id);
      else byStore.set(id, clean);
    },
    clear: () => byStore.clear(),
  };
}

/** '1', 1, true, 'true', 'S' → true; '0', 0, false, 'false', 'N' → false; anything else → null. */
export function parseAccepts(value: unknown): boolean | null {
  const v = typeof value === 'string' ? value.trim().toLowerCase() : value;
  if (v === true || v === 1 || v === '1' || v === 'true' || v === 's') return true;
  if (v === false || v === 0 || v === '0' || v === 'false' || v === 'n') return false;
  return null;
}

type Change = { ok: true; accepts: boolean } | { ok: false; erros: string[] };

function change(ctx: SandboxContext, establishmentId: number, accepts: boolean): Change {
  if (accepts) {
    const erros = ctx.onlinePayment.blockers(establishmentId);
    if (erros.length > 0) return { ok: false, erros };
  }
  ctx.repo.patchEstablishment(establishmentId, { accepts_online: accepts });
  return { ok: true, accepts };
}

const field = (body: unknown, key: string): unknown =>
  body !== null && typeof body === 'object' ? (body as Record<string, unknown>)[key] : undefined;

export function onlinePaymentAcceptanceRoutes(app: FastifyInstance, ctx: SandboxContext): void {
  app.post(
    '/pagamentoonline/setAcceptanceStatus',
    { config: { errorField: 'mensagem' } },
    async (request): Promise<SetAcceptanceResponse> => {
      const accepts = parseAccepts(field(request.body, 'accepts'));
      if (accepts === null) {
        throw new HttpError(400, {
          status: false,
          accepts: false,
          mensagem: ACCEPTANCE_BAD_INPUT,
          erros: [ACCEPTANCE_BAD_INPUT],
        });
      }
      const id = sessionOf(request).establishment.id;
      const result = change(ctx, id, accepts);
      if (!result.ok)
        return { status: false, accepts: false, mensagem: ACCEPTANCE_REFUSED, erros: result.erros };
      return { status: true, accepts, mensagem: accepts ? ACCEPTANCE_ON : ACCEPTANCE_OFF, erros: [] };
    },
  );

  // The older call of the same switch (both are in the spec): the store id travels in the body and
  // must be the session's own store.
  app.post(
    '/pagamentoonline/mudarStatus',
    { config: { errorField: 'mensagem' } },
    async (request): Promise<MessageResponse> => {
      const accepts = parseAccepts(field(request.body, 'aceita_pgto_online'));
      if (accepts === null) throw new HttpError(400, { status: false, mensagem: ACCEPTANCE_BAD_INPUT });
      const id = sessionOf(request).establishment.id;
      if (String(field(request.body, 'id_estabelecimento') ?? '').trim() !== String(id)) {
        throw new HttpError(403, { status: false, mensagem: ACCEPTANCE_WRONG_STORE });
      }
      const result = change(ctx, id, accepts);
      if (!result.ok) return { status: false, mensagem: [ACCEPTANCE_REFUSED, ...result.erros].join(' ') };
      return { status: true, mensagem: accepts ? ACCEPTANCE_ON : ACCEPTANCE_OFF };
    },
  );
}
