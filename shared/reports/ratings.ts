/**
 * Rating figures (spec 03 §2.14, §4, §9): the overall score is the sum of the three rating sums
 * divided by three times the count, shown with one decimal and as half stars; a row's average has
 * two decimals.
 */
import type { RatingRow, RatingTotals } from '../api/ratings';

const num = (v: unknown): number => {
  const n = typeof v === 'string' ? Number(v) : v;
  return typeof n === 'number' && Number.isFinite(n) ? n : 0;
};

/** 0..5 with one decimal; 0 when there is no rating. */
export function overallScore(totals: Partial<RatingTotals> | null | undefined): number {
  const count = num(totals?.total);
  if (count <= 0) return 0;
  const sum = num(totals?.nota_comida) + num(totals?.nota_entrega) + num(totals?.nota_geral);
  const score = sum / (3 * count);
  return Math.min(5, Math.max(0, Math.round(score * 10) / 10));
}

/** The score rounded to the nearest half star (3.2 → 3, 3.3 → 3.5, 3.8 → 4). */
export function halfStars(score: number): number {
  if (!Number.isFinite(score)) return 0;
  return Math.min(5, Math.max(0, Math.round(score * 2) / 2));
}

/** Which icon each of the five stars shows. */
export function starIcons(score: number): ('full' | 'half' | 'empty')[] {
  const h = halfStars(score);
  return [1, 2, 3, 4, 5].map((i) => (h >= i ? 'full' : h >= i - 0.5 ? 'half' : 'empty'));
}

/** A rating's average of its three notes, two decimals (e.g. 4.67). */
export function rowAverage(row: Pick<RatingRow, 'nota_comida' | 'nota_entrega' | 'nota_geral'>): number {
  const avg = (num(row.nota_comida) + num(row.nota_entrega) + num(row.nota_geral)) / 3;
  return Math.round(avg * 100) / 100;
}

const RATING_STATUS = { counted: 'Contabilizado', processing: 'Processando' } as const;

/** CC = Contabilizado, anything else Processando. */
export function ratingStatusName(code: unknown): string {
  return code === 'CC' ? RATING_STATUS.counted : RATING_STATUS.processing;
}

const hasText = (s: unknown): boolean => typeof s === 'string' && s.trim() !== '';

/** Respondido when both comments exist, Sem Resposta when only the customer's; null without comment. */
export function replyTag(
  row: Pick<RatingRow, 'comentario_usuario' | 'comentario_estabelecimento'>,
): 'Respondido' | 'Sem Resposta' | null {
  if (!hasText(row.comentario_usuario)) return null;
  return hasText(row.comentario_estabelecimento) ? 'Respondido' : 'Sem Resposta';
}

/** Percent bars of a 1..5 distribution (index 0 = 1 star), each 0..100. */
export function distributionBars(
  counts: readonly unknown[] | null | undefined,
): { stars: number; count: number; percent: number }[] {
  const values = [0, 1, 2, 3, 4].map((i) => Math.max(0, num(counts?.[i])));
  const sum = values.reduce((a, b) => a + b, 0);
  return values
    .map((count, i) => ({ stars: i + 1, count, percent: sum > 0 ? Math.round((count / sum) * 100) : 0 }))
    .reverse();
}
