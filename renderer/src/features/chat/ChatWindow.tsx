/**
 * One floating order chat (spec 01 §2, §5): header with minimize and close, the conversation
 * (customer left, store right, pt-BR times, text rendered as text), and the composer (400
 * characters, 'n/400', Enter sends, Shift+Enter new line, a failed send kept with 'Tentar
 * novamente'). Minimized it is a bar with the unread count. Escape minimizes.
 */
import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { ChevronUp, Minus, MessageCircle, RotateCcw, Send, WifiOff, X } from 'lucide-react';
import { formatTime } from '../../../../shared/format';
import { Button } from '../../components/Button';
import { Spinner } from '../../components/Spinner';
import {
  CHAT_MAX_LENGTH,
  composerKey,
  counterText,
  sendableText,
  useChat,
  type ChatMessage,
  type ChatWindow as ChatWindowState,
} from '../../stores/chat';

export interface ChatWindowProps {
  chat: ChatWindowState;
  online: boolean;
  onSend(orderId: string): void;
  onClose(orderId: string): void;
}

const unreadLabel = (n: number) => (n === 1 ? '1 mensagem não lida' : `${n} mensagens não lidas`);

/** An icon button on the chat's primary-coloured header or bar. */
function HeadButton({
  label,
  onClick,
  className,
  children,
}: {
  label: string;
  onClick(): void;
  className?: string;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      className={`icon-btn icon-btn--on-primary${className ? ` ${className}` : ''}`}
      aria-label={label}
      onClick={onClick}
    >
      {children}
    </button>
  );
}

function Message({ m }: { m: ChatMessage }) {
  const when = m.createdAt > 0 ? new Date(m.createdAt) : null;
  return (
    <li className={`chat-msg chat-msg--${m.from}`}>
      <span className="visually-hidden">{m.from === 'store' ? 'Loja: ' : 'Cliente: '}</span>
      <p className="chat-msg__text">{m.text}</p>
      {when ? (
        <time className="chat-msg__time" dateTime={when.toISOString()}>
          {formatTime(when)}
        </time>
      ) : null}
    </li>
  );
}

