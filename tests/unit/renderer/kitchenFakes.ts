// An in-memory kitchen source (the KitchenSource contract) for the screen's tests and bench:
// it keeps one screen's cards, answers the commands as main would (the whole feed, a new
// revision) and lets a test push feeds and flip the connection.
import type {
  KitchenCard,
  KitchenCommand,
  KitchenCommandResult,
  KitchenConnection,
  KitchenFeed,
  KitchenSource,
} from '../../../shared/kitchen-screen/contract';

export const T0 = new Date(2026, 11, 4, 20, 0, 0).getTime();
const MIN = 60_000;

export function card(orderId: string, over: Partial<KitchenCard> = {}): KitchenCard {
  return {
    key: `${orderId}:tela1`,
    orderId,
    screenId: 'tela1',
    stationNo: Number(orderId) % 100,
    customerFirstName: 'Maria',
    mode: 'entrega',
    items: [{ qty: 2, name: 'X-Burger', linhas: ['Ponto: bem passado'] }],
    acceptedAt: T0 - 5 * MIN,
    state: 'open',
    ...over,
  };
}

export interface FakeSource extends KitchenSource {
  commands: KitchenCommand[];
  feed: KitchenFeed;
  /** Sends the current feed (or `feed`) to every subscriber. */
  push(feed?: KitchenFeed): void;
  connection(state: KitchenConnection): void;
  /** Replaces the cards, with a new revision, and pushes. */
  setCards(cards: KitchenCard[]): void;
  /** A command's answer: `refuse` makes the next one fail with this text. */
  refuseNext(error: string): void;
}

export function fakeSource(cards: KitchenCard[], over: Partial<KitchenFeed> = {}): FakeSource {
  const feeds = new Set<(f: KitchenFeed) => void>();
  const links = new Set<(c: KitchenConnection) => void>();
  let refusal: string | null = null;
  const self: FakeSource = {
    commands: [],
    feed: {
      screenId: 'tela1',
      screenName: 'Tela Cozinha',
      revision: 1,
      cards,
      recent: [],
      ageAmberMin: 10,
      ageRedMin: 20,
      ...over,
    },
    subscribe(_screenId, onFeed, onConnection) {
      feeds.add(onFeed);
      links.add(onConnection);
      onFeed(self.feed);
      return () => {
        feeds.delete(onFeed);
        links.delete(onConnection);
      };
    },
    async command(_screenId, command): Promise<KitchenCommandResult> {
      self.commands.push(command);
      if (refusal !== null) {
        const error = refusal;
        refusal = null;
        return { ok: false, error };
      }
      const f = self.feed;
      let next: KitchenFeed = f;
      if (command.type === 'bump') {
        const c = f.cards.find((x) => x.key === command.key);
        if (c) {
          const bumped = { ...c, state: 'bumped' as const, bumpedAt: T0 };
          next = {
            ...f,
            cards: f.cards.filter((x) => x !== c),
            recent: [bumped, ...f.recent].slice(0, 10),
          };
        }
      } else if (command.type === 'recall') {
        const [back, ...rest] = f.recent;
        if (back) {
          const { bumpedAt: _, ...open } = back;
          next = {
            ...f,
            cards: [...f.cards, { ...open, state: 'open' as const }].sort(
              (a, b) => a.acceptedAt - b.acceptedAt,
            ),
            recent: rest,
          };
        }
      } else if (command.type === 'acknowledge') {
        next = { ...f, cards: f.cards.filter((x) => x.key !== command.key) };
      } else {
        next = {
          ...f,
          cards: f.cards.map((x) => (x.key === command.key ? { ...x, openedAt: T0 } : x)),
        };
      }
      self.feed = { ...next, revision: f.revision + 1 };
      return { ok: true, feed: self.feed };
    },
    push(feed) {
      for (const cb of feeds) cb(feed ?? self.feed);
    },
    connection(state) {
      for (const cb of links) cb(state);
    },
    setCards(next) {
      self.feed = { ...self.feed, cards: next, revision: self.feed.revision + 1 };
      self.push();
    },
    refuseNext(error) {
      refusal = error;
    },
  };
  return self;
}
