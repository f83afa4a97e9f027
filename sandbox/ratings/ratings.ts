/**
 * Customers' ratings of delivered orders (spec 03 §2.14, §3 Rating, §7 Ratings). A delivered order
 * of the store's history (reports/history.ts) gets a rating or not by a seed of store and order,
 * so the ratings are stable and follow the orders; the store's replies are stored
 * (rating_replies). The order HTML of the details modal is built from the order; the control API
 * can replace one order's HTML (hostile markup for the sanitizer tests).
 */
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type {
  ratedOrderHtmlSchema,
  RatingRow,
  RatingsResponse,
  ratingsSchema,
} from '../../shared/api/ratings';
import { addDaysTo, dayOf, toIsoDay, type DayDate } from '../../shared/reports/dates';
import { reportOutcome } from '../../shared/reports/codes';
import { sessionOf } from '../auth/service';
import type { SandboxContext } from '../context';
import { HttpError } from '../http';
import { brl } from '../orders/service';
import { createRng } from '../rng';
import { localDateTime } from '../time';
import { HISTORY_DAYS, ordersBetween, type ReportOrder } from '../reports/history';
import { field, periodDays } from '../reports/period';

export const RATING_SAVED = 'Resposta salva com sucesso!';
export const RATING_EMPTY_REPLY = 'Escreva a resposta ao cliente.';
const RATING_NOT_FOUND = 'Avaliação não encontrada.';
export const RATING_BAD_PERIOD = 'Período inválido.';
/** Ratings become Contabilizado (CC) two days after they are made. */
const PROCESSING_MS = 2 * 86_400_000;

const COMMENTS = [
  'Pizza chegou quentinha, muito boa!',
  'Demorou um pouco mais que o previsto.',
  'Massa perfeita, recomendo.',
  'Veio faltando o refrigerante.',
  'Entregador muito educado.',
  'A esfiha estava fria.',
  'Melhor pizzaria do bairro!',
  'Bom, mas poderia ter mais recheio.',
];
const REPLIES = [
  'Obrigado pela avaliação, volte sempre!',
  'Sentimos muito pelo ocorrido, vamos melhorar.',
  'Que bom que gostou! Até a próxima.',
];

const hashSeed = (text: string): number => {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
};

const htmlOverrides = new WeakMap<SandboxContext, Map<string, string>>();

function setOrderHtml(ctx: SandboxContext, orderId: string, html: string): void {
  let map = htmlOverrides.get(ctx);
  if (!map) htmlOverrides.set(ctx, (map = new Map()));
  map.set(orderId, html);
}

interface Rated {
  order: ReportOrder;
  rating: RatingRow;
}

function note(rng: ReturnType<typeof createRng>): number {
  return rng.weighted([
    [5, 52],
    [4, 26],
    [3, 11],
    [2, 5],
    [1, 6],
  ] as const);
}

function ratingOf(
  ctx: SandboxContext,
  storeId: number,
  o: ReportOrder,
  replies: Map<string, string>,
): RatingRow | null {
  if (reportOutcome(o.row.status) !== 'delivered') return null;
  const rng = createRng(hashSeed(`rating:${storeId}:${o.row.id_pedido}`));
  if (!rng.chance(0.45)) return null;
  const orderAt = new Date(o.row.data_criacao.replace(' ', 'T'));
  const ratedAt = new Date(orderAt.getTime() + rng.int(40, 600) * 60_000);
  if (ratedAt > ctx.now()) return null;
  const comment = rng.chance(0.6) ? rng.pick(COMMENTS) : null;
  const seededReply = comment && rng.chance(0.35) ? rng.pick(REPLIES) : null;
  return {
    id_pedido: o.row.id_pedido,
    hash_pedido: o.row.hash_pedido,
    pedido_data_criacao: o.row.data_criacao,
    data_criacao: localDateTime(ratedAt),
    nota_comida: note(rng),
    nota_entrega: note(rng),
    nota_geral: note(rng),
    comentario_usuario: comment,
    comentario_estabelecimento: replies.get(o.row.id_pedido) ?? seededReply,
    status_avaliacao: ctx.now().getTime() - ratedAt.getTime() > PROCESSING_MS ? 'CC' : 'PR',
  };
}

function repliesOf(ctx: SandboxContext, storeId: number): Map<string, string> {
  const rows = ctx.db
    .prepare('SELECT order_id, resposta FROM rating_replies WHERE establishment_id = ?')
    .all(storeId) as { order_id: string; resposta: string }[];
  return new Map(rows.map((r) => [r.order_id, r.resposta]));
}

function ratedBetween(ctx: SandboxContext, storeId: number, start: DayDate, end: DayDate): Rated[] {
  const replies = repliesOf(ctx, storeId);
  const out: Rated[] = [];
  for (const order of ordersBetween(ctx, storeId, toIsoDay(start), toIsoDay(end))) {
    const rating = ratingOf(ctx, storeId, order, replies);
    if (rating) out.push({ order, rating });
  }
  // Newest first, as the list shows them.
  return out.sort((a, b) => b.rating.data_criacao.localeCompare(a.rating.data_criacao));
}

