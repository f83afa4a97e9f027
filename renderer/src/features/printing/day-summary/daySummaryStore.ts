/**
 * Whether the 'Resumo do dia' preview is open; opened from the orders top bar or, when staff
 * chose it, by closing the store from the header switch.
 */
import { createOpenFlag } from '../../../stores/openFlag';

export const useDaySummaryDialog = createOpenFlag();
