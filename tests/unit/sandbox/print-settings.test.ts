import { describe, expect, it } from 'vitest';
import type {
  CategoriesResponse,
  PrintSettings,
  PrintSettingsResponse,
  SavePrintSettingsResponse,
} from '../../../shared/api/platform-v1';
import {
  DEMO_BAR_PRINTER,
  DEMO_CASHIER_PRINTER,
  DEMO_KITCHEN_PRINTER,
  PRINT_MESSAGES,
} from '../../../sandbox/print-settings/service';
import { useSandbox, refusal } from './helpers';

const LISTAR = '/api/v1/estabelecimentosimpressao/listar';
const ATUALIZAR = '/api/v1/estabelecimentosimpressao/atualizar';
const ADICIONAR = '/api/v1/estabelecimentosimpressao/adicionar';

/** The app's full save payload (spec 02 §7), form-encoded. */
const FULL_FORM: Record<string, string> = {
  defaultPrinter: 'POS-80 Caixa 2',
  impressaoLayout: '2',
  delay: '3000',
  impressaoProducao: 'false',
  impressaoEstabelecimento: 'false',
  impressaoCliente: 'true',
  impressaoItemAgrupado: 'false',
  autoAceiteImprimir: 'false',
  qtdeCopia: '2',
  larguraMaximaPagina: '4,8',
  metodoImpressao: 'nat',
  saltoLinhaInicio: '3',
  margemEsquerda: '1',
  margemDireita: '2',
  nomeFonte: 'Courier New',
  tamanhoFonte: '12',
  id_estabelecimento: '1',
};

