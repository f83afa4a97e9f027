/**
 * The variation editor (spec 02 §2.5): Nome da Variação, Vínculo, Escolha Mín./Máx., Cálculo do
 * Preço, and the item rows (a stock item or a standalone one, id_estoque -1), disabled until the
 * variation is saved. Opened by /variacoes and by the product modal (an avulsa variation, category -2).
 */
import { useEffect, useState } from 'react';
import { Button } from '../../../components/Button';
import { Modal, ModalCloseFooter } from '../../../components/Modal';
import { TextField } from '../../../components/TextField';
import { dialogs } from '../../../components/feedback/dialogs';
import { LoadingState, SelectField } from '../../../components/backoffice';
import { useServices } from '../../../services/services';
import { PRICE_CALC_CODES, PRICE_CALC_LABELS } from '../../../../../shared/catalogue/labels';
import { variationErrors, type VariationErrors } from '../../../../../shared/catalogue/variations';
import { getVariation, listProductSizes, variationsApi, type Variation } from './variationsApi';
import { VariationItems } from './VariationItems';

const VARIATION_FETCH_ERROR = 'Erro ao obter variação';
const ALL_SIZES = 'Todos os tamanhos';

export interface VariationModalProps {
  /** The variation to edit (fetched when the modal opens); null or absent to create one. */
  variationId?: string | null;
  /** Defaults of a new variation: its category (-2 for an avulsa one), name, product and size. */
  initial?: {
    id_variacao_categoria: string;
    nome_variacao?: string;
    id_cardapio?: string;
    id_cardapio_tamanho?: string;
  };
  /** After each save of the variation itself (the first one gives its id). */
  onSaved?(variationId: string): void;
  /** After any change (variation or items), for the lists behind the modal. */
  onChanged?(): void;
  onClose(): void;
}

interface Draft {
  nome_variacao: string;
  escolha_minima: string;
  escolha_maxima: string;
  calculo_preco: string;
  id_cardapio_tamanho: string;
}

const CHOICE_LIMITS = [
  ['escolha_minima', 'Escolha Mín.'],
  ['escolha_maxima', 'Escolha Máx.'],
] as const;

const draftOf = (v: Variation | null, initial: VariationModalProps['initial']): Draft => ({
  nome_variacao: v?.nome_variacao ?? initial?.nome_variacao ?? '',
  escolha_minima: v ? String(v.escolha_minima) : '0',
  escolha_maxima: v ? String(v.escolha_maxima) : '1',
  calculo_preco: v?.calculo_preco ?? '',
  id_cardapio_tamanho: v?.id_cardapio_tamanho ?? initial?.id_cardapio_tamanho ?? '0',
});

