// The order row's unread-chat badge (issue 5, "unread count ... on the order card"): icon and
// number with a spoken name, live from the chat store, gone once the chat is open and read.
import { act, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { OrderList } from '../../../renderer/src/features/orders/OrderList';
import { sectionsFilter, sortEntries } from '../../../renderer/src/orders-live/sections';
import { toEntry, type OrderEntry } from '../../../renderer/src/stores/orders';
import { unreadFor, useChat, type ChatMessage } from '../../../renderer/src/stores/chat';
import { liveOrder } from './orderFixtures';

afterEach(() => useChat.getState().reset());

const entries = new Map<string, OrderEntry>(
  [
    liveOrder({ id_pedido: '701', status: 'PA', usuario_nome: 'Ana Chat', chat_enabled: true }),
    liveOrder({ id_pedido: '702', status: 'PA', usuario_nome: 'Bruno Quieto', chat_enabled: true }),
  ].map((o) => [o.id_pedido, toEntry(o, Date.now())]),
);

function renderList() {
  render(
    <OrderList
      sections={sectionsFilter(sortEntries(entries))('')}
      limits={{}}
      selectedId={null}
      query=""
      onSelect={() => undefined}
      onShowMore={() => undefined}
    />,
  );
}

const row = (id: string) => {
  const el = document.querySelector<HTMLElement>(`.order-row[data-order-id="${id}"]`);
  if (!el) throw new Error(`no row ${id}`);
  return el;
};
/** The row's badge, found the way a screen reader would: an image named '… no chat'. */
const badge = (id: string) => within(row(id)).queryByRole('img', { name: /não lidas? no chat$/ });
const nameOf = (id: string) => badge(id)?.getAttribute('aria-label') ?? null;
const customer = (id: string, n: number): ChatMessage[] =>
  Array.from({ length: n }, (_, i) => ({
    id: `${id}-${i}`,
    text: 'Oi?',
    from: 'customer',
    createdAt: i + 1,
  }));

describe('unreadFor', () => {
  it.each([
    ['no window, nothing waiting', { windows: [], waiting: {} }, 0],
    ['no window, waiting', { windows: [], waiting: { '701': 3 } }, 3],
    ['another order waiting', { windows: [], waiting: { '702': 3 } }, 0],
    [
      'a window counts, not the waiting map',
      { windows: [{ orderId: '701', unread: 2 }], waiting: { '701': 9 } },
      2,
    ],
  ] as const)('%s', (_name, state, expected) => {
    expect(unreadFor(state as unknown as Parameters<typeof unreadFor>[0], '701')).toBe(expected);
  });
});

describe('the order row unread-chat badge', () => {
  it('is absent without unread messages', () => {
    renderList();
    expect(badge('701')).toBeNull();
    expect(row('701').querySelector('.badge--chat')).toBeNull();
  });

  it('counts messages waiting for a chat that is not open, live, on that row only', () => {
    renderList();
    act(() => useChat.getState().bumpWaiting('701'));
    expect(nameOf('701')).toBe('1 mensagem não lida no chat');
    act(() => useChat.getState().bumpWaiting('701'));
    expect(nameOf('701')).toBe('2 mensagens não lidas no chat');
    // Not colour alone: an icon and the number are visible.
    expect(badge('701')?.querySelector('svg')).not.toBeNull();
    expect(badge('701')?.textContent).toBe('2');
    // The row button's own name says it too.
    expect(screen.getByRole('button', { name: /2 mensagens não lidas no chat/ })).toBe(row('701'));
    expect(badge('702')).toBeNull();

    act(() => void useChat.getState().openWindow('701'));
    expect(badge('701')).toBeNull();
  });

  it('follows a minimized window and clears when it is expanded', () => {
    renderList();
    act(() => {
      const chat = useChat.getState();
      chat.openWindow('702');
      chat.established('702', { conversationId: 'c702', customerName: 'Bruno', messages: [] });
      chat.setMinimized('702', true);
      chat.addMessages('702', customer('702', 3));
    });
    expect(nameOf('702')).toBe('3 mensagens não lidas no chat');
    act(() => useChat.getState().setMinimized('702', false));
    expect(badge('702')).toBeNull();
    // Read while open: nothing to show.
    act(() => void useChat.getState().addMessages('702', customer('702b', 1)));
    expect(badge('702')).toBeNull();
  });

  it('caps the visible number but says the real count', () => {
    renderList();
    act(() => {
      for (let i = 0; i < 150; i += 1) useChat.getState().bumpWaiting('701');
    });
    expect(nameOf('701')).toBe('150 mensagens não lidas no chat');
    expect(badge('701')?.textContent).toBe('99+');
    expect(screen.getAllByRole('img', { name: /no chat$/ })).toHaveLength(1);
  });
});
