/**
 * The order list in five sections with counts. Rows are memoized (an event re-renders only
 * the row whose order changed, a chat message only that row's unread badge) and each section
 * renders at most `limit` rows with a 'Mostrar mais' button: a day can reach thousands of
 * orders, but the counter works on the first rows of Pendente and Aceito/Produção; the long
 * tails (Entregues, Cancelados) are one click or a search away. That keeps the DOM small
 * without a windowing library, and keeps every rendered row a real, focusable button in the
 * normal tab and reading order.
 *
 * While the search is typed, a pass may mount at most `budget` new rows (more than a tall
 * screen shows; rows already on screen cost nothing, they are memoized) and hold the place of
 * the rest with spacers of the rows' height: the screen shows the list for what was typed at
 * the next frame, whatever the day's size, and the rows below the fold follow in a
 * low-priority render that the next keystroke interrupts (see OrdersPage).
 */
import { NoticeBadge, WaitingBadge } from '../../offline/WaitingMark';
import { PrintWaitBadge, usePrintWaitTexts } from '../../order-printing/PrintWaitBadge';
import { KitchenReadyBadge } from '../../kitchen/desk/KitchenReadyBadge';
import { memo, useEffect, useState, type MouseEvent, type ReactElement, type RefObject } from 'react';
import { useOrders } from '../../stores/orders';
import { ChevronDown, Footprints } from 'lucide-react';
import { formatBRL } from '../../../../shared/format';
import type { OrderEntry } from '../../stores/orders';
import { Spinner } from '../../components/Spinner';
import {
  ChatUnreadBadge,
  Countdown,
  customerName,
  ExternalDeliveryLabel,
  OrderBadges,
  SECTION_ICONS,
  StatusPill,
} from '../../orders-live/orderView';
import { sectionFor, type ListSection } from '../../orders-live/sections';
import type { OrderSectionId } from '../../../../shared/order-status';
import { LateBadge, useEstimateFor } from '../../orders-live/lateness';
import type { DeliveryEstimate } from '../../../../shared/orders/lateness';

/** Rows per section before 'Mostrar mais', and how many more each click shows. */
export const SECTION_PAGE = 30;

/**
 * Rows a keystroke renders before the rest follows when the window's height is unknown: more
 * than the list shows on a 1080p screen (see firstPassRows).
 */
export const FIRST_PASS_ROWS = 16;
/** A row's height as the layout reserves it (orders.css contain-intrinsic-size). */
export const ROW_HEIGHT = 84;
/** The shortest a row gets (one line of badges, ROW_HEIGHT without the border and gap). */
export const MIN_ROW_HEIGHT = 76;

/**
 * Rows a keystroke renders before the rest follows, for a list showing `visibleHeight` px of
 * itself in the window: more than fit there (a row cut at the top and one at the bottom), 6 for
 * the 317 px a 1366×768 window shows under the top bar and banners, 16 for a whole 1080 px
 * window. Every row mounted here is work between the key and the frame (issue 35 §3); unknown
 * (nothing measured yet, no layout) is FIRST_PASS_ROWS.
 */
export function firstPassRows(visibleHeight: number): number {
  if (!Number.isFinite(visibleHeight) || visibleHeight <= 0) return FIRST_PASS_ROWS;
  return Math.ceil(visibleHeight / MIN_ROW_HEIGHT) + 1;
}

/**
 * firstPassRows for the part of `list` the window shows, measured when the search box takes the
 * focus (typing follows) and when the window is resized: not during a keystroke's render, and not
 * on every scroll or size change while orders arrive (a measure there is a layout in their frame).
 */
export function useFirstPassRows(
  list: RefObject<HTMLElement | null>,
  search: RefObject<HTMLElement | null>,
): number {
  const [rows, setRows] = useState(FIRST_PASS_ROWS);
  useEffect(() => {
    const el = list.current;
    const input = search.current;
    if (!el) return;
    const measure = () => {
      const box = el.getBoundingClientRect();
      setRows(firstPassRows(Math.min(box.bottom, window.innerHeight) - Math.max(box.top, 0)));
    };
    if (input && document.activeElement === input) measure();
    window.addEventListener('resize', measure);
    input?.addEventListener('focus', measure);
    return () => {
      window.removeEventListener('resize', measure);
      input?.removeEventListener('focus', measure);
    };
  }, [list, search]);
  return rows;
}

