/**
 * Busy mode as the desk keeps it (issue 34 §2), in the pause's record (pause.ts): zod only, so
 * the record's schema needs nothing else. The rules are busy.ts.
 */
import { z } from 'zod';

export const BUSY_LENGTHS = [
  { id: '30', label: '30 min', minutes: 30 },
  { id: '60', label: '1 h', minutes: 60 },
  { id: 'close', label: 'até fechar', minutes: null },
] as const;
export type BusyLength = (typeof BUSY_LENGTHS)[number]['id'];

const minutes = z.number().int().min(1).max(1440);
const estimateSchema = z.object({ min: minutes, max: minutes });
export type Estimate = z.infer<typeof estimateSchema>;
const epochMs = z.number().int().min(0).max(8_640_000_000_000_000);

export const busyModeSchema = z.object({
  store: z.string().trim().min(1).max(64),
  startedAt: epochMs,
  endsAt: epochMs,
  length: z.enum(BUSY_LENGTHS.map((l) => l.id) as [BusyLength, ...BusyLength[]]),
  steps: z.union([z.literal(1), z.literal(2)]),
  /** The estimate before: what the end moves back to. */
  from: estimateSchema,
  /** The estimate it moved to: the end moves back only if it is still this one. */
  to: estimateSchema,
  by: z.string().trim().max(120),
});
export type BusyMode = z.infer<typeof busyModeSchema>;
