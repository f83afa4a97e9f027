/**
 * The settings the renderer may read and change, with their side effects applied in main
 * (start with the OS through the login-item API).
 */
import type { AppSettings, AppSettingsPatch } from '../../shared/bridge';
import type { Logger } from '../log/logger';
import { publicSettings } from './schema';
import type { SettingsStore } from './store';

export interface LoginItemApp {
  setLoginItemSettings(settings: { openAtLogin: boolean; openAsHidden?: boolean }): void;
}

interface SettingsServiceDeps {
  store: SettingsStore;
  app: LoginItemApp;
  log: Logger;
  /** process.platform: login items exist on Windows and macOS only. */
  platform: string;
}

interface SettingsService {
  get(): AppSettings;
  update(patch: AppSettingsPatch): AppSettings;
  /** Makes the OS login item match the stored setting (called at start). */
  applyStartWithOs(): void;
}

export function createSettingsService({ store, app, log, platform }: SettingsServiceDeps): SettingsService {
  const applyStartWithOs = () => {
    const openAtLogin = store.get('startWithOs');
    if (platform !== 'win32' && platform !== 'darwin') {
      if (openAtLogin) log.warn(`Iniciar com o sistema não é suportado em ${platform}`);
      return;
    }
    try {
      app.setLoginItemSettings({ openAtLogin });
    } catch (error) {
      log.error('Não foi possível ajustar a inicialização com o sistema', error);
    }
  };

  return {
    get: () => publicSettings(store.getAll()),
    update(patch) {
      if (patch.closeBehavior !== undefined) store.set('closeBehavior', patch.closeBehavior);
      if (patch.sound !== undefined) store.set('sound', { ...store.get('sound'), ...patch.sound });
      if (patch.startWithOs !== undefined && patch.startWithOs !== store.get('startWithOs')) {
        store.set('startWithOs', patch.startWithOs);
        applyStartWithOs();
      }
      log.info('Configurações atualizadas', Object.keys(patch));
      return publicSettings(store.getAll());
    },
    applyStartWithOs,
  };
}
