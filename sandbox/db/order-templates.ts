/**
 * What varies between two orders (customer, address, items, payment, status, age), from which
 * orders/service.ts builds the full spec 01 §3 order with its totals, texts and progress entries.
 * The hand-written demo orders and the generator both produce templates, so every order goes
 * through one builder.
 */
import type { ExternalDeliveryStatus, OrderStatus } from '../../shared/api/platform-v1';

/** What varies between demo orders; the builder derives totals, texts and progress entries. */
export interface OrderTemplate {
  status: OrderStatus;
  minutesAgo: number;
  customer: { id: string; nome: string; telefone: string; confirmado: boolean; compras: number };
  /** null = pickup at the store. */
  address: { id: string; bairroId: string; completo: string } | null;
  itens: { nome: string; quantidade: number; valor_unitario: number; linhas: string[]; categoria: string }[];
  observacoes: string;
  pagamento: {
    forma: string;
    online: boolean;
    troco?: number;
    desconto?: number;
    /** Extra label/value lines after the standard ones (card brand, transaction...). */
    detalhes?: { label: string; value: string }[];
  };
  /** Delivery fee; default 6. Ignored for pickup. */
  taxaEntrega?: number;
  firstInApp?: boolean;
  firstInStore?: boolean;
  origin: 'cardapio-web' | 'app';
  chat: boolean;
  externalDelivery?: { allowed: boolean; status?: ExternalDeliveryStatus; id?: string; withCode?: boolean };
  motivoCancelamento?: string;
}

export const CATEGORY = {
  pizzas: '12',
  pizzasDoces: '13',
  esfihas: '15',
  calzones: '16',
  porcoes: '17',
  sobremesas: '18',
  bebidas: '20',
} as const;
