/**
 * Sizes of a multi-size product (spec 02 §2.2, §7 Sizes): Tamanho, Preço, Incluir; the table
 * Tamanho, Preço, Status, Ações. Editar fills the same form and saves through
 * cardapiotamanhos/adicionar/{id}, so the size keeps its id and the variation links bound to it
 * (deleting and adding again would drop them). Rows are reordered by drag, by keyboard on the
 * handle, or with Subir/Descer (cardapiotamanhos/ordem, saved at once).
 */
import { PriceField } from './PriceField';
import { useEffect, useState } from 'react';
import { Button } from '../../components/Button';
import { TextField } from '../../components/TextField';
import { useServices } from '../../services/services';
import { formatBRL } from '../../../../shared/format';
import { rowStatusChoices, ROW_STATUS_LABELS } from '../../../../shared/catalogue/labels';
import { parsePrice, priceToInput } from '../../../../shared/catalogue/price';
import { confirmDelete } from '../../components/backoffice';
import { catalogueApi, type Size } from './catalogueApi';
import { RowAction } from './RowAction';
import { RowStatusSelect } from './RowStatusSelect';
import { IncludeButton, onEnter } from './IncludeButton';
import { SortableList, useSortableRow } from './SortableList';

const SIZE_NAME_REQUIRED = 'Informe o nome do tamanho.';
export const PRICE_INVALID = 'Informe um preço válido (ex.: 49.90).';

interface RowProps {
  size: Size;
  index: number;
  count: number;
  onMove(index: number, by: -1 | 1): void;
  onEdit(size: Size): void;
  onDelete(size: Size): void;
  onStatus(size: Size, status: string): void;
}

function SizeRow({ size, index, count, onMove, onEdit, onDelete, onStatus }: RowProps) {
  const row = useSortableRow(size.id_cardapio_tamanho, size.nome);
  return (
    <tr ref={row.ref} style={row.style} className={row.isDragging ? 'catalogue-dragging' : undefined}>
      <td className="catalogue-cell-handle">{row.handle}</td>
      <td>{size.nome}</td>
      <td>{formatBRL(size.preco)}</td>
      <td>
        <RowStatusSelect
          label={`Status do tamanho ${size.nome}`}
          value={size.status}
          statuses={rowStatusChoices(size.status)}
          labels={ROW_STATUS_LABELS}
          onChange={(s) => onStatus(size, s)}
        />
      </td>
      <td className="catalogue-actions">
        <RowAction
          action="up"
          label={`Subir tamanho ${size.nome}`}
          disabled={index === 0}
          onClick={() => onMove(index, -1)}
        />
        <RowAction
          action="down"
          label={`Descer tamanho ${size.nome}`}
          disabled={index === count - 1}
          onClick={() => onMove(index, 1)}
        />
        <RowAction action="edit" label={`Editar tamanho ${size.nome}`} onClick={() => onEdit(size)} />
        <RowAction action="delete" label={`Excluir tamanho ${size.nome}`} onClick={() => onDelete(size)} />
      </td>
    </tr>
  );
}

export function SizesEditor({
  productId,
  sizes,
  onChanged,
}: {
  productId: string;
  sizes: Size[];
  onChanged(): void;
}) {
  const { api } = useServices();
  const [name, setName] = useState('');
  const [price, setPrice] = useState('');
  /** The size the form edits; null = the form adds one. */
  const [editing, setEditing] = useState<Size | null>(null);
  const [errors, setErrors] = useState<{ name?: string; price?: string }>({});
  const [busy, setBusy] = useState(false);
  // A reorder shows at once; the product's next reload replaces it with what the server kept.
  const [shown, setShown] = useState(sizes);
  useEffect(() => setShown(sizes), [sizes]);

  function clear() {
    setEditing(null);
    setName('');
    setPrice('');
    setErrors({});
  }

  function edit(size: Size) {
    setEditing(size);
    setName(size.nome);
    setPrice(priceToInput(size.preco));
    setErrors({});
  }

  async function submit() {
    const value = parsePrice(price);
    const next = {
      name: name.trim() === '' ? SIZE_NAME_REQUIRED : undefined,
      price: value === null ? PRICE_INVALID : undefined,
    };
    setErrors(next);
    if (next.name || next.price) return;
    setBusy(true);
    const res = await catalogueApi.saveSize(api, editing?.id_cardapio_tamanho ?? null, {
      id_cardapio: productId,
      nome: name.trim(),
      preco: price,
      status: editing?.status ?? 'S',
    });
    setBusy(false);
    if (res) {
      clear();
      onChanged();
    }
  }

  async function reorder(ids: string[]) {
    setShown(ids.map((id) => shown.find((z) => z.id_cardapio_tamanho === id)).filter((z) => z !== undefined));
    await catalogueApi.orderSizes(api, productId, ids);
    onChanged();
  }

  function move(index: number, by: -1 | 1) {
    const ids = shown.map((z) => z.id_cardapio_tamanho);
    const to = index + by;
    if (to < 0 || to >= ids.length) return;
    [ids[index], ids[to]] = [ids[to] as string, ids[index] as string];
    void reorder(ids);
  }

  return (
    <div className="catalogue-sizes">
      <div
        className="catalogue-inline-form"
        role="group"
        aria-label={editing ? 'Editar tamanho' : 'Novo tamanho'}
      >
        <TextField
          label="Tamanho"
          value={name}
          maxLength={100}
          error={errors.name}
          onChange={(e) => setName(e.target.value)}
          onKeyDown={onEnter(submit)}
        />
        <PriceField
          label="Preço"
          value={price}
          error={errors.price}
          onChange={setPrice}
          onKeyDown={onEnter(submit)}
        />
        {editing ? (
          <>
            <Button busy={busy} onClick={() => void submit()}>
              Atualizar
            </Button>
            <Button variant="secondary" onClick={clear}>
              Cancelar
            </Button>
          </>
        ) : (
          <IncludeButton busy={busy} onClick={submit} />
        )}
      </div>
      {shown.length === 0 ? (
        <p className="catalogue-empty">Nenhum tamanho cadastrado.</p>
      ) : (
        <SortableList
          ids={shown.map((z) => z.id_cardapio_tamanho)}
          nameOf={(id) => shown.find((z) => z.id_cardapio_tamanho === id)?.nome ?? id}
          onReorder={(ids) => void reorder(ids)}
        >
          <table className="table catalogue-sizes__table" aria-label="Tamanhos">
            <thead>
              <tr>
                <th scope="col">
                  <span className="bo-sr-only">Ordem</span>
                </th>
                <th scope="col">Tamanho</th>
                <th scope="col">Preço</th>
                <th scope="col">Status</th>
                <th scope="col">Ações</th>
              </tr>
            </thead>
            <tbody>
              {shown.map((z, index) => (
                <SizeRow
                  key={z.id_cardapio_tamanho}
                  size={z}
                  index={index}
                  count={shown.length}
                  onMove={move}
                  onEdit={edit}
                  onDelete={async (size) => {
                    if (!(await confirmDelete())) return;
                    if (await catalogueApi.deleteSize(api, size.id_cardapio_tamanho)) {
                      if (editing?.id_cardapio_tamanho === size.id_cardapio_tamanho) clear();
                      onChanged();
                    }
                  }}
                  onStatus={async (size, s) => {
                    if (await catalogueApi.sizeStatus(api, size.id_cardapio_tamanho, s)) onChanged();
                  }}
                />
              ))}
            </tbody>
          </table>
        </SortableList>
      )}
    </div>
  );
}
