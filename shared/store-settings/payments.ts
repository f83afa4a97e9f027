/** Payment methods screen rules (spec 02 §2.11): accent-insensitive filter, what Save sends. */
import type { PaymentMethod } from '../api/store-settings';
import { matchesSearch } from '../search';

export const PAYMENTS_SAVED = 'Formas de Pagamento salvas com sucesso';

export function filterMethods(methods: readonly PaymentMethod[], query: string): PaymentMethod[] {
  return query.trim() === '' ? [...methods] : methods.filter((m) => matchesSearch(m.nome, query));
}

/** The chaves of the ticked methods, in list order. */
export function selectedKeys(methods: readonly PaymentMethod[]): string[] {
  return methods.filter((m) => m.selected).map((m) => m.chave);
}

/** Whether the ticked set differs from the saved one. */
export function paymentsChanged(saved: readonly PaymentMethod[], current: readonly PaymentMethod[]): boolean {
  const a = selectedKeys(saved).sort().join('|');
  const b = selectedKeys(current).sort().join('|');
  return a !== b;
}
