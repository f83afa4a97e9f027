// 'Configurar este computador' (issue 35 §1): offered only on a computer with no print settings
// saved and not answered before; each step saves through the calls its settings screen makes;
// every step can be skipped (then nothing is saved); web mode has no tray step; it ends with a
// summary on the orders screen.
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { AppSettings, AppSettingsPatch } from '../../../shared/bridge';
import { DEFAULT_ALERT_SETTINGS } from '../../../shared/alerts/escalation';
import { DEFAULT_LOCAL_PRINT_SETTINGS, type FoundPrinter } from '../../../shared/printing';
import { FeedbackHost } from '../../../renderer/src/components/feedback/FeedbackHost';
import { FirstRunHost } from '../../../renderer/src/features/printing/first-run/FirstRunHost';
import {
  FIRST_RUN_KEY,
  shouldOffer,
  useFirstRun,
} from '../../../renderer/src/features/printing/first-run/firstRunStore';
import { routingOf } from '../../../renderer/src/features/printing/first-run/save';
import { ServicesProvider } from '../../../renderer/src/services/services';
import { useSession } from '../../../renderer/src/stores/session';
import { useSound } from '../../../renderer/src/sound/soundStore';
import { ADMIN, fakeApi, fakePlatform, makeServices } from './helpers';
import { fakePrinting } from './printing-orders-fakes';
import { cloudRecord, cloudRoutes } from './printing-settings-fakes';

const CAIXA: FoundPrinter = {
  name: 'ELGIN 127.0.0.1:9101',
  kind: 'tcp',
  detail: '127.0.0.1:9101',
  connection: { kind: 'tcp', host: '127.0.0.1', port: 9101 },
  model: 'escpos',
  identity: 'ELGIN i9',
  listed: false,
};
const COZINHA: FoundPrinter = {
  ...CAIXA,
  name: 'Impressora 127.0.0.1:9102',
  detail: '127.0.0.1:9102',
  connection: { kind: 'tcp', host: '127.0.0.1', port: 9102 },
  identity: undefined,
};

function memoryStorage(init: Record<string, string> = {}) {
  const map = new Map(Object.entries(init));
  return {
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    map,
  } as unknown as Storage & { map: Map<string, string> };
}

function start(opts: { neverSaved?: boolean; answered?: string; kind?: 'desktop' | 'web' } = {}) {
  useSession.getState().setUser(ADMIN);
  const fake = fakePrinting({ settings: DEFAULT_LOCAL_PRINT_SETTINGS });
  const realGet = fake.bridge.getSettings;
  let saved = !(opts.neverSaved ?? true);
  fake.bridge.saveSettings.mockImplementation(async (s) => {
    saved = true;
    fake.setSettings(s);
    return realGet();
  });
  fake.bridge.getSettings = vi.fn(async () => ({
    ...(await realGet()),
    ...(saved ? {} : { neverSaved: true as const }),
  }));
  let app: AppSettings = {
    startWithOs: false,
    closeBehavior: 'ask',
    sound: { enabled: true, volume: 1, name: 'padrao' },
    alerts: DEFAULT_ALERT_SETTINGS,
  };
  const update = vi.fn(async (patch: AppSettingsPatch) => {
    app = {
      ...app,
      ...(patch.startWithOs !== undefined ? { startWithOs: patch.startWithOs } : {}),
      ...(patch.closeBehavior ? { closeBehavior: patch.closeBehavior } : {}),
      sound: { ...app.sound, ...patch.sound },
    };
    return app;
  });
  const base = fakePlatform().platform;
  const platform = {
    ...base,
    kind: opts.kind ?? 'desktop',
    printing: fake.bridge,
    settings: { ...base.settings, get: async () => app, update },
  };
  const api = fakeApi(cloudRoutes(cloudRecord()));
  const storage = memoryStorage(opts.answered ? { [FIRST_RUN_KEY]: opts.answered } : {});
  render(
    <ServicesProvider value={makeServices({ fetch: api.fetch, platform })}>
      <MemoryRouter initialEntries={['/configuracoes/impressoras']}>
        <Routes>
          <Route path="/pedidos" element={<p>Tela de pedidos</p>} />
          <Route path="*" element={<p>Outra tela</p>} />
        </Routes>
        <FirstRunHost storage={storage} />
      </MemoryRouter>
      <FeedbackHost />
    </ServicesProvider>,
  );
  return { fake, update, storage, calls: api.calls };
}

const dialog = () => screen.findByRole('dialog', { name: 'Configurar este computador' });
const click = async (name: string | RegExp, within_?: HTMLElement) =>
  userEvent.click(await (within_ ? within(within_) : screen).findByRole('button', { name }));

beforeEach(() => {
  useFirstRun.setState({ open: false, summary: null });
  useSound.setState({ volume: 1 });
});

