/**
 * The alert sound's settings and state. Settings live with the host (desktop: main's settings
 * through the bridge; web: localStorage), read once per session and written on change.
 */
import { create } from 'zustand';
import type { AppSettings } from '../../../shared/bridge';
import type { Platform } from '../platform';
import { DEFAULT_ALERT_SETTINGS, type AlertSettings } from '../../../shared/alerts/escalation';
import { MUTE_MS, type AlertSound } from './alertSound';
import { createBrowserSpeech, type SpeechPort } from './speech';

interface SoundState {
  enabled: boolean;
  /** 0..1 */
  volume: number;
  name: string;
  /** 'Silenciar 2 minutos': epoch ms until which the sound stays off. */
  mutedUntil: number | null;
  /** The browser refused to play without a click. */
  blocked: boolean;
  /** The ladder, spoken alert and quiet profile (issue 34 §3): off until the store turns them on. */
  alerts: AlertSettings;
  /** An order reached the ladder's last step: the sound plays at full volume. */
  ladderFull: boolean;
  fromSettings(sound: AppSettings['sound'], alerts?: AlertSettings): void;
  muteFor(ms?: number, now?: number): void;
  unmute(): void;
  setBlocked(blocked: boolean): void;
}

export const useSound = create<SoundState>((set) => ({
  enabled: true,
  volume: 1,
  name: 'default',
  mutedUntil: null,
  blocked: false,
  alerts: DEFAULT_ALERT_SETTINGS,
  ladderFull: false,
  fromSettings: (sound, alerts) =>
    set({
      enabled: sound.enabled,
      volume: sound.volume,
      name: sound.name,
      ...(alerts ? { alerts } : {}),
    }),
  muteFor: (ms = MUTE_MS, now = Date.now()) => set({ mutedUntil: now + ms }),
  unmute: () => set({ mutedUntil: null }),
  setBlocked: (blocked) => set({ blocked }),
}));

/** Saves a change through the host and applies what it kept. */
export async function saveSound(platform: Platform, patch: Partial<AppSettings['sound']>): Promise<void> {
  useSound.setState(patch);
  try {
    const saved = await platform.settings.update({ sound: patch });
    useSound.getState().fromSettings(saved.sound, saved.alerts);
  } catch {
    // Kept for this session; the next start reads what the host has.
  }
}

/** Saves a change of the alert ladder, spoken alert or quiet profile; a refused one is undone. */
export async function saveAlerts(platform: Platform, patch: Partial<AlertSettings>): Promise<boolean> {
  const before = useSound.getState().alerts;
  useSound.setState({ alerts: { ...before, ...patch } });
  try {
    const saved = await platform.settings.update({ alerts: patch });
    useSound.getState().fromSettings(saved.sound, saved.alerts);
    return true;
  } catch {
    useSound.setState({ alerts: before });
    return false;
  }
}

/** The spoken alert's voice: the browser's speechSynthesis unless a test put another. */
let speech: SpeechPort | null = null;

export function speechPort(): SpeechPort {
  return (speech ??= createBrowserSpeech(window));
}

export function setSpeechPort(port: SpeechPort | null): void {
  speech = port;
}

/** The running alert (one per shell), so a click elsewhere can unlock or test it. */
let active: AlertSound | null = null;

export function setActiveAlert(alert: AlertSound | null): void {
  active = alert;
}

export function unlockAlertSound(): Promise<void> {
  return active ? active.unlock() : Promise.resolve();
}

export function testAlertSound(): Promise<void> {
  return active ? active.test() : Promise.resolve();
}
