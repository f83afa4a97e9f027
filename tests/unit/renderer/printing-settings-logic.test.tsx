// Pure pieces of the print settings: the cloud record parser, the adicionar form, cloud → local,
// the categories parser, the form rules and the printer form.
import { describe, expect, it } from 'vitest';
import { localPrintSettingsSchema } from '../../../shared/bridge-schemas';
import { cloudPrintSettingsSchema, readDelay } from '../../../shared/api/print-settings';
import { cloudSaveForm, cloudToLocal } from '../../../renderer/src/features/printing/printSettingsApi';
import { listPrintCategories } from '../../../renderer/src/order-printing/categories';
import {
  formFromView,
  toLocalSettings,
  validate,
  withMethod,
} from '../../../renderer/src/features/printing/settings/form';
import {
  EMPTY_PRINTER,
  MODELS,
  fromInfo,
  toDefinition,
  validHost,
  validatePrinter,
} from '../../../renderer/src/features/printing/settings/printerForm';
import { PRINTER_MODELS } from '../../../shared/printing';
import { CATEGORIES, LOCAL } from './printing-settings-fakes';
import { fakeApi, makeServices } from './helpers';

describe('cloud record parsing', () => {
  it.each([
    ['delay 3000', { delay: 3000 }, { delay: 3000 }],
    ['delay as text', { delay: '5000' }, { delay: 5000 }],
    ['delay in seconds (older records)', { delay: 4 }, { delay: 4000 }],
    ['delay off-step', { delay: 1500 }, { delay: 1000 }],
    ['delay hostile', { delay: '1e9' }, { delay: 1000 }],
    [
      'flags as booleans',
      { impressaoCliente: true, autoAceiteImprimir: false },
      { impressaoCliente: 'true', autoAceiteImprimir: 'false' },
    ],
    [
      'flags as S/1',
      { impressaoProducao: 'S', impressaoEstabelecimento: 1 },
      { impressaoProducao: 'true', impressaoEstabelecimento: 'true' },
    ],
    [
      'flags in any case, with stray spaces',
      { impressaoProducao: ' Sim', impressaoCliente: 'TRUE', autoAceiteImprimir: 'não' },
      { impressaoProducao: 'true', impressaoCliente: 'true', autoAceiteImprimir: 'false' },
    ],
    ['unknown method', { metodoImpressao: 'laser' }, { metodoImpressao: 'aiboo' }],
    ['width 58', { larguraMaximaPagina: '4,8' }, { larguraMaximaPagina: '4,8' }],
    ['width hostile', { larguraMaximaPagina: '<b>' }, { larguraMaximaPagina: '7,0' }],
    ['font injection', { nomeFonte: 'Arial;}*{display:none' }, { nomeFonte: 'Tahoma' }],
    ['font size text', { tamanhoFonte: '14' }, { tamanhoFonte: 14 }],
    ['font size odd', { tamanhoFonte: 9 }, { tamanhoFonte: 8 }],
    ['layout text', { impressaoLayout: '3' }, { impressaoLayout: 3 }],
    ['layout out of range', { impressaoLayout: 7 }, { impressaoLayout: 1 }],
    ['copies 0', { qtdeCopia: 0 }, { qtdeCopia: 1 }],
    ['copies beyond the local bound', { qtdeCopia: 12 }, { qtdeCopia: 1 }],
    ['skip beyond the local bound', { saltoLinhaInicio: '30' }, { saltoLinhaInicio: 0 }],
    [
      'margins beyond the local bound',
      { margemEsquerda: 8, margemDireita: 6 },
      { margemEsquerda: 0, margemDireita: 6 },
    ],
    ['printer from impressora', { impressora: 'EPSON' }, { defaultPrinter: 'EPSON', impressora: 'EPSON' }],
    ['sync flag N', { sincronizado: 'N' }, { sincronizado: 'N' }],
    ['sync flag garbage', { sincronizado: 'x' }, { sincronizado: 'S' }],
    ['cashier list as JSON text', { impressorasCaixa: '["A","A"," B "]' }, { impressorasCaixa: ['A', 'B'] }],
    ['cashier list broken', { impressorasCaixa: '[oops' }, { impressorasCaixa: [] }],
    ['no cashier list: stays local', {}, { impressorasCaixa: undefined, impressorasProducao: undefined }],
    [
      'production map with junk',
      { impressorasProducao: { '12': { impressora: 'K', agrupamento: 5 }, '13': 'x' } },
      { impressorasProducao: { '12': { impressora: 'K', agrupamento: '' } } },
    ],
    [
      'production map with a hostile category id',
      { impressorasProducao: { '12': { impressora: 'K' }, '../x': { impressora: 'Z' } } },
      { impressorasProducao: { '12': { impressora: 'K', agrupamento: '' } } },
    ],
  ])('%s', (_name, raw, expected) => {
    expect(cloudPrintSettingsSchema.parse(raw)).toMatchObject(expected);
  });

  it('whatever the cloud holds, cloud → local is settings this computer accepts', () => {
    const hostile = {
      qtdeCopia: 99,
      saltoLinhaInicio: 99,
      margemEsquerda: 99,
      margemDireita: '50',
      impressorasCaixa: JSON.stringify([...Array.from({ length: 30 }, (_, i) => `P${i}`), 'x'.repeat(300)]),
      impressorasProducao: { '12': { impressora: 'K'.repeat(300) }, 'a b': { impressora: 'Z' } },
    };
    const local = cloudToLocal(cloudPrintSettingsSchema.parse(hostile), LOCAL);
    expect(localPrintSettingsSchema.safeParse(local).success).toBe(true);
    expect(local.impressorasCaixa).toHaveLength(20);
    expect(Object.keys(local.impressorasProducao)).not.toContain('a b');
  });

  it.each([
    [1, 1000],
    [10, 10000],
    [11, 1000],
    [10000, 10000],
    [null, 1000],
    ['abc', 1000],
  ])('readDelay(%s) = %d', (raw, ms) => expect(readDelay(raw)).toBe(ms));
});

