/**
 * /estoque (spec 02 §2.6): 'n Itens', accent-insensitive 'Procurar...', 'Adicionar Novo Item', the
 * table Item, Tipo, Status (Ativo/Oculto via estoque/mudaStatus), Ações (Editar, Excluir).
 */
import { Camera, Plus } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Button } from '../../../components/Button';
import {
  Card,
  DataTable,
  Page,
  PageHeader,
  ResourceView,
  SearchInput,
  confirmDelete,
  unwrapLegacy,
  useResource,
  type Column,
  useLoadFailureAlert,
} from '../../../components/backoffice';
import { useServices } from '../../../services/services';
import { matchesSearch } from '../../../../../shared/search';
import {
  STOCK_STATUSES,
  STOCK_STATUS_LABELS,
  STOCK_TYPE_LABELS,
} from '../../../../../shared/catalogue/labels';
import { deleteStockItem, listStock, stockStatus, type StockItem } from './stockApi';
import { StockModal } from './StockModal';
import '../catalogue.css';
import { RowAction } from '../RowAction';
import { RowStatusSelect } from '../RowStatusSelect';

export default function StockPage() {
  const { api } = useServices();
  const stock = useResource(async (signal) => unwrapLegacy(await listStock(api, signal)).estoque, [api]);
  useLoadFailureAlert(stock);
  const [query, setQuery] = useState('');
  const [editor, setEditor] = useState<{ item: StockItem | null } | null>(null);
  const shown = useMemo(
    () =>
      (stock.data ?? []).filter((i) =>
        matchesSearch(`${i.nome_item} ${i.descricao} ${STOCK_TYPE_LABELS[i.tipo]}`, query),
      ),
    [stock.data, query],
  );

  async function remove(item: StockItem) {
    if (!(await confirmDelete())) return;
    if (await deleteStockItem(api, item.id_estoque)) stock.reload();
  }

  const columns: Column<StockItem>[] = [
    {
      id: 'item',
      header: 'Item',
      sortValue: (i) => i.nome_item,
      cell: (i) => (
        <span className="stock-item">
          {i.image_url ? (
            <img className="catalogue-thumb" src={i.image_url} alt="" loading="lazy" />
          ) : (
            <span className="catalogue-thumb catalogue-thumb--empty" aria-hidden>
              <Camera size={18} />
            </span>
          )}
          <span>
            <span className="catalogue-product-name">{i.nome_item}</span>
            {i.descricao ? <span className="catalogue-product-desc">{i.descricao}</span> : null}
          </span>
        </span>
      ),
    },
    {
      id: 'tipo',
      header: 'Tipo',
      width: '140px',
      sortValue: (i) => i.tipo,
      cell: (i) => STOCK_TYPE_LABELS[i.tipo],
    },
    {
      id: 'status',
      header: 'Status',
      width: '150px',
      cell: (i) => (
        <RowStatusSelect
          label={`Status de ${i.nome_item}`}
          value={i.status}
          statuses={STOCK_STATUSES}
          labels={STOCK_STATUS_LABELS}
          onChange={async (s) => {
            if (await stockStatus(api, i.id_estoque, s)) stock.reload();
          }}
        />
      ),
    },
    {
      id: 'acoes',
      header: 'Ações',
      width: '120px',
      cell: (i) => (
        <span className="catalogue-actions">
          <RowAction action="edit" label={`Editar ${i.nome_item}`} onClick={() => setEditor({ item: i })} />
          <RowAction action="delete" label={`Excluir ${i.nome_item}`} onClick={() => void remove(i)} />
        </span>
      ),
    },
  ];

  return (
    <Page className="catalogue">
      <PageHeader
        title="Estoque"
        subtitle="Sabores e ingredientes usados na composição e nas variações dos produtos."
        actions={
          <Button icon={<Plus size={18} aria-hidden />} onClick={() => setEditor({ item: null })}>
            Adicionar Novo Item
          </Button>
        }
      />
      <Card title="Itens" meta={`${shown.length} Itens`}>
        <div className="bo-toolbar">
          <SearchInput label="Procurar itens do estoque" value={query} onChange={setQuery} />
        </div>
        <ResourceView
          resource={stock}
          emptyMessage="Nenhum item cadastrado."
          errorMessage="Não foi possível carregar o estoque."
        >
          {() => (
            <DataTable
              aria-label="Itens do estoque"
              columns={columns}
              rows={shown}
              rowKey={(i) => i.id_estoque}
              pageSize={25}
              empty="Nenhum item encontrado."
            />
          )}
        </ResourceView>
      </Card>
      {editor ? (
        <StockModal
          item={editor.item}
          onClose={() => setEditor(null)}
          onSaved={() => {
            setEditor(null);
            stock.reload();
          }}
        />
      ) : null}
    </Page>
  );
}
