/**
 * The kitchen screens of 'Tela da cozinha': each with a name and the menu categories it shows,
 * as the production printers choose theirs (none ticked: every item).
 */
import { Plus, Trash2 } from 'lucide-react';
import type { PrintCategory } from '../../../../../shared/bridge';
import type { KitchenScreenConfig } from '../../../../../shared/kitchen-screen/contract';
import { Button } from '../../../components/Button';
import { TextField } from '../../../components/TextField';
import { CheckField } from './fields';

interface Props {
  screens: KitchenScreenConfig[];
  categories: PrintCategory[] | null;
  error?: string;
  onChange(screens: KitchenScreenConfig[]): void;
  onAdd(): void;
}

export function KitchenScreensField({ screens, categories, error, onChange, onAdd }: Props) {
  const update = (id: string, patch: Partial<KitchenScreenConfig>) =>
    onChange(screens.map((s) => (s.id === id ? { ...s, ...patch } : s)));
  const toggle = (screen: KitchenScreenConfig, categoryId: string, on: boolean) =>
    update(screen.id, {
      categories: on
        ? [...screen.categories.filter((c) => c !== categoryId), categoryId]
        : screen.categories.filter((c) => c !== categoryId),
    });
  return (
    <div className="kitchen-screens">
      <h3 className="kitchen-screens__title">Telas</h3>
      {error ? (
        <p className="notice notice--error" role="alert">
          {error}
        </p>
      ) : null}
      {screens.length === 0 ? <p className="field__hint">Nenhuma tela cadastrada.</p> : null}
      {screens.map((screen, i) => (
        <fieldset key={screen.id} className="kitchen-screen">
          <legend>Tela {i + 1}</legend>
          <TextField
            label="Nome da tela"
            value={screen.name}
            maxLength={40}
            onChange={(e) => update(screen.id, { name: e.target.value })}
          />
          <p className="field__hint">Categorias mostradas (nenhuma marcada: todos os itens do pedido).</p>
          {categories === null ? (
            <p className="field__hint">Carregando categorias...</p>
          ) : (
            <div className="check-list">
              {categories.map((c) => (
                <CheckField
                  key={c.id}
                  label={c.name || `Categoria ${c.id}`}
                  checked={screen.categories.includes(c.id)}
                  onChange={(on) => toggle(screen, c.id, on)}
                />
              ))}
            </div>
          )}
          <Button
            variant="ghost"
            icon={<Trash2 aria-hidden size={16} />}
            aria-label={`Remover a tela ${screen.name || i + 1}`}
            onClick={() => onChange(screens.filter((s) => s.id !== screen.id))}
          >
            Remover tela
          </Button>
        </fieldset>
      ))}
      <Button variant="secondary" icon={<Plus aria-hidden size={16} />} onClick={onAdd}>
        Adicionar tela
      </Button>
    </div>
  );
}
