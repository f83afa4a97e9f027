/**
 * The alert sound's settings and state. Settings live with the host (desktop: main's settings
 * through the bridge; web: localStorage), read once per session and written on change.
 */
import { create } from 'zustand';
import type { AppSettings } from '../../../shared/bridge';
import type { Platform } from '../platform';
import { MUTE_MS, type AlertSound } from './alertSound';

interface SoundState {
  enabled: boolean;
  /** 0..1 */
  volume: number;
  name: string;
  /** 'Silenciar 2 minutos': epoch ms until which the sound stays off. */
  mutedUntil: number | null;
  /** The browser refused to play without a click. */
  blocked: boolean;
  fromSettings(sound: AppSettings['sound']): void;
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
  fromSettings: (sound) => set({ enabled: sound.enabled, volume: sound.volume, name: sound.name }),
  muteFor: (ms = MUTE_MS, now = Date.now()) => set({ mutedUntil: now + ms }),
  unmute: () => set({ mutedUntil: null }),
  setBlocked: (blocked) => set({ blocked }),
}));

/** Saves a change through the host and applies what it kept. */
export async function saveSound(platform: Platform, patch: Partial<AppSettings['sound']>): Promise<void> {
  useSound.setState(patch);
  try {
    const saved = await platform.settings.update({ sound: patch });
    useSound.getState().fromSettings(saved.sound);
  } catch {
    // Kept for this session; the next start reads what the host has.
  }
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
