// The floating chat window: text rendered as text, pt-BR times, customer/store sides, the
// composer's counter and keys, a failed send with 'Tentar novamente', the minimized bar.
import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ChatWindow } from '../../../renderer/src/features/chat/ChatWindow';
import { useChat, type ChatWindow as ChatState } from '../../../renderer/src/stores/chat';

let unsubscribe: () => void = () => undefined;
afterEach(() => {
  unsubscribe();
  useChat.getState().reset();
});

const HOSTILE = '<img src=x onerror="window.__pwned=1"><script>window.__pwned=2</script>';

function show(patch: Partial<ChatState> = {}, online = true) {
  useChat.getState().openWindow('42');
  useChat.getState().established('42', {
    conversationId: 'c',
    customerName: 'Ana <b>Cliente</b>',
    messages: [
      { id: '1', text: HOSTILE, from: 'customer', createdAt: new Date(2026, 10, 21, 19, 5).getTime() },
      { id: '2', text: 'Saindo agora', from: 'store', createdAt: new Date(2026, 10, 21, 19, 7).getTime() },
    ],
  });
  useChat.setState({ windows: useChat.getState().windows.map((w) => ({ ...w, ...patch })) });
  const onSend = vi.fn();
  const onClose = vi.fn();
  const view = () => (
    <ChatWindow
      chat={useChat.getState().windows[0] as ChatState}
      online={online}
      onSend={onSend}
      onClose={onClose}
    />
  );
  const utils = render(view());
  const rerender = () => utils.rerender(view());
  unsubscribe = useChat.subscribe(() => {
    if (useChat.getState().windows[0]) rerender();
  });
  return { onSend, onClose, ...utils };
}

describe('chat window', () => {
  it('shows hostile text literally, with times and sides', () => {
    const { container } = show();
    expect(screen.getByRole('dialog', { name: 'Pedido #42' })).toBeTruthy();
    expect(screen.getByText(HOSTILE)).toBeTruthy();
    expect(screen.getByText('Ana <b>Cliente</b>')).toBeTruthy();
    expect(container.querySelector('img, script, b')).toBeNull();
    expect((window as { __pwned?: number }).__pwned).toBeUndefined();
    expect(container.querySelector('.chat-msg--customer')?.textContent).toContain('19:05');
    expect(container.querySelector('.chat-msg--store')?.textContent).toContain('Saindo agora');
  });

  it('counts n/400, sends on Enter, not on Shift+Enter, never when empty', () => {
    const { onSend } = show();
    const box = screen.getByLabelText('Mensagem para o cliente');
    expect(box.getAttribute('maxlength')).toBe('400');
    expect(screen.getByText('0/400')).toBeTruthy();
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(onSend).not.toHaveBeenCalled();
    fireEvent.change(box, { target: { value: 'Olá' } });
    expect(screen.getByText('3/400')).toBeTruthy();
    fireEvent.keyDown(box, { key: 'Enter', shiftKey: true });
    expect(onSend).not.toHaveBeenCalled();
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(onSend).toHaveBeenCalledWith('42');
  });

  it('a failed send says why and offers Tentar novamente', () => {
    const { onSend } = show({
      draft: 'Oi',
      sendError: 'Sem conexão com o chat. A mensagem não foi enviada.',
    });
    expect(screen.getByRole('alert').textContent).toContain('não foi enviada');
    fireEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(onSend).toHaveBeenCalledWith('42');
  });

  it('offline: says it is reconnecting', () => {
    show({}, false);
    expect(screen.getByRole('status').textContent).toContain('Reconectando');
  });

  it('minimizes (button or Escape) to a bar with the unread count; the bar restores it', () => {
    const { onClose } = show();
    fireEvent.keyDown(screen.getByLabelText('Mensagem para o cliente'), { key: 'Escape' });
    expect(useChat.getState().windows[0]?.minimized).toBe(true);
    useChat.getState().addMessages('42', [{ id: '3', text: 'e aí?', from: 'customer', createdAt: 0 }]);
    const bar = screen.getByRole('button', { name: /Abrir o chat do Pedido #42, 1 mensagem não lida/ });
    expect(bar.textContent).toContain('1');
    fireEvent.click(bar);
    expect(useChat.getState().windows[0]).toMatchObject({ minimized: false, unread: 0 });
    fireEvent.click(screen.getByRole('button', { name: 'Fechar o chat do Pedido #42' }));
    expect(onClose).toHaveBeenCalledWith('42');
  });

  it('closing gives the focus back to where the chat was opened from', async () => {
    const opener = document.createElement('button');
    document.body.append(opener);
    opener.focus();
    const { onClose } = show();
    expect(document.activeElement).toBe(screen.getByLabelText('Mensagem para o cliente'));
    fireEvent.click(screen.getByRole('button', { name: 'Fechar o chat do Pedido #42' }));
    expect(onClose).toHaveBeenCalledWith('42');
    await vi.waitFor(() => expect(document.activeElement).toBe(opener));
    opener.remove();
  });
});
