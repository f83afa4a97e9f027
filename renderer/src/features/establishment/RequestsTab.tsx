/** SOLICITAÇÕES: the store's change requests, paginated and sortable (spec 03 §2.20, §4). */
import { formatApiDateTime, parseApiDate } from '../../../../shared/format';
import { useServices } from '../../services/services';
import {
  Badge,
  Card,
  DataTable,
  EmptyState,
  ResourceView,
  useResource,
  type Column,
} from '../../components/backoffice';
import type { PendingChangeView } from '../../../../shared/api/establishment';
import { loadRequests } from './establishmentApi';
import { FIELD_LABELS, isImageField, REQUESTS_EMPTY, STATUS_TONES } from './model';

function Value({ row, value, which }: { row: PendingChangeView; value: string; which: string }) {
  if (!value) return <span className="estab-muted">—</span>;
  if (isImageField(row.nome_campo))
    return (
      <img
        className="estab-thumb"
        src={value}
        alt={`${FIELD_LABELS[row.nome_campo]} ${which}`}
        loading="lazy"
      />
    );
  return (
    <span className="estab-cell-text" title={value}>
      {value}
    </span>
  );
}

const time = (v: string | null) => parseApiDate(v)?.getTime() ?? null;

const COLUMNS: Column<PendingChangeView>[] = [
  {
    id: 'campo',
    header: 'Campo',
    cell: (p) => FIELD_LABELS[p.nome_campo],
    sortValue: (p) => FIELD_LABELS[p.nome_campo],
  },
  {
    id: 'anterior',
    header: 'Valor anterior',
    cell: (p) => <Value row={p} value={p.valor_ant} which="anterior" />,
  },
  {
    id: 'solicitado',
    header: 'Valor solicitado',
    cell: (p) => <Value row={p} value={p.valor_post} which="solicitado" />,
  },
  {
    id: 'data_inclusao',
    header: 'Solicitado em',
    cell: (p) => formatApiDateTime(p.data_inclusao),
    sortValue: (p) => time(p.data_inclusao),
    width: '170px',
  },
  {
    id: 'data_status',
    header: 'Avaliado em',
    cell: (p) => formatApiDateTime(p.data_status),
    sortValue: (p) => time(p.data_status),
    width: '170px',
  },
  {
    id: 'status',
    header: 'Status',
    cell: (p) => <Badge tone={STATUS_TONES[p.status]}>{p.status}</Badge>,
    sortValue: (p) => p.status,
    width: '120px',
  },
];

export function RequestsTab() {
  const { api } = useServices();
  const requests = useResource((signal) => loadRequests(api, signal), [api]);
  return (
    <Card
      title="Solicitações de alteração"
      meta={requests.data ? `${requests.data.length} solicitações` : undefined}
    >
      <ResourceView resource={requests}>
        {(list) => (
          <DataTable
            aria-label="Solicitações de alteração"
            columns={COLUMNS}
            rows={list}
            rowKey={(p) => p.id_pendencias}
            pageSize={10}
            defaultSort={{ column: 'data_inclusao', direction: 'desc' }}
            empty={<EmptyState message={REQUESTS_EMPTY} />}
          />
        )}
      </ResourceView>
    </Card>
  );
}
