/** The stored shape of a kitchen card (contract.ts KitchenCard), checked when read back. */
import { z } from 'zod';
import type { KitchenCard } from '../../shared/kitchen-screen/contract';

const slipItem = z.object({ qty: z.number(), name: z.string().max(300) });

export const cardItemSchema = z.object({
  qty: z.number(),
  name: z.string().max(300),
  linhas: z.array(z.string().max(300)).max(100),
});

export const cardSchema = z.object({
  key: z.string().min(1),
  orderId: z.string().min(1),
  screenId: z.string().min(1),
  stationNo: z.number().int().min(1).optional(),
  customerFirstName: z.string().max(100),
  mode: z.enum(['entrega', 'retirada']),
  items: z.array(cardItemSchema).max(500),
  observacoes: z.string().max(2000).optional(),
  acceptedAt: z.number(),
  openedAt: z.number().optional(),
  state: z.enum(['open', 'cancelled', 'bumped']),
  change: z.object({ at: z.number(), added: z.array(slipItem), removed: z.array(slipItem) }).optional(),
  cancelledAt: z.number().optional(),
  cancelReason: z.string().max(500).optional(),
  bumpedAt: z.number().optional(),
}) satisfies z.ZodType<KitchenCard>;
