/**
 * The kitchen screen's settings (issue 33 §3), kept by main for this PC only in
 * `kitchen-settings.json` (atomic JSON). Off until the store turns it on: a missing file reads as
 * DEFAULT_KITCHEN_SETTINGS; an unreadable one is set aside (kept for support) and the defaults
 * apply. A save that breaks a rule is refused with its Portuguese message and changes nothing.
 */
import {
  DEFAULT_KITCHEN_SETTINGS,
  type KitchenScreenConfig,
  type KitchenSettings,
} from '../../shared/kitchen-screen/contract';
import {
  KITCHEN_MESSAGES,
  kitchenSettingsProblem,
  kitchenSettingsSchema,
} from '../../shared/kitchen-screen/schemas';
import type { Logger } from '../log/logger';
import { readValidatedJsonFile, writeJsonFileAtomic } from '../storage/json-file';

export class KitchenSettingsError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'KitchenSettingsError';
  }
}

export interface KitchenSettingsStore {
  get(): KitchenSettings;
  /** Validates, stores and returns the settings (a copy); tells onChange. */
  save(value: unknown): KitchenSettings;
  screen(id: string): KitchenScreenConfig | undefined;
}

const copy = (s: KitchenSettings): KitchenSettings => structuredClone(s);

export function createKitchenSettings(deps: {
  file: string;
  log: Logger;
  onChange?(settings: KitchenSettings, before: KitchenSettings): void;
}): KitchenSettingsStore {
  let current = load();

  function load(): KitchenSettings {
    const read = readValidatedJsonFile(deps.file, kitchenSettingsSchema);
    if (read.kind === 'ok' && kitchenSettingsProblem(read.value) === null) return read.value;
    if (read.kind !== 'missing')
      deps.log.warn('Configurações da tela da cozinha ilegíveis; usando as padrão (desligada)');
    return copy(DEFAULT_KITCHEN_SETTINGS);
  }

  return {
    get: () => copy(current),
    save(value) {
      const parsed = kitchenSettingsSchema.safeParse(value);
      if (!parsed.success) throw new KitchenSettingsError(KITCHEN_MESSAGES.invalid);
      const problem = kitchenSettingsProblem(parsed.data);
      if (problem) throw new KitchenSettingsError(problem);
      writeJsonFileAtomic(deps.file, parsed.data);
      const before = current;
      current = parsed.data;
      deps.log.info(
        `Tela da cozinha: ${current.enabled ? 'ligada' : 'desligada'} (${current.screens.length} tela(s))`,
      );
      deps.onChange?.(copy(current), before);
      return copy(current);
    },
    screen: (id) => current.screens.find((screen) => screen.id === id),
  };
}
