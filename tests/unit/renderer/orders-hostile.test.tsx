// Hostile server text in orders (names, observations, item lines, payment labels, cancel
// reasons, realtime messages) is shown as text: no element, no script, no attribute from it.
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { OrderDetail } from '../../../renderer/src/features/orders/OrderDetail';
import { OrderList } from '../../../renderer/src/features/orders/OrderList';
import { sectionsFilter, sortEntries } from '../../../renderer/src/orders-live/sections';
import { toEntry } from '../../../renderer/src/stores/orders';
import { liveOrder } from './orderFixtures';

const XSS = [
  '<img src=x onerror="window.__pwned=1">',
  '<script>window.__pwned=1</script>',
  '"><svg onload=alert(1)>',
  '<a href="javascript:alert(1)">clique</a>',
  '{{constructor.constructor("alert(1)")()}}',
];

describe.each(XSS)('hostile text %j', (evil) => {
  const order = liveOrder({
    id_pedido: '666',
    status: 'PC',
    usuario_nome: evil,
    usuario_telefone_formatado: evil,
    motivo_cancelamento: evil,
    pedidoObj: {
      usuario_nome: evil,
      usuario_telefone_formatado: evil,
      endereco_completo: evil,
      observacoes: evil,
      forma_pagamento: evil,
      hash_pedido: evil,
      itens: [
        {
          nome: evil,
          quantidade: 1,
          valor_unitario: 1,
          valor_total: 1,
          linhas: [evil, `Borda:${evil},ok`],
          id_cardapio_categoria: evil,
        },
      ],
      dados_pagamento: [{ label: evil, value: evil }],
      andamentos: [{ label: evil, value: evil }],
    },
  });
  const entry = toEntry(order, Date.now());

  const assertInert = (root: HTMLElement) => {
    expect(root.querySelector('img, script, svg[onload], a[href^="javascript"], iframe')).toBeNull();
    for (const el of root.querySelectorAll('*')) {
      for (const attr of el.getAttributeNames()) expect(attr.startsWith('on'), attr).toBe(false);
    }
    expect((window as { __pwned?: number }).__pwned).toBeUndefined();
  };

  it('the detail shows it as text', () => {
    const { container } = render(<OrderDetail entry={entry} busyAction={null} onAction={() => undefined} />);
    assertInert(container);
    expect(within(container).getAllByText(evil, { exact: false }).length).toBeGreaterThan(3);
  });

  it('the list row shows it as text', () => {
    const { container } = render(
      <OrderList
        sections={sectionsFilter(sortEntries(new Map([['666', entry]])))('')}
        limits={{}}
        selectedId="666"
        query=""
        onSelect={() => undefined}
        onShowMore={() => undefined}
      />,
    );
    assertInert(container);
    expect(screen.getByText(evil)).toBeTruthy();
  });
});
