/**
 * The menu manager (spec 02 §2.1): Categorias on the left, 'Produtos - {category}' on the right.
 * One component serves /produtos, /produtos/{id} (opens that product) and /produtosOld (the older
 * presentation: older modal titles and a Tamanhos tab).
 */
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import {
  LoadingState,
  Page,
  PageHeader,
  ResourceErrorState,
  confirmDelete,
  errorMessageOf,
  unwrapLegacy,
  useResource,
  useLoadFailureAlert,
} from '../../components/backoffice';
import { dialogs } from '../../components/feedback/dialogs';
import { useServices } from '../../services/services';
import type { MenuStatus } from '../../../../shared/api/platform-v1';
import { CategoriesCard } from './CategoriesCard';
import { CategoryModal } from './CategoryModal';
import { ProductModal } from './ProductModal';
import { ProductsCard } from './ProductsCard';
import {
  catalogueApi,
  getProduct,
  listCategories,
  listProducts,
  type Category,
  type Product,
} from './catalogueApi';
import type { Presentation } from './presentation';
import './catalogue.css';

const CATEGORIES_ERROR = 'Não foi possível carregar as categorias.';
const PRODUCTS_ERROR = 'Não foi possível carregar os produtos.';
/** Product order is saved this long after a drop (spec 02 §4). */
const PRODUCT_ORDER_DELAY_MS = 100;

type CategoryEditor = { category: Category | null } | null;
type ProductEditor = { product: Product | null } | null;

