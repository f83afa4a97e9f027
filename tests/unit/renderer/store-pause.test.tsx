// 'Pausar' in the shell's header (issue 34 §1) against a fake platform: the pause closes the
// store with the spec's call and shows 'Pausado · volta às …' with its countdown, the tray hears
// it, 'Retomar agora' opens it again; a pause that ended while the desk was off reopens at start.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { emptyWeek } from '../../../shared/store-settings/hours';
import { clockTime, type PauseRecord } from '../../../shared/store-pause/pause';
import { usePause } from '../../../renderer/src/app/shell/pause/pauseStore';
import { useShop } from '../../../renderer/src/stores/shop';
import { ADMIN, fakeApi, fakePlatform, makeServices, renderApp, shellRoutes, type Call } from './helpers';
import { storeBody } from './storeFixtures';

/** Open day and night every day: any moment is within the hours. */
const ALWAYS = emptyWeek().map((d) => ({ ...d, checked: true, abertura: '00:00', fechamento: '00:00' }));
/** Closed every day: no moment is. */
const NEVER = emptyWeek();

afterEach(() => {
  useShop.getState().reset();
  usePause.setState({ pause: null, controller: null });
});

function setup(opts: { kept?: PauseRecord; fechado?: 'S' | 'N'; hours?: typeof ALWAYS } = {}) {
  let fechado = opts.fechado ?? 'N';
  const host = fakePlatform({ session: ADMIN });
  const switched: string[] = [];
  const api = fakeApi(
    shellRoutes({
      'GET v1 estabelecimento/getLoja': () =>
        new Response(JSON.stringify(storeBody({ fechado })), {
          headers: { 'content-type': 'application/json' },
        }),
      'GET v1 software_app/listarHorarios': {
        status: true,
        auto_abrir: 'N',
        auto_fechar: 'N',
        obj: opts.hours ?? ALWAYS,
      },
      'POST v1 estabelecimento/mudaPrevisao': { status: true, mensagem: 'Previsão alterada' },
      'POST v1 estabelecimento/mudaAberturaFechamento': (call: Call) => {
        fechado = new URLSearchParams(call.body).get('fechado') === 'S' ? 'S' : 'N';
        switched.push(fechado);
        return new Response(JSON.stringify({ status: true, mensagem: 'ok' }), {
          headers: { 'content-type': 'application/json' },
        });
      },
    }),
  );
  const start = async () => {
    if (opts.kept) await host.platform.settings.saveStorePause(opts.kept);
    renderApp('/', { user: ADMIN, services: makeServices({ fetch: api.fetch, platform: host.platform }) });
  };
  return { host, api, switched, start };
}

