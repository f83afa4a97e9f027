/**
 * The old-data cutoff (03 §9): orders paid online before 19/02/2025 are in /onlinepayment/report
 * and older settlements in /onlinepayment/batch. The desktop app has no address bar, so the
 * screens that show the newer data (Visão geral, Repasses) point there.
 */
import { History } from 'lucide-react';
import { Link } from 'react-router-dom';

const OLD_REPORT_PATH = '/onlinepayment/report';
const OLD_BATCHES_PATH = '/onlinepayment/batch';

export function OldDataNotice() {
  return (
    <div className="notice notice--info fin-old-data" role="note">
      <History aria-hidden size={18} />
      <p>
        Dados anteriores a 19/02/2025: os pedidos pagos online estão em{' '}
        <Link to={OLD_REPORT_PATH}>Pagamento online/Relatório</Link> e os repasses em{' '}
        <Link to={OLD_BATCHES_PATH}>Lotes de repasse</Link>.
      </p>
    </div>
  );
}
