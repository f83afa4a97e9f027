/**
 * Avaliações (/avaliacoes, spec 03 §2.14): the overall score (one decimal, half stars) and the
 * count; the three distributions; the period filter, a free-text search and 'Apenas com
 * comentario'; the list and the details modal. A refusal shows 'Atenção!' and resets everything
 * to zero (03 §8).
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import { MessageSquare } from 'lucide-react';
import {
  distributionBars,
  overallScore,
  ratingStatusName,
  replyTag,
  rowAverage,
} from '../../../../shared/reports/ratings';
import { normalizeSearch } from '../../../../shared/search';
import { Button } from '../../components/Button';
import {
  alertLegacyRefusal,
  Badge,
  Card,
  Checkbox,
  DataTable,
  LoadingState,
  Page,
  PageHeader,
  SearchInput,
  type Column,
} from '../../components/backoffice';
import { dateTimeText } from '../../report-kit/columns';
import { PeriodFields } from '../../report-kit/PeriodFields';
import { lastDaysRange, usePeriodQuery } from '../../report-kit/useRangeQuery';
import type { Rating, Ratings } from '../../../../shared/api/ratings';
import { EMPTY_RATINGS, fetchFirstRatings, fetchRatings } from './ratingsApi';
import { useServices } from '../../services/services';
import { platformCallsOf } from '../../../../shared/config';
import { RatingDetailsModal } from './RatingDetailsModal';
import { Stars, formatScore } from './Stars';
import './ratings.css';

const QUESTIONS = [
  { key: 'contaComida', title: 'Como estava a comida?' },
  { key: 'contaEntrega', title: 'Chegou no prazo informado?' },
  { key: 'contaGeral', title: 'De acordo com o que o cliente?' },
] as const;

const decimal2 = new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

function Distribution({ title, counts }: { title: string; counts: readonly number[] }) {
  return (
    <Card title={title} level={3}>
      <ul className="ratings-dist">
        {distributionBars(counts).map((b) => (
          <li key={b.stars}>
            <span className="ratings-dist__label">
              {b.stars} {b.stars === 1 ? 'estrela' : 'estrelas'}
            </span>
            <span className="ratings-dist__bar" aria-hidden>
              <span style={{ width: `${b.percent}%` }} />
            </span>
            <span className="ratings-dist__value">
              {b.percent}% ({b.count})
            </span>
          </li>
        ))}
      </ul>
    </Card>
  );
}

export default function RatingsPage() {
  const { config } = useServices();
  const firstLoad = useRef(true);
  const ratings = usePeriodQuery<Ratings>(
    { period: '0', range: lastDaysRange(30) },
    {
      // The first answer that arrives comes from the first-load call (03 §7 GET avaliacao/listar/);
      // Filtrar always posts the filter.
      async fetch(api, period, dates, signal) {
        if (!firstLoad.current) return fetchRatings(api, period, dates, signal);
        const res = await fetchFirstRatings(api, platformCallsOf(config).ratingsFirstLoad, signal);
        firstLoad.current = false;
        return res;
      },
      // 03 §8: a refusal resets everything to zero; the list stays while a new request runs.
      onRefused: (message) => alertLegacyRefusal(message, 'Não foi possível carregar as avaliações.'),
      failedData: EMPTY_RATINGS,
      today: (now) => lastDaysRange(30, now),
    },
  );
  const { data, load, reload } = ratings;
  const loading = ratings.state.status === 'loading';
  const [query, setQuery] = useState('');
  const [onlyComments, setOnlyComments] = useState(false);
  const [open, setOpen] = useState<Rating | null>(null);

  useEffect(() => {
    void load('0', lastDaysRange(30));
  }, [load]);

  const rows = useMemo(() => {
    const q = normalizeSearch(query);
    return (data?.avaliacao ?? []).filter((r) => {
      if (onlyComments && !r.comentario_usuario) return false;
      if (!q) return true;
      const hay = normalizeSearch(
        [r.id_pedido, r.hash_pedido, r.comentario_usuario ?? '', r.comentario_estabelecimento ?? ''].join(
          ' ',
        ),
      );
      return hay.includes(q);
    });
  }, [data, query, onlyComments]);

  const columns = useMemo<Column<Rating>[]>(
    () => [
      {
        id: 'pedido',
        header: 'Pedido',
        cell: (r) => `#${r.id_pedido}${r.hash_pedido ? ` · ${r.hash_pedido}` : ''}`,
        sortValue: (r) => Number(r.id_pedido) || r.id_pedido,
      },
      {
        id: 'data_pedido',
        header: 'Data do Pedido',
        cell: (r) => dateTimeText(r.pedido_data_criacao),
        sortValue: (r) => r.pedido_data_criacao,
      },
      {
        id: 'nota',
        header: 'Avaliacao',
        cell: (r) => decimal2.format(rowAverage(r)),
        sortValue: (r) => rowAverage(r),
        align: 'right',
      },
      {
        id: 'data_avaliacao',
        header: 'Data da Avaliacao',
        cell: (r) => dateTimeText(r.data_criacao),
        sortValue: (r) => r.data_criacao,
      },
      {
        id: 'comentario',
        header: 'Comentario',
        cell: (r) => {
          const tag = replyTag(r);
          return (
            <span className="ratings-comment">
              <span className="ratings-comment__text">{r.comentario_usuario ?? '—'}</span>
              {tag ? <Badge tone={tag === 'Respondido' ? 'success' : 'warning'}>{tag}</Badge> : null}
            </span>
          );
        },
      },
      {
        id: 'status',
        header: 'Status',
        cell: (r) => (
          <Badge tone={r.status_avaliacao === 'CC' ? 'info' : 'neutral'}>
            {ratingStatusName(r.status_avaliacao)}
          </Badge>
        ),
        sortValue: (r) => ratingStatusName(r.status_avaliacao),
      },
      {
        id: 'detalhes',
        header: 'Ver detalhes',
        headerHidden: true,
        cell: (r) => (
          <Button
            variant="ghost"
            icon={<MessageSquare size={16} aria-hidden />}
            aria-label={`Ver detalhes do pedido #${r.id_pedido}`}
            onClick={() => setOpen(r)}
          >
            Ver detalhes
          </Button>
        ),
        align: 'right',
      },
    ],
    [],
  );

  const totals = data?.total[0] ?? EMPTY_RATINGS.total[0];
  const score = overallScore(totals);

  return (
    <Page className="ratings-page">
      <PageHeader title="Avaliações" subtitle="O que os clientes acharam dos pedidos." />
      <div className="ratings-top">
        <Card title="Nota geral">
          <div className="ratings-score">
            <span className="ratings-score__value">{formatScore(score)}</span>
            <Stars score={score} size={28} />
            <span className="ratings-score__count">
              {totals?.total ?? 0} {totals?.total === 1 ? 'avaliação' : 'avaliações'}
            </span>
          </div>
        </Card>
        {QUESTIONS.map((q) => (
          <Distribution key={q.key} title={q.title} counts={data?.[q.key] ?? []} />
        ))}
      </div>
      <Card title="Filtros">
        <form className="bo-toolbar ratings-filters" onSubmit={ratings.submit} noValidate>
          <PeriodFields {...ratings} busy={loading} />
          <SearchInput label="Buscar avaliações" value={query} onChange={setQuery} />
          <Checkbox label="Apenas com comentario" checked={onlyComments} onChange={setOnlyComments} />
        </form>
      </Card>
      <Card title="Avaliações" meta={data ? `${rows.length} de ${data.avaliacao.length}` : undefined}>
        {data === null ? (
          <LoadingState />
        ) : (
          <DataTable
            aria-label="Avaliações"
            columns={columns}
            rows={rows}
            rowKey={(r) => r.id_pedido}
            pageSize={20}
            empty="Nenhuma avaliação encontrada."
          />
        )}
      </Card>
      {open ? (
        <RatingDetailsModal
          rating={open}
          onClose={() => setOpen(null)}
          onSaved={() => {
            setOpen(null);
            void reload();
          }}
        />
      ) : null}
    </Page>
  );
}
