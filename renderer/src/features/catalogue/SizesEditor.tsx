/** Sizes of a multi-size product (spec 02 §2.2): Tamanho, Preço, Incluir; table with status and delete. */
import { useState } from 'react';
import { TextField } from '../../components/TextField';
import { useServices } from '../../services/services';
import { formatBRL } from '../../../../shared/format';
import { MENU_STATUSES, MENU_STATUS_LABELS } from '../../../../shared/catalogue/labels';
import { parsePrice, sanitizePriceInput, PRICE_MAX_LENGTH } from '../../../../shared/catalogue/price';
import { confirmDelete } from '../../components/backoffice';
import { catalogueApi, type Size } from './catalogueApi';
import { RowAction } from './RowAction';
import { RowStatusSelect } from './RowStatusSelect';
import { IncludeButton, onEnter } from './InlineAdd';

export const SIZE_NAME_REQUIRED = 'Informe o nome do tamanho.';
export const PRICE_INVALID = 'Informe um preço válido (ex.: 49.90).';

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
  const [errors, setErrors] = useState<{ name?: string; price?: string }>({});
  const [busy, setBusy] = useState(false);

  async function add() {
    const value = parsePrice(price);
    const next = {
      name: name.trim() === '' ? SIZE_NAME_REQUIRED : undefined,
      price: value === null ? PRICE_INVALID : undefined,
    };
    setErrors(next);
    if (next.name || next.price) return;
    setBusy(true);
    const res = await catalogueApi.saveSize(api, null, {
      id_cardapio: productId,
      nome: name.trim(),
      preco: price,
      status: 'S',
    });
    setBusy(false);
    if (res) {
      setName('');
      setPrice('');
      onChanged();
    }
  }

  return (
    <div className="catalogue-sizes">
      <div className="catalogue-inline-form">
        <TextField
          label="Tamanho"
          value={name}
          maxLength={100}
          error={errors.name}
          onChange={(e) => setName(e.target.value)}
          onKeyDown={onEnter(add)}
        />
        <TextField
          label="Preço"
          inputMode="decimal"
          maxLength={PRICE_MAX_LENGTH}
          value={price}
          error={errors.price}
          onChange={(e) => setPrice(sanitizePriceInput(e.target.value))}
          onKeyDown={onEnter(add)}
        />
        <IncludeButton busy={busy} onClick={add} />
      </div>
      {sizes.length === 0 ? (
        <p className="catalogue-empty">Nenhum tamanho cadastrado.</p>
      ) : (
        <table className="table catalogue-sizes__table" aria-label="Tamanhos">
          <thead>
            <tr>
              <th scope="col">Tamanho</th>
              <th scope="col">Preço</th>
              <th scope="col">Status</th>
              <th scope="col">Ações</th>
            </tr>
          </thead>
          <tbody>
            {sizes.map((z) => (
              <tr key={z.id_cardapio_tamanho}>
                <td>{z.nome}</td>
                <td>{formatBRL(z.preco)}</td>
                <td>
                  <RowStatusSelect
                    label={`Status do tamanho ${z.nome}`}
                    value={z.status}
                    statuses={MENU_STATUSES}
                    labels={MENU_STATUS_LABELS}
                    onChange={async (s) => {
                      if (await catalogueApi.sizeStatus(api, z.id_cardapio_tamanho, s)) onChanged();
                    }}
                  />
                </td>
                <td>
                  <RowAction
                    action="delete"
                    label={`Excluir tamanho ${z.nome}`}
                    onClick={async () => {
                      if (!(await confirmDelete())) return;
                      if (await catalogueApi.deleteSize(api, z.id_cardapio_tamanho)) onChanged();
                    }}
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}
