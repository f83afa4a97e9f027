/**
 * The 'Tela da cozinha' settings as typed (issue 33 §3): numbers kept as text while typed, read
 * back with a Portuguese message per field when they do not make sense. Nothing is saved while
 * any field is wrong, and nothing typed is lost.
 */
import type { KitchenScreenConfig, KitchenSettings } from '../../../../../shared/kitchen-screen/contract';

export interface KitchenForm {
  settings: KitchenSettings;
  amber: string;
  red: string;
  port: string;
}

export type KitchenFormErrors = Partial<Record<'amber' | 'red' | 'port' | 'address' | 'screens', string>>;

export function toForm(settings: KitchenSettings): KitchenForm {
  return {
    settings,
    amber: String(settings.ageAmberMin),
    red: String(settings.ageRedMin),
    port: String(settings.tablet.port),
  };
}

const wholeIn = (text: string, min: number, max: number): number | null => {
  if (!/^\d+$/.test(text.trim())) return null;
  const n = Number(text.trim());
  return n >= min && n <= max ? n : null;
};

/** The settings to save, or the messages that keep them from being saved. */
export function readForm(
  form: KitchenForm,
): { ok: true; settings: KitchenSettings } | { ok: false; errors: KitchenFormErrors } {
  const errors: KitchenFormErrors = {};
  const amber = wholeIn(form.amber, 1, 240);
  const red = wholeIn(form.red, 1, 240);
  if (amber === null) errors.amber = 'Informe um número inteiro de minutos entre 1 e 240.';
  if (red === null) errors.red = 'Informe um número inteiro de minutos entre 1 e 240.';
  else if (amber !== null && red <= amber)
    errors.red = 'O tempo do vermelho precisa ser maior que o do amarelo.';
  const s = form.settings;
  const port = wholeIn(form.port, 1024, 65535);
  if (port === null) errors.port = 'Informe uma porta entre 1024 e 65535.';
  const address = s.tablet.address.trim();
  if (s.tablet.enabled && address === '')
    errors.address = 'Informe o endereço deste computador na rede da loja.';
  const names = s.screens.map((x) => x.name.trim());
  if (names.some((n) => n === '')) errors.screens = 'Dê um nome a cada tela.';
  else if (new Set(names.map((n) => n.toLowerCase())).size !== names.length)
    errors.screens = 'Duas telas não podem ter o mesmo nome.';
  if (Object.keys(errors).length > 0 || amber === null || red === null || port === null)
    return { ok: false, errors };
  const screens: KitchenScreenConfig[] = s.screens.map((x) => ({ ...x, name: x.name.trim() }));
  const windowScreen = screens.some((x) => x.id === s.window.screenId) ? s.window.screenId : null;
  return {
    ok: true,
    settings: {
      ...s,
      screens,
      ageAmberMin: amber,
      ageRedMin: red,
      window: { ...s.window, screenId: windowScreen },
      tablet: { ...s.tablet, address, port },
    },
  };
}

/** A new screen's id: short, unique on this desk, never shown. */
export function newScreenId(existing: readonly KitchenScreenConfig[], random: () => string): string {
  let id = `tela-${random()}`;
  while (existing.some((x) => x.id === id)) id = `tela-${random()}`;
  return id;
}
