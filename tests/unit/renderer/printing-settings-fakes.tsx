/** Test doubles for the print settings screens: a fake platform.printing and a cloud print API. */
import { render } from '@testing-library/react';
import { vi } from 'vitest';
import type { PrintSettings } from '../../../shared/api/platform-v1';
import type { PrintingBridge } from '../../../shared/bridge';
import type {
  LocalPrintSettings,
  PrinterDefinition,
  PrinterInfo,
  PrinterList,
  PrintOutcome,
  PrintSettingsView,
  QzCredentialsPatch,
} from '../../../shared/printing';
import { ServicesProvider } from '../../../renderer/src/app/services';
import { FeedbackHost } from '../../../renderer/src/components/feedback/FeedbackHost';
import { useSession } from '../../../renderer/src/stores/session';
import { ADMIN, fakeApi, fakePlatform, json, makeServices, type Handler } from './helpers';

export const LOCAL: LocalPrintSettings = {
  defaultPrinter: 'Caixa',
  impressaoLayout: 1,
  delay: 1000,
  impressaoProducao: 'true',
  impressaoEstabelecimento: 'true',
  impressaoCliente: 'true',
  impressaoItemAgrupado: 'false',
  autoAceiteImprimir: 'false',
  qtdeCopia: 1,
  larguraMaximaPagina: '7,0',
  metodoImpressao: 'aiboo',
  saltoLinhaInicio: 0,
  margemEsquerda: 0,
  margemDireita: 0,
  nomeFonte: 'Tahoma',
  tamanhoFonte: 8,
  impressorasCaixa: ['Caixa'],
  impressorasProducao: { '12': { impressora: 'Cozinha', agrupamento: 'Pizzas', nome: 'Pizzas Salgadas' } },
};

export const PRINTERS: PrinterInfo[] = [
  {
    name: 'Caixa',
    kind: 'tcp',
    detail: '192.168.0.50:9100',
    configured: true,
    health: 'ok',
    codePage: 'cp860',
  },
  { name: 'Cozinha', kind: 'tcp', detail: '192.168.0.51:9100', configured: true, health: 'offline' },
  { name: 'EPSON TM-T20', kind: 'os', detail: 'EPSON TM-T20', configured: false, health: 'unknown' },
];

export function fakePrinting(
  opts: { settings?: Partial<LocalPrintSettings>; qz?: PrintSettingsView['qz']; list?: PrinterList } = {},
) {
  let view: PrintSettingsView = {
    settings: { ...LOCAL, ...opts.settings },
    qz: opts.qz ?? { certificate: '', hasPrivateKey: false },
  };
  let list: PrinterList = opts.list ?? { printers: PRINTERS };
  const listeners = new Set<(v: PrintSettingsView) => void>();
  const printing = {
    getSettings: vi.fn(async () => structuredClone(view)),
    saveSettings: vi.fn(async (s: LocalPrintSettings) => {
      view = { ...view, settings: structuredClone(s) };
      return structuredClone(view);
    }),
    setQzCredentials: vi.fn(async (patch: QzCredentialsPatch) => {
      const qz = { ...view.qz };
      if (patch.certificate !== undefined) qz.certificate = patch.certificate ?? '';
      if (patch.privateKey !== undefined)
        qz.hasPrivateKey = patch.privateKey !== null && patch.privateKey !== '';
      view = { ...view, qz };
      return structuredClone(view);
    }),
    onSettingsChanged: vi.fn((cb: (v: PrintSettingsView) => void) => {
      listeners.add(cb);
      return () => listeners.delete(cb);
    }),
    listPrinters: vi.fn(async () => structuredClone(list)),
    savePrinter: vi.fn(async (d: PrinterDefinition) => {
      const detail =
        d.connection.kind === 'tcp'
          ? `${d.connection.host}:${d.connection.port}`
          : 'path' in d.connection
            ? d.connection.path
            : '';
      const info: PrinterInfo = {
        name: d.name,
        kind: d.connection.kind,
        detail,
        configured: true,
        health: 'unknown',
        codePage: d.codePage,
      };
      list = { printers: [...list.printers.filter((p) => p.name !== d.name), info] };
      return structuredClone(list);
    }),
    removePrinter: vi.fn(async (name: string) => {
      list = { printers: list.printers.filter((p) => p.name !== name) };
      return structuredClone(list);
    }),
    printOrder: vi.fn(),
    reprintJob: vi.fn(),
    testPage: vi.fn(async (_name: string): Promise<PrintOutcome> => ({ ok: true })),
    getQueue: vi.fn(),
    onQueueChanged: vi.fn(() => () => undefined),
  } satisfies PrintingBridge;
  return {
    printing,
    view: () => view,
    emitSettings: (v: PrintSettingsView) => listeners.forEach((cb) => cb(v)),
  };
}

export function cloudRecord(overrides: Partial<PrintSettings> = {}): PrintSettings {
  return {
    id_estabelecimento: '1',
    impressora: 'Nuvem Caixa',
    ...LOCAL,
    defaultPrinter: 'Nuvem Caixa',
    delay: 3000,
    impressaoLayout: 2,
    impressorasProducao: { '12': { impressora: 'Nuvem Cozinha', agrupamento: 'COZINHA' } },
    sincronizado: 'S',
    ...overrides,
  };
}

export const CATEGORIES = {
  status: true,
  categorias: [
    {
      id_cardapio_categoria: '12',
      nome_categoria: 'Pizzas Salgadas',
      status: 'S',
      disponibilidade: '',
      ordem: 1,
    },
    { id_cardapio_categoria: 20, nome_categoria: 'Bebidas', status: 'S', disponibilidade: '', ordem: 2 },
    { nome_categoria: 'sem id' },
  ],
};

export function cloudRoutes(cloud: PrintSettings | null, extra: Record<string, Handler | unknown> = {}) {
  let record = cloud;
  return {
    'GET v1 estabelecimentosimpressao/listar': () =>
      record
        ? json({ status: true, mensagem: 'ok', obj: record })
        : json({ status: false, erro: 'sem registro', obj: null }),
    'GET v1 estabelecimentosimpressao/atualizar': () => {
      if (record) record = { ...record, sincronizado: 'S' };
      return json({
        status: true,
        mensagem: 'Configurações de impressão sincronizadas com a nuvem.',
        obj: record,
      });
    },
    'POST v1 estabelecimentosimpressao/adicionar': () =>
      json({ status: true, mensagem: 'Configurações salvas com sucesso', obj: record }),
    'GET v1 cardapiocategorias/listar': CATEGORIES,
    ...extra,
  };
}

export function renderScreen(
  Screen: () => React.JSX.Element,
  opts: { printing: PrintingBridge; routes: Record<string, Handler | unknown>; kind?: 'desktop' | 'web' },
) {
  useSession.getState().setUser(ADMIN);
  const base = fakePlatform().platform;
  const platform = { ...base, kind: opts.kind ?? 'desktop', printing: opts.printing };
  const api = fakeApi(opts.routes);
  const services = makeServices({ fetch: api.fetch, platform });
  const utils = render(
    <ServicesProvider value={services}>
      <Screen />
      <FeedbackHost />
    </ServicesProvider>,
  );
  return { ...utils, calls: api.calls };
}
