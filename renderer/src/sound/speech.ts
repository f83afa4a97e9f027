/**
 * The spoken alert's voice (issue 34 §3): the OS's offline voices through speechSynthesis, a
 * pt-BR one when present (any Portuguese one otherwise). The alert code only knows SpeechPort;
 * the app uses the browser's, the tests and the e2e a fake.
 */
export interface SpeechPort {
  /** Whether a Portuguese voice is installed (the settings say so when not). */
  hasVoice(): boolean;
  /** Speaks the text with that voice; false when there is none (nothing is said). */
  speak(text: string): boolean;
}

interface VoiceLike {
  lang: string;
  name: string;
  localService?: boolean;
}

/** The pt-BR voice, else another Portuguese one; offline voices first. */
export function pickVoice<V extends VoiceLike>(voices: readonly V[]): V | null {
  const lang = (v: V) => v.lang.replace('_', '-').toLowerCase();
  const rank = (v: V) => (lang(v) === 'pt-br' ? 0 : 2) + (v.localService === false ? 1 : 0);
  const pt = voices.filter((v) => lang(v).startsWith('pt'));
  return [...pt].sort((a, b) => rank(a) - rank(b))[0] ?? null;
}

type SpeechHost = {
  speechSynthesis?: SpeechSynthesis;
  SpeechSynthesisUtterance?: typeof SpeechSynthesisUtterance;
};

/** The browser's speechSynthesis; without it, no voice. */
export function createBrowserSpeech(win: Window): SpeechPort {
  const host = win as unknown as SpeechHost;
  const voice = () => {
    try {
      return host.speechSynthesis ? pickVoice(host.speechSynthesis.getVoices()) : null;
    } catch {
      return null;
    }
  };
  return {
    hasVoice: () => voice() !== null,
    speak(text) {
      const v = voice();
      const Utterance = host.SpeechSynthesisUtterance;
      if (!v || !Utterance || !host.speechSynthesis) return false;
      try {
        const u = new Utterance(text);
        u.voice = v as SpeechSynthesisVoice;
        u.lang = v.lang;
        host.speechSynthesis.speak(u);
        return true;
      } catch {
        return false;
      }
    },
  };
}
