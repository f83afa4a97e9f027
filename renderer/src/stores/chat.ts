/**
 * The open order chats (spec 01 §2 floating windows, §4 chat flow), UI-independent: one window
 * per order, in the order they were opened. Messages are keyed by their server _id, so an event
 * repeated by a re-join, a reconnect or the establishConnection history is shown once. Only
 * messages the server acknowledged or sent are ever added: a failed send stays in the composer.
 */
import { create } from 'zustand';

export const CHAT_MAX_LENGTH = 400;
/** Windows kept open at once; opening one more closes the oldest minimized one. */
export const MAX_OPEN_CHATS = 6;

export interface ChatMessage {
  id: string;
  text: string;
  from: 'store' | 'customer';
  /** Epoch ms; 0 when the server sent no readable date (kept in arrival order). */
  createdAt: number;
}

export type ChatPhase = 'opening' | 'open';

export interface ChatWindow {
  orderId: string;
  phase: ChatPhase;
  minimized: boolean;
  unread: number;
  conversationId: string | null;
  customerName: string;
  messages: readonly ChatMessage[];
  draft: string;
  sending: boolean;
  /** The last send failed: the text stays in the composer, with this explanation. */
  sendError: string | null;
}

interface ChatState {
  windows: readonly ChatWindow[];
  /** Customer messages for orders whose chat is not open (the card's chat button shows them). */
  waiting: Readonly<Record<string, number>>;
  /** The chat socket is connected (the windows say when it is not). */
  online: boolean;
  setOnline(online: boolean): void;
  bumpWaiting(orderId: string): void;
  /** Drops the waiting counts of orders that left the list (no card shows them any more). */
  forgetWaiting(orderIds: Iterable<string>): void;
  /** Starts (or brings back) the window of an order; false when it was already open. */
  openWindow(orderId: string): boolean;
  established(
    orderId: string,
    data: { conversationId: string; customerName: string; messages: readonly ChatMessage[] },
  ): void;
  /** Incoming or acknowledged messages; returns how many were new. */
  addMessages(orderId: string, messages: readonly ChatMessage[]): number;
  setMinimized(orderId: string, minimized: boolean): void;
  setDraft(orderId: string, draft: string): void;
  setSending(orderId: string, sending: boolean, error?: string | null): void;
  close(orderId: string): void;
  reset(): void;
}

/** Pure: existing + incoming, deduplicated by id, sorted by time (ties keep arrival order). */
export function mergeMessages(
  existing: readonly ChatMessage[],
  incoming: readonly ChatMessage[],
): { messages: readonly ChatMessage[]; added: number } {
  const ids = new Set(existing.map((m) => m.id));
  const fresh: ChatMessage[] = [];
  for (const m of incoming) {
    if (ids.has(m.id)) continue;
    ids.add(m.id);
    fresh.push(m);
  }
  if (fresh.length === 0) return { messages: existing, added: 0 };
  const all = [...existing, ...fresh].map((m, i) => ({ m, i }));
  all.sort((a, b) => (a.m.createdAt && b.m.createdAt ? a.m.createdAt - b.m.createdAt : 0) || a.i - b.i);
  return { messages: all.map((x) => x.m), added: fresh.length };
}

/** What the composer may send: trimmed, non-empty, within the limit (spec 01 §5). */
export function sendableText(draft: string): string | null {
  const text = draft.trim();
  if (text === '' || text.length > CHAT_MAX_LENGTH) return null;
  return text;
}

/** The composer counter, 'n/400'. */
export function counterText(draft: string): string {
  return `${draft.length}/${CHAT_MAX_LENGTH}`;
}

export type ComposerKey = 'send' | 'newline' | null;

/** Enter sends, Shift+Enter is a new line; Enter that confirms an IME composition does neither. */
export function composerKey(e: { key: string; shiftKey?: boolean; isComposing?: boolean }): ComposerKey {
  if (e.key !== 'Enter' || e.isComposing) return null;
  return e.shiftKey ? 'newline' : 'send';
}

const blank = (orderId: string): ChatWindow => ({
  orderId,
  phase: 'opening',
  minimized: false,
  unread: 0,
  conversationId: null,
  customerName: '',
  messages: [],
  draft: '',
  sending: false,
  sendError: null,
});

function update(windows: readonly ChatWindow[], orderId: string, fn: (w: ChatWindow) => ChatWindow) {
  let changed = false;
  const next = windows.map((w) => {
    if (w.orderId !== orderId) return w;
    changed = true;
    return fn(w);
  });
  return changed ? next : windows;
}