describe('cloud ↔ local', () => {
  it('adicionar sends the spec field list, the store id and the extras as JSON text', () => {
    const form = cloudSaveForm(
      {
        ...LOCAL,
        impressorasProducao: { ...LOCAL.impressorasProducao, '20': { impressora: '', agrupamento: ' ' } },
      },
      '7',
    );
    expect(Object.keys(form).sort()).toEqual(
      [
        'defaultPrinter',
        'impressaoLayout',
        'delay',
        'impressaoProducao',
        'impressaoEstabelecimento',
        'impressaoCliente',
        'impressaoItemAgrupado',
        'autoAceiteImprimir',
        'qtdeCopia',
        'larguraMaximaPagina',
        'metodoImpressao',
        'saltoLinhaInicio',
        'margemEsquerda',
        'margemDireita',
        'nomeFonte',
        'tamanhoFonte',
        'id_estabelecimento',
        'impressorasCaixa',
        'impressorasProducao',
      ].sort(),
    );
    expect(form.id_estabelecimento).toBe('7');
    expect(JSON.parse(String(form.impressorasProducao))).toEqual({
      '12': { impressora: 'Cozinha', agrupamento: 'Pizzas' },
    });
  });

  it('cloud → local keeps this computer’s printers when the cloud has none, and category names', () => {
    const cloud = cloudPrintSettingsSchema.parse({ defaultPrinter: 'X', delay: 2000 });
    const local = cloudToLocal(cloud, LOCAL);
    expect(local).toMatchObject({ defaultPrinter: 'X', delay: 2000, impressorasCaixa: ['Caixa'] });
    expect(local.impressorasProducao).toEqual(LOCAL.impressorasProducao);
    expect(local).not.toHaveProperty('sincronizado');
    expect(local).not.toHaveProperty('id_estabelecimento');
    const withRoutes = cloudToLocal(
      cloudPrintSettingsSchema.parse({
        impressorasProducao: { '12': { impressora: 'K2', agrupamento: 'G' } },
      }),
      LOCAL,
    );
    expect(withRoutes.impressorasProducao['12']).toEqual({
      impressora: 'K2',
      agrupamento: 'G',
      nome: 'Pizzas Salgadas',
    });
  });

  it('categories: {id, name}, malformed and duplicate entries dropped; status false throws its text', async () => {
    const ok = fakeApi({
      'GET v1 cardapiocategorias/listar': {
        ...CATEGORIES,
        categorias: [...CATEGORIES.categorias, CATEGORIES.categorias[0]],
      },
    });
    await expect(listPrintCategories(makeServices({ fetch: ok.fetch }).api)).resolves.toEqual([
      { id: '12', name: 'Pizzas Salgadas' },
      { id: '20', name: 'Bebidas' },
    ]);
    const refused = fakeApi({
      'GET v1 cardapiocategorias/listar': { status: false, erro: 'Cardápio indisponível.' },
    });
    await expect(listPrintCategories(makeServices({ fetch: refused.fetch }).api)).rejects.toThrow(
      'Cardápio indisponível.',
    );
  });
});

