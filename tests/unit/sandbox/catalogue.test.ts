import { describe, expect, it } from 'vitest';
import type {
  CatalogueWriteResponse,
  PhotoResponse,
  ProductsResponse,
  SizesResponse,
} from '../../../shared/api/catalogue';
import type { CategoriesResponse } from '../../../shared/api/platform-v1';
import Database from 'better-sqlite3';
import { createCatalogueRepo } from '../../../sandbox/catalogue/repo';
import { MIGRATIONS, migrate } from '../../../sandbox/db/migrations';
import { createRepo } from '../../../sandbox/db/repo';
import { seed } from '../../../sandbox/db/seed';
import { multipart, useSandbox, refusal } from './helpers';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const XSS = '<img src=x onerror=alert(1)>';
const WEEKDAYS = JSON.stringify({ sg: { initAt: '11:00', endAt: '15:00', initAt2: '18:00', endAt2: '' } });

type Refusal = { status: false; erro: string };

describe('sandbox catalogue (spec 02 §7 categories, products, sizes, photo)', () => {
  const sb = useSandbox();
  const post = <T = CatalogueWriteResponse>(path: string, form: Record<string, string | string[]>) =>
    sb.call<T>(`/api/v1/${path}`, { form, hash: sb.hash });
  const get = <T>(path: string) => sb.call<T>(`/api/v1/${path}`, { hash: sb.hash });
  const categories = async () => (await get<CategoriesResponse>('cardapiocategorias/listar')).body.categorias;
  const products = async (cat: string) =>
    (await get<ProductsResponse>(`cardapio/listar/${cat}`)).body.cardapio;

  it('creates, edits, reorders and deletes categories with availability', async () => {
    const created = await post('cardapiocategorias/adicionar', {
      nome_categoria: XSS,
      status: 'S',
      disponibilidade: WEEKDAYS,
    });
    expect(created.body).toMatchObject({ status: true, mensagem: expect.any(String) });
    const id = created.body.id_cardapio_categoria as string;
    let list = await categories();
    expect(list.at(-1)).toMatchObject({
      id_cardapio_categoria: id,
      nome_categoria: XSS,
      disponibilidade: WEEKDAYS,
    });

    const edited = await post(`cardapiocategorias/adicionar/${id}`, {
      nome_categoria: 'Promoções',
      status: 'O',
      disponibilidade: '',
    });
    expect(edited.body.id_cardapio_categoria).toBe(id);
    const one = await get<CategoriesResponse>(`cardapiocategorias/listar/${id}`);
    expect(one.body.categorias[0]).toMatchObject({
      nome_categoria: 'Promoções',
      status: 'O',
      disponibilidade: '',
    });

    const ids = list.map((c) => c.id_cardapio_categoria);
    const reversed = [...ids].reverse();
    expect((await post('cardapiocategorias/ordem', { ordem: JSON.stringify(reversed) })).body.status).toBe(
      true,
    );
    list = await categories();
    expect(list.map((c) => c.id_cardapio_categoria)).toEqual(reversed);
    expect(list.map((c) => c.ordem)).toEqual(reversed.map((_, i) => i + 1));

    expect((await post('cardapiocategorias/excluir', { id_cardapio_categoria: id })).body.status).toBe(true);
    expect((await categories()).some((c) => c.id_cardapio_categoria === id)).toBe(false);
  });

  it('refuses bad categories with status false and erro (Atenção!)', async () => {
    const withProducts = (await categories())[0]?.id_cardapio_categoria as string;
    const cases: [string, Record<string, string>, string][] = [
      ['cardapiocategorias/adicionar', { nome_categoria: '  ', status: 'S' }, 'Informe o nome da categoria.'],
      ['cardapiocategorias/adicionar', { nome_categoria: 'x', status: 'Z' }, 'Status inválido.'],
      [
        'cardapiocategorias/adicionar',
        { nome_categoria: 'x', disponibilidade: '{bad' },
        'Disponibilidade inválida.',
      ],
      [
        'cardapiocategorias/adicionar',
        { nome_categoria: 'x', disponibilidade: JSON.stringify({ sg: { initAt: '25:00', endAt: '' } }) },
        'Disponibilidade inválida.',
      ],
      [
        'cardapiocategorias/adicionar',
        { nome_categoria: 'x', disponibilidade: JSON.stringify({ xx: { initAt: '10:00', endAt: '' } }) },
        'Disponibilidade inválida.',
      ],
      ['cardapiocategorias/adicionar/999999', { nome_categoria: 'x' }, 'Categoria não encontrada.'],
      [
        'cardapiocategorias/excluir',
        { id_cardapio_categoria: withProducts },
        'Não é possível excluir uma categoria que possui produtos.',
      ],
      ['cardapiocategorias/excluir', { id_cardapio_categoria: 'abc' }, 'Categoria não encontrada.'],
      ['cardapiocategorias/ordem', { ordem: '[1,"x"]' }, 'Ordem inválida.'],
    ];
    for (const [path, form, erro] of cases) {
      const res = await post<Refusal>(path, form);
      expect(res.status, path).toBe(200);
      expect(res.body, path).toEqual(refusal(erro));
    }
  });

  it('creates, edits, clones, reorders, changes status and deletes products', async () => {
    const cat = (await categories())[0]?.id_cardapio_categoria as string;
    const before = await products(cat);
    const created = await post('cardapio/adicionar', {
      id_cardapio_categoria: cat,
      nome_prod: XSS,
      descricao: 'Molho, mussarela',
      preco: '49.90',
      novo_preco: '44.9',
      disponibilidade: WEEKDAYS,
    });
    expect(created.body.status).toBe(true);
    const id = created.body.id_cardapio as string;
    const one = (await get<ProductsResponse>(`cardapio/listar/${cat}/${id}`)).body.cardapio[0];
    expect(one).toMatchObject({
      id_cardapio: id,
      id_cardapio_categoria: cat,
      nome_prod: XSS,
      preco: 49.9,
      novo_preco: 44.9,
      status: 'S',
      disponibilidade: WEEKDAYS,
      tamanhos: [],
      ordem: before.length + 1,
    });

    await post(`cardapio/adicionar/${id}`, {
      id_cardapio_categoria: cat,
      nome_prod: 'Pizza Nova',
      preco: '50',
      novo_preco: '',
    });
    const cloned = await post('cardapio/duplicar', { id_cardapio: id });
    expect(cloned.body.status).toBe(true);
    let list = await products(cat);
    expect(list.map((p) => p.nome_prod).slice(-2)).toEqual(['Pizza Nova', 'Pizza Nova - Cópia']);
    expect(list.at(-2)?.novo_preco).toBeNull();

    const order = list.map((p) => p.id_cardapio).reverse();
    await post('cardapio/ordem', { ordem: JSON.stringify(order) });
    list = await products(cat);
    expect(list.map((p) => p.id_cardapio)).toEqual(order);

    expect((await post('cardapio/mudaSts', { id_cardapio: id, status: 'F' })).body.status).toBe(true);
    expect((await products(cat)).find((p) => p.id_cardapio === id)?.status).toBe('F');
    expect((await post<Refusal>('cardapio/mudaSts', { id_cardapio: id, status: 'X' })).body.erro).toBe(
      'Status inválido.',
    );

    expect((await post('cardapio/excluir', { id_cardapio: id })).body.status).toBe(true);
    expect((await products(cat)).some((p) => p.id_cardapio === id)).toBe(false);
    expect((await post<Refusal>('cardapio/excluir', { id_cardapio: id })).body.erro).toBe(
      'Produto não encontrado.',
    );
  });

  it('refuses bad product prices and names', async () => {
    const cat = (await categories())[0]?.id_cardapio_categoria as string;
    const cases: [Record<string, string>, string][] = [
      [{ nome_prod: '' }, 'Informe o nome do produto.'],
      [
        { nome_prod: 'x', preco: '1234567' },
        'Preço inválido: use até 6 caracteres, ponto como separador e 2 casas decimais.',
      ],
      [
        { nome_prod: 'x', preco: '12,50' },
        'Preço inválido: use até 6 caracteres, ponto como separador e 2 casas decimais.',
      ],
      [
        { nome_prod: 'x', preco: '1.999' },
        'Preço inválido: use até 6 caracteres, ponto como separador e 2 casas decimais.',
      ],
      [
        { nome_prod: 'x', preco: '-1' },
        'Preço inválido: use até 6 caracteres, ponto como separador e 2 casas decimais.',
      ],
      [
        { nome_prod: 'x', preco: '10', novo_preco: 'abc' },
        'Preço promocional inválido: use até 6 caracteres, ponto como separador e 2 casas decimais.',
      ],
      [{ nome_prod: 'x', preco: '10', novo_preco: '12' }, 'O preço promocional deve ser menor que o preço.'],
    ];
    for (const [form, erro] of cases) {
      expect(
        (await post<Refusal>('cardapio/adicionar', { id_cardapio_categoria: cat, ...form })).body,
      ).toEqual(refusal(erro));
    }
    expect(
      (await post<Refusal>('cardapio/adicionar', { id_cardapio_categoria: '999999', nome_prod: 'x' })).body
        .erro,
    ).toBe('Categoria não encontrada.');
  });

  it('manages sizes (add, list, status, order, delete)', async () => {
    const cat = (await categories())[0]?.id_cardapio_categoria as string;
    const pizza = (await products(cat)).find((p) => p.tamanhos.length > 0);
    expect(pizza).toBeDefined();
    const pid = pizza?.id_cardapio as string;
    expect(pizza?.tamanhos[0]).toMatchObject({ id_cardapio: pid, status: 'S', nome: expect.any(String) });

    const added = await post('cardapiotamanhos/adicionar', {
      id_cardapio: pid,
      nome: 'Família',
      preco: '99.90',
    });
    const sid = added.body.id_cardapio_tamanho as string;
    let sizes = (await get<SizesResponse>(`cardapiotamanhos/listar/${pid}`)).body.cardapiotamanhos;
    expect(sizes.at(-1)).toMatchObject({
      id_cardapio_tamanho: sid,
      nome: 'Família',
      preco: 99.9,
      status: 'S',
    });

    await post('cardapiotamanhos/mudaSts', { id_cardapio_tamanho: sid, status: 'O' });
    const order = sizes.map((z) => z.id_cardapio_tamanho).reverse();
    await post('cardapiotamanhos/ordem', { ordem: JSON.stringify(order), id_cardapio: pid });
    sizes = (await get<SizesResponse>(`cardapiotamanhos/listar/${pid}`)).body.cardapiotamanhos;
    expect(sizes.map((z) => z.id_cardapio_tamanho)).toEqual(order);

    expect((await post('cardapiotamanhos/excluir', { id_cardapio_tamanho: sid })).body.status).toBe(true);
    expect(
      (await post<Refusal>('cardapiotamanhos/adicionar', { id_cardapio: pid, nome: '' })).body.erro,
    ).toBe('Informe o nome do tamanho.');
  });

  it('stores a product photo and serves it back by URL; refuses wrong types and oversized files', async () => {
    const cat = (await categories())[0]?.id_cardapio_categoria as string;
    const pid = (await products(cat))[0]?.id_cardapio as string;
    const ok = multipart({ id_cardapio: pid }, { name: 'a.png', type: 'image/png', data: PNG });
    const res = await sb.call<PhotoResponse>('/api/v1/cardapio/foto', { ...ok, hash: sb.hash });
    expect(res.body).toMatchObject({
      status: true,
      url_imagem: expect.stringMatching(
        /^http:\/\/127\.0\.0\.1:\d+\/api\/v1\/cardapio\/imagem\/[0-9a-f]{24}$/,
      ),
    });
    const img = await fetch(res.body.url_imagem);
    expect(img.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await img.arrayBuffer()).equals(PNG)).toBe(true);
    expect((await products(cat))[0]?.foto).toBe(res.body.url_imagem);

    const svg = multipart(
      { id_cardapio: pid },
      { name: 'x.png', type: 'image/png', data: Buffer.from(`<svg>${XSS}</svg>`) },
    );
    const refused = await sb.call<{ status: boolean; erros: string[] }>('/api/v1/cardapio/foto', {
      ...svg,
      hash: sb.hash,
    });
    expect(refused.body).toMatchObject({
      status: false,
      erros: ['Envie uma imagem PNG, JPG ou JPEG de até 2MB.'],
    });

    const big = Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024)]);
    const huge = await sb.call('/api/v1/cardapio/foto', {
      ...multipart({ id_cardapio: pid }, { name: 'b.png', type: 'image/png', data: big }),
      hash: sb.hash,
    });
    expect(huge.status === 413 || (huge.body as { status?: boolean }).status === false).toBe(true);

    const noSession = await sb.call('/api/v1/cardapio/foto', ok);
    expect(noSession.status).toBe(401);
  });
});

