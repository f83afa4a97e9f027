/**
 * /configuracoes/software (02 §2.9, Lojista Admin only): automatic accept-and-print, saved on this
 * computer at once (main keeps it; the cash desk reads it from there).
 */
import { useEffect, useRef, useState } from 'react';
import type { PrintSettingsView } from '../../../../../shared/printing';
import { useServices } from '../../../services/services';
import { dialogs } from '../../../components/feedback/dialogs';
import { notify } from '../../../components/feedback/notify';
import { LoadingBlock } from '../../../components/Spinner';
import { AutoPrintField } from './AutoPrintField';
import '../settings/printSettings.css';
import { errorText } from '../errorText';

export const SOFTWARE_SAVED = 'Configurações salvas com sucesso';
const LOAD_FAILED = 'Não foi possível carregar as configurações deste computador.';
const SAVE_FAILED = 'Não foi possível salvar a configuração neste computador. Tente novamente.';

export default function SoftwareSettingsPage() {
  const { platform } = useServices();
  const [view, setView] = useState<PrintSettingsView | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  /** The box follows the click at once; a failed save puts it back. */
  const [pending, setPending] = useState<boolean | null>(null);
  const savingRef = useRef(false);

  useEffect(() => {
    let alive = true;
    platform.printing
      .getSettings()
      .then((v) => alive && setView(v))
      .catch((err: unknown) => alive && setError(errorText(err, LOAD_FAILED)));
    const off = platform.printing.onSettingsChanged((v) => {
      if (!savingRef.current) setView(v);
    });
    return () => {
      alive = false;
      off();
    };
  }, [platform]);

  async function toggle(on: boolean) {
    if (!view || savingRef.current) return;
    savingRef.current = true;
    setSaving(true);
    setPending(on);
    try {
      // Fresh settings: only this flag changes, whatever the print settings screen saved meanwhile.
      const current = await platform.printing.getSettings();
      const next = await platform.printing.saveSettings({
        ...current.settings,
        autoAceiteImprimir: on ? 'true' : 'false',
      });
      setView(next);
      notify.success(SOFTWARE_SAVED);
    } catch (err) {
      setPending(null);
      await dialogs.alert({ tone: 'error', message: errorText(err, SAVE_FAILED) });
    } finally {
      savingRef.current = false;
      setSaving(false);
      setPending(null);
    }
  }

  const on = pending ?? view?.settings.autoAceiteImprimir === 'true';
  return (
    <div className="page software-settings">
      <header className="page__header">
        <div>
          <h1 className="page__title">Configurações do software</h1>
          <p className="page__subtitle">Valem para este computador.</p>
        </div>
      </header>
      <section className="card print-section" aria-labelledby="software-print-title" aria-busy={saving}>
        <h2 className="card__title" id="software-print-title">
          Impressão automática
        </h2>
        {error ? (
          <p className="notice notice--error" role="alert">
            {error}
          </p>
        ) : !view ? (
          <LoadingBlock />
        ) : (
          <AutoPrintField
            on={on}
            disabled={saving}
            hint="Cada pedido novo é aceito e impresso nas impressoras do caixa e de produção, mesmo com a janela minimizada."
            onChange={(checked) => void toggle(checked)}
          />
        )}
      </section>
    </div>
  );
}
