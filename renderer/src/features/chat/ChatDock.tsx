/**
 * The shell's floating chats (spec 01 §2): one chat service per session (socket, calls, sound),
 * the open windows stacked at the bottom-right, and OS-notification clicks that bring a chat
 * back. Mounted once by the shell so chats stay open across screens.
 */
import { useEffect, useState } from 'react';
import { useServices } from '../../services/services';
import { dialogs } from '../../components/feedback/dialogs';
import { connectChatSocket } from '../../realtime/chatSocket';
import { setActiveChat, useChat } from '../../stores/chat';
import { useSession } from '../../stores/session';
import { createHtmlAudioPort, type AudioPort } from '../../sound/audioPort';
import { useSound } from '../../sound/soundStore';
import { CHAT_OPEN_ERROR, createChatService, type ChatService } from './chatService';
import { ChatWindow } from './ChatWindow';
import './chat.css';

const CHAT_SOUND = 'sounds/arpeggio.wav';

/** The chat's sound follows the app's sound settings (off, volume). */
function playChatSound(audio: AudioPort): void {
  const { enabled, volume } = useSound.getState();
  if (!enabled || volume <= 0) return;
  audio.setVolume(volume);
  // A browser that blocks autoplay still shows the unread count: nothing else to do.
  audio.play(false).catch(() => undefined);
}

function isAppHidden(doc: Document = document): boolean {
  return doc.visibilityState !== 'visible' || !doc.hasFocus();
}

function useChatService(): ChatService | null {
  const { api, config, platform } = useServices();
  const hash = useSession((s) => s.user?.sessao.hash ?? null);
  const storeId = useSession((s) => s.user?.id_estabelecimento ?? null);
  const [service, setService] = useState<ChatService | null>(null);
  // Created in the effect (not during render) so each mount owns exactly one socket, and a
  // new session (another store) gets a fresh one.
  useEffect(() => {
    if (!hash || !storeId) return;
    const audio = createHtmlAudioPort();
    audio.setSource(CHAT_SOUND);
    const created = createChatService({
      api,
      connect: (handlers) => connectChatSocket({ url: config.api.chatSocket, hash }, handlers),
      storeId,
      playSound: () => playChatSound(audio),
      notify: (n) => platform.attention.notify(n),
      isAppHidden: () => isAppHidden(),
      showOpenError: (detail) =>
        void dialogs.alert({ tone: 'error', message: CHAT_OPEN_ERROR, detail: detail ?? undefined }),
    });
    setActiveChat(created);
    setService(created);
    return () => {
      setActiveChat(null);
      setService(null);
      created.dispose();
      audio.stop();
    };
  }, [api, config, platform, hash, storeId]);
  return service;
}

export function ChatDock() {
  const { platform } = useServices();
  const service = useChatService();
  const windows = useChat((s) => s.windows);
  const online = useChat((s) => s.online);

  useEffect(
    () =>
      platform.attention.onNotificationClick((target) => {
        const m = /^chat:([\w-]{1,64})$/.exec(target);
        if (!m?.[1]) return;
        useChat.getState().setMinimized(m[1], false);
        platform.window.focus();
      }),
    [platform],
  );

  if (!service || windows.length === 0) return null;
  return (
    <div className="chat-dock" aria-label="Chats dos pedidos" role="region">
      {windows.map((w) => (
        <ChatWindow
          key={w.orderId}
          chat={w}
          online={online}
          onSend={(id) => void service.send(id)}
          onClose={(id) => service.close(id)}
        />
      ))}
    </div>
  );
}
