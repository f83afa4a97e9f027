/**
 * The sound popover's part for what goes beyond the spec's ring (issue 34 §3): the ladder, the
 * spoken alert and the quiet profile, each off until the store turns it on here.
 */
import { useState } from 'react';
import {
  NO_VOICE_MESSAGE,
  alertSettingsSchema,
  type AlertSettings,
} from '../../../../../shared/alerts/escalation';
import { notify } from '../../../components/feedback/notify';
import { useServices } from '../../../services/services';
import { saveAlerts, speechPort, useSound } from '../../../sound/soundStore';

const SAVE_FAILED = 'Não foi possível guardar a configuração do alerta.';

export function AlertEscalationSettings() {
  const { platform } = useServices();
  const alerts = useSound((s) => s.alerts);
  const [hasVoice] = useState(() => speechPort().hasVoice());
  const [error, setError] = useState<string | null>(null);

  const save = (patch: Partial<AlertSettings>) => {
    // Checked here too: a bad time or number is said, and what was kept stays.
    const checked = alertSettingsSchema.safeParse({ ...alerts, ...patch });
    if (!checked.success) {
      setError(checked.error.issues[0]?.message ?? SAVE_FAILED);
      return;
    }
    setError(null);
    void saveAlerts(platform, patch).then((ok) => {
      if (!ok) notify.error(SAVE_FAILED);
    });
  };
  const quiet = alerts.quiet;

  return (
    <fieldset className="popover__group">
      <legend className="popover__subtitle">Quando ninguém atende</legend>
      <label className="popover__row">
        <input type="checkbox" checked={alerts.ladder} onChange={(e) => save({ ladder: e.target.checked })} />
        Insistir: trazer a janela para a frente, notificar e tocar no volume máximo
      </label>
      {alerts.ladder && (
        <label className="popover__field">
          <span>Trazer a janela após (segundos)</span>
          <input
            type="number"
            min={10}
            max={600}
            step={5}
            value={alerts.raiseAfterSeconds}
            onChange={(e) => save({ raiseAfterSeconds: Number(e.target.value) })}
          />
        </label>
      )}
      <label className="popover__row">
        <input
          type="checkbox"
          checked={alerts.speak}
          disabled={!hasVoice && !alerts.speak}
          onChange={(e) => save({ speak: e.target.checked })}
        />
        Anunciar o pedido em voz alta (nome, itens, entrega ou retirada)
      </label>
      {!hasVoice && <p className="popover__hint">{NO_VOICE_MESSAGE}</p>}
      <label className="popover__row">
        <input
          type="checkbox"
          checked={quiet.enabled}
          onChange={(e) => save({ quiet: { ...quiet, enabled: e.target.checked } })}
        />
        Volume baixo em um horário (nunca mudo)
      </label>
      {quiet.enabled && (
        <div className="popover__inline">
          <label className="popover__field">
            <span>Das</span>
            <input
              type="time"
              value={quiet.from}
              onChange={(e) => save({ quiet: { ...quiet, from: e.target.value } })}
            />
          </label>
          <label className="popover__field">
            <span>às</span>
            <input
              type="time"
              value={quiet.to}
              onChange={(e) => save({ quiet: { ...quiet, to: e.target.value } })}
            />
          </label>
          <label className="popover__field">
            <span>Volume baixo: {Math.round(quiet.volume * 100)}%</span>
            <input
              type="range"
              min={5}
              max={100}
              step={5}
              value={Math.round(quiet.volume * 100)}
              onChange={(e) => save({ quiet: { ...quiet, volume: Number(e.target.value) / 100 } })}
            />
          </label>
        </div>
      )}
      {error && (
        <p className="popover__error" role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}
