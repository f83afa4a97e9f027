/**
 * Sync with the cloud record (02 §2.8, §7, §8): copy it into this computer's settings and tell
 * the platform the desktop took it (atualizar puts sincronizado back to 'S').
 */
import type { ApiClient } from '../../../api/http';
import { dialogs } from '../../../components/feedback/dialogs';
import type { LocalPrintSettings } from '../../../../../shared/printing';
import { cloudToLocal, refreshCloudPrintSettings, type CloudPrintSettings } from '../printSettingsApi';

const MISSING_CLOUD_MESSAGE =
  'A loja não possui configuração de impressão salva na nuvem. Configure a impressão e clique em Salvar alterações.';
const SYNC_SUGGESTION_MESSAGE =
  'A equipe sugere sincronizar as configurações de impressão com a nuvem: há alterações salvas na nuvem que este computador ainda não recebeu.';
const SYNC_DONE_MESSAGE = 'Configurações de impressão sincronizadas com a nuvem.';
const SYNC_CONFIRM = 'Sim, Confirmar!';
const SYNC_CANCEL = 'Não, Cancelar.';

/** The 'sincronizado N' suggestion; true on 'Sim, Confirmar!'. */
export function askToSync(): Promise<boolean> {
  return dialogs.confirm({
    key: 'print-sync-suggestion',
    title: 'Atenção!',
    message: SYNC_SUGGESTION_MESSAGE,
    confirmLabel: SYNC_CONFIRM,
    cancelLabel: SYNC_CANCEL,
  });
}

export function warnMissingCloud(): Promise<void> {
  return dialogs.alert({ key: 'print-cloud-missing', message: MISSING_CLOUD_MESSAGE });
}

export interface ApplyCloudDeps {
  api: ApiClient;
  /** Stores the settings on this computer (platform.printing.saveSettings + the QZ rule). */
  saveLocal(settings: LocalPrintSettings): Promise<void>;
}

/**
 * Cloud → local, then atualizar. Local first: if atualizar fails the cash desk already prints
 * with the cloud's settings, and the flag simply stays 'N' for the next try.
 */
export async function applyCloud(
  deps: ApplyCloudDeps,
  cloud: CloudPrintSettings,
  current: LocalPrintSettings,
): Promise<{ settings: LocalPrintSettings; marked: boolean; message: string }> {
  const settings = cloudToLocal(cloud, current);
  await deps.saveLocal(settings);
  const res = await refreshCloudPrintSettings(deps.api);
  return {
    settings,
    marked: res.ok,
    message: res.ok ? SYNC_DONE_MESSAGE : res.message || SYNC_DONE_MESSAGE,
  };
}
