/** Form input of the catalogue calls: shapes, ids, prices and orders, with the refusals' texts. */
import { z } from 'zod';
import { isValidAvailabilityText } from '../../shared/catalogue/availability';
import { isMenuStatus, isRowStatus, type RowStatus } from '../../shared/catalogue/labels';
import type { MenuStatus } from '../../shared/api/catalogue';

/** Where uploaded images are served (public, like a CDN). */
export const IMAGE_PATH = 'cardapio/imagem/';

export const CATALOGUE_MESSAGES = {
  categoryName: 'Informe o nome da categoria.',
  categoryNotFound: 'Categoria não encontrada.',
  categoryHasProducts: 'Não é possível excluir uma categoria que possui produtos.',
  productName: 'Informe o nome do produto.',
  productNotFound: 'Produto não encontrado.',
  price: 'Preço inválido: use até 6 caracteres, ponto como separador e 2 casas decimais.',
  promoPrice: 'Preço promocional inválido: use até 6 caracteres, ponto como separador e 2 casas decimais.',
  oldPrice: 'Preço antigo inválido: use até 6 caracteres, ponto como separador e 2 casas decimais.',
  fromPrice: 'Preço "a partir de" inválido: use até 6 caracteres, ponto como separador e 2 casas decimais.',
  fromFlag: 'Valor inválido para "a partir de".',
  promoAbovePrice: 'O preço promocional deve ser menor que o preço.',
  status: 'Status inválido.',
  availability: 'Disponibilidade inválida.',
  order: 'Ordem inválida.',
  sizeName: 'Informe o nome do tamanho.',
  sizeNotFound: 'Tamanho não encontrado.',
  image: 'Envie uma imagem PNG, JPG ou JPEG de até 2MB.',
  imageMissing: 'Selecione uma imagem.',
  saved: 'Salvo com sucesso!',
  deleted: 'Excluído com sucesso!',
  ordered: 'Ordem salva com sucesso!',
  statusChanged: 'Status alterado com sucesso!',
  cloned: 'Produto duplicado com sucesso!',
  photo: 'Imagem enviada com sucesso!',
} as const;

const text = (max: number) => z.string().max(max);
const idLike = z.union([z.string().max(20), z.number().int().min(0)]);
// A whole category's order: stores with thousands of products in one category send every id.
const orderLike = z.union([z.string().max(200_000), z.array(z.string().max(20)).max(20_000)]);

export const categoryBody = z.object({
  nome_categoria: text(500).optional(),
  status: text(5).optional(),
  disponibilidade: text(5000).optional(),
});
export const productBody = z.object({
  id_cardapio_categoria: idLike.optional(),
  id_produto: text(40).optional(),
  nome_prod: text(500).optional(),
  descricao: text(5000).optional(),
  preco: text(20).optional(),
  novo_preco: text(20).optional(),
  preco_antigo: text(20).optional(),
  apartirde: text(5).optional(),
  preco_apartirde: text(20).optional(),
  descricao_sis: text(5000).optional(),
  disponibilidade: text(5000).optional(),
  foto: text(2000).optional(),
  status: text(5).optional(),
});
export const sizeBody = z.object({
  id_cardapio: idLike.optional(),
  nome: text(500).optional(),
  preco: text(20).optional(),
  status: text(5).optional(),
});
export const idBody = (key: string) => z.object({ [key]: idLike.optional() });
export const statusBody = (key: string) => z.object({ [key]: idLike.optional(), status: text(5).optional() });
export const orderBody = z.object({ ordem: orderLike.optional(), id_cardapio: idLike.optional() });

/** A positive id as text or number, or null. */
export function toId(value: unknown): number | null {
  const t = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
  return /^[1-9]\d{0,8}$/.test(t) ? Number(t) : null;
}

/** Spec 02 §5: up to 6 characters, dot separator, 2 decimals. '' reads as `empty`. */
export function toPrice<E>(value: string | undefined, empty: E): number | E | undefined {
  const t = (value ?? '').trim();
  if (t === '') return empty;
  if (t.length > 6 || !/^\d+(\.\d{1,2})?$/.test(t)) return undefined;
  return Number(t);
}

/** A size's status: the menu's S/F/O, or N (inactive, spec 02 §4). */
export function toRowStatus(
  value: string | undefined,
  fallback: RowStatus | null,
): RowStatus | null | undefined {
  if (value === undefined || value === '') return fallback;
  return isRowStatus(value) ? value : undefined;
}

export function toStatus(
  value: string | undefined,
  fallback: MenuStatus | null,
): MenuStatus | null | undefined {
  if (value === undefined || value === '') return fallback;
  return isMenuStatus(value) ? value : undefined;
}

/** `ordem`: a JSON array of ids, a comma list or a repeated field; null when any entry is not an id. */
export function toOrder(value: string | string[] | undefined): number[] | null {
  if (value === undefined) return null;
  let items: unknown[];
  if (Array.isArray(value)) items = value;
  else if (value.trim().startsWith('[')) {
    try {
      const parsed: unknown = JSON.parse(value);
      if (!Array.isArray(parsed)) return null;
      items = parsed;
    } catch {
      return null;
    }
  } else items = value.split(',');
  const ids = items.map((v) => toId(typeof v === 'object' && v !== null ? (v as { id?: unknown }).id : v));
  return ids.every((id): id is number => id !== null) && ids.length > 0 ? ids : null;
}

export function toAvailability(value: string | undefined): string | undefined {
  const t = (value ?? '').trim();
  return isValidAvailabilityText(t) ? t : undefined;
}

/** A yes/no field ('S'/'N', 1/0, true/false); '' or absent reads as `empty`; anything else undefined. */
export function toYesNo<E>(value: string | undefined, empty: E): 'S' | 'N' | E | undefined {
  const t = (value ?? '').trim().toLowerCase();
  if (t === '') return empty;
  if (['s', '1', 'true'].includes(t)) return 'S';
  if (['n', '0', 'false'].includes(t)) return 'N';
  return undefined;
}
