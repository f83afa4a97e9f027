/**
 * Planos de taxas (/financeiro/cadastro/planos, spec 03 §2.5, §4 fee plan): Standard (1) and Pro
 * (2), each with its debit and credit fee tables by brand and instalments. Exactly one plan is
 * active ('Plano Ativo'); activating the other switches it. Debit in 1 day, credit in 30.
 */
import { useState } from 'react';
import type { FeePlanRow } from '../../../../../shared/api/onboarding';
import { feeTable, formatFee } from '../../../../../shared/finance/onboarding-rules';
import { useServices } from '../../../services/services';
import {
  Badge,
  Card,
  Page,
  PageHeader,
  ResourceView,
  Switch,
  useResource,
} from '../../../components/backoffice';
import { dialogs } from '../../../components/feedback/dialogs';
import { notify } from '../../../components/feedback/notify';
import { useSession } from '../../../stores/session';
import { OnboardingNav } from './OnboardingNav';
import { activateFeePlan, fetchFeePlans, fetchRegistration } from './registrationApi';
import './onboarding.css';

export const PLANS = [
  { id: 1, name: 'Standard' },
  { id: 2, name: 'Pro' },
] as const;

function FeeTable({ rows, plan, tipo }: { rows: FeePlanRow[]; plan: number; tipo: 'Débito' | 'Crédito' }) {
  const t = feeTable(rows, plan, tipo);
  const name = PLANS.find((p) => p.id === plan)?.name ?? '';
  return (
    <div className="onb-fee-table">
      <table>
        <caption>
          {tipo} ({tipo === 'Débito' ? 'recebe em 1 dia' : 'recebe em 30 dias'})
          <span className="bo-sr-only"> do plano {name}</span>
        </caption>
        <thead>
          <tr>
            <th scope="col">Parcelas</th>
            {t.brands.map((b) => (
              <th key={b} scope="col">
                {b}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {t.rows.map((r) => (
            <tr key={r.parcelas}>
              <th scope="row">{r.parcelas === 1 ? 'À vista' : `${r.parcelas}x`}</th>
              {r.fees.map((f, i) => (
                <td key={t.brands[i]}>{formatFee(f)}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export default function PlansPage() {
  const { api } = useServices();
  const storeId = useSession((s) => s.user?.id_estabelecimento) ?? '';
  const [busy, setBusy] = useState<number | null>(null);
  const data = useResource(
    async (signal) => {
      const [rows, reg] = await Promise.all([
        fetchFeePlans(api, signal),
        fetchRegistration(api, storeId, signal),
      ]);
      return {
        rows,
        registrationId: reg.id_pagon_cadastro ?? '',
        active: Number(reg.id_pagon_planos_taxas ?? ''),
      };
    },
    [api, storeId],
  );

  async function activate(plan: number) {
    const d = data.data;
    if (!d || busy !== null) return;
    setBusy(plan);
    try {
      const res = await activateFeePlan(api, d.registrationId, plan);
      if (!res.ok) {
        await dialogs.alert({ message: (res.errors?.length ? res.errors : [res.message]).join('\n') });
        return;
      }
      notify.success(res.data.mensagem || 'Plano ativado com sucesso!');
      data.setData({ ...d, active: plan });
    } catch {
      // The HTTP layer showed its dialog; the active plan stays.
    } finally {
      setBusy(null);
    }
  }

  return (
    <Page>
      <PageHeader title="Planos de taxas" subtitle="Débito recebido em 1 dia e crédito em 30 dias." />
      <OnboardingNav />
      <ResourceView resource={data}>
        {(d) => (
          <div className="onb-plans">
            {PLANS.map((p) => {
              const active = d.active === p.id;
              return (
                <Card
                  key={p.id}
                  title={`Plano ${p.name}`}
                  meta={active ? <Badge tone="success">Plano Ativo</Badge> : undefined}
                  actions={
                    <Switch
                      label={`Ativar plano ${p.name}`}
                      checked={active}
                      disabled={active}
                      busy={busy === p.id}
                      onCheckedChange={(v) => {
                        if (v) void activate(p.id);
                      }}
                      onText="Ativo"
                      offText="Inativo"
                    />
                  }
                >
                  <FeeTable rows={d.rows} plan={p.id} tipo="Débito" />
                  <FeeTable rows={d.rows} plan={p.id} tipo="Crédito" />
                </Card>
              );
            })}
          </div>
        )}
      </ResourceView>
    </Page>
  );
}