export function VariationModal({ variationId, initial, onSaved, onChanged, onClose }: VariationModalProps) {
  const { api } = useServices();
  const [variation, setVariation] = useState<Variation | null>(null);
  /**
   * The id a create returned, kept even when the reload after it failed: the next save edits
   * that variation instead of creating a second one.
   */
  const [createdId, setCreatedId] = useState<string | null>(null);
  const [loading, setLoading] = useState(Boolean(variationId));
  const [draft, setDraft] = useState<Draft>(() => draftOf(null, initial));
  const [errors, setErrors] = useState<VariationErrors>({});
  const [busy, setBusy] = useState(false);
  const [sizes, setSizes] = useState<{ id_cardapio_tamanho: string; nome: string }[]>([]);
  const productId = variation?.id_cardapio ?? initial?.id_cardapio ?? '0';

  useEffect(() => {
    if (!variationId) return;
    let live = true;
    void getVariation(api, variationId).then((v) => {
      if (!live) return;
      if (!v) {
        void dialogs.alert({ message: VARIATION_FETCH_ERROR, tone: 'error' });
        onClose();
        return;
      }
      setVariation(v);
      setDraft(draftOf(v, initial));
      setLoading(false);
    });
    return () => {
      live = false;
    };
    // Loaded once per opened variation; `initial` and `onClose` only matter for that first answer.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [api, variationId]);

  useEffect(() => {
    if (productId === '0' || productId === '') return;
    const controller = new AbortController();
    void listProductSizes(api, productId, controller.signal).then(setSizes);
    return () => controller.abort();
  }, [api, productId]);

  function set<K extends keyof Draft>(key: K, value: Draft[K]) {
    setDraft((d) => ({ ...d, [key]: value }));
    if (key in errors) setErrors((e) => ({ ...e, [key]: undefined }));
  }

  async function reload(id: string): Promise<void> {
    const fresh = await getVariation(api, id);
    if (!fresh) {
      void dialogs.alert({ message: VARIATION_FETCH_ERROR, tone: 'error' });
      return;
    }
    setVariation(fresh);
  }

  async function save() {
    const found = variationErrors(draft);
    setErrors(found);
    if (Object.values(found).some(Boolean)) return;
    setBusy(true);
    const res = await variationsApi.save(api, variation?.id_variacao ?? createdId, {
      id_variacao_categoria: variation?.id_variacao_categoria ?? initial?.id_variacao_categoria ?? '',
      id_cardapio: productId,
      id_cardapio_tamanho: draft.id_cardapio_tamanho || '0',
      nome_variacao: draft.nome_variacao.trim(),
      escolha_minima: draft.escolha_minima.trim(),
      escolha_maxima: draft.escolha_maxima.trim(),
      calculo_preco: draft.calculo_preco,
    });
    setBusy(false);
    const id = res?.id_variacao ?? variation?.id_variacao ?? createdId;
    if (!res || !id) return;
    setCreatedId(id);
    onSaved?.(id);
    onChanged?.();
    await reload(id);
  }

  const title = variation ? `Editar variação ${variation.nome_variacao}` : 'Nova variação';
  const sizeOptions = [
    { value: '0', label: ALL_SIZES },
    ...sizes.map((z) => ({ value: z.id_cardapio_tamanho, label: z.nome })),
  ];

  return (
    <Modal open title={title} size="lg" onRequestClose={onClose}>
      {loading ? (
        <LoadingState />
      ) : (
        <div className="catalogue-modal">
          <form
            className="catalogue-modal"
            noValidate
            aria-label="Dados da variação"
            onSubmit={(e) => {
              e.preventDefault();
              void save();
            }}
          >
            <div className="variation-form">
              <TextField
                className="variation-form__half"
                label="Nome da Variação"
                placeholder="Ex. Borda"
                value={draft.nome_variacao}
                maxLength={100}
                error={errors.nome_variacao}
                onChange={(e) => set('nome_variacao', e.target.value)}
              />
              <SelectField
                className="variation-form__half"
                label="Vínculo"
                value={draft.id_cardapio_tamanho}
                onChange={(v) => set('id_cardapio_tamanho', v)}
                options={sizeOptions}
                disabled={productId === '0'}
                hint={
                  productId === '0'
                    ? 'Vale para todos os produtos e tamanhos em que for incluída.'
                    : 'O tamanho do produto em que a variação aparece.'
                }
              />
              <SelectField
                className="variation-form__half"
                label="Cálculo do Preço"
                value={draft.calculo_preco}
                onChange={(v) => set('calculo_preco', v)}
                placeholder="Selecione..."
                error={errors.calculo_preco}
                options={PRICE_CALC_CODES.map((c) => ({ value: c, label: PRICE_CALC_LABELS[c] }))}
              />
              {CHOICE_LIMITS.map(([key, label]) => (
                <TextField
                  key={key}
                  label={label}
                  type="number"
                  inputMode="numeric"
                  min={0}
                  step={1}
                  value={draft[key]}
                  error={errors[key]}
                  onChange={(e) => set(key, e.target.value)}
                />
              ))}
            </div>
            <div className="bo-actions">
              <Button type="submit" disabled={busy} aria-busy={busy || undefined}>
                {busy ? 'Carregando...' : variation ? 'Salvar variação' : 'Salvar e cadastrar itens'}
              </Button>
            </div>
          </form>
          <VariationItems
            variation={variation}
            onChanged={async () => {
              if (variation) await reload(variation.id_variacao);
              onChanged?.();
            }}
          />
          <ModalCloseFooter onClose={onClose} />
        </div>
      )}
    </Modal>
  );
}
