// Alerts that escalate (issue 34 §3): the ladder's steps on a fixed clock, what resets it, its
// wiring to the platform (raise, notification, full volume, the tab title) and the spoken alert.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_ALERT_SETTINGS, type AlertSettings } from '../../../shared/alerts/escalation';
import { createAlertLadder } from '../../../renderer/src/sound/alertLadder';
import { pickVoice, type SpeechPort } from '../../../renderer/src/sound/speech';
import { setSpeechPort, useSound } from '../../../renderer/src/sound/soundStore';
import {
  effectiveVolume,
  speakArrival,
  startAlertEscalation,
} from '../../../renderer/src/orders-live/alertEscalation';
import { useOrders } from '../../../renderer/src/stores/orders';
import type { Platform } from '../../../renderer/src/platform';
import { liveOrder } from './orderFixtures';

const S = 1000;
const T0 = new Date(2026, 11, 4, 20, 0, 0).getTime();
const ON: AlertSettings = { ...DEFAULT_ALERT_SETTINGS, ladder: true };

function engine(settings: AlertSettings = ON) {
  let now = T0;
  const calls: string[] = [];
  const ladder = createAlertLadder<{ id: string }>({
    now: () => now,
    raise: () => calls.push('raise'),
    notify: (o) => calls.push(`notify ${o.id}`),
    fullVolume: (on) => calls.push(`full ${on}`),
    waiting: (n) => calls.push(`waiting ${n}`),
  });
  ladder.setSettings(settings);
  const at = (seconds: number) => {
    now = T0 + seconds * S;
    ladder.tick();
  };
  return { ladder, calls, at, setNow: (s: number) => (now = T0 + s * S) };
}

describe('the ladder on a fixed clock', () => {
  it('raises at 30 s, notifies at 60 s, full volume at 90 s, each once', () => {
    const { ladder, calls, at } = engine();
    ladder.setPending([{ id: '7' }]);
    at(29);
    expect(calls).toEqual([]);
    at(30);
    expect(calls).toEqual(['raise', 'waiting 1']);
    at(45);
    at(60);
    expect(calls.slice(2)).toEqual(['notify 7']);
    at(90);
    expect(calls.slice(3)).toEqual(['full true']);
    at(200);
    expect(calls).toHaveLength(4);
  });

  it('an action on the order starts its ladder over; full volume stops', () => {
    const { ladder, calls, at } = engine();
    ladder.setPending([{ id: '7' }]);
    at(95);
    calls.length = 0;
    ladder.acknowledge('7');
    expect(calls).toEqual(['full false', 'waiting 0']);
    at(124);
    expect(calls).toHaveLength(2);
    at(125);
    expect(calls.slice(2)).toEqual(['raise', 'waiting 1']);
  });

  it('each order climbs on its own clock, from when the desk saw it', () => {
    const { ladder, calls, at, setNow } = engine();
    ladder.setPending([{ id: '1' }]);
    setNow(20);
    ladder.setPending([{ id: '1' }, { id: '2' }]);
    at(30);
    expect(calls).toEqual(['raise', 'waiting 1']);
    at(50);
    expect(calls.slice(2)).toEqual(['raise', 'waiting 2']);
    // Order 1 answered (accepted): it leaves the ladder.
    ladder.setPending([{ id: '2' }]);
    expect(calls.at(-1)).toBe('waiting 1');
  });

  it("'Silenciar' starts every order over from the silence's end", () => {
    const { ladder, calls, at } = engine();
    ladder.setPending([{ id: '1' }, { id: '2' }]);
    at(40);
    ladder.acknowledgeAll(T0 + 160 * S);
    calls.length = 0;
    at(189);
    expect(calls).toEqual([]);
    at(190);
    expect(calls).toEqual(['raise', 'waiting 2']);
  });

  it('off (the default), it does nothing at all', () => {
    const { ladder, calls, at } = engine(DEFAULT_ALERT_SETTINGS);
    ladder.setPending([{ id: '7' }]);
    at(500);
    expect(calls).toEqual([]);
  });

  it('turned off mid-climb, it lets go of the full volume and the title', () => {
    const { ladder, calls, at } = engine();
    ladder.setPending([{ id: '7' }]);
    at(95);
    calls.length = 0;
    ladder.setSettings(DEFAULT_ALERT_SETTINGS);
    expect(calls).toEqual(['full false', 'waiting 0']);
  });
});

function fakePlatform() {
  const attention = { notify: vi.fn(), flash: vi.fn(), raise: vi.fn(), onNotificationClick: vi.fn() };
  return { platform: { attention } as unknown as Platform, attention };
}

