import { describe, expect, it } from 'vitest';
import type {
  BannersResponse,
  CategoriesResponse,
  Order,
  OrdersResponse,
  WeeklyAvailability,
} from '../../../shared/api/platform-v1';
import { useSandbox } from './helpers';

const XSS = '<img src=x onerror=alert(1)>';

describe('sandbox menu, banners, acceptance and hostile orders', () => {
  const sb = useSandbox();
  const categories = async (h = sb.hash) =>
    (await sb.call<CategoriesResponse>('/api/v1/cardapiocategorias/listar', { hash: h })).body;

  it('lists the menu categories in order, in the spec 02 shape', async () => {
    const body = await categories();
    expect(body.status).toBe(true);
    const names = body.categorias.map((c) => c.nome_categoria);
    for (const name of ['Pizzas Salgadas', 'Pizzas Doces', 'Bebidas', 'Sobremesas', 'Porções']) {
      expect(names).toContain(name);
    }
    expect(body.categorias.map((c) => c.ordem)).toEqual(
      [...body.categorias.map((c) => c.ordem)].sort((a, b) => a - b),
    );
    expect(new Set(body.categorias.map((c) => c.status))).toEqual(new Set(['S', 'F', 'O']));
    for (const c of body.categorias) {
      expect(Object.keys(c).sort()).toEqual(
        ['disponibilidade', 'id_cardapio_categoria', 'nome_categoria', 'ordem', 'status'].sort(),
      );
      expect(c.id_cardapio_categoria).toMatch(/^\d+$/);
      if (c.disponibilidade !== '') {
        const schedule = JSON.parse(c.disponibilidade) as WeeklyAvailability;
        for (const [day, periods] of Object.entries(schedule)) {
          expect(['do', 'sg', 'te', 'qa', 'qi', 'sx', 'sb']).toContain(day);
          expect(periods.initAt).toMatch(/^\d{2}:\d{2}$/);
        }
      }
    }
    // Every item of every order belongs to a category of the store (production routing).
    const ids = new Set(body.categorias.map((c) => c.id_cardapio_categoria));
    await sb.control('orders', { count: 30, emit: false });
    const pedidos = (await sb.call<OrdersResponse>('/api/v1/pedidos/listar', { hash: sb.hash })).body.pedidos;
    for (const item of pedidos.flatMap((p) => p.pedidoObj.itens))
      expect(ids.has(item.id_cardapio_categoria)).toBe(true);
  });

  it('returns one category by id, 404 for unknown or another store’s', async () => {
    const first = (await categories()).categorias[0]!;
    const one = await sb.call<CategoriesResponse>(
      `/api/v1/cardapiocategorias/listar/${first.id_cardapio_categoria}`,
      {
        hash: sb.hash,
      },
    );
    expect(one.body).toEqual({ status: true, mensagem: '', categorias: [first] });
    const moema = await sb.login('moema');
    const branch = (await categories(moema)).categorias;
    expect(branch.map((c) => c.nome_categoria)).toEqual(
      (await categories()).categorias.map((c) => c.nome_categoria),
    );
    expect(branch.some((c) => c.id_cardapio_categoria === first.id_cardapio_categoria)).toBe(false);
    for (const bad of ['999999', 'abc', first.id_cardapio_categoria]) {
      const h = bad === first.id_cardapio_categoria ? moema : sb.hash;
      const res = await sb.call(`/api/v1/cardapiocategorias/listar/${bad}`, { hash: h });
      expect(res).toMatchObject({ status: 404, body: { status: false, erro: 'Categoria não encontrada.' } });
    }
    expect((await sb.call('/api/v1/cardapiocategorias/listar')).status).toBe(401);
  });

  it('replaces banners through the control API, verbatim, until reset', async () => {
    const banners = [
      { image: '/static/banner-2.svg', link: 'javascript:alert(1)' },
      { image: 'https://cdn.exemplo.com.br/b.png', link: `/pedidos?x=${XSS}` },
    ];
    expect((await sb.control('banners', { banners })).body).toEqual({ ok: true, banners });
    const served = (await sb.call<BannersResponse>('/api/v1/establishment-banners', { hash: sb.hash })).body
      .banners;
    expect(served).toEqual([
      { image: `${sb.url}/static/banner-2.svg`, link: 'javascript:alert(1)' },
      banners[1],
    ]);
    expect((await sb.control('banners', { banners: [] })).status).toBe(200);
    expect(
      (await sb.call<BannersResponse>('/api/v1/establishment-banners', { hash: sb.hash })).body.banners,
    ).toEqual([]);
    expect((await sb.control('banners', { banners: [{ image: 1 }] })).status).toBe(400);
    await sb.control('reset');
    const h = await sb.login();
    expect(
      (await sb.call<BannersResponse>('/api/v1/establishment-banners', { hash: h })).body.banners,
    ).toHaveLength(3);
  });

  it('sets the online-payment acceptance flag', async () => {
    const url = '/api/v1/pagamentoonline/getAcceptanceStatus';
    expect((await sb.control('acceptance', { acceptsOnline: false })).body).toEqual({
      ok: true,
      acceptsOnline: false,
      blockers: [],
    });
    expect((await sb.call(url, { hash: sb.hash })).body).toEqual({
      status: true,
      mensagem: '',
      acceptsOnline: false,
    });
    await sb.control('acceptance', { acceptsOnline: true });
    expect((await sb.call(url, { hash: sb.hash })).body).toEqual({
      status: true,
      mensagem: '',
      acceptsOnline: true,
    });
    expect((await sb.control('acceptance', { acceptsOnline: 'sim' })).status).toBe(400);
    expect((await sb.control('acceptance', { acceptsOnline: true, id_estabelecimento: 99 })).status).toBe(
      404,
    );
  });

  it('reflects mudaPrevisao in getLoja and toggles the notice flag with alteraAviso', async () => {
    await sb.call('/api/v1/estabelecimento/mudaPrevisao', {
      hash: sb.hash,
      form: { entrega_minimo: '60', entrega_maximo: '90' },
    });
    const loja = async () =>
      (
        await sb.call<{ estabelecimento: Record<string, unknown> }>('/api/v1/estabelecimento/getLoja', {
          hash: sb.hash,
        })
      ).body.estabelecimento;
    expect(await loja()).toMatchObject({ entrega_minimo: 60, entrega_maximo: 90, aviso: 'N' });
    expect((await sb.call('/api/v1/estabelecimento/alteraAviso', { hash: sb.hash })).body).toEqual({
      status: true,
      mensagem: '',
      aviso: 'S',
    });
    expect(await loja()).toMatchObject({ aviso: 'S' });
    expect((await sb.call('/api/v1/estabelecimento/alteraAviso', { hash: sb.hash })).body).toEqual({
      status: true,
      mensagem: '',
      aviso: 'N',
    });
  });

  it('stores hostile order content and gives it back verbatim', async () => {
    const hostile = {
      usuario_nome: XSS,
      usuario_telefone_formatado: '{{constructor.constructor("alert(1)")()}}',
      endereco_completo: '\u202Eetad.exe <svg onload=alert(1)> Rua "A", 1',
      observacoes: `<script>alert('obs')</script>\n'; DROP TABLE orders; --`,
      forma_pagamento: '<b>Dinheiro</b>',
      itens: [
        {
          nome: XSS,
          quantidade: 2,
          valor_unitario: 10.5,
          linhas: [`Borda:${XSS},"aspas"`, 'Obs:\u0000nulo', '💥'.repeat(100)],
        },
      ],
    };
    const created = await sb.control<{ pedido: Order }>('orders', { overrides: hostile });
    expect(created.status).toBe(200);
    const id = created.body.pedido.id_pedido;
    const fetched = (await sb.call<OrdersResponse>(`/api/v1/pedidos/listar/${id}`, { hash: sb.hash })).body
      .pedidos[0]!;
    const listed = (
      await sb.call<OrdersResponse>('/api/v1/pedidos/listar', { hash: sb.hash })
    ).body.pedidos.find((p) => p.id_pedido === id);
    for (const order of [created.body.pedido, fetched, listed!]) {
      expect(order.usuario_nome).toBe(XSS);
      expect(order.pedidoObj.usuario_nome).toBe(XSS);
      expect(order.usuario_telefone_formatado).toBe(hostile.usuario_telefone_formatado);
      expect(order.endereco_completo).toBe(hostile.endereco_completo);
      expect(order.pedidoObj.observacoes).toBe(hostile.observacoes);
      expect(order.pedidoObj.forma_pagamento).toBe('<b>Dinheiro</b>');
      expect(order.pedidoObj.itens).toEqual([
        { ...hostile.itens[0], valor_total: 21, id_cardapio_categoria: expect.stringMatching(/^\d+$/) },
      ]);
      expect(order.pedido).toContain(XSS);
      const fee =
        order.pedidoObj.dados_pagamento.find((d) => d.label === 'Taxa de entrega')?.value ?? 'R$ 0,00';
      expect(order.valor_total).toBeCloseTo(21 + Number(fee.replace(/[^\d,]/g, '').replace(',', '.')), 2);
    }
    // The cancel reason travels verbatim too.
    const reason = `${XSS} "cliente" <desistiu>`;
    await sb.call(`/api/json/orders/${id}`, {
      hash: sb.hash,
      method: 'PUT',
      json: { new_status: 'PC', motivo_cancelamento: reason },
    });
    const cancelled = (await sb.call<OrdersResponse>(`/api/v1/pedidos/listar/${id}`, { hash: sb.hash })).body
      .pedidos[0];
    expect(cancelled?.motivo_cancelamento).toBe(reason);
  });

  it('refuses malformed order overrides', async () => {
    for (const overrides of [
      { usuario_nome: 1 },
      { itens: [] },
      { itens: [{ nome: 'x', quantidade: 0, valor_unitario: 1 }] },
      { desconhecido: true },
      { usuario_nome: 'x'.repeat(10_001) },
    ]) {
      expect((await sb.control('orders', { overrides })).status, JSON.stringify(overrides).slice(0, 80)).toBe(
        400,
      );
    }
  });
});