describe('sandbox stock (spec 02 §2.6, §7 Stock)', () => {
  const sb = useSandbox();
  type Item = {
    id_estoque: string;
    nome_item: string;
    descricao: string;
    status: string;
    tipo: string;
    image_url: string;
  };
  const list = async () =>
    (await sb.call<{ status: boolean; estoque: Item[] }>('/api/v1/estoque/listar', { hash: sb.hash })).body
      .estoque;
  const post = <T = { status: boolean; erro?: string; mensagem?: string; id_estoque?: string }>(
    path: string,
    form: Record<string, string>,
  ) => sb.call<T>(`/api/v1/${path}`, { form, hash: sb.hash });

  it('lists the seeded flavours and ingredients; creates with an image, edits, changes status, deletes', async () => {
    const seeded = await list();
    expect(seeded.length).toBeGreaterThanOrEqual(20);
    expect(new Set(seeded.map((i) => i.tipo))).toEqual(new Set(['sabor', 'ingrediente']));
    expect(Object.keys(seeded[0] ?? {}).sort()).toEqual(
      ['descricao', 'id_estoque', 'image_url', 'nome_item', 'status', 'tipo'].sort(),
    );

    const body = multipart(
      { nome_item: XSS, descricao: 'Folhas', status: 'S', tipo: 'ingrediente' },
      { name: 'a.png', type: 'image/png', data: PNG },
    );
    const created = await sb.call<{ status: boolean; id_estoque: string }>('/api/v1/estoque/adicionar', {
      ...body,
      hash: sb.hash,
    });
    expect(created.body.status).toBe(true);
    const item = (await list()).find((i) => i.id_estoque === created.body.id_estoque);
    expect(item).toMatchObject({ nome_item: XSS, descricao: 'Folhas', tipo: 'ingrediente', status: 'S' });
    expect(item?.image_url).toMatch(/\/api\/v1\/cardapio\/imagem\/[0-9a-f]{24}$/);

    const edited = await post('estoque/adicionar', {
      id_estoque: created.body.id_estoque,
      nome_item: 'Alface',
      tipo: 'sabor',
      status: 'O',
      descricao: '',
    });
    expect(edited.body.status).toBe(true);
    const after = (await list()).find((i) => i.id_estoque === created.body.id_estoque);
    expect(after).toMatchObject({
      nome_item: 'Alface',
      tipo: 'sabor',
      status: 'O',
      image_url: item?.image_url,
    });

    expect(
      (await post('estoque/mudaStatus', { id_estoque: created.body.id_estoque, novo_status: 'S' })).body
        .status,
    ).toBe(true);
    expect((await list()).find((i) => i.id_estoque === created.body.id_estoque)?.status).toBe('S');
    expect((await post('estoque/excluir', { id_estoque: created.body.id_estoque })).body.status).toBe(true);
    expect((await list()).some((i) => i.id_estoque === created.body.id_estoque)).toBe(false);
  });

  it('refuses bad stock input with status false and erro', async () => {
    const cases: [string, Record<string, string>, string][] = [
      ['estoque/adicionar', { nome_item: ' ' }, 'Informe o nome do item.'],
      [
        'estoque/adicionar',
        { nome_item: 'x', descricao: 'a'.repeat(201) },
        'A descrição deve ter no máximo 200 caracteres.',
      ],
      ['estoque/adicionar', { nome_item: 'x', status: 'F' }, 'Status inválido.'],
      ['estoque/adicionar', { nome_item: 'x', tipo: 'bebida' }, 'Tipo inválido.'],
      ['estoque/adicionar', { id_estoque: '999999', nome_item: 'x' }, 'Item não encontrado.'],
      ['estoque/mudaStatus', { id_estoque: '1', novo_status: 'N' }, 'Status inválido.'],
      ['estoque/excluir', { id_estoque: 'abc' }, 'Item não encontrado.'],
    ];
    for (const [path, form, erro] of cases) {
      expect((await post(path, form)).body, path).toEqual(refusal(erro));
    }
    const gif = multipart(
      { nome_item: 'x' },
      { name: 'a.webp', type: 'image/webp', data: Buffer.from('GIF89a....') },
    );
    const refused = await sb.call('/api/v1/estoque/adicionar', { ...gif, hash: sb.hash });
    expect(refused.body).toEqual(refusal('Envie uma imagem JPG, JPEG, PNG ou WEBP de até 2MB.'));
  });
});

