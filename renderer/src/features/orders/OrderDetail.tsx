/**
 * The selected order (spec 01 §2 "The order detail shows"): customer, purchases, confirmed
 * flag, phone, hash, pickup or delivery, address, items with their lines, observations,
 * payment, whether to charge the customer, payment form and progress. Every server string is
 * rendered as text.
 */
import { orderStatusLabel } from '../../../../shared/order-status';
import { OrderNotices, WaitingMark } from '../../offline/WaitingMark';
import type { ReactNode, Ref } from 'react';
import {
  BadgeCheck,
  Banknote,
  CircleAlert,
  ClipboardList,
  History,
  MapPin,
  MessageSquareText,
  Phone,
  ShoppingBag,
  User,
} from 'lucide-react';
import type { OrderActionId } from '../../../../shared/order-actions';
import { formatBRL, formatDateTime, formatTime } from '../../../../shared/format';
import type { LiveOrder, LiveOrderItem } from '../../../../shared/api/live-order';
import type { OrderEntry } from '../../stores/orders';
import { OrderActionsBar } from './OrderActionsBar';
import { Button } from '../../components/Button';
import { useSlipNotices } from '../../order-printing/slipNotice';
import { KitchenReadyBadge } from '../../kitchen/desk/KitchenReadyBadge';
import { Countdown, ExternalDeliveryLabel, OrderBadges, StatusPill } from '../../orders-live/orderView';

/** 'Cancelamento impresso na Cozinha': the stations that printed the order's slips today. */
function SlipNotices({ orderId }: { orderId: string }) {
  const notices = useSlipNotices(orderId);
  if (notices.length === 0) return null;
  return (
    <>
      {notices.map((text) => (
        <p key={text} className="notice notice--info" role="status">
          {text}
        </p>
      ))}
    </>
  );
}

/** 'Borda:Catupiry,Cheddar' → a label and its values; other lines stay as they are. */
function parseItemLine(line: string): { label: string; values: string[] } | { text: string } {
  const idx = line.indexOf(':');
  if (idx <= 0 || idx === line.length - 1) return { text: line };
  const label = line.slice(0, idx).trim();
  const values = line
    .slice(idx + 1)
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean);
  if (label === '' || values.length === 0) return { text: line };
  return { label, values };
}

const qty = (n: number) => (Number.isInteger(n) ? String(n) : n.toLocaleString('pt-BR'));

function ItemLines({ lines }: { lines: readonly string[] }) {
  if (lines.length === 0) return null;
  return (
    <ul className="item__lines">
      {lines.map((line, i) => {
        const parsed = parseItemLine(line);
        return (
          <li key={i}>
            {'text' in parsed ? (
              parsed.text
            ) : (
              <>
                <span className="item__line-label">{parsed.label}:</span> {parsed.values.join(', ')}
              </>
            )}
          </li>
        );
      })}
    </ul>
  );
}

function Item({ item }: { item: LiveOrderItem }) {
  return (
    <li className="item">
      <span className="item__qty">{qty(item.quantidade)}×</span>
      <div className="item__body">
        <span className="item__name">{item.nome}</span>
        <ItemLines lines={item.linhas} />
      </div>
      <span className="item__price">
        <span className="item__unit">{formatBRL(item.valor_unitario)} un.</span>
        {item.valor_total > 0 ? <span className="item__total">{formatBRL(item.valor_total)}</span> : null}
      </span>
    </li>
  );
}

function Card({ title, icon: Icon, children }: { title: string; icon: typeof User; children: ReactNode }) {
  return (
    <section className="detail-card">
      <h3 className="detail-card__title">
        <Icon aria-hidden size={18} />
        {title}
      </h3>
      {children}
    </section>
  );
}

/** How the detail names a pedidoObj field the desk could not read in whole. */
const UNREAD_FIELD_NAMES: Record<string, string> = {
  pedidoObj: 'os detalhes do pedido',
  itens: 'itens',
  'itens.linhas': 'linhas dos itens',
  dados_pagamento: 'dados de pagamento',
  andamentos: 'andamentos',
};

/** What staff read when the platform sent part of the order in a shape the desk cannot read. */
export function unreadNotice(fields: readonly string[]): string {
  const names = fields.map((f) => UNREAD_FIELD_NAMES[f] ?? f).join(', ');
  return `Parte do pedido veio da plataforma num formato que o caixa não leu: ${names}. Confira no painel da plataforma.`;
}

function Pairs({ pairs }: { pairs: readonly { label: string; value: string }[] }) {
  return (
    <dl className="pairs">
      {pairs.map((p, i) => (
        <div key={i} className="pairs__row">
          <dt>{p.label}</dt>
          <dd>{p.value}</dd>
        </div>
      ))}
    </dl>
  );
}

export interface OrderDetailProps {
  entry: OrderEntry | undefined;
  busyAction: string | null;
  onAction(order: LiveOrder, action: OrderActionId): void;
  ref?: Ref<HTMLElement>;
  /** With no order chosen: the pending order that has waited longest, offered as a button. */
  oldestPending?: OrderEntry;
  /** Opens an order from the empty pane (the button above). */
  onOpen?(id: string): void;
}

