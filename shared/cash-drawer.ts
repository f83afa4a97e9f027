/**
 * The cash drawer a receipt printer pulses (issue 20 §4): when, why, and what staff are told
 * (shared/printing.ts re-exports all of it).
 */
import type { LiveOrder } from './api/live-order';
import type { LocalPrintSettings } from './printing';

/** Why the cash drawer was pulsed, for the log line (issue 20 §4: each pulse is logged). */
export const DRAWER_REASONS = ['manual', 'cash-print', 'cash-delivered'] as const;
export type DrawerReason = (typeof DRAWER_REASONS)[number];

export const DRAWER_REASON_LABELS: Readonly<Record<DrawerReason, string>> = {
  manual: 'botão Abrir gaveta',
  'cash-print': 'pedido em dinheiro impresso',
  'cash-delivered': 'pedido em dinheiro entregue',
};

export interface DrawerRequest {
  reason: DrawerReason;
  /** The order that asked for it (not for the button). */
  orderId?: string;
}

export const DRAWER_MESSAGES = {
  opened: 'Gaveta aberta',
  noPrinter: 'Nenhuma impressora de caixa escolhida: a gaveta fica ligada à impressora do caixa.',
  noDrawer: (printer: string) =>
    `A impressora ${printer} (Brother) não tem comando de gaveta: abra a gaveta pela chave.`,
  osPrinter: (printer: string) =>
    `A impressora ${printer} imprime pelo sistema operacional, que não abre a gaveta. Cadastre-a como impressora de rede ou USB.`,
  notSupported: 'O módulo de impressão deste computador não abre a gaveta.',
} as const;

/**
 * The order is paid in cash at the door. The live order carries the payment as the platform
 * words it (forma_pagamento 'Dinheiro'), not spec 03 §4's code (-1), which only the reports
 * get; an order paid online (cobrar_cliente false) has nothing to collect, whatever its text.
 */
export function paidInCash(order: Pick<LiveOrder, 'pedidoObj'>): boolean {
  const d = order.pedidoObj;
  if (!d.cobrar_cliente) return false;
  const words = d.forma_pagamento
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
  return /\bdinheiro\b/.test(words);
}

/** The option is on and the order is a cash one: its print or delivery opens the drawer. */
export function opensDrawerFor(
  settings: Pick<LocalPrintSettings, 'abrirGavetaDinheiro'>,
  order: Pick<LiveOrder, 'pedidoObj'>,
): boolean {
  return settings.abrirGavetaDinheiro === 'true' && paidInCash(order);
}
