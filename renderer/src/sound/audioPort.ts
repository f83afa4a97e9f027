/**
 * Where the order alert sound comes out. The controller (alertSound.ts) only knows this
 * interface; the app uses an HTMLAudioElement, the tests a fake.
 */
export interface AudioPort {
  /** Starts from the beginning; rejects (NotAllowedError) when the browser blocks autoplay. */
  play(loop: boolean): Promise<void>;
  stop(): void;
  /** 0..1 */
  setVolume(volume: number): void;
  setSource(url: string): void;
}

const clamp01 = (v: number) => (Number.isFinite(v) ? Math.min(1, Math.max(0, v)) : 1);

/** The browser's <audio>, created on first use (nothing is loaded until a sound is needed). */
export function createHtmlAudioPort(
  create: (src: string) => HTMLAudioElement = (src) => new Audio(src),
): AudioPort {
  let element: HTMLAudioElement | null = null;
  let source = '';
  let volume = 1;
  const get = (): HTMLAudioElement => {
    if (!element) {
      element = create(source);
      element.preload = 'auto';
    }
    return element;
  };
  return {
    play(loop) {
      const a = get();
      a.loop = loop;
      a.volume = volume;
      try {
        a.currentTime = 0;
      } catch {
        // Not seekable yet: it starts from the beginning anyway.
      }
      try {
        return Promise.resolve(a.play());
      } catch (err) {
        return Promise.reject(err instanceof Error ? err : new Error(String(err)));
      }
    },
    stop() {
      if (!element) return;
      element.pause();
      try {
        element.currentTime = 0;
      } catch {
        // ignore
      }
    },
    setVolume(v) {
      volume = clamp01(v);
      if (element) element.volume = volume;
    },
    setSource(url) {
      if (url === source) return;
      source = url;
      if (element) {
        element.pause();
        element.src = url;
      }
    },
  };
}
