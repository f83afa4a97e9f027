import { describe, expect, it } from 'vitest';
import type { CatalogueWriteResponse, ProductsResponse } from '../../../shared/api/catalogue';
import { bigCategoryProduct } from '../../../sandbox/catalogue/control';
import { useSandbox } from './helpers';

type BigCategory = { ok: true; id_cardapio_categoria: string; produtos: number };

describe('sandbox: a very large category (control lever + the manager calls at that size)', () => {
  const sb = useSandbox();
  const products = async (cat: string) =>
    (await sb.call<ProductsResponse>(`/api/v1/cardapio/listar/${cat}`, { hash: sb.hash })).body.cardapio;

  it('seeds 5,000 products, lists them in order and saves a whole-category reorder', async () => {
    const { body: big } = await sb.control<BigCategory>('catalogue/big-category', {
      produtos: 5000,
      nome_categoria: 'Pizzas (todas)',
    });
    expect(big).toMatchObject({ ok: true, produtos: 5000 });
    const list = await products(big.id_cardapio_categoria);
    expect(list).toHaveLength(5000);
    expect(list[0]).toMatchObject({ nome_prod: bigCategoryProduct(1).nome_prod, status: 'S', ordem: 1 });
    expect(list[6]?.novo_preco).toBe(bigCategoryProduct(7).novo_preco);
    expect(list[10]?.status).toBe('F');
    expect(list.at(-1)?.nome_prod).toBe(bigCategoryProduct(5000).nome_prod);

    // The screen sends every id of the category (JSON), ~40 KB for 5,000 products.
    const ids = list.map((p) => p.id_cardapio);
    const moved = [ids[4999] as string, ...ids.slice(0, 4999)];
    const saved = await sb.call<CatalogueWriteResponse>('/api/v1/cardapio/ordem', {
      form: { ordem: JSON.stringify(moved) },
      hash: sb.hash,
    });
    expect(saved.body.status).toBe(true);
    expect((await products(big.id_cardapio_categoria)).map((p) => p.id_cardapio)).toEqual(moved);
  });

  it.each([{}, { produtos: 0 }, { produtos: 20_001 }, { produtos: 1.5 }, { produtos: '10' }])(
    'refuses %j',
    async (body) => {
      const res = await sb.control('catalogue/big-category', body);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ ok: false });
    },
  );
});
