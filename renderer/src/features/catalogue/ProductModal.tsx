/**
 * The product modal (spec 02 §2.2, §4): Informações (image, name, description, single or multiple
 * sizes) and Disponibilidade; the older presentation keeps sizes in a Tamanhos tab. Before the
 * first save the image, the multiple-sizes checkbox and the other tabs are locked; a save returns
 * the id, unlocks them and reloads the product ('Erro ao obter produto' when that fails).
 */
import { HiddenFileInput } from '../../components/HiddenFileInput';
import { PriceField } from './PriceField';
import { Search } from 'lucide-react';
import { useRef, useState } from 'react';
import { Button } from '../../components/Button';
import { Modal } from '../../components/Modal';
import { TextField } from '../../components/TextField';
import { Checkbox, Tabs } from '../../components/backoffice';
import { dialogs } from '../../components/feedback/dialogs';
import { useServices } from '../../services/services';
import { IMAGE_MAX_BYTES, PRODUCT_IMAGE_TYPES } from '../../../../shared/api/catalogue';
import {
  decodeAvailability,
  encodeAvailability,
  validateAvailability,
  type AvailabilityErrors,
} from '../../../../shared/catalogue/availability';
import { parsePrice, priceToInput } from '../../../../shared/catalogue/price';
import { AvailabilityEditor, tabWithErrors } from './AvailabilityEditor';
import { catalogueApi, getProduct, uploadPhoto, type Category, type Product } from './catalogueApi';
import type { Presentation } from './presentation';
import { PRICE_INVALID, SizesEditor } from './SizesEditor';
import { VariationLinksEditor } from './product/VariationLinksEditor';
import { CompositionEditor } from './product/CompositionEditor';
import { CatalogueSearchModal } from './product/CatalogueSearchModal';
import { ModalForm } from './ModalForm';
import {
  FromPricingFields,
  fromPricingErrors,
  fromPricingForm,
  fromPricingOf,
  type FromPricingErrors,
} from './product/FromPricingFields';

const PRODUCT_MESSAGES = {
  saveBeforeImage: 'Salve o produto antes de cadastrar uma imagem',
  saveBeforeSizes: 'Salve o produto antes de cadastrar tamanhos!',
  loadError: 'Erro ao obter produto',
  name: 'Informe o nome do produto.',
  promo: 'O preço promocional deve ser menor que o preço.',
  imageType: 'Envie uma imagem PNG, JPG ou JPEG.',
  imageSize: 'A imagem deve ter até 2MB.',
  availabilityIntro: 'Aqui você define em que momentos os clientes poderão comprar este item',
} as const;

interface Errors {
  name?: string;
  price?: string;
  promo?: string;
  fromPricing?: FromPricingErrors;
  availability: AvailabilityErrors;
}

export interface ProductModalProps {
  category: Category;
  /** null = a new product. */
  product: Product | null;
  presentation: Presentation;
  onClose(): void;
  /** After any write: the list reloads. */
  onChanged(): void;
}

