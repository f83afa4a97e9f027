import { describe, expect, it } from 'vitest';
import type {
  CatalogueSearchResponse,
  CatalogueVariationLink,
  CatalogueWriteResponse,
  CompositionResponse,
  ProductsResponse,
} from '../../../shared/api/catalogue';
import type { CategoriesResponse } from '../../../shared/api/platform-v1';
import { ean13, buildCatalogue } from '../../../sandbox/catalogue/product-catalogue';
import { toQuantity, toRemovable } from '../../../sandbox/catalogue/composition';
import { useSandbox, refusal } from './helpers';

type Refusal = { status: false; erro: string };

describe('sandbox product composition (spec 02 §7 Composition)', () => {
  const sb = useSandbox();
  const post = <T = CatalogueWriteResponse>(path: string, form: Record<string, string>) =>
    sb.call<T>(`/api/v1/${path}`, { form, hash: sb.hash });
  const get = <T>(path: string) => sb.call<T>(`/api/v1/${path}`, { hash: sb.hash });

  async function firstProduct() {
    const cat = (await get<CategoriesResponse>('cardapiocategorias/listar')).body.categorias[0];
    const id = String(cat?.id_cardapio_categoria);
    const created = await post('cardapio/adicionar', {
      id_cardapio_categoria: id,
      nome_prod: 'Pizza da Casa',
      preco: '40.00',
    });
    return { cat: id, product: String(created.body.id_cardapio) };
  }
  const stock = async () =>
    (await get<{ estoque: { id_estoque: string; nome_item: string }[] }>('estoque/listar')).body.estoque;

  it('adds with the defaults, lists in order, reorders, refuses duplicates and deletes', async () => {
    const { cat, product } = await firstProduct();
    const [a, b] = await stock();
    const first = await post('cardapioestoque/inserir', {
      id_cardapio: product,
      id_estoque: String(a?.id_estoque),
    });
    expect(first.body).toMatchObject({ status: true, id_cardapio_estoque: expect.any(String) });
    const second = await post('cardapioestoque/adicionar', {
      id_cardapio: product,
      id_estoque: String(b?.id_estoque),
      quantidade: '2',
      removivel: '0',
    });
    expect(second.body.status).toBe(true);

    let list = (await get<CompositionResponse>(`cardapioestoque/listar/${product}`)).body.cardapioestoque;
    expect(list.map((i) => [i.nome_item, i.quantidade, i.removivel])).toEqual([
      [a?.nome_item, 1, true],
      [b?.nome_item, 2, false],
    ]);
    const dup = await post<Refusal>('cardapioestoque/inserir', {
      id_cardapio: product,
      id_estoque: String(a?.id_estoque),
    });
    expect(dup.body).toEqual(refusal('Este ingrediente já faz parte do produto.'));

    const ids = list.map((i) => i.id_cardapio_estoque);
    const ordered = await post('cardapioestoque/ordem', {
      ordem: JSON.stringify([...ids].reverse()),
      id_cardapio: product,
    });
    expect(ordered.body.status).toBe(true);
    list = (await get<CompositionResponse>(`cardapioestoque/listar/${product}`)).body.cardapioestoque;
    expect(list.map((i) => i.id_cardapio_estoque)).toEqual([...ids].reverse());

    // The product's listing carries it as ingredientes; a clone copies it.
    const listed = (await get<ProductsResponse>(`cardapio/listar/${cat}/${product}`)).body.cardapio[0];
    expect(listed?.ingredientes.map((i) => i.id_estoque)).toEqual(list.map((i) => i.id_estoque));
    const clone = await post('cardapio/duplicar', { id_cardapio: product });
    const copy = (await get<CompositionResponse>(`cardapioestoque/listar/${String(clone.body.id_cardapio)}`))
      .body;
    expect(copy.cardapioestoque.map((i) => i.id_estoque)).toEqual(list.map((i) => i.id_estoque));

    const removed = await post('cardapioestoque/excluir', { id_cardapio_estoque: ids[0] as string });
    expect(removed.body.status).toBe(true);
    expect(
      (await get<CompositionResponse>(`cardapioestoque/listar/${product}`)).body.cardapioestoque,
    ).toHaveLength(1);
    const again = await post<Refusal>('cardapioestoque/excluir', { id_cardapio_estoque: ids[0] as string });
    expect(again.body).toEqual(refusal('Ingrediente do produto não encontrado.'));
  });

  it('refuses unknown products and stock, bad quantities and removable flags', async () => {
    const { product } = await firstProduct();
    const [a] = await stock();
    const cases: [Record<string, string>, string][] = [
      [{ id_cardapio: '999999', id_estoque: String(a?.id_estoque) }, 'Produto não encontrado.'],
      [{ id_cardapio: product, id_estoque: '999999' }, 'Selecione um ingrediente do estoque.'],
      [{ id_cardapio: product }, 'Selecione um ingrediente do estoque.'],
      [
        { id_cardapio: product, id_estoque: String(a?.id_estoque), quantidade: '0' },
        'Informe uma quantidade inteira de 1 a 99.',
      ],
      [
        { id_cardapio: product, id_estoque: String(a?.id_estoque), quantidade: '1.5' },
        'Informe uma quantidade inteira de 1 a 99.',
      ],
      [
        { id_cardapio: product, id_estoque: String(a?.id_estoque), removivel: 'talvez' },
        'Removível inválido.',
      ],
    ];
    for (const [form, erro] of cases) {
      const res = await post<Refusal>('cardapioestoque/inserir', form);
      expect(res.body, JSON.stringify(form)).toEqual(refusal(erro));
    }
    const other = await get<Refusal>('cardapioestoque/listar/999999');
    expect(other.body.status).toBe(false);
  });

  it('reads quantities and removable flags like the platform', () => {
    expect([undefined, '', '1', '12', '99', '0', '100', '-1', 'x'].map(toQuantity)).toEqual([
      1,
      1,
      1,
      12,
      99,
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
    expect([undefined, '1', 'S', 'true', true, '0', 'N', 'false', false, 'x'].map(toRemovable)).toEqual([
      true,
      true,
      true,
      true,
      true,
      false,
      false,
      false,
      false,
      undefined,
    ]);
  });
});

describe('sandbox product catalogue on the second service (spec 02 §7 Products)', () => {
  const sb = useSandbox();
  const search = (query: string, hash: string | null = sb.hash) =>
    sb.call<CatalogueSearchResponse>(`/api/v2/products?${query}`, {
      hash: hash ? `Basic ${hash}` : undefined,
    });

  it('pages 300 at a time and finds by barcode or accent-insensitive name', async () => {
    const all = await search('page=1&per_page=300');
    expect(all.status).toBe(200);
    expect(all.body.products).toMatchObject({ current_page: 1, per_page: 300, total: 450, last_page: 2 });
    expect(all.body.products.data).toHaveLength(300);
    const p = all.body.products.data[0];
    expect(Object.keys(p ?? {}).sort()).toEqual(
      ['codigo_barras', 'descricao', 'id_produto', 'imagem_redimensionada', 'nome_produto'].sort(),
    );
    const second = await search('page=2&per_page=300');
    expect(second.body.products.data).toHaveLength(150);

    const byCode = await search(`page=1&per_page=300&codigo_barras=${p?.codigo_barras}`);
    expect(byCode.body.products.data.map((x) => x.id_produto)).toEqual([p?.id_produto]);
    const byName = await search(
      `page=1&per_page=300&nome_produto=${encodeURIComponent('guarana antarctica lata')}`,
    );
    expect(byName.body.products.data.map((x) => x.nome_produto)).toEqual(['Guaraná Antarctica Lata 350ml']);
    const none = await search('page=1&per_page=300&nome_produto=zzz');
    expect(none.body.products).toMatchObject({ total: 0, data: [] });

    const image = await sb.call<string>(new URL(p?.imagem_redimensionada ?? '').pathname);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toContain('image/svg+xml');
  });

  it('answers 401 without a session and refuses bad paging', async () => {
    const res = await search('page=1&per_page=300', null);
    expect(res.status).toBe(401);
    const bad = await search('page=0&per_page=301');
    expect(bad.body).toMatchObject({ status: false });
  });

  it('builds valid EAN-13 barcodes, unique per product', () => {
    expect(ean13('400638133393')).toBe('4006381333931');
    const codes = buildCatalogue('x/').map((e) => e.codigo_barras);
    expect(new Set(codes).size).toBe(codes.length);
    expect(codes.every((c) => /^\d{13}$/.test(c))).toBe(true);
  });
});

describe('sandbox product variation links (spec 02 §7 Product variations)', () => {
  const sb = useSandbox();
  type Link = CatalogueVariationLink;
  const post = <T = CatalogueWriteResponse & { id_variacao?: string }>(
    path: string,
    form: Record<string, string>,
  ) => sb.call<T>(`/api/v1/${path}`, { form, hash: sb.hash });
  const get = <T>(path: string) => sb.call<T>(`/api/v1/${path}`, { hash: sb.hash });
  const links = async (product: string) =>
    (await get<{ cardapiovariacoes: Link[] }>(`cardapiovariacoes/listar/${product}`)).body.cardapiovariacoes;

  it('seeds the demo products with links to the demo global variations', async () => {
    const cats = (await get<CategoriesResponse>('cardapiocategorias/listar')).body.categorias;
    const products = (
      await get<ProductsResponse>(`cardapio/listar/${String(cats[0]?.id_cardapio_categoria)}`)
    ).body.cardapio;
    const linked = products.flatMap((p) => p.variacoes);
    expect(linked.length).toBeGreaterThan(0);
    expect(linked[0]).toMatchObject({
      id_cardapio_variacao: expect.any(String),
      id_variacao: expect.any(String),
      id_cardapio_tamanho: '0',
      tamanho_nome: '',
      status: 'S',
    });
  });

  it("stores and serves the 'A partir de' pricing; the older form keeps it; a bad price is refused", async () => {
    const cat = String(
      (await get<CategoriesResponse>('cardapiocategorias/listar')).body.categorias[0]?.id_cardapio_categoria,
    );
    const created = await post('cardapio/adicionar', {
      id_cardapio_categoria: cat,
      nome_prod: 'Pizza A Partir',
      preco: '0',
      preco_antigo: '59.90',
      apartirde: 'S',
      preco_apartirde: '39.90',
      descricao_sis: 'Forno a lenha',
    });
    const product = String(created.body.id_cardapio);
    const read = async () =>
      (await get<ProductsResponse>(`cardapio/listar/${cat}/${product}`)).body.cardapio[0];
    const pricing = (p: Awaited<ReturnType<typeof read>>) => [
      p?.preco_antigo,
      p?.apartirde,
      p?.preco_apartirde,
      p?.descricao_sis,
    ];
    expect(pricing(await read())).toEqual([59.9, 'S', 39.9, 'Forno a lenha']);
    const listed = (await get<ProductsResponse>(`cardapio/listar/${cat}`)).body.cardapio;
    expect(pricing(listed.find((p) => p.id_cardapio === product))).toEqual([
      59.9,
      'S',
      39.9,
      'Forno a lenha',
    ]);

    await post(`cardapio/adicionar/${product}`, { nome_prod: 'Pizza A Partir', preco: '0' });
    expect(pricing(await read())).toEqual([59.9, 'S', 39.9, 'Forno a lenha']);

    await post(`cardapio/adicionar/${product}`, {
      nome_prod: 'Pizza A Partir',
      preco: '0',
      preco_antigo: '',
      apartirde: 'N',
      preco_apartirde: '',
      descricao_sis: '',
    });
    expect(pricing(await read())).toEqual([null, 'N', null, '']);

    const bad = await post<Refusal>(`cardapio/adicionar/${product}`, {
      nome_prod: 'Pizza A Partir',
      preco_apartirde: '1,5',
    });
    expect(bad.body.status).toBe(false);
    const flag = await post<Refusal>(`cardapio/adicionar/${product}`, {
      nome_prod: 'X',
      apartirde: 'talvez',
    });
    expect(flag.body.status).toBe(false);
  });

  it('edits a size through adicionar/{id}: same id, new name and price, its variation links kept', async () => {
    const cat = String(
      (await get<CategoriesResponse>('cardapiocategorias/listar')).body.categorias[0]?.id_cardapio_categoria,
    );
    const product = String(
      (
        await post('cardapio/adicionar', {
          id_cardapio_categoria: cat,
          nome_prod: 'Pizza Editável',
          preco: '0',
        })
      ).body.id_cardapio,
    );
    const size = String(
      (await post('cardapiotamanhos/adicionar', { id_cardapio: product, nome: 'Grande', preco: '50.00' }))
        .body.id_cardapio_tamanho,
    );
    const variation = (await get<{ variacoes: { id_variacao: string }[] }>('variacoes/listar')).body
      .variacoes[0];
    await post('cardapiovariacoes/adicionar', {
      id_cardapio: product,
      id_variacao: String(variation?.id_variacao),
      id_cardapio_tamanho: size,
    });
    const edited = await post(`cardapiotamanhos/adicionar/${size}`, {
      id_cardapio: product,
      nome: 'Gigante',
      preco: '59.90',
      status: 'S',
    });
    expect(edited.body).toMatchObject({ status: true, id_cardapio_tamanho: size });
    const read = (await get<ProductsResponse>(`cardapio/listar/${cat}/${product}`)).body.cardapio[0];
    expect(read?.tamanhos.map((z) => [z.id_cardapio_tamanho, z.nome, z.preco])).toEqual([
      [size, 'Gigante', 59.9],
    ]);
    expect(read?.variacoes.map((l) => [l.id_cardapio_tamanho, l.tamanho_nome])).toEqual([[size, 'Gigante']]);
  });

  it('keeps and serves N (inactive) for sizes and variation links, also through a size edit', async () => {
    const cat = String(
      (await get<CategoriesResponse>('cardapiocategorias/listar')).body.categorias[0]?.id_cardapio_categoria,
    );
    const product = String(
      (
        await post('cardapio/adicionar', {
          id_cardapio_categoria: cat,
          nome_prod: 'Pizza Inativa',
          preco: '0',
        })
      ).body.id_cardapio,
    );
    const size = String(
      (await post('cardapiotamanhos/adicionar', { id_cardapio: product, nome: 'Broto', preco: '30.00' })).body
        .id_cardapio_tamanho,
    );
    const variation = (await get<{ variacoes: { id_variacao: string }[] }>('variacoes/listar')).body
      .variacoes[0];
    const link = String(
      (
        await post('cardapiovariacoes/adicionar', {
          id_cardapio: product,
          id_variacao: String(variation?.id_variacao),
        })
      ).body.id_cardapio_variacao,
    );
    expect(
      (await post('cardapiotamanhos/mudaSts', { id_cardapio_tamanho: size, status: 'N' })).body.status,
    ).toBe(true);
    expect(
      (await post('cardapiovariacoes/mudaSts', { id_cardapio_variacao: link, status: 'N' })).body.status,
    ).toBe(true);
    await post(`cardapiotamanhos/adicionar/${size}`, {
      id_cardapio: product,
      nome: 'Broto',
      preco: '31.00',
      status: 'N',
    });
    const read = (await get<ProductsResponse>(`cardapio/listar/${cat}/${product}`)).body.cardapio[0];
    expect(read?.tamanhos.map((z) => z.status)).toEqual(['N']);
    expect(read?.variacoes.map((l) => l.status)).toEqual(['N']);
  });

  it('links for all sizes or one, refuses duplicates, changes status, reorders, duplicates and deletes', async () => {
    const cat = String(
      (await get<CategoriesResponse>('cardapiocategorias/listar')).body.categorias[0]?.id_cardapio_categoria,
    );
    const product = String(
      (await post('cardapio/adicionar', { id_cardapio_categoria: cat, nome_prod: 'Pizza Nova', preco: '0' }))
        .body.id_cardapio,
    );
    const size = String(
      (await post('cardapiotamanhos/adicionar', { id_cardapio: product, nome: 'Grande', preco: '50.00' }))
        .body.id_cardapio_tamanho,
    );
    const globals = (
      await get<{ variacoes: { id_variacao: string; nome_variacao: string }[] }>('variacoes/listar')
    ).body.variacoes;
    const [g1, g2] = globals;
    const all = await post('cardapiovariacoes/adicionar', {
      id_cardapio: product,
      id_variacao: String(g1?.id_variacao),
      id_cardapio_tamanho: '0',
    });
    expect(all.body).toMatchObject({ status: true, id_cardapio_variacao: expect.any(String) });
    const one = await post('cardapiovariacoes/adicionar', {
      id_cardapio: product,
      id_variacao: String(g2?.id_variacao),
      id_cardapio_tamanho: size,
    });
    expect(one.body.status).toBe(true);
    let list = await links(product);
    expect(list.map((l) => [l.nome_variacao, l.id_cardapio_tamanho, l.tamanho_nome])).toEqual([
      [g1?.nome_variacao, '0', ''],
      [g2?.nome_variacao, size, 'Grande'],
    ]);

    const refusals: [Record<string, string>, string][] = [
      [
        { id_cardapio: product, id_variacao: String(g1?.id_variacao), id_cardapio_tamanho: '' },
        'Esta variação já está vinculada a este produto neste tamanho.',
      ],
      [{ id_cardapio: product, id_variacao: '999999' }, 'Selecione uma variação.'],
      [
        { id_cardapio: product, id_variacao: String(g1?.id_variacao), id_cardapio_tamanho: '999999' },
        'Tamanho não encontrado neste produto.',
      ],
      [{ id_cardapio: '999999', id_variacao: String(g1?.id_variacao) }, 'Produto não encontrado.'],
    ];
    for (const [form, erro] of refusals) {
      expect((await post<Refusal>('cardapiovariacoes/adicionar', form)).body, JSON.stringify(form)).toEqual(
        refusal(erro),
      );
    }

    const first = list[0]?.id_cardapio_variacao as string;
    expect(
      (await post('cardapiovariacoes/mudaSts', { id_cardapio_variacao: first, status: 'O' })).body.status,
    ).toBe(true);
    expect(
      (await post<Refusal>('cardapiovariacoes/mudaSts', { id_cardapio_variacao: first, status: 'X' })).body
        .status,
    ).toBe(false);
    const ids = list.map((l) => l.id_cardapio_variacao);
    await post('cardapiovariacoes/ordem', {
      ordem: JSON.stringify([...ids].reverse()),
      id_cardapio: product,
    });
    list = await links(product);
    expect(list.map((l) => l.id_cardapio_variacao)).toEqual([...ids].reverse());
    expect(list[1]?.status).toBe('O');

    const dup = await post('variacoes/duplicar_card', { variacao: first, categoria: '-2' });
    expect(dup.body).toMatchObject({ status: true, id_variacao: expect.any(String) });
    list = await links(product);
    expect(list).toHaveLength(3);
    expect(list[2]).toMatchObject({
      id_variacao: dup.body.id_variacao,
      nome_variacao: `${g1?.nome_variacao} (cópia)`,
      nome_variacao_avulsa: `${g1?.nome_variacao} (cópia)`,
    });

    // A deleted size takes its link; a deleted link is gone.
    await post('cardapiotamanhos/excluir', { id_cardapio_tamanho: size });
    expect((await links(product)).map((l) => l.id_cardapio_tamanho)).toEqual(['0', '0']);
    expect((await post('cardapiovariacoes/excluir', { id_cardapio_variacao: first })).body.status).toBe(true);
    expect(
      (await post<Refusal>('cardapiovariacoes/excluir', { id_cardapio_variacao: first })).body.status,
    ).toBe(false);
    expect(await links(product)).toHaveLength(1);
  });
});
