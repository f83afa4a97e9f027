/**
 * The banners the shell shows above every screen: the store's suspension (loja_bloqueada) and its
 * overdue invoices (GET invoices?status=overdue, read once per session).
 *
 * Kit: SuspensionBanner, OverdueInvoiceBanner.
 */
import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { Ban, Receipt } from 'lucide-react';
import { INVOICES_PATH } from '../../../../shared/routes';
import { formatBRL, formatDate, invoiceAmount, parseApiDate } from '../../../../shared/format';
import { fetchOverdueInvoices } from '../../api/invoices';
import type { OverdueInvoice } from '../../../../shared/api/platform-json';
import { useServices } from '../../services/services';
import { useSession } from '../../stores/session';
import { useShop } from '../../stores/shop';

const SUSPENDED_TITLE = 'A sua loja está suspensa!';

/** Shown when loja_bloqueada is set: the spec's title, the server's text (as text), the support phone. */
export function SuspensionBanner() {
  const { config } = useServices();
  const info = useShop((s) => s.info);
  if (!info || info.loja_bloqueada !== 'S') return null;
  return (
    <div className="banner banner--danger" role="alert">
      <Ban className="banner__icon" size={24} aria-hidden />
      <div className="banner__body">
        <p className="banner__title">{SUSPENDED_TITLE}</p>
        {info.texto_bloqueada ? <p className="banner__text">{info.texto_bloqueada}</p> : null}
        {config.brand.supportPhone ? (
          <p className="banner__text">Fale com o suporte: {config.brand.supportPhone}</p>
        ) : null}
      </div>
    </div>
  );
}

/** The oldest overdue invoice first; the banner mentions how many more there are. */
function sortOverdue(invoices: readonly OverdueInvoice[]): OverdueInvoice[] {
  const time = (i: OverdueInvoice) => parseApiDate(i.overdues_at)?.getTime() ?? Number.POSITIVE_INFINITY;
  return [...invoices].sort((a, b) => time(a) - time(b));
}

/** Loads the overdue invoices once per session into the store (banner and Início read them). */
export function useOverdueInvoices(): void {
  const { api } = useServices();
  const hash = useSession((s) => s.user?.sessao.hash);
  useEffect(() => {
    if (!hash) return;
    let alive = true;
    fetchOverdueInvoices(api)
      .then((list) => {
        if (alive) useShop.getState().setOverdue(sortOverdue(list));
      })
      .catch(() => undefined);
    return () => {
      alive = false;
    };
  }, [api, hash]);
}

export function OverdueInvoiceBanner() {
  const { config } = useServices();
  const invoices = useShop((s) => s.overdue);

  const first = invoices[0];
  if (!first) return null;
  const due = parseApiDate(first.overdues_at);
  const more = invoices.length - 1;
  return (
    <div className="banner banner--warning" role="alert">
      <Receipt className="banner__icon" size={24} aria-hidden />
      <div className="banner__body">
        <p className="banner__title">
          Você tem uma fatura vencida{due ? ` em ${formatDate(due)}` : ''} no valor de{' '}
          {formatBRL(invoiceAmount(first.balance))}.
          {more > 0 ? ` E mais ${more} ${more === 1 ? 'fatura vencida' : 'faturas vencidas'}.` : ''}
        </p>
        <p className="banner__text">
          Regularize para evitar a suspensão da loja.{' '}
          {config.brand.supportPhone ? `Dúvidas? Suporte: ${config.brand.supportPhone}. ` : ''}
          <Link to={INVOICES_PATH} className="banner__link">
            Ver faturas
          </Link>
        </p>
      </div>
    </div>
  );
}
