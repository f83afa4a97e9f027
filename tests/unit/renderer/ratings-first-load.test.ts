// Spec 03 §7 Ratings: the first load is GET avaliacao/listar/ (the whole history); a platform
// without it (404/501), or configured 'post', gets the filter's POST for the whole period.
import { describe, expect, it } from 'vitest';
import { fetchFirstRatings } from '../../../renderer/src/features/ratings/ratingsApi';
import { fakeApi, json, makeServices } from './helpers';

const ANSWER = {
  contaComida: [0, 0, 0, 1, 1],
  contaEntrega: [0, 0, 0, 0, 2],
  contaGeral: [0, 0, 1, 0, 1],
  total: [{ nota_comida: 9, nota_entrega: 10, nota_geral: 8, total: 2 }],
  avaliacao: [],
};

function setup(routes: Record<string, unknown>) {
  const fake = fakeApi(routes);
  const { api } = makeServices({ fetch: fake.fetch });
  return { api, asked: () => fake.calls.map((c) => `${c.method} ${c.route} ${c.body}`.trim()) };
}

describe('ratings first load', () => {
  it('asks GET avaliacao/listar/ where the platform has it', async () => {
    const { api, asked } = setup({ 'GET v1 avaliacao/listar/': ANSWER });
    const res = await fetchFirstRatings(api, 'auto');
    expect(res).toMatchObject({ ok: true, data: { contaGeral: [0, 0, 1, 0, 1] } });
    expect(asked()).toEqual(['GET v1 avaliacao/listar/']);
  });

  it('falls back to the POST for the whole period on 404, and asks the POST from then on', async () => {
    const { api, asked } = setup({
      'GET v1 avaliacao/listar/': () => json({ status: false, erro: 'Não encontrado.' }, 404),
      'POST v1 avaliacao/listar/': { status: true, mensagem: '', ...ANSWER },
    });
    expect((await fetchFirstRatings(api, 'auto')).ok).toBe(true);
    expect((await fetchFirstRatings(api, 'auto')).ok).toBe(true);
    expect(asked()).toEqual([
      'GET v1 avaliacao/listar/',
      'POST v1 avaliacao/listar/ periodo=0',
      'POST v1 avaliacao/listar/ periodo=0',
    ]);
  });

  it("configured 'post', the GET is never asked; 'get' never falls back", async () => {
    const post = setup({ 'POST v1 avaliacao/listar/': { status: true, ...ANSWER } });
    await fetchFirstRatings(post.api, 'post');
    expect(post.asked()).toEqual(['POST v1 avaliacao/listar/ periodo=0']);
    const get = setup({ 'POST v1 avaliacao/listar/': { status: true, ...ANSWER } });
    await expect(fetchFirstRatings(get.api, 'get')).rejects.toMatchObject({ status: 404 });
    expect(get.asked()).toEqual(['GET v1 avaliacao/listar/']);
  });
});
