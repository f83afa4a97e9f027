/**
 * Variações (spec 02 §2.2, §5): Variação Global (select) or Variação Avulsa (free text), choosing
 * one clears the other; Vínculo/tamanho (0 = every size); Incluir links a global variation at once,
 * while an avulsa name opens the variation editor to create it in category -2 and links it after
 * its first save. Table Variações, Escolha Min./Máx, Cálculo, Vínculo, Status, Ações (edit,
 * duplicate, delete), reordered by drag or keyboard. The links are the product's variacoes[] (spec
 * 02 §3); cardapiovariacoes/listar/{id}, which the spec does not document, is asked only when the
 * product's answer has none.
 */
import { useState } from 'react';
import { TextField } from '../../../components/TextField';
import {
  Badge,
  NotOffered,
  ResourceView,
  SelectField,
  confirmDelete,
  alertingLoad,
  unwrapLegacy,
  useResource,
} from '../../../components/backoffice';
import { useServices } from '../../../services/services';
import { isCallAbsent } from '../../../api/platformCalls';
import { AVULSA_CATEGORY_ID } from '../../../../../shared/api/catalogue-variations';
import { ROW_STATUS_LABELS, priceCalcLabel, rowStatusChoices } from '../../../../../shared/catalogue/labels';
import type { Size } from '../catalogueApi';
import { SortableList, useSortableRow } from '../SortableList';
import { VariationModal } from '../variations/VariationModal';
import {
  LINK_TEXTS,
  linksApi,
  listGlobalCategories,
  listGlobalVariations,
  listLinks,
  statusOfLink,
  type Link,
} from './variationLinksApi';
import { RowAction } from '../RowAction';
import { RowStatusSelect } from '../RowStatusSelect';
import { IncludeButton, onEnter } from '../IncludeButton';

const AVULSA = String(AVULSA_CATEGORY_ID);

type Editing =
  { kind: 'edit'; variationId: string } | { kind: 'create'; name: string; sizeId: string; linked: boolean };

interface RowProps {
  link: Link;
  onEdit(l: Link): void;
  onDuplicate(l: Link): void;
  onDelete(l: Link): void;
  onStatus(l: Link, status: string): void;
}

function Row({ link, onEdit, onDuplicate, onDelete, onStatus }: RowProps) {
  const row = useSortableRow(link.id_cardapio_variacao, link.nome_variacao);
  const name = link.nome_variacao;
  return (
    <tr ref={row.ref} style={row.style} className={row.isDragging ? 'catalogue-dragging' : undefined}>
      <td className="catalogue-cell-handle">{row.handle}</td>
      <td>
        <span className="catalogue-product-name">{name}</span>
        {link.nome_variacao_avulsa ? <Badge tone="neutral">Avulsa</Badge> : null}
      </td>
      <td>
        {link.escolha_minima} / {link.escolha_maxima}
      </td>
      <td>{priceCalcLabel(link.calculo_preco)}</td>
      <td>{link.id_cardapio_tamanho === '0' ? LINK_TEXTS.allSizes : link.tamanho_nome}</td>
      <td>
        <RowStatusSelect
          label={`Status da variação ${name}`}
          value={statusOfLink(link)}
          statuses={rowStatusChoices(statusOfLink(link))}
          labels={ROW_STATUS_LABELS}
          onChange={(s) => onStatus(link, s)}
        />
      </td>
      <td className="catalogue-actions">
        <RowAction action="edit" label={`Editar variação ${name}`} onClick={() => onEdit(link)} />
        <RowAction action="duplicate" label={`Duplicar variação ${name}`} onClick={() => onDuplicate(link)} />
        <RowAction action="delete" label={`Excluir variação ${name}`} onClick={() => onDelete(link)} />
      </td>
    </tr>
  );
}

