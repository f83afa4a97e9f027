import { afterEach, describe, expect, it } from 'vitest';
import type {
  ProductFileFailuresResponse,
  ProductFileProgressResponse,
  ProductFileResponse,
  ProductFilesResponse,
} from '../../../shared/api/bulk-upload';
import type { ProductsResponse } from '../../../shared/api/catalogue';
import type { CategoriesResponse } from '../../../shared/api/platform-v1';
import { UPLOAD_ERRORS } from '../../../sandbox/bulk-upload/routes';
import { DEFAULT_CATEGORY, JOB_ERRORS } from '../../../sandbox/bulk-upload/service';
import { ROW_ERRORS } from '../../../sandbox/bulk-upload/parse';
import { buildCatalogue } from '../../../sandbox/catalogue/product-catalogue';
import { sleep, useSandbox } from './helpers';

/** Polls an async check until it passes. */
async function until(check: () => Promise<void>, timeoutMs = 5000): Promise<void> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    try {
      await check();
      return;
    } catch (error) {
      if (Date.now() > end) throw error;
      await sleep(20);
    }
  }
}

const BASE = '/api/upload/';
const COLS = { product_ean_cod: '1', product_name: '2', product_qty: '3', product_price: '4' };
const known = buildCatalogue('x/')[0]!;

