/**
 * State of the print settings screen: the local settings from main (the cash desk's source), the
 * printer list, the menu categories, the cloud record's sync flag, and Save / Sync.
 * The changed flag enables Save and is cleared only after a successful save (02 §4).
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import {
  PRINT_MESSAGES,
  type LocalPrintSettings,
  type PrinterList,
  type PrintSettingsView,
} from '../../../../../shared/printing';
import { isApiError } from '../../../api/errors';
import { useServices } from '../../../services/services';
import { dialogs } from '../../../components/feedback/dialogs';
import { notify } from '../../../components/feedback/notify';
import { useSession } from '../../../stores/session';
import { listPrintCategories } from '../../../order-printing/categories';
import { getCloudPrintSettings, saveCloudPrintSettings, type PrintCategory } from '../printSettingsApi';
import { applyCloud, askToSync, warnMissingCloud } from './cloud';
import { formFromView, formWithSettings, hasErrors, toLocalSettings, validate, type PrintForm } from './form';
import { errorText } from '../errorText';

const SAVED_MESSAGE = 'Configurações salvas com sucesso';
const CLOUD_UNREACHABLE =
  'Não foi possível consultar as configurações da nuvem. As configurações deste computador continuam valendo.';
const CLOUD_NOT_SAVED =
  'As configurações foram salvas neste computador, mas não na nuvem. Clique em Salvar alterações para tentar de novo.';
const SYNC_FAILED = 'Não foi possível aplicar as configurações da nuvem neste computador.';
const SAVE_FAILED = 'Não foi possível salvar as configurações de impressão neste computador.';
const LOAD_FAILED = 'Não foi possível carregar as configurações de impressão deste computador.';

export type LoadState = { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready' };

export function usePrintSettings() {
  const { api, platform } = useServices();
  const establishmentId = useSession((s) => s.user?.id_estabelecimento ?? '');
  const [load, setLoad] = useState<LoadState>({ status: 'loading' });
  const [view, setView] = useState<PrintSettingsView | null>(null);
  const [form, setForm] = useState<PrintForm | null>(null);
  const [changed, setChanged] = useState(false);
  const [busy, setBusy] = useState<'save' | 'sync' | null>(null);
  const [printers, setPrinters] = useState<PrinterList>({ printers: [] });
  const [categories, setCategories] = useState<PrintCategory[] | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const changedRef = useRef(false);
  changedRef.current = changed;

  const adopt = useCallback((next: PrintSettingsView) => {
    setView(next);
    setForm(formFromView(next));
    setChanged(false);
  }, []);

  /** Local settings + the QZ rule: a QZ method keeps/replaces the credentials, any other clears them. */
  const saveLocal = useCallback(
    async (settings: LocalPrintSettings, qz?: PrintForm): Promise<PrintSettingsView> => {
      let stored = await platform.printing.saveSettings(settings);
      if (settings.metodoImpressao !== 'qz') {
        if (stored.qz.certificate !== '' || stored.qz.hasPrivateKey) {
          stored = await platform.printing.setQzCredentials({ certificate: null, privateKey: null });
        }
      } else if (qz) {
        const certificate = qz.qzCertificate.trim();
        stored = await platform.printing.setQzCredentials({
          certificate: certificate !== '' ? certificate : undefined,
          privateKey: qz.qzKey.kind === 'new' ? qz.qzKey.text.trim() : undefined,
        });
      }
      return stored;
    },
    [platform],
  );

  const reloadPrinters = useCallback(async () => {
    try {
      setPrinters(await platform.printing.listPrinters());
    } catch (err) {
      setPrinters({ printers: [], problem: errorText(err, PRINT_MESSAGES.listProblem) });
    }
  }, [platform]);

  const syncFrom = useCallback(
    async (cloud: Parameters<typeof applyCloud>[1], base: LocalPrintSettings, current: PrintForm) => {
      const result = await applyCloud(
        { api, saveLocal: async (s) => adopt(await saveLocal(s, formWithSettings(current, s))) },
        cloud,
        base,
      );
      setNotice(null);
      notify.success(result.message);
    },
    [adopt, api, saveLocal],
  );

  useEffect(() => {
    let alive = true;
    void (async () => {
      let local: PrintSettingsView;
      try {
        local = await platform.printing.getSettings();
      } catch (err) {
        if (alive) setLoad({ status: 'error', message: errorText(err, LOAD_FAILED) });
        return;
      }
      if (!alive) return;
      adopt(local);
      setLoad({ status: 'ready' });
      void reloadPrinters();
      listPrintCategories(api, { quiet: true })
        .then((list) => alive && setCategories(list))
        .catch(() => alive && setCategories([]));
      let cloud: Awaited<ReturnType<typeof getCloudPrintSettings>>;
      try {
        cloud = await getCloudPrintSettings(api, { quiet: true });
      } catch {
        if (alive) setNotice(CLOUD_UNREACHABLE);
        return;
      }
      if (!alive) return;
      // 02 §8: the missing record is said on opening the screen too, not only on 'Sincronizar'.
      if (!cloud.ok) {
        void warnMissingCloud();
        return;
      }
      if (cloud.data.sincronizado !== 'N') return;
      if (!(await askToSync()) || !alive) return;
      try {
        await syncFrom(cloud.data, local.settings, formFromView(local));
      } catch (err) {
        if (!isApiError(err)) await dialogs.alert({ tone: 'error', message: errorText(err, SYNC_FAILED) });
      }
    })();
    const off = platform.printing.onSettingsChanged((next) => {
      // Someone else saved (the local print service, another window): follow it unless the user is editing.
      if (!changedRef.current) adopt(next);
    });
    return () => {
      alive = false;
      off();
    };
  }, [adopt, api, platform, reloadPrinters, syncFrom]);

  const errors = useMemo(() => (form ? validate(form) : {}), [form]);
  const invalid = hasErrors(errors);

  const change = useCallback((update: (f: PrintForm) => PrintForm) => {
    setForm((f) => (f ? update(f) : f));
    setChanged(true);
  }, []);

  /**
   * Saves the form (here and in the cloud); `override` saves that form instead (the search
   * dialog's routing, put in the form and saved at once). Resolves false when nothing was saved.
   */
  const save = useCallback(
    async (override?: PrintForm): Promise<boolean> => {
      const current = override ?? form;
      if (!current || !view || hasErrors(validate(current)) || busy) return false;
      setBusy('save');
      try {
        const settings = toLocalSettings(current, view.settings);
        let stored: PrintSettingsView;
        try {
          stored = await saveLocal(settings, current);
        } catch (err) {
          await dialogs.alert({ tone: 'error', message: errorText(err, SAVE_FAILED) });
          return false;
        }
        setView(stored);
        // The printer list depends on the method (QZ Tray lists its own printers).
        if (stored.settings.metodoImpressao !== view.settings.metodoImpressao) void reloadPrinters();
        const cloud = await saveCloudPrintSettings(api, settings, establishmentId).catch(() => null);
        if (!cloud?.ok) {
          setNotice(CLOUD_NOT_SAVED);
          return true;
        }
        setForm(formFromView(stored));
        setChanged(false);
        setNotice(null);
        notify.success(SAVED_MESSAGE);
        return true;
      } finally {
        setBusy(null);
      }
    },
    [api, busy, establishmentId, form, reloadPrinters, saveLocal, view],
  );

  const syncWithCloud = useCallback(async () => {
    if (!form || !view || busy) return;
    setBusy('sync');
    try {
      const cloud = await getCloudPrintSettings(api);
      if (!cloud.ok) {
        await warnMissingCloud();
        return;
      }
      if (
        changedRef.current &&
        !(await dialogs.confirm({
          title: 'Atenção!',
          message: 'As alterações ainda não salvas serão substituídas pelas configurações da nuvem.',
          confirmLabel: 'Sincronizar',
        }))
      ) {
        return;
      }
      await syncFrom(cloud.data, view.settings, form);
    } catch (err) {
      // HTTP failures were already shown by the HTTP layer; a local failure is shown here.
      if (!isApiError(err)) await dialogs.alert({ tone: 'error', message: errorText(err, SYNC_FAILED) });
    } finally {
      setBusy(null);
    }
  }, [api, busy, form, syncFrom, view]);

  return {
    load,
    form,
    view,
    errors,
    invalid,
    changed,
    busy,
    printers,
    categories,
    notice,
    change,
    save,
    syncWithCloud,
    reloadPrinters,
    setPrinters,
  };
}
