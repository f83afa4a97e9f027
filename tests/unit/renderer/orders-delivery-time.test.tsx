// The delivery-time control (spec 01 §2, §5, §9): presets only, the server's message as a
// 2 s toast, the store's range updated; a refusal is 'Atenção!' with its message.
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { DELIVERY_TIME_PRESETS } from '../../../shared/api/platform-v1';
import { ServicesProvider } from '../../../renderer/src/services/services';
import { FeedbackHost } from '../../../renderer/src/components/feedback/FeedbackHost';
import { changeDeliveryTime, DeliveryTimeMenu } from '../../../renderer/src/features/orders/DeliveryTimeMenu';
import { useShop } from '../../../renderer/src/stores/shop';
import { fakeApi, json, makeServices, storeBody, type Handler } from './helpers';
import { storeDetailsSchema } from '../../../shared/api/platform-v1';

function withStore() {
  useShop.getState().setInfo(storeDetailsSchema.parse(storeBody().estabelecimento));
}

function setup(handler: Handler | unknown) {
  withStore();
  const api = fakeApi({ 'POST v1 estabelecimento/mudaPrevisao': handler });
  const services = makeServices({ fetch: api.fetch });
  render(
    <ServicesProvider value={services}>
      <DeliveryTimeMenu />
      <FeedbackHost />
    </ServicesProvider>,
  );
  return { api, services };
}

describe('changeDeliveryTime', () => {
  it('sends the preset, shows the server message and updates the range', async () => {
    const { api, services } = setup({ status: true, mensagem: 'Previsão de entrega alterada com sucesso!' });
    expect(await changeDeliveryTime(services.api, 20, 40)).toBe(true);
    expect(api.calls[0]?.body).toBe('entrega_minimo=20&entrega_maximo=40');
    expect(useShop.getState().info).toMatchObject({ entrega_minimo: 20, entrega_maximo: 40 });
    expect(await screen.findByText('Previsão de entrega alterada com sucesso!')).toBeTruthy();
  });

  it('refused: Atenção! with the server message, range unchanged', async () => {
    const { services } = setup({ status: false, mensagem: 'Previsão de entrega inválida.' });
    expect(await changeDeliveryTime(services.api, 15, 30)).toBe(false);
    const dialog = await screen.findByRole('alertdialog', { name: 'Atenção!' });
    expect(within(dialog).getByText('Previsão de entrega inválida.')).toBeTruthy();
    expect(useShop.getState().info).toMatchObject({ entrega_minimo: 40, entrega_maximo: 60 });
  });

  it('only presets are ever sent', async () => {
    const { api, services } = setup({ status: true, mensagem: 'ok' });
    expect(await changeDeliveryTime(services.api, 10, 20)).toBe(false);
    expect(await changeDeliveryTime(services.api, 40, 90)).toBe(false);
    expect(api.calls).toHaveLength(0);
  });
});

describe('<DeliveryTimeMenu>', () => {
  it('shows the current range and offers the five presets', async () => {
    const user = userEvent.setup();
    setup(() => json({ status: true, mensagem: 'Previsão de entrega alterada com sucesso!' }));
    const trigger = screen.getByRole('button', { name: 'Entrega 40–60 min. Alterar a previsão de entrega' });
    await user.click(trigger);
    const items = await screen.findAllByRole('menuitemradio');
    expect(items.map((i) => i.textContent)).toEqual(DELIVERY_TIME_PRESETS.map(([a, b]) => `${a}–${b} min`));
    expect(items[2]?.getAttribute('aria-checked')).toBe('true');
    await user.click(items[4] as HTMLElement);
    await waitFor(() =>
      expect(
        screen.getByRole('button', { name: 'Entrega 90–120 min. Alterar a previsão de entrega' }),
      ).toBeTruthy(),
    );
  });
});