/**
 * Icons made once as elements: the headings, counts and 'Mostrar mais' render again on every
 * keystroke (their counts change), their SVGs need not (a tenth of a keystroke's work was lucide
 * building the same icons again, CPU profile at 2,000 orders, issue 35 §3).
 */
const sectionIcons = (size: number) =>
  Object.fromEntries(
    Object.entries(SECTION_ICONS).map(([id, Icon]) => [id, <Icon key={id} aria-hidden size={size} />]),
  ) as Record<OrderSectionId, ReactElement>;
const HEADING_ICONS = sectionIcons(20);
const JUMP_ICONS = sectionIcons(18);
const MORE_ICON = <ChevronDown aria-hidden size={18} />;

export interface OrderListProps {
  sections: readonly ListSection[];
  /** Rows shown per section (at least SECTION_PAGE). */
  limits: Readonly<Record<string, number>>;
  selectedId: string | null;
  query: string;
  /**
   * New rows this pass may mount, over all sections in order (unlimited when absent). Each
   * section renders its rows up to the first new one beyond the budget; the rest wait, held
   * by a spacer, for a later pass.
   */
  budget?: number;
  /** The rows already on screen (from the last full pass): they render without budget. */
  onScreen?: ReadonlySet<string>;
  onSelect(id: string, byKeyboard: boolean): void;
  onShowMore(sectionId: string): void;
}

/** 'Enviado(s)/Pronto para retirada' may wrap after the slash in narrow places. */
const breakableLabel = (label: string) => label.replace('/', '/\u200b');

/** The counts of the five sections as buttons that scroll the list to each one. */
export function SectionJump({ sections }: { sections: readonly ListSection[] }) {
  return (
    <nav className="section-jump" aria-label="Ir para a seção">
      {sections.map((s) => (
        <button
          key={s.id}
          type="button"
          className={`section-jump__item order-section--${s.id}`}
          onClick={() =>
            document
              .getElementById(`orders-section-${s.id}`)
              ?.scrollIntoView({ block: 'start', behavior: 'smooth' })
          }
        >
          {JUMP_ICONS[s.id]}
          <span className="section-jump__count">{s.entries.length}</span>
          <span className="section-jump__label">{breakableLabel(s.label)}</span>
        </button>
      ))}
    </nav>
  );
}

export function visibleRows(section: ListSection, limits: Readonly<Record<string, number>>): OrderEntry[] {
  const limit = limits[section.id] ?? SECTION_PAGE;
  return section.entries.length > limit ? section.entries.slice(0, limit) : section.entries;
}

