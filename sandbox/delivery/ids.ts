/** Delivery ids, and the stable courier and link code a delivery id maps to. */
import { randomBytes } from 'node:crypto';
import { COURIERS } from './areas';

export const newDeliveryId = (): string => `ext-${randomBytes(4).toString('hex')}`;

function hashOf(id: string): number {
  let h = 0;
  for (const ch of id) h = (h * 31 + ch.charCodeAt(0)) >>> 0;
  return h;
}

export const courierFor = (id: string) => COURIERS[hashOf(id) % COURIERS.length] ?? COURIERS[0]!;

/** A stable code for a seeded own-courier delivery the desk shows on its badge. */
export function linkCodeFor(id: string): string {
  const alphabet = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
  let h = hashOf(id) || 1;
  let code = 'A-';
  for (let i = 0; i < 5; i++) {
    code += alphabet[h % alphabet.length];
    h = Math.floor(h / alphabet.length) + 7919 * (i + 1);
  }
  return code;
}
