/** Step 3: automatic accept and print, saved on the click as /configuracoes/software saves it. */
import { useEffect, useState } from 'react';
import { useServices } from '../../../services/services';
import { AUTO_LABEL } from '../software/SoftwareSettingsPage';
import { CheckField } from '../settings/fields';
import { StepFrame } from './StepFrame';
import { saveAutoPrint } from './save';

export const AUTO_TITLE = 'Impressão automática';
export const AUTO_SENTENCE =
  'Ligada, cada pedido novo é aceito e impresso sozinho nas impressoras do caixa e da produção, mesmo com a janela minimizada.';
const SAVE_FAILED = 'Não foi possível salvar a configuração neste computador. Tente novamente.';

export function AutoPrintStep({ onDone, onSkip }: { onDone(): void; onSkip(): void }) {
  const { platform } = useServices();
  const [on, setOn] = useState<boolean | null>(null);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let alive = true;
    platform.printing
      .getSettings()
      .then((v) => alive && setOn(v.settings.autoAceiteImprimir === 'true'))
      .catch(() => alive && setOn(false));
    return () => {
      alive = false;
    };
  }, [platform]);

  async function toggle(next: boolean) {
    setSaving(true);
    setError(null);
    setOn(next);
    try {
      const saved = await saveAutoPrint(platform, next);
      setOn(saved.settings.autoAceiteImprimir === 'true');
    } catch (err) {
      setOn(!next);
      setError(err instanceof Error && err.message.trim() !== '' ? err.message : SAVE_FAILED);
    } finally {
      setSaving(false);
    }
  }

  return (
    <StepFrame title={AUTO_TITLE} primaryLabel="Continuar" onPrimary={onDone} onSkip={onSkip} busy={saving}>
      {on === null ? null : (
        <>
          <CheckField
            label={AUTO_LABEL}
            hint={AUTO_SENTENCE}
            checked={on}
            disabled={saving}
            onChange={(checked) => void toggle(checked)}
          />
          <p className="print-settings__state" role="status">
            {on
              ? '● Ligado: pedidos novos são aceitos e impressos sozinhos.'
              : '○ Desligado: cada pedido espera alguém aceitar.'}
          </p>
        </>
      )}
      {error ? (
        <p className="notice notice--error" role="alert">
          {error}
        </p>
      ) : null}
    </StepFrame>
  );
}
