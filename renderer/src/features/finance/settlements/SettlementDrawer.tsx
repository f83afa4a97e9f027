import { Dialog } from 'radix-ui';
import { X } from 'lucide-react';
import { centsToBRL, formatDay } from '../../../../../shared/finance/money';
import { groupByOrder, totalsOf } from '../../../../../shared/finance/transactions';
import { useServices } from '../../../services/services';
import { DataTable, EmptyState, ErrorState, LoadingState, useResource } from '../../../components/backoffice';
import type { Settlement } from '../../../../../shared/api/finance';
import { fetchSettlement, fetchTransactions } from '../financeApi';
import { groupColumns } from '../overview/TransactionsCard';

/** Order transactions of one payout in one page (03 §9: 6000 in the settlement drawer). */
const DRAWER_PAGE_SIZE = 6000;
const RETIDO_EXPLANATION =
  'Retido é o valor descontado deste repasse para cobrir multas de pedidos recusados pela loja. Se uma multa for estornada, o valor volta em um próximo repasse.';

/**
 * 'Ver pedidos': the payout's totals (its own settlement-periods/{id}; the list's row until that
 * answers, or where the platform has no such call), its orders grouped with footer sums, and what
 * Retido means.
 */
export function SettlementDrawer({ settlement: row, onClose }: { settlement: Settlement; onClose(): void }) {
  const { api } = useServices();
  const detail = useResource((signal) => fetchSettlement(api, row.id, signal), [api, row.id]);
  const s = detail.data ?? row;
  const tx = useResource(
    (signal) =>
      fetchTransactions(api, { page: 1, perPage: DRAWER_PAGE_SIZE, settlementPeriodId: s.id }, signal),
    [api, s.id],
  );
  const groups = tx.data ? groupByOrder(tx.data.rows) : [];
  const sums = totalsOf(groups);

  return (
    <Dialog.Root open onOpenChange={(next) => (next ? undefined : onClose())}>
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay" />
        <Dialog.Content className="fin-drawer" aria-describedby={undefined}>
          <div className="dialog__header">
            <Dialog.Title className="dialog__title">
              Pedidos do repasse de {formatDay(s.settlement_date)}
            </Dialog.Title>
            <Dialog.Close className="icon-btn" aria-label="Fechar janela">
              <X size={20} aria-hidden />
            </Dialog.Close>
          </div>
          <dl className="fin-totals">
            <div>
              <dt>Total a receber</dt>
              <dd>{centsToBRL(s.merchant_split_value)}</dd>
            </div>
            <div>
              <dt>Total vendido via pag. online</dt>
              <dd>
                {centsToBRL(s.online_payment_value)}
                <span className="fin-carry">
                  Subtotal {centsToBRL(s.subtotal_value)} + taxa de entrega {centsToBRL(s.delivery_value)}
                </span>
              </dd>
            </div>
            <div>
              <dt>Taxa</dt>
              <dd>{centsToBRL(s.online_payment_tax_value)}</dd>
            </div>
            <div>
              <dt>Comissao</dt>
              <dd>{centsToBRL(s.commission_value)}</dd>
            </div>
            <div>
              <dt>Retido</dt>
              <dd>{centsToBRL(s.retained_value)}</dd>
            </div>
          </dl>
          {tx.status === 'error' ? (
            <ErrorState onRetry={tx.reload} />
          ) : !tx.data ? (
            <LoadingState />
          ) : groups.length === 0 ? (
            <EmptyState message="Nenhum pedido neste repasse." />
          ) : (
            <div className="fin-scroll" tabIndex={0} role="group" aria-label="Pedidos e somas do repasse">
              <DataTable
                aria-label="Pedidos do repasse"
                columns={groupColumns}
                rows={groups}
                rowKey={(g) => g.hash}
              />
              <table className="table fin-footer" aria-label="Somas dos pedidos do repasse">
                <tbody>
                  <tr>
                    <th scope="row">Somas ({groups.length} pedidos)</th>
                    <td>Subtotal {centsToBRL(sums.subtotal)}</td>
                    <td>Entrega {centsToBRL(sums.delivery)}</td>
                    <td>Total {centsToBRL(sums.total)}</td>
                    <td>Pag. online {centsToBRL(sums.online)}</td>
                    <td>Comissão {centsToBRL(sums.commission)}</td>
                    <td>Saldo {centsToBRL(sums.nett)}</td>
                  </tr>
                </tbody>
              </table>
            </div>
          )}
          <p className="fin-note">{RETIDO_EXPLANATION}</p>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
