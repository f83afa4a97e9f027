/**
 * The desktop journal's CANCELADO / ALTERADO plan (issue 33 §2): shared/print-slips.ts, with the
 * change's transition fingerprinted by sha256 as the journals on disk already carry it.
 */
import { createHash } from 'node:crypto';
import type { LiveOrder } from '../../shared/api/live-order';
import type { LocalPrintSettings } from '../../shared/printing';
import { changeSlips as planChangeSlips, type SlipTicketJob } from '../../shared/print-slips';
import type { JobRequest } from './journal';

export { cancelSlips, itemDifference } from '../../shared/print-slips';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 12);

export function changeSlips(
  before: LiveOrder,
  after: LiveOrder,
  jobs: readonly SlipTicketJob[],
  settings: LocalPrintSettings,
  at: number,
): JobRequest[] {
  return planChangeSlips(before, after, jobs, settings, at, sha256);
}
