// 'Tela da cozinha' in the printing settings (issue 33 §3): hidden without the kitchen bridge,
// off by default, screens with categories, thresholds checked in Portuguese, the two sends, the
// second window, the tablet service with its pairing code and devices, saved via the bridge.
import type { KitchenDeskBridge } from '../../../shared/kitchen-screen/bridge';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { KitchenScreenSection } from '../../../renderer/src/features/printing/settings/KitchenScreenSection';
import { readForm, toForm } from '../../../renderer/src/features/printing/settings/kitchenSettingsForm';
import { useKitchenDesk } from '../../../renderer/src/kitchen/desk/deskStore';
import {
  DEFAULT_KITCHEN_SETTINGS,
  type KitchenServiceView,
  type KitchenSettings,
} from '../../../shared/kitchen-screen/contract';
import { fakeSource } from './kitchenFakes';

const categories = [
  { id: '7', name: 'Pizzas' },
  { id: '8', name: 'Bebidas' },
];

const service: KitchenServiceView = {
  state: 'listening',
  url: 'http://192.168.0.10:8790/',
  pairingCode: '482913',
  devices: [{ id: 'd1', name: 'Tablet da chapa', pairedAt: new Date(2026, 11, 4, 18, 0).getTime() }],
};

function fakeKitchen(initial: KitchenSettings = DEFAULT_KITCHEN_SETTINGS) {
  let stored = initial;
  const bridge = {
    ...fakeSource([]),
    getSettings: vi.fn(async () => stored),
    saveSettings: vi.fn(async (s: KitchenSettings) => (stored = s)),
    getService: vi.fn(async () => service),
    rotatePairingCode: vi.fn(async () => ({ ...service, pairingCode: '000111' })),
    revokeDevice: vi.fn(async () => ({ ...service, devices: [] })),
  };
  return bridge as typeof bridge & KitchenDeskBridge;
}

afterEach(() => useKitchenDesk.getState().reset());

const on = { ...DEFAULT_KITCHEN_SETTINGS, enabled: true };