export function VariationLinksEditor({
  productId,
  sizes,
  productLinks,
  onChanged,
}: {
  productId: string;
  sizes: Size[];
  /** The product's variacoes[]; undefined when its answer had none. */
  productLinks: Link[] | undefined;
  /** After any change: the product (and so `productLinks`) and the list behind the modal reload. */
  onChanged(): void;
}) {
  const { api } = useServices();
  // Like the modal's other loads (spec 02 §8), a failed one opens 'Atenção!' as well; an absent
  // call says 'not offered' in place instead.
  const links = useResource(
    (signal) =>
      alertingLoad(
        async () => productLinks ?? unwrapLegacy(await listLinks(api, productId, signal)).cardapiovariacoes,
        LINK_TEXTS.loadError,
        signal,
        isCallAbsent,
      ),
    [api, productId, productLinks],
  );
  const globals = useResource(
    (signal) =>
      alertingLoad(
        async () => {
          const [variations, categories] = await Promise.all([
            listGlobalVariations(api, signal),
            listGlobalCategories(api, signal),
          ]);
          return {
            variations: unwrapLegacy(variations).variacoes,
            categories: unwrapLegacy(categories).variacoescategorias,
          };
        },
        LINK_TEXTS.loadError,
        signal,
      ),
    [api],
  );
  const [globalId, setGlobalId] = useState('');
  const [avulsa, setAvulsa] = useState('');
  const [sizeId, setSizeId] = useState('0');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const [editing, setEditing] = useState<Editing | null>(null);

  // Grouped by variation category (two 'Borda' may live in 'Pizzas' and 'Pizzas Doces').
  const groups = (globals.data?.categories ?? [])
    .map((c) => ({
      label: c.nome_categoria,
      options: (globals.data?.variations ?? [])
        .filter((v) => v.id_variacao_categoria === c.id_variacao_categoria && v.status !== 'N')
        .sort((a, b) => a.nome_variacao.localeCompare(b.nome_variacao, 'pt-BR')),
    }))
    .filter((g) => g.options.length > 0);

  function changed() {
    if (productLinks === undefined) links.reload();
    onChanged();
  }

  function reset() {
    setGlobalId('');
    setAvulsa('');
    setSizeId('0');
  }

  async function include() {
    if (globalId === '' && avulsa.trim() === '') {
      setError(LINK_TEXTS.chooseOne);
      return;
    }
    setError(undefined);
    if (globalId === '') {
      // An avulsa name without a global variation: create it first (spec 02 §5).
      setEditing({ kind: 'create', name: avulsa.trim(), sizeId, linked: false });
      return;
    }
    setBusy(true);
    const res = await linksApi.add(api, productId, globalId, sizeId);
    setBusy(false);
    if (res) {
      reset();
      changed();
    }
  }

  async function linkCreated(variationId: string) {
    if (editing?.kind !== 'create' || editing.linked) return;
    setEditing({ ...editing, linked: true });
    if (await linksApi.add(api, productId, variationId, editing.sizeId)) {
      reset();
      changed();
      globals.reload();
    }
  }

  async function reorder(ids: string[]) {
    const before = links.data ?? [];
    links.setData(
      ids.map((id) => before.find((l) => l.id_cardapio_variacao === id)).filter((l) => l !== undefined),
    );
    if (await linksApi.order(api, productId, ids)) onChanged();
    else links.reload();
  }

  return (
    <div className="catalogue-sub-editor">
      <div className="catalogue-inline-form">
        <SelectField
          label="Variação Global"
          value={globalId}
          onChange={(v) => {
            setGlobalId(v);
            if (v !== '') setAvulsa('');
            setError(undefined);
          }}
          placeholder={globals.status === 'loading' ? 'Carregando...' : 'Selecione...'}
          error={globals.status === 'error' ? LINK_TEXTS.globalsError : undefined}
          className="catalogue-grow"
        >
          {groups.map((g) => (
            <optgroup key={g.label} label={g.label}>
              {g.options.map((v) => (
                <option key={v.id_variacao} value={v.id_variacao}>
                  {v.nome_variacao}
                </option>
              ))}
            </optgroup>
          ))}
        </SelectField>
        <TextField
          label="Variação Avulsa"
          value={avulsa}
          maxLength={100}
          className="catalogue-grow"
          error={error}
          hint={globalId === '' ? undefined : 'Digitar um nome limpa a variação global.'}
          onChange={(e) => {
            setAvulsa(e.target.value);
            if (e.target.value !== '') setGlobalId('');
            setError(undefined);
          }}
          onKeyDown={onEnter(include)}
        />
        <SelectField
          label="Vínculo/tamanho"
          value={sizeId}
          onChange={setSizeId}
          options={[
            { value: '0', label: LINK_TEXTS.allSizes },
            ...sizes.map((z) => ({ value: z.id_cardapio_tamanho, label: z.nome })),
          ]}
        />
        <IncludeButton busy={busy} onClick={include} />
      </div>
      {links.status === 'error' && isCallAbsent(links.error) ? (
        <NotOffered message={LINK_TEXTS.notOffered} />
      ) : (
        <ResourceView resource={links} errorMessage={LINK_TEXTS.loadError} emptyMessage={LINK_TEXTS.empty}>
          {(list) => (
            <SortableList
              ids={list.map((l) => l.id_cardapio_variacao)}
              nameOf={(id) => list.find((l) => l.id_cardapio_variacao === id)?.nome_variacao ?? id}
              onReorder={(ids) => void reorder(ids)}
            >
              <div className="bo-table">
                <div className="bo-table__scroll">
                  <table className="table bo-table__table catalogue-links" aria-label="Variações do produto">
                    <colgroup>
                      <col style={{ width: '40px' }} />
                      <col />
                      <col style={{ width: '104px' }} />
                      <col style={{ width: '96px' }} />
                      <col style={{ width: '112px' }} />
                      <col style={{ width: '124px' }} />
                      <col style={{ width: '112px' }} />
                    </colgroup>
                    <thead>
                      <tr>
                        <th scope="col">
                          <span className="bo-sr-only">Ordem</span>
                        </th>
                        <th scope="col">Variações</th>
                        <th scope="col">Escolha Min./Máx</th>
                        <th scope="col">Cálculo</th>
                        <th scope="col">Vínculo</th>
                        <th scope="col">Status</th>
                        <th scope="col">Ações</th>
                      </tr>
                    </thead>
                    <tbody>
                      {list.map((l) => (
                        <Row
                          key={l.id_cardapio_variacao}
                          link={l}
                          onEdit={(x) => setEditing({ kind: 'edit', variationId: x.id_variacao })}
                          onDuplicate={async (x) => {
                            if (await linksApi.duplicate(api, x.id_cardapio_variacao, AVULSA)) changed();
                          }}
                          onDelete={async (x) => {
                            if (!(await confirmDelete())) return;
                            if (await linksApi.remove(api, x.id_cardapio_variacao)) changed();
                          }}
                          onStatus={async (x, status) => {
                            if (await linksApi.status(api, x.id_cardapio_variacao, status)) changed();
                          }}
                        />
                      ))}
                    </tbody>
                  </table>
                </div>
              </div>
            </SortableList>
          )}
        </ResourceView>
      )}
      {editing ? (
        <VariationModal
          variationId={editing.kind === 'edit' ? editing.variationId : null}
          initial={
            editing.kind === 'create'
              ? {
                  id_variacao_categoria: AVULSA,
                  nome_variacao: editing.name,
                  id_cardapio: productId,
                  id_cardapio_tamanho: editing.sizeId,
                }
              : undefined
          }
          onSaved={(id) => void linkCreated(id)}
          onChanged={changed}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </div>
  );
}
