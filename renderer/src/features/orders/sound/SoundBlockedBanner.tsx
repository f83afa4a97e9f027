import { Volume2 } from 'lucide-react';
import { unlockAlertSound, useSound } from '../../../sound/soundStore';

const SOUND_BLOCKED_LABEL = 'Clique para ativar o som dos pedidos';

/**
 * The browser refused to play the alert without a click (autoplay policy): one click here
 * starts it. Shown on every screen of the shell, since the alert is for the whole app.
 */
export function SoundBlockedBanner() {
  const blocked = useSound((s) => s.blocked);
  if (!blocked) return null;
  return (
    <button type="button" className="sound-blocked" onClick={() => void unlockAlertSound()}>
      <Volume2 size={24} aria-hidden />
      <span>
        <strong>{SOUND_BLOCKED_LABEL}</strong>
        <span className="sound-blocked__hint">
          Há pedidos pendentes e o navegador só toca o alerta depois de um clique.
        </span>
      </span>
    </button>
  );
}