export function OrderList({
  sections,
  limits,
  selectedId,
  query,
  budget = Number.POSITIVE_INFINITY,
  onScreen,
  onSelect,
  onShowMore,
}: OrderListProps) {
  const total = sections.reduce((n, s) => n + s.entries.length, 0);
  // Read here, not by the page: a change in flight re-renders the list (and its one row), not the page.
  const busy = useOrders((s) => s.busy);
  // Read once for the list: each row gets its order's estimate, no row subscribes to the shop.
  const estimateFor = useEstimateFor();
  // The same for the print queue's words: once per queue change, not one subscription per row.
  const printWait = usePrintWaitTexts();
  let left = budget;
  return (
    <div className="order-list" data-query={query} aria-busy={Number.isFinite(budget) || undefined}>
      {total === 0 && query.trim() !== '' ? (
        <p className="order-list__empty" role="status">
          Nenhum pedido encontrado para “{query.trim()}”.
        </p>
      ) : null}
      {sections.map((section) => {
        const rows = visibleRows(section, limits);
        const hidden = section.entries.length - rows.length;
        let count = 0;
        for (const entry of rows) {
          if (!onScreen?.has(entry.order.id_pedido)) {
            if (left <= 0) break;
            left -= 1;
          }
          count += 1;
        }
        const shown = count < rows.length ? rows.slice(0, count) : rows;
        const held = rows.length - count;
        const headingId = `orders-section-${section.id}`;
        return (
          <section
            key={section.id}
            className={`order-section order-section--${section.id}`}
            aria-labelledby={headingId}
          >
            <h2 className="order-section__title" id={headingId}>
              {HEADING_ICONS[section.id]}
              <span className="order-section__label">{section.label}</span>
              <span className="order-section__count" aria-label={`${section.entries.length} pedidos`}>
                {section.entries.length}
              </span>
            </h2>
            {rows.length === 0 ? (
              <p className="order-section__empty">Nenhum pedido por aqui</p>
            ) : shown.length === 0 ? null : (
              <ul className="order-section__rows">
                {shown.map((entry) => (
                  <OrderRow
                    key={entry.order.id_pedido}
                    entry={entry}
                    selected={entry.order.id_pedido === selectedId}
                    busy={busy[entry.order.id_pedido] !== undefined}
                    lateEstimate={estimateFor(entry.order.id_pedido)}
                    printWait={printWait.get(entry.order.id_pedido)}
                    onSelect={onSelect}
                  />
                ))}
              </ul>
            )}
            {held > 0 ? (
              <div className="order-section__held" aria-hidden style={{ height: held * ROW_HEIGHT }} />
            ) : null}
            {hidden > 0 ? (
              <button type="button" className="order-section__more" onClick={() => onShowMore(section.id)}>
                {MORE_ICON}
                Mostrar mais ({hidden} {hidden === 1 ? 'restante' : 'restantes'})
              </button>
            ) : null}
          </section>
        );
      })}
    </div>
  );
}

interface RowProps {
  entry: OrderEntry;
  selected: boolean;
  busy: boolean;
  /** The estimate its lateness is measured against (the one in force when it was accepted). */
  lateEstimate: DeliveryEstimate | null;
  /** 'Aguardando impressora…' when its ticket waits (usePrintWaitTexts, read once by the list). */
  printWait?: string;
  onSelect(id: string, byKeyboard: boolean): void;
}

export const OrderRow = memo(function OrderRow({
  entry,
  selected,
  busy,
  lateEstimate,
  printWait,
  onSelect,
}: RowProps) {
  const { order } = entry;
  const customer = customerName(order);
  // An accept waiting for the platform leaves the order pending there: its countdown still runs.
  const pending = (entry.waiting?.platformStatus ?? order.status) === 'PP';
  return (
    <li>
      <button
        type="button"
        className={`order-row order-row--${sectionFor(order.status)} ${selected ? 'is-selected' : ''}`}
        aria-current={selected ? 'true' : undefined}
        aria-busy={busy || undefined}
        data-order-id={order.id_pedido}
        onClick={(e: MouseEvent) => onSelect(order.id_pedido, e.detail === 0)}
      >
        <span className="order-row__line">
          <span className="order-row__number">#{order.id_pedido}</span>
          <span className="order-row__customer">{customer}</span>
          <span className="order-row__time">
            {busy ? <Spinner size={16} label="Alterando o status" /> : null}
            {pending && entry.deadline !== null ? (
              <Countdown deadline={entry.deadline} />
            ) : (
              <time dateTime={order.data_criacao}>{entry.time}</time>
            )}
          </span>
          <span className="order-row__total">{formatBRL(order.valor_total)}</span>
        </span>
        <span className="order-row__line order-row__line--meta">
          <StatusPill status={order.status} />
          <LateBadge createdAt={entry.createdAt} status={order.status} estimate={lateEstimate} />
          {entry.waiting ? <WaitingBadge pressedAt={entry.waiting.pressedAt} /> : null}
          <NoticeBadge idPedido={order.id_pedido} />
          <PrintWaitBadge text={printWait} />
          <KitchenReadyBadge idPedido={order.id_pedido} />
          <ExternalDeliveryLabel status={order.externalDeliveryStatus} />
          {order.pedidoObj.retirada_local ? (
            <span className="badge badge--pickup">
              <Footprints aria-hidden size={13} />
              Retirada
            </span>
          ) : null}
          <OrderBadges order={order} />
          <ChatUnreadBadge orderId={order.id_pedido} />
        </span>
      </button>
    </li>
  );
});
