import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import type { ApiClient } from '../../../renderer/src/api/http';
import { fetchGeneralReport, fetchPanelCharts } from '../../../renderer/src/features/reports/reportsApi';
import { fetchRatings } from '../../../renderer/src/features/ratings/ratingsApi';

/** An ApiClient answering every legacy call with `body`, through the caller's schema. */
function fakeApi(body: unknown, calls: unknown[] = []): ApiClient {
  return {
    async legacy(_base, _method, path, schema: z.ZodType, options) {
      calls.push({ path, form: options?.form });
      return { ok: true, data: schema.parse(body) };
    },
    async json() {
      throw new Error('not used');
    },
  } as ApiClient;
}

describe('report and rating answers are read leniently', () => {
  it('numbers as strings, missing fields and odd rows', async () => {
    const calls: unknown[] = [];
    const res = await fetchGeneralReport(
      fakeApi(
        {
          status: 1,
          retorno: [
            {
              hash_pedido: 'ABC123',
              data_criacao: '2025-01-02 10:00:00',
              valor_pedido: '45.90',
              valor_taxa: null,
              pagamento: '-2',
              status: 'PD',
              compraGlobal: 1,
              id_cupom: 7,
            },
            'not a row',
            null,
          ],
          grafico: 'oops',
        },
        calls,
      ),
      '2025-01-01',
      '2025-01-31',
    );
    expect(calls).toEqual([
      { path: 'relatorio/geraRelatorio', form: { data_inicio: '2025-01-01', data_final: '2025-01-31' } },
    ]);
    expect(res.ok && res.data.retorno).toEqual([
      expect.objectContaining({
        hash_pedido: 'ABC123',
        valor_pedido: 45.9,
        valor_taxa: 0,
        pagamento: -2,
        compraGlobal: '1',
        id_cupom: '7',
        usuario_nome: '',
      }),
    ]);
    expect(res.ok && res.data.grafico).toEqual([]);
  });

  it('chart and rating calls send the custom range as data[...]', async () => {
    const calls: unknown[] = [];
    await fetchPanelCharts(fakeApi({ diaSemana: [] }, calls), 'PP', {
      startIso: '2025-01-01',
      endIso: '2025-01-07',
    });
    await fetchRatings(fakeApi({ avaliacao: [{ id_pedido: 5, nota_comida: '4' }, 42] }, calls), '30', null);
    expect(calls).toEqual([
      {
        path: 'relatorio/populapainel',
        form: { periodo: 'PP', 'data[data_inicio]': '2025-01-01', 'data[data_final]': '2025-01-07' },
      },
      { path: 'avaliacao/listar/', form: { periodo: '30' } },
    ]);
    const ratings = await fetchRatings(
      fakeApi({ avaliacao: [{ id_pedido: 5, nota_comida: '4', comentario_usuario: '  ' }] }),
      '0',
      null,
    );
    expect(ratings.ok && ratings.data.avaliacao[0]).toMatchObject({
      id_pedido: '5',
      nota_comida: 4,
      comentario_usuario: null,
    });
    expect(ratings.ok && ratings.data.contaComida).toEqual([]);
  });
});
