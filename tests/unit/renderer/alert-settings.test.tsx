// The sound popover's alert settings (issue 34 §3): off until turned on, saved through the host,
// a bad value said in Portuguese with nothing lost, and 'no Portuguese voice' said plainly.
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_ALERT_SETTINGS, NO_VOICE_MESSAGE } from '../../../shared/alerts/escalation';
import { AlertEscalationSettings } from '../../../renderer/src/features/orders/sound/AlertEscalationSettings';
import { ServicesProvider } from '../../../renderer/src/services/services';
import { setSpeechPort, useSound } from '../../../renderer/src/sound/soundStore';
import { fakeApi, fakePlatform, makeServices } from './helpers';

function setup(hasVoice: boolean) {
  setSpeechPort({ hasVoice: () => hasVoice, speak: () => hasVoice });
  const host = fakePlatform();
  const update = vi.fn(async (patch: { alerts?: object }) => ({
    startWithOs: false,
    closeBehavior: 'ask' as const,
    sound: { enabled: true, volume: 1, name: 'x' },
    alerts: { ...useSound.getState().alerts, ...patch.alerts },
  }));
  host.platform.settings.update = update;
  render(
    <ServicesProvider value={makeServices({ fetch: fakeApi({}).fetch, platform: host.platform })}>
      <AlertEscalationSettings />
    </ServicesProvider>,
  );
  return { update };
}

afterEach(() => {
  setSpeechPort(null);
  useSound.setState({ alerts: DEFAULT_ALERT_SETTINGS });
});

describe('AlertEscalationSettings', () => {
  it('starts off; turning the ladder on saves it and shows its delay', async () => {
    const { update } = setup(true);
    const ladder = screen.getByRole('checkbox', { name: /Insistir/ });
    expect((ladder as HTMLInputElement).checked).toBe(false);
    expect(screen.queryByLabelText(/Trazer a janela após/)).toBeNull();
    fireEvent.click(ladder);
    await waitFor(() => expect(update).toHaveBeenCalledWith({ alerts: { ladder: true } }));
    expect(useSound.getState().alerts.ladder).toBe(true);
    expect((screen.getByLabelText(/Trazer a janela após/) as HTMLInputElement).value).toBe('30');
  });

  it('a delay out of range is said and not saved', () => {
    useSound.setState({ alerts: { ...DEFAULT_ALERT_SETTINGS, ladder: true } });
    const { update } = setup(true);
    fireEvent.change(screen.getByLabelText(/Trazer a janela após/), { target: { value: '3' } });
    expect(screen.getByRole('alert').textContent).toMatch(/10/);
    expect(update).not.toHaveBeenCalled();
    expect(useSound.getState().alerts.raiseAfterSeconds).toBe(30);
  });

  it('without a Portuguese voice, says so and the spoken alert cannot be turned on', () => {
    setup(false);
    expect(screen.getByText(NO_VOICE_MESSAGE)).toBeTruthy();
    expect((screen.getByRole('checkbox', { name: /voz alta/ }) as HTMLInputElement).disabled).toBe(true);
  });

  it('the quiet profile keeps its hours and volume', async () => {
    const { update } = setup(true);
    fireEvent.click(screen.getByRole('checkbox', { name: /Volume baixo em um horário/ }));
    await waitFor(() => expect(useSound.getState().alerts.quiet.enabled).toBe(true));
    fireEvent.change(screen.getByLabelText('Das'), { target: { value: '21:30' } });
    await waitFor(() =>
      expect(update).toHaveBeenLastCalledWith({
        alerts: { quiet: { enabled: true, from: '21:30', to: '07:00', volume: 0.3 } },
      }),
    );
  });
});
