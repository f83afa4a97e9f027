/**
 * Locais de Atendimento (spec 02 §2.7, §4, §8): a tab per city; header values (Compra Mínima,
 * Taxa de Entrega, 'Entrega Grátis em...') applied by 'Alterar selecionados' to the ticked
 * neighbourhoods (mudaStsLote); per row the on/off power button (habilitarBairro for a
 * neighbourhood never served, editar otherwise), the money fields and the free-delivery toggle,
 * which swaps the fee with the stored old fee ('O frete deste bairro já é grátis!' when both are 0).
 */
import { useMemo, useState } from 'react';
import { DropdownMenu } from 'radix-ui';
import { Check, ChevronDown, Gift, Power } from 'lucide-react';
import { formatBRL } from '../../../../../shared/format';
import { matchesSearch } from '../../../../../shared/search';
import {
  PRICE_MESSAGE,
  parsePriceInput,
  priceOf,
  priceText,
} from '../../../../../shared/store-settings/money';
import {
  BULK_LABELS,
  bulkPath,
  isFreeDelivery,
  toggleFreeDelivery,
  type BulkAction,
} from '../../../../../shared/store-settings/neighbourhoods';
import { useServices } from '../../../services/services';
import {
  Badge,
  Card,
  EmptyState,
  Page,
  PageHeader,
  Pagination,
  ResourceView,
  SearchInput,
  Tabs,
  clampPage,
  pageCountOf,
  pageSlice,
  unwrapLegacy,
  useResource,
  useLoadFailureAlert,
} from '../../../components/backoffice';
import { dialogs } from '../../../components/feedback/dialogs';
import { notify } from '../../../components/feedback/notify';
import { legacyWrite, neighbourhoodsSchema, type Cities, type Served } from '../storeSettingsApi';
import { MoneyInput } from './MoneyInput';
import '../storeSettings.css';

export const NEIGHBOURHOODS_TITLE = 'Locais de Atendimento';
export const NONE_SELECTED = 'Selecione ao menos um bairro.';
const PAGE_SIZE = 50;

type Hood = Cities[number]['bairros'][number];
const ACTIONS: readonly BulkAction[] = ['ativar', 'desativar', 'frete-gratis-on', 'frete-gratis-off'];

export default function NeighbourhoodsPage() {
  const { api } = useServices();
  const cities = useResource(
    async (signal) =>
      unwrapLegacy(
        await api.legacy('v1', 'get', 'estabelecimentobairros/listar', neighbourhoodsSchema, {
          signal,
          quiet: true,
        }),
      ).bairros,
    [api],
  );
  useLoadFailureAlert(cities);
  return (
    <Page>
      <PageHeader
        title={NEIGHBOURHOODS_TITLE}
        subtitle="Os bairros atendidos pela loja, com compra mínima, taxa de entrega e entrega grátis."
      />
      <ResourceView resource={cities} emptyMessage="Nenhuma cidade disponível para a loja.">
        {(list) => <Areas cities={list} reload={cities.reload} />}
      </ResourceView>
    </Page>
  );
}

