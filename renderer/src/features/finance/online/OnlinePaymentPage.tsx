/**
 * Pagamento online (/financeiro/pagamentoonline, spec 03 §2.2): the registration status label
 * (PENDING pendente; ENABLED/ACTIVATED ativo) and the acceptance switch, whose refusal shows the
 * server's erros and leads to /financeiro/cadastro/recebimentos (OnlinePaymentSwitch).
 */
import { onlinePaymentStatusLabel } from '../../../../../shared/finance/labels';
import { useServices } from '../../../services/services';
import {
  Badge,
  Card,
  ErrorState,
  LoadingState,
  Page,
  PageHeader,
  errorMessageOf,
  useResource,
} from '../../../components/backoffice';
import { useSession } from '../../../stores/session';
import { fetchRegistrationStatus } from '../../../online-payment/onlinePaymentApi';
import { OnlinePaymentSwitch } from '../../../online-payment/OnlinePaymentSwitch';
import '../finance.css';

export default function OnlinePaymentPage() {
  const { api } = useServices();
  const storeId = useSession((s) => s.user?.id_estabelecimento) ?? '';
  const status = useResource((signal) => fetchRegistrationStatus(api, storeId, signal), [api, storeId]);

  let label;
  if (status.status === 'error')
    label = (
      <ErrorState
        message={errorMessageOf(status.error, 'Não foi possível carregar a situação do cadastro.')}
        onRetry={status.reload}
      />
    );
  else if (status.data === undefined) label = <LoadingState />;
  else {
    const l = onlinePaymentStatusLabel(status.data);
    label = (
      <p className="fin-status-line">
        Situação do cadastro: <Badge tone={l.tone}>{l.label}</Badge>
      </p>
    );
  }

  return (
    <Page>
      <PageHeader
        title="Pagamento online"
        subtitle="Receba pelo aplicativo com cartão e PIX. Os valores são repassados conforme o calendário de recebimentos."
      />
      <Card title="Cadastro">{label}</Card>
      <Card title="Aceitação">
        <OnlinePaymentSwitch />
      </Card>
    </Page>
  );
}