function response(list: readonly Rated[]): RatingsResponse {
  const dist = () => [0, 0, 0, 0, 0];
  const contaComida = dist();
  const contaEntrega = dist();
  const contaGeral = dist();
  const totals = { nota_comida: 0, nota_entrega: 0, nota_geral: 0, total: list.length };
  for (const { rating: r } of list) {
    contaComida[r.nota_comida - 1] = (contaComida[r.nota_comida - 1] ?? 0) + 1;
    contaEntrega[r.nota_entrega - 1] = (contaEntrega[r.nota_entrega - 1] ?? 0) + 1;
    contaGeral[r.nota_geral - 1] = (contaGeral[r.nota_geral - 1] ?? 0) + 1;
    totals.nota_comida += r.nota_comida;
    totals.nota_entrega += r.nota_entrega;
    totals.nota_geral += r.nota_geral;
  }
  return {
    status: true,
    contaComida,
    contaEntrega,
    contaGeral,
    total: [totals],
    avaliacao: list.map((r) => r.rating),
  };
}

const escape = (s: string): string =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/** The order as the platform renders it for the ratings modal. */
function orderHtml(o: ReportOrder): string {
  const items = o.items.map((i) => `<li>${i.quantidade}x ${escape(i.nome)}</li>`).join('');
  const r = o.row;
  return [
    `<div class="pedido">`,
    `<h4>Pedido #${escape(r.id_pedido)} - ${escape(r.hash_pedido)}</h4>`,
    `<p><strong>Cliente:</strong> ${escape(r.usuario_nome)}</p>`,
    `<p><strong>Data:</strong> ${escape(r.data_criacao)}</p>`,
    `<ul>${items}</ul>`,
    `<p><strong>Subtotal:</strong> ${brl(r.valor_pedido)}</p>`,
    `<p><strong>Taxa de entrega:</strong> ${brl(r.valor_taxa)}</p>`,
    r.valor_desconto > 0 ? `<p><strong>Desconto:</strong> ${brl(-r.valor_desconto)}</p>` : '',
    `<p><strong>Total:</strong> ${brl(r.valor_total)}</p>`,
    `</div>`,
  ].join('');
}

function findRated(ctx: SandboxContext, storeId: number, orderId: string): Rated | undefined {
  const today = dayOf(ctx.now());
  return ratedBetween(ctx, storeId, addDaysTo(today, -HISTORY_DAYS), today).find(
    (r) => r.rating.id_pedido === orderId,
  );
}

export function ratingRoutes(app: FastifyInstance, ctx: SandboxContext): void {
  app.get('/avaliacao/listar', async (request): Promise<RatingsResponse> => {
    const storeId = sessionOf(request).establishment.id;
    const today = dayOf(ctx.now());
    return response(ratedBetween(ctx, storeId, addDaysTo(today, -HISTORY_DAYS), today)) satisfies z.input<
      typeof ratingsSchema
    >;
  });

  app.post(
    '/avaliacao/listar',
    { config: { errorField: 'mensagem' } },
    async (request): Promise<RatingsResponse> => {
      const storeId = sessionOf(request).establishment.id;
      const today = dayOf(ctx.now());
      const refuse = (mensagem: string): RatingsResponse => ({
        status: false,
        mensagem,
        contaComida: [0, 0, 0, 0, 0],
        contaEntrega: [0, 0, 0, 0, 0],
        contaGeral: [0, 0, 0, 0, 0],
        total: [{ nota_comida: 0, nota_entrega: 0, nota_geral: 0, total: 0 }],
        avaliacao: [],
      });
      const days = periodDays(request.body, today);
      if (!days.ok) return refuse(RATING_BAD_PERIOD);
      return {
        ...response(ratedBetween(ctx, storeId, days.start, days.end)),
        mensagem: '',
      } satisfies z.input<typeof ratingsSchema>;
    },
  );

  app.get<{ Params: { id: string } }>('/pedidos/listarpedidoavaliacao/:id', async (request) => {
    const storeId = sessionOf(request).establishment.id;
    const override = htmlOverrides.get(ctx)?.get(request.params.id);
    const rated = findRated(ctx, storeId, request.params.id);
    if (!rated) return { status: false, erro: RATING_NOT_FOUND, pedidos: [] };
    return { status: true, pedidos: [{ pedido: override ?? orderHtml(rated.order) }] } satisfies {
      status: true;
    } & z.input<typeof ratedOrderHtmlSchema>;
  });

  app.post<{ Params: { id: string } }>(
    '/avaliacao/atualizar/:id',
    { config: { errorField: 'mensagem' } },
    async (request) => {
      const storeId = sessionOf(request).establishment.id;
      const resposta = field(request.body, 'resposta');
      const text = typeof resposta === 'string' ? resposta.trim().slice(0, 1000) : '';
      if (text === '') return { status: false, mensagem: RATING_EMPTY_REPLY };
      if (!findRated(ctx, storeId, request.params.id)) {
        throw new HttpError(404, { status: false, mensagem: RATING_NOT_FOUND });
      }
      ctx.db
        .prepare(
          'INSERT INTO rating_replies (establishment_id, order_id, resposta, created_at) VALUES (?, ?, ?, ?) ' +
            'ON CONFLICT (establishment_id, order_id) DO UPDATE SET resposta = excluded.resposta, created_at = excluded.created_at',
        )
        .run(storeId, request.params.id, text, ctx.now().getTime());
      return { status: true, mensagem: RATING_SAVED };
    },
  );
}

/** POST /control/ratings/order-html {id_pedido, html}: the HTML the details modal will receive. */
export function controlRatingRoutes(app: FastifyInstance, ctx: SandboxContext): void {
  app.post('/ratings/order-html', async (request) => {
    const id = field(request.body, 'id_pedido');
    const html = field(request.body, 'html');
    if (typeof id !== 'string' || typeof html !== 'string') {
      throw new HttpError(400, { ok: false, message: 'Informe id_pedido e html.' });
    }
    setOrderHtml(ctx, id, html);
    return { ok: true };
  });
}