function Areas({ cities, reload }: { cities: Cities; reload(): void }) {
  const { api } = useServices();
  const [tab, setTab] = useState(cities[0]?.cidade.id_cidade ?? '');
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [header, setHeader] = useState({ minimo: '', taxa: '', gratis: '' });
  const [busy, setBusy] = useState(false);

  async function run(action: BulkAction) {
    if (selected.size === 0) {
      await dialogs.alert({ message: NONE_SELECTED, okLabel: 'Fechar' });
      return;
    }
    const values = {
      valor_minimo: parsePriceInput(header.minimo),
      valor_taxa: parsePriceInput(header.taxa),
      valor_frete_gratis: parsePriceInput(header.gratis),
    };
    if (Object.values(values).some((v) => v === undefined)) {
      await dialogs.alert({ message: PRICE_MESSAGE, okLabel: 'Fechar' });
      return;
    }
    const form: Record<string, string> = {};
    for (const id of selected) form[`sel[${id}]`] = 'true';
    for (const [k, v] of Object.entries(values)) if (typeof v === 'number') form[k] = priceText(v);
    setBusy(true);
    try {
      if (await legacyWrite(api, bulkPath(action), form)) {
        setSelected(new Set());
        reload();
      }
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="ss-stack">
      <Card title="Alterar bairros selecionados">
        <div className="bo-toolbar ss-bulk">
          <MoneyInput
            label="Compra Mínima"
            value=""
            onDraft={(t) => setHeader((h) => ({ ...h, minimo: t }))}
          />
          <MoneyInput
            label="Taxa de Entrega"
            value=""
            onDraft={(t) => setHeader((h) => ({ ...h, taxa: t }))}
          />
          <MoneyInput
            label="Entrega Grátis em..."
            value=""
            onDraft={(t) => setHeader((h) => ({ ...h, gratis: t }))}
          />
          <DropdownMenu.Root>
            <DropdownMenu.Trigger asChild disabled={busy}>
              <button type="button" className="btn btn--primary btn--md" aria-busy={busy || undefined}>
                Alterar selecionados ({selected.size})
                <ChevronDown size={18} aria-hidden />
              </button>
            </DropdownMenu.Trigger>
            <DropdownMenu.Portal>
              <DropdownMenu.Content className="menu" align="end" sideOffset={6}>
                {ACTIONS.map((a) => (
                  <DropdownMenu.Item key={a} className="menu__item" onSelect={() => void run(a)}>
                    {BULK_LABELS[a]}
                  </DropdownMenu.Item>
                ))}
              </DropdownMenu.Content>
            </DropdownMenu.Portal>
          </DropdownMenu.Root>
        </div>
        <p className="ss-hint">
          Os valores preenchidos acima são aplicados aos bairros marcados; campos em branco mantêm os valores
          de cada bairro.
        </p>
      </Card>
      <Tabs
        label="Cidades"
        value={tab}
        onValueChange={setTab}
        items={cities.map((c) => ({
          value: c.cidade.id_cidade,
          label: c.cidade.nome_cidade,
          content: (
            <CityTable
              hoods={c.bairros}
              city={c.cidade.nome_cidade}
              selected={selected}
              onSelect={setSelected}
              reload={reload}
            />
          ),
        }))}
      />
    </div>
  );
}

interface CityTableProps {
  city: string;
  hoods: Hood[];
  selected: ReadonlySet<string>;
  onSelect(next: ReadonlySet<string>): void;
  reload(): void;
}

function CityTable({ city, hoods, selected, onSelect, reload }: CityTableProps) {
  const [query, setQuery] = useState('');
  const [page, setPage] = useState(1);
  const shown = useMemo(() => hoods.filter((h) => matchesSearch(h.nome_bairro, query)), [hoods, query]);
  const ids = useMemo(() => shown.map((h) => h.id_bairro), [shown]);
  const pageCount = pageCountOf(shown.length, PAGE_SIZE);
  const current = clampPage(page, pageCount);
  const rows = pageSlice(shown, current, PAGE_SIZE);
  const ticked = ids.filter((id) => selected.has(id)).length;
  const all = ticked === ids.length && ids.length > 0;
  if (hoods.length === 0) return <EmptyState message="Nenhum bairro cadastrado nesta cidade." />;
  // Select-all ticks every neighbourhood the search shows, on every page.
  const toggleAll = () => {
    const next = new Set(selected);
    for (const id of ids) {
      if (all) next.delete(id);
      else next.add(id);
    }
    onSelect(next);
  };
  return (
    <div className="bo-table">
      <div className="bo-toolbar">
        <SearchInput
          label={`Procurar bairros de ${city}`}
          value={query}
          onChange={(q) => {
            setQuery(q);
            setPage(1);
          }}
        />
      </div>
      {shown.length === 0 ? <EmptyState message="Nenhum bairro encontrado." /> : null}
      <div className="bo-table__scroll">
        <table className="table bo-table__table">
          <caption className="bo-sr-only">Bairros de {city}</caption>
          <thead>
            <tr>
              <th scope="col" className="bo-table__select">
                <input
                  type="checkbox"
                  aria-label={`Selecionar todos os bairros de ${city}`}
                  checked={all}
                  ref={(el) => {
                    if (el) el.indeterminate = ticked > 0 && !all;
                  }}
                  onChange={toggleAll}
                />
              </th>
              <th scope="col">Bairro</th>
              <th scope="col">Compra Mínima</th>
              <th scope="col">Taxa de Entrega</th>
              <th scope="col">Entrega Grátis Em...</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((h) => (
              <HoodRow
                key={h.id_bairro}
                hood={h}
                checked={selected.has(h.id_bairro)}
                onCheck={(v) => {
                  const next = new Set(selected);
                  if (v) next.add(h.id_bairro);
                  else next.delete(h.id_bairro);
                  onSelect(next);
                }}
                reload={reload}
              />
            ))}
          </tbody>
        </table>
      </div>
      {pageCount > 1 ? (
        <Pagination
          page={current}
          pageCount={pageCount}
          total={shown.length}
          pageSize={PAGE_SIZE}
          onPageChange={setPage}
          label={`Páginas de bairros de ${city}`}
        />
      ) : null}
    </div>
  );
}

