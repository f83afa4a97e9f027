// Issue 35 §2: the detail pane is never an empty white card. With no order chosen it says how to
// choose one and offers the pending order that has waited longest.
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { liveOrderSchema } from '../../../shared/api/live-order';
import { OrderDetail } from '../../../renderer/src/features/orders/OrderDetail';
import { oldestPending } from '../../../renderer/src/orders-live/sections';
import { toEntry, type OrderEntry } from '../../../renderer/src/stores/orders';
import type { OrderStatus } from '../../../shared/api/platform-v1';
import { rawOrder } from './orderFixtures';

function entry(id: string, status: OrderStatus, createdAt: number): OrderEntry {
  return toEntry(liveOrderSchema.parse(rawOrder({ id_pedido: id, status })), createdAt);
}

describe('oldestPending', () => {
  it('is the pending order that arrived first, whatever comes after it in the list', () => {
    // Sorted newest first, as the list keeps them.
    const sorted = [
      entry('9', 'PP', 900),
      entry('8', 'PA', 800),
      entry('7', 'PP', 700),
      entry('6', 'PD', 600),
    ];
    expect(oldestPending(sorted)?.order.id_pedido).toBe('7');
  });

  it('is none when nothing is pending', () => {
    expect(oldestPending([entry('8', 'PA', 800), entry('6', 'PC', 600)])).toBeUndefined();
    expect(oldestPending([])).toBeUndefined();
  });
});

describe('OrderDetail with no order chosen', () => {
  it('says how to choose one and opens the oldest pending order from its button', () => {
    const onOpen = vi.fn();
    render(
      <OrderDetail
        entry={undefined}
        busyAction={null}
        onAction={() => undefined}
        oldestPending={entry('48213', 'PP', 1)}
        onOpen={onOpen}
      />,
    );
    expect(screen.getByText(/Selecione um pedido na lista/)).toBeTruthy();
    expect(screen.getByText(/para escolher e/).textContent).toContain('Enter');
    fireEvent.click(screen.getByRole('button', { name: 'Abrir o pendente mais antigo: #48213' }));
    expect(onOpen).toHaveBeenCalledWith('48213');
  });

  it('shows no button when nothing is pending', () => {
    render(
      <OrderDetail entry={undefined} busyAction={null} onAction={() => undefined} onOpen={() => undefined} />,
    );
    expect(screen.queryByRole('button')).toBeNull();
  });
});