describe('form rules', () => {
  const view = { settings: LOCAL, qz: { certificate: 'C', hasPrivateKey: true } };

  it('QZ-locked fields keep their last saved value; bad text never reaches main', () => {
    const form = withMethod(formFromView(view), 'qz');
    const typed = { ...form, numbers: { ...form.numbers, qtdeCopia: 'abc', margemEsquerda: '99' } };
    expect(validate(typed)).not.toHaveProperty('qtdeCopia');
    expect(toLocalSettings(typed, { ...LOCAL, qtdeCopia: 2 })).toMatchObject({
      qtdeCopia: 2,
      margemEsquerda: 0,
    });
  });

  it('a non-QZ method empties the credentials; QZ asks for both', () => {
    const qz = withMethod(formFromView({ ...view, settings: { ...LOCAL, metodoImpressao: 'qz' } }), 'qz');
    expect(validate(qz)).toMatchObject({ qzCertificate: expect.any(String) });
    expect(validate(qz)).not.toHaveProperty('qzKey');
    const nat = withMethod(qz, 'nat');
    expect(nat.qzCertificate).toBe('');
    expect(nat.qzKey).toEqual({ kind: 'none' });
    expect(validate(withMethod(nat, 'qz'))).toHaveProperty('qzKey');
  });

  it('empty production routes are dropped, names kept', () => {
    const form = formFromView(view);
    form.settings.impressorasProducao['30'] = { impressora: ' ', agrupamento: '' };
    expect(Object.keys(toLocalSettings(form, LOCAL).impressorasProducao)).toEqual(['12']);
  });
});

describe('printer form', () => {
  it.each([
    ['192.168.0.50', true],
    ['impressora-cozinha.local', true],
    ['10.0.0.256', false],
    ['999.1.1.1', false],
    ['', false],
    ['host name', false],
    ['http://x', false],
    ['-bad.example', false],
  ])('host %s valid=%s', (host, ok) => expect(validHost(host)).toBe(ok));

  it.each([
    [{ name: '' }, 'name'],
    [{ name: 'x'.repeat(61) }, 'name'],
    [{ name: 'caixa' }, 'name'],
    [{ name: 'Bar', host: '1.2.3.4', port: '0' }, 'port'],
    [{ name: 'Bar', host: '1.2.3.4', port: '70000' }, 'port'],
    [{ name: 'Bar', kind: 'device' as const, path: 'lp0' }, 'path'],
    [{ name: 'Bar', kind: 'device' as const, path: '/dev/../etc/passwd' }, 'path'],
  ])('refuses %o (%s)', (patch, key) => {
    expect(validatePrinter({ ...EMPTY_PRINTER, host: '1.2.3.4', ...patch }, ['Caixa'])).toHaveProperty(key);
  });

  it('round-trips a listed printer', () => {
    const info = {
      name: 'Bar',
      kind: 'tcp' as const,
      detail: '10.0.0.9:9101',
      configured: true,
      health: 'ok' as const,
      codePage: 'cp850' as const,
    };
    // Listed without a model (saved before models existed): it edits, and saves, as ESC/POS.
    expect(toDefinition(fromInfo(info))).toEqual({
      name: 'Bar',
      codePage: 'cp850',
      model: 'escpos',
      connection: { kind: 'tcp', host: '10.0.0.9', port: 9101 },
    });
    const usb = { ...info, kind: 'device' as const, detail: '/dev/usb/lp1', model: 'star' as const };
    expect(toDefinition(fromInfo(usb))).toMatchObject({
      model: 'star',
      connection: { kind: 'device', path: '/dev/usb/lp1' },
    });
    expect(validatePrinter(fromInfo(usb), [])).toEqual({});
  });

  it('offers every printer model once, ESC/POS first', () => {
    expect(MODELS.map((m) => m.value).sort()).toEqual([...PRINTER_MODELS].sort());
    expect(MODELS[0]).toEqual({ value: 'escpos', label: 'ESC/POS (Epson, Elgin, Bematech, Knup, genérica)' });
    expect(EMPTY_PRINTER.model).toBe('escpos');
  });

  it('a detail without a port edits as the default port 9100', () => {
    expect(
      fromInfo({ name: 'X', kind: 'tcp', detail: 'semporta', configured: true, health: 'ok' }),
    ).toMatchObject({
      host: 'semporta',
      port: '9100',
    });
  });
});
