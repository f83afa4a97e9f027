// Issue 35 §3: in the CPU profile of the 200-order burst every change of the orders store
// re-rendered the whole orders page (banners, notices, the detail pane), the automatic accept's
// changes in flight (`busy`, two per order) included. A change in flight on an order re-renders
// the list and that row; the page's other parts stay as they are.
import { act, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useOrders } from '../../../renderer/src/stores/orders';
import { json, renderShell } from './helpers';
import { rawOrder } from './orderFixtures';
import type * as OrderDetailModule from '../../../renderer/src/features/orders/OrderDetail';

const detailRenders = vi.hoisted(() => ({ count: 0 }));

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
});
