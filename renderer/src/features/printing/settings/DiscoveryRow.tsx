/**
 * One printer found by 'Procurar impressoras' (issue 32 §3): where it is (every way it was
 * reached), the model it identified itself as (a select, so staff can correct it), and what it
 * is for: 'Caixa', 'Produção' with the categories (as the Produção section asks), or both. It is
 * saved with exactly that.
 */
import { Search } from 'lucide-react';
import { useState } from 'react';
import type { PrintCategory } from '../../../../../shared/bridge';
import {
  DEFAULT_PRINTER_MODEL,
  UNIDENTIFIED_PRINTER,
  type FoundPrinter,
  type PrinterModel,
} from '../../../../../shared/printing';
import { Button } from '../../../components/Button';
import { NOTHING_CHOSEN, type PrinterRouting } from './discovery';
import { TestResultTag } from './fields';
import { KIND_LABELS, MODELS } from './printerForm';

export const USE_LABEL = 'Usar esta impressora';
export const TEST_LABEL = 'Imprimir página de teste';

export type RowResult = { ok: boolean; text: string };

interface Props {
  printer: FoundPrinter;
  categories: PrintCategory[] | null;
  result: RowResult | undefined;
  busy: string | null;
  onTest(): void;
  onUse(routing: PrinterRouting, model: PrinterModel | undefined): void;
  onNothingChosen(text: string): void;
}

export function DiscoveryRow({
  printer: p,
  categories,
  result,
  busy,
  onTest,
  onUse,
  onNothingChosen,
}: Props) {
  const [cashier, setCashier] = useState(false);
  const [chosen, setChosen] = useState<string[]>([]);
  const [model, setModel] = useState<PrinterModel>(p.model ?? DEFAULT_PRINTER_MODEL);
  const toggle = (id: string, on: boolean) =>
    setChosen((c) => (on ? [...c.filter((x) => x !== id), id] : c.filter((x) => x !== id)));
  // Only a printer this computer saves (network) takes a model here; the others are listed already.
  const modelEditable = p.connection !== undefined && !p.listed;

  const use = () => {
    if (!cashier && chosen.length === 0) return onNothingChosen(NOTHING_CHOSEN);
    onUse({ cashier, categories: chosen }, modelEditable ? model : undefined);
  };

  return (
    <li className="printer-row discovery__row">
      <Search size={20} aria-hidden className="printer-row__icon" />
      <div className="printer-row__info">
        <strong>{p.name}</strong>
        <span className="printer-row__detail">
          {KIND_LABELS[p.kind] ?? p.kind} · {p.detail}
          {p.kind === 'tcp' ? ` · ${p.identity ?? UNIDENTIFIED_PRINTER}` : ''}
        </span>
        {p.alsoAt && p.alsoAt.length > 0 ? (
          <span className="printer-row__detail">
            Também em: {p.alsoAt.map((w) => `${KIND_LABELS[w.kind] ?? w.kind} · ${w.detail}`).join('; ')}
          </span>
        ) : null}
        {modelEditable ? (
          <label className="discovery__model">
            Modelo
            <select value={model} onChange={(e) => setModel(e.target.value as PrinterModel)}>
              {MODELS.map((m) => (
                <option key={m.value} value={m.value}>
                  {m.label}
                </option>
              ))}
            </select>
          </label>
        ) : null}
        <fieldset className="discovery__categories">
          <legend>Usar para</legend>
          <label className="discovery__category">
            <input type="checkbox" checked={cashier} onChange={(e) => setCashier(e.target.checked)} />
            Caixa
          </label>
        </fieldset>
        {categories && categories.length > 0 ? (
          <fieldset className="discovery__categories">
            <legend>Produção (categorias)</legend>
            {categories.map((c) => (
              <label key={c.id} className="discovery__category">
                <input
                  type="checkbox"
                  checked={chosen.includes(c.id)}
                  onChange={(e) => toggle(c.id, e.target.checked)}
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
          onClick={onTest}
        >
          {TEST_LABEL}
        </Button>
        <Button
          busy={busy === `use:${p.name}`}
          disabled={busy !== null}
          aria-label={`${USE_LABEL}: ${p.name}`}
          onClick={use}
        >
          {USE_LABEL}
        </Button>
      </div>
    </li>
  );
}
