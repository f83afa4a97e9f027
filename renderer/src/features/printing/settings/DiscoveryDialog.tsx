/**
 * 'Procurar impressoras' (issue 20 §2): one dialog that searches (progress, Cancelar), lists the
 * printers as they are found, prints a test page on any of them and puts one to use: as a
 * cashier printer and/or for production categories. A network printer is saved as a
 * hand-configured one first (savePrinter, as 'Adicionar impressora' does); the routing goes to
 * the screen's form and is saved with it (onRoute).
 */
import { TestResultTag } from './fields';
import { useEffect, useRef, useState } from 'react';
import { Search } from 'lucide-react';
import type { PrintCategory } from '../../../../../shared/bridge';
import {
  UNIDENTIFIED_PRINTER,
  type DiscoveryProgress,
  type FoundPrinter,
  type PrinterList,
} from '../../../../../shared/printing';
import { Button } from '../../../components/Button';
import { Modal, ModalCloseFooter } from '../../../components/Modal';
import { useServices } from '../../../services/services';
import { definitionOf, type PrinterRouting } from './discovery';
import { KIND_LABELS, modelLabel } from './printerForm';

export const SEARCH_LABEL = 'Procurar impressoras';
const USE_LABEL = 'Usar no caixa';
const TEST_LABEL = 'Imprimir página de teste';

interface Props {
  categories: PrintCategory[] | null;
  setPrinters(list: PrinterList): void;
  /** Saves the routing with the screen's settings; resolves with an error text or null. */
  onRoute(name: string, routing: PrinterRouting): Promise<string | null>;
  onClose(): void;
}

type Result = { ok: boolean; text: string };

function errorText(err: unknown, fallback: string): string {
  return err instanceof Error && err.message.trim() !== '' ? err.message : fallback;
}

export function DiscoveryDialog({ categories, setPrinters, onRoute, onClose }: Props) {
  const { platform } = useServices();
  const [progress, setProgress] = useState<DiscoveryProgress>({ done: 0, total: 0, printers: [] });
  const [running, setRunning] = useState(true);
  const [notice, setNotice] = useState<string | null>(null);
  const [results, setResults] = useState<Record<string, Result>>({});
  const [busy, setBusy] = useState<string | null>(null);
  const [chosen, setChosen] = useState<Record<string, string[]>>({});
  const alive = useRef(true);

  useEffect(() => {
    alive.current = true;
    const off = platform.printing.onDiscoveryProgress((p) => alive.current && setProgress(p));
    platform.printing
      .discoverPrinters()
      .then((result) => {
        if (!alive.current) return;
        setProgress((p) => ({ ...p, done: p.total, printers: result.printers }));
        if (result.notice) setNotice(result.notice);
        else if (result.cancelled) setNotice('Busca cancelada.');
      })
      .catch(
        (err: unknown) =>
          alive.current && setNotice(errorText(err, 'Não foi possível procurar impressoras.')),
      )
      .finally(() => alive.current && setRunning(false));
    return () => {
      alive.current = false;
      off();
      // Closing the dialog mid-search stops the sweep: nobody is left to read it.
      void platform.printing.cancelDiscovery().catch(() => undefined);
    };
  }, [platform]);

  const report = (name: string, result: Result) => setResults((r) => ({ ...r, [name]: result }));

  async function test(p: FoundPrinter) {
    setBusy(`test:${p.name}`);
    try {
      const outcome = await platform.printing.testPage(p.name);
      report(
        p.name,
        outcome.ok
          ? { ok: true, text: 'Página de teste enviada para a impressora.' }
          : { ok: false, text: outcome.error },
      );
    } catch (err) {
      report(p.name, { ok: false, text: errorText(err, 'Erro no módulo de impressão') });
    } finally {
      setBusy(null);
    }
  }

  async function use(p: FoundPrinter) {
    setBusy(`use:${p.name}`);
    try {
      const definition = definitionOf(p);
      if (definition) {
        const list = await platform.printing.savePrinter(definition);
        setPrinters(list);
        if (list.problem) return report(p.name, { ok: false, text: list.problem });
      }
      const error = await onRoute(p.name, { cashier: true, categories: chosen[p.name] ?? [] });
      report(
        p.name,
        error ? { ok: false, text: error } : { ok: true, text: 'Impressora salva para o caixa.' },
      );
    } catch (err) {
      report(p.name, { ok: false, text: errorText(err, 'Não foi possível salvar a impressora.') });
    } finally {
      setBusy(null);
    }
  }

  const toggle = (name: string, id: string, on: boolean) =>
    setChosen((c) => {
      const rest = (c[name] ?? []).filter((x) => x !== id);
      return { ...c, [name]: on ? [...rest, id] : rest };
    });

  const { done, total, printers } = progress;
  return (
    <Modal open title={SEARCH_LABEL} size="lg" onRequestClose={onClose}>
      <div className="discovery">
        <div className="discovery__progress">
          <progress
            className="discovery__bar"
            max={Math.max(total, 1)}
            value={running ? done : Math.max(total, 1)}
            aria-label="Progresso da busca"
          />
          <span role="status">
            {running
              ? `Procurando… ${done} de ${total}`
              : `Busca concluída: ${printers.length} impressora(s).`}
          </span>
          {running ? (
            <Button variant="secondary" onClick={() => void platform.printing.cancelDiscovery()}>
              Cancelar
            </Button>
          ) : null}
        </div>
        {notice ? <p className="notice notice--warning">{notice}</p> : null}
        {printers.length === 0 && !running ? (
          <p className="field__hint">Nenhuma impressora encontrada.</p>
        ) : (
          <ul className="printer-list" aria-label="Impressoras encontradas">
            {printers.map((p) => {
              const result = results[p.name];
              return (
                <li key={`${p.kind}:${p.detail}:${p.name}`} className="printer-row discovery__row">
                  <Search size={20} aria-hidden className="printer-row__icon" />
                  <div className="printer-row__info">
                    <strong>{p.name}</strong>
                    <span className="printer-row__detail">
                      {KIND_LABELS[p.kind] ?? p.kind} · {p.detail}
                      {p.kind === 'tcp' ? ` · ${p.identity ?? UNIDENTIFIED_PRINTER}` : ''}
                      {p.model ? ` · ${modelLabel(p.model)}` : ''}
                    </span>
                    {categories && categories.length > 0 ? (
                      <fieldset className="discovery__categories">
                        <legend>Produção (categorias)</legend>
                        {categories.map((c) => (
                          <label key={c.id} className="discovery__category">
                            <input
                              type="checkbox"
                              checked={(chosen[p.name] ?? []).includes(c.id)}
                              onChange={(e) => toggle(p.name, c.id, e.target.checked)}
                            />
                            {c.name || `Categoria ${c.id}`}
                          </label>
                        ))}
                      </fieldset>
                    ) : null}
                    <TestResultTag result={result} />
                  </div>
                  <div className="printer-row__actions">
                    <Button
                      variant="secondary"
                      busy={busy === `test:${p.name}`}
                      disabled={busy !== null}
                      aria-label={`${TEST_LABEL}: ${p.name}`}
                      onClick={() => void test(p)}
                    >
                      {TEST_LABEL}
                    </Button>
                    <Button
                      busy={busy === `use:${p.name}`}
                      disabled={busy !== null}
                      aria-label={`${USE_LABEL}: ${p.name}`}
                      onClick={() => void use(p)}
                    >
                      {USE_LABEL}
                    </Button>
                  </div>
                </li>
              );
            })}
          </ul>
        )}
        <ModalCloseFooter onClose={onClose} />
      </div>
    </Modal>
  );
}