export function OrderDetail({ entry, busyAction, onAction, ref, oldestPending, onOpen }: OrderDetailProps) {
  if (!entry) {
    const waiting = oldestPending?.order.id_pedido;
    return (
      <section
        ref={ref}
        className="order-detail order-detail--empty"
        tabIndex={-1}
        aria-label="Detalhes do pedido"
      >
        <ClipboardList aria-hidden size={40} />
        <p>Selecione um pedido na lista para ver os detalhes.</p>
        <p className="order-detail__hint">
          Clique num pedido, ou use <kbd>↑</kbd> <kbd>↓</kbd> para escolher e <kbd>Enter</kbd> para abrir;{' '}
          <kbd>?</kbd> mostra os atalhos.
        </p>
        {waiting && onOpen ? (
          <Button variant="primary" onClick={() => onOpen(waiting)}>
            Abrir o pendente mais antigo: #{waiting}
          </Button>
        ) : null}
      </section>
    );
  }
  const { order } = entry;
  const d = order.pedidoObj;
  const name = d.usuario_nome || order.usuario_nome || 'Cliente';
  const phone = d.usuario_telefone_formatado || order.usuario_telefone_formatado;
  const confirmed = d.usuario_confirmado || order.usuario_confirmado;
  const address = d.endereco_completo || order.endereco_completo;
  const hash = d.hash_pedido || order.hash_pedido;
  const created = entry.createdAt > 0 ? new Date(entry.createdAt) : null;
  const titleId = `order-detail-${order.id_pedido}`;
  return (
    <section
      ref={ref}
      className="order-detail"
      tabIndex={-1}
      aria-labelledby={titleId}
      data-order-id={order.id_pedido}
    >
      <header className="order-detail__head">
        <div className="order-detail__title-row">
          <h2 id={titleId} className="order-detail__title">
            Pedido #{order.id_pedido}
          </h2>
          <StatusPill status={order.status} size={18} />
          <ExternalDeliveryLabel status={order.externalDeliveryStatus} />
          {(entry.waiting?.platformStatus ?? order.status) === 'PP' ? (
            <Countdown deadline={entry.deadline} />
          ) : null}
        </div>
        {entry.waiting ? (
          <WaitingMark
            entryId={entry.waiting.entryId}
            pressedAt={entry.waiting.pressedAt}
            state={entry.waiting.state}
            what={`a mudança para ${orderStatusLabel(entry.waiting.to)}`}
          />
        ) : null}
        <OrderNotices idPedido={order.id_pedido} />
        <p className="order-detail__meta">
          {created ? (
            <span>
              Feito às{' '}
              <time dateTime={order.data_criacao} title={formatDateTime(created)}>
                {formatTime(created)}
              </time>
            </span>
          ) : null}
          {hash ? (
            <span>
              Código <code className="order-detail__hash">{hash}</code>
            </span>
          ) : null}
          <span className="order-detail__total">{formatBRL(order.valor_total)}</span>
        </p>
        <div className="order-detail__badges">
          <KitchenReadyBadge idPedido={order.id_pedido} />
          <OrderBadges order={order} />
        </div>
        <OrderActionsBar order={order} busyAction={busyAction} onAction={(a) => onAction(order, a)} />
      </header>

      <div className="order-detail__body">
        {order.status === 'PC' && order.motivo_cancelamento ? (
          <p className="notice notice--error order-detail__cancel">
            Motivo do cancelamento: {order.motivo_cancelamento}
          </p>
        ) : null}
        <SlipNotices orderId={order.id_pedido} />

        {d.naoLidos ? (
          <p className="notice notice--warning" role="status">
            {unreadNotice(d.naoLidos)}
          </p>
        ) : null}

        <Card title="Cliente" icon={User}>
          <p className="detail-strong">{name}</p>
          <ul className="facts">
            <li>
              <ShoppingBag aria-hidden size={16} />
              {d.usuario_compras === 1 ? '1 compra' : `${d.usuario_compras} compras`}
            </li>
            <li className={confirmed ? 'facts--ok' : 'facts--warn'}>
              {confirmed ? <BadgeCheck aria-hidden size={16} /> : <CircleAlert aria-hidden size={16} />}
              {confirmed ? 'Cadastro confirmado' : 'Cadastro não confirmado'}
            </li>
            {phone ? (
              <li>
                <Phone aria-hidden size={16} />
                {phone}
              </li>
            ) : null}
          </ul>
        </Card>

        <Card title={d.retirada_local ? 'Retirada no local' : 'Entrega'} icon={MapPin}>
          {d.retirada_local ? (
            <p>O cliente vai buscar o pedido na loja.</p>
          ) : (
            <p className="detail-strong">{address || 'Endereço não informado'}</p>
          )}
        </Card>

        <Card title="Itens" icon={ClipboardList}>
          {d.itens.length === 0 ? (
            <p>Nenhum item informado.</p>
          ) : (
            <ul className="items">
              {d.itens.map((item, i) => (
                <Item key={i} item={item} />
              ))}
            </ul>
          )}
        </Card>

        {d.observacoes.trim() !== '' ? (
          <Card title="Observações" icon={MessageSquareText}>
            <p className="detail-observations">{d.observacoes}</p>
          </Card>
        ) : null}

        <Card title="Pagamento" icon={Banknote}>
          <p className={`charge ${d.cobrar_cliente ? 'charge--yes' : 'charge--no'}`}>
            {d.cobrar_cliente ? 'Cobrar do cliente na entrega' : 'Não cobrar do cliente: já está pago'}
          </p>
          {d.forma_pagamento ? (
            <p>
              Forma de pagamento: <strong>{d.forma_pagamento}</strong>
            </p>
          ) : null}
          {d.dados_pagamento.length > 0 ? <Pairs pairs={d.dados_pagamento} /> : null}
        </Card>

        {d.andamentos.length > 0 ? (
          <Card title="Andamento" icon={History}>
            <Pairs pairs={d.andamentos} />
          </Card>
        ) : null}
      </div>
    </section>
  );
}
