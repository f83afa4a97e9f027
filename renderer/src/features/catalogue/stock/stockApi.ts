/** The stock calls (spec 02 §7 Stock) and their schemas. */
import type { z } from 'zod';
import type { ApiClient, LegacyResult } from '../../../api/http';
import { dialogs } from '../../../components/feedback/dialogs';
import { notify } from '../../../components/feedback/notify';
import {
  stockListSchema as listSchema,
  stockWriteSchema as writeSchema,
} from '../../../../../shared/api/catalogue';

export type { StockItem } from '../../../../../shared/api/catalogue';

type Write = z.infer<typeof writeSchema>;

export function listStock(api: ApiClient, signal?: AbortSignal) {
  return api.legacy('v1', 'get', 'estoque/listar', listSchema, { signal, quiet: true });
}

async function send(
  api: ApiClient,
  path: string,
  body: { form?: Record<string, string>; multipart?: FormData },
): Promise<Write | null> {
  let res: LegacyResult<Write>;
  try {
    res = await api.legacy('v1', 'post', path, writeSchema, body);
  } catch {
    return null;
  }
  if (!res.ok) {
    void dialogs.alert({ message: res.message || 'Não foi possível salvar.', okLabel: 'Fechar' });
    return null;
  }
  if (res.data.mensagem) notify.success(res.data.mensagem);
  return res.data;
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
  return send(api, 'estoque/adicionar', { multipart: data });
}

export const deleteStockItem = (api: ApiClient, id: string) =>
  send(api, 'estoque/excluir', { form: { id_estoque: id } });
export const stockStatus = (api: ApiClient, id: string, status: 'S' | 'O') =>
  send(api, 'estoque/mudaStatus', { form: { id_estoque: id, novo_status: status } });
