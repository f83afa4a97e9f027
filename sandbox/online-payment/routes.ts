/**
 * The online-payment switch's two calls (spec 02 §4 aceita_pgto_online, 03 §2.2): turning it on
 * is refused with the store's blockers (`service.ts`), turning it off is always allowed.
 */
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { setAcceptanceSchema } from '../../shared/api/online-payment';
import type { MessageResponse, SetAcceptanceResponse } from '../../shared/api/platform-v1';
import { sessionOf } from '../auth/service';
import type { SandboxContext } from '../context';
import { HttpError } from '../http';
import {
  ACCEPTANCE_BAD_INPUT,
  ACCEPTANCE_OFF,
  ACCEPTANCE_ON,
  ACCEPTANCE_REFUSED,
  ACCEPTANCE_WRONG_STORE,
  parseAccepts,
} from './service';

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
      return {
        status: true,
        accepts,
        mensagem: accepts ? ACCEPTANCE_ON : ACCEPTANCE_OFF,
        erros: [],
      } satisfies { status: true } & z.input<typeof setAcceptanceSchema>;
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
