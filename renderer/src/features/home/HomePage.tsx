/**
 * Início: the store owner's day at a glance — open or closed and the delivery time, today's
 * orders per section, revenue and average ticket, the latest orders, and any alert.
 */
import { useCallback, useEffect, useMemo, useState } from 'react';
import {
  AlertTriangle,
  Ban,
  CheckCircle2,
  Clock,
  Flame,
  Hourglass,
  PackageCheck,
  Receipt,
  RefreshCw,
  ShoppingBag,
  Truck,
  TrendingUp,
  XCircle,
  type LucideIcon,
} from 'lucide-react';
import {
  ORDER_SECTIONS,
  orderStatusLabel,
  sectionOf,
  type OrderSectionId,
} from '../../../../shared/order-status';
import {
  formatBRL,
  formatDate,
  formatDeliveryRange,
  formatTime,
  invoiceAmount,
  parseApiDate,
} from '../../../../shared/format';
import { fetchOrders } from '../../api/orders';
import { useServices } from '../../services/services';
import { Button } from '../../components/Button';
import { LoadingBlock } from '../../components/Spinner';
import { useSession } from '../../stores/session';
import { useShop } from '../../stores/shop';
import { customerName } from '../../orders-live/orderView';
import { useDeskClock } from '../../stores/deskClock';
import { useOrders } from '../../stores/orders';
import { useLateCount } from '../../orders-live/lateness';
import { summarizeToday, type TodaySummary } from './summary';
import '../../styles/home.css';

const SECTION_ICONS: Record<OrderSectionId, LucideIcon> = {
  pending: Hourglass,
  production: Flame,
  sent: Truck,
  delivered: PackageCheck,
  cancelled: XCircle,
};

const longDate = new Intl.DateTimeFormat('pt-BR', { weekday: 'long', day: 'numeric', month: 'long' });

type OrdersState =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready'; summary: TodaySummary; updatedAt: Date };

export default function HomePage() {
  const { api } = useServices();
  const nome = useSession((s) => s.user?.nome ?? '');
  const info = useShop((s) => s.info);
  const storeStatus = useShop((s) => s.status);
  const overdue = useShop((s) => s.overdue);
  const ordersVersion = useShop((s) => s.ordersVersion);
  // At midnight the counts start over with the new day's orders, without a reload (issue 21 §2).
  const day = useDeskClock((s) => s.day);
  const [orders, setOrders] = useState<OrdersState>({ status: 'loading' });
  const [reloadKey, setReloadKey] = useState(0);

  const reload = useCallback(() => setReloadKey((k) => k + 1), []);

  useEffect(() => {
    let alive = true;
    setOrders((o) => (o.status === 'ready' ? o : { status: 'loading' }));
    fetchOrders(api)
      .then((res) => {
        if (!alive) return;
        if (res.ok) {
          const now = new Date();
          setOrders({ status: 'ready', summary: summarizeToday(res.data.pedidos, now), updatedAt: now });
        } else {
          setOrders({
            status: 'error',
            message: res.message || 'Não foi possível carregar os pedidos de hoje.',
          });
        }
      })
      .catch(() => {
        if (alive) setOrders({ status: 'error', message: 'Não foi possível carregar os pedidos de hoje.' });
      });
    return () => {
      alive = false;
    };
  }, [api, reloadKey, ordersVersion, day]);

  const today = new Date();
  const open = info?.fechado === 'N';
  const suspended = info?.loja_bloqueada === 'S';
  const firstOverdue = overdue[0];
  const firstOverdueDue = firstOverdue ? parseApiDate(firstOverdue.overdues_at) : null;

  return (
    <div className="page home">
      <header className="page__header">
        <div>
          <h1 className="page__title">Início</h1>
          <p className="page__subtitle">
            {nome ? `Olá, ${nome}! ` : ''}
            <span className="capitalize">{longDate.format(today)}</span>
          </p>
        </div>
        <Button
          variant="secondary"
          onClick={reload}
          busy={orders.status === 'loading'}
          icon={<RefreshCw size={18} aria-hidden />}
        >
          Atualizar
        </Button>
      </header>

      <section className="home__grid" aria-label="Situação da loja">
        <article className={`card stat ${info ? (open ? 'stat--ok' : 'stat--danger') : ''}`}>
          <h2 className="stat__label">Situação da loja</h2>
          {info ? (
            <p className="stat__value stat__value--icon">
              {open ? <CheckCircle2 aria-hidden size={24} /> : <Ban aria-hidden size={24} />}
              {open ? 'Aberta para pedidos' : 'Fechada para pedidos'}
            </p>
          ) : (
            <p className="stat__value">{storeStatus === 'error' ? 'Indisponível' : '...'}</p>
          )}
          <p className="stat__hint stat__value--icon">
            <Clock aria-hidden size={16} />
            Entrega em {formatDeliveryRange(info?.entrega_minimo, info?.entrega_maximo)}
          </p>
        </article>
        <OrdersKpis orders={orders} />
        <LateOrdersStat />
      </section>

      {suspended || firstOverdue ? (
        <section className="card home__alerts" aria-labelledby="home-alerts">
          <h2 id="home-alerts" className="card__title">
            Avisos
          </h2>
          <ul className="alert-list">
            {suspended ? (
              <li className="alert-list__item alert-list__item--danger">
                <Ban aria-hidden size={20} /> Loja suspensa: pedidos não podem ser recebidos até a
                regularização.
              </li>
            ) : null}
            {firstOverdue ? (
              <li className="alert-list__item alert-list__item--warning">
                <Receipt aria-hidden size={20} />
                {overdue.length === 1 ? '1 fatura vencida' : `${overdue.length} faturas vencidas`}
                {` — ${overdue.length === 1 ? 'venceu' : 'a mais antiga venceu'}`}
                {firstOverdueDue ? ` em ${formatDate(firstOverdueDue)}` : ''}
                {`, no valor de ${formatBRL(invoiceAmount(firstOverdue.balance))}.`}
              </li>
            ) : null}
          </ul>
        </section>
      ) : null}

      <OrdersToday orders={orders} onRetry={reload} />
    </div>
  );
}

