/**
 * /variacoes (spec 02 §2.5): variation categories on the left, the selected category's variations
 * on the right (status, duplicate, edit, delete), category CRUD and the variation editor.
 */
import { Plus } from 'lucide-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Button } from '../../../components/Button';
import {
  Badge,
  Card,
  DataTable,
  EmptyState,
  LoadingState,
  Page,
  PageHeader,
  ResourceErrorState,
  ResourceView,
  SearchInput,
  confirmDelete,
  errorMessageOf,
  unwrapLegacy,
  useResource,
  type Column,
  useLoadFailureAlert,
} from '../../../components/backoffice';
import { useServices } from '../../../services/services';
import { matchesSearch } from '../../../../../shared/search';
import { priceCalcLabel } from '../../../../../shared/catalogue/labels';
import {
  VARIATION_CATEGORY_STATUS_LABELS,
  VARIATION_STATUS_LABELS,
} from '../../../../../shared/catalogue/variations';
import {
  listVariationCategories,
  listVariationsOfCategory,
  variationsApi,
  type Variation,
  type VariationCategory,
} from './variationsApi';
import { VariationCategoryModal } from './VariationCategoryModal';
import { VariationModal } from './VariationModal';
import '../catalogue.css';
import './variations.css';
import { RowAction } from '../RowAction';
import { RowStatusSelect } from '../RowStatusSelect';

const VARIATION_STATUSES = ['S', 'F', 'O', 'N'] as const;

export const VARIATIONS_TEXT = {
  categoriesError: 'Não foi possível carregar as categorias de variações.',
  categoriesEmpty: 'Nenhuma categoria de variação cadastrada.',
  variationsError: 'Não foi possível carregar as variações.',
  variationsEmpty: 'Nenhuma variação cadastrada nesta categoria.',
  noCategory: 'Selecione uma categoria para ver e adicionar variações.',
  noCategoryBadge: 'Nenhuma categoria selecionada',
} as const;

const CATEGORY_TONE = { S: 'success', O: 'neutral', N: 'warning' } as const;

