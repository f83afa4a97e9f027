/** Per menu category: the production printer and the grouping text printed as the ticket title (02 §2.8). */
import type { PrinterList } from '../../../../../shared/printing';
import { LoadingBlock } from '../../../components/Spinner';
import { TextField } from '../../../components/TextField';
import type { PrintCategory } from '../printSettingsApi';
import { SelectField } from './fields';
import type { PrintForm } from './form';
import { NOT_FOUND_SUFFIX, printerOptions } from './GeneralSection';

interface Props {
  form: PrintForm;
  printers: PrinterList;
  categories: PrintCategory[] | null;
  change(update: (f: PrintForm) => PrintForm): void;
}

export function ProductionSection({ form, printers, categories, change }: Props) {
  const routes = form.settings.impressorasProducao;
  const producing = form.settings.impressaoProducao === 'true';
  const set = (category: PrintCategory, patch: { impressora?: string; agrupamento?: string }) =>
    change((f) => {
      const current = f.settings.impressorasProducao[category.id] ?? { impressora: '', agrupamento: '' };
      return {
        ...f,
        settings: {
          ...f.settings,
          impressorasProducao: {
            ...f.settings.impressorasProducao,
            [category.id]: { ...current, ...patch, nome: category.name },
          },
        },
      };
    });

  return (
    <section className="card print-section" aria-labelledby="print-production-title">
      <div className="card__head">
        <h2 className="card__title" id="print-production-title">
          Vias de produção por categoria
        </h2>
        <span className={`state-tag ${producing ? 'state-tag--on' : 'state-tag--off'}`}>
          {producing ? '● Ativada' : '○ Desativada'}
        </span>
      </div>
      {categories === null ? (
        <LoadingBlock label="Carregando categorias..." />
      ) : categories.length === 0 ? (
        <p className="field__hint">Nenhuma categoria no cardápio (ou o cardápio não pôde ser carregado).</p>
      ) : (
        <ul className="category-routes">
          {categories.map((c) => {
            const route = routes[c.id] ?? { impressora: '', agrupamento: '' };
            return (
              <li key={c.id} className="category-route">
                <p className="category-route__name">{c.name || `Categoria ${c.id}`}</p>
                <SelectField
                  label={`Impressora de ${c.name || c.id}`}
                  value={route.impressora}
                  onChange={(e) => set(c, { impressora: e.target.value })}
                >
                  <option value="">Não imprimir</option>
                  {printerOptions(printers, [route.impressora]).map((p) => (
                    <option key={p.name} value={p.name}>
                      {p.found ? p.name : p.name + NOT_FOUND_SUFFIX}
                    </option>
                  ))}
                </SelectField>
                <TextField
                  label={`Agrupamento de ${c.name || c.id}`}
                  value={route.agrupamento}
                  maxLength={60}
                  placeholder={c.name}
                  onChange={(e) => set(c, { agrupamento: e.target.value })}
                />
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
