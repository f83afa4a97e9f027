/** Step 3: automatic accept and print, saved on the click as /configuracoes/software saves it. */
import { useServices } from '../../../services/services';
import { AutoPrintField } from '../software/AutoPrintField';
import { StepError, StepFrame } from './StepFrame';
import { saveAutoPrint } from './save';
import { useStepValue } from './useStepValue';

export const AUTO_TITLE = 'Impressão automática';
export const AUTO_SENTENCE =
  'Ligada, cada pedido novo é aceito e impresso sozinho nas impressoras do caixa e da produção, mesmo com a janela minimizada.';

export function AutoPrintStep({ onDone, onSkip }: { onDone(): void; onSkip(): void }) {
  const { platform } = useServices();
  // An unreadable setting shows as off: the step then offers to turn it on.
  const auto = useStepValue(
    platform,
    async () => (await platform.printing.getSettings()).settings.autoAceiteImprimir === 'true',
    false,
  );

  const toggle = (next: boolean) =>
    auto.save(async () => (await saveAutoPrint(platform, next)).settings.autoAceiteImprimir === 'true', next);

  return (
    <StepFrame
      title={AUTO_TITLE}
      primaryLabel="Continuar"
      onPrimary={onDone}
      onSkip={onSkip}
      busy={auto.saving}
    >
      {auto.value === null ? null : (
        <AutoPrintField
          on={auto.value}
          disabled={auto.saving}
          hint={AUTO_SENTENCE}
          onChange={(checked) => void toggle(checked)}
        />
      )}
      <StepError error={auto.error} />
    </StepFrame>
  );
}
