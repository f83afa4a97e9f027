/** Whether the 'choose default printer' modal (spec 01 §2) is open; opened from anywhere. */
import { createOpenFlag } from '../stores/openFlag';

export const useDefaultPrinterModal = createOpenFlag();
