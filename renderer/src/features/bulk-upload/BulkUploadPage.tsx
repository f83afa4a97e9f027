/**
 * Upload em massa (/bulkupload, spec 03 §2.21): the progress area (the running file polled every
 * 2 s with its cancel, or the last summary 'x de y produtos cadastrados/atualizados' with its
 * finish time and the refused rows), the instructions (§5) and the settings.
 */
import { ProgressBar } from '../../components/ProgressBar';
import { useEffect, useRef } from 'react';
import { Download, X } from 'lucide-react';
import { finishedAtText, uploadSummary } from '../../../../shared/bulk-upload/rules';
import { parseApiDate } from '../../../../shared/format';
import { useServices } from '../../services/services';
import { Button } from '../../components/Button';
import { ErrorNotice } from '../../components/ErrorNotice';
import { downloadCsv } from '../../components/downloadCsv';
import {
  Badge,
  Card,
  DataTable,
  LoadingState,
  Page,
  PageHeader,
  type Column,
} from '../../components/backoffice';
import { useSession } from '../../stores/session';
import type { ProductFileFailure } from './bulkUploadApi';
import { UploadSettings } from './UploadSettings';
import { useBulkUpload, type BulkUploadState } from './useBulkUpload';
import './bulkUpload.css';

export const INSTRUCTIONS: readonly string[] = [
  'O arquivo deve ser CSV com as colunas separadas por ponto e vírgula (;).',
  'O código de barras deve ter 13 dígitos.',
  'O preço deve ser um número com até duas casas decimais (ex.: 12,90).',
  'O preço promocional é o valor final do produto, já com o desconto.',
  'Produtos com preço zero ou estoque zero ficam indisponíveis.',
  'Produtos sem nome só são cadastrados se o código de barras já for conhecido.',
];

const failureColumns: Column<ProductFileFailure>[] = [
  { id: 'line', header: 'Linha', cell: (f) => f.line, width: '96px', align: 'right' },
  { id: 'reason', header: 'Motivo', cell: (f) => f.reason },
  {
    id: 'content',
    header: 'Conteúdo',
    cell: (f) => <span className="bulk-cell-content">{f.content ?? ''}</span>,
  },
];

/** The refused rows as staff download them: line, reason and the line as written. */
export function failuresCsvRows(failures: readonly ProductFileFailure[]): (string | number)[][] {
  return [['Linha', 'Motivo', 'Conteúdo'], ...failures.map((f) => [f.line, f.reason, f.content ?? ''])];
}

function Progress({ state }: { state: BulkUploadState }) {
  const { status, file, percentage, failures } = state;
  if (state.opening) return <LoadingState />;
  if (status === 'loading') return <LoadingState label="Enviando o arquivo..." />;
  if (status === 'uploading' && file) {
    const done = file.processed_products ?? file.added_products;
    return (
      <div className="bulk-progress">
        <div className="bulk-progress__head">
          <span id="bulk-progress-label">Processando o arquivo...</span>
          <strong>{percentage}%</strong>
        </div>
        <ProgressBar
          percent={percentage}
          className="bulk-progress__track"
          barClassName="bulk-progress__bar"
          aria-labelledby="bulk-progress-label"
        />
        <p className="bulk-progress__meta" aria-live="polite">
          {done} de {file.total_products} linhas processadas · {file.added_products} produtos
          cadastrados/atualizados
        </p>
        <div className="bo-actions">
          <Button
            variant="danger"
            busy={state.cancelling}
            icon={<X size={18} aria-hidden />}
            onClick={() => void state.cancel()}
          >
            Cancelar upload
          </Button>
        </div>
      </div>
    );
  }
  if (!file) return <p className="bulk-progress__empty">Nenhum upload realizado.</p>;
  const at = finishedAtText(parseApiDate(file.finished_at));
  return (
    <div className="bulk-progress">
      <p className="bulk-summary">
        <strong>{uploadSummary(file.added_products, file.total_products)}</strong>
        {at ? <span> em {at}</span> : null}{' '}
        {file.status === 'canceled' ? (
          <Badge tone="warning">Cancelado</Badge>
        ) : (
          <Badge tone="success">Concluído</Badge>
        )}
      </p>
      {failures.length > 0 ? (
        <>
          <DataTable
            caption={`Linhas não importadas (${file.failed_products ?? failures.length})`}
            columns={failureColumns}
            rows={failures}
            rowKey={(f) => `${f.line}-${f.reason}`}
            pageSize={10}
          />
          {(file.failed_products ?? 0) > failures.length ? (
            <p className="bulk-progress__meta">
              O servidor informou {failures.length} das {file.failed_products} linhas não importadas.
            </p>
          ) : null}
          <div className="bo-actions">
            <Button
              variant="secondary"
              icon={<Download size={18} aria-hidden />}
              onClick={() => downloadCsv(`linhas-nao-importadas-${file.id}.csv`, failuresCsvRows(failures))}
            >
              Baixar linhas não importadas (CSV)
            </Button>
          </div>
        </>
      ) : null}
    </div>
  );
}

export default function BulkUploadPage() {
  const { api } = useServices();
  const storeId = useSession((s) => s.user?.id_estabelecimento) ?? '';
  const state = useBulkUpload(api);
  const running = state.status === 'uploading' || state.status === 'loading';
  const progressRef = useRef<HTMLDivElement>(null);
  // The form ends far below the progress area: bring the progress into view when it changes.
  useEffect(() => {
    if (state.status !== 'idle')
      progressRef.current?.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' });
  }, [state.status]);
  return (
    <Page className="bulk-page">
      <PageHeader
        title="Upload em massa"
        subtitle="Cadastre ou atualize os produtos da loja a partir de uma planilha."
      />
      <div ref={progressRef}>
        <Card title="Progresso">
          <div className="bulk-progress-area">
            {state.status === 'error' && state.refusal ? (
              <ErrorNotice>O arquivo não foi aceito: {state.refusal}</ErrorNotice>
            ) : null}
            <Progress state={state} />
          </div>
        </Card>
      </div>
      <div className="bulk-page__grid">
        <Card title="Configurações">
          <UploadSettings
            storeId={String(storeId)}
            busy={state.status === 'loading'}
            locked={running || state.opening}
            onUpload={(req) => void state.upload(req)}
          />
        </Card>
        <Card title="Instruções">
          <ul className="bulk-instructions">
            {INSTRUCTIONS.map((t) => (
              <li key={t}>{t}</li>
            ))}
          </ul>
        </Card>
      </div>
    </Page>
  );
}
