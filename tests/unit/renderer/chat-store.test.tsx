// The chat store's rules: messages deduplicated by id and kept in time order, unread counts only
// for a minimized window, the 400-character limit, and which keys send.
import { afterEach, describe, expect, it } from 'vitest';
import {
  CHAT_MAX_LENGTH,
  MAX_OPEN_CHATS,
  composerKey,
  counterText,
  mergeMessages,
  sendableText,
  useChat,
  type ChatMessage,
} from '../../../renderer/src/stores/chat';

const msg = (
  id: string,
  createdAt: number,
  from: ChatMessage['from'] = 'customer',
  text = id,
): ChatMessage => ({
  id,
  text,
  from,
  createdAt,
});

afterEach(() => useChat.getState().reset());

describe('mergeMessages', () => {
  it('adds only unknown ids and keeps time order', () => {
    const a = [msg('1', 10), msg('3', 30)];
    const r = mergeMessages(a, [msg('2', 20), msg('3', 30), msg('2', 20), msg('4', 40)]);
    expect(r.messages.map((m) => m.id)).toEqual(['1', '2', '3', '4']);
    expect(r.added).toBe(2);
  });

  it('returns the same list when nothing is new (no re-render)', () => {
    const a = [msg('1', 10)];
    expect(mergeMessages(a, [msg('1', 10)]).messages).toBe(a);
  });

  it('messages without a date keep their arrival order', () => {
    const r = mergeMessages([msg('a', 0)], [msg('b', 0), msg('c', 0)]);
    expect(r.messages.map((m) => m.id)).toEqual(['a', 'b', 'c']);
  });
});

describe('composer rules', () => {
  it.each([
    ['', null],
    ['   \n\t ', null],
    ['Olá', 'Olá'],
    ['  Olá  ', 'Olá'],
    ['x'.repeat(400), 'x'.repeat(400)],
    ['x'.repeat(401), null],
    ['<script>alert(1)</script>', '<script>alert(1)</script>'],
  ])('sendableText(%j)', (draft, expected) => {
    expect(sendableText(draft)).toBe(expected);
  });

  it.each([
    ['', '0/400'],
    ['abc', '3/400'],
    ['x'.repeat(400), '400/400'],
  ])('counter of %j', (draft, text) => expect(counterText(draft)).toBe(text));

  it.each([
    [{ key: 'Enter' }, 'send'],
    [{ key: 'Enter', shiftKey: true }, 'newline'],
    [{ key: 'Enter', isComposing: true }, null],
    [{ key: 'a' }, null],
    [{ key: 'Escape' }, null],
  ])('key %j → %s', (e, action) => expect(composerKey(e)).toBe(action));

  it('the draft never holds more than 400 characters', () => {
    useChat.getState().openWindow('7');
    useChat.getState().setDraft('7', 'y'.repeat(1000));
    expect(useChat.getState().windows[0]?.draft).toHaveLength(CHAT_MAX_LENGTH);
  });
});

describe('windows', () => {
  const established = (id: string) =>
    useChat.getState().established(id, { conversationId: `c${id}`, customerName: 'Ana', messages: [] });

  it('one window per order; opening again restores it and clears its unread count', () => {
    expect(useChat.getState().openWindow('1')).toBe(true);
    established('1');
    useChat.getState().setMinimized('1', true);
    useChat.getState().addMessages('1', [msg('m1', 1)]);
    expect(useChat.getState().windows[0]?.unread).toBe(1);
    expect(useChat.getState().openWindow('1')).toBe(false);
    expect(useChat.getState().windows).toHaveLength(1);
    expect(useChat.getState().windows[0]).toMatchObject({ minimized: false, unread: 0 });
  });

  it('unread counts new customer messages of a minimized window only, once per id', () => {
    useChat.getState().openWindow('1');
    established('1');
    useChat.getState().addMessages('1', [msg('m1', 1)]);
    expect(useChat.getState().windows[0]?.unread).toBe(0);
    useChat.getState().setMinimized('1', true);
    useChat.getState().addMessages('1', [msg('m2', 2)]);
    useChat.getState().addMessages('1', [msg('m2', 2)]);
    useChat.getState().addMessages('1', [msg('s1', 3, 'store')]);
    expect(useChat.getState().windows[0]?.unread).toBe(1);
    useChat.getState().setMinimized('1', false);
    expect(useChat.getState().windows[0]?.unread).toBe(0);
  });

  it('a failed send keeps the draft and says why; a new attempt clears the error', () => {
    useChat.getState().openWindow('1');
    useChat.getState().setDraft('1', 'Oi');
    useChat.getState().setSending('1', true);
    useChat.getState().setSending('1', false, 'Falhou');
    expect(useChat.getState().windows[0]).toMatchObject({ draft: 'Oi', sendError: 'Falhou', messages: [] });
    useChat.getState().setSending('1', true);
    expect(useChat.getState().windows[0]?.sendError).toBeNull();
  });

  it('opening too many closes a minimized one first', () => {
    for (let i = 1; i <= MAX_OPEN_CHATS; i += 1) useChat.getState().openWindow(String(i));
    useChat.getState().setMinimized('3', true);
    useChat.getState().openWindow('99');
    const ids = useChat.getState().windows.map((w) => w.orderId);
    expect(ids).toHaveLength(MAX_OPEN_CHATS);
    expect(ids).not.toContain('3');
    expect(ids).toContain('99');
  });

  it('messages for an order without a window wait for it; opening clears them', () => {
    useChat.getState().bumpWaiting('5');
    useChat.getState().bumpWaiting('5');
    expect(useChat.getState().waiting['5']).toBe(2);
    useChat.getState().openWindow('5');
    expect(useChat.getState().waiting['5']).toBeUndefined();
  });
});
