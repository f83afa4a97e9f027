// Issue 31 §1: the detail shows the spec's [label, value] lines, and says what part of an order it
// could not read (a notice, not an empty card).
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { liveOrderSchema } from '../../../shared/api/live-order';
import { OrderDetail, unreadNotice } from '../../../renderer/src/features/orders/OrderDetail';
import { toEntry } from '../../../renderer/src/stores/orders';
import { rawOrder } from './orderFixtures';

function show(pedidoObj: unknown) {
  const order = liveOrderSchema.parse({ ...rawOrder(), pedidoObj });
  return render(
    <OrderDetail entry={toEntry(order, Date.now())} busyAction={null} onAction={() => undefined} />,
  );
}

describe('OrderDetail: payment and progress lines as the spec writes them', () => {
  it('shows [label, value] pairs as the platform’s objects', () => {
    const base = rawOrder().pedidoObj;
    show({
      ...base,
      dados_pagamento: [['Troco para', 'R$ 50,00']],
      andamentos: [{ rotulo: 'Aceito', valor: '12:31' }],
    });
    expect(screen.getByText('Troco para')).toBeTruthy();
    expect(screen.getByText('R$ 50,00')).toBeTruthy();
    expect(screen.getByText('Aceito')).toBeTruthy();
    expect(screen.queryByText(/não leu/)).toBeNull();
  });

  it('names what it could not read', () => {
    const base = rawOrder().pedidoObj;
    show({ ...base, dados_pagamento: 'Troco para R$ 50,00' });
    expect(
      screen.getByText(
        'Parte do pedido veio da plataforma num formato que o caixa não leu: dados de pagamento. Confira no painel da plataforma.',
      ),
    ).toBeTruthy();
  });

  it.each<[string[], string]>([
    [['pedidoObj'], 'os detalhes do pedido'],
    [['itens', 'itens.linhas', 'andamentos'], 'itens, linhas dos itens, andamentos'],
    [['outro'], 'outro'],
  ])('unreadNotice(%j) names %s', (fields, names) => {
    expect(unreadNotice(fields)).toBe(
      `Parte do pedido veio da plataforma num formato que o caixa não leu: ${names}. Confira no painel da plataforma.`,
    );
  });
});
