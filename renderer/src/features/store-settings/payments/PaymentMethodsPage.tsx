/**
 * Formas de pagamento (spec 02 §2.11): the online-payment switch (the shared component, with its
 * failure redirect), an accent-insensitive search, the grid of method checkboxes with icons, and
 * Save, enabled once the ticked set differs from the saved one.
 */
import { useMemo, useState } from 'react';
import { Banknote, CreditCard, FileText, QrCode, Save, Ticket, Wallet, type LucideIcon } from 'lucide-react';
import type { PaymentMethod } from '../../../../../shared/api/store-settings';
import {
  PAYMENTS_SAVED,
  filterMethods,
  paymentsChanged,
  selectedKeys,
} from '../../../../../shared/store-settings/payments';
import { useServices } from '../../../services/services';
import { Button } from '../../../components/Button';
import {
  Card,
  Checkbox,
  EmptyState,
  Page,
  PageHeader,
  ResourceView,
  SearchInput,
  unwrapLegacy,
  useResource,
} from '../../../components/backoffice';
import { notify } from '../../../components/feedback/notify';
import { OnlinePaymentSwitch } from '../../../online-payment/OnlinePaymentSwitch';
import { legacyWrite, paymentsSchema } from '../storeSettingsApi';
import '../storeSettings.css';

export const PAYMENTS_TITLE = 'Formas de pagamento';

/** The icon of a method, by the family its chave names. */
export function methodIcon(chave: string): LucideIcon {
  if (chave === 'dinheiro') return Banknote;
  if (chave === 'pix') return QrCode;
  if (chave.startsWith('vale')) return Ticket;
  if (chave.startsWith('carteira')) return Wallet;
  if (chave === 'cheque') return FileText;
  return CreditCard;
}

export default function PaymentMethodsPage() {
  const { api } = useServices();
  const methods = useResource(
    async (signal) =>
      unwrapLegacy(
        await api.legacy('v1', 'get', 'software_app/listarpagamentos', paymentsSchema, {
          signal,
          quiet: true,
        }),
      ).obj,
    [api],
  );
  return (
    <Page>
      <PageHeader title={PAYMENTS_TITLE} subtitle="Como os clientes podem pagar os pedidos desta loja." />
      <Card title="Pagamento online">
        <OnlinePaymentSwitch />
      </Card>
      <ResourceView resource={methods} emptyMessage="Nenhuma forma de pagamento disponível.">
        {(list) => <MethodsForm saved={list} onSaved={methods.setData} />}
      </ResourceView>
    </Page>
  );
}

function MethodsForm({ saved, onSaved }: { saved: PaymentMethod[]; onSaved(list: PaymentMethod[]): void }) {
  const { api } = useServices();
  const [methods, setMethods] = useState(saved);
  const [query, setQuery] = useState('');
  const [saving, setSaving] = useState(false);
  const shown = useMemo(() => filterMethods(methods, query), [methods, query]);
  const changed = paymentsChanged(saved, methods);
  const count = selectedKeys(methods).length;

  async function save() {
    setSaving(true);
    try {
      const res = await legacyWrite(
        api,
        'software_app/alteraPagamentos',
        { formas: JSON.stringify(selectedKeys(methods)) },
        { toast: false, fallback: 'Não foi possível salvar as formas de pagamento.' },
      );
      if (res) {
        notify.success(PAYMENTS_SAVED);
        onSaved(methods);
      }
    } finally {
      setSaving(false);
    }
  }

  return (
    <Card
      title="Formas aceitas"
      meta={`${count} ${count === 1 ? 'selecionada' : 'selecionadas'}`}
      actions={
        <Button
          onClick={() => void save()}
          disabled={!changed}
          busy={saving}
          icon={<Save size={18} aria-hidden />}
        >
          Salvar
        </Button>
      }
    >
      <div className="bo-toolbar">
        <SearchInput label="Procurar formas de pagamento" value={query} onChange={setQuery} />
      </div>
      {shown.length === 0 ? (
        <EmptyState message="Nenhuma forma de pagamento encontrada." />
      ) : (
        <ul className="ss-methods" aria-label="Formas de pagamento">
          {shown.map((m) => {
            const Icon = methodIcon(m.chave);
            return (
              <li key={m.chave} className={`ss-method ${m.selected ? 'is-on' : ''}`}>
                <Icon className="ss-method__icon" size={20} aria-hidden />
                <Checkbox
                  label={m.nome}
                  checked={m.selected}
                  onChange={(v) =>
                    setMethods((list) => list.map((x) => (x.chave === m.chave ? { ...x, selected: v } : x)))
                  }
                />
              </li>
            );
          })}
        </ul>
      )}
    </Card>
  );
}
