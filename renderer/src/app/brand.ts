import type { Brand } from '../../../shared/config';

/** Brand colours become CSS variables (values already checked as #hex by the config schema). */
export function applyBrand(brand: Brand, doc: Document = document): void {
  const root = doc.documentElement.style;
  root.setProperty('--brand-primary', brand.colors.primary);
  root.setProperty('--brand-on-primary', brand.colors.onPrimary);
  root.setProperty('--brand-accent', brand.colors.accent);
  doc.title = brand.name;
}
