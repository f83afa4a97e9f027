/**
 * Print payloads of base A (spec 02 §7) as the printing side reads them.
 *
 * The print categories keep their own reader rather than catalogue's categoriesSchema: that one
 * refuses an id of blanks and trims ids, and reports dropped categories to staff, where printing
 * silently leaves out a category it cannot route by.
 */
import { z } from 'zod';
import type { PrintCategory } from '../bridge';

const printCategoryEntry = z.object({
  id_cardapio_categoria: z.union([z.string().min(1), z.number()]).transform((v) => String(v)),
  nome_categoria: z.string(),
});

/**
 * GET cardapiocategorias/listar → {id, name} in the menu's order; malformed entries and repeated
 * ids are left out.
 */
export const printCategoriesSchema = z
  .object({ categorias: z.array(z.custom<z.input<typeof printCategoryEntry>>()) })
  .transform(({ categorias }) => {
    const out: PrintCategory[] = [];
    const seen = new Set<string>();
    for (const raw of categorias) {
      const entry = printCategoryEntry.safeParse(raw);
      if (!entry.success || seen.has(entry.data.id_cardapio_categoria)) continue;
      seen.add(entry.data.id_cardapio_categoria);
      out.push({ id: entry.data.id_cardapio_categoria, name: entry.data.nome_categoria.trim() });
    }
    return out;
  });
