import { describe, expect, it } from 'vitest';
import {
  alertSettingsSchema,
  alertVolume,
  DEFAULT_ALERT_SETTINGS,
  inQuietHours,
  ladderStep,
  QUIET_MIN_VOLUME,
  spokenAlert,
  waitingTitle,
  type AlertSettings,
} from '../../../shared/alerts/escalation';
import { appSettingsSchema } from '../../../shared/bridge-schemas';

const S = 1000;
/** Local time on a fixed day. */
const at = (h: number, m = 0) => new Date(2026, 11, 4, h, m);
const quiet = (over: Partial<AlertSettings['quiet']> = {}): AlertSettings => ({
  ...DEFAULT_ALERT_SETTINGS,
  quiet: { enabled: true, from: '22:00', to: '07:00', volume: 0.3, ...over },
});

describe('the ladder of one unanswered order', () => {
  it.each([
    [0, 0],
    [29.9, 0],
    [30, 1],
    [59.9, 1],
    [60, 2],
    [89.9, 2],
    [90, 3],
    [600, 3],
  ] as const)('after %s s it is at step %s (30 s setting)', (seconds, step) => {
    expect(ladderStep(seconds * S, 30)).toBe(step);
  });

  it('the first step follows the setting; the others come 30 s apart', () => {
    expect(ladderStep(44 * S, 45)).toBe(0);
    expect(ladderStep(45 * S, 45)).toBe(1);
    expect(ladderStep(75 * S, 45)).toBe(2);
    expect(ladderStep(105 * S, 45)).toBe(3);
  });

  it('is off by default: the spec ring alone until the store turns it on', () => {
    expect(DEFAULT_ALERT_SETTINGS).toMatchObject({ ladder: false, speak: false, quiet: { enabled: false } });
  });
});

describe('the quiet profile', () => {
  it('holds between the chosen hours, across midnight', () => {
    const s = quiet().quiet;
    expect(inQuietHours(s, at(21, 59))).toBe(false);
    expect(inQuietHours(s, at(22, 0))).toBe(true);
    expect(inQuietHours(s, at(2, 30))).toBe(true);
    expect(inQuietHours(s, at(7, 0))).toBe(false);
  });

  it('holds within a daytime range, and not at all when off', () => {
    const s = quiet({ from: '12:00', to: '14:00' }).quiet;
    expect(inQuietHours(s, at(11, 59))).toBe(false);
    expect(inQuietHours(s, at(13, 0))).toBe(true);
    expect(inQuietHours({ ...s, enabled: false }, at(13, 0))).toBe(false);
  });

  it('lowers the volume in its hours, never to silence, never above the store’s own', () => {
    const settings = quiet({ volume: 0.3 });
    expect(alertVolume({ volume: 0.8, settings, now: at(23), fullVolume: false })).toBe(0.3);
    expect(alertVolume({ volume: 0.2, settings, now: at(23), fullVolume: false })).toBe(0.2);
    expect(alertVolume({ volume: 0.8, settings, now: at(12), fullVolume: false })).toBe(0.8);
    const low = { ...settings, quiet: { ...settings.quiet, volume: 0 } };
    expect(alertVolume({ volume: 0.8, settings: low, now: at(23), fullVolume: false })).toBe(
      QUIET_MIN_VOLUME,
    );
  });

  it('the ladder’s last step still plays at full volume in quiet hours', () => {
    const settings = { ...quiet(), ladder: true };
    expect(alertVolume({ volume: 0.6, settings, now: at(23), fullVolume: true })).toBe(1);
    // Without the ladder on, nothing climbs to full volume.
    expect(alertVolume({ volume: 0.6, settings: quiet(), now: at(12), fullVolume: true })).toBe(0.6);
  });

  it('a profile that would be silent is refused by the settings schema', () => {
    expect(alertSettingsSchema.safeParse(quiet({ volume: 0 })).success).toBe(false);
    expect(alertSettingsSchema.safeParse(quiet({ from: '25:00' })).success).toBe(false);
    expect(alertSettingsSchema.safeParse(quiet()).success).toBe(true);
  });
});

describe('the spoken alert', () => {
  const order = {
    customer: 'Érica Souza',
    items: [{ quantidade: 1 }, { quantidade: 1 }],
    pickup: false,
  };

  it('names the customer’s first name, the items and delivery or pickup', () => {
    expect(spokenAlert(order)).toBe('Novo pedido de Érica, 2 itens, entrega');
    expect(spokenAlert({ ...order, items: [{ quantidade: 1 }], pickup: true })).toBe(
      'Novo pedido de Érica, 1 item, retirada',
    );
    expect(spokenAlert({ ...order, items: [{ quantidade: 3 }, { quantidade: 2 }] })).toBe(
      'Novo pedido de Érica, 5 itens, entrega',
    );
  });

  it('never speaks more than it is given: no address or phone can reach it', () => {
    const withMore = {
      ...order,
      endereco_completo: 'Rua A, 10',
      usuario_telefone_formatado: '(11) 9999-0000',
    };
    const said = spokenAlert(withMore);
    expect(said).not.toMatch(/Rua|9999/);
  });
});

describe('the settings', () => {
  it('read settings kept before the alerts existed as all off', () => {
    const old = {
      startWithOs: false,
      closeBehavior: 'ask',
      sound: { enabled: true, volume: 0.5, name: 'x' },
    };
    const parsed = appSettingsSchema.parse(old);
    expect(parsed.alerts).toEqual(DEFAULT_ALERT_SETTINGS);
    expect(parsed.sound.volume).toBe(0.5);
  });

  it('the tab title while orders wait', () => {
    expect(waitingTitle(2)).toBe('(2) Novo pedido!');
  });
});
