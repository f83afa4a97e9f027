/**
 * The order alert (spec 01 §2, §9): loops while any order is pending and stops the moment none
 * is. Respects the settings (on/off, volume, which sound) and 'Silenciar 2 minutos', which
 * turns itself back on. When the browser refuses to play without a click (NotAllowedError),
 * it says so through `onBlocked(true)` and `unlock()` (called from a click) starts it.
 */
import type { AudioPort } from './audioPort';

export const MUTE_MS = 2 * 60_000;

export interface SoundCatalogueEntry {
  name: string;
  label: string;
  file: string;
}

/** Files made by scripts/generate-sounds.mjs, shipped in renderer/public/sounds. */
export const SOUNDS: readonly SoundCatalogueEntry[] = [
  { name: 'default', label: 'Carrilhão (padrão)', file: 'sounds/chime.wav' },
  { name: 'arpeggio', label: 'Arpejo', file: 'sounds/arpeggio.wav' },
];

/** The file for a settings name; unknown names fall back to the default sound. */
export function soundFile(name: string): string {
  return (SOUNDS.find((s) => s.name === name) ?? (SOUNDS[0] as SoundCatalogueEntry)).file;
}

export interface AlertInputs {
  pending: number;
  enabled: boolean;
  volume: number;
  /** Epoch ms until which the sound is silenced; null when not. */
  mutedUntil: number | null;
  sound: string;
}

export interface AlertSoundDeps {
  audio: AudioPort;
  onBlocked(blocked: boolean): void;
  /** Called when a silence ends by itself, so the UI can drop its "silenced" state. */
  onUnmuted?(): void;
  now?: () => number;
  setTimeout?: (fn: () => void, ms: number) => unknown;
  clearTimeout?: (handle: unknown) => void;
}

export interface AlertSound {
  update(patch: Partial<AlertInputs>): void;
  /** A user gesture: try again after autoplay was refused. */
  unlock(): Promise<void>;
  /** Plays the sound once (the "Testar som" button). */
  test(): Promise<void>;
  /**
   * After a wake from sleep: the OS may have reset the audio output under a loop that still reads
   * as playing, and a silence may have ended while timers were frozen. Starts over from the inputs.
   */
  resume(): void;
  dispose(): void;
  readonly playing: boolean;
}

function isAutoplayBlocked(err: unknown): boolean {
  return err instanceof Error
    ? err.name === 'NotAllowedError'
    : typeof err === 'object' && err !== null && (err as { name?: unknown }).name === 'NotAllowedError';
}

export function shouldPlay(inputs: AlertInputs, now: number): boolean {
  const muted = inputs.mutedUntil !== null && now < inputs.mutedUntil;
  return inputs.pending > 0 && inputs.enabled && inputs.volume > 0 && !muted;
}

export function createAlertSound(deps: AlertSoundDeps): AlertSound {
  const now = deps.now ?? Date.now;
  const setT = deps.setTimeout ?? ((fn, ms) => window.setTimeout(fn, ms));
  const clearT = deps.clearTimeout ?? ((h) => window.clearTimeout(h as number));
  const { audio } = deps;
  let inputs: AlertInputs = { pending: 0, enabled: true, volume: 1, mutedUntil: null, sound: 'default' };
  let playing = false;
  let blocked = false;
  let unmuteTimer: unknown = null;
  let disposed = false;
  /** Bumped on every start/stop so a late play() rejection of an old start is ignored. */
  let generation = 0;

  audio.setSource(soundFile(inputs.sound));
  audio.setVolume(inputs.volume);

  const setBlocked = (value: boolean) => {
    if (blocked === value) return;
    blocked = value;
    deps.onBlocked(value);
  };

  function start() {
    playing = true;
    const gen = ++generation;
    audio.play(true).then(
      () => {
        if (gen === generation) setBlocked(false);
      },
      (err: unknown) => {
        if (gen !== generation) return;
        playing = false;
        if (isAutoplayBlocked(err)) setBlocked(true);
      },
    );
  }

  function stop() {
    generation += 1;
    playing = false;
    audio.stop();
    setBlocked(false);
  }

  function scheduleUnmute() {
    if (unmuteTimer !== null) clearT(unmuteTimer);
    unmuteTimer = null;
    const until = inputs.mutedUntil;
    if (until === null) return;
    const wait = until - now();
    if (wait <= 0) return;
    unmuteTimer = setT(() => {
      unmuteTimer = null;
      if (disposed) return;
      inputs = { ...inputs, mutedUntil: null };
      deps.onUnmuted?.();
      apply();
    }, wait);
  }

  function apply() {
    if (disposed) return;
    const want = shouldPlay(inputs, now());
    if (want && !playing && !blocked) start();
    else if (!want && (playing || blocked)) stop();
  }

  return {
    update(patch) {
      if (disposed) return;
      const prev = inputs;
      inputs = { ...inputs, ...patch };
      if (inputs.volume !== prev.volume) audio.setVolume(inputs.volume);
      if (inputs.sound !== prev.sound) {
        audio.setSource(soundFile(inputs.sound));
        if (playing) {
          // The new sound starts at once.
          stop();
        }
      }
      if (inputs.mutedUntil !== prev.mutedUntil) scheduleUnmute();
      apply();
    },
    async unlock() {
      if (disposed || !shouldPlay(inputs, now())) {
        setBlocked(false);
        return;
      }
      const gen = ++generation;
      playing = true;
      try {
        await audio.play(true);
        if (gen === generation) setBlocked(false);
      } catch (err) {
        if (gen !== generation) return;
        playing = false;
        if (isAutoplayBlocked(err)) setBlocked(true);
      }
    },
    async test() {
      if (disposed || playing) return;
      try {
        await audio.play(false);
      } catch {
        // A blocked test is the same click away from working.
      }
    },
    resume() {
      if (disposed) return;
      if (playing) stop();
      if (inputs.mutedUntil !== null && now() >= inputs.mutedUntil) {
        inputs = { ...inputs, mutedUntil: null };
        scheduleUnmute();
        deps.onUnmuted?.();
      }
      apply();
    },
    dispose() {
      disposed = true;
      if (unmuteTimer !== null) clearT(unmuteTimer);
      generation += 1;
      audio.stop();
    },
    get playing() {
      return playing;
    },
  };
}