export function ChatWindow({ chat, online, onSend, onClose }: ChatWindowProps) {
  const titleId = useId();
  const counterId = useId();
  const errorId = useId();
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const listRef = useRef<HTMLOListElement>(null);
  const restoreRef = useRef<HTMLButtonElement>(null);
  // Where the user was when the chat opened (the order's 'Abrir chat'): focus goes back there on close.
  const returnTo = useRef<Element | null>(document.activeElement);
  const { orderId, phase, minimized } = chat;
  const title = `Pedido #${orderId}`;

  // Ready or restored: the composer takes the focus, so typing can start at once.
  useEffect(() => {
    if (phase === 'open' && !minimized) inputRef.current?.focus();
  }, [phase, minimized]);

  // New messages scroll into view.
  useEffect(() => {
    const list = listRef.current;
    if (list) list.scrollTop = list.scrollHeight;
  }, [chat.messages.length, minimized]);

  const close = () => {
    const back = returnTo.current;
    onClose(orderId);
    if (back instanceof HTMLElement && back.isConnected) requestAnimationFrame(() => back.focus());
  };

  const setMinimized = (value: boolean) => {
    useChat.getState().setMinimized(orderId, value);
    if (value) requestAnimationFrame(() => restoreRef.current?.focus());
  };

  if (minimized) {
    return (
      <section className="chat chat--minimized" aria-labelledby={titleId} data-order-id={orderId}>
        <button
          ref={restoreRef}
          type="button"
          className="chat__bar"
          onClick={() => setMinimized(false)}
          aria-label={`Abrir o chat do ${title}${chat.unread > 0 ? `, ${unreadLabel(chat.unread)}` : ''}`}
        >
          <MessageCircle aria-hidden size={18} />
          <span id={titleId} className="chat__title">
            {title}
          </span>
          {chat.unread > 0 ? (
            <span className="chat__unread" aria-hidden>
              {chat.unread > 99 ? '99+' : chat.unread}
            </span>
          ) : null}
          <ChevronUp aria-hidden size={18} />
        </button>
        <HeadButton className="chat__close" label={`Fechar o chat do ${title}`} onClick={close}>
          <X aria-hidden size={18} />
        </HeadButton>
      </section>
    );
  }

  const canSend = phase === 'open' && !chat.sending && sendableText(chat.draft) !== null;
  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    const action = composerKey({ key: e.key, shiftKey: e.shiftKey, isComposing: e.nativeEvent.isComposing });
    if (action === 'send') {
      e.preventDefault();
      if (canSend) onSend(orderId);
    }
  };

  return (
    <section
      className="chat"
      role="dialog"
      aria-modal="false"
      aria-labelledby={titleId}
      data-order-id={orderId}
      onKeyDown={(e) => {
        if (e.key === 'Escape' && !e.defaultPrevented) {
          e.preventDefault();
          setMinimized(true);
        }
      }}
    >
      <header className="chat__head">
        <MessageCircle aria-hidden size={20} />
        <div className="chat__heading">
          <h2 id={titleId} className="chat__title">
            {title}
          </h2>
          {chat.customerName ? <p className="chat__customer">{chat.customerName}</p> : null}
        </div>
        <HeadButton label={`Minimizar o chat do ${title}`} onClick={() => setMinimized(true)}>
          <Minus aria-hidden size={20} />
        </HeadButton>
        <HeadButton label={`Fechar o chat do ${title}`} onClick={close}>
          <X aria-hidden size={20} />
        </HeadButton>
      </header>

      {!online && phase === 'open' ? (
        <p className="chat__offline" role="status">
          <WifiOff aria-hidden size={16} />
          Sem conexão com o chat. Reconectando...
        </p>
      ) : null}

      {phase === 'opening' ? (
        <div className="chat__loading" role="status">
          <Spinner size={20} />
          Abrindo o chat...
        </div>
      ) : (
        <ol ref={listRef} className="chat__messages" aria-live="polite" aria-label="Mensagens">
          {chat.messages.length === 0 ? (
            <li className="chat__empty">Nenhuma mensagem ainda. Escreva para o cliente.</li>
          ) : (
            chat.messages.map((m) => <Message key={m.id} m={m} />)
          )}
        </ol>
      )}

      <form
        className="chat__composer"
        onSubmit={(e) => {
          e.preventDefault();
          if (canSend) onSend(orderId);
        }}
      >
        {chat.sendError ? (
          <p id={errorId} className="chat__error" role="alert">
            {chat.sendError}
          </p>
        ) : null}
        <label className="visually-hidden" htmlFor={`${titleId}-input`}>
          Mensagem para o cliente
        </label>
        <textarea
          id={`${titleId}-input`}
          ref={inputRef}
          className="chat__input"
          rows={2}
          maxLength={CHAT_MAX_LENGTH}
          value={chat.draft}
          placeholder="Digite sua mensagem"
          disabled={phase !== 'open'}
          readOnly={chat.sending}
          aria-describedby={[counterId, chat.sendError ? errorId : ''].filter(Boolean).join(' ')}
          onChange={(e) => useChat.getState().setDraft(orderId, e.target.value)}
          onKeyDown={onKeyDown}
        />
        <div className="chat__composer-row">
          <span
            id={counterId}
            className="chat__counter"
            aria-label={`${chat.draft.length} de ${CHAT_MAX_LENGTH} caracteres`}
          >
            {counterText(chat.draft)}
          </span>
          <Button
            type="submit"
            variant={chat.sendError ? 'secondary' : 'primary'}
            icon={chat.sendError ? <RotateCcw aria-hidden size={18} /> : <Send aria-hidden size={18} />}
            disabled={!canSend}
            busy={chat.sending}
          >
            {chat.sendError ? 'Tentar novamente' : 'Enviar mensagem'}
          </Button>
        </div>
      </form>
    </section>
  );
}
