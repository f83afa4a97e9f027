/**
 * Product data replacement (spec 02 §2.2): searches the catalogue by barcode or name and shows
 * id_produto, codigo_barras, nome_produto, descricao and the resized image; 'Usar' hands the
 * chosen product to the form (name, description, catalogue id and image).
 */
import { Search } from 'lucide-react';
import { useRef, useState } from 'react';
import { Button } from '../../../components/Button';
import { Modal, ModalCloseFooter } from '../../../components/Modal';
import { TextField } from '../../../components/TextField';
import { EmptyState, ErrorState, LoadingState, SelectField } from '../../../components/backoffice';
import { isApiError } from '../../../api/errors';
import { dialogs } from '../../../components/feedback/dialogs';
import { useServices } from '../../../services/services';
import { CATALOGUE_SEARCH_PAGE_SIZE } from '../../../../../shared/api/catalogue';
import { normaliseQuery, searchCatalogue, type CatalogueProduct, type SearchBy } from './catalogueSearchApi';

const CATALOGUE_SEARCH_TEXTS = {
  title: 'Buscar produto no catálogo',
  empty: 'Nenhum produto encontrado no catálogo.',
  error: 'Não foi possível buscar no catálogo.',
  query: 'Digite o código de barras ou o nome do produto.',
  barcode: 'Digite apenas os números do código de barras.',
} as const;

type State =
  | { kind: 'idle' }
  | { kind: 'loading' }
  | { kind: 'error' }
  | { kind: 'done'; rows: CatalogueProduct[]; total: number };

export function CatalogueSearchModal({
  onPick,
  onClose,
}: {
  onPick(product: CatalogueProduct): void;
  onClose(): void;
}) {
  const { api } = useServices();
  const [by, setBy] = useState<SearchBy>('nome_produto');
  const [query, setQuery] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [state, setState] = useState<State>({ kind: 'idle' });
  const current = useRef<AbortController | null>(null);

  async function search() {
    const q = normaliseQuery(by, query);
    if (q === '') {
      setError(
        by === 'codigo_barras' && query.trim() !== ''
          ? CATALOGUE_SEARCH_TEXTS.barcode
          : CATALOGUE_SEARCH_TEXTS.query,
      );
      return;
    }
    setError(undefined);
    current.current?.abort();
    const ctrl = new AbortController();
    current.current = ctrl;
    setState({ kind: 'loading' });
    try {
      const res = await searchCatalogue(api, by, q, ctrl.signal);
      if (ctrl.signal.aborted) return;
      if (!res.ok) {
        setState({ kind: 'error' });
        void dialogs.alert({ message: res.message || CATALOGUE_SEARCH_TEXTS.error, okLabel: 'Fechar' });
        return;
      }
      setState({
        kind: 'done',
        rows: res.data.products.data,
        total: res.data.products.total ?? res.data.products.data.length,
      });
    } catch (err) {
      if (ctrl.signal.aborted) return;
      // The HTTP layer already showed its dialog (ws2 error with retry, or the 401 re-login).
      if (isApiError(err) && err.kind === 'unauthorized') onClose();
      else setState({ kind: 'error' });
    }
  }

  let body;
  if (state.kind === 'loading') body = <LoadingState />;
  else if (state.kind === 'error')
    body = <ErrorState message={CATALOGUE_SEARCH_TEXTS.error} onRetry={() => void search()} />;
  else if (state.kind === 'done' && state.rows.length === 0)
    body = <EmptyState message={CATALOGUE_SEARCH_TEXTS.empty} />;
  else if (state.kind === 'done')
    body = (
      <>
        <p className="catalogue-search__count" role="status">
          {state.total === 1 ? '1 produto encontrado' : `${state.total} produtos encontrados`}
          {state.total > CATALOGUE_SEARCH_PAGE_SIZE
            ? ` (mostrando os primeiros ${CATALOGUE_SEARCH_PAGE_SIZE}; refine a busca)`
            : ''}
        </p>
        <div className="bo-table catalogue-search__results">
          <div className="bo-table__scroll">
            <table className="table bo-table__table" aria-label="Produtos do catálogo">
              <thead>
                <tr>
                  <th scope="col">Imagem</th>
                  <th scope="col">id_produto</th>
                  <th scope="col">codigo_barras</th>
                  <th scope="col">nome_produto</th>
                  <th scope="col">descricao</th>
                  <th scope="col">
                    <span className="bo-sr-only">Ações</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {state.rows.map((p) => (
                  <tr key={p.id_produto}>
                    <td>
                      {p.imagem_redimensionada ? (
                        <img
                          className="catalogue-thumb"
                          src={p.imagem_redimensionada}
                          alt=""
                          loading="lazy"
                        />
                      ) : null}
                    </td>
                    <td>{p.id_produto}</td>
                    <td className="catalogue-mono">{p.codigo_barras}</td>
                    <td>{p.nome_produto}</td>
                    <td>{p.descricao}</td>
                    <td>
                      <Button
                        variant="secondary"
                        aria-label={`Usar ${p.nome_produto}`}
                        onClick={() => onPick(p)}
                      >
                        Usar
                      </Button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </div>
      </>
    );

  return (
    <Modal open title={CATALOGUE_SEARCH_TEXTS.title} onRequestClose={onClose} size="lg">
      <form
        className="catalogue-sub-editor"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          e.stopPropagation();
          void search();
        }}
      >
        <div className="catalogue-inline-form">
          <SelectField
            label="Buscar por"
            value={by}
            onChange={(v) => {
              setBy(v as SearchBy);
              setError(undefined);
            }}
            options={[
              { value: 'nome_produto', label: 'Nome do produto' },
              { value: 'codigo_barras', label: 'Código de barras' },
            ]}
          />
          <TextField
            label={by === 'codigo_barras' ? 'Código de barras' : 'Nome do produto'}
            value={query}
            maxLength={100}
            inputMode={by === 'codigo_barras' ? 'numeric' : undefined}
            error={error}
            className="catalogue-grow"
            onChange={(e) => setQuery(e.target.value)}
          />
          <Button type="submit" icon={<Search size={16} aria-hidden />} busy={state.kind === 'loading'}>
            Buscar
          </Button>
        </div>
        {body}
        <ModalCloseFooter onClose={onClose} />
      </form>
    </Modal>
  );
}