describe('catalogue tables and the order generator', () => {
  it('migration 5 moves the JSON sizes of an older database to rows', () => {
    const db = new Database(':memory:');
    db.exec(
      'CREATE TABLE schema_version (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TEXT NOT NULL)',
    );
    for (const m of MIGRATIONS.filter((x) => x.version < 5)) {
      db.exec(m.sql);
      db.prepare('INSERT INTO schema_version VALUES (?, ?, ?)').run(m.version, m.name, '');
    }
    db.exec(`INSERT INTO establishments (id, owner_document, nome, razao_social, bairro, endereco, cidade, logotipo, email, telefone)
      VALUES (1, '1', 'Loja', 'Loja', 'b', 'e', 'c', '', '', '')`);
    db.exec("INSERT INTO menu_categories (id, establishment_id, nome_categoria) VALUES (10, 1, 'Pizzas')");
    db.exec(`INSERT INTO menu_products (id, establishment_id, category_id, nome_prod, tamanhos)
      VALUES (5, 1, 10, 'Calabresa', '[{"nome":"Broto","preco":30},{"nome":"Grande","preco":60}]')`);
    expect(migrate(db)).toContain(5);
    const repo = createRepo(db);
    expect(repo.menu(1).produtos[0]?.tamanhos).toEqual([
      { nome: 'Broto', preco: 30 },
      { nome: 'Grande', preco: 60 },
    ]);
    expect(
      createCatalogueRepo(db)
        .sizes(5)
        .map((z) => [z.nome, z.status, z.ordem]),
    ).toEqual([
      ['Broto', 'S', 1],
      ['Grande', 'S', 2],
    ]);
    db.close();
  });

  it('the generator reads sizes from the catalogue and sells only active ones', () => {
    const db = new Database(':memory:');
    migrate(db);
    const repo = createRepo(db);
    seed(db, repo, new Date());
    const catalogue = createCatalogueRepo(db);
    const pizza = repo.menu(1).produtos.find((p) => p.tamanhos.length > 1);
    expect(pizza).toBeDefined();
    const id = Number(pizza?.id_cardapio);
    const [first] = catalogue.sizes(id);
    catalogue.setSizeStatus(Number(first?.id_cardapio_tamanho), 'O');
    const after = repo.menu(1).produtos.find((p) => p.id_cardapio === pizza?.id_cardapio);
    expect(after?.tamanhos.map((t) => t.nome)).not.toContain(first?.nome);
    expect(after?.tamanhos.length).toBe((pizza?.tamanhos.length ?? 0) - 1);
    db.close();
  });
});
