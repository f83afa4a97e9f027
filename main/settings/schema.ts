/**
 * What main persists in userData/settings.json. The renderer sees only the `AppSettings`
 * part (startWithOs, closeBehavior, sound); window state and the API override stay in main.
 */
import { z } from 'zod';
import type { AppSettings } from '../../shared/bridge';
import { apiBasesSchema, appSettingsSchema } from '../../shared/bridge-schemas';
import type { ApiBases } from '../../shared/config';
import { EMPTY_PAUSE_RECORD, pauseRecordSchema, type PauseRecord } from '../../shared/store-pause/pause';
import {
  acceptedEstimatesSchema,
  EMPTY_ACCEPTED_ESTIMATES,
  type AcceptedEstimatesRecord,
} from '../../shared/orders/accepted-estimates';
import { alertSettingsSchema, DEFAULT_ALERT_SETTINGS } from '../../shared/alerts/escalation';

export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface WindowState {
  /** Last normal (not maximized) bounds; absent before the first run. */
  bounds?: Rect;
  maximized: boolean;
}

/**
 * Runtime-config override written by an installer or by support (not through the bridge):
 * `origin` points every base at one platform origin laid out like the sandbox; `bases` lists them.
 */
export interface ApiOverride {
  origin?: string;
  bases?: ApiBases;
}

export interface StoredSettings extends AppSettings {
  window: WindowState;
  api: ApiOverride | null;
  /** The store pause of this desk (issue 34 §1): read and replaced whole through the bridge. */
  storePause: PauseRecord;
  /** The estimate each order in production was accepted under (issue 34 §4): replaced whole. */
  acceptedEstimates: AcceptedEstimatesRecord;
}

const int = z.number().int().min(-100_000).max(100_000);

const rectSchema = z.object({ x: int, y: int, width: int.min(1), height: int.min(1) });

export const storedSettingsShape = {
  startWithOs: appSettingsSchema.shape.startWithOs,
  closeBehavior: appSettingsSchema.shape.closeBehavior,
  sound: appSettingsSchema.shape.sound,
  alerts: alertSettingsSchema,
  window: z.object({ bounds: rectSchema.optional(), maximized: z.boolean() }),
  api: z
    .object({
      origin: z
        .url({ protocol: /^https?$/ })
        .max(2048)
        .optional(),
      bases: apiBasesSchema.optional(),
    })
    .strict()
    .nullable(),
  storePause: pauseRecordSchema,
  acceptedEstimates: acceptedEstimatesSchema,
} satisfies { [K in keyof StoredSettings]: z.ZodType<StoredSettings[K]> };

const SETTINGS_KEYS = Object.keys(storedSettingsShape) as (keyof StoredSettings)[];

export function defaultSettings(): StoredSettings {
  return {
    startWithOs: false,
    closeBehavior: 'ask',
    sound: { enabled: true, volume: 1, name: 'padrao' },
    alerts: structuredClone(DEFAULT_ALERT_SETTINGS),
    window: { maximized: false },
    api: null,
    storePause: structuredClone(EMPTY_PAUSE_RECORD),
    acceptedEstimates: structuredClone(EMPTY_ACCEPTED_ESTIMATES),
  };
}

interface ValidatedSettings {
  settings: StoredSettings;
  /** Keys that were invalid and fell back to their defaults. */
  invalidKeys: string[];
}

/** Validates key by key: one bad value falls back to its default without losing the others. */
export function validateSettings(raw: unknown): ValidatedSettings {
  const settings = defaultSettings();
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
    return { settings, invalidKeys: ['(file)'] };
  }
  const invalidKeys: string[] = [];
  const record = raw as Record<string, unknown>;
  for (const key of SETTINGS_KEYS) {
    if (!(key in record)) continue;
    const parsed = storedSettingsShape[key].safeParse(record[key]);
    if (parsed.success) (settings as unknown as Record<string, unknown>)[key] = parsed.data;
    else invalidKeys.push(key);
  }
  return { settings, invalidKeys };
}

export function publicSettings(s: StoredSettings): AppSettings {
  return {
    startWithOs: s.startWithOs,
    closeBehavior: s.closeBehavior,
    sound: { ...s.sound },
    alerts: structuredClone(s.alerts),
  };
}
