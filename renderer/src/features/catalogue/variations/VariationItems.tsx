/**
 * The variation's item rows (spec 02 §2.5, §3 variation stock item): a stock item or a standalone
 * choice (id_estoque -1), with a price; disabled until the variation is saved; keyboard reorder.
 */
import { useEffect, useState } from 'react';
import { Button } from '../../../components/Button';
import { TextField } from '../../../components/TextField';
import { Badge, PriceInput, SelectField, confirmDelete } from '../../../components/backoffice';
import { useServices } from '../../../services/services';
import { formatBRL } from '../../../../../shared/format';
import { decimalError, decimalToInput, parseDecimal } from '../../../../../shared/inputs';
import { STOCK_TYPE_LABELS } from '../../../../../shared/catalogue/labels';
import { VARIATION_MESSAGES } from '../../../../../shared/catalogue/variations';
import { listStock, type StockItem } from '../stock/stockApi';
import { variationsApi, type Variation, type VariationItem } from './variationsApi';
import { RowAction } from '../RowAction';

const SAVE_VARIATION_FIRST = 'Salve a variação antes de cadastrar itens.';
const STANDALONE = '-1';

interface ItemDraft {
  id: string | null;
  id_estoque: string;
  nome_var: string;
  preco: string;
}
const EMPTY: ItemDraft = { id: null, id_estoque: STANDALONE, nome_var: '', preco: '' };

