/**
 * 'Tela da cozinha' (issue 33 §3, beyond the spec): the cards of one screen, keyboard first as
 * bump bars are keyboards. Arrows or digits 1–9 select, Enter bumps the selected card ('Pronto')
 * or acknowledges a CANCELADO one ('Ciente'), Backspace brings back the last bumped ('Desfazer').
 * The buttons do the same for a mouse or a finger.
 *
 * The source says when the desk is unreachable: the screen then says 'Sem conexão com o caixa'
 * and keeps the last cards it had; the next feed replaces them whole.
 */
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { Undo2, WifiOff } from 'lucide-react';
import {
  KITCHEN_OFFLINE_TEXT,
  type KitchenCard,
  type KitchenSource,
} from '../../../shared/kitchen-screen/contract';
import { formatTime } from '../../../shared/format';
import { KitchenCardView } from './KitchenCardView';
import { ageLevel, ageMinutes, moveSelection, openCount, type Move } from './model';
import { useKitchenScreen } from './useKitchenScreen';
import { useNow } from './useNow';

const ARROWS: Readonly<Record<string, Move>> = {
  ArrowLeft: 'left',
  ArrowRight: 'right',
  ArrowUp: 'up',
  ArrowDown: 'down',
};

/** The ages are whole minutes: a tick every 10 s shows a new minute within 10 s. */
const TICK_MS = 10_000;

export interface KitchenScreenProps {
  source: KitchenSource;
  screenId: string;
  /** The clock (tests fix it). */
  clock?: () => number;
  /** A short sound for each new card, where the page has one. */
  onNewCard?(card: KitchenCard): void;
}

/** Cards per row as laid out (a row is the cards that share the first card's top). */
function columnsOf(grid: HTMLElement | null): number {
  const cards = grid ? Array.from(grid.children) : [];
  const first = cards[0] as HTMLElement | undefined;
  if (!first || first.offsetHeight === 0) return 1;
  const top = first.offsetTop;
  const inRow = cards.filter((c) => (c as HTMLElement).offsetTop === top).length;
  return Math.max(1, inRow);
}

/** A key pressed on a control of its own (the header's Desfazer) belongs to that control. */
function ownsKeys(target: EventTarget | null): boolean {
  return target instanceof HTMLElement && target.closest('[data-own-keys]') !== null;
}

export function KitchenScreen({ source, screenId, clock = Date.now, onNewCard }: KitchenScreenProps) {
  const { feed, connection, selected, error, select, send, announcement } = useKitchenScreen(
    source,
    screenId,
    { onNewCard },
  );
  const now = useNow(clock, TICK_MS);
  const gridRef = useRef<HTMLDivElement>(null);
  const cards = useMemo(() => feed?.cards ?? [], [feed]);
  const recentCount = feed?.recent.length ?? 0;

  const bump = useCallback((key: string) => void send({ type: 'bump', key }), [send]);
  const acknowledge = useCallback((key: string) => void send({ type: 'acknowledge', key }), [send]);
  const recall = useCallback(() => void send({ type: 'recall' }), [send]);
  const onSelect = select;

  const onKey = useCallback(
    (e: KeyboardEvent) => {
      if (e.altKey || e.ctrlKey || e.metaKey) return;
      const keys = cards.map((c) => c.key);
      const move = ARROWS[e.key];
      if (move) {
        e.preventDefault();
        select(moveSelection(keys, selected, move, columnsOf(gridRef.current)));
        return;
      }
      if (/^[1-9]$/.test(e.key)) {
        const key = keys[Number(e.key) - 1];
        if (key !== undefined) {
          e.preventDefault();
          select(key);
        }
        return;
      }
      if (ownsKeys(e.target)) return;
      if (e.key === 'Enter') {
        e.preventDefault();
        const card = cards.find((c) => c.key === selected);
        if (!card) select(keys[0] ?? null);
        else if (card.state === 'cancelled') acknowledge(card.key);
        else bump(card.key);
        return;
      }
      if (e.key === 'Backspace') {
        e.preventDefault();
        if (recentCount > 0) recall();
      }
    },
    [cards, recentCount, selected, select, bump, acknowledge, recall],
  );

  // A bump bar cannot scroll: the selected card comes into view.
  useEffect(() => {
    if (selected === null) return;
    const cardsShown = gridRef.current?.children ?? [];
    const el = Array.from(cardsShown).find((c) => (c as HTMLElement).dataset.cardKey === selected);
    el?.scrollIntoView?.({ block: 'nearest' });
  }, [selected]);

  useEffect(() => {
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onKey]);

  const amber = feed?.ageAmberMin ?? 10;
  const red = feed?.ageRedMin ?? 20;
  const offline = connection === 'offline';
  const open = openCount(cards);

  return (
    <div className={`kds ${offline ? 'kds--offline' : ''}`}>
      <header className="kds__bar">
        <h1 className="kds__title">{feed?.screenName ?? 'Tela da cozinha'}</h1>
        <span
          className="kds__count"
          aria-label={`${open} ${open === 1 ? 'pedido aberto' : 'pedidos abertos'}`}
        >
          {open} {open === 1 ? 'aberto' : 'abertos'}
        </span>
        <span className={`kds__connection kds__connection--${connection}`}>
          {offline ? <WifiOff aria-hidden size={20} /> : null}
          {offline ? 'Sem conexão' : 'Conectado'}
        </span>
        <button
          type="button"
          className="kds-btn kds-btn--recall"
          data-own-keys
          disabled={recentCount === 0}
          onClick={recall}
        >
          <Undo2 aria-hidden size={22} />
          Desfazer{recentCount > 0 ? ` (${recentCount})` : ''}
        </button>
        <time className="kds__clock" dateTime={new Date(now).toISOString()}>
          {formatTime(new Date(now))}
        </time>
      </header>
      {offline ? (
        <p className="kds__offline" role="alert">
          <WifiOff aria-hidden size={32} />
          {KITCHEN_OFFLINE_TEXT}
        </p>
      ) : null}
      {error ? (
        <p className="kds__error" role="alert">
          {error}
        </p>
      ) : null}
      <p className="kds__live" aria-live="polite" role="status">
        {announcement}
      </p>
      <main className="kds__main">
        {feed === null ? (
          <p className="kds__empty">{offline ? '' : 'Carregando os pedidos...'}</p>
        ) : cards.length === 0 ? (
          <p className="kds__empty">Nenhum pedido para preparar.</p>
        ) : (
          <div className="kds__grid" ref={gridRef}>
            {cards.map((card, i) => {
              const minutes = ageMinutes(card.acceptedAt, now);
              return (
                <KitchenCardView
                  key={card.key}
                  card={card}
                  position={i < 9 ? i + 1 : undefined}
                  minutes={minutes}
                  level={ageLevel(now - card.acceptedAt, amber, red)}
                  selected={card.key === selected}
                  onSelect={onSelect}
                  onBump={bump}
                  onAcknowledge={acknowledge}
                />
              );
            })}
          </div>
        )}
      </main>
      <footer className="kds__help">
        Setas ou 1–9: escolher · Enter: Pronto (ou Ciente) · Backspace: Desfazer
      </footer>
    </div>
  );
}
