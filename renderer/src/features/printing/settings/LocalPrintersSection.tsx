/**
 * This computer's printers: the ones found (OS, USB device files, QZ Tray) and the ones added by
 * hand, each with a test page. Only hand-added printers can be edited or removed.
 */
import { TestResultTag } from './fields';
import { useState } from 'react';
import { CheckCircle2, CircleHelp, Plus, Printer, WifiOff, FileWarning } from 'lucide-react';
import type { PrinterDefinition, PrinterInfo, PrinterList } from '../../../../../shared/printing';
import { STATUS_SOURCE_TEXT } from '../../../../../shared/printing';
import { useServices } from '../../../services/services';
import { alertText, usePrintQueue } from '../../../order-printing/printQueueStore';
import { Button } from '../../../components/Button';
import { dialogs } from '../../../components/feedback/dialogs';
import { PrinterEditor } from './PrinterEditor';
import {
  EMPTY_PRINTER,
  HEALTH_LABELS,
  KIND_LABELS,
  fromInfo,
  modelLabel,
  type PrinterFormValues,
} from './printerForm';
import { errorText } from '../errorText';

const TEST_SENT = 'Página de teste enviada para a impressora.';

const HEALTH_ICONS = {
  ok: CheckCircle2,
  offline: WifiOff,
  'paper-out': FileWarning,
  'cover-open': FileWarning,
  unknown: CircleHelp,
};

interface Props {
  printers: PrinterList;
  /** Desktop: printers can be added, edited and removed here. Web: the local print module owns them. */
  editable: boolean;
  setPrinters(list: PrinterList): void;
  /** A renamed printer: the form's references follow it. */
  onRenamed(from: string, to: string): void;
}

export function LocalPrintersSection({ printers, editable, setPrinters, onRenamed }: Props) {
  const { platform } = useServices();
  const [editor, setEditor] = useState<{ initial: PrinterFormValues; original: string | null } | null>(null);
  const [results, setResults] = useState<Record<string, { ok: boolean; text: string }>>({});
  const [testing, setTesting] = useState<string | null>(null);
  // The live queue knows a printer's problem before this list is read again (and in web mode,
  // where the list has no health at all).
  const alerts = usePrintQueue((s) => s.queue?.alerts);

  async function test(name: string) {
    setTesting(name);
    try {
      const outcome = await platform.printing.testPage(name);
      setResults((r) => ({
        ...r,
        [name]: outcome.ok ? { ok: true, text: TEST_SENT } : { ok: false, text: outcome.error },
      }));
    } catch (err) {
      setResults((r) => ({
        ...r,
        [name]: { ok: false, text: errorText(err, 'Erro no módulo de impressão') },
      }));
    } finally {
      setTesting(null);
    }
  }

  async function save(definition: PrinterDefinition): Promise<string | null> {
    const original = editor?.original ?? null;
    try {
      let list = await platform.printing.savePrinter(definition);
      if (original !== null && original !== definition.name) {
        list = await platform.printing.removePrinter(original);
        onRenamed(original, definition.name);
      }
      setPrinters(list);
      return null;
    } catch (err) {
      return errorText(err, 'Não foi possível salvar a impressora.');
    }
  }

  async function remove(p: PrinterInfo) {
    const sure = await dialogs.confirm({
      message: `Remover a impressora “${p.name}”? Não será possível reverter!`,
      confirmLabel: 'Sim deletar.',
      danger: true,
    });
    if (!sure) return;
    try {
      setPrinters(await platform.printing.removePrinter(p.name));
    } catch (err) {
      await dialogs.alert({
        tone: 'error',
        message: errorText(err, 'Não foi possível remover a impressora.'),
      });
    }
  }

  return (
    <section className="card print-section" aria-labelledby="print-local-title">
      <div className="card__head">
        <h2 className="card__title" id="print-local-title">
          Impressoras deste computador
        </h2>
        {editable ? (
          <Button
            variant="secondary"
            icon={<Plus size={18} aria-hidden />}
            onClick={() => setEditor({ initial: EMPTY_PRINTER, original: null })}
          >
            Adicionar impressora
          </Button>
        ) : null}
      </div>
      {printers.printers.length === 0 ? (
        <p className="field__hint">Nenhuma impressora encontrada neste computador.</p>
      ) : (
        <ul className="printer-list">
          {printers.printers.map((p) => {
            const problem = alerts?.find((a) => a.printerName === p.name && a.problem);
            const health = problem?.problem ?? p.health;
            const Icon = HEALTH_ICONS[health] ?? CircleHelp;
            const result = results[p.name];
            return (
              <li key={p.name} className="printer-row">
                <Printer size={22} aria-hidden className="printer-row__icon" />
                <div className="printer-row__info">
                  <strong>{p.name}</strong>
                  <span className="printer-row__detail">
                    {KIND_LABELS[p.kind] ?? p.kind} · {p.detail}
                    {p.model && p.model !== 'escpos' ? ` · ${modelLabel(p.model)}` : null}
                  </span>
                  {p.statusSource ? (
                    <span className={`printer-row__source printer-row__source--${p.statusSource}`}>
                      {STATUS_SOURCE_TEXT[p.statusSource]}
                    </span>
                  ) : null}
                  <span className={`health health--${health}`} {...(problem ? { role: 'status' } : {})}>
                    <Icon size={16} aria-hidden />{' '}
                    {problem ? alertText(problem) : (HEALTH_LABELS[health] ?? health)}
                  </span>
                  <TestResultTag result={result} />
                </div>
                <div className="printer-row__actions">
                  <Button variant="secondary" busy={testing === p.name} onClick={() => void test(p.name)}>
                    Imprimir página de teste
                  </Button>
                  {editable && p.configured ? (
                    <>
                      <Button
                        variant="ghost"
                        aria-label={`Editar ${p.name}`}
                        onClick={() => setEditor({ initial: fromInfo(p), original: p.name })}
                      >
                        Editar
                      </Button>
                      <Button variant="ghost" aria-label={`Remover ${p.name}`} onClick={() => void remove(p)}>
                        Remover
                      </Button>
                    </>
                  ) : null}
                </div>
              </li>
            );
          })}
        </ul>
      )}
      {editor ? (
        <PrinterEditor
          initial={editor.initial}
          editing={editor.original !== null}
          taken={printers.printers.map((p) => p.name).filter((n) => n !== editor.original)}
          onSave={save}
          onClose={() => setEditor(null)}
        />
      ) : null}
    </section>
  );
}