export function MenuManager({ presentation }: { presentation: Presentation }) {
  const { api } = useServices();
  const params = useParams();
  const navigate = useNavigate();
  const categories = useResource(
    async (signal) => unwrapLegacy(await listCategories(api, signal)).categorias,
    [api],
  );
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const selected = categories.data?.find((c) => c.id_cardapio_categoria === selectedId) ?? null;
  // Tagged with its category: a list still on screen from another category is never shown as this one's.
  const products = useResource(
    async (signal) => ({
      categoryId: selectedId,
      list: selectedId ? unwrapLegacy(await listProducts(api, selectedId, signal)).cardapio : [],
    }),
    [api, selectedId],
  );
  useLoadFailureAlert(categories);
  useLoadFailureAlert(products);
  const productList = products.data?.categoryId === selectedId ? products.data.list : undefined;
  const [query, setQuery] = useState('');
  const [categoryEditor, setCategoryEditor] = useState<CategoryEditor>(null);
  const [productEditor, setProductEditor] = useState<ProductEditor>(null);
  const orderTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const openedFromRoute = useRef<string | null>(null);

  /** A category just saved: selected once the reloaded list holds it. */
  const wanted = useRef<string | null>(null);

  // The first category is selected on load (and again when the selected one disappears).
  useEffect(() => {
    const list = categories.data;
    if (!list) return;
    if (wanted.current !== null) {
      if (list.some((c) => c.id_cardapio_categoria === wanted.current)) {
        setSelectedId(wanted.current);
        wanted.current = null;
        return;
      }
      if (categories.status !== 'error') return;
      wanted.current = null;
    }
    if (selectedId === null || !list.some((c) => c.id_cardapio_categoria === selectedId)) {
      setSelectedId(list[0]?.id_cardapio_categoria ?? null);
    }
  }, [categories.data, categories.status, selectedId]);

  // /produtos/{id}: find the product's category, select it and open the product.
  const routeId = params.id;
  useEffect(() => {
    const list = categories.data;
    if (!routeId || !list || openedFromRoute.current === routeId) return;
    openedFromRoute.current = routeId;
    let cancelled = false;
    void (async () => {
      for (const c of list) {
        const res = await listProducts(api, c.id_cardapio_categoria).catch(() => null);
        const found = res?.ok ? res.data.cardapio.find((p) => p.id_cardapio === routeId) : undefined;
        if (cancelled) return;
        if (found) {
          setSelectedId(c.id_cardapio_categoria);
          setProductEditor({ product: found });
          return;
        }
      }
      if (!cancelled) void dialogs.alert({ message: 'Erro ao obter produto', tone: 'error' });
    })();
    return () => {
      cancelled = true;
    };
  }, [api, categories.data, routeId]);

  useEffect(() => () => clearTimeout(orderTimer.current), []);

  function selectCategory(id: string) {
    setSelectedId(id);
    setQuery('');
  }

  async function reorderCategories(ids: string[]) {
    const byId = new Map((categories.data ?? []).map((c) => [c.id_cardapio_categoria, c]));
    categories.setData(ids.map((id) => byId.get(id)).filter((c): c is Category => c !== undefined));
    if (!(await catalogueApi.orderCategories(api, ids))) categories.reload();
  }

  function reorderProducts(ids: string[]) {
    const byId = new Map((productList ?? []).map((p) => [p.id_cardapio, p]));
    products.setData({
      categoryId: selectedId,
      list: ids.map((id) => byId.get(id)).filter((p): p is Product => p !== undefined),
    });
    clearTimeout(orderTimer.current);
    orderTimer.current = setTimeout(() => {
      void catalogueApi.orderProducts(api, ids).then((ok) => {
        if (!ok) products.reload();
      });
    }, PRODUCT_ORDER_DELAY_MS);
  }

  async function deleteCategory(c: Category) {
    if (!(await confirmDelete())) return;
    if (await catalogueApi.deleteCategory(api, c.id_cardapio_categoria)) categories.reload();
  }

  async function changeStatus(p: Product, status: MenuStatus) {
    await catalogueApi.productStatus(api, p.id_cardapio, status);
    products.reload();
  }

  async function clone(p: Product) {
    if (await catalogueApi.cloneProduct(api, p.id_cardapio)) products.reload();
  }

  async function deleteProduct(p: Product) {
    if (!(await confirmDelete())) return;
    if (await catalogueApi.deleteProduct(api, p.id_cardapio)) products.reload();
  }

  async function editProduct(p: Product) {
    if (!selected) return;
    // The modal works on a fresh copy; the row is the fallback when the reload fails.
    const fresh = await getProduct(api, selected.id_cardapio_categoria, p.id_cardapio);
    if (!fresh) {
      void dialogs.alert({ message: 'Erro ao obter produto', tone: 'error' });
      return;
    }
    setProductEditor({ product: fresh });
  }

  function closeProduct() {
    setProductEditor(null);
    if (routeId) void navigate(presentation === 'old' ? '/produtosOld' : '/produtos', { replace: true });
  }

  // Stable handlers: the cards are memoised, so opening a modal does not re-render 80 sortable rows.
  const latest = useRef<{
    editProduct: typeof editProduct;
    clone: typeof clone;
    deleteProduct: typeof deleteProduct;
    changeStatus: typeof changeStatus;
    reorderProducts: typeof reorderProducts;
    reorderCategories: typeof reorderCategories;
    deleteCategory: typeof deleteCategory;
    selectCategory: typeof selectCategory;
  } | null>(null);
  useLayoutEffect(() => {
    latest.current = {
      editProduct,
      clone,
      deleteProduct,
      changeStatus,
      reorderProducts,
      reorderCategories,
      deleteCategory,
      selectCategory,
    };
  });
  const handlers = useMemo(
    () => ({
      onSelectCategory: (id: string) => latest.current?.selectCategory(id),
      onAddCategory: () => setCategoryEditor({ category: null }),
      onEditCategory: (c: Category) => setCategoryEditor({ category: c }),
      onDeleteCategory: (c: Category) => void latest.current?.deleteCategory(c),
      onReorderCategories: (ids: string[]) => void latest.current?.reorderCategories(ids),
      onAddProduct: () => setProductEditor({ product: null }),
      onEditProduct: (p: Product) => void latest.current?.editProduct(p),
      onClone: (p: Product) => void latest.current?.clone(p),
      onDeleteProduct: (p: Product) => void latest.current?.deleteProduct(p),
      onStatus: (p: Product, s: MenuStatus) => void latest.current?.changeStatus(p, s),
      onReorderProducts: (ids: string[]) => latest.current?.reorderProducts(ids),
    }),
    [],
  );
  const productsError = errorMessageOf(products.error, PRODUCTS_ERROR);

  let content;
  if (categories.status === 'loading' && !categories.data) content = <LoadingState />;
  else if (categories.status === 'error' && !categories.data)
    content = (
      <ResourceErrorState error={categories.error} fallback={CATEGORIES_ERROR} onRetry={categories.reload} />
    );
  else
    content = (
      <div className="catalogue-layout">
        <CategoriesCard
          categories={categories.data ?? []}
          selectedId={selectedId}
          onSelect={handlers.onSelectCategory}
          onAdd={handlers.onAddCategory}
          onEdit={handlers.onEditCategory}
          onDelete={handlers.onDeleteCategory}
          onReorder={handlers.onReorderCategories}
        />
        <ProductsCard
          category={selected}
          products={selected ? productList : undefined}
          status={products.status}
          errorMessage={productsError}
          query={query}
          onQuery={setQuery}
          onRetry={products.reload}
          onAdd={handlers.onAddProduct}
          onEdit={handlers.onEditProduct}
          onClone={handlers.onClone}
          onDelete={handlers.onDeleteProduct}
          onStatus={handlers.onStatus}
          onReorder={handlers.onReorderProducts}
        />
      </div>
    );

  return (
    <Page className="catalogue">
      <PageHeader
        title={presentation === 'old' ? 'Cardápio' : 'Produtos'}
        subtitle="Organize o cardápio em categorias e produtos. Arraste para mudar a ordem."
      />
      {content}
      {categoryEditor ? (
        <CategoryModal
          category={categoryEditor.category}
          presentation={presentation}
          onClose={() => setCategoryEditor(null)}
          onSaved={(id) => {
            setCategoryEditor(null);
            if (id) wanted.current = id;
            categories.reload();
          }}
        />
      ) : null}
      {productEditor && selected ? (
        <ProductModal
          key={productEditor.product?.id_cardapio ?? 'new'}
          category={selected}
          product={productEditor.product}
          presentation={presentation}
          onClose={closeProduct}
          onChanged={products.reload}
        />
      ) : null}
    </Page>
  );
}