describe('store pause in the header', () => {
  it('pauses for 30 min with a reason, shows the return time and countdown, and Retomar agora reopens', async () => {
    const user = userEvent.setup();
    const { host, switched, start } = setup();
    await start();
    await user.click(await screen.findByRole('button', { name: 'Pausar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pausar a loja' });
    await user.click(within(dialog).getByRole('radio', { name: '30 min' }));
    await user.click(within(dialog).getByRole('radio', { name: 'Falta de produto' }));
    const before = Date.now();
    await user.click(within(dialog).getByRole('button', { name: 'Pausar loja' }));

    const status = await screen.findByText(/^Pausado · volta às \d\d:\d\d$/);
    const endsAt = usePause.getState().pause?.endsAt ?? 0;
    expect(endsAt - before).toBeGreaterThanOrEqual(30 * 60_000);
    expect(status.textContent).toBe(`Pausado · volta às ${clockTime(endsAt)}`);
    expect(screen.getByLabelText(/^Faltam (29:5\d|30:00)$/)).toBeTruthy();
    expect(switched).toEqual(['S']);
    expect(screen.getByText('Loja fechada')).toBeTruthy();
    expect(host.platform.window.setTrayPause).toHaveBeenLastCalledWith({ endsAt });
    const kept = await host.platform.settings.getStorePause();
    expect(kept.pause).toMatchObject({ reason: 'Falta de produto', length: '30', by: ADMIN.nome });
    expect(kept.log.at(-1)?.why).toContain('Falta de produto');

    await user.click(screen.getByRole('button', { name: 'Retomar agora' }));
    await waitFor(() => expect(switched).toEqual(['S', 'N']));
    expect(await screen.findByRole('button', { name: 'Pausar' })).toBeTruthy();
    expect(host.platform.window.setTrayPause).toHaveBeenLastCalledWith(null);
    expect((await host.platform.settings.getStorePause()).log.at(-1)).toMatchObject({ kind: 'return' });
  });

  it("'até o fim do expediente' outside the hours is refused in words, and the store stays open", async () => {
    const user = userEvent.setup();
    const { switched, start } = setup({ hours: NEVER });
    await start();
    await user.click(await screen.findByRole('button', { name: 'Pausar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pausar a loja' });
    await user.click(within(dialog).getByRole('radio', { name: 'até o fim do expediente' }));
    await user.click(within(dialog).getByRole('button', { name: 'Pausar loja' }));
    expect((await within(dialog).findByRole('alert')).textContent).toContain(
      'fora do horário de funcionamento',
    );
    expect(switched).toEqual([]);
  });

  it('the switch by hand ends a running pause', async () => {
    const user = userEvent.setup();
    const { host, switched, start } = setup();
    await start();
    await user.click(await screen.findByRole('button', { name: 'Pausar' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Pausar loja' }));
    await screen.findByText(/^Pausado · volta às/);
    await user.click(screen.getByRole('switch'));
    await waitFor(() => expect(switched).toEqual(['S', 'N']));
    await waitFor(() => expect(screen.queryByText(/^Pausado · volta às/)).toBeNull());
    expect((await host.platform.settings.getStorePause()).log.at(-1)).toMatchObject({
      kind: 'ended',
      why: 'Loja aberta pelo interruptor',
    });
  });

  it('a pause that ended while the desk was off reopens the store at start, within hours, and says so', async () => {
    const now = Date.now();
    const kept: PauseRecord = {
      busy: null,
      pause: {
        store: ADMIN.id_estabelecimento,
        startedAt: now - 40 * 60_000,
        endsAt: now - 10 * 60_000,
        length: '30',
        reason: 'Muitos pedidos',
        by: 'Ana',
        hours: ALWAYS,
      },
      closedNotice: true,
      log: [],
    };
    const { switched, start } = setup({ kept, fechado: 'S' });
    await start();
    await waitFor(() => expect(switched).toEqual(['N']));
    expect(await screen.findByText(/com o caixa desligado: a loja foi reaberta agora/)).toBeTruthy();
  });

  it('a running pause survives the restart and its store stays closed', async () => {
    const now = Date.now();
    const kept: PauseRecord = {
      busy: null,
      pause: {
        store: ADMIN.id_estabelecimento,
        startedAt: now - 60_000,
        endsAt: now + 14 * 60_000,
        length: '15',
        reason: 'Outro',
        by: 'Ana',
        hours: ALWAYS,
      },
      closedNotice: true,
      log: [],
    };
    const { switched, start } = setup({ kept, fechado: 'S' });
    await start();
    expect(await screen.findByText(`Pausado · volta às ${clockTime(now + 14 * 60_000)}`)).toBeTruthy();
    expect(switched).toEqual([]);
  });

  it('with the store closed the menu only explains, and keeps the closed-store notice setting', async () => {
    const user = userEvent.setup();
    const { host, switched, start } = setup({ fechado: 'S' });
    await start();
    await user.click(await screen.findByRole('button', { name: 'Pausar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pausar a loja' });
    expect(dialog.textContent).toContain('A loja está fechada. Para pausar, abra a loja pelo interruptor.');
    expect(within(dialog).queryByRole('button', { name: 'Pausar loja' })).toBeNull();
    expect(within(dialog).queryByRole('radio', { name: '15 min' })).toBeNull();
    const setting = within(dialog).getByRole('checkbox', { name: /fechada no horário de funcionamento/ });
    expect((setting as HTMLInputElement).checked).toBe(true);
    await user.click(setting);
    await waitFor(async () =>
      expect((await host.platform.settings.getStorePause()).closedNotice).toBe(false),
    );
    expect((setting as HTMLInputElement).checked).toBe(false);
    expect(switched).toEqual([]);
  });
});

describe("'Modo movimentado' in the header (issue 34 §2)", () => {
  it('moves the estimate up with the spec call, shows it in the header, and Encerrar moves it back', async () => {
    const user = userEvent.setup();
    const { api, host, start } = setup();
    const previsao: string[] = [];
    api.calls.length = 0;
    await start();
    await user.click(await screen.findByRole('button', { name: 'Modo movimentado' }));
    const dialog = await screen.findByRole('dialog', { name: 'Modo movimentado' });
    await user.click(within(dialog).getByRole('radio', { name: '1 h' }));
    await user.click(within(dialog).getByRole('button', { name: 'Ativar modo movimentado' }));
    const label = await screen.findByText(/· movimentado até \d\d:\d\d$/);
    const busy = usePause.getState().busy;
    expect(label.textContent).toBe(
      `Entrega ${busy?.to.min}–${busy?.to.max} min · movimentado até ${clockTime(busy?.endsAt ?? 0)}`,
    );
    for (const c of api.calls)
      if (c.route.includes('mudaPrevisao')) previsao.push(new URLSearchParams(c.body).toString());
    expect(previsao).toEqual([`entrega_minimo=${busy?.to.min}&entrega_maximo=${busy?.to.max}`]);
    expect((await host.platform.settings.getStorePause()).busy).toMatchObject({ length: '60', steps: 1 });

    await user.click(screen.getByRole('button', { name: 'Encerrar' }));
    await screen.findByRole('button', { name: 'Modo movimentado' });
    const last = api.calls.filter((c) => c.route.includes('mudaPrevisao')).at(-1);
    expect(new URLSearchParams(last?.body).toString()).toBe(
      `entrega_minimo=${busy?.from.min}&entrega_maximo=${busy?.from.max}`,
    );
  });

  it('while paused the trigger is not offered (a paused store takes no orders); it is back on return', async () => {
    const user = userEvent.setup();
    const { start } = setup();
    await start();
    await user.click(await screen.findByRole('button', { name: 'Pausar' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Pausar loja' }));
    await screen.findByText(/^Pausado · volta às/);
    expect(screen.queryByRole('button', { name: 'Modo movimentado' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Retomar agora' }));
    expect(await screen.findByRole('button', { name: 'Modo movimentado' })).toBeTruthy();
  });

  it('a busy mode running when the pause starts stays, in its short words, and Encerrar still ends it', async () => {
    const user = userEvent.setup();
    const { start } = setup();
    await start();
    await user.click(await screen.findByRole('button', { name: 'Modo movimentado' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Modo movimentado' })).getByRole('button', {
        name: 'Ativar modo movimentado',
      }),
    );
    await screen.findByText(/^Entrega .* · movimentado até \d\d:\d\d$/);
    const endsAt = usePause.getState().busy?.endsAt ?? 0;
    await user.click(screen.getByRole('button', { name: 'Pausar' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Pausar a loja' })).getByRole('button', {
        name: 'Pausar loja',
      }),
    );
    await screen.findByText(/^Pausado · volta às/);
    const short = await screen.findByText(`Movimentado até ${clockTime(endsAt)}`);
    expect(short.getAttribute('title')).toMatch(/^Entrega .* · movimentado até/);
    await user.click(screen.getByRole('button', { name: 'Encerrar' }));
    await waitFor(() => expect(usePause.getState().busy).toBeNull());
    expect(screen.queryByRole('button', { name: 'Modo movimentado' })).toBeNull();
  });
});
