/**
 * The simulated customer on the other side of a chat: answers each store message after a human
 * delay. Timers are unref'd and cleared on stop so a test or a closing sandbox never waits on them.
 */

export interface CustomerSettings {
  enabled: boolean;
  minDelayMs: number;
  maxDelayMs: number;
}

export const DEFAULT_CUSTOMER: CustomerSettings = { enabled: false, minDelayMs: 3000, maxDelayMs: 8000 };

/** Replies by what the store asked about; the first rule whose words appear wins. */
const RULES: readonly { words: readonly string[]; replies: readonly string[] }[] = [
  {
    words: ['endereco', 'numero', 'referencia', 'portaria', 'interfone', 'apto', 'bloco'],
    replies: [
      'É o prédio de portão azul, pode deixar na portaria que eu desço.',
      'Fica do lado da padaria, o número está meio apagado no muro.',
      'Pode interfonar no 52 que eu abro.',
    ],
  },
  {
    words: ['troco', 'dinheiro', 'cartao', 'pix', 'pagamento', 'maquininha'],
    replies: [
      'Vou pagar com nota de 100, pode trazer troco por favor.',
      'Pode trazer a maquininha, vou pagar no débito.',
      'Já fiz o Pix, vou mandar o comprovante aqui.',
    ],
  },
  {
    words: ['indisponivel', 'acabou', 'falta', 'trocar', 'substituir', 'sabor'],
    replies: [
      'Ah, que pena! Pode trocar por calabresa então.',
      'Tudo bem, pode mandar o que tiver parecido.',
      'Sem problemas, pode tirar esse item.',
    ],
  },
  {
    words: ['saiu', 'caminho', 'motoboy', 'entregador', 'chegando', 'minutos', 'atraso', 'demora'],
    replies: [
      'Beleza, fico aguardando. Obrigado!',
      'Ok! Vou ficar de olho no interfone.',
      'Tranquilo, sem pressa. Obrigada pelo aviso!',
    ],
  },
];

const GENERIC: readonly string[] = [
  'Combinado, obrigado!',
  'Perfeito, muito obrigada 😊',
  'Ok, pode ser.',
  'Certo! Qualquer coisa me chama aqui.',
  'Entendi, valeu pelo retorno!',
];

const fold = (s: string): string =>
  s
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

/** A plausible answer to `merchantText`; `random` in [0, 1) picks among the fitting replies. */
export function customerReply(merchantText: string, random: () => number = Math.random): string {
  const text = fold(merchantText);
  const rule = RULES.find((r) => r.words.some((w) => text.includes(w)));
  const pool = rule?.replies ?? GENERIC;
  return pool[Math.min(pool.length - 1, Math.floor(random() * pool.length))] ?? 'Ok!';
}

export interface SimulatedCustomer {
  configure(settings: Partial<CustomerSettings>): CustomerSettings;
  state(): CustomerSettings;
  /** Schedules an answer to a store message (nothing when off). */
  answer(conversationId: string, merchantText: string): void;
  stop(): void;
}

export function createSimulatedCustomer(
  reply: (conversationId: string, text: string) => void,
  onError: (error: unknown) => void,
  random: () => number = Math.random,
): SimulatedCustomer {
  let settings: CustomerSettings = { ...DEFAULT_CUSTOMER };
  const timers = new Set<ReturnType<typeof setTimeout>>();
  const stop = (): void => {
    for (const t of timers) clearTimeout(t);
    timers.clear();
  };
  return {
    configure(patch) {
      settings = { ...settings, ...patch };
      if (settings.maxDelayMs < settings.minDelayMs) settings.maxDelayMs = settings.minDelayMs;
      if (!settings.enabled) stop();
      return { ...settings };
    },
    state: () => ({ ...settings }),
    answer(conversationId, merchantText) {
      if (!settings.enabled) return;
      const delay = settings.minDelayMs + random() * (settings.maxDelayMs - settings.minDelayMs);
      const timer = setTimeout(() => {
        timers.delete(timer);
        try {
          reply(conversationId, customerReply(merchantText, random));
        } catch (error) {
          onError(error);
        }
      }, delay);
      timer.unref?.();
      timers.add(timer);
    },
    stop,
  };
}