describe('the card', () => {
  it('is not there without the kitchen bridge (web mode)', () => {
    const { container } = render(<KitchenScreenSection kitchen={null} categories={categories} />);
    expect(container.innerHTML).toBe('');
  });

  it('off by default: only the switch; turned on and saved through the bridge', async () => {
    const kitchen = fakeKitchen();
    render(<KitchenScreenSection kitchen={kitchen} categories={categories} />);
    const enable = await screen.findByRole('checkbox', { name: 'Usar a tela da cozinha' });
    expect((enable as HTMLInputElement).checked).toBe(false);
    expect(screen.queryByRole('checkbox', { name: /Pronto para retirada/ })).toBeNull();
    fireEvent.click(enable);
    fireEvent.click(screen.getByRole('button', { name: 'Salvar tela da cozinha' }));
    await waitFor(() => expect(kitchen.saveSettings).toHaveBeenCalledWith(on));
    expect(useKitchenDesk.getState().settings).toEqual(on);
  });

  it('screens with a name and categories; the sends and the second window', async () => {
    const kitchen = fakeKitchen(on);
    render(
      <KitchenScreenSection
        kitchen={kitchen}
        categories={categories}
        displays={[{ id: 2, label: 'Monitor 2' }]}
      />,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Adicionar tela' }));
    const tela = screen.getByRole('group', { name: 'Tela 1' });
    fireEvent.change(within(tela).getByLabelText('Nome da tela'), { target: { value: 'Pizzas ' } });
    fireEvent.click(within(tela).getByRole('checkbox', { name: 'Pizzas' }));
    fireEvent.click(screen.getByRole('checkbox', { name: /Pronto para retirada/ }));
    fireEvent.click(screen.getByRole('checkbox', { name: /Em produção/ }));
    fireEvent.click(screen.getByRole('checkbox', { name: /segunda janela/ }));
    fireEvent.change(screen.getByLabelText('Tela mostrada na janela'), {
      target: {
        value: (
          within(screen.getByLabelText('Tela mostrada na janela')).getAllByRole(
            'option',
          )[1] as HTMLOptionElement
        ).value,
      },
    });
    fireEvent.change(screen.getByLabelText('Monitor'), { target: { value: '2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Salvar tela da cozinha' }));
    await waitFor(() => expect(kitchen.saveSettings).toHaveBeenCalledTimes(1));
    const saved = kitchen.saveSettings.mock.calls[0]?.[0] as KitchenSettings;
    expect(saved.screens).toEqual([
      { id: expect.stringMatching(/^tela-/), name: 'Pizzas', categories: ['7'] },
    ]);
    expect(saved.sendReadyOnBump).toBe(true);
    expect(saved.sendProductionOnOpen).toBe(true);
    expect(saved.window).toEqual({ enabled: true, screenId: saved.screens[0]?.id, displayId: 2 });
  });

  it('bad thresholds, port or address: Portuguese messages, nothing saved, nothing lost', async () => {
    const kitchen = fakeKitchen(on);
    render(<KitchenScreenSection kitchen={kitchen} categories={categories} />);
    fireEvent.change(await screen.findByLabelText('Amarelo a partir de (minutos)'), {
      target: { value: '15' },
    });
    fireEvent.change(screen.getByLabelText('Vermelho depois de (minutos)'), { target: { value: '12' } });
    fireEvent.click(screen.getByRole('checkbox', { name: /Permitir tablets/ }));
    fireEvent.change(screen.getByLabelText('Porta'), { target: { value: '80' } });
    fireEvent.click(screen.getByRole('button', { name: 'Salvar tela da cozinha' }));
    expect(await screen.findByText('O tempo do vermelho precisa ser maior que o do amarelo.')).toBeTruthy();
    expect(screen.getByText('Informe uma porta entre 1024 e 65535.')).toBeTruthy();
    expect(screen.getByText('Informe o endereço deste computador na rede da loja.')).toBeTruthy();
    expect(kitchen.saveSettings).not.toHaveBeenCalled();
    expect((screen.getByLabelText('Vermelho depois de (minutos)') as HTMLInputElement).value).toBe('12');
  });

  it('the tablet service: address shown, pairing code, new code, remove a device', async () => {
    const kitchen = fakeKitchen({ ...on, tablet: { enabled: true, address: '192.168.0.10', port: 8790 } });
    render(<KitchenScreenSection kitchen={kitchen} categories={categories} />);
    expect(await screen.findByText('http://192.168.0.10:8790/')).toBeTruthy();
    expect(screen.getByText('482913')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Gerar novo código' }));
    expect(await screen.findByText('000111')).toBeTruthy();
    expect(screen.getByText('Tablet da chapa')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Remover Tablet da chapa' }));
    expect(await screen.findByText('Nenhum tablet pareado.')).toBeTruthy();
    expect(kitchen.revokeDevice).toHaveBeenCalledWith('d1');
  });

  it('a save that fails says so and keeps what was typed', async () => {
    const kitchen = fakeKitchen();
    kitchen.saveSettings.mockRejectedValueOnce(new Error('disk'));
    render(<KitchenScreenSection kitchen={kitchen} categories={categories} />);
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Usar a tela da cozinha' }));
    fireEvent.click(screen.getByRole('button', { name: 'Salvar tela da cozinha' }));
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain('Não foi possível salvar');
    expect(
      (screen.getByRole('checkbox', { name: 'Usar a tela da cozinha' }) as HTMLInputElement).checked,
    ).toBe(true);
  });
});

describe('readForm', () => {
  it.each([
    ['', '20', 'amber'],
    ['abc', '20', 'amber'],
    ['10', '0', 'red'],
    ['10', '10', 'red'],
    ['10', '999', 'red'],
  ])('amber %j red %j → error on %s', (amber, red, field) => {
    const r = readForm({ ...toForm(on), amber, red });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(Object.keys(r.errors)).toEqual([field]);
  });

  it('screens without a name or with the same name are refused', () => {
    const two = (a: string, b: string) =>
      readForm(
        toForm({
          ...on,
          screens: [
            { id: 'a', name: a, categories: [] },
            { id: 'b', name: b, categories: [] },
          ],
        }),
      );
    expect(two('Chapa', ' ')).toMatchObject({ ok: false, errors: { screens: 'Dê um nome a cada tela.' } });
    expect(two('Chapa', 'chapa')).toMatchObject({
      ok: false,
      errors: { screens: 'Duas telas não podem ter o mesmo nome.' },
    });
  });

  it("a window pointing at a removed screen falls back to the first one's default (null)", () => {
    const r = readForm(toForm({ ...on, window: { enabled: true, screenId: 'gone', displayId: null } }));
    expect(r).toMatchObject({ ok: true, settings: { window: { screenId: null } } });
  });
});
