// The order alert through the AudioPort: loops while any order is pending and stops the
// moment none is; settings, 'Silenciar 2 minutos' (turns itself back on), autoplay blocked.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createAlertSound,
  MUTE_MS,
  shouldPlay,
  soundFile,
  type AlertSound,
} from '../../../renderer/src/sound/alertSound';
import { createHtmlAudioPort, type AudioPort } from '../../../renderer/src/sound/audioPort';

function fakeAudio(opts: { reject?: () => unknown } = {}) {
  const log: string[] = [];
  let playing = false;
  const port: AudioPort = {
    play: vi.fn(async (loop: boolean) => {
      log.push(`play(${loop})`);
      const err = opts.reject?.();
      if (err) throw err;
      playing = true;
    }),
    stop: vi.fn(() => {
      log.push('stop');
      playing = false;
    }),
    setVolume: vi.fn((v: number) => log.push(`volume(${v})`)),
    setSource: vi.fn((url: string) => log.push(`source(${url})`)),
  };
  return { port, log, isPlaying: () => playing };
}

const notAllowed = () => Object.assign(new Error('play() failed'), { name: 'NotAllowedError' });

let alert: AlertSound | null = null;
beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  alert?.dispose();
  alert = null;
  vi.useRealTimers();
});

function make(audio = fakeAudio()) {
  const onBlocked = vi.fn();
  const onUnmuted = vi.fn();
  alert = createAlertSound({ audio: audio.port, onBlocked, onUnmuted });
  return { audio, onBlocked, onUnmuted, alert };
}

describe('loops while any order is pending', () => {
  it('starts on the first pending order and stops when none is left', async () => {
    const { audio, alert } = make();
    alert.update({ pending: 0 });
    expect(audio.port.play).not.toHaveBeenCalled();
    alert.update({ pending: 1 });
    await vi.advanceTimersByTimeAsync(0);
    expect(audio.port.play).toHaveBeenCalledWith(true);
    expect(audio.isPlaying()).toBe(true);
    alert.update({ pending: 3 });
    expect(audio.port.play).toHaveBeenCalledTimes(1);
    alert.update({ pending: 0 });
    expect(audio.isPlaying()).toBe(false);
    expect(audio.port.stop).toHaveBeenCalledTimes(1);
  });

  it('disabled or at volume 0: silent', () => {
    const { audio, alert } = make();
    alert.update({ pending: 2, enabled: false });
    alert.update({ volume: 0, enabled: true });
    expect(audio.port.play).not.toHaveBeenCalled();
    alert.update({ volume: 0.4 });
    expect(audio.port.play).toHaveBeenCalledTimes(1);
    expect(audio.port.setVolume).toHaveBeenLastCalledWith(0.4);
  });

  it('switching the sound changes the file and restarts it', async () => {
    const { audio, alert } = make();
    alert.update({ pending: 1 });
    await vi.advanceTimersByTimeAsync(0);
    alert.update({ sound: 'arpeggio' });
    expect(audio.port.setSource).toHaveBeenLastCalledWith('sounds/arpeggio.wav');
    expect(audio.port.play).toHaveBeenCalledTimes(2);
  });

  it('unknown sound names fall back to the default chime', () => {
    expect(soundFile('default')).toBe('sounds/chime.wav');
    expect(soundFile('../../etc/passwd')).toBe('sounds/chime.wav');
  });
});

describe("'Silenciar 2 minutos'", () => {
  it('stops now and starts again by itself after two minutes if orders are still pending', async () => {
    const { audio, alert, onUnmuted } = make();
    alert.update({ pending: 1 });
    await vi.advanceTimersByTimeAsync(0);
    alert.update({ mutedUntil: Date.now() + MUTE_MS });
    expect(audio.isPlaying()).toBe(false);
    await vi.advanceTimersByTimeAsync(MUTE_MS - 1000);
    expect(audio.isPlaying()).toBe(false);
    alert.update({ pending: 2 });
    expect(audio.isPlaying()).toBe(false);
    await vi.advanceTimersByTimeAsync(1000);
    expect(onUnmuted).toHaveBeenCalled();
    expect(audio.isPlaying()).toBe(true);
  });

  it('shouldPlay table', () => {
    const base = { pending: 1, enabled: true, volume: 1, mutedUntil: null, sound: 'default' };
    expect(shouldPlay(base, 0)).toBe(true);
    expect(shouldPlay({ ...base, pending: 0 }, 0)).toBe(false);
    expect(shouldPlay({ ...base, mutedUntil: 10 }, 5)).toBe(false);
    expect(shouldPlay({ ...base, mutedUntil: 10 }, 10)).toBe(true);
  });
});

describe('autoplay blocked by the browser', () => {
  it('reports blocked, does not retry by itself, and a click (unlock) starts it', async () => {
    let blockedNow = true;
    const audio = fakeAudio({ reject: () => (blockedNow ? notAllowed() : undefined) });
    const { alert, onBlocked } = make(audio);
    alert.update({ pending: 1 });
    await vi.advanceTimersByTimeAsync(0);
    expect(onBlocked).toHaveBeenLastCalledWith(true);
    alert.update({ pending: 2 });
    expect(audio.port.play).toHaveBeenCalledTimes(1);
    blockedNow = false;
    await alert.unlock();
    expect(onBlocked).toHaveBeenLastCalledWith(false);
    expect(audio.isPlaying()).toBe(true);
  });

  it('the banner goes away when nothing is pending any more', async () => {
    const audio = fakeAudio({ reject: notAllowed });
    const { alert, onBlocked } = make(audio);
    alert.update({ pending: 1 });
    await vi.advanceTimersByTimeAsync(0);
    alert.update({ pending: 0 });
    expect(onBlocked).toHaveBeenLastCalledWith(false);
  });

  it('other play() failures (no file) are not "blocked"', async () => {
    const audio = fakeAudio({ reject: () => Object.assign(new Error('x'), { name: 'NotSupportedError' }) });
    const { alert, onBlocked } = make(audio);
    alert.update({ pending: 1 });
    await vi.advanceTimersByTimeAsync(0);
    expect(onBlocked).not.toHaveBeenCalled();
  });
});

describe('HTMLAudioElement port', () => {
  it('loops, sets volume, rewinds on stop and swaps the source', async () => {
    const el = {
      src: '',
      loop: false,
      volume: 1,
      currentTime: 5,
      preload: '',
      play: vi.fn(async () => undefined),
      pause: vi.fn(),
    };
    const create = vi.fn((src: string) => Object.assign(el, { src }) as unknown as HTMLAudioElement);
    const port = createHtmlAudioPort(create);
    port.setSource('sounds/chime.wav');
    port.setVolume(0.3);
    expect(create).not.toHaveBeenCalled();
    await port.play(true);
    expect(create).toHaveBeenCalledWith('sounds/chime.wav');
    expect(el).toMatchObject({ loop: true, volume: 0.3, currentTime: 0 });
    el.currentTime = 3;
    port.stop();
    expect(el.pause).toHaveBeenCalled();
    expect(el.currentTime).toBe(0);
    port.setSource('sounds/arpeggio.wav');
    expect(el.src).toBe('sounds/arpeggio.wav');
    port.setVolume(7);
    expect(el.volume).toBe(1);
  });

  it('a play() rejection reaches the caller', async () => {
    const el = { play: vi.fn(() => Promise.reject(notAllowed())), pause: vi.fn() };
    const port = createHtmlAudioPort(() => el as unknown as HTMLAudioElement);
    await expect(port.play(true)).rejects.toMatchObject({ name: 'NotAllowedError' });
  });
});
