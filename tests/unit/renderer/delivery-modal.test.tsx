// Solicitar/Vincular Motoboy against a fake platform: the bairro list (filtered, duplicates
// named by city, preselected, required), the request body, failures, the missing-coordinates
// path through the address adjustment, the link code, and cancelling.
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AREA_REQUIRED_MESSAGE } from '../../../shared/delivery/coverage-areas';
import { LINK_CODE_PATTERN } from '../../../shared/delivery/link-code';
import { ServicesProvider } from '../../../renderer/src/services/services';
import { FeedbackHost } from '../../../renderer/src/components/feedback/FeedbackHost';
import { CourierFlowHost } from '../../../renderer/src/features/delivery/CourierFlowHost';
import { CODES_KEY, useDelivery } from '../../../renderer/src/order-delivery/deliveryStore';
import { cancelCourierRequest } from '../../../renderer/src/order-delivery/useCourierCommands';
import { useSession } from '../../../renderer/src/stores/session';
import { ADMIN, fakeApi, json, makeServices, type Handler } from './helpers';
import { liveOrder } from './orderFixtures';

afterEach(() => {
  useDelivery.setState({ flow: null, lists: {}, codes: {}, cancelling: {} });
});

const area = (id: number | null, name: string | null, city: string, enabled = true) => ({
  coverageAreaID: id,
  enabled,
  price: 8,
  external_id: String(id),
  coverageArea: { name, city: { name: city } },
});

const AREAS = [
  area(10, 'Centro', 'São Paulo'),
  area(11, 'Centro', 'Guarulhos'),
  area(12, 'Vila Mariana', 'São Paulo'),
  area(13, 'Moema', 'São Paulo', false),
  area(null, 'Saúde', 'São Paulo'),
  area(14, null, 'São Paulo'),
  area(15, '', 'São Paulo'),
];

const ORDER = liveOrder({
  id_pedido: '42',
  status: 'PA',
  canUseExternalDelivery: true,
  endereco_id: '900',
  pedidoObj: { endereco_id_bairro: '315' },
});

function setup(kind: 'request' | 'link', routes: Record<string, Handler | unknown> = {}) {
  useSession.getState().setUser(ADMIN);
  const api = fakeApi({
    'GET json v2/delivery/coverageAreas': { coverageAreas: AREAS },
    'GET json areas/315': { area: { external_id: '12', name: 'Vila Mariana' } },
    'POST json v2/delivery': {
      message: 'Entrega solicitada com sucesso.',
      data: { id: 'd1', id_pedido: '42', status: 'SEARCHING_DELIVERY', code: null },
    },
    ...routes,
  });
  const services = makeServices({ fetch: api.fetch });
  render(
    <ServicesProvider value={services}>
      <CourierFlowHost />
      <FeedbackHost />
    </ServicesProvider>,
  );
  act(() => useDelivery.getState().startFlow(kind, ORDER));
  return api;
}

const select = () => screen.findByLabelText('Bairro da entrega') as Promise<HTMLSelectElement>;
const deliveryCalls = (api: ReturnType<typeof fakeApi>) =>
  api.calls.filter((c) => c.route === 'json v2/delivery').map((c) => JSON.parse(c.body) as unknown);

