/**
 * What the order generator offers with each product: its linked global variations (spec 02 §3
 * "cardapio variacao"), as staff set them in the manager. A product with links offers only its
 * active links ('S') to active variations ('S') that have items, with the variation's current
 * choices, limits and price calculation; a link to one size only comes with that size. Products
 * with no link keep the option groups stored with the product (menu_products.variacoes).
 */
import type { GlobalVariation } from '../../shared/api/catalogue-variations';
import type { Db } from '../db/migrations';
import type { MenuSnapshot, OptionGroup } from '../menu';
import { createVariationsRepo } from './variations-repo';

interface LinkRow {
  product_id: number;
  variation_id: number;
  size_id: number;
  status: string;
  tamanho: string | null;
}

const LINKS_SQL = `SELECT l.product_id, l.variation_id, l.size_id, l.status, z.nome AS tamanho
  FROM menu_variation_links l
  JOIN menu_products p ON p.id = l.product_id
  LEFT JOIN menu_sizes z ON z.id = l.size_id AND z.product_id = l.product_id
  WHERE p.establishment_id = ? ORDER BY l.product_id, l.ordem, l.id`;

/** A global variation as an option group, or null when it cannot be offered. */
export function optionGroupOf(v: GlobalVariation | undefined, tamanho?: string): OptionGroup | null {
  if (!v || v.status !== 'S') return null;
  const itens = v.estoque
    .map((i) => ({ nome: i.nome_var.trim() || i.nome_item.trim(), preco: i.preco }))
    .filter((i) => i.nome !== '');
  if (itens.length === 0) return null;
  return {
    nome_variacao: v.nome_variacao,
    escolha_minima: v.escolha_minima,
    escolha_maxima: v.escolha_maxima,
    calculo_preco: v.calculo_preco,
    itens,
    ...(tamanho !== undefined ? { tamanho } : {}),
  };
}

/** The option groups of every product of the store that has links (by id_cardapio). */
export function linkedOptionGroups(db: Db, store: number): Map<string, OptionGroup[]> {
  const rows = db.prepare(LINKS_SQL).all(store) as LinkRow[];
  const out = new Map<string, OptionGroup[]>();
  if (rows.length === 0) return out;
  const variations = new Map(
    createVariationsRepo(db)
      .all(store)
      .map((v) => [Number(v.id_variacao), v]),
  );
  for (const r of rows) {
    const groups = out.get(String(r.product_id)) ?? [];
    out.set(String(r.product_id), groups);
    if (r.status !== 'S') continue;
    // A link to a size that no longer exists offers nothing.
    if (r.size_id !== 0 && r.tamanho === null) continue;
    const group = optionGroupOf(
      variations.get(r.variation_id),
      r.size_id === 0 ? undefined : (r.tamanho ?? ''),
    );
    if (group) groups.push(group);
  }
  return out;
}

/** The menu with each linked product's option groups taken from its links. */
export function withLinkedVariations(
  menu: MenuSnapshot,
  linked: ReadonlyMap<string, OptionGroup[]>,
): MenuSnapshot {
  if (linked.size === 0) return menu;
  return {
    ...menu,
    produtos: menu.produtos.map((p) => {
      const groups = linked.get(p.id_cardapio);
      return groups ? { ...p, variacoes: groups } : p;
    }),
  };
}
