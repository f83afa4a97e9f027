/**
 * What the catalogue's route files share: the caller's store, the refusal the desk shows as
 * 'Atenção!' (200 `{status:false, erro}`), body parsing where a malformed body is a 400, and the
 * ownership checks a write runs before it touches a product or a size.
 */
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { sessionOf } from '../auth/service';
import type { Db } from '../db/migrations';
import { badBody } from '../http';
import { parseOr } from '../validation';

export const ownStore = (request: FastifyRequest) => sessionOf(request).establishment.id;

export type Refusal = { status: false; erro: string };
export const refuse = (erro: string): Refusal => ({ status: false, erro });

export const body = <T>(schema: z.ZodType<T>, input: unknown): T => parseOr(schema, input, badBody);

/** `product.get(store, id)` / `size.get(productId, id)`: a row when the id is the store's. */
export function ownershipChecks(db: Db) {
  return {
    product: db.prepare('SELECT 1 FROM menu_products WHERE establishment_id = ? AND id = ?'),
    size: db.prepare('SELECT 1 FROM menu_sizes WHERE product_id = ? AND id = ?'),
  };
}
