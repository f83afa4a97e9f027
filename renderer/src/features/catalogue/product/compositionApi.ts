/** The product composition calls (spec 02 §7 Composition) and their schemas. */
import type { ApiClient } from '../../../api/http';
import { write } from '../catalogueApi';
import { compositionSchema as listSchema } from '../../../../../shared/api/catalogue';

export type { CompositionItem } from '../../../../../shared/api/catalogue';

export function listComposition(api: ApiClient, productId: string, signal?: AbortSignal) {
  return api.legacy('v1', 'get', `cardapioestoque/listar/${encodeURIComponent(productId)}`, listSchema, {
    signal,
    quiet: true,
  });
}

export const compositionApi = {
  add: (
    api: ApiClient,
    form: { id_cardapio: string; id_estoque: string; quantidade: number; removivel: boolean },
  ) =>
    write(api, 'cardapioestoque/inserir', {
      id_cardapio: form.id_cardapio,
      id_estoque: form.id_estoque,
      quantidade: form.quantidade,
      removivel: form.removivel ? 1 : 0,
    }),
  remove: (api: ApiClient, itemId: string) =>
    write(api, 'cardapioestoque/excluir', { id_cardapio_estoque: itemId }),
  order: (api: ApiClient, productId: string, ids: string[]) =>
    write(api, 'cardapioestoque/ordem', { ordem: JSON.stringify(ids), id_cardapio: productId }),
};

/** Qtd. (spec 02 §5 default 1): a whole number from 1 to 99. */
export function parseQuantity(text: string): number | null {
  const t = text.trim();
  if (!/^\d{1,2}$/.test(t)) return null;
  const n = Number(t);
  return n >= 1 ? n : null;
}
export const QUANTITY_INVALID = 'Informe uma quantidade de 1 a 99.';
export const INGREDIENT_REQUIRED = 'Selecione um ingrediente.';
