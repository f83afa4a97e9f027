/**
 * The chat flow (spec 01 §4 "Chat flow", §8, §9) between the chat store, the REST calls and the
 * chat socket, without React: opening (order info → establishConnection → join), incoming
 * messages (deduplicated, unread count and sound when minimized, OS notification), sending
 * (only an acknowledged message is added), and re-joining every open conversation on each
 * (re)connect, fetching what was missed meanwhile.
 */
import type { AttentionNotification } from '../../../../shared/bridge';
import type { ApiClient } from '../../api/http';
import type { ChatSocket, ChatSocketHandlers } from '../../realtime/chatSocket';
import { notificationText } from '../../orders-live/notificationText';
import { findWindow, sendableText, useChat, windowByConversation, type ChatMessage } from '../../stores/chat';
import { useOrders } from '../../stores/orders';
import {
  establishConnection,
  fetchChatOrderInfo,
  parseChatMessages,
  parseIncoming,
  parseSendAck,
  registerChatSocket,
} from './chatApi';

export const CHAT_OPEN_ERROR = 'Ocorreu um erro ao abrir seu chat :(';
export const SEND_OFFLINE = 'Sem conexão com o chat. A mensagem não foi enviada.';
export const SEND_TIMEOUT = 'O chat não confirmou o envio. A mensagem não foi enviada.';
const SEND_FAILED = 'Não foi possível enviar a mensagem.';

export interface ChatServiceDeps {
  api: ApiClient;
  /** Creates the chat socket with the service's handlers. */
  connect(handlers: ChatSocketHandlers): ChatSocket;
  /** id_estabelecimento: the store's user._id in messages and the id the calls carry. */
  storeId: string;
  /** The new-message sound (spec 01 §9), already respecting the sound settings. */
  playSound(): void;
  notify(notification: AttentionNotification): void;
  /** The user cannot see the app (hidden or another window focused). */
  isAppHidden(): boolean;
  /** 'Ocorreu um erro ao abrir seu chat :(' with the server's detail when it sent one. */
  showOpenError(detail: string | null): void;
}

export interface ChatService {
  open(orderId: string): Promise<void>;
  send(orderId: string): Promise<boolean>;
  close(orderId: string): void;
  dispose(): void;
}

export function createChatService(deps: ChatServiceDeps): ChatService {
  const store = useChat;
  let disposed = false;
  let connectedBefore = false;
  /** Orders whose open is in flight: a reconnect meanwhile must not establish them twice. */
  const opening = new Set<string>();

  const socket = deps.connect({
    onStatus(socketId) {
      if (disposed) return;
      store.getState().setOnline(socketId !== null);
      if (socketId === null) return;
      const reconnect = connectedBefore;
      connectedBefore = true;
      void registerChatSocket(deps.api, socketId, deps.storeId);
      for (const w of store.getState().windows) {
        if (w.conversationId === null || opening.has(w.orderId)) continue;
        void socket.join(w.orderId);
        // Messages sent while the socket was down only come back through the history.
        if (reconnect) void refresh(w.orderId, socketId);
      }
    },
    onMessage(payload) {
      if (disposed) return;
      const incoming = parseIncoming(payload, deps.storeId);
      if (!incoming) return;
      const windows = store.getState().windows;
      const w =
        windowByConversation(windows, incoming.conversationId) ??
        (incoming.orderId ? findWindow(windows, incoming.orderId) : undefined);
      if (!w) {
        if (incoming.orderId && incoming.message.from === 'customer')
          store.getState().bumpWaiting(incoming.orderId);
        return;
      }
      const added = store.getState().addMessages(w.orderId, [incoming.message]);
      if (added === 0 || incoming.message.from !== 'customer') return;
      const hidden = deps.isAppHidden();
      if (w.minimized || hidden) deps.playSound();
      deps.notify({
        title: `Nova mensagem no chat do pedido #${w.orderId}`,
        body: notificationText(incoming.message.text, 80),
        target: `chat:${w.orderId}`,
      });
    },
  });

  async function refresh(orderId: string, socketId: string | null) {
    const w = findWindow(store.getState().windows, orderId);
    if (!w || w.conversationId === null) return;
    const info = await fetchChatOrderInfo(deps.api, orderId);
    if (!info.ok || disposed) return;
    const res = await establishConnection(deps.api, {
      merchantSocketId: socketId,
      idUsuario: info.data.id_usuario,
      idEstabelecimento: deps.storeId,
      idPedido: orderId,
    });
    if (res.ok && !disposed)
      store.getState().addMessages(orderId, parseChatMessages(res.data.messages, deps.storeId));
  }

  // An order that left the list (the day's finished ones at midnight) takes its waiting count
  // along: kept, the counts grew by one order a chat until logout (issue 36 §3). A count for an
  // order not listed yet stays (its message may come before the order's row).
  const offOrders = useOrders.subscribe((s, prev) => {
    if (s.entries === prev.entries) return;
    const waiting = Object.keys(store.getState().waiting);
    if (waiting.length > 0)
      store.getState().forgetWaiting(waiting.filter((id) => prev.entries.has(id) && !s.entries.has(id)));
  });

  function fail(orderId: string, detail: string | null) {
    store.getState().close(orderId);
    deps.showOpenError(detail);
  }

  return {
    async open(orderId) {
      if (disposed || opening.has(orderId)) return;
      if (!store.getState().openWindow(orderId)) return;
      opening.add(orderId);
      try {
        const info = await fetchChatOrderInfo(deps.api, orderId);
        if (disposed || !findWindow(store.getState().windows, orderId)) return;
        if (!info.ok) return fail(orderId, info.message || null);
        const res = await establishConnection(deps.api, {
          merchantSocketId: socket.id(),
          idUsuario: info.data.id_usuario,
          idEstabelecimento: deps.storeId,
          idPedido: orderId,
        });
        // Closed by the user while loading: nothing to show.
        if (disposed || !findWindow(store.getState().windows, orderId)) return;
        if (!res.ok) return fail(orderId, res.message || null);
        const messages: ChatMessage[] = parseChatMessages(res.data.messages, deps.storeId);
        store.getState().established(orderId, {
          conversationId: res.data.conversationId,
          customerName: info.data.client_name.trim().slice(0, 120),
          messages,
        });
        // Offline now: the next connect joins it.
        if (socket.id() !== null) void socket.join(orderId);
      } catch {
        fail(orderId, null);
      } finally {
        opening.delete(orderId);
      }
    },

    async send(orderId) {
      const w = findWindow(store.getState().windows, orderId);
      if (!w || w.sending || w.conversationId === null) return false;
      const text = sendableText(w.draft);
      if (text === null) return false;
      store.getState().setSending(orderId, true);
      const res = await socket.send(w.conversationId, text);
      if (disposed) return false;
      if (!res.ok) {
        store.getState().setSending(orderId, false, res.reason === 'offline' ? SEND_OFFLINE : SEND_TIMEOUT);
        return false;
      }
      const ack = parseSendAck(res.ack, deps.storeId);
      if (!ack.ok) {
        store.getState().setSending(orderId, false, ack.erro ?? SEND_FAILED);
        return false;
      }
      store.getState().addMessages(orderId, [ack.message]);
      const current = findWindow(store.getState().windows, orderId);
      // Only what was sent leaves the composer.
      if (current && current.draft.trim() === text) store.getState().setDraft(orderId, '');
      store.getState().setSending(orderId, false);
      return true;
    },

    close(orderId) {
      store.getState().close(orderId);
    },

    dispose() {
      disposed = true;
      offOrders();
      socket.close();
      store.getState().reset();
    },
  };
}
