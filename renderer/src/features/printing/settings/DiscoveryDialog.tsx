/**
 * 'Procurar impressoras' (issues 20 §2, 32 §3): one dialog that searches (progress, Cancelar),
 * lists the printers as they are found, prints a test page on any of them and puts one to use
 * for what staff chose in its row (DiscoveryRow: 'Caixa', 'Produção' or both). A network printer
 * is saved as a hand-configured one first (savePrinter, as 'Adicionar impressora' does); the
 * routing goes to the screen's form and is saved with it (onRoute).
 */
import { useState } from 'react';
import type { PrintCategory } from '../../../../../shared/bridge';
import type { FoundPrinter, PrinterList, PrinterModel } from '../../../../../shared/printing';
import { Button } from '../../../components/Button';
import { Modal, ModalCloseFooter } from '../../../components/Modal';
import { useServices } from '../../../services/services';
import { definitionOf, routedText, type PrinterRouting } from './discovery';
import { DiscoveryRow } from './DiscoveryRow';
import { usePrinterSweep } from './usePrinterSweep';
import { errorText } from '../errorText';

export const SEARCH_LABEL = 'Procurar impressoras';

interface Props {
  categories: PrintCategory[] | null;
  setPrinters(list: PrinterList): void;
  /** Saves the routing with the screen's settings; resolves with an error text or null. */
  onRoute(name: string, routing: PrinterRouting): Promise<string | null>;
  onClose(): void;
}

type Result = { ok: boolean; text: string };

export function DiscoveryDialog({ categories, setPrinters, onRoute, onClose }: Props) {
  const { platform } = useServices();
  const { progress, running, notice } = usePrinterSweep();
  const [results, setResults] = useState<Record<string, Result>>({});
  const [busy, setBusy] = useState<string | null>(null);

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

  async function use(p: FoundPrinter, routing: PrinterRouting, model: PrinterModel | undefined) {
    setBusy(`use:${p.name}`);
    try {
      const definition = definitionOf(p, model);
      if (definition) {
        const list = await platform.printing.savePrinter(definition);
        setPrinters(list);
        if (list.problem) return report(p.name, { ok: false, text: list.problem });
      }
      const error = await onRoute(p.name, routing);
      report(p.name, error ? { ok: false, text: error } : { ok: true, text: routedText(routing) });
    } catch (err) {
      report(p.name, { ok: false, text: errorText(err, 'Não foi possível salvar a impressora.') });
    } finally {
      setBusy(null);
    }
  }

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
            {printers.map((p) => (
              <DiscoveryRow
                key={`${p.kind}:${p.detail}:${p.name}`}
                printer={p}
                categories={categories}
                result={results[p.name]}
                busy={busy}
                onTest={() => void test(p)}
                onUse={(routing, model) => void use(p, routing, model)}
                onNothingChosen={(text) => report(p.name, { ok: false, text })}
              />
            ))}
          </ul>
        )}
        <ModalCloseFooter onClose={onClose} />
      </div>
    </Modal>
  );
}
