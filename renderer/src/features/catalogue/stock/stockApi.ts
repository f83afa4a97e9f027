/** The stock calls (spec 02 §7 Stock) and their schemas. */
import type { ApiClient } from '../../../api/http';
import { legacyWrite } from '../catalogueApi';
import {
  stockListSchema as listSchema,
  stockWriteSchema as writeSchema,
} from '../../../../../shared/api/catalogue';

export type { StockItem } from '../../../../../shared/api/catalogue';

export function listStock(api: ApiClient, signal?: AbortSignal) {
  return api.legacy('v1', 'get', 'estoque/listar', listSchema, { signal, quiet: true });
}

export interface StockForm {
  id_estoque: string;
  nome_item: string;
  descricao: string;
  status: 'S' | 'O';
  tipo: 'sabor' | 'ingrediente';
  arquivo: File | null;
}

/** POST estoque/adicionar, multipart (id_estoque, nome_item, status, tipo, descricao, arquivo). */
export function saveStockItem(api: ApiClient, form: StockForm) {
  const data = new FormData();
  data.append('id_estoque', form.id_estoque);
  data.append('nome_item', form.nome_item);
  data.append('status', form.status);
  data.append('tipo', form.tipo);
  data.append('descricao', form.descricao);
  if (form.arquivo) data.append('arquivo', form.arquivo);
  return legacyWrite(api, 'estoque/adicionar', data, writeSchema);
}

export const deleteStockItem = (api: ApiClient, id: string) =>
  legacyWrite(api, 'estoque/excluir', { id_estoque: id }, writeSchema);
export const stockStatus = (api: ApiClient, id: string, status: 'S' | 'O') =>
  legacyWrite(api, 'estoque/mudaStatus', { id_estoque: id, novo_status: status }, writeSchema);
