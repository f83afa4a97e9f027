/** Test doubles for the print settings screens: a fake platform.printing and a cloud print API. */
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { PrintSettings } from '../../../shared/api/platform-v1';
import type { PrintingBridge } from '../../../shared/bridge';
import {
  DEFAULT_LOCAL_PRINT_SETTINGS,
  type LocalPrintSettings,
  type PrinterInfo,
  type PrinterList,
  type PrintSettingsView,
} from '../../../shared/printing';
import { ServicesProvider } from '../../../renderer/src/services/services';
import { FeedbackHost } from '../../../renderer/src/components/feedback/FeedbackHost';
import { useSession } from '../../../renderer/src/stores/session';
import { ADMIN, fakeApi, fakePlatform, json, makeServices, type Handler } from './helpers';
import { fakePrinting as fakeBridge } from './printing-orders-fakes';

/** The defaults, with a cashier printer chosen and every ticket section turned on. */
export const LOCAL: LocalPrintSettings = {
  ...DEFAULT_LOCAL_PRINT_SETTINGS,
  defaultPrinter: 'Caixa',
  impressaoProducao: 'true',
  impressaoEstabelecimento: 'true',
  impressaoCliente: 'true',
  impressorasCaixa: ['Caixa'],
  impressorasProducao: { '12': { impressora: 'Cozinha', agrupamento: 'Pizzas', nome: 'Pizzas Salgadas' } },
};

const PRINTERS: PrinterInfo[] = [
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

/** The shared printing fake holding the settings screens' store: LOCAL settings and PRINTERS. */
export function fakePrinting(
  opts: { settings?: Partial<LocalPrintSettings>; qz?: PrintSettingsView['qz']; list?: PrinterList } = {},
) {
  const fake = fakeBridge({
    settings: { ...LOCAL, ...opts.settings },
    qz: opts.qz,
    printers: opts.list ?? { printers: PRINTERS },
  });
  return { ...fake, printing: fake.bridge };
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
      <MemoryRouter>
        <Screen />
      </MemoryRouter>
      <FeedbackHost />
    </ServicesProvider>,
  );
  return { ...utils, calls: api.calls };
}
