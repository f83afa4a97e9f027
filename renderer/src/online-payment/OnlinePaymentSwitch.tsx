/**
 * The online-payment acceptance switch (spec 03 §2.2, 02 §2.11), shared by
 * /financeiro/pagamentoonline and /configuracoes/formapagamento:
 * - loads getAcceptanceStatus; while unknown it says so and offers to try again;
 * - a change waits for the server (no optimistic flip: turning on can be refused);
 * - success: toast with the server's message; refusal (status false): an error dialog with the
 *   server's erros, then the recebimentos screen, where the missing registration is completed.
 */
import { useCallback, useEffect, useId, useState } from 'react';
import { ToggleSwitch } from '../components/ToggleSwitch';
import { useNavigate } from 'react-router-dom';
import { useServices } from '../services/services';
import { useSession } from '../stores/session';
import { platformCallsOf } from '../../../shared/config';
import { Button } from '../components/Button';
import { Spinner } from '../components/Spinner';
import { dialogs } from '../components/feedback/dialogs';
import { notify } from '../components/feedback/notify';
import { fetchAcceptsOnline, setAcceptsOnline } from './onlinePaymentApi';
import './onlinePayment.css';

export const ACCEPTANCE_LABEL = 'Aceitar pagamento online';
const ACCEPTANCE_ON_TEXT = 'Ativado';
const ACCEPTANCE_OFF_TEXT = 'Desativado';
export const ACCEPTANCE_UNKNOWN = 'Não foi possível carregar a situação do pagamento online.';
const ACCEPTANCE_REFUSED_FALLBACK = 'Não foi possível alterar o pagamento online.';
export const RECEBIMENTOS_PATH = '/financeiro/cadastro/recebimentos';

type Loaded = { state: 'loading' } | { state: 'unknown' } | { state: 'known'; accepts: boolean };

export interface OnlinePaymentSwitchProps {
  /** Called with the new value once the server has accepted a change. */
  onChange?: (accepts: boolean) => void;
}

export function OnlinePaymentSwitch({ onChange }: OnlinePaymentSwitchProps) {
  const { api, config } = useServices();
  const storeId = useSession((st) => st.user?.id_estabelecimento) ?? '';
  const navigate = useNavigate();
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });
  const [busy, setBusy] = useState(false);
  const labelId = useId();
  const stateId = useId();

  const load = useCallback(
    (signal?: AbortSignal) => {
      setLoaded({ state: 'loading' });
      void fetchAcceptsOnline(api, signal).then((accepts) => {
        if (signal?.aborted) return;
        setLoaded(accepts === null ? { state: 'unknown' } : { state: 'known', accepts });
      });
    },
    [api],
  );

  useEffect(() => {
    const controller = new AbortController();
    load(controller.signal);
    return () => controller.abort();
  }, [load]);

  async function toggle(next: boolean) {
    if (busy) return;
    setBusy(true);
    try {
      const res = await setAcceptsOnline(api, next, {
        storeId: String(storeId),
        choice: platformCallsOf(config).acceptanceSwitch,
      });
      if (res.ok) {
        setLoaded({ state: 'known', accepts: next });
        if (res.message) notify.success(res.message);
        onChange?.(next);
        return;
      }
      const lines = res.errors.length > 0 ? res.errors : [res.message || ACCEPTANCE_REFUSED_FALLBACK];
      await dialogs.alert({
        tone: 'error',
        message: lines.join('\n'),
        detail: res.errors.length > 0 && res.message ? res.message : undefined,
      });
      navigate(RECEBIMENTOS_PATH);
    } catch {
      // The HTTP layer has shown its dialog; the switch keeps the server's last known value.
    } finally {
      setBusy(false);
    }
  }

  if (loaded.state === 'loading') {
    return (
      <div className="online-payment-switch" role="status">
        <Spinner size={20} />
        <span>Carregando...</span>
      </div>
    );
  }
  if (loaded.state === 'unknown') {
    return (
      <div className="online-payment-switch online-payment-switch--unknown">
        <span role="alert">{ACCEPTANCE_UNKNOWN}</span>
        <Button variant="secondary" onClick={() => load()}>
          Tentar novamente
        </Button>
      </div>
    );
  }
  const on = loaded.accepts;
  return (
    <div className={`online-payment-switch ${on ? 'is-on' : 'is-off'}`}>
      <ToggleSwitch
        checked={on}
        disabled={busy}
        onCheckedChange={(v) => void toggle(v)}
        labelledBy={labelId}
        describedBy={stateId}
      />
      <span id={labelId} className="online-payment-switch__label">
        {ACCEPTANCE_LABEL}
      </span>
      <span id={stateId} className="online-payment-switch__state">
        {on ? ACCEPTANCE_ON_TEXT : ACCEPTANCE_OFF_TEXT}
      </span>
      {busy ? <Spinner size={16} label="Salvando..." /> : null}
    </div>
  );
}
