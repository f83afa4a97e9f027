/**
 * One screen's live state: the whole feed from its source (an older revision never replaces a
 * newer one), the connection, the selected card, and the commands. A command's answer carries
 * the feed as main holds it after the command, so the screen never guesses what a bump did.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type {
  KitchenCard,
  KitchenCommand,
  KitchenConnection,
  KitchenFeed,
  KitchenSource,
} from '../../../shared/kitchen-screen/contract';
import { arrivedCards, newerFeed, selectionAfterRemoval } from './model';

const COMMAND_FAILED = 'Não foi possível falar com o caixa. Tente de novo.';

export interface KitchenScreenState {
  feed: KitchenFeed | null;
  connection: KitchenConnection;
  selected: string | null;
  /** The last command's refusal, in Portuguese; cleared by the next command that works. */
  error: string | null;
  select(key: string | null): void;
  send(command: KitchenCommand): Promise<void>;
}

export interface KitchenScreenOptions {
  /** Called once per card that arrives after the first feed (the announcement's sound). */
  onNewCard?(card: KitchenCard): void;
}

export function useKitchenScreen(
  source: KitchenSource,
  screenId: string,
  options: KitchenScreenOptions = {},
): KitchenScreenState & { announcement: string } {
  const [feed, setFeed] = useState<KitchenFeed | null>(null);
  const [connection, setConnection] = useState<KitchenConnection>('online');
  const [selected, setSelected] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const feedRef = useRef<KitchenFeed | null>(null);
  const selectedRef = useRef<string | null>(null);
  const opened = useRef(new Set<string>());
  const onNewCard = useRef(options.onNewCard);
  useEffect(() => {
    onNewCard.current = options.onNewCard;
  }, [options.onNewCard]);

  const apply = useCallback((incoming: KitchenFeed) => {
    const shown = feedRef.current;
    const next = newerFeed(shown, incoming);
    if (next === null || next === shown) return;
    const arrived = arrivedCards(shown, next);
    feedRef.current = next;
    setFeed(next);
    const before = shown?.cards.map((c) => c.key) ?? [];
    const after = next.cards.map((c) => c.key);
    const nextSelected = selectionAfterRemoval(before, after, selectedRef.current);
    selectedRef.current = nextSelected;
    setSelected(nextSelected);
    if (arrived.length > 0) {
      setAnnouncement(
        arrived.length === 1
          ? `Novo pedido #${arrived[0]?.orderId ?? ''}`
          : `${arrived.length} novos pedidos: ${arrived.map((c) => `#${c.orderId}`).join(', ')}`,
      );
      for (const card of arrived) onNewCard.current?.(card);
    }
  }, []);

  useEffect(() => {
    feedRef.current = null;
    return source.subscribe(screenId, apply, setConnection);
  }, [source, screenId, apply]);

  const send = useCallback(
    async (command: KitchenCommand) => {
      let result;
      try {
        result = await source.command(screenId, command);
      } catch {
        setError(COMMAND_FAILED);
        return;
      }
      if (result.ok) {
        setError(null);
        apply(result.feed);
      } else setError(result.error || COMMAND_FAILED);
    },
    [source, screenId, apply],
  );

  const select = useCallback(
    (key: string | null) => {
      selectedRef.current = key;
      setSelected(key);
      if (key === null) return;
      const card = feedRef.current?.cards.find((c) => c.key === key);
      // Opened once: by this page, or already by another screen or an earlier load.
      if (!card || card.state !== 'open' || card.openedAt !== undefined || opened.current.has(key)) return;
      opened.current.add(key);
      void send({ type: 'open', key });
    },
    [send],
  );

  return { feed, connection, selected, error, select, send, announcement };
}
