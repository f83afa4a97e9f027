// Typing into the masked inputs as a user does (the mask only reacts to key presses).
import { expect, type Page } from '@playwright/test';

/** Replaces a dd/mm/yyyy masked date by typing its digits; checks the mask shows `text`. */
export async function typeDate(page: Page, label: string, text: string) {
  const input = page.getByLabel(label, { exact: true });
  await input.click();
  await input.press('ControlOrMeta+a');
  await input.press('Backspace');
  await input.pressSequentially(text.replace(/\D/g, ''));
  await expect(input).toHaveValue(text);
}
