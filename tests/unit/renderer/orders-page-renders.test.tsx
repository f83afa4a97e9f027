// Issue 35 §3: in the CPU profile of the 200-order burst every change of the orders store
// re-rendered the whole orders page (banners, notices, the detail pane), the automatic accept's
// changes in flight (`busy`, two per order) included. A change in flight on an order re-renders
// the list and that row; the page's other parts stay as they are. A keystroke in the search renders
// the search box, not the rest of the top bar (its Radix menus, popover and tooltip).
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useOrders } from '../../../renderer/src/stores/orders';
import { json, renderShell } from './helpers';
import { rawOrder } from './orderFixtures';
import type * as OrderDetailModule from '../../../renderer/src/features/orders/OrderDetail';
import type * as DeliveryTimeMenuModule from '../../../renderer/src/features/orders/DeliveryTimeMenu';

const detailRenders = vi.hoisted(() => ({ count: 0 }));
const menuRenders = vi.hoisted(() => ({ count: 0 }));

vi.mock('../../../renderer/src/features/orders/DeliveryTimeMenu', async (importOriginal) => {
  const original = await importOriginal<typeof DeliveryTimeMenuModule>();
  return {
    ...original,
    DeliveryTimeMenu: () => {
      menuRenders.count += 1;
      return original.DeliveryTimeMenu();
    },
  };
});

vi.mock('../../../renderer/src/features/orders/OrderDetail', async (importOriginal) => {
  const original = await importOriginal<typeof OrderDetailModule>();
  return {
    ...original,
    OrderDetail: (props: Parameters<typeof original.OrderDetail>[0]) => {
      detailRenders.count += 1;
      return original.OrderDetail(props);
    },
  };
});

afterEach(() => {
  useOrders.getState().reset();
});

describe('the orders page', () => {
  it('a change in flight on an order does not render the detail pane again', async () => {
    const orders = [rawOrder({ id_pedido: '301' }), rawOrder({ id_pedido: '302', status: 'PA' })];
    renderShell(
      { 'GET v1 pedidos/listar': () => json({ status: true, pedidos: orders }) },
      undefined,
      '/pedidos',
    );
    await waitFor(() => expect(document.querySelector('.order-row[data-order-id="302"]')).not.toBeNull());
    const before = detailRenders.count;
    act(() => useOrders.getState().setBusy('302', 'accept'));
    await waitFor(() =>
      expect(document.querySelector('.order-row[data-order-id="302"]')?.getAttribute('aria-busy')).toBe(
        'true',
      ),
    );
    act(() => useOrders.getState().setBusy('302', null));
    expect(detailRenders.count).toBe(before);
  });

  it('typing in the search renders the search box, not the top bar’s other controls', async () => {
    const orders = [rawOrder({ id_pedido: '311' }), rawOrder({ id_pedido: '312', status: 'PA' })];
    renderShell(
      { 'GET v1 pedidos/listar': () => json({ status: true, pedidos: orders }) },
      undefined,
      '/pedidos',
    );
    await waitFor(() => expect(document.querySelector('.order-row[data-order-id="312"]')).not.toBeNull());
    const search = screen.getByRole('searchbox', { name: /Procurar pedidos/ });
    const before = menuRenders.count;
    expect(before).toBeGreaterThan(0);
    for (const text of ['3', '31', '312']) fireEvent.change(search, { target: { value: text } });
    await waitFor(() =>
      expect(document.querySelector<HTMLElement>('.order-list')?.dataset.query).toBe('312'),
    );
    expect(document.querySelectorAll('.order-row')).toHaveLength(1);
    expect(menuRenders.count).toBe(before);
  });
});
