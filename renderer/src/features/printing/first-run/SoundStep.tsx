/** Step 4: the order alert's volume (saved as the orders screen's sound popover saves it) and a test. */
import { useState } from 'react';
import { Button } from '../../../components/Button';
import { useServices } from '../../../services/services';
import { saveSound, testAlertSound, useSound } from '../../../sound/soundStore';
import { StepFrame } from './StepFrame';

export const SOUND_TITLE = 'Som dos pedidos';
export const TEST_SOUND_LABEL = 'Testar som';
export const SOUND_PLAYED = 'Som de teste tocado. Não ouviu? Aumente o volume aqui e no computador.';

export function SoundStep({
  onDone,
  onSkip,
  onTested,
  last,
}: {
  onDone(): void;
  onSkip(): void;
  onTested(): void;
  last: boolean;
}) {
  const { platform } = useServices();
  const volume = useSound((s) => s.volume);
  const [played, setPlayed] = useState(false);
  const percent = Math.round(volume * 100);

  async function test() {
    await testAlertSound();
    setPlayed(true);
    onTested();
  }

  return (
    <StepFrame
      title={SOUND_TITLE}
      primaryLabel={last ? 'Concluir' : 'Continuar'}
      onPrimary={onDone}
      onSkip={onSkip}
    >
      <p>Este som toca enquanto houver pedido esperando ser aceito.</p>
      <label className="popover__field first-run__volume">
        <span>Volume: {percent}%</span>
        <input
          type="range"
          min={0}
          max={100}
          step={5}
          value={percent}
          onChange={(e) => void saveSound(platform, { volume: Number(e.target.value) / 100 })}
        />
      </label>
      <Button variant="secondary" onClick={() => void test()}>
        {TEST_SOUND_LABEL}
      </Button>
      {played ? (
        <p className="test-result test-result--ok" role="status">
          ✓ {SOUND_PLAYED}
        </p>
      ) : null}
    </StepFrame>
  );
}
