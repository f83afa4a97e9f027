/** Sales history and fine-reversal calls (spec 03 §7 Sales and statement, financial overview). */
import { z } from 'zod';
import type { ApiClient } from '../../../api/http';
import { isApiError } from '../../../api/errors';
import { LegacyRefusal } from '../../../components/backoffice';
import { lenientText, listOf, money, optionalMoney } from '../../../../../shared/api/lenient';

const text = lenientText;

/**
 * An order of the sales history: one without an id (id_pedido or hash_pedido) or a readable
 * total is left out of the list; other amounts may be missing (0) but never unreadable.
 */
export const historyOrderSchema = z
  .looseObject({
    id_pedido: text,
    hash_pedido: text,
    data_criacao: text,
    usuario_nome: text,
    status: text,
    valor_pedido: optionalMoney(0),
    valor_desconto: optionalMoney(0),
    valor_taxa: optionalMoney(0),
    valor_total: money,
    pagamento: text,
    fine_reversal_id: z.unknown().optional(),
    fine_reversal_is_approved: z.unknown().optional(),
  })
  .refine((o) => o.id_pedido !== '' || o.hash_pedido !== '', 'pedido sem id');

export type HistoryOrder = z.infer<typeof historyOrderSchema>;

const historySchema = listOf('retorno', historyOrderSchema, 'pagamentoonline/gerahistorico');

export interface HistoryFilter {
  /** '0' | '7' | '30' | '60' | '90' | 'PP'. */
  periodo: string;
  /** dd/mm/yyyy (PP only). */
  inicio: string;
  fim: string;
}

/** The establishment id comes from the session (the original read it from local storage). */
export async function fetchHistory(
  api: ApiClient,
  storeId: string,
  f: HistoryFilter,
  signal?: AbortSignal,
): Promise<HistoryOrder[]> {
  const res = await api.legacy('v1', 'post', 'pagamentoonline/gerahistorico', historySchema, {
    form: {
      periodo: f.periodo,
      data_inicio: f.periodo === 'PP' ? f.inicio : '',
      data_final: f.periodo === 'PP' ? f.fim : '',
      id_estabelecimento: storeId,
    },
    signal,
  });
  if (!res.ok) throw new LegacyRefusal(res.message, res.errors);
  return res.data.retorno;
}

const messageSchema = z.looseObject({ message: z.unknown().optional() });

/** POST finance/reversal-fine; a failure's message is read from the body (03 §7). */
export async function requestFineReversal(
  api: ApiClient,
  order: { id: string; hash: string },
  description: string,
): Promise<{ ok: true } | { ok: false; message: string }> {
  try {
    await api.json('finance', 'post', 'finance/reversal-fine', messageSchema, {
      body: { description, order_id: order.id, order_hash: order.hash },
      silent: true,
    });
    return { ok: true };
  } catch (err) {
    const message = isApiError(err) ? (err.serverMessage ?? '') : '';
    return { ok: false, message: message || 'Não foi possível enviar a solicitação.' };
  }
}