function HoodRow({
  hood,
  checked,
  onCheck,
  reload,
}: {
  hood: Hood;
  checked: boolean;
  onCheck(v: boolean): void;
  reload(): void;
}) {
  const { api } = useServices();
  const [busy, setBusy] = useState(false);
  const a = hood.atendido ?? null;
  const active = a !== null && a.inativo === 'N';
  const name = hood.nome_bairro;

  async function write(path: string, form: Record<string, string>) {
    setBusy(true);
    try {
      if (await legacyWrite(api, path, form)) reload();
    } finally {
      setBusy(false);
    }
  }

  const edit = (rec: Served) =>
    write(`estabelecimentobairros/editar/${rec.id_estabelecimento_bairro}`, {
      id_estabelecimento_bairro: rec.id_estabelecimento_bairro,
      id_estabelecimento: rec.id_estabelecimento,
      inativo: rec.inativo,
      valor_minimo: rec.valor_minimo,
      valor_taxa: rec.valor_taxa,
      valor_taxa_old: rec.valor_taxa_old,
      valor_frete_gratis: rec.valor_frete_gratis,
    });

  const power = () => {
    if (!a) return void write(`estabelecimentobairros/habilitarBairro/${hood.id_bairro}`, {});
    return void edit({ ...a, inativo: active ? 'S' : 'N' });
  };

  const toggleFree = () => {
    if (!a) return;
    const r = toggleFreeDelivery(a);
    // 02 §8 lists it as a warning toast.
    if (!r.ok) notify.warning(r.warning, 'already-free', 2000);
    else void edit(r.next);
  };

  const free = a ? isFreeDelivery(a) : false;
  const field = (key: 'valor_minimo' | 'valor_taxa' | 'valor_frete_gratis', label: string) => (
    <MoneyInput
      key={`${key}-${a?.[key] ?? ''}`}
      label={`${label} de ${name}`}
      hideLabel
      value={a ? a[key] : ''}
      disabled={!a || busy}
      onCommit={(v) => a && void edit({ ...a, [key]: priceText(v) })}
    />
  );

  return (
    <tr className={checked ? 'is-selected' : undefined} aria-busy={busy || undefined}>
      <td className="bo-table__select">
        <input
          type="checkbox"
          aria-label={`Selecionar ${name}`}
          checked={checked}
          onChange={(e) => onCheck(e.target.checked)}
        />
      </td>
      <td>
        <div className={`ss-bairro ${active ? 'is-on' : 'is-off'}`}>
          <button
            type="button"
            className={`icon-btn ss-power ${active ? 'is-on' : ''}`}
            aria-pressed={active}
            aria-label={`${active ? 'Desativar' : 'Ativar'} ${name}`}
            disabled={busy}
            onClick={power}
          >
            <Power size={18} aria-hidden />
          </button>
          <span className="ss-bairro__name">{name}</span>
          <Badge tone={active ? 'success' : 'neutral'}>
            {active ? 'Ativo' : a ? 'Inativo' : 'Não atendido'}
          </Badge>
        </div>
      </td>
      <td>{field('valor_minimo', 'Compra Mínima')}</td>
      <td>
        <div className="ss-fee">
          {field('valor_taxa', 'Taxa de Entrega')}
          <button
            type="button"
            className={`btn btn--md ${free ? 'btn--primary' : 'btn--secondary'} ss-free`}
            aria-pressed={free}
            title={
              a && priceOf(a.valor_taxa_old) > 0
                ? `Taxa anterior: ${formatBRL(priceOf(a.valor_taxa_old))}`
                : undefined
            }
            disabled={!a || busy}
            onClick={toggleFree}
          >
            {free ? <Check size={16} aria-hidden /> : <Gift size={16} aria-hidden />}
            Frete grátis<span className="bo-sr-only"> em {name}</span>
          </button>
        </div>
      </td>
      <td>{field('valor_frete_gratis', 'Entrega Grátis Em')}</td>
    </tr>
  );
}
