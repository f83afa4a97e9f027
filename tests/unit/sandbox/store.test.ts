import { describe, expect, it } from 'vitest';
import type { Invoice, InvoicesResponse } from '../../../shared/api/platform-json';
import type {
  BannersResponse,
  GetStoreResponse,
  LegacyInvoicesResponse,
  MessageResponse,
  OrdersResponse,
  StoreEvent,
} from '../../../shared/api/platform-v1';
import { localDay } from '../../../sandbox/time';
import { joinStore, once, sleep, useSandbox, refusal } from './helpers';

describe('sandbox store, orders and invoices', () => {
  const sb = useSandbox();

  const getLoja = async () =>
    (await sb.call<GetStoreResponse>('/api/v1/estabelecimento/getLoja', { hash: sb.hash })).body;
  const toggle = (fechado: string) =>
    sb.call<MessageResponse>('/api/v1/estabelecimento/mudaAberturaFechamento', {
      hash: sb.hash,
      form: { fechado },
    });

  it('returns the seeded store details', async () => {
    expect(await getLoja()).toEqual({
      status: true,
      mensagem: '',
      estabelecimento: {
        id_estabelecimento: '1',
        fechado: 'N',
        logotipo: `${sb.url}/static/logo-loja.svg`,
        nome: 'Pizzaria Bella Napoli',
        loja_bloqueada: 'N',
        texto_bloqueada: '',
        upload_em_massa: false,
        entrega_minimo: 40,
        entrega_maximo: 60,
        aviso: 'N',
      },
    });
    const logo = await fetch(`${sb.url}/static/logo-loja.svg`);
    expect(logo.headers.get('content-type')).toContain('image/svg+xml');
  });

  it('closes and opens the store and tells the joined room', async () => {
    const socket = sb.socket();
    expect(await joinStore(socket)).toEqual({ ok: true });

    const closed = once<StoreEvent>(socket, 'loja');
    expect((await toggle('S')).body).toEqual({ status: true, mensagem: 'Loja fechada com sucesso!' });
    expect(await closed).toEqual({ fechado: 'S' });
    expect((await getLoja()).estabelecimento.fechado).toBe('S');

    const opened = once<StoreEvent>(socket, 'loja');
    expect((await toggle('N')).body).toEqual({ status: true, mensagem: 'Loja aberta com sucesso!' });
    expect(await opened).toEqual({ fechado: 'N' });
  });

  it('does not announce a change that changes nothing', async () => {
    const socket = sb.socket();
    await joinStore(socket);
    let events = 0;
    socket.on('loja', () => (events += 1));
    await toggle('N');
    await sleep(100);
    expect(events).toBe(0);
  });

  it('refuses an invalid fechado value', async () => {
    const res = await toggle('X');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: false, mensagem: 'Valor inválido para fechado.' });
  });

  it('keeps a suspended store closed', async () => {
    await toggle('S');
    await sb.control('store', { loja_bloqueada: 'S', texto_bloqueada: 'Pendência financeira.' });
    const res = await toggle('N');
    expect(res.body).toEqual({ status: false, mensagem: 'A loja está suspensa e não pode ser aberta.' });
    const store = (await getLoja()).estabelecimento;
    expect(store).toMatchObject({
      fechado: 'S',
      loja_bloqueada: 'S',
      texto_bloqueada: 'Pendência financeira.',
    });
    expect((await toggle('S')).body.status).toBe(true);
  });

  it('emits loja when the control API changes fechado', async () => {
    const socket = sb.socket();
    await joinStore(socket);
    const event = once<StoreEvent>(socket, 'loja');
    await sb.control('store', { fechado: 'S', upload_em_massa: true, aviso: 'S' });
    expect(await event).toEqual({ fechado: 'S' });
    expect((await getLoja()).estabelecimento).toMatchObject({
      fechado: 'S',
      upload_em_massa: true,
      aviso: 'S',
    });
  });

  it('accepts only the delivery-time presets', async () => {
    const ok = await sb.call('/api/v1/estabelecimento/mudaPrevisao', {
      hash: sb.hash,
      form: { entrega_minimo: '20', entrega_maximo: '40' },
    });
    expect(ok.body).toMatchObject({ status: true });
    expect((await getLoja()).estabelecimento).toMatchObject({ entrega_minimo: 20, entrega_maximo: 40 });
    for (const [min, max] of [
      ['20', '60'],
      ['abc', '40'],
      ['', ''],
      ['15', '300'],
    ]) {
      const bad = await sb.call('/api/v1/estabelecimento/mudaPrevisao', {
        hash: sb.hash,
        form: { entrega_minimo: min!, entrega_maximo: max! },
      });
      expect(bad.body).toEqual({ status: false, mensagem: 'Previsão de entrega inválida.' });
    }
  });

  it('toggles the delivery-time notice', async () => {
    expect((await sb.call('/api/v1/estabelecimento/alteraAviso', { hash: sb.hash })).body).toMatchObject({
      status: true,
    });
    expect((await getLoja()).estabelecimento.aviso).toBe('S');
    await sb.call('/api/v1/estabelecimento/alteraAviso', { hash: sb.hash });
    expect((await getLoja()).estabelecimento.aviso).toBe('N');
  });

  it('reports and controls online-payment acceptance', async () => {
    const url = '/api/v1/pagamentoonline/getAcceptanceStatus';
    expect((await sb.call(url, { hash: sb.hash })).body).toEqual({
      status: true,
      mensagem: '',
      acceptsOnline: true,
    });
    await sb.control('store', { acceptsOnline: false });
    expect((await sb.call(url, { hash: sb.hash })).body).toEqual({
      status: true,
      mensagem: '',
      acceptsOnline: false,
    });
  });

  it("lists a dozen of today's orders in every status with full pedidoObj", async () => {
    const res = await sb.call<OrdersResponse>('/api/v1/pedidos/listar', { hash: sb.hash });
    const pedidos = res.body.pedidos;
    expect(pedidos).toHaveLength(12);
    expect(new Set(pedidos.map((p) => p.status))).toEqual(
      new Set(['PP', 'PA', 'PI', 'PE', 'PD', 'PC', 'PICKUP_READY']),
    );
    const today = localDay(new Date());
    for (const p of pedidos) {
      expect(p.data_criacao.slice(0, 10)).toBe(today);
      expect(p.pedidoObj.itens.length).toBeGreaterThan(0);
      expect(
        p.pedidoObj.dados_pagamento.every((d) => typeof d.label === 'string' && typeof d.value === 'string'),
      ).toBe(true);
      expect(p.pedidoObj.andamentos[0]?.label).toBe('Pedido realizado');
      if (p.status === 'PP') expect(p.segundos).toBeGreaterThan(0);
      else expect(p.segundos).toBe(0);
    }
    const lines = pedidos.flatMap((p) => p.pedidoObj.itens.flatMap((i) => i.linhas));
    expect(lines).toContain('Borda:Catupiry,Cheddar');
    expect(pedidos.some((p) => p.pedidoObj.retirada_local)).toBe(true);
    expect(pedidos.some((p) => p.externalDeliveryStatus === 'SEARCHING_DELIVERY')).toBe(true);
    expect(pedidos.some((p) => p.app_origin === 'cardapio-web' && p.compraGlobal === '1')).toBe(true);
  });

  it('returns one order by id, 404 when unknown', async () => {
    const list = (await sb.call<OrdersResponse>('/api/v1/pedidos/listar', { hash: sb.hash })).body.pedidos;
    const id = list[3]!.id_pedido;
    const one = await sb.call<OrdersResponse>(`/api/v1/pedidos/listar/${id}`, { hash: sb.hash });
    expect(one.body.pedidos).toEqual([list[3]]);
    for (const bad of ['999999', 'abc', '1%20OR%201%3D1']) {
      const res = await sb.call(`/api/v1/pedidos/listar/${bad}`, { hash: sb.hash });
      expect(res.status).toBe(404);
      expect(res.body).toEqual(refusal('Pedido não encontrado.'));
    }
  });

  it('only shows the overdue invoice for status=overdue', async () => {
    const res = await sb.call<InvoicesResponse>('/api/json/invoices?status=overdue', { hash: sb.hash });
    expect(res.status).toBe(200);
    expect(res.body.data).toHaveLength(1);
    const invoice = res.body.data[0] as Invoice;
    expect(invoice).toMatchObject({ balance: -15990, status: 'overdue' });
    expect(invoice.overdues_at).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(invoice.overdues_at < localDay(new Date())).toBe(true);
    const all = await sb.call<InvoicesResponse>('/api/json/invoices', { hash: sb.hash });
    expect(all.body.data.filter((i) => i.status === 'paid').length).toBeGreaterThanOrEqual(2);
    const bad = await sb.call('/api/json/invoices?status=whatever', { hash: sb.hash });
    expect(bad.status).toBe(422);
    expect(bad.body).toEqual({ message: 'Parâmetros inválidos.' });
  });

  it('lists legacy invoices and banners with absolute URLs', async () => {
    const faturas = (await sb.call<LegacyInvoicesResponse>('/api/v1/faturas/listar', { hash: sb.hash })).body;
    expect(faturas.status).toBe(true);
    expect(faturas.faturas.length).toBeGreaterThanOrEqual(2);
    expect(faturas.faturas[0]?.fatura_link.startsWith(sb.url)).toBe(true);
    const banners = (await sb.call<BannersResponse>('/api/v1/establishment-banners', { hash: sb.hash })).body;
    expect(banners.banners).toHaveLength(3);
    for (const b of banners.banners) {
      const image = await fetch(b.image);
      expect(image.status).toBe(200);
      expect(image.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
      expect(await image.text()).toMatch(/^<svg [^>]*viewBox="0 0 1200 300"/);
    }
    // One campaign outside the app, one internal route (spec 01 §2: 'Saiba mais' → recebimentos).
    expect(banners.banners.map((b) => b.link)).toEqual([
      expect.stringMatching(/^https:\/\//),
      '/financeiro/cadastro/recebimentos',
      expect.stringMatching(/^https:\/\//),
    ]);
  });
});
