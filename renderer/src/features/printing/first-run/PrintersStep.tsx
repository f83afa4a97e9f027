/**
 * Step 1: 'Procurar impressoras' (the same sweep, its range from the same setting), and for each
 * printer found what it prints: 'Caixa', 'Produção' with its categories (all ticked, as many as
 * staff leave), both, or nothing. Saved at once for every printer (save.ts).
 */
import { useEffect, useState } from 'react';
import type { PrintCategory } from '../../../../../shared/bridge';
import { UNIDENTIFIED_PRINTER, type FoundPrinter } from '../../../../../shared/printing';
import { useServices } from '../../../services/services';
import { useSession } from '../../../stores/session';
import { notify } from '../../../components/feedback/notify';
import { listPrintCategories } from '../../../order-printing/categories';
import { KIND_LABELS } from '../settings/printerForm';
import { usePrinterSweep } from '../settings/usePrinterSweep';
import { StepError, StepFrame } from './StepFrame';
import { routingOf, savePrinterChoices, USE_LABELS, type PrinterChoice, type PrinterUse } from './save';

export const PRINTERS_TITLE = 'Impressoras deste computador';
export const SAVE_AND_CONTINUE = 'Salvar e continuar';
const CLOUD_NOT_SAVED =
  'As impressoras foram salvas neste computador, mas não na nuvem. Salve de novo na tela Impressoras.';

interface Choice {
  use: PrinterUse;
  categories: string[];
}

const USES: readonly PrinterUse[] = ['none', 'cashier', 'production', 'both'];
const keyOf = (p: FoundPrinter) => `${p.kind}:${p.detail}:${p.name}`;

export function PrintersStep({ onDone, onSkip }: { onDone(): void; onSkip(): void }) {
  const { platform, api } = useServices();
  const establishmentId = useSession((s) => s.user?.id_estabelecimento ?? '');
  const sweep = usePrinterSweep();
  const { progress, running, notice } = sweep;
  const [categories, setCategories] = useState<PrintCategory[]>([]);
  const [choices, setChoices] = useState<Record<string, Choice>>({});
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let alive = true;
    listPrintCategories(api, { quiet: true })
      .then((list) => alive && setCategories(list))
      .catch(() => undefined);
    return () => {
      alive = false;
    };
  }, [api]);

  const choiceOf = (p: FoundPrinter): Choice =>
    choices[keyOf(p)] ?? { use: 'none', categories: categories.map((c) => c.id) };
  const setChoice = (p: FoundPrinter, next: Choice) => setChoices((c) => ({ ...c, [keyOf(p)]: next }));

  const chosen: PrinterChoice[] = progress.printers.flatMap((printer) => {
    const choice = choiceOf(printer);
    const routing = routingOf(choice.use, choice.categories);
    return routing ? [{ printer, routing }] : [];
  });

  async function save() {
    setSaving(true);
    setError(null);
    const result = await savePrinterChoices({ platform, api, establishmentId }, chosen, categories);
    if (!sweep.alive()) return;
    setSaving(false);
    if (!result.ok) return setError(result.error);
    if (!result.cloud) notify.warning(CLOUD_NOT_SAVED, 'first-run-cloud');
    onDone();
  }

  const { done, total, printers } = progress;
  return (
    <StepFrame
      title={PRINTERS_TITLE}
      primaryLabel={SAVE_AND_CONTINUE}
      onPrimary={() => void save()}
      onSkip={onSkip}
      busy={saving}
      primaryDisabled={chosen.length === 0}
    >
      <p>Procuramos as impressoras na rede deste computador. Diga o que cada uma imprime.</p>
      <div className="discovery__progress">
        <progress
          className="discovery__bar"
          max={Math.max(total, 1)}
          value={running ? done : Math.max(total, 1)}
          aria-label="Progresso da busca"
        />
        <span role="status">
          {running ? `Procurando… ${done} de ${total}` : `Busca concluída: ${printers.length} impressora(s).`}
        </span>
      </div>
      {notice ? <p className="notice notice--warning">{notice}</p> : null}
      <StepError error={error} />
      {printers.length === 0 && !running ? (
        <p className="field__hint">
          Nenhuma impressora encontrada. Ligue-as na rede e procure de novo na tela Impressoras, ou pule este
          passo.
        </p>
      ) : (
        <ul className="first-run__printers" aria-label="Impressoras encontradas">
          {printers.map((p) => {
            const choice = choiceOf(p);
            const production = choice.use === 'production' || choice.use === 'both';
            return (
              <li key={keyOf(p)} className="first-run__printer">
                <fieldset className="first-run__uses">
                  <legend>
                    <strong>{p.name}</strong>
                    <span className="printer-row__detail">
                      {KIND_LABELS[p.kind] ?? p.kind} · {p.detail}
                      {p.kind === 'tcp' ? ` · ${p.identity ?? UNIDENTIFIED_PRINTER}` : ''}
                    </span>
                  </legend>
                  {USES.map((use) => (
                    <label key={use} className="first-run__use">
                      <input
                        type="radio"
                        name={`use-${keyOf(p)}`}
                        checked={choice.use === use}
                        onChange={() => setChoice(p, { ...choice, use })}
                      />
                      {USE_LABELS[use]}
                    </label>
                  ))}
                </fieldset>
                {production && categories.length > 0 ? (
                  <fieldset className="discovery__categories">
                    <legend>Categorias da produção em {p.name}</legend>
                    {categories.map((c) => (
                      <label key={c.id} className="discovery__category">
                        <input
                          type="checkbox"
                          checked={choice.categories.includes(c.id)}
                          onChange={(e) =>
                            setChoice(p, {
                              ...choice,
                              categories: e.target.checked
                                ? [...choice.categories.filter((x) => x !== c.id), c.id]
                                : choice.categories.filter((x) => x !== c.id),
                            })
                          }
                        />
                        {c.name || `Categoria ${c.id}`}
                      </label>
                    ))}
                  </fieldset>
                ) : null}
              </li>
            );
          })}
        </ul>
      )}
    </StepFrame>
  );
}
