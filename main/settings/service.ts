/**
 * The settings the renderer may read and change, with their side effects applied in main
 * (start with the OS through the login-item API).
 */
import type { AppSettings, AppSettingsPatch } from '../../shared/bridge';
import type { PauseRecord } from '../../shared/store-pause/pause';
import type { AcceptedEstimatesRecord } from '../../shared/orders/accepted-estimates';
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
  getStorePause(): PauseRecord;
  saveStorePause(record: PauseRecord): void;
  getAcceptedEstimates(): AcceptedEstimatesRecord;
  saveAcceptedEstimates(record: AcceptedEstimatesRecord): void;
}

const PAUSE_LOG_WORDS = {
  pause: 'Pausa',
  return: 'Retorno da pausa',
  ended: 'Pausa encerrada',
  notice: 'Aviso',
  busy: 'Modo movimentado',
  'busy-end': 'Fim do modo movimentado',
};

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
      if (patch.alerts !== undefined) store.set('alerts', { ...store.get('alerts'), ...patch.alerts });
      if (patch.startWithOs !== undefined && patch.startWithOs !== store.get('startWithOs')) {
        store.set('startWithOs', patch.startWithOs);
        applyStartWithOs();
      }
      log.info('Configurações atualizadas', Object.keys(patch));
      return publicSettings(store.getAll());
    },
    applyStartWithOs,
    getStorePause: () => store.get('storePause'),
    saveStorePause(record) {
      const before = store.get('storePause').log;
      store.set('storePause', record);
      // Every pause and return in main's log with who and why (the record keeps the last ones too).
      const since = before.at(-1)?.at ?? -1;
      for (const e of record.log.filter((x) => x.at > since))
        log.info(`${PAUSE_LOG_WORDS[e.kind]}: ${e.why}`, { por: e.by, em: new Date(e.at).toISOString() });
    },
    getAcceptedEstimates: () => store.get('acceptedEstimates'),
    saveAcceptedEstimates: (record) => store.set('acceptedEstimates', record),
  };
}