/** The accepted orders past the delivery estimate now (issue 34 §4), from the live list, on the tick. */
function LateOrdersStat() {
  const entries = useOrders((s) => s.entries);
  const list = useMemo(() => [...entries.values()], [entries]);
  const late = useLateCount(list);
  return (
    <article className={`card stat ${late > 0 ? 'stat--danger' : ''}`}>
      <h2 className="stat__label">Pedidos atrasados</h2>
      <p className="stat__value stat__value--icon">
        <AlertTriangle aria-hidden size={24} />
        {late}
      </p>
      <p className="stat__hint">Aceitos e além da previsão máxima de entrega.</p>
    </article>
  );
}

function OrdersKpis({ orders }: { orders: OrdersState }) {
  const summary = orders.status === 'ready' ? orders.summary : null;
  const value = (v: string) => (summary ? v : '...');
  return (
    <>
      <article className="card stat">
        <h2 className="stat__label">Pedidos hoje</h2>
        <p className="stat__value stat__value--icon">
          <ShoppingBag aria-hidden size={24} />
          {value(String(summary?.total ?? 0))}
        </p>
      </article>
      <article className="card stat">
        <h2 className="stat__label">Faturamento do dia</h2>
        <p className="stat__value stat__value--icon">
          <TrendingUp aria-hidden size={24} />
          {value(formatBRL(summary?.revenue ?? 0))}
        </p>
        <p className="stat__hint">Pedidos não cancelados.</p>
      </article>
      <article className="card stat">
        <h2 className="stat__label">Ticket médio</h2>
        <p className="stat__value">{value(formatBRL(summary?.averageTicket ?? 0))}</p>
      </article>
    </>
  );
}

function OrdersToday({ orders, onRetry }: { orders: OrdersState; onRetry(): void }) {
  if (orders.status === 'loading') {
    return (
      <section className="card">
        <LoadingBlock label="Carregando os pedidos de hoje..." />
      </section>
    );
  }
  if (orders.status === 'error') {
    return (
      <section className="card empty-state" role="alert">
        <p>{orders.message}</p>
        <Button variant="secondary" onClick={onRetry} icon={<RefreshCw size={18} aria-hidden />}>
          Recarregar pedidos
        </Button>
      </section>
    );
  }
  const { summary, updatedAt } = orders;
  return (
    <>
      <section className="card" aria-labelledby="home-sections">
        <h2 id="home-sections" className="card__title">
          Pedidos de hoje por situação
        </h2>
        <ul className="section-counts">
          {ORDER_SECTIONS.map((s) => {
            const Icon = SECTION_ICONS[s.id];
            return (
              <li key={s.id} className={`section-count section-count--${s.id}`}>
                <Icon aria-hidden size={22} />
                <span className="section-count__label">{s.label}</span>
                <span className="section-count__value">{summary.bySection[s.id]}</span>
              </li>
            );
          })}
        </ul>
      </section>
      <section className="card" aria-labelledby="home-latest">
        <div className="card__head">
          <h2 id="home-latest" className="card__title">
            Últimos pedidos
          </h2>
          <span className="card__meta">Atualizado às {formatTime(updatedAt)}</span>
        </div>
        {summary.latest.length === 0 ? (
          <p className="empty-state">Nenhum pedido hoje até agora.</p>
        ) : (
          <table className="table">
            <thead>
              <tr>
                <th scope="col">Hora</th>
                <th scope="col">Cliente</th>
                <th scope="col" className="num">
                  Total
                </th>
                <th scope="col">Situação</th>
              </tr>
            </thead>
            <tbody>
              {summary.latest.map((o) => {
                const at = parseApiDate(o.data_criacao);
                const section = sectionOf(o.status);
                const Icon = section ? SECTION_ICONS[section] : Hourglass;
                return (
                  <tr key={o.id_pedido}>
                    <td>{at ? formatTime(at) : '—'}</td>
                    <td>{customerName(o)}</td>
                    <td className="num">{formatBRL(o.valor_total ?? 0)}</td>
                    <td>
                      <span className={`status-pill status-pill--${section ?? 'unknown'}`}>
                        <Icon aria-hidden size={16} />
                        {orderStatusLabel(o.status)}
                      </span>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        )}
      </section>
    </>
  );
}