export const useChat = create<ChatState>((set, get) => ({
  windows: [],
  waiting: {},
  online: false,
  setOnline: (online) => set({ online }),
  bumpWaiting: (orderId) =>
    set((s) => ({ waiting: { ...s.waiting, [orderId]: (s.waiting[orderId] ?? 0) + 1 } })),
  forgetWaiting(orderIds) {
    const gone = [...orderIds].filter((id) => get().waiting[id] !== undefined);
    if (gone.length === 0) return;
    set((s) => {
      const waiting = { ...s.waiting };
      for (const id of gone) delete waiting[id];
      return { waiting };
    });
  },
  openWindow(orderId) {
    if (get().waiting[orderId] !== undefined) {
      set((s) => {
        const waiting = { ...s.waiting };
        delete waiting[orderId];
        return { waiting };
      });
    }
    const existing = get().windows.find((w) => w.orderId === orderId);
    if (existing) {
      set((s) => ({ windows: update(s.windows, orderId, (w) => ({ ...w, minimized: false, unread: 0 })) }));
      return false;
    }
    set((s) => {
      let windows = [...s.windows, blank(orderId)];
      if (windows.length > MAX_OPEN_CHATS) {
        const victim = windows.find((w) => w.minimized) ?? windows[0];
        windows = windows.filter((w) => w !== victim);
      }
      return { windows };
    });
    return true;
  },
  established(orderId, data) {
    set((s) => ({
      windows: update(s.windows, orderId, (w) => ({
        ...w,
        phase: 'open',
        conversationId: data.conversationId,
        customerName: data.customerName,
        messages: mergeMessages(w.messages, data.messages).messages,
      })),
    }));
  },
  addMessages(orderId, messages) {
    let added = 0;
    set((s) => ({
      windows: update(s.windows, orderId, (w) => {
        const merged = mergeMessages(w.messages, messages);
        added = merged.added;
        if (merged.added === 0) return w;
        const fromCustomer = messages.filter((m) => m.from === 'customer').length;
        const unread = w.minimized ? w.unread + Math.min(fromCustomer, merged.added) : 0;
        return { ...w, messages: merged.messages, unread };
      }),
    }));
    return added;
  },
  setMinimized(orderId, minimized) {
    set((s) => ({
      windows: update(s.windows, orderId, (w) => ({ ...w, minimized, unread: minimized ? w.unread : 0 })),
    }));
  },
  setDraft(orderId, draft) {
    const clipped = draft.slice(0, CHAT_MAX_LENGTH);
    set((s) => ({ windows: update(s.windows, orderId, (w) => ({ ...w, draft: clipped })) }));
  },
  setSending(orderId, sending, error = null) {
    set((s) => ({
      windows: update(s.windows, orderId, (w) => ({ ...w, sending, sendError: sending ? null : error })),
    }));
  },
  close(orderId) {
    set((s) => ({ windows: s.windows.filter((w) => w.orderId !== orderId) }));
  },
  reset: () => set({ windows: [], waiting: {}, online: false }),
}));

export function findWindow(windows: readonly ChatWindow[], orderId: string): ChatWindow | undefined {
  return windows.find((w) => w.orderId === orderId);
}

/**
 * Customer messages not yet seen for an order: its minimized window's count, or the waiting count
 * when no window is open (an open, expanded window has read them all).
 */
export function unreadFor(
  s: { windows: readonly ChatWindow[]; waiting: Readonly<Record<string, number>> },
  orderId: string,
): number {
  const w = findWindow(s.windows, orderId);
  return w ? w.unread : (s.waiting[orderId] ?? 0);
}

/** One order's unread count; the caller re-renders only when that number changes. */
export function useOrderUnread(orderId: string): number {
  return useChat((s) => unreadFor(s, orderId));
}

export function windowByConversation(
  windows: readonly ChatWindow[],
  conversationId: string,
): ChatWindow | undefined {
  return windows.find((w) => w.conversationId === conversationId);
}

// ---------------------------------------------------------------- the running chat

/** What opens an order's chat: the chat dock's service, while the shell shows it. */
export interface ChatOpener {
  open(orderId: string): Promise<void>;
}

let activeChat: ChatOpener | null = null;

/**
 * The shell's chat dock registers its service; the order's 'Abrir chat' button (order-delivery)
 * uses it. It lives here, beside the chat state, so neither feature imports the other.
 */
export function setActiveChat(chat: ChatOpener | null): void {
  activeChat = chat;
}

export function openChat(orderId: string): void {
  void activeChat?.open(orderId);
}
