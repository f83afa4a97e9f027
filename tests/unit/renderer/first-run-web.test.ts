// Web mode's 'no print settings saved in this browser' (issue 35 §1): any print key written, by
// the settings screens or by the original web panel, means the browser was set up already.
import { describe, expect, it } from 'vitest';
import { DEFAULT_LOCAL_PRINT_SETTINGS } from '../../../shared/printing';
import {
  WEB_PRINT_KEYS,
  webPrintSettingsNeverSaved,
  writeWebPrintSettings,
} from '../../../renderer/src/platform/webPrintSettings';

function storage(init: Record<string, string> = {}) {
  const map = new Map(Object.entries(init));
  return {
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
  } as unknown as Storage;
}

describe('webPrintSettingsNeverSaved', () => {
  it('is true in a browser with no print key', () => {
    expect(webPrintSettingsNeverSaved(storage({ unrelated: 'x' }))).toBe(true);
  });

  it.each(WEB_PRINT_KEYS)('is false once %s was written', (key) => {
    expect(webPrintSettingsNeverSaved(storage({ [key]: '' }))).toBe(false);
  });

  it('is false after the settings screens saved', () => {
    const s = storage();
    writeWebPrintSettings(s, DEFAULT_LOCAL_PRINT_SETTINGS);
    expect(webPrintSettingsNeverSaved(s)).toBe(false);
  });

  it('a storage that refuses reads counts as never saved', () => {
    const refusing = {
      getItem: () => {
        throw new Error('SecurityError');
      },
    };
    expect(webPrintSettingsNeverSaved(refusing)).toBe(true);
  });
});
