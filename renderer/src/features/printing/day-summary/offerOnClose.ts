/** The store was closed from the header switch: the summary's preview opens if staff chose so. */
import type { Platform } from '../../../platform/types';
import { useDaySummaryDialog } from './daySummaryStore';

export async function offerDaySummaryOnClose(platform: Pick<Platform, 'printing'>): Promise<void> {
  // Unreadable settings read as the option off: closing the store must not fail for the summary.
  const view = await platform.printing.getSettings().catch(() => null);
  if (view?.settings.imprimirResumoAoFechar === 'true') useDaySummaryDialog.getState().show();
}