describe('sandbox cloud print settings (estabelecimentosimpressao/*)', () => {
  const sb = useSandbox();

  const listar = async (h = sb.hash) => (await sb.call<PrintSettingsResponse>(LISTAR, { hash: h })).body;
  const settings = async (): Promise<PrintSettings> => {
    const body = await listar();
    if (!body.status) throw new Error(body.erro);
    return body.obj;
  };
  const save = (form: Record<string, string>) =>
    sb.call<SavePrintSettingsResponse>(ADICIONAR, { hash: sb.hash, form });

  it('listar gives the seeded record of the session store, in sync', async () => {
    const body = await listar();
    expect(body).toMatchObject({ status: true, mensagem: PRINT_MESSAGES.listed });
    expect(await settings()).toEqual({
      id_estabelecimento: '1',
      impressora: DEMO_CASHIER_PRINTER,
      defaultPrinter: DEMO_CASHIER_PRINTER,
      impressaoLayout: 1,
      delay: 1000,
      impressaoProducao: 'true',
      impressaoEstabelecimento: 'true',
      impressaoCliente: 'true',
      impressaoItemAgrupado: 'true',
      autoAceiteImprimir: 'true',
      qtdeCopia: 1,
      larguraMaximaPagina: '7,0',
      metodoImpressao: 'aiboo',
      saltoLinhaInicio: 0,
      margemEsquerda: 0,
      margemDireita: 0,
      nomeFonte: 'Tahoma',
      tamanhoFonte: 8,
      impressorasCaixa: [DEMO_CASHIER_PRINTER],
      impressorasProducao: {
        '12': { impressora: DEMO_KITCHEN_PRINTER, agrupamento: 'Pizzas' },
        '20': { impressora: DEMO_BAR_PRINTER, agrupamento: 'Bebidas' },
      },
      sincronizado: 'S',
    });
  });

  it('routes production by categories that cardapiocategorias/listar gives, per store', async () => {
    const cats = await sb.call<CategoriesResponse>('/api/v1/cardapiocategorias/listar', { hash: sb.hash });
    const names = new Map(cats.body.categorias.map((c) => [c.id_cardapio_categoria, c.nome_categoria]));
    const routed = Object.keys((await settings()).impressorasProducao);
    expect(routed.map((id) => names.get(id))).toEqual(['Pizzas Salgadas', 'Bebidas']);

    const moema = await sb.login('moema');
    const branch = await listar(moema);
    expect(branch.status && branch.obj.id_estabelecimento).toBe('2');
    expect(branch.status && Object.keys(branch.obj.impressorasProducao)).toEqual(['112', '120']);
  });

  it('adicionar saves the full payload and listar returns it', async () => {
    const res = await save(FULL_FORM);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: true, mensagem: 'Configurações salvas com sucesso' });
    const { id_estabelecimento: _id, ...fields } = FULL_FORM;
    expect(await settings()).toMatchObject({
      ...fields,
      impressora: 'POS-80 Caixa 2',
      impressaoLayout: 2,
      delay: 3000,
      qtdeCopia: 2,
      saltoLinhaInicio: 3,
      margemEsquerda: 1,
      margemDireita: 2,
      tamanhoFonte: 12,
      // Absent local extras are kept.
      impressorasCaixa: [DEMO_CASHIER_PRINTER],
      sincronizado: 'S',
    });
  });

  it('adicionar keeps absent fields, takes impressora as the default printer and JSON bodies', async () => {
    expect((await save({ impressora: 'Balcão', delay: '10000' })).body.status).toBe(true);
    expect(await settings()).toMatchObject({
      defaultPrinter: 'Balcão',
      impressora: 'Balcão',
      delay: 10000,
      nomeFonte: 'Tahoma',
      larguraMaximaPagina: '7,0',
    });
    const json = await sb.call<SavePrintSettingsResponse>(ADICIONAR, {
      hash: sb.hash,
      json: {
        autoAceiteImprimir: false,
        qtdeCopia: 3,
        impressorasCaixa: ['A', 'B'],
        impressorasProducao: { '13': { impressora: 'Forno', agrupamento: 'Doces' } },
      },
    });
    expect(json.body.status).toBe(true);
    expect(await settings()).toMatchObject({
      autoAceiteImprimir: 'false',
      qtdeCopia: 3,
      impressorasCaixa: ['A', 'B'],
      impressorasProducao: { '13': { impressora: 'Forno', agrupamento: 'Doces' } },
    });
    // Form-encoded lists travel as JSON text.
    await save({ impressorasCaixa: '["C"]' });
    expect((await settings()).impressorasCaixa).toEqual(['C']);
  });

  it.each([
    ['delay', '500', PRINT_MESSAGES.delay],
    ['delay', '11000', PRINT_MESSAGES.delay],
    ['delay', '1500', PRINT_MESSAGES.delay],
    ['delay', 'abc', PRINT_MESSAGES.delay],
    ['larguraMaximaPagina', '4.8', PRINT_MESSAGES.width],
    ['larguraMaximaPagina', '80', PRINT_MESSAGES.width],
    ['impressaoLayout', '0', PRINT_MESSAGES.layout],
    ['impressaoLayout', '4', PRINT_MESSAGES.layout],
    ['qtdeCopia', '0', PRINT_MESSAGES.copies],
    ['qtdeCopia', '-1', PRINT_MESSAGES.copies],
    ['qtdeCopia', '1.5', PRINT_MESSAGES.copies],
    ['metodoImpressao', 'escpos', PRINT_MESSAGES.method],
    ['nomeFonte', 'Comic Sans', PRINT_MESSAGES.font],
    ['tamanhoFonte', '9', PRINT_MESSAGES.fontSize],
    ['margemEsquerda', '-2', PRINT_MESSAGES.margin],
    ['saltoLinhaInicio', 'x', PRINT_MESSAGES.skip],
    ['autoAceiteImprimir', 'S', PRINT_MESSAGES.flag('autoAceiteImprimir')],
    ['impressaoProducao', '1', PRINT_MESSAGES.flag('impressaoProducao')],
    ['defaultPrinter', 'x'.repeat(201), PRINT_MESSAGES.defaultPrinter],
    ['impressorasCaixa', 'not json', PRINT_MESSAGES.cashiers],
    ['impressorasProducao', '{"abc":{"impressora":"X"}}', PRINT_MESSAGES.production],
    ['id_estabelecimento', '2', PRINT_MESSAGES.otherStore],
  ])('adicionar refuses %s=%j with its message and changes nothing', async (key, value, erro) => {
    const before = await settings();
    const res = await save({ ...FULL_FORM, [key]: value });
    expect(res.status).toBe(200);
    expect(res.body).toEqual(refusal(erro));
    expect(await settings()).toEqual(before);
  });

  it('accepts every documented value at the edges', async () => {
    for (const delay of ['1000', '10000']) expect((await save({ delay })).body.status).toBe(true);
    for (const larguraMaximaPagina of ['4,8', '7,0']) {
      expect((await save({ larguraMaximaPagina })).body.status).toBe(true);
    }
    for (const impressaoLayout of ['1', '2', '3'])
      expect((await save({ impressaoLayout })).body.status).toBe(true);
    for (const metodoImpressao of ['aiboo', 'qz', 'nat']) {
      expect((await save({ metodoImpressao })).body.status).toBe(true);
    }
    expect((await save({ qtdeCopia: '1' })).body.status).toBe(true);
  });

  it('refuses a repeated field and a body that is not an object', async () => {
    const twice = await sb.call<SavePrintSettingsResponse>(ADICIONAR, {
      hash: sb.hash,
      form: { delay: ['1000', '2000'] },
    });
    expect(twice.body).toEqual(refusal(PRINT_MESSAGES.delay));
    const list = await sb.call<SavePrintSettingsResponse>(ADICIONAR, { hash: sb.hash, json: [1, 2] });
    expect(list.body).toEqual(refusal(PRINT_MESSAGES.invalid));
  });

  it.each([
    ['GET', LISTAR],
    ['GET', ATUALIZAR],
    ['POST', ADICIONAR],
  ])('%s %s needs a session (401)', async (method, path) => {
    const form = method === 'POST' ? { delay: '2000' } : undefined;
    for (const h of [undefined, 'nao-existe']) {
      const res = await sb.call(path, { method, hash: h, form });
      expect(res.status).toBe(401);
      expect(res.body).toEqual(refusal('Sessão expirada. Faça login novamente.'));
    }
    expect((await settings()).delay).toBe(1000);
  });

  it('sincronizado: the platform marks a change N, atualizar and adicionar bring it back to S', async () => {
    const marked = await sb.control<{ ok: boolean; obj: PrintSettings }>('print-settings/sync', {
      sincronizado: 'N',
    });
    expect(marked.body).toMatchObject({ ok: true, obj: { sincronizado: 'N' } });
    expect((await settings()).sincronizado).toBe('N');

    const synced = (await sb.call<PrintSettingsResponse>(ATUALIZAR, { hash: sb.hash })).body;
    expect(synced).toMatchObject({
      status: true,
      mensagem: PRINT_MESSAGES.synced,
      obj: { sincronizado: 'S' },
    });
    expect((await settings()).sincronizado).toBe('S');

    await sb.control('print-settings/sync', { sincronizado: 'N' });
    expect((await save({ delay: '2000' })).body).toMatchObject({ status: true, obj: { sincronizado: 'S' } });
    expect((await settings()).sincronizado).toBe('S');

    // Store 2 is untouched by store 1's flag.
    await sb.control('print-settings/sync', { sincronizado: 'N' });
    const other = await sb.call<{ obj: PrintSettings }>('/control/print-settings?id_estabelecimento=2');
    expect(other.body.obj.sincronizado).toBe('S');
    const own = await sb.call<{ obj: PrintSettings }>('/control/print-settings');
    expect(own.body.obj.sincronizado).toBe('N');
  });

  it('clearing the cloud configuration: listar and atualizar answer the missing-configuration failure', async () => {
    expect((await sb.control('print-settings/clear')).body).toEqual({ ok: true, cleared: true });
    expect((await sb.control('print-settings/clear')).body).toEqual({ ok: true, cleared: false });
    const missing = refusal(PRINT_MESSAGES.missing, { obj: null });
    const res = await sb.call<PrintSettingsResponse>(LISTAR, { hash: sb.hash });
    expect(res.status).toBe(200);
    expect(res.body).toEqual(missing);
    expect((await sb.call(ATUALIZAR, { hash: sb.hash })).body).toEqual(missing);
    // No record to flag.
    const flag = await sb.control('print-settings/sync', { sincronizado: 'N' });
    expect(flag.status).toBe(404);

    // Saving creates it again from the defaults (spec 02 §5, §9); the cloud flags are not the local ones.
    expect((await save({ defaultPrinter: 'Nova' })).body.status).toBe(true);
    expect(await settings()).toMatchObject({
      defaultPrinter: 'Nova',
      impressaoLayout: 1,
      qtdeCopia: 1,
      delay: 1000,
      impressaoProducao: 'false',
      impressaoEstabelecimento: 'true',
      impressaoCliente: 'true',
      impressaoItemAgrupado: 'true',
      autoAceiteImprimir: 'false',
      larguraMaximaPagina: '7,0',
      metodoImpressao: 'aiboo',
      saltoLinhaInicio: 0,
      margemEsquerda: 0,
      margemDireita: 0,
      nomeFonte: 'Tahoma',
      tamanhoFonte: 8,
      impressorasCaixa: [],
      impressorasProducao: {},
      sincronizado: 'S',
    });

    // Control reset reseeds the demo record.
    await sb.control('print-settings/clear');
    await sb.control('reset');
    sb.hash = await sb.login();
    expect((await settings()).defaultPrinter).toBe(DEMO_CASHIER_PRINTER);
  });

  it('control levers validate their input', async () => {
    expect((await sb.control('print-settings/sync', { sincronizado: 'X' })).status).toBe(400);
    expect(
      (await sb.control('print-settings/sync', { sincronizado: 'N', id_estabelecimento: 99 })).status,
    ).toBe(404);
    expect((await sb.control('print-settings/clear', { extra: 1 })).status).toBe(400);
  });
});
