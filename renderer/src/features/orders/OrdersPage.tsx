/**
 * /pedidos, 'Gerenciador de Pedidos' (spec 01 §2): the screen the store lives in all day.
 * Top bar, banners and notices; the live list in five sections on the left; the selected
 * order with its actions on the right; keyboard-first (see ShortcutsHelp).
 * The list itself is kept live by the shell (orders-live/), so it is ready on arrival.
 */
import {
  memo,
  useCallback,
  useDeferredValue,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { RefreshCw } from 'lucide-react';
import { findAction, nextStepAction, type OrderActionId } from '../../../../shared/order-actions';
import type { LiveOrder } from '../../../../shared/api/live-order';
import { Button } from '../../components/Button';
import { LoadingBlock } from '../../components/Spinner';
import { useOrders } from '../../stores/orders';
import { usePrintOrder } from '../../order-printing/usePrintOrder';
import { BannerCarousel } from './banners/BannerCarousel';
import { CancelOrderModal } from './CancelOrderModal';
import { DeliveryTimeNotice } from './DeliveryTimeNotice';
import { useOrdersSyncContext } from '../../orders-live/useOrdersLive';
import { OnlinePaymentNotice } from './OnlinePaymentNotice';
import { renderedActions } from './OrderActionsBar';
import { OrderDetail } from './OrderDetail';
import { OrderList, SECTION_PAGE, SectionJump, useFirstPassRows, visibleRows } from './OrderList';
import { oldestPending, sectionsFilter, sortEntries } from '../../orders-live/sections';
import { isModalOpen, reachTarget, shortcutFor, targetContext } from './shortcuts';
import { ShortcutsHelp } from './ShortcutsHelp';
import { useSound } from '../../sound/soundStore';
import { TopBar } from './TopBar';
import { LateFilterChip } from './LateFilterChip';
import { useLateAt, useLateClock } from '../../orders-live/lateness';
import { useOrderCommands } from '../../orders-live/useOrderCommands';
import '../../styles/orders.css';

export interface OrdersPageProps {
  /** The printing feature's top-bar buttons; app/screens/OrdersScreen.tsx passes them in. */
  printerButtons?: ReactNode;
}

// What no order changes is memoized: the page renders again for every change of the list, and
// these need not (issue 35 §3 profile).
const Banners = memo(BannerCarousel);
const Notices = memo(function Notices() {
  return (
    <>
      <DeliveryTimeNotice />
      <OnlinePaymentNotice />
    </>
  );
});
const Jump = memo(SectionJump);
const Detail = memo(OrderDetail);
const Help = memo(ShortcutsHelp);
const LateChip = memo(LateFilterChip);

export default function OrdersPage({ printerButtons }: OrdersPageProps = {}) {
  const entries = useOrders((s) => s.entries);
  const load = useOrders((s) => s.load);
  const selectedId = useOrders((s) => s.selectedId);
  // The selected order's change in flight only: the list reads the others' (OrderList).
  const busyAction = useOrders((s) => (selectedId ? (s.busy[selectedId] ?? null) : null));
  const sync = useOrdersSyncContext();
  const run = useOrderCommands();
  const print = usePrintOrder();

  const [query, setQuery] = useState('');
  const [limits, setLimits] = useState<Record<string, number>>({});
  const [helpOpen, setHelpOpen] = useState(false);
  const [cancelling, setCancelling] = useState<LiveOrder | null>(null);
  const searchRef = useRef<HTMLInputElement>(null);
  const detailRef = useRef<HTMLElement>(null);
  const listRef = useRef<HTMLDivElement>(null);
  const listScrolled = useRef(false);
  const firstPass = useFirstPassRows(listRef, searchRef);

  const [lateOnly, setLateOnly] = useState(false);
  const toggleLate = useCallback(() => setLateOnly((v) => !v), []);
  const lateNow = useLateClock(lateOnly);
  const all = useMemo(() => sortEntries(entries), [entries]);
  const lateAt = useLateAt(all);
  // The late filter narrows the list before the search: the same sections, only late orders.
  const sorted = useMemo(
    () =>
      lateOnly
        ? all.filter((e) => (lateAt.get(e.order.id_pedido) ?? Number.POSITIVE_INFINITY) <= lateNow)
        : all,
    [all, lateOnly, lateAt, lateNow],
  );
  // Filtering is synchronous with the keystroke (one pass over the pre-sorted orders' normalized
  // text, computed once per order when it arrives; a narrower text reads only the last results),
  // so the list never shows results for an older text. What a keystroke cost was mounting up to
  // SECTION_PAGE new rows per section (profiled with bench/orders.ts): the keystroke's own render
  // now mounts at most firstPass new rows, more than the window shows of the list (the rows
  // already on screen stay, memoized), and the rows below the fold follow in a deferred render
  // that the next keystroke interrupts.
  const filter = useMemo(() => sectionsFilter(sorted), [sorted]);
  const sections = filter(query);
  const settledQuery = useDeferredValue(query);
  const settled = settledQuery === query;
  const onScreen = useMemo(
    () =>
      settled
        ? undefined
        : new Set(filter(settledQuery).flatMap((s) => visibleRows(s, limits).map((e) => e.order.id_pedido))),
    [settled, filter, settledQuery, limits],
  );
  // New text, new results: from the top (the first pass draws the top).
  useLayoutEffect(() => {
    if (!listScrolled.current || !listRef.current) return;
    listRef.current.scrollTop = 0;
    listScrolled.current = false;
  }, [query]);
  const visibleIds = useMemo(
    () => sections.flatMap((s) => visibleRows(s, limits).map((e) => e.order.id_pedido)),
    [sections, limits],
  );
  const selected = selectedId ? entries.get(selectedId) : undefined;
  const waitingLongest = useMemo(() => oldestPending(all), [all]);

  const select = useCallback((id: string, byKeyboard: boolean) => {
    useOrders.getState().select(id);
    // Enter on a row (a keyboard click) opens the detail: focus moves there.
    if (byKeyboard) requestAnimationFrame(() => detailRef.current?.focus());
  }, []);

  const showMore = useCallback(
    (sectionId: string) =>
      setLimits((l) => ({ ...l, [sectionId]: (l[sectionId] ?? SECTION_PAGE) + SECTION_PAGE })),
    [],
  );

  const onAction = useCallback(
    (order: LiveOrder, action: OrderActionId) => {
      if (action === 'cancel') setCancelling(order);
      else if (action === 'print') void print(order);
      else void run(order, action);
    },
    [run, print],
  );

  // Keyboard-first counter work; the mapping is pure (shortcuts.ts).
  const latest = useRef({ visibleIds, selected, onAction });
  useEffect(() => {
    latest.current = { visibleIds, selected, onAction };
  });
  useEffect(() => {
    const move = (delta: number) => {
      const { visibleIds: ids } = latest.current;
      if (ids.length === 0) return;
      const current = useOrders.getState().selectedId;
      const at = current ? ids.indexOf(current) : -1;
      const next =
        at === -1 ? (delta > 0 ? 0 : ids.length - 1) : Math.min(ids.length - 1, Math.max(0, at + delta));
      const id = ids[next];
      if (!id) return;
      useOrders.getState().select(id);
      // A row below the fold may still be on its way (the deferred pass after a search).
      const focusRow = (tries: number) =>
        requestAnimationFrame(() => {
          // Ids are [\w-] only (shared/api/live-order): safe inside the attribute selector.
          const row = document.querySelector<HTMLElement>(`.order-row[data-order-id="${id}"]`);
          if (!row) {
            if (tries > 0 && useOrders.getState().selectedId === id) focusRow(tries - 1);
            return;
          }
          row.focus({ preventScroll: true });
          row.scrollIntoView({ block: 'nearest' });
        });
      focusRow(10);
    };
    const act = (id: OrderActionId | 'step') => {
      const order = latest.current.selected?.order;
      if (!order) return;
      const actions = renderedActions(order);
      const action =
        id === 'step'
          ? nextStepAction(actions.filter((a) => a.action !== 'accept'))
          : findAction(actions, id);
      if (action?.enabled) latest.current.onAction(order, action.action);
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.defaultPrevented || e.repeat) return;
      // Most keys (all typing) map to nothing: the DOM is asked about modals only for a command.
      const command = shortcutFor(e, { ...targetContext(e.target), modalOpen: false });
      if (!command || isModalOpen()) return;
      e.preventDefault();
      switch (command) {
        case 'next':
          return move(1);
        case 'prev':
          return move(-1);
        case 'open':
          return detailRef.current?.focus();
        case 'accept':
        case 'step':
        case 'deliver':
        case 'cancel':
        case 'print':
          return act(command);
        case 'search':
          searchRef.current?.focus();
          searchRef.current?.select();
          return;
        case 'mute': {
          const s = useSound.getState();
          if (s.mutedUntil !== null && s.mutedUntil > Date.now()) s.unmute();
          else s.muteFor();
          return;
        }
        case 'escape':
          if (useOrders.getState().selectedId) useOrders.getState().select(null);
          return;
        case 'help':
          return setHelpOpen(true);
        default:
          // Chat, courier, delivery estimate, print queue, store switch: the control on screen.
          reachTarget(command);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  const openHelp = useCallback(() => setHelpOpen(true), []);
  const closeHelp = useCallback(() => setHelpOpen(false), []);
  const open = useCallback((id: string) => select(id, true), [select]);
  const cancellingBusy = useOrders((s) => (cancelling ? s.busy[cancelling.id_pedido] !== undefined : false));

  return (
    <div className="orders">
      <TopBar
        query={query}
        onQuery={setQuery}
        searchRef={searchRef}
        onHelp={openHelp}
        printerButtons={printerButtons}
      />
      <Notices />
      <div className="orders__promo">
        <Banners />
        {load === 'ready' ? <Jump sections={sections} /> : null}
      </div>
      <div className="orders__body">
        <div
          ref={listRef}
          className="orders__list"
          role="region"
          aria-label="Lista de pedidos"
          onScroll={(e) => {
            listScrolled.current = e.currentTarget.scrollTop > 0;
          }}
        >
          {load === 'ready' ? <LateChip entries={all} active={lateOnly} onToggle={toggleLate} /> : null}
          {load === 'ready' ? (
            <OrderList
              sections={sections}
              limits={limits}
              selectedId={selectedId}
              query={query}
              budget={settled ? undefined : firstPass}
              onScreen={onScreen}
              onSelect={select}
              onShowMore={showMore}
            />
          ) : load === 'error' ? (
            <div className="empty-state" role="alert">
              <p>Não foi possível carregar os pedidos. Verifique a conexão.</p>
              <p className="order-detail__hint">A lista tenta de novo sozinha a cada poucos segundos.</p>
              <Button
                variant="secondary"
                icon={<RefreshCw aria-hidden size={18} />}
                onClick={() => void sync?.reconcile('manual')}
              >
                Tentar novamente
              </Button>
            </div>
          ) : (
            <LoadingBlock label="Carregando os pedidos..." />
          )}
        </div>
        <Detail
          ref={detailRef}
          entry={selected}
          busyAction={busyAction}
          onAction={onAction}
          oldestPending={selected ? undefined : waitingLongest}
          onOpen={open}
        />
      </div>
      <Help open={helpOpen} onClose={closeHelp} />
      {cancelling ? (
        <CancelOrderModal
          orderId={cancelling.id_pedido}
          customer={cancelling.usuario_nome || cancelling.pedidoObj.usuario_nome || 'o cliente'}
          busy={cancellingBusy}
          onClose={() => setCancelling(null)}
          onConfirm={async (motivo) => {
            const result = await run(cancelling, 'cancel', motivo);
            return result?.ok === true;
          }}
        />
      ) : null}
    </div>
  );
}
