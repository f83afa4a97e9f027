/**
 * The store's status on base A (spec 02 §4): details, open/close, delivery-time presets, the delay
 * notice and online-payment acceptance. `setFechado` emits 'loja' only on a real change, and the
 * control API and opening hours use it too, so the event rule is one.
 */
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import {
  DELIVERY_TIME_PRESETS,
  type AcceptanceStatusResponse,
  type GetStoreResponse,
  type MessageResponse,
  type StoreDetails,
  type storeDetailsSchema,
} from '../../../shared/api/platform-v1';
import { sessionOf } from '../../auth/service';
import type { SandboxContext } from '../../context';
import type { EstablishmentRow } from '../../db/repo';
import { HttpError } from '../../http';
import { fechadoBody, parseOrRefuse, previsaoBody, toInt } from '../../validation';

export function storeDetails(row: EstablishmentRow, ctx: SandboxContext): StoreDetails {
  const details = {
    id_estabelecimento: String(row.id),
    fechado: row.fechado,
    logotipo: ctx.absolute(row.logotipo),
    nome: row.nome,
    loja_bloqueada: row.loja_bloqueada,
    texto_bloqueada: row.texto_bloqueada,
    upload_em_massa: row.upload_em_massa === 1,
    entrega_minimo: row.entrega_minimo,
    entrega_maximo: row.entrega_maximo,
    aviso: row.aviso,
  } satisfies z.input<typeof storeDetailsSchema>;
  return details;
}

/** Applies an open/close change and tells the store's room when it really changed. */
export function setFechado(ctx: SandboxContext, establishmentId: number, fechado: 'N' | 'S'): void {
  const before = ctx.repo.establishment(establishmentId);
  ctx.repo.patchEstablishment(establishmentId, { fechado });
  if (before && before.fechado !== fechado) ctx.realtime.emitStore(establishmentId, 'loja', { fechado });
}

const INVALID_FECHADO = 'Valor inválido para fechado.';
const INVALID_PREVISAO = 'Previsão de entrega inválida.';

export function storeRoutes(app: FastifyInstance, ctx: SandboxContext): void {
  const current = (id: number): EstablishmentRow => {
    const row = ctx.repo.establishment(id);
    if (!row) throw new HttpError(404, { status: false, erro: 'Estabelecimento não encontrado.' });
    return row;
  };

  app.get('/estabelecimento/getLoja', async (request): Promise<GetStoreResponse> => {
    const store = current(sessionOf(request).establishment.id);
    return { status: true, estabelecimento: storeDetails(store, ctx) };
  });

  app.post(
    '/estabelecimento/mudaAberturaFechamento',
    { config: { errorField: 'mensagem' } },
    async (request): Promise<MessageResponse> => {
      const body = parseOrRefuse(fechadoBody, request.body, INVALID_FECHADO);
      const fechado = body.fechado?.trim().toUpperCase();
      if (fechado !== 'N' && fechado !== 'S') return { status: false, mensagem: INVALID_FECHADO };
      const store = current(sessionOf(request).establishment.id);
      if (fechado === 'N' && store.loja_bloqueada === 'S') {
        return { status: false, mensagem: 'A loja está suspensa e não pode ser aberta.' };
      }
      setFechado(ctx, store.id, fechado);
      return {
        status: true,
        mensagem: fechado === 'N' ? 'Loja aberta com sucesso!' : 'Loja fechada com sucesso!',
      };
    },
  );

  app.post(
    '/estabelecimento/mudaPrevisao',
    { config: { errorField: 'mensagem' } },
    async (request): Promise<MessageResponse> => {
      const body = parseOrRefuse(previsaoBody, request.body, INVALID_PREVISAO);
      const min = toInt(body.entrega_minimo);
      const max = toInt(body.entrega_maximo);
      if (!DELIVERY_TIME_PRESETS.some(([a, b]) => a === min && b === max) || min === null || max === null) {
        return { status: false, mensagem: INVALID_PREVISAO };
      }
      ctx.repo.patchEstablishment(sessionOf(request).establishment.id, {
        entrega_minimo: min,
        entrega_maximo: max,
      });
      return { status: true, mensagem: 'Previsão de entrega alterada com sucesso!' };
    },
  );

  app.get('/estabelecimento/alteraAviso', async (request) => {
    const store = current(sessionOf(request).establishment.id);
    const aviso = store.aviso === 'S' ? 'N' : 'S';
    ctx.repo.patchEstablishment(store.id, { aviso });
    return { status: true, aviso };
  });

  app.get('/pagamentoonline/getAcceptanceStatus', async (request): Promise<AcceptanceStatusResponse> => {
    const store = current(sessionOf(request).establishment.id);
    return { status: true, acceptsOnline: store.accepts_online === 1 };
  });
}
