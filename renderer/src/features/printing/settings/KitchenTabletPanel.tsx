/**
 * The kitchen tablets' part of 'Tela da cozinha' (issue 33 §3): the service's state, the 6-digit
 * pairing code a new tablet types, and the paired tablets with 'Remover'. Read from the desk's
 * kitchen service; shown only once the service exists (the settings saved with it on).
 */
import type { KitchenDeskBridge } from '../../../../../shared/kitchen-screen/bridge';
import { useEffect, useState } from 'react';
import { RefreshCw, Trash2 } from 'lucide-react';
import type { KitchenServiceView } from '../../../../../shared/kitchen-screen/contract';
import { formatDateTime } from '../../../../../shared/format';
import { Button } from '../../../components/Button';

const SERVICE_FAILED = 'Não foi possível falar com o serviço da tela da cozinha.';

export function KitchenTabletPanel({ kitchen, revision }: { kitchen: KitchenDeskBridge; revision: number }) {
  const [view, setView] = useState<KitchenServiceView | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let alive = true;
    kitchen
      .getService()
      .then((v) => alive && setView(v))
      .catch(() => alive && setError(SERVICE_FAILED));
    return () => {
      alive = false;
    };
  }, [kitchen, revision]);

  const run = async (call: () => Promise<KitchenServiceView>) => {
    setBusy(true);
    try {
      setView(await call());
      setError(null);
    } catch {
      setError(SERVICE_FAILED);
    } finally {
      setBusy(false);
    }
  };

  if (error && !view) {
    return (
      <p className="notice notice--error" role="alert">
        {error}
      </p>
    );
  }
  if (!view) return null;
  return (
    <div className="kitchen-tablets">
      {view.state === 'listening' ? (
        <p className="notice notice--info" role="status">
          Tablets da cozinha: abra <strong>{view.url}</strong> no navegador do tablet.
        </p>
      ) : view.state === 'error' ? (
        <p className="notice notice--error" role="alert">
          Serviço dos tablets parado: {view.error ?? 'erro desconhecido.'}
        </p>
      ) : (
        <p className="field__hint">Serviço dos tablets desligado.</p>
      )}
      {error ? (
        <p className="notice notice--error" role="alert">
          {error}
        </p>
      ) : null}
      {view.pairingCode ? (
        <div className="kitchen-tablets__code">
          <span>Código para parear um tablet:</span>
          <strong
            className="kitchen-tablets__digits"
            aria-label={`Código ${view.pairingCode.split('').join(' ')}`}
          >
            {view.pairingCode}
          </strong>
          <Button
            variant="secondary"
            icon={<RefreshCw aria-hidden size={16} />}
            busy={busy}
            onClick={() => void run(() => kitchen.rotatePairingCode())}
          >
            Gerar novo código
          </Button>
        </div>
      ) : null}
      <h3 className="kitchen-tablets__title">Tablets pareados</h3>
      {view.devices.length === 0 ? (
        <p className="field__hint">Nenhum tablet pareado.</p>
      ) : (
        <ul className="kitchen-tablets__devices">
          {view.devices.map((d) => (
            <li key={d.id}>
              <span className="kitchen-tablets__name">{d.name}</span>
              <span className="field__hint">
                Pareado em {formatDateTime(new Date(d.pairedAt))}
                {d.lastSeenAt ? ` · visto por último em ${formatDateTime(new Date(d.lastSeenAt))}` : ''}
              </span>
              <Button
                variant="ghost"
                icon={<Trash2 aria-hidden size={16} />}
                disabled={busy}
                aria-label={`Remover ${d.name}`}
                onClick={() => void run(() => kitchen.revokeDevice(d.id))}
              >
                Remover
              </Button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