describe('sandbox Upload API (spec 03 §7 product-files)', () => {
  const sb = useSandbox();
  afterEach(() => sb.control('bulk-upload', { clear: true }));

  async function upload(
    csv: string | Uint8Array,
    opts: { cols?: Record<string, string>; update?: '0' | '1'; name?: string; store?: string } = {},
  ) {
    const form = new FormData();
    for (const [k, v] of Object.entries(opts.cols ?? COLS)) form.append(`columns_disposition[${k}]`, v);
    form.append('should_update', opts.update ?? '0');
    form.append('id_estabelecimento', opts.store ?? '1');
    const bytes = typeof csv === 'string' ? new TextEncoder().encode(csv) : csv;
    form.append('file', new Blob([new Uint8Array(bytes)], { type: 'text/csv' }), opts.name ?? 'produtos.csv');
    const res = await fetch(`${sb.url}${BASE}product-files`, {
      method: 'POST',
      headers: { authorization: sb.hash },
      body: form,
    });
    return { status: res.status, body: (await res.json()) as ProductFileResponse & { message?: string } };
  }
  const progress = (id: number) =>
    sb.call<ProductFileProgressResponse>(`${BASE}product-files/${id}`, { hash: sb.hash });
  const done = async (id: number) => {
    let last: ProductFileProgressResponse | undefined;
    await until(async () => {
      last = (await progress(id)).body;
      expect(last.product_file.status).not.toBe('processing');
    }, 30_000);
    return last!;
  };
  async function productsOf(categoryName: string) {
    const cats = (await sb.call<CategoriesResponse>('/api/v1/cardapiocategorias/listar', { hash: sb.hash }))
      .body.categorias;
    const cat = cats.find((c) => c.nome_categoria === categoryName);
    if (!cat) return [];
    const res = await sb.call<ProductsResponse>(`/api/v1/cardapio/listar/${cat.id_cardapio_categoria}`, {
      hash: sb.hash,
    });
    return res.body.cardapio ?? [];
  }

  it('creates products in chunks, reports each refused row, and keeps the last summary', async () => {
    const csv = [
      'ean;nome;estoque;preco',
      '7890000000017;Pastel de Carne;10;8,50',
      '7890000000024;=HYPERLINK("http://evil");5;4.00',
      '7890000000031;Sem estoque;0;9',
      '7890000000048;Grátis;3;0',
      '123;Curto;1;1',
      `${known.codigo_barras};;4;6,5`,
      '7890000000055;;4;6,5',
      '7890000000017;Repetido;1;1',
      '7890000000062;-10% Combo;2;15',
    ].join('\n');
    const res = await upload(csv);
    expect(res.status).toBe(201);
    expect(res.body.product_file).toMatchObject({
      status: 'processing',
      total_products: 9,
      added_products: 0,
    });
    const last = await done(res.body.product_file.id);
    expect(last.progress.percentage).toBe(100);
    expect(last.product_file).toMatchObject({
      status: 'finished',
      added_products: 6,
      failed_products: 3,
      total_products: 9,
      finished_at: expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/),
    });
    expect(last.failures).toEqual([
      { line: 6, reason: ROW_ERRORS.ean },
      { line: 8, reason: JOB_ERRORS.unknownNameless },
      { line: 9, reason: JOB_ERRORS.repeated },
    ]);
    const products = await productsOf(DEFAULT_CATEGORY);
    const by = (n: string) => products.find((p) => p.nome_prod === n);
    expect(by('Pastel de Carne')).toMatchObject({ preco: 8.5, status: 'S', id_produto: '7890000000017' });
    // Names are data, stored as written: neutralizing formulas is the CSV writer's job on the way out.
    expect(by('=HYPERLINK("http://evil")')).toBeDefined();
    expect(by('-10% Combo')).toMatchObject({ preco: 15 });
    expect(by('Sem estoque')?.status).toBe('F');
    expect(by('Grátis')?.status).toBe('F');
    // A nameless row of a catalogue barcode takes the catalogue's name, image and link.
    expect(by(known.nome_produto)).toMatchObject({ id_produto: known.id_produto, preco: 6.5 });
    const list = await sb.call<ProductFilesResponse>(`${BASE}product-files`, { hash: sb.hash });
    expect(list.body.product_files[0]).toMatchObject({ id: res.body.product_file.id, status: 'finished' });
    // Every refused row, with its content, a page at a time.
    const page = await sb.call<ProductFileFailuresResponse>(
      `${BASE}product-files/${res.body.product_file.id}/failures?page=2&per_page=2`,
      { hash: sb.hash },
    );
    expect(page.body).toEqual({
      failures: [{ line: 9, reason: JOB_ERRORS.repeated, content: '7890000000017;Repetido;1;1' }],
      total: 3,
      page: 2,
      per_page: 2,
    });
  });

  it('reports every refused row beyond the first 200, each bad record refusing only itself', async () => {
    const rows = ['ean;nome;estoque;preco'];
    for (let i = 0; i < 900; i += 1) rows.push(`${String(i).padStart(3, '0')};Curto ${i};1;1`);
    rows.push('7890000000017;=HYPERLINK("http://x";"y");1;2');
    rows.push(`7890000000024;${'x'.repeat(5000)};1;2`);
    rows.push(`7890000000031;${'x'.repeat(70_000)};1;2`);
    rows.push(`7890000000048;${'y;'.repeat(100_000)}1;2`);
    rows.push('7890000000055;Bom;1;2');
    const res = await upload(rows.join('\r\n'));
    expect(res.status).toBe(201);
    const last = await done(res.body.product_file.id);
    expect(last.product_file).toMatchObject({ added_products: 1, failed_products: 904, total_products: 905 });
    expect(last.failures).toHaveLength(200);
    const all = await sb.call<ProductFileFailuresResponse>(
      `${BASE}product-files/${res.body.product_file.id}/failures?per_page=1000`,
      { hash: sb.hash },
    );
    expect(all.body.total).toBe(904);
    expect(all.body.failures).toHaveLength(904);
    expect(all.body.failures.slice(900).map((f) => [f.line, f.reason])).toEqual([
      [902, ROW_ERRORS.quotes],
      [903, ROW_ERRORS.tooLong],
      [904, ROW_ERRORS.lineTooLong],
      [905, ROW_ERRORS.lineTooLong],
    ]);
    expect(all.body.failures[900]?.content).toBe('7890000000017;=HYPERLINK("http://x";"y");1;2');
    expect((await productsOf(DEFAULT_CATEGORY)).map((p) => p.nome_prod)).toEqual(['Bom']);
  });

  it('answers every failure in its own shape {message}: 413 past the body limit, 401, 404', async () => {
    const big = await upload(new Uint8Array(12 * 1024 * 1024).fill(0x41));
    expect(big).toEqual({ status: 413, body: { message: UPLOAD_ERRORS.tooBig } });
    const anon = await fetch(`${sb.url}${BASE}product-files`);
    expect(anon.status).toBe(401);
    // status/erro stay so the desk's re-login reads this 401 as on every other base.
    expect(await anon.json()).toEqual({
      status: false,
      erro: 'Sessão expirada. Faça login novamente.',
      message: 'Sessão expirada. Faça login novamente.',
    });
    const missing = await sb.call<{ message?: string }>(`${BASE}nada`, { hash: sb.hash });
    expect(missing.status).toBe(404);
    expect(missing.body.message).toEqual(expect.any(String));
  });

  it('updates known barcodes only with should_update, into the named category, with promo prices', async () => {
    const cols = { ...COLS, product_promo_price: '5', product_category: '6' };
    const first = await upload('7890000000017;Coxinha;10;8;;Salgados\n7890000000024;Kibe;10;8;;salgados', {
      cols,
    });
    await done(first.body.product_file.id);
    expect((await productsOf('Salgados')).map((p) => p.nome_prod)).toEqual(['Coxinha', 'Kibe']);

    const noUpdate = await upload('7890000000017;Coxinha;10;9;;Salgados', { cols });
    const refused = await done(noUpdate.body.product_file.id);
    expect(refused.product_file.added_products).toBe(0);
    expect(refused.failures).toEqual([{ line: 1, reason: JOB_ERRORS.exists }]);

    const update = await upload('7890000000017;;0;9,90;7,50;\n7890000000024;Kibe;2;5;6;', {
      cols,
      update: '1',
    });
    const updated = await done(update.body.product_file.id);
    expect(updated.product_file.added_products).toBe(1);
    expect(updated.failures).toEqual([{ line: 2, reason: JOB_ERRORS.promoNotLower }]);
    const coxinha = (await productsOf('Salgados')).find((p) => p.id_produto === '7890000000017');
    expect(coxinha).toMatchObject({ nome_prod: 'Coxinha', preco: 9.9, novo_preco: 7.5, status: 'F' });
  });

  it('runs one upload at a time per store and cancel keeps what was written', async () => {
    await sb.control('bulk-upload', { chunk_rows: 10, chunk_delay_ms: 40 });
    const rows = Array.from(
      { length: 200 },
      (_, i) => `789${String(i).padStart(10, '0')};Produto ${i};1;1`,
    ).join('\n');
    const res = await upload(rows);
    const id = res.body.product_file.id;
    const busy = await upload(rows);
    expect(busy.status).toBe(409);
    expect(busy.body.message).toBe(UPLOAD_ERRORS.busy);
    await until(async () => {
      expect((await progress(id)).body.progress.percentage).toBeGreaterThan(0);
    });
    const cancel = await sb.call<ProductFileResponse>(`${BASE}product-files/${id}/cancel`, {
      method: 'PATCH',
      hash: sb.hash,
    });
    expect(cancel.body.product_file.status).toBe('canceled');
    const kept = cancel.body.product_file.added_products;
    expect(kept).toBeGreaterThan(0);
    expect(kept).toBeLessThan(200);
    await sleep(120);
    expect((await productsOf(DEFAULT_CATEGORY)).length).toBe(kept);
    const again = await sb.call<{ message: string }>(`${BASE}product-files/${id}/cancel`, {
      method: 'PATCH',
      hash: sb.hash,
    });
    expect(again).toMatchObject({ status: 409, body: { message: UPLOAD_ERRORS.notRunning } });
  });

  it.each([
    ['no .csv name', { name: 'produtos.txt' }, 422, UPLOAD_ERRORS.notCsv],
    [
      'a missing required column',
      { cols: { product_ean_cod: '1', product_qty: '2' } },
      422,
      UPLOAD_ERRORS.columns,
    ],
    ['two types in one column', { cols: { ...COLS, product_price: '1' } }, 422, UPLOAD_ERRORS.columns],
    ['column 0', { cols: { ...COLS, product_price: '0' } }, 422, UPLOAD_ERRORS.columns],
    ["another store's id", { store: '2' }, 403, UPLOAD_ERRORS.store],
  ] as const)('refuses %s', async (_name, opts, status, message) => {
    const res = await upload('7890000000017;A;1;1', opts);
    expect(res.status).toBe(status);
    expect(res.body.message).toBe(message);
  });

  it('refuses an empty file, a file over 10 MB, unknown files and other stores', async () => {
    expect((await upload('')).body.message).toBe(UPLOAD_ERRORS.noFile);
    const big = new Uint8Array(10_485_761).fill(0x41);
    expect((await upload(big)).status).toBe(413);
    expect((await progress(999)).status).toBe(404);
    const res = await upload('7890000000017;A;1;1');
    const moema = await sb.login('moema');
    expect((await sb.call(`${BASE}product-files/${res.body.product_file.id}`, { hash: moema })).status).toBe(
      404,
    );
    expect((await sb.call(`${BASE}product-files`)).status).toBe(401);
  });

  it('survives hostile files: Latin-1, an unclosed quote, binary noise', async () => {
    const latin1 = Uint8Array.from([...'7890000000017;P\u00e3o de queijo;3;2,5'].map((c) => c.charCodeAt(0)));
    const a = await upload(latin1);
    await done(a.body.product_file.id);
    expect((await productsOf(DEFAULT_CATEGORY)).map((p) => p.nome_prod)).toContain('Pão de queijo');
    const b = await upload('7890000000024;"Bolo;3;2\n7890000000031;Torta;1;1');
    expect([201, 422]).toContain(b.status);
    if (b.status === 201) await done(b.body.product_file.id);
    const noise = await upload(Uint8Array.from({ length: 5000 }, (_, i) => (i * 7919) % 256));
    expect([201, 422]).toContain(noise.status);
    if (noise.status === 201) {
      const r = await done(noise.body.product_file.id);
      expect(r.product_file.added_products).toBe(0);
    }
  });
});