describe('the offer rule', () => {
  it.each([
    [{ neverSaved: true as const }, null, true],
    [{}, null, false],
    [{ neverSaved: true as const }, 'dismissed', false],
    [{ neverSaved: true as const }, 'done', false],
  ])('view %j, answer %s → offered %s', (view, answer, offered) => {
    const storage = memoryStorage(answer ? { [FIRST_RUN_KEY]: answer } : {});
    expect(shouldOffer(view, storage)).toBe(offered);
  });

  it('a storage that throws still offers, and never breaks', () => {
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => undefined,
    };
    expect(shouldOffer({ neverSaved: true }, broken)).toBe(true);
  });

  it('maps each use to the search dialog’s routing', () => {
    expect(routingOf('none', ['12'])).toBeNull();
    expect(routingOf('cashier', ['12'])).toEqual({ cashier: true, categories: [] });
    expect(routingOf('production', ['12', '20'])).toEqual({ cashier: false, categories: ['12', '20'] });
    expect(routingOf('production', [])).toBeNull();
    expect(routingOf('both', ['20'])).toEqual({ cashier: true, categories: ['20'] });
  });
});

describe('the first-run guide', () => {
  it('is offered on a computer with no print settings saved; Agora não closes it for good', async () => {
    const { storage } = start();
    const d = await dialog();
    expect(within(d).getByRole('button', { name: 'Começar' })).toBe(document.activeElement);
    await click('Agora não', d);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(storage.map.get(FIRST_RUN_KEY)).toBe('dismissed');
  });

  it('is not offered once print settings were saved, nor after it was answered', async () => {
    const saved = start({ neverSaved: false });
    await waitFor(() => expect(saved.fake.bridge.getSettings).toHaveBeenCalled());
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('is not offered again after an answer', async () => {
    const answered = start({ answered: 'dismissed' });
    await waitFor(() => expect(answered.fake.bridge.getSettings).toHaveBeenCalled());
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('walks the five steps, each saving as its settings screen does, and ends with the summary', async () => {
    const { fake, update, storage, calls } = start();
    const d = await dialog();
    await click('Começar', d);

    // 1. printers: the same sweep; Caixa for one, Produção (every category ticked) for the other.
    expect(await within(d).findByRole('heading', { name: 'Impressoras deste computador' })).toBe(
      document.activeElement,
    );
    expect(fake.bridge.discoverPrinters).toHaveBeenCalledTimes(1);
    act(() => fake.emitDiscovery({ done: 254, total: 254, printers: [CAIXA, COZINHA] }));
    await act(async () => fake.finishDiscovery({ printers: [CAIXA, COZINHA], cancelled: false }));
    expect(await within(d).findByText('Busca concluída: 2 impressora(s).')).toBeTruthy();
    const caixaRow = within(d).getByRole('group', { name: /ELGIN 127\.0\.0\.1:9101/ });
    const cozinhaRow = within(d).getByRole('group', { name: /Impressora 127\.0\.0\.1:9102/ });
    expect(within(d).getByRole('button', { name: 'Salvar e continuar' })).toHaveProperty('disabled', true);
    await userEvent.click(within(caixaRow).getByRole('radio', { name: 'Caixa' }));
    await userEvent.click(within(cozinhaRow).getByRole('radio', { name: 'Produção' }));
    const categories = within(d).getByRole('group', { name: /Categorias da produção/ });
    expect(within(categories).getByRole('checkbox', { name: 'Pizzas Salgadas' })).toHaveProperty(
      'checked',
      true,
    );
    await userEvent.click(within(categories).getByRole('checkbox', { name: 'Bebidas' }));
    await click('Salvar e continuar', d);

    await within(d).findByRole('heading', { name: 'Página de teste' });
    expect(fake.bridge.savePrinter).toHaveBeenCalledWith(
      expect.objectContaining({ name: CAIXA.name, connection: CAIXA.connection }),
    );
    expect(fake.bridge.savePrinter).toHaveBeenCalledWith(
      expect.objectContaining({ name: COZINHA.name, connection: COZINHA.connection }),
    );
    const printersSave = fake.bridge.saveSettings.mock.calls[0]?.[0];
    expect(printersSave?.impressorasCaixa).toEqual([CAIXA.name]);
    expect(printersSave?.impressorasProducao['12']).toMatchObject({
      impressora: COZINHA.name,
      nome: 'Pizzas Salgadas',
    });
    expect(printersSave?.impressorasProducao['20']?.impressora ?? '').toBe('');
    expect(printersSave?.impressaoProducao).toBe('true');
    // …and in the cloud, as 'Salvar alterações' does.
    const cloud = calls.find((c) => c.route === 'v1 estabelecimentosimpressao/adicionar');
    expect(new URLSearchParams(cloud?.body).get('impressorasCaixa')).toBe(JSON.stringify([CAIXA.name]));

    // 2. a test page on each printer the settings now print to.
    await click('Imprimir página de teste em todas', d);
    await waitFor(() => expect(fake.bridge.testPage).toHaveBeenCalledTimes(2));
    expect(fake.bridge.testPage.mock.calls.map((c) => c[0])).toEqual([CAIXA.name, COZINHA.name]);
    expect(await within(d).findAllByText(/Página de teste enviada/)).toHaveLength(2);
    await click('Continuar', d);

    // 3. automatic accept and print, with its sentence, saved on the click.
    await within(d).findByRole('heading', { name: 'Impressão automática' });
    expect(within(d).getByText(/cada pedido novo é aceito e impresso sozinho/)).toBeTruthy();
    await userEvent.click(within(d).getByRole('checkbox', { name: /Aceitar e imprimir pedidos/ }));
    await waitFor(() =>
      expect(fake.bridge.saveSettings.mock.calls.at(-1)?.[0]).toMatchObject({
        autoAceiteImprimir: 'true',
        impressorasCaixa: [CAIXA.name],
      }),
    );
    await click('Continuar', d);

    // 4. the volume (the sound popover's save) and the test.
    await within(d).findByRole('heading', { name: 'Som dos pedidos' });
    const slider = within(d).getByRole('slider');
    fireEvent.change(slider, { target: { value: '80' } });
    await waitFor(() => expect(update).toHaveBeenCalledWith({ sound: { volume: 0.8 } }));
    expect(within(d).getByText('Volume: 80%')).toBeTruthy();
    await click('Testar som', d);
    expect(await within(d).findByText(/Som de teste tocado/)).toBeTruthy();
    await click('Continuar', d);

    // 5. desktop: start with the system and the tray.
    await within(d).findByRole('heading', { name: 'Bandeja e início com o sistema' });
    await userEvent.click(within(d).getByRole('checkbox', { name: /quando o computador ligar/ }));
    await waitFor(() => expect(update).toHaveBeenCalledWith({ startWithOs: true }));
    await userEvent.click(within(d).getByRole('checkbox', { name: /continuar na bandeja/ }));
    await waitFor(() => expect(update).toHaveBeenCalledWith({ closeBehavior: 'tray' }));
    await click('Concluir', d);

    // The orders screen, with what was set.
    expect(await screen.findByText('Tela de pedidos')).toBeTruthy();
    const summary = await screen.findByRole('region', { name: 'Este computador está pronto' });
    expect(summary.textContent).toContain(`Impressora ${CAIXA.name}`);
    expect(summary.textContent).toContain('Caixa · página de teste impressa');
    expect(summary.textContent).toContain('Produção (Pizzas Salgadas)');
    expect(summary.textContent).toMatch(/Aceitar e imprimir automaticamente\s*Ligado/);
    expect(summary.textContent).toContain('Volume 80% · testado');
    expect(summary.textContent).toContain('Continua na bandeja');
    expect(storage.map.get(FIRST_RUN_KEY)).toBe('done');
    await userEvent.click(within(summary).getByRole('button', { name: 'Fechar resumo' }));
    expect(screen.queryByRole('region', { name: 'Este computador está pronto' })).toBeNull();
  });

  it('every step can be skipped: nothing is saved; web mode has no tray step', async () => {
    const { fake, update, storage } = start({ kind: 'web' });
    const d = await dialog();
    await click('Começar', d);
    expect(
      within(d)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['1Impressoras', '2Teste', '3Impressão automática', '4Som']);
    for (const title of ['Impressoras deste computador', 'Página de teste', 'Impressão automática']) {
      await within(d).findByRole('heading', { name: title });
      await click('Pular', d);
    }
    await within(d).findByRole('heading', { name: 'Som dos pedidos' });
    expect(within(d).getByRole('button', { name: 'Concluir' })).toBeTruthy();
    await click('Pular', d);
    expect(await screen.findByText('Tela de pedidos')).toBeTruthy();
    expect(fake.bridge.saveSettings).not.toHaveBeenCalled();
    expect(fake.bridge.savePrinter).not.toHaveBeenCalled();
    expect(fake.bridge.testPage).not.toHaveBeenCalled();
    expect(update).not.toHaveBeenCalled();
    const summary = await screen.findByRole('region', { name: 'Este computador está pronto' });
    expect(summary.textContent).toContain('Nenhuma escolhida');
    expect(summary.textContent).toMatch(/Desligado/);
    expect(summary.textContent).not.toContain('bandeja');
    expect(storage.map.get(FIRST_RUN_KEY)).toBe('done');
  });
});