export function VariationItems({
  variation,
  onChanged,
}: {
  variation: Variation | null;
  onChanged(): Promise<void>;
}) {
  const { api } = useServices();
  const [stock, setStock] = useState<StockItem[]>([]);
  const [draft, setDraft] = useState<ItemDraft>(EMPTY);
  const [errors, setErrors] = useState<{ nome?: string; preco?: string }>({});
  const [busy, setBusy] = useState(false);
  const locked = !variation;
  const items = variation?.estoque ?? [];

  useEffect(() => {
    const controller = new AbortController();
    void listStock(api, controller.signal)
      .then((res) => setStock(res.ok ? res.data.estoque : []))
      .catch(() => setStock([]));
    return () => controller.abort();
  }, [api]);

  function chooseStock(id: string) {
    const item = stock.find((s) => s.id_estoque === id);
    // A stock item names the choice unless the user already typed another name.
    setDraft((d) => ({
      ...d,
      id_estoque: id,
      nome_var:
        item && (d.nome_var === '' || stock.some((s) => s.nome_item === d.nome_var))
          ? item.nome_item
          : d.nome_var,
    }));
    setErrors((e) => ({ ...e, nome: undefined }));
  }

  async function save() {
    if (!variation) return;
    const found = {
      nome: draft.nome_var.trim() === '' ? VARIATION_MESSAGES.itemName : undefined,
      preco: decimalError(draft.preco) ?? undefined,
    };
    setErrors(found);
    if (found.nome || found.preco) return;
    setBusy(true);
    const price = parseDecimal(draft.preco) ?? 0;
    const res = await variationsApi.saveItem(api, draft.id, {
      id_variacao: variation.id_variacao,
      id_estoque: draft.id_estoque,
      nome_var: draft.nome_var.trim(),
      preco: decimalToInput(price) || '0',
    });
    setBusy(false);
    if (!res) return;
    setDraft(EMPTY);
    await onChanged();
  }

  async function remove(item: VariationItem) {
    if (!(await confirmDelete())) return;
    if (await variationsApi.removeItem(api, item.id_variacao_estoque)) await onChanged();
  }

  async function move(index: number, by: -1 | 1) {
    const ids = items.map((i) => i.id_variacao_estoque);
    const target = index + by;
    if (target < 0 || target >= ids.length) return;
    [ids[index], ids[target]] = [ids[target] as string, ids[index] as string];
    if (await variationsApi.orderItems(api, ids)) await onChanged();
  }

  const stockOptions = [
    { value: STANDALONE, label: 'Item avulso (sem estoque)' },
    ...stock.map((s) => ({ value: s.id_estoque, label: `${s.nome_item} (${STOCK_TYPE_LABELS[s.tipo]})` })),
  ];
  // An item whose stock entry is gone or not listed still shows what it points to.
  if (!stockOptions.some((o) => o.value === draft.id_estoque))
    stockOptions.push({ value: draft.id_estoque, label: draft.nome_var || draft.id_estoque });

  return (
    <section className="variation-items" aria-labelledby="variation-items-title">
      <h3 id="variation-items-title" className="variation-items__title">
        Itens da variação
      </h3>
      {locked ? (
        <p className="field__hint" id="variation-items-locked" role="note">
          {SAVE_VARIATION_FIRST}
        </p>
      ) : null}
      <form
        noValidate
        aria-label={draft.id ? 'Editar item da variação' : 'Incluir item na variação'}
        onSubmit={(e) => {
          e.preventDefault();
          void save();
        }}
      >
        <fieldset
          className="variation-items__form"
          disabled={locked}
          aria-describedby={locked ? 'variation-items-locked' : undefined}
        >
          <legend className="bo-sr-only">Item</legend>
          <SelectField
            label="Item do estoque"
            value={draft.id_estoque}
            onChange={chooseStock}
            options={stockOptions}
          />
          <TextField
            label="Nome do item"
            placeholder="Ex. Catupiry"
            value={draft.nome_var}
            maxLength={100}
            error={errors.nome}
            onChange={(e) => {
              setDraft((d) => ({ ...d, nome_var: e.target.value }));
              if (errors.nome) setErrors((x) => ({ ...x, nome: undefined }));
            }}
          />
          <PriceInput
            label="Preço do item"
            placeholder="0.00"
            value={draft.preco}
            error={errors.preco}
            onChange={(v) => {
              setDraft((d) => ({ ...d, preco: v }));
              if (errors.preco) setErrors((x) => ({ ...x, preco: undefined }));
            }}
          />
          <div className="variation-items__buttons">
            <Button type="submit" disabled={busy || locked} aria-busy={busy || undefined}>
              {draft.id ? 'Atualizar' : 'Incluir'}
            </Button>
            {draft.id ? (
              <Button variant="secondary" onClick={() => setDraft(EMPTY)}>
                Cancelar
              </Button>
            ) : null}
          </div>
        </fieldset>
      </form>
      {locked ? null : items.length === 0 ? (
        <p className="catalogue-empty">Nenhum item cadastrado nesta variação.</p>
      ) : (
        <table className="table" aria-label="Itens da variação">
          <thead>
            <tr>
              <th scope="col">Item</th>
              <th scope="col">Origem</th>
              <th scope="col" className="variation-items__price">
                Preço
              </th>
              <th scope="col">Ações</th>
            </tr>
          </thead>
          <tbody>
            {items.map((item, index) => (
              <tr key={item.id_variacao_estoque}>
                <td>
                  <span className="catalogue-product-name">{item.nome_var}</span>
                </td>
                <td>
                  {item.id_estoque === STANDALONE ? (
                    <Badge tone="neutral">Avulso</Badge>
                  ) : (
                    <Badge tone="info">Estoque: {item.nome_item || item.nome_var}</Badge>
                  )}
                </td>
                <td className="variation-items__price">{formatBRL(item.preco)}</td>
                <td className="catalogue-actions">
                  <RowAction
                    action="up"
                    label={`Subir ${item.nome_var}`}
                    disabled={index === 0}
                    onClick={() => void move(index, -1)}
                  />
                  <RowAction
                    action="down"
                    label={`Descer ${item.nome_var}`}
                    disabled={index === items.length - 1}
                    onClick={() => void move(index, 1)}
                  />
                  <RowAction
                    action="edit"
                    label={`Editar item ${item.nome_var}`}
                    onClick={() => {
                      setErrors({});
                      setDraft({
                        id: item.id_variacao_estoque,
                        id_estoque: item.id_estoque,
                        nome_var: item.nome_var,
                        preco: decimalToInput(item.preco),
                      });
                    }}
                  />
                  <RowAction
                    action="delete"
                    label={`Excluir item ${item.nome_var}`}
                    onClick={() => void remove(item)}
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
