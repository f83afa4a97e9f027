/** Step 5 (desktop only): start with the system and close to the tray, saved through the settings bridge. */
import { useEffect, useState } from 'react';
import type { AppSettings, AppSettingsPatch } from '../../../../../shared/bridge';
import { useServices } from '../../../services/services';
import { CheckField } from '../settings/fields';
import { StepFrame } from './StepFrame';

export const DESKTOP_TITLE = 'Bandeja e início com o sistema';
export const START_LABEL = 'Abrir o Caixa Delivery quando o computador ligar';
export const TRAY_LABEL = 'Ao fechar a janela, continuar na bandeja sem perguntar';
const SAVE_FAILED = 'Não foi possível salvar a configuração neste computador. Tente novamente.';

export function DesktopStep({ onDone, onSkip }: { onDone(): void; onSkip(): void }) {
  const { platform } = useServices();
  const [settings, setSettings] = useState<AppSettings | null>(null);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let alive = true;
    platform.settings
      .get()
      .then((s) => alive && setSettings(s))
      .catch(() => alive && setError(SAVE_FAILED));
    return () => {
      alive = false;
    };
  }, [platform]);

  async function update(patch: AppSettingsPatch) {
    setSaving(true);
    setError(null);
    try {
      setSettings(await platform.settings.update(patch));
    } catch {
      setError(SAVE_FAILED);
    } finally {
      setSaving(false);
    }
  }

  return (
    <StepFrame title={DESKTOP_TITLE} primaryLabel="Concluir" onPrimary={onDone} onSkip={onSkip} busy={saving}>
      {settings ? (
        <>
          <CheckField
            label={START_LABEL}
            hint="Os pedidos começam a chegar e imprimir sem ninguém abrir o programa."
            checked={settings.startWithOs}
            disabled={saving}
            onChange={(on) => void update({ startWithOs: on })}
          />
          <CheckField
            label={TRAY_LABEL}
            hint="O programa fica ao lado do relógio e continua recebendo e imprimindo pedidos."
            checked={settings.closeBehavior === 'tray'}
            disabled={saving}
            onChange={(on) => void update({ closeBehavior: on ? 'tray' : 'ask' })}
          />
        </>
      ) : null}
      {error ? (
        <p className="notice notice--error" role="alert">
          {error}
        </p>
      ) : null}
    </StepFrame>
  );
}
