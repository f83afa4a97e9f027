import { apiBasesSchema, brandSchema, optionalConfigSections } from '../../../shared/bridge-schemas';
import type { Brand, RuntimeConfig } from '../../../shared/config';
import type { Platform } from './types';

/** The product's own brand, used when the config carries none or a broken one. */
export const DEFAULT_BRAND: Brand = {
  name: 'Caixa Delivery',
  logo: 'brand/logo.svg',
  supportPhone: '(11) 4002-8922',
  colors: { primary: '#C2410C', onPrimary: '#FFFFFF', accent: '#1864AB' },
};

export type RuntimeConfigResult =
  | { ok: true; config: RuntimeConfig }
  /** problems: one readable line per missing or invalid base (Portuguese, shown to the user). */
  | { ok: false; problems: string[] };

/**
 * Reads and checks the runtime config. The API bases are required (without them nothing works,
 * so the app says what to configure instead of failing on the first call); a missing or broken
 * brand falls back to the product's default brand.
 */
export async function loadRuntimeConfig(platform: Platform): Promise<RuntimeConfigResult> {
  let raw: unknown;
  try {
    raw = await platform.app.getRuntimeConfig();
  } catch (err) {
    const detail = err instanceof Error ? err.message : String(err);
    return { ok: false, problems: [`Não foi possível ler a configuração (${detail}).`] };
  }
  return parseRuntimeConfig(raw);
}

export function parseRuntimeConfig(raw: unknown): RuntimeConfigResult {
  const obj = raw !== null && typeof raw === 'object' ? (raw as Record<string, unknown>) : {};
  const api = apiBasesSchema.safeParse(obj.api ?? {});
  if (!api.success) {
    const problems = api.error.issues.map((issue) => {
      const key = issue.path.join('.') || 'api';
      const value = (obj.api as Record<string, unknown> | undefined)?.[String(issue.path[0])];
      return value === undefined || value === ''
        ? `api.${key}: endereço ausente`
        : `api.${key}: endereço inválido (use uma URL http:// ou https://)`;
    });
    return { ok: false, problems: [...new Set(problems)] };
  }
  const brand = brandSchema.safeParse(obj.brand);
  // Both sections are optional and fall back to their defaults when absent or broken.
  const { sections } = optionalConfigSections(obj);
  return {
    ok: true,
    config: {
      api: api.data,
      brand: brand.success ? brand.data : DEFAULT_BRAND,
      ...sections,
    },
  };
}
