/**
 * 'Escolher impressora padrão' (spec 01 §2, orders screen modal): the printer list of the current
 * print method, the current default, and a save that changes only the default printer in the
 * local print settings. Everything else lives in /configuracoes/impressoras.
 */
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import type { PrinterList, PrintSettingsView } from '../../../../../shared/printing';
import { useServices } from '../../../services/services';
import { Button } from '../../../components/Button';
import { Modal } from '../../../components/Modal';
import { LoadingBlock } from '../../../components/Spinner';
import { notify } from '../../../components/feedback/notify';
import { NOT_FOUND_SUFFIX, printerOptions } from '../settings/GeneralSection';
import { SelectField } from '../settings/fields';
import { useDefaultPrinterModal } from '../../../order-printing/defaultPrinterStore';

const DEFAULT_PRINTER_TITLE = 'Escolher impressora padrão';
const DEFAULT_PRINTER_SAVED = 'Impressora padrão salva';
const PRINT_SETTINGS_PATH = '/configuracoes/impressoras';

type Loaded = { view: PrintSettingsView; list: PrinterList };

export function DefaultPrinterModal() {
  const open = useDefaultPrinterModal((s) => s.open);
  const hide = useDefaultPrinterModal((s) => s.hide);
  const { platform } = useServices();
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [choice, setChoice] = useState('');
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (!open) return;
    let alive = true;
    setLoaded(null);
    setError(null);
    Promise.all([platform.printing.getSettings(), platform.printing.listPrinters()])
      .then(([view, list]) => {
        if (!alive) return;
        setLoaded({ view, list });
        setChoice(view.settings.defaultPrinter);
      })
      .catch((err: unknown) => {
        if (alive) setError(err instanceof Error ? err.message : String(err));
      });
    return () => {
      alive = false;
    };
  }, [open, platform]);

  const current = loaded?.view.settings.defaultPrinter ?? '';

  async function save() {
    if (!loaded || choice === '') return;
    setSaving(true);
    setError(null);
    try {
      // The freshest settings: the settings screen may have changed them meanwhile.
      const fresh = await platform.printing.getSettings();
      await platform.printing.saveSettings({ ...fresh.settings, defaultPrinter: choice });
      notify.success(DEFAULT_PRINTER_SAVED);
      hide();
    } catch (err) {
      setError(err instanceof Error ? err.message : String(err));
    } finally {
      setSaving(false);
    }
  }

  return (
    <Modal open={open} title={DEFAULT_PRINTER_TITLE} onRequestClose={hide} size="sm">
      {!loaded && !error ? <LoadingBlock label="Carregando as impressoras..." /> : null}
      {loaded ? (
        <div className="default-printer">
          <p className="dialog__message">
            {current ? (
              <>
                Impressora padrão atual: <strong>{current}</strong>
              </>
            ) : (
              'Nenhuma impressora padrão escolhida.'
            )}
          </p>
          {loaded.list.problem ? (
            <p className="field__error" role="alert">
              {loaded.list.problem}
            </p>
          ) : null}
          <SelectField
            label="Impressora"
            value={choice}
            onChange={(e) => setChoice(e.target.value)}
            hint={
              loaded.list.printers.length === 0 && !loaded.list.problem
                ? 'Nenhuma impressora encontrada neste computador.'
                : undefined
            }
          >
            <option value="">Selecione uma impressora</option>
            {/* A saved default the module no longer lists stays choosable, said as such. */}
            {printerOptions(loaded.list, [current]).map((p) => (
              <option key={p.name} value={p.name}>
                {p.found ? p.name : p.name + NOT_FOUND_SUFFIX}
              </option>
            ))}
          </SelectField>
        </div>
      ) : null}
      {error ? (
        <p className="field__error" role="alert">
          {error}
        </p>
      ) : null}
      <div className="dialog__actions">
        <Link to={PRINT_SETTINGS_PATH} className="btn btn--link btn--md" onClick={hide}>
          Configurações de impressão
        </Link>
        <Button variant="secondary" onClick={hide} disabled={saving}>
          Fechar
        </Button>
        <Button
          onClick={() => void save()}
          busy={saving}
          disabled={!loaded || choice === '' || choice === current}
        >
          Salvar
        </Button>
      </div>
    </Modal>
  );
}
