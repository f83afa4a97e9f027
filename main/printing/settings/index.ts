/**
 * The cash desk's local print settings (spec 01 §3, 02 §2.8, §3), kept by main in their own JSON
 * file in the data dir: main prints unattended from them, so they cannot live in renderer storage.
 * QZ Tray's certificate and private key are kept apart (encrypted, by the QZ credentials store);
 * only the view says whether a key exists.
 */
import { localPrintSettingsSchema } from '../../../shared/bridge-schemas';
import {
  DEFAULT_LOCAL_PRINT_SETTINGS,
  type LocalPrintSettings,
  type PrintSettingsView,
  type QzCredentialsPatch,
} from '../../../shared/printing';
import type { Logger } from '../../log/logger';
import { readValidatedJsonFile, writeJsonFileAtomic } from '../../storage/json-file';

export { DEFAULT_LOCAL_PRINT_SETTINGS };

/** The QZ credentials store's view and changes (main/printing/qz); sync or async alike. */
interface QzCredentialsLike {
  view():
    | { certificate: string; hasPrivateKey: boolean }
    | Promise<{ certificate: string; hasPrivateKey: boolean }>;
  update(patch: QzCredentialsPatch): unknown;
  clear(): unknown;
}

interface PrintSettingsServiceDeps {
  file: string;
  log: Logger;
  qz?: QzCredentialsLike;
  onChange?(view: PrintSettingsView): void;
  /** Used instead of the defaults when no settings were ever saved (the `npm start` demo). */
  initial?: LocalPrintSettings;
}

interface PrintSettingsService {
  get(): LocalPrintSettings;
  view(): Promise<PrintSettingsView>;
  /** Validates and stores the whole form; rejects (with a readable reason) on a bad one. */
  save(settings: unknown): Promise<PrintSettingsView>;
  setQzCredentials(patch: QzCredentialsPatch): Promise<PrintSettingsView>;
}

export class PrintSettingsError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PrintSettingsError';
  }
}

const copy = (s: LocalPrintSettings): LocalPrintSettings => structuredClone(s);

/** `neverSaved`: no file and no initial settings (a broken file was saved once: not a first run). */
function load(
  file: string,
  log: Logger,
  initial?: LocalPrintSettings,
): { settings: LocalPrintSettings; neverSaved: boolean } {
  const read = readValidatedJsonFile(file, localPrintSettingsSchema);
  if (read.kind === 'ok') return { settings: read.value, neverSaved: false };
  if (read.kind === 'missing') {
    return { settings: copy(initial ?? DEFAULT_LOCAL_PRINT_SETTINGS), neverSaved: initial === undefined };
  }
  log.error(
    `Configurações de impressão ilegíveis; usando os padrões (cópia em ${read.backup ?? 'nenhuma'})`,
    read.error,
  );
  return { settings: copy(DEFAULT_LOCAL_PRINT_SETTINGS), neverSaved: false };
}

export function createPrintSettingsService(deps: PrintSettingsServiceDeps): PrintSettingsService {
  const { file, log, qz } = deps;
  const loaded = load(file, log, deps.initial);
  let current = loaded.settings;
  let neverSaved = loaded.neverSaved;

  async function view(): Promise<PrintSettingsView> {
    const credentials = qz ? await qz.view() : { certificate: '', hasPrivateKey: false };
    return { settings: copy(current), qz: { ...credentials }, ...(neverSaved ? { neverSaved: true } : {}) };
  }

  async function changed(): Promise<PrintSettingsView> {
    const result = await view();
    try {
      deps.onChange?.(result);
    } catch (error) {
      log.error('Falha ao avisar mudança nas configurações de impressão', error);
    }
    return result;
  }

  return {
    get: () => copy(current),
    view,
    async save(input) {
      const parsed = localPrintSettingsSchema.safeParse(input);
      if (!parsed.success) {
        throw new PrintSettingsError(
          `Configurações de impressão inválidas: ${parsed.error.issues[0]?.message ?? ''}`,
        );
      }
      // Written before it takes effect: a setting that prints must survive a restart.
      writeJsonFileAtomic(file, parsed.data);
      current = parsed.data;
      neverSaved = false;
      // 02 §4: leaving QZ forgets its certificate and key.
      if (current.metodoImpressao !== 'qz') await qz?.clear();
      log.info(`Configurações de impressão salvas (método ${current.metodoImpressao})`);
      return changed();
    },
    async setQzCredentials(patch) {
      if (!qz) throw new PrintSettingsError('Credenciais do QZ Tray indisponíveis neste modo.');
      await qz.update(patch);
      return changed();
    },
  };
}