export function ProductModal({
  category,
  product: initial,
  presentation,
  onClose,
  onChanged,
}: ProductModalProps) {
  const { api } = useServices();
  const [product, setProduct] = useState<Product | null>(initial);
  /**
   * The id a create returned, kept even when the reload after it failed: the next Salvar edits
   * that product instead of creating a second one.
   */
  const [createdId, setCreatedId] = useState<string | null>(null);
  const [name, setName] = useState(initial?.nome_prod ?? '');
  const [description, setDescription] = useState(initial?.descricao ?? '');
  const [catalogueId, setCatalogueId] = useState(initial?.id_produto ?? '');
  /** The catalogue's image chosen by a data replacement, sent as foto on save. */
  const [catalogueImage, setCatalogueImage] = useState('');
  const [searching, setSearching] = useState(false);
  const [multi, setMulti] = useState((initial?.tamanhos.length ?? 0) > 0);
  const [price, setPrice] = useState(priceToInput(initial?.preco));
  const [promo, setPromo] = useState(priceToInput(initial?.novo_preco));
  const [fromPricing, setFromPricing] = useState(() => fromPricingOf(initial));
  const [availability, setAvailability] = useState(() => decodeAvailability(initial?.disponibilidade));
  const [tab, setTab] = useState('info');
  const [errors, setErrors] = useState<Errors>({ availability: {} });
  const [busy, setBusy] = useState(false);
  const [uploading, setUploading] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const saved = product !== null;
  const old = presentation === 'old';

  const title = saved
    ? old
      ? `Atualizar Produto ${product.id_cardapio}`
      : 'Editando produto'
    : old
      ? 'Adicionar Produto'
      : 'Cadastrando novo produto';

  async function reload(id: string): Promise<Product | null> {
    const fresh = await getProduct(api, category.id_cardapio_categoria, id);
    if (!fresh) {
      void dialogs.alert({ message: PRODUCT_MESSAGES.loadError, tone: 'error' });
      return null;
    }
    setProduct(fresh);
    // A product with sizes loads as multi-size with base prices zero (spec 02 §4).
    if (fresh.tamanhos.length > 0) {
      setMulti(true);
      setPrice('');
      setPromo('');
    }
    return fresh;
  }

  async function save() {
    const p = multi ? 0 : parsePrice(price === '' ? '0' : price);
    const q = multi || promo === '' ? null : parsePrice(promo);
    const next: Errors = {
      name: name.trim() === '' ? PRODUCT_MESSAGES.name : undefined,
      price: p === null ? PRICE_INVALID : undefined,
      promo:
        !multi && promo !== '' && q === null
          ? PRICE_INVALID
          : q !== null && p !== null && q >= p
            ? PRODUCT_MESSAGES.promo
            : undefined,
      fromPricing: fromPricingErrors(fromPricing, PRICE_INVALID),
      availability: saved ? validateAvailability(availability) : {},
    };
    setErrors(next);
    const infoInvalid = Boolean(
      next.name || next.price || next.promo || next.fromPricing?.oldPrice || next.fromPricing?.fromPrice,
    );
    const errorTab = tabWithErrors(infoInvalid, next.availability);
    if (errorTab) {
      setTab(errorTab);
      return;
    }
    setBusy(true);
    const res = await catalogueApi.saveProduct(api, product?.id_cardapio ?? createdId, {
      id_cardapio_categoria: category.id_cardapio_categoria,
      id_produto: catalogueId,
      ...(catalogueImage ? { foto: catalogueImage } : {}),
      nome_prod: name.trim(),
      descricao: description.trim(),
      preco: multi ? '0' : price || '0',
      novo_preco: multi ? '' : promo,
      ...fromPricingForm(fromPricing),
      disponibilidade: saved ? encodeAvailability(availability) : '',
    });
    if (res?.id_cardapio) {
      setCreatedId(res.id_cardapio);
      setCatalogueImage('');
      onChanged();
      await reload(res.id_cardapio);
    }
    setBusy(false);
  }

  async function pickImage(file: File | undefined) {
    if (!file || !product) return;
    if (!(PRODUCT_IMAGE_TYPES as readonly string[]).includes(file.type)) {
      void dialogs.alert({ message: PRODUCT_MESSAGES.imageType });
      return;
    }
    if (file.size > IMAGE_MAX_BYTES) {
      void dialogs.alert({ message: PRODUCT_MESSAGES.imageSize });
      return;
    }
    setUploading(true);
    const url = await uploadPhoto(api, product.id_cardapio, file);
    setUploading(false);
    if (url) {
      setProduct({ ...product, foto: url });
      onChanged();
    }
  }

  const sizes = product ? (
    <SizesEditor
      productId={product.id_cardapio}
      sizes={product.tamanhos}
      onChanged={() => {
        onChanged();
        void reload(product.id_cardapio);
      }}
    />
  ) : null;

  const info = (
    <div className="catalogue-product-info">
      <div className="catalogue-image">
        <button
          type="button"
          className="catalogue-image__button"
          disabled={uploading}
          aria-describedby={saved ? 'catalogue-image-hint' : 'catalogue-image-locked'}
          onClick={() => {
            // Before the first save the click says why, in the 'Atenção!' dialog (spec 02 §2.2).
            if (saved) fileInput.current?.click();
            else void dialogs.alert({ message: PRODUCT_MESSAGES.saveBeforeImage });
          }}
        >
          {catalogueImage || product?.foto ? (
            <img src={catalogueImage || product?.foto} alt={`Imagem de ${name || 'produto'}`} />
          ) : (
            <span>{uploading ? 'Enviando...' : 'Adicionar imagem'}</span>
          )}
        </button>
        <HiddenFileInput
          ref={fileInput}
          accept=".png,.jpg,.jpeg,image/png,image/jpeg"
          aria-label="Imagem do produto"
          onPick={(file) => void pickImage(file)}
        />
        {saved ? (
          <p className="field__hint" id="catalogue-image-hint">
            PNG, JPG ou JPEG, até 2MB. Clique na imagem para trocar.
          </p>
        ) : (
          <p className="field__hint" id="catalogue-image-locked">
            {PRODUCT_MESSAGES.saveBeforeImage}
          </p>
        )}
      </div>
      <div className="bo-form-grid catalogue-product-fields">
        <TextField
          label="Categoria"
          value={category.nome_categoria}
          readOnly
          className="bo-form-grid__wide"
        />
        <div className="bo-form-grid__wide catalogue-search-row">
          <Button
            variant="secondary"
            icon={<Search size={16} aria-hidden />}
            onClick={() => setSearching(true)}
          >
            Buscar no catálogo
          </Button>
          {catalogueId ? (
            <span className="field__hint">Produto do catálogo: {catalogueId}</span>
          ) : (
            <span className="field__hint">Substitua os dados por um produto do catálogo.</span>
          )}
        </div>
        <TextField
          label="Nome do Produto"
          value={name}
          maxLength={200}
          error={errors.name}
          className="bo-form-grid__wide"
          onChange={(e) => setName(e.target.value)}
        />
        <div className="field bo-form-grid__wide">
          <label className="field__label" htmlFor="catalogue-description">
            Descrição
          </label>
          <div className="field__box">
            <textarea
              id="catalogue-description"
              className="field__input catalogue-textarea"
              value={description}
              maxLength={2000}
              rows={3}
              onChange={(e) => setDescription(e.target.value)}
            />
          </div>
        </div>
        <div className="bo-form-grid__wide">
          <Checkbox
            label="Este produto possui mais tamanhos?"
            checked={multi}
            disabled={(product?.tamanhos.length ?? 0) > 0}
            hint={saved ? undefined : PRODUCT_MESSAGES.saveBeforeSizes}
            onChange={(checked) => {
              if (saved) setMulti(checked);
              else void dialogs.alert({ message: PRODUCT_MESSAGES.saveBeforeSizes });
            }}
          />
        </div>
        {multi ? null : (
          <>
            <PriceField
              label="Preço"
              value={price}
              error={errors.price}
              placeholder="0.00"
              onChange={setPrice}
            />
            <PriceField
              label="Preço Promocional"
              value={promo}
              error={errors.promo}
              placeholder="0.00"
              onChange={setPromo}
            />
          </>
        )}
        <FromPricingFields value={fromPricing} errors={errors.fromPricing ?? {}} onChange={setFromPricing} />
      </div>
      {multi && !old ? <div className="catalogue-product-sizes">{sizes}</div> : null}
    </div>
  );

  const items = [
    { value: 'info', label: 'Informações', content: info },
    ...(old
      ? [
          {
            value: 'tamanhos',
            label: 'Tamanhos',
            disabled: !saved || !multi,
            content: sizes ?? <p className="catalogue-empty">{PRODUCT_MESSAGES.saveBeforeSizes}</p>,
          },
        ]
      : []),
    {
      value: 'composicao',
      label: 'Composição',
      disabled: !saved,
      content: product ? <CompositionEditor productId={product.id_cardapio} /> : null,
    },
    {
      value: 'variacoes',
      label: 'Variações',
      disabled: !saved,
      content: product ? (
        <VariationLinksEditor
          productId={product.id_cardapio}
          sizes={product.tamanhos}
          productLinks={product.variacoes}
          onChanged={() => {
            onChanged();
            void reload(product.id_cardapio);
          }}
        />
      ) : null,
    },
    {
      value: 'disponibilidade',
      label: 'Disponibilidade',
      disabled: !saved,
      content: (
        <AvailabilityEditor
          value={availability}
          onChange={setAvailability}
          errors={errors.availability}
          intro={PRODUCT_MESSAGES.availabilityIntro}
        />
      ),
    },
  ];

  return (
    <Modal open title={title} onRequestClose={onClose} size="lg">
      <ModalForm onSave={save} onClose={onClose} busy={busy}>
        <Tabs label="Produto" value={tab} onValueChange={setTab} items={items} />
      </ModalForm>
      {searching ? (
        <CatalogueSearchModal
          onClose={() => setSearching(false)}
          onPick={(p) => {
            setName(p.nome_produto.slice(0, 200));
            setDescription(p.descricao.slice(0, 2000));
            setCatalogueId(p.id_produto);
            if (p.imagem_redimensionada) setCatalogueImage(p.imagem_redimensionada);
            setErrors((prev) => ({ ...prev, name: undefined }));
            setTab('info');
            setSearching(false);
          }}
        />
      ) : null}
    </Modal>
  );
}
