/**
 * Today's dozen demo orders, open and closed together: the seed inserts them on a fresh database
 * and again on a database from an earlier day, so the Início screen always opens busy.
 */
import { CLOSED_ORDERS } from './demo-orders-closed';
import { OPEN_ORDERS } from './demo-orders-open';
import type { OrderTemplate } from './order-templates';

/** A dozen orders of today in every status the Início screen summarises. */
export const DEMO_ORDERS: readonly OrderTemplate[] = [...OPEN_ORDERS, ...CLOSED_ORDERS];
