import { describe, expect, it } from 'vitest';
import type { RatingsResponse } from '../../../shared/api/ratings';
import { overallScore } from '../../../shared/reports/ratings';
import { RATING_BAD_PERIOD, RATING_EMPTY_REPLY, RATING_SAVED } from '../../../sandbox/ratings/ratings';
import { useSandbox } from './helpers';

// The first call generates a year of history (cold): allow for a loaded machine.
describe('sandbox ratings (avaliacao/listar, listarpedidoavaliacao, atualizar)', { timeout: 30_000 }, () => {
  const sb = useSandbox();
  const all = async () =>
    (await sb.call<RatingsResponse>('/api/v1/avaliacao/listar/', { hash: sb.hash })).body;

  it('lists stable ratings with totals and distributions that add up', async () => {
    const body = await all();
    expect(body.avaliacao.length).toBeGreaterThan(100);
    const [totals] = body.total;
    expect(totals?.total).toBe(body.avaliacao.length);
    for (const dist of [body.contaComida, body.contaEntrega, body.contaGeral]) {
      expect(dist).toHaveLength(5);
      expect(dist.reduce((a, b) => a + b, 0)).toBe(body.avaliacao.length);
    }
    expect(totals?.nota_comida).toBe(body.avaliacao.reduce((s, r) => s + r.nota_comida, 0));
    const score = overallScore(totals);
    expect(score).toBeGreaterThan(3);
    expect(score).toBeLessThanOrEqual(5);
    expect(new Set(body.avaliacao.map((r) => r.status_avaliacao))).toEqual(new Set(['CC', 'PR']));
    expect((await all()).avaliacao).toEqual(body.avaliacao);
  });

  it('filters by period and refuses a bad one', async () => {
    const week = await sb.call<RatingsResponse>('/api/v1/avaliacao/listar/', {
      hash: sb.hash,
      form: { periodo: '7' },
    });
    expect(week.body.status).toBe(true);
    expect(week.body.avaliacao.length).toBeLessThan((await all()).avaliacao.length);
    const bad = await sb.call<RatingsResponse>('/api/v1/avaliacao/listar/', {
      hash: sb.hash,
      form: { periodo: 'x' },
    });
    expect(bad.body).toMatchObject({ status: false, mensagem: RATING_BAD_PERIOD, avaliacao: [] });
  });

  it('serves the order HTML, stores a reply, and the control API can plant hostile HTML', async () => {
    const target = (await all()).avaliacao.find((r) => r.comentario_usuario && !r.comentario_estabelecimento);
    expect(target).toBeDefined();
    const id = target?.id_pedido ?? '';
    const html = await sb.call<{ status: boolean; pedidos: { pedido: string }[] }>(
      `/api/v1/pedidos/listarpedidoavaliacao/${id}`,
      { hash: sb.hash },
    );
    expect(html.body.pedidos[0]?.pedido).toContain(target?.hash_pedido);
    const empty = await sb.call(`/api/v1/avaliacao/atualizar/${id}`, {
      hash: sb.hash,
      form: { resposta: '  ' },
    });
    expect(empty.body).toMatchObject({ status: false, mensagem: RATING_EMPTY_REPLY });
    const saved = await sb.call(`/api/v1/avaliacao/atualizar/${id}`, {
      hash: sb.hash,
      form: { resposta: 'Obrigado!' },
    });
    expect(saved.body).toMatchObject({ status: true, mensagem: RATING_SAVED });
    expect((await all()).avaliacao.find((r) => r.id_pedido === id)?.comentario_estabelecimento).toBe(
      'Obrigado!',
    );
    expect(
      (await sb.call('/api/v1/avaliacao/atualizar/999', { hash: sb.hash, form: { resposta: 'x' } })).status,
    ).toBe(404);

    await sb.control('ratings/order-html', { id_pedido: id, html: '<img src=x onerror=alert(1)>' });
    const hostile = await sb.call<{ pedidos: { pedido: string }[] }>(
      `/api/v1/pedidos/listarpedidoavaliacao/${id}`,
      {
        hash: sb.hash,
      },
    );
    expect(hostile.body.pedidos[0]?.pedido).toBe('<img src=x onerror=alert(1)>');
  });
});
