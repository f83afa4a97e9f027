/**
 * Order statuses, their labels and the five list sections of the orders desk (spec 01 §2, §4).
 */
import type { OrderStatus } from './api/platform-v1';

export type OrderSectionId = 'pending' | 'production' | 'sent' | 'delivered' | 'cancelled';

export interface OrderSection {
  id: OrderSectionId;
  label: string;
  statuses: readonly OrderStatus[];
}

export const ORDER_SECTIONS: readonly OrderSection[] = [
  { id: 'pending', label: 'Pendente', statuses: ['PP'] },
  { id: 'production', label: 'Aceito/Produção', statuses: ['PA', 'PI', 'PL', 'LE'] },
  { id: 'sent', label: 'Enviado(s)/Pronto para retirada', statuses: ['PE', 'PICKUP_READY'] },
  { id: 'delivered', label: 'Entregues', statuses: ['PD'] },
  { id: 'cancelled', label: 'Cancelados', statuses: ['PC'] },
];

export const ORDER_STATUS_LABELS: Readonly<Record<OrderStatus, string>> = {
  PP: 'Pendente',
  PA: 'Aceito',
  PI: 'Impresso',
  PL: 'Em produção',
  LE: 'Liberado para entrega',
  PE: 'Enviado',
  PICKUP_READY: 'Pronto para retirada',
  PD: 'Entregue',
  PC: 'Cancelado',
};

export function sectionOf(status: string): OrderSectionId | null {
  return ORDER_SECTIONS.find((s) => (s.statuses as readonly string[]).includes(status))?.id ?? null;
}

/** The status label, or the raw code for a status this version does not know. */
export function orderStatusLabel(status: string): string {
  return (ORDER_STATUS_LABELS as Readonly<Record<string, string>>)[status] ?? status;
}
