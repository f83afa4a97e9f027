/** Step 5 (desktop only): start with the system and close to the tray, saved through the settings bridge. */
import type { AppSettingsPatch } from '../../../../../shared/bridge';
import { useServices } from '../../../services/services';
import { CheckField } from '../settings/fields';
import { StepError, StepFrame } from './StepFrame';
import { useStepValue } from './useStepValue';

export const DESKTOP_TITLE = 'Bandeja e início com o sistema';
export const START_LABEL = 'Abrir o Caixa Delivery quando o computador ligar';
export const TRAY_LABEL = 'Ao fechar a janela, continuar na bandeja sem perguntar';

export function DesktopStep({ onDone, onSkip }: { onDone(): void; onSkip(): void }) {
  const { platform } = useServices();
  const settings = useStepValue(platform, () => platform.settings.get());
  const update = (patch: AppSettingsPatch) => settings.save(() => platform.settings.update(patch));
  const saving = settings.saving;

  return (
    <StepFrame title={DESKTOP_TITLE} primaryLabel="Concluir" onPrimary={onDone} onSkip={onSkip} busy={saving}>
      {settings.value ? (
        <>
          <CheckField
            label={START_LABEL}
            hint="Os pedidos começam a chegar e imprimir sem ninguém abrir o programa."
            checked={settings.value.startWithOs}
            disabled={saving}
            onChange={(on) => void update({ startWithOs: on })}
          />
          <CheckField
            label={TRAY_LABEL}
            hint="O programa fica ao lado do relógio e continua recebendo e imprimindo pedidos."
            checked={settings.value.closeBehavior === 'tray'}
            disabled={saving}
            onChange={(on) => void update({ closeBehavior: on ? 'tray' : 'ask' })}
          />
        </>
      ) : null}
      <StepError error={settings.error} />
    </StepFrame>
  );
}