describe('Solicitar Motoboy', () => {
  it('lists usable areas, names duplicates by city, preselects the order bairro and sends the request', async () => {
    const api = setup('request');
    const s = await select();
    const labels = within(s)
      .getAllByRole('option')
      .map((o) => o.textContent?.replace(/\s/g, ' '));
    expect(labels).toEqual([
      'Selecione o bairro',
      'Centro - Guarulhos (R$ 8,00)',
      'Centro - São Paulo (R$ 8,00)',
      'Vila Mariana (R$ 8,00)',
    ]);
    await waitFor(() => expect(s.value).toBe('12'));
    fireEvent.click(screen.getByRole('button', { name: 'Solicitar Motoboy' }));
    await waitFor(() => expect(useDelivery.getState().flow).toBeNull());
    expect(deliveryCalls(api)).toEqual([{ id_pedido: '42', coverage_area_id: '12' }]);
  });

  it('a bairro is required', async () => {
    const api = setup('request', { 'GET json areas/315': () => json({ message: 'x' }, 404) });
    await select();
    fireEvent.click(screen.getByRole('button', { name: 'Solicitar Motoboy' }));
    expect((await screen.findByRole('alert')).textContent).toBe(AREA_REQUIRED_MESSAGE);
    expect(deliveryCalls(api)).toEqual([]);
  });

  it.each([
    [
      () =>
        json(
          { message: 'Nenhum entregador disponível na região no momento.', error: 'PROVIDER_FAILURE' },
          422,
        ),
      'Nenhum entregador disponível na região no momento.',
    ],
    [() => json({ error: 'X' }, 422), 'Erro interno, tente novamente!'],
    [() => json({ message: 'stack trace' }, 500), 'Erro interno, tente novamente!'],
    [() => new Response('<html>', { status: 502 }), 'Erro interno, tente novamente!'],
  ])('a refusal shows the server message or the fallback (%#)', async (answer, text) => {
    setup('request', { 'POST json v2/delivery': answer });
    await waitFor(async () => expect((await select()).value).toBe('12'));
    fireEvent.click(screen.getByRole('button', { name: 'Solicitar Motoboy' }));
    expect((await screen.findByRole('alert')).textContent).toBe(text);
    expect(useDelivery.getState().flow).not.toBeNull();
  });

  it('no coordinates: the error, the address adjustment (saved), then the request again', async () => {
    let attempt = 0;
    const api = setup('request', {
      'POST json v2/delivery': () =>
        ++attempt === 1
          ? json(
              {
                message: 'O endereço do pedido não possui coordenadas.',
                error: 'ADDRESS_WITHOUT_COORDINATES',
              },
              422,
            )
          : json({ message: 'ok', data: { id: 'd1', code: null } }),
      'GET json geocoder/autocomplete': (call: { search: string }) =>
        json({
          results:
            new URLSearchParams(call.search).get('q') === 'domingos 1200'
              ? [
                  { id: 'bad', formattedAddress: 'Sem coordenadas', lat: 'x', lng: 1 },
                  {
                    id: 'sp-001',
                    street: 'Rua Domingos de Morais',
                    formattedAddress: 'Rua Domingos de Morais, 1200 - Vila Mariana, São Paulo - SP',
                    lat: -23.5869,
                    lng: -46.6353,
                  },
                ]
              : [],
        }),
      'POST v1 enderecos/updateUserAddress/42/900': { status: true, founded: true, success: true },
    });
    await waitFor(async () => expect((await select()).value).toBe('12'));
    fireEvent.click(screen.getByRole('button', { name: 'Solicitar Motoboy' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('Erro ao solicitar entrega externa!');
    expect(dialog.textContent).toContain('Não é possível solicitar uma entrega externa para este pedido');
    fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    const box = await screen.findByRole('combobox', { name: 'Buscar endereço' });
    await userEvent.clear(box);
    await userEvent.type(box, 'domingos 1200');
    const option = await screen.findByRole('option', { name: /Rua Domingos de Morais, 1200/ });
    expect(screen.getAllByRole('option')).toHaveLength(1);
    expect(option.getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(box, { key: 'Enter' });
    fireEvent.click(await screen.findByRole('button', { name: 'Salvar endereço e continuar' }));
    await waitFor(() => expect(useDelivery.getState().flow).toBeNull());
    const save = api.calls.find((c) => c.route === 'v1 enderecos/updateUserAddress/42/900');
    const form = Object.fromEntries(new URLSearchParams(save?.body));
    expect(form).toMatchObject({
      founded: 'true',
      lat: '-23.5869',
      lng: '-46.6353',
      formattedAddress: 'Rua Domingos de Morais, 1200 - Vila Mariana, São Paulo - SP',
    });
    expect(JSON.parse(form.selectedAddress ?? '{}')).toMatchObject({
      id: 'sp-001',
      street: 'Rua Domingos de Morais',
    });
    expect(deliveryCalls(api)).toHaveLength(2);
  });

  it('a refused address save says why and keeps the modal', async () => {
    setup('request', {
      'POST json v2/delivery': () => json({ message: 'x', error: 'ADDRESS_WITHOUT_COORDINATES' }, 422),
      'GET json geocoder/autocomplete': {
        results: [{ id: 'a', formattedAddress: 'Rua A, 1', lat: 1, lng: 2 }],
      },
      'POST v1 enderecos/updateUserAddress/42/900': {
        status: false,
        founded: false,
        success: false,
        erro: 'Coordenadas inválidas.',
      },
    });
    await waitFor(async () => expect((await select()).value).toBe('12'));
    fireEvent.click(screen.getByRole('button', { name: 'Solicitar Motoboy' }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'OK' }));
    fireEvent.click(await screen.findByRole('option', { name: /Rua A, 1/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Salvar endereço e continuar' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Coordenadas inválidas.');
    expect(useDelivery.getState().flow).not.toBeNull();
  });
});

describe('Vincular Motoboy', () => {
  it('a generated code (regenerable), a required name, and the request with name, provider and code', async () => {
    const api = setup('link', {
      'POST json v2/delivery': (call: { body: string }) =>
        json({ data: { id: 'd2', code: (JSON.parse(call.body) as { code: string }).code } }),
    });
    const code = await screen.findByTestId('link-code');
    expect(code.textContent).toMatch(LINK_CODE_PATTERN);
    const spy = vi.spyOn(Math, 'random').mockReturnValue(0);
    fireEvent.click(screen.getByRole('button', { name: 'Gerar outro código' }));
    spy.mockRestore();
    expect(code.textContent).toBe('A-00000');
    await waitFor(async () => expect((await select()).value).toBe('12'));
    fireEvent.click(screen.getByRole('button', { name: 'Vincular Motoboy' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Informe o nome do motoboy.');
    await userEvent.type(screen.getByLabelText('Nome do motoboy'), 'Carlos');
    await userEvent.type(screen.getByLabelText(/Empresa ou aplicativo/), 'Própria');
    fireEvent.click(screen.getByRole('button', { name: 'Vincular Motoboy' }));
    await waitFor(() => expect(useDelivery.getState().flow).toBeNull());
    expect(deliveryCalls(api)).toEqual([
      {
        id_pedido: '42',
        coverage_area_id: '12',
        name: 'Carlos',
        external_provider: 'Própria',
        code: 'A-00000',
      },
    ]);
    expect(useDelivery.getState().codes['42']).toBe('A-00000');
    expect(JSON.parse(localStorage.getItem(CODES_KEY) ?? '{}')).toEqual({ '42': 'A-00000' });
  });
});

describe('Cancelar Solicitação', () => {
  const searching = liveOrder({
    id_pedido: '42',
    status: 'PA',
    externalDeliveryStatus: 'SEARCHING_DELIVERY',
    externalDeliveryId: 'd1',
  });

  function run(answer: Handler | unknown) {
    useSession.getState().setUser(ADMIN);
    const api = fakeApi({ 'POST json v2/delivery/d1/cancel': answer });
    const services = makeServices({ fetch: api.fetch });
    render(<FeedbackHost />);
    const sync = { refreshOrder: vi.fn(async () => undefined) };
    return { api, sync, result: cancelCourierRequest(services.api, sync, searching) };
  }

  it('ORDER_CANCELED: the success toast, the order refreshed, the code forgotten', async () => {
    useDelivery.getState().setCode('42', 'A-12345');
    const { result, sync, api } = run({ data: { message: 'ORDER_CANCELED' } });
    expect(await result).toBe(true);
    expect(await screen.findByText('Solicitação de entrega cancelada com sucesso!')).toBeTruthy();
    expect(sync.refreshOrder).toHaveBeenCalledWith('42');
    expect(useDelivery.getState().codes['42']).toBeUndefined();
    expect(api.calls[0]?.body).toBe('{}');
  });

  it.each([
    [{ data: { message: 'ORDER_ALREADY_COLLECTED' } }],
    [{ data: { message: 'order_canceled' } }],
    [{ message: 'ORDER_CANCELED' }],
    [() => json({ message: 'Entrega não encontrada.', data: { message: 'DELIVERY_NOT_FOUND' } }, 404)],
    [() => json({}, 500)],
  ])('anything else (%j) is the failure message', async (answer) => {
    const { result } = run(answer);
    expect(await result).toBe(false);
    expect((await screen.findByRole('alertdialog')).textContent).toContain(
      'Problema ao cancelar solicitação de entrega.',
    );
  });
});
