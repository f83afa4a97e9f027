import { describe, expect, it } from 'vitest';
import type {
  GlobalVariation,
  VariationCategoriesResponse,
  VariationsResponse,
  VariationWriteResponse,
} from '../../../shared/api/catalogue-variations';
import { VARIATIONS_SANDBOX_MESSAGES as V } from '../../../sandbox/catalogue/variations';
import { useSandbox, refusal } from './helpers';

type Refusal = { status: false; erro: string };
const XSS = '<img src=x onerror=alert(1)>';

describe('sandbox global variations (spec 02 §7 Global variations)', () => {
  const sb = useSandbox();
  const post = <T = VariationWriteResponse>(path: string, form: Record<string, string | string[]>) =>
    sb.call<T>(`/api/v1/${path}`, { form, hash: sb.hash });
  const get = <T>(path: string) => sb.call<T>(`/api/v1/${path}`, { hash: sb.hash });
  const categories = async () =>
    (await get<VariationCategoriesResponse>('variacoescategorias/listar')).body.variacoescategorias;
  const variation = async (id: string) =>
    (await get<VariationsResponse>(`variacoes/listar/${id}`)).body.variacoes[0] as GlobalVariation;

  it('seeds Borda, Adicionais and the half-and-half Sabores from the demo menu, items tied to stock', async () => {
    const cats = await categories();
    expect(cats.map((c) => c.nome_categoria)).toEqual([
      'Pizzas',
      'Pizzas Doces',
      'Porções',
      'Sobremesas',
      'Bebidas',
    ]);
    const pizzas = cats[0]!.id_variacao_categoria;
    const list = (await get<VariationsResponse>(`variacoes/listarCategoria/${pizzas}`)).body.variacoes;
    expect(list.map((v) => v.nome_variacao)).toEqual(['Borda', 'Massa', 'Adicionais', 'Retirar', 'Sabores']);
    const sabores = list.find((v) => v.nome_variacao === 'Sabores')!;
    expect(sabores).toMatchObject({ escolha_minima: 2, escolha_maxima: 2, calculo_preco: 'mp', status: 'S' });
    // Flavours point to the stock's flavours.
    expect(sabores.estoque.every((i) => i.id_estoque !== '-1' && i.nome_item === i.nome_var)).toBe(true);
    const borda = list.find((v) => v.nome_variacao === 'Borda')!;
    const catupiry = borda.estoque.find((i) => i.nome_var === 'Catupiry')!;
    const cheddar = borda.estoque.find((i) => i.nome_var === 'Cheddar')!;
    expect(catupiry.id_estoque).not.toBe('-1');
    expect(catupiry.preco).toBe(9);
    expect(cheddar).toMatchObject({ id_estoque: '-1', nome_item: '' });
    const all = (await get<VariationsResponse>('variacoes/listar')).body.variacoes;
    expect(all.length).toBe(11);
  });

  it('creates a category and a variation, edits it, adds stock and standalone items, reorders them', async () => {
    const cat = await post('variacoescategorias/adicionar', { nome_categoria: XSS, status: 'S' });
    expect(cat.body).toMatchObject({ status: true, mensagem: V.categorySaved });
    const catId = cat.body.id_variacao_categoria!;
    expect((await categories()).at(-1)).toMatchObject({ id_variacao_categoria: catId, nome_categoria: XSS });
    const renamed = await post(`variacoescategorias/adicionar/${catId}`, {
      nome_categoria: 'Lanches',
      status: 'O',
    });
    expect(renamed.body.id_variacao_categoria).toBe(catId);
    expect((await categories()).at(-1)).toMatchObject({ nome_categoria: 'Lanches', status: 'O' });

    const created = await post('variacoes/adicionar', {
      id_variacao_categoria: catId,
      id_cardapio: '0',
      id_cardapio_tamanho: '0',
      nome_variacao: 'Adicionais do lanche',
      escolha_minima: '0',
      escolha_maxima: '3',
      calculo_preco: 'in',
    });
    expect(created.body).toMatchObject({ status: true, mensagem: V.saved });
    const id = created.body.id_variacao!;
    expect(await variation(id)).toMatchObject({
      nome_variacao: 'Adicionais do lanche',
      escolha_minima: 0,
      escolha_maxima: 3,
      calculo_preco: 'in',
      status: 'S',
      id_variacao_categoria: catId,
      estoque: [],
    });
    const edited = await post(`variacoes/adicionar/${id}`, {
      nome_variacao: 'Extras',
      escolha_minima: '1',
      escolha_maxima: '2',
      calculo_preco: 'st',
    });
    expect(edited.body.id_variacao).toBe(id);
    expect(await variation(id)).toMatchObject({
      nome_variacao: 'Extras',
      escolha_minima: 1,
      calculo_preco: 'st',
    });

    const stock = (
      await get<{ estoque: { id_estoque: string; nome_item: string; tipo: string }[] }>('estoque/listar')
    ).body.estoque.find((i) => i.nome_item === 'Bacon')!;
    const fromStock = await post('variacoesestoque/adicionar', {
      id_variacao: id,
      id_estoque: stock.id_estoque,
      nome_var: '',
      preco: '7.50',
    });
    expect(fromStock.body).toMatchObject({ status: true, mensagem: V.itemSaved });
    const alone = await post('variacoesestoque/adicionar', {
      id_variacao: id,
      id_estoque: '-1',
      nome_var: 'Cheddar cremoso',
      preco: '4',
    });
    let items = (await variation(id)).estoque;
    expect(items).toMatchObject([
      { id_estoque: stock.id_estoque, nome_var: 'Bacon', nome_item: 'Bacon', preco: 7.5 },
      { id_estoque: '-1', nome_var: 'Cheddar cremoso', nome_item: '', preco: 4 },
    ]);
    const itemId = alone.body.id_variacao_estoque!;
    await post(`variacoesestoque/adicionar/${itemId}`, { nome_var: 'Cheddar', preco: '5.00' });
    const order = await post('variacoesestoque/ordem', {
      ordem: JSON.stringify([itemId, fromStock.body.id_variacao_estoque]),
    });
    expect(order.body.status).toBe(true);
    items = (await variation(id)).estoque;
    expect(items.map((i) => i.nome_var)).toEqual(['Cheddar', 'Bacon']);
    expect(items[0]!.preco).toBe(5);

    const removed = await post('variacoesestoque/excluir', { id_variacao_estoque: itemId });
    expect(removed.body.status).toBe(true);
    expect((await variation(id)).estoque).toHaveLength(1);

    // A category with variations is kept.
    const refused = await post<Refusal>('variacoescategorias/excluir', { id_variacao_categoria: catId });
    expect(refused.body).toEqual(refusal(V.categoryHasVariations));
  });

  it('changes status, duplicates with items and deletes', async () => {
    const all = (await get<VariationsResponse>('variacoes/listar')).body.variacoes;
    const borda = all.find((v) => v.nome_variacao === 'Borda')!;
    const sts = await post('variacoes/mudaSts', { id: borda.id_variacao, status: 'O' });
    expect(sts.body.status).toBe(true);
    expect((await variation(borda.id_variacao)).status).toBe('O');
    const bad = await post<Refusal>('variacoes/mudaSts', { id: borda.id_variacao, status: 'X' });
    expect(bad.body).toEqual(refusal(V.status));

    const dup = await post('variacoes/duplicar', { variacao: borda.id_variacao });
    expect(dup.body).toMatchObject({ status: true, mensagem: V.duplicated });
    const copy = await variation(dup.body.id_variacao!);
    expect(copy).toMatchObject({
      nome_variacao: 'Borda (cópia)',
      status: 'O',
      calculo_preco: borda.calculo_preco,
    });
    expect(copy.estoque.map((i) => [i.nome_var, i.id_estoque, i.preco])).toEqual(
      borda.estoque.map((i) => [i.nome_var, i.id_estoque, i.preco]),
    );
    expect(copy.estoque[0]!.id_variacao_estoque).not.toBe(borda.estoque[0]!.id_variacao_estoque);

    const del = await post('variacoes/excluir', { id_variacao: copy.id_variacao });
    expect(del.body.status).toBe(true);
    const gone = await get<Refusal>(`variacoes/listar/${copy.id_variacao}`);
    expect(gone.body).toEqual(refusal(V.notFound));
    const again = await post<Refusal>('variacoes/excluir', { id_variacao: copy.id_variacao });
    expect(again.body).toEqual(refusal(V.notFound));
  });

  it('deletes an empty category; a variation linked to a product is kept', async () => {
    const cat = await post('variacoescategorias/adicionar', { nome_categoria: 'Temporária' });
    const id = cat.body.id_variacao_categoria!;
    const del = await post('variacoescategorias/excluir', { id_variacao_categoria: id });
    expect(del.body.status).toBe(true);
    expect((await categories()).some((c) => c.id_variacao_categoria === id)).toBe(false);
    const again = await post<Refusal>('variacoescategorias/excluir', { id_variacao_categoria: id });
    expect(again.body).toEqual(refusal(V.categoryNotFound));

    const v = (await get<VariationsResponse>('variacoes/listar')).body.variacoes.find(
      (x) => x.nome_variacao === 'Ponto',
    )!;
    const categoria = (
      await get<{ categorias: { id_cardapio_categoria: string }[] }>('cardapiocategorias/listar')
    ).body.categorias[0]!.id_cardapio_categoria;
    const productId = (await get<{ cardapio: { id_cardapio: string }[] }>(`cardapio/listar/${categoria}`))
      .body.cardapio[0]!.id_cardapio;
    const link = await post('cardapiovariacoes/adicionar', {
      id_cardapio: productId,
      id_variacao: v.id_variacao,
      id_cardapio_tamanho: '0',
    });
    expect(link.body.status).toBe(true);
    const refused = await post<Refusal>('variacoes/excluir', { id_variacao: v.id_variacao });
    expect(refused.body).toEqual(refusal(V.linked));
  });

  it('creates an ad-hoc variation in category -2, hidden from the category list', async () => {
    const res = await post('variacoes/adicionar', {
      id_variacao_categoria: '-2',
      nome_variacao: 'Ponto da carne',
      escolha_minima: '1',
      escolha_maxima: '1',
      calculo_preco: 'mp',
    });
    expect(res.body.status).toBe(true);
    expect((await variation(res.body.id_variacao!)).id_variacao_categoria).toBe('-2');
    expect((await categories()).some((c) => c.id_variacao_categoria === '-2')).toBe(false);
  });

  it.each([
    [{ nome_variacao: '' }, V.name],
    [{ nome_variacao: '   ' }, V.name],
    [{ escolha_minima: '-1' }, V.choice],
    [{ escolha_maxima: 'dois' }, V.choice],
    [{ escolha_minima: '1.5' }, V.choice],
    [{ escolha_minima: '3', escolha_maxima: '2' }, V.minAboveMax],
    [{ calculo_preco: 'xx' }, V.calc],
    [{ id_variacao_categoria: '999999' }, V.categoryNotFound],
    [{ id_variacao_categoria: 'abc' }, V.categoryNotFound],
    [{ id_cardapio: '999999' }, V.product],
    [{ id_cardapio_tamanho: '5' }, V.size],
  ])('refuses the variation %o with Atenção! text', async (patch, erro) => {
    const cat = (await categories())[0]!.id_variacao_categoria;
    const res = await post<Refusal>('variacoes/adicionar', {
      id_variacao_categoria: cat,
      nome_variacao: 'Teste',
      escolha_minima: '0',
      escolha_maxima: '1',
      calculo_preco: 'st',
      ...patch,
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual(refusal(erro));
  });

  it.each([
    [{ id_estoque: '-1', nome_var: '' }, V.itemName],
    [{ id_estoque: '999999' }, V.stock],
    [{ id_estoque: 'x' }, V.stock],
    [{ preco: '1,50' }, V.itemPrice],
    [{ preco: '1234.56' }, V.itemPrice],
    [{ preco: '1.555' }, V.itemPrice],
    [{ id_variacao: '999999' }, V.notFound],
  ])('refuses the item %o', async (patch, erro) => {
    const v = (await get<VariationsResponse>('variacoes/listar')).body.variacoes[0]!;
    const res = await post<Refusal>('variacoesestoque/adicionar', {
      id_variacao: v.id_variacao,
      id_estoque: '-1',
      nome_var: 'Item',
      preco: '1.00',
      ...patch,
    });
    expect(res.body).toEqual(refusal(erro));
  });

  it('keeps each store to its own variations and refuses malformed bodies', async () => {
    const other = await sb.login('moema');
    const mine = (await get<VariationsResponse>('variacoes/listar')).body.variacoes[0]!;
    const res = await sb.call<Refusal>('/api/v1/variacoes/excluir', {
      form: { id_variacao: mine.id_variacao },
      hash: other,
    });
    expect(res.body).toEqual(refusal(V.notFound));
    const bad = await sb.call('/api/v1/variacoes/adicionar', {
      json: { nome_variacao: ['x'] },
      hash: sb.hash,
    });
    expect(bad.status).toBe(400);
    const noSession = await sb.call('/api/v1/variacoes/listar');
    expect(noSession.status).toBe(401);
  });
});
