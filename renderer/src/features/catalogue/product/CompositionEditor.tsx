/**
 * Composição (spec 02 §2.2, §5): Qtd. (default 1), Ingrediente from the stock, Removível? (default
 * true), Incluir; the table Qtd., Ingrediente, Removível, Ações, reordered by drag or keyboard
 * (saved at once).
 */
import { useState } from 'react';
import { TextField } from '../../../components/TextField';
import {
  Checkbox,
  ResourceView,
  SelectField,
  confirmDelete,
  alertingLoad,
  unwrapLegacy,
  useResource,
} from '../../../components/backoffice';
import { useServices } from '../../../services/services';
import { STOCK_TYPE_LABELS } from '../../../../../shared/catalogue/labels';
import { listStock, type StockItem } from '../stock/stockApi';
import { SortableList, useSortableRow } from '../SortableList';
import {
  INGREDIENT_REQUIRED,
  QUANTITY_INVALID,
  compositionApi,
  listComposition,
  parseQuantity,
  type CompositionItem,
} from './compositionApi';
import { RowAction } from '../RowAction';
import { IncludeButton } from '../IncludeButton';

const COMPOSITION_TEXTS = {
  empty: 'Nenhum ingrediente na composição deste produto.',
  loadError: 'Não foi possível carregar a composição do produto.',
  stockError: 'Não foi possível carregar os itens do estoque.',
} as const;

function Row({ item, onDelete }: { item: CompositionItem; onDelete(item: CompositionItem): void }) {
  const row = useSortableRow(item.id_cardapio_estoque, item.nome_item);
  return (
    <tr ref={row.ref} style={row.style} className={row.isDragging ? 'catalogue-dragging' : undefined}>
      <td className="catalogue-cell-handle">{row.handle}</td>
      <td>{item.quantidade}</td>
      <td>{item.nome_item}</td>
      <td>{item.removivel ? 'Sim' : 'Não'}</td>
      <td className="catalogue-actions">
        <RowAction
          action="delete"
          label={`Excluir ${item.nome_item} da composição`}
          onClick={() => onDelete(item)}
        />
      </td>
    </tr>
  );
}

export function CompositionEditor({ productId }: { productId: string }) {
  const { api } = useServices();
  // Like the modal's other loads (spec 02 §8), a failed one opens 'Atenção!' as well.
  const items = useResource(
    (signal) =>
      alertingLoad(
        async () => unwrapLegacy(await listComposition(api, productId, signal)).cardapioestoque,
        COMPOSITION_TEXTS.loadError,
        signal,
      ),
    [api, productId],
  );
  const stock = useResource(
    (signal) =>
      alertingLoad(
        async () => unwrapLegacy(await listStock(api, signal)).estoque,
        COMPOSITION_TEXTS.loadError,
        signal,
      ),
    [api],
  );
  const [quantity, setQuantity] = useState('1');
  const [stockId, setStockId] = useState('');
  const [removable, setRemovable] = useState(true);
  const [errors, setErrors] = useState<{ quantity?: string; stock?: string }>({});
  const [busy, setBusy] = useState(false);

  const used = new Set((items.data ?? []).map((i) => i.id_estoque));
  const options = [...(stock.data ?? [])]
    .filter((s: StockItem) => s.status === 'S' || used.has(s.id_estoque))
    .sort((a, b) =>
      a.tipo === b.tipo ? a.nome_item.localeCompare(b.nome_item, 'pt-BR') : a.tipo === 'ingrediente' ? -1 : 1,
    )
    .map((s) => ({
      value: s.id_estoque,
      label: s.tipo === 'sabor' ? `${s.nome_item} (${STOCK_TYPE_LABELS.sabor})` : s.nome_item,
      disabled: used.has(s.id_estoque),
    }));

  async function add() {
    const q = parseQuantity(quantity);
    const next = {
      quantity: q === null ? QUANTITY_INVALID : undefined,
      stock: stockId === '' ? INGREDIENT_REQUIRED : undefined,
    };
    setErrors(next);
    if (q === null || next.stock) return;
    setBusy(true);
    const res = await compositionApi.add(api, {
      id_cardapio: productId,
      id_estoque: stockId,
      quantidade: q,
      removivel: removable,
    });
    setBusy(false);
    if (res) {
      setQuantity('1');
      setStockId('');
      setRemovable(true);
      items.reload();
    }
  }

  async function remove(item: CompositionItem) {
    if (!(await confirmDelete())) return;
    if (await compositionApi.remove(api, item.id_cardapio_estoque)) items.reload();
  }

  async function reorder(ids: string[]) {
    const before = items.data ?? [];
    items.setData(
      ids.map((id) => before.find((i) => i.id_cardapio_estoque === id)).filter((i) => i !== undefined),
    );
    if (!(await compositionApi.order(api, productId, ids))) items.reload();
  }

  return (
    <div className="catalogue-sub-editor">
      <div className="catalogue-inline-form">
        <TextField
          label="Qtd."
          inputMode="numeric"
          maxLength={2}
          value={quantity}
          error={errors.quantity}
          className="catalogue-qty"
          onChange={(e) => setQuantity(e.target.value.replace(/\D/g, ''))}
        />
        <SelectField
          label="Ingrediente"
          value={stockId}
          onChange={setStockId}
          placeholder={stock.status === 'loading' ? 'Carregando...' : 'Selecione...'}
          options={options}
          error={errors.stock ?? (stock.status === 'error' ? COMPOSITION_TEXTS.stockError : undefined)}
          className="catalogue-grow"
        />
        <div className="catalogue-inline-check">
          <Checkbox label="Removível?" checked={removable} onChange={setRemovable} />
        </div>
        <IncludeButton busy={busy} onClick={add} />
      </div>
      <ResourceView
        resource={items}
        errorMessage={COMPOSITION_TEXTS.loadError}
        emptyMessage={COMPOSITION_TEXTS.empty}
      >
        {(list) => (
          <SortableList
            ids={list.map((i) => i.id_cardapio_estoque)}
            nameOf={(id) => list.find((i) => i.id_cardapio_estoque === id)?.nome_item ?? id}
            onReorder={(ids) => void reorder(ids)}
          >
            <table className="table" aria-label="Composição do produto">
              <thead>
                <tr>
                  <th scope="col">
                    <span className="bo-sr-only">Ordem</span>
                  </th>
                  <th scope="col">Qtd.</th>
                  <th scope="col">Ingrediente</th>
                  <th scope="col">Removível</th>
                  <th scope="col">Ações</th>
                </tr>
              </thead>
              <tbody>
                {list.map((item) => (
                  <Row key={item.id_cardapio_estoque} item={item} onDelete={(i) => void remove(i)} />
                ))}
              </tbody>
            </table>
          </SortableList>
        )}
      </ResourceView>
    </div>
  );
}