describe('the ladder on the desk', () => {
  let tick: (() => void) | null = null;
  const start = (doc: { title: string }) => {
    const { platform, attention } = fakePlatform();
    const onVolume = vi.fn();
    const stop = startAlertEscalation({
      platform,
      doc,
      onVolume,
      setInterval: (fn) => {
        tick = fn;
        return 1;
      },
      clearInterval: () => {
        tick = null;
      },
    });
    return { attention, onVolume, stop };
  };

  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(T0);
    useOrders.getState().reset();
    useSound.setState({ alerts: ON, ladderFull: false, mutedUntil: null, volume: 0.5 });
  });
  afterEach(() => {
    vi.useRealTimers();
    useOrders.getState().reset();
    useSound.setState({ alerts: DEFAULT_ALERT_SETTINGS, ladderFull: false, mutedUntil: null, volume: 1 });
  });

  const pending = (...ids: string[]) =>
    useOrders.getState().applyList(
      ids.map((id) => liveOrder({ id_pedido: id, status: 'PP', usuario_nome: 'Érica' })),
      useOrders.getState().beginRequest(),
    );

  it('raises the window, notifies with number, customer and total, then plays at full volume', () => {
    const doc = { title: 'Pedidos · Caixa' };
    const { attention, stop } = start(doc);
    pending('41', '42');
    expect(tick).not.toBeNull();
    vi.setSystemTime(T0 + 30 * S);
    tick!();
    expect(attention.raise).toHaveBeenCalledTimes(1);
    expect(doc.title).toBe('(2) Novo pedido!');
    vi.setSystemTime(T0 + 60 * S);
    tick!();
    expect(attention.notify).toHaveBeenCalledTimes(2);
    expect(attention.notify.mock.calls[0]![0]).toMatchObject({
      title: 'Novo pedido',
      target: 'pedido:41',
      body: expect.stringMatching(/^#41 — Érica — R\$/),
    });
    expect(effectiveVolume()).toBe(0.5);
    vi.setSystemTime(T0 + 90 * S);
    tick!();
    expect(useSound.getState().ladderFull).toBe(true);
    expect(effectiveVolume()).toBe(1);
    stop();
    expect(doc.title).toBe('Pedidos · Caixa');
    expect(tick).toBeNull();
  });

  it("opening the order, acting on it or 'Silenciar' resets its ladder", () => {
    const doc = { title: 'Pedidos' };
    const { attention, stop } = start(doc);
    pending('41');
    vi.setSystemTime(T0 + 95 * S);
    tick!();
    expect(useSound.getState().ladderFull).toBe(true);
    useOrders.getState().select('41');
    expect(useSound.getState().ladderFull).toBe(false);
    expect(doc.title).toBe('Pedidos');
    vi.setSystemTime(T0 + 130 * S);
    tick!();
    expect(attention.raise).toHaveBeenCalledTimes(2);
    useOrders.getState().setBusy('41', 'print');
    expect(doc.title).toBe('Pedidos');
    vi.setSystemTime(T0 + 170 * S);
    tick!();
    expect(attention.raise).toHaveBeenCalledTimes(3);
    useSound.getState().muteFor(120 * S, T0 + 170 * S);
    expect(doc.title).toBe('Pedidos');
    vi.setSystemTime(T0 + 300 * S);
    tick!();
    expect(attention.raise).toHaveBeenCalledTimes(3);
    stop();
  });

  it('off by default: no raise, no title, the store volume', () => {
    useSound.setState({ alerts: DEFAULT_ALERT_SETTINGS });
    const doc = { title: 'Pedidos' };
    const { attention, stop } = start(doc);
    pending('41');
    vi.setSystemTime(T0 + 300 * S);
    // Off, nothing needs the clock: no tick is even set while the order waits.
    expect(tick).toBeNull();
    expect(attention.raise).not.toHaveBeenCalled();
    expect(attention.notify).not.toHaveBeenCalled();
    expect(doc.title).toBe('Pedidos');
    expect(effectiveVolume()).toBe(0.5);
    stop();
  });
});

describe('the spoken alert', () => {
  const spoken: string[] = [];
  const port: SpeechPort = { hasVoice: () => true, speak: (t) => (spoken.push(t), true) };
  beforeEach(() => {
    spoken.length = 0;
    setSpeechPort(port);
  });
  afterEach(() => {
    setSpeechPort(null);
    useSound.setState({ alerts: DEFAULT_ALERT_SETTINGS, mutedUntil: null, enabled: true });
  });

  const order = () =>
    liveOrder({
      id_pedido: '9',
      status: 'PP',
      usuario_nome: 'Érica Lima',
      endereco_completo: 'Rua das Flores, 123',
      usuario_telefone_formatado: '(11) 98888-7777',
      pedidoObj: {
        retirada_local: false,
        itens: [
          {
            nome: 'A',
            quantidade: 1,
            valor_unitario: 1,
            valor_total: 1,
            linhas: [],
            id_cardapio_categoria: '1',
          },
          {
            nome: 'B',
            quantidade: 1,
            valor_unitario: 1,
            valor_total: 1,
            linhas: [],
            id_cardapio_categoria: '1',
          },
        ],
      },
    });

  it('says the words, never the address or the phone, when turned on', () => {
    speakArrival(order());
    expect(spoken).toEqual([]);
    useSound.setState({ alerts: { ...DEFAULT_ALERT_SETTINGS, speak: true } });
    speakArrival(order());
    expect(spoken).toEqual(['Novo pedido de Érica, 2 itens, entrega']);
    expect(spoken.join()).not.toMatch(/Flores|123|98888/);
  });

  it("stays quiet while the sound is off or silenced ('Silenciar')", () => {
    useSound.setState({ alerts: { ...DEFAULT_ALERT_SETTINGS, speak: true }, enabled: false });
    speakArrival(order());
    useSound.setState({ enabled: true, mutedUntil: Date.now() + 60_000 });
    speakArrival(order());
    expect(spoken).toEqual([]);
  });

  it('chooses a pt-BR voice, offline first; none without Portuguese', () => {
    const voices = [
      { lang: 'en-US', name: 'A' },
      { lang: 'pt-PT', name: 'B' },
      { lang: 'pt-BR', name: 'C', localService: false },
      { lang: 'pt_BR', name: 'D', localService: true },
    ];
    expect(pickVoice(voices)?.name).toBe('D');
    expect(pickVoice([{ lang: 'pt-PT', name: 'B' }])?.name).toBe('B');
    expect(pickVoice([{ lang: 'en-US', name: 'A' }])).toBeNull();
  });
});
