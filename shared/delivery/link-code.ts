/**
 * The code a store's own courier shows to collect an order (spec 01 §4, §9): 'A-' followed by
 * 5 random digits or uppercase letters. The random source is injected so tests can pin it.
 */

const LINK_CODE_PREFIX = 'A-';
const LINK_CODE_LENGTH = 5;
export const LINK_CODE_ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
export const LINK_CODE_PATTERN = /^A-[0-9A-Z]{5}$/;

/** A source of floats in [0, 1), like Math.random. */
export type Random = () => number;

/** One symbol per call; an out-of-range RNG value is clamped, never read past the alphabet. */
function pick(rng: Random): string {
  const raw = rng();
  const r = Number.isFinite(raw) ? Math.min(Math.max(raw, 0), 1 - Number.EPSILON) : 0;
  return LINK_CODE_ALPHABET.charAt(Math.floor(r * LINK_CODE_ALPHABET.length));
}

export function generateLinkCode(rng: Random = Math.random): string {
  let code = LINK_CODE_PREFIX;
  for (let i = 0; i < LINK_CODE_LENGTH; i += 1) code += pick(rng);
  return code;
}

export function isLinkCode(value: unknown): value is string {
  return typeof value === 'string' && LINK_CODE_PATTERN.test(value);
}
