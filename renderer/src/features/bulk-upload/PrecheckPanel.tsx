/**
 * What the desk found in the chosen file before sending it: encoding and separator, the first
 * rows under the mapped columns, 'N linhas prontas, M com problemas' and each problem with its
 * line (paged, so a file full of problems renders ten rows at a time).
 */
import {
  precheckSummary,
  separatorWarning,
  type PrecheckProblem,
} from '../../../../shared/bulk-upload/precheck';
import { ENCODING_LABELS, SEPARATOR_LABELS } from '../../../../shared/bulk-upload/records';
import { COLUMN_LABELS, MAX_ROWS } from '../../../../shared/bulk-upload/rules';
import { DataTable, type Column } from '../../components/backoffice';
import { PRECHECK_FAILED, type PrecheckState } from './usePrecheck';

const problemColumns: Column<PrecheckProblem>[] = [
  { id: 'line', header: 'Linha', cell: (p) => p.line, width: '72px', align: 'right' },
  { id: 'reason', header: 'Motivo', cell: (p) => p.reason },
  {
    id: 'content',
    header: 'Conteúdo',
    cell: (p) => <span className="bulk-cell-content">{p.content}</span>,
  },
];

type PreviewRow = { line: number; cells: string[] };

export function PrecheckPanel({ state }: { state: PrecheckState }) {
  if (state.status === 'idle') return null;
  if (state.status === 'checking')
    return (
      <p className="bulk-precheck__status" role="status">
        Verificando o arquivo... {Math.round(state.fraction * 100)}%
      </p>
    );
  if (state.status === 'failed') return <p className="notice notice--warning">{PRECHECK_FAILED}</p>;
  const r = state.result;
  const warning = separatorWarning(r.separator);
  const previewColumns: Column<PreviewRow>[] = [
    { id: 'line', header: 'Linha', cell: (row) => row.line, width: '72px', align: 'right' },
    ...r.columns.map((key, i): Column<PreviewRow> => ({
      id: key,
      header: COLUMN_LABELS[key],
      cell: (row) => <span className="bulk-cell-text">{row.cells[i]}</span>,
    })),
  ];
  return (
    <section className="bulk-precheck" aria-label="Verificação do arquivo">
      <p className="bulk-precheck__meta">
        Codificação: {ENCODING_LABELS[r.encoding]} · Separador: {SEPARATOR_LABELS[r.separator]}
        {r.header ? ' · Primeira linha é o cabeçalho' : ''}
      </p>
      {warning ? <p className="notice notice--warning">{warning}</p> : null}
      <p className="bulk-precheck__summary" role="status">
        <strong>{precheckSummary(r.ready, r.problems.length)}</strong>
        {r.truncated ? ` (somente as primeiras ${MAX_ROWS} linhas são lidas)` : ''}
      </p>
      {r.preview.length > 0 ? (
        <DataTable
          caption="Primeiras linhas"
          columns={previewColumns}
          rows={r.preview}
          rowKey={(row) => row.line}
        />
      ) : null}
      {r.problems.length > 0 ? (
        <>
          <DataTable
            caption={`Linhas com problemas (${r.problems.length})`}
            columns={problemColumns}
            rows={r.problems}
            rowKey={(p) => p.line}
            pageSize={10}
          />
          <p className="bulk-precheck__hint">
            Corrija o arquivo e escolha-o de novo, ou use &lsquo;Enviar mesmo assim&rsquo;: o servidor decide
            cada linha e informa as que não forem importadas.
          </p>
        </>
      ) : null}
    </section>
  );
}