export default function VariationsPage() {
  const { api } = useServices();
  const categories = useResource(
    async (signal) => unwrapLegacy(await listVariationCategories(api, signal)).variacoescategorias,
    [api],
  );
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [query, setQuery] = useState('');
  const [categoryEditor, setCategoryEditor] = useState<{ category: VariationCategory | null } | null>(null);
  const [editor, setEditor] = useState<{ id: string | null } | null>(null);

  const list = categories.data;
  const selected = list?.find((c) => c.id_variacao_categoria === selectedId) ?? null;
  // A category just created is selected once the list has it; otherwise the first one is selected
  // on load, and again when the selected one is deleted.
  const wanted = useRef<string | null>(null);
  useEffect(() => {
    if (!list) return;
    if (wanted.current && list.some((c) => c.id_variacao_categoria === wanted.current)) {
      setSelectedId(wanted.current);
      wanted.current = null;
    } else if (!list.some((c) => c.id_variacao_categoria === selectedId))
      setSelectedId(list[0]?.id_variacao_categoria ?? null);
  }, [list, selectedId]);

  const variations = useResource(
    async (signal) =>
      selectedId ? unwrapLegacy(await listVariationsOfCategory(api, selectedId, signal)).variacoes : [],
    [api, selectedId],
  );
  useLoadFailureAlert(categories);
  useLoadFailureAlert(variations);
  const shown = useMemo(
    () =>
      (variations.data ?? []).filter((v) =>
        matchesSearch(
          `${v.nome_variacao} ${priceCalcLabel(v.calculo_preco)} ${v.estoque.map((i) => i.nome_var).join(' ')}`,
          query,
        ),
      ),
    [variations.data, query],
  );

  async function deleteCategory(c: VariationCategory) {
    if (!(await confirmDelete())) return;
    if (await variationsApi.deleteCategory(api, c.id_variacao_categoria)) categories.reload();
  }

  async function changeStatus(v: Variation, status: string) {
    if (await variationsApi.status(api, v.id_variacao, status)) variations.reload();
  }

  async function duplicate(v: Variation) {
    if (await variationsApi.duplicate(api, v.id_variacao)) variations.reload();
  }

  async function remove(v: Variation) {
    if (!(await confirmDelete())) return;
    if (await variationsApi.remove(api, v.id_variacao)) variations.reload();
  }

  const columns: Column<Variation>[] = [
    {
      id: 'nome',
      header: 'Variação',
      sortValue: (v) => v.nome_variacao,
      cell: (v) => (
        <span>
          <span className="catalogue-product-name">{v.nome_variacao}</span>
          <span className="catalogue-product-desc">
            {v.estoque.length === 0
              ? 'Nenhum item'
              : `${v.estoque.length} ${v.estoque.length === 1 ? 'item' : 'itens'}: ${v.estoque
                  .slice(0, 4)
                  .map((i) => i.nome_var)
                  .join(', ')}${v.estoque.length > 4 ? '…' : ''}`}
          </span>
        </span>
      ),
    },
    {
      id: 'escolha',
      header: 'Escolha Mín./Máx.',
      width: '110px',
      cell: (v) => `${v.escolha_minima} / ${v.escolha_maxima}`,
    },
    {
      id: 'calculo',
      header: 'Cálculo do Preço',
      width: '130px',
      sortValue: (v) => priceCalcLabel(v.calculo_preco),
      cell: (v) => priceCalcLabel(v.calculo_preco),
    },
    {
      id: 'status',
      header: 'Status',
      width: '130px',
      cell: (v) => (
        <RowStatusSelect
          label={`Status de ${v.nome_variacao}`}
          value={v.status}
          statuses={VARIATION_STATUSES}
          labels={VARIATION_STATUS_LABELS}
          onChange={(s) => void changeStatus(v, s)}
        />
      ),
    },
    {
      id: 'acoes',
      header: 'Ações',
      width: '120px',
      cell: (v) => (
        <span className="catalogue-actions">
          <RowAction
            action="edit"
            label={`Editar ${v.nome_variacao}`}
            onClick={() => setEditor({ id: v.id_variacao })}
          />
          <RowAction
            action="duplicate"
            label={`Duplicar ${v.nome_variacao}`}
            onClick={() => void duplicate(v)}
          />
          <RowAction action="delete" label={`Excluir ${v.nome_variacao}`} onClick={() => void remove(v)} />
        </span>
      ),
    },
  ];

  let content;
  if (categories.status === 'loading' && !list) content = <LoadingState />;
  else if (categories.status === 'error' && !list)
    content = (
      <ResourceErrorState
        error={categories.error}
        fallback={VARIATIONS_TEXT.categoriesError}
        onRetry={categories.reload}
      />
    );
  else
    content = (
      <div className="catalogue-layout">
        <Card
          title="Categorias"
          meta={`${list?.length ?? 0} ${list?.length === 1 ? 'categoria' : 'categorias'}`}
          actions={
            <Button
              icon={<Plus size={18} aria-hidden />}
              onClick={() => setCategoryEditor({ category: null })}
            >
              Adicionar
            </Button>
          }
        >
          {!list || list.length === 0 ? (
            <EmptyState message={VARIATIONS_TEXT.categoriesEmpty} />
          ) : (
            <ul className="catalogue-category-list" aria-label="Categorias de variações">
              {list.map((c) => {
                const isSelected = c.id_variacao_categoria === selectedId;
                return (
                  <li
                    key={c.id_variacao_categoria}
                    className={`catalogue-category ${isSelected ? 'catalogue-category--selected' : ''}`}
                  >
                    <button
                      type="button"
                      className="catalogue-category__name"
                      aria-pressed={isSelected}
                      onClick={() => {
                        setSelectedId(c.id_variacao_categoria);
                        setQuery('');
                      }}
                    >
                      <span className="catalogue-category__text">{c.nome_categoria}</span>
                      {c.status !== 'S' ? (
                        <Badge tone={CATEGORY_TONE[c.status]}>
                          {VARIATION_CATEGORY_STATUS_LABELS[c.status]}
                        </Badge>
                      ) : null}
                    </button>
                    <RowAction
                      action="edit"
                      label={`Editar categoria ${c.nome_categoria}`}
                      onClick={() => setCategoryEditor({ category: c })}
                    />
                    <RowAction
                      action="delete"
                      label={`Excluir categoria ${c.nome_categoria}`}
                      onClick={() => void deleteCategory(c)}
                    />
                  </li>
                );
              })}
            </ul>
          )}
        </Card>
        <Card
          title={selected ? `Variações - ${selected.nome_categoria}` : 'Variações'}
          meta={
            selected ? (
              query && variations.data ? (
                `${shown.length} de ${variations.data.length} variações`
              ) : (
                `${variations.data?.length ?? 0} variações`
              )
            ) : (
              <Badge tone="neutral">{VARIATIONS_TEXT.noCategoryBadge}</Badge>
            )
          }
          actions={
            <Button
              icon={<Plus size={18} aria-hidden />}
              disabled={!selected}
              title={selected ? undefined : VARIATIONS_TEXT.noCategory}
              onClick={() => setEditor({ id: null })}
            >
              Adicionar Variação
            </Button>
          }
        >
          <div className="bo-toolbar">
            <SearchInput label="Procurar variações" value={query} onChange={setQuery} disabled={!selected} />
          </div>
          {!selected ? (
            <EmptyState message={VARIATIONS_TEXT.noCategory} />
          ) : (
            <ResourceView
              resource={variations}
              emptyMessage={VARIATIONS_TEXT.variationsEmpty}
              errorMessage={(e) => errorMessageOf(e, VARIATIONS_TEXT.variationsError)}
            >
              {() => (
                <DataTable
                  aria-label={`Variações de ${selected.nome_categoria}`}
                  columns={columns}
                  rows={shown}
                  rowKey={(v) => v.id_variacao}
                  pageSize={25}
                  empty="Nenhuma variação encontrada."
                />
              )}
            </ResourceView>
          )}
        </Card>
      </div>
    );

  return (
    <Page className="catalogue">
      <PageHeader
        title="Variações"
        subtitle="Grupos de opções reutilizáveis (bordas, adicionais, sabores) para incluir nos produtos."
      />
      {content}
      {categoryEditor ? (
        <VariationCategoryModal
          category={categoryEditor.category}
          onClose={() => setCategoryEditor(null)}
          onSaved={(id) => {
            setCategoryEditor(null);
            wanted.current = id;
            categories.reload();
          }}
        />
      ) : null}
      {editor && selected ? (
        <VariationModal
          variationId={editor.id}
          initial={{ id_variacao_categoria: selected.id_variacao_categoria }}
          onChanged={variations.reload}
          onClose={() => setEditor(null)}
        />
      ) : null}
    </Page>
  );
}
