/**
 * Stock items (spec 02 §2.6, §3): flavours and ingredients the menu's compositions and variations
 * point to, and the demo stores' items.
 */
import type { Db } from '../db/migrations';

export type StockType = 'sabor' | 'ingrediente';
export type StockStatus = 'S' | 'O';

export interface StockItem {
  id_estoque: string;
  nome_item: string;
  descricao: string;
  status: StockStatus;
  tipo: StockType;
  image_url: string;
}

interface StockRow {
  id: number;
  nome_item: string;
  descricao: string;
  status: StockStatus;
  tipo: StockType;
  image_url: string;
}

export const STOCK_MESSAGES = {
  name: 'Informe o nome do item.',
  description: 'A descrição deve ter no máximo 200 caracteres.',
  status: 'Status inválido.',
  type: 'Tipo inválido.',
  notFound: 'Item não encontrado.',
  image: 'Envie uma imagem JPG, JPEG, PNG ou WEBP de até 2MB.',
  saved: 'Item salvo com sucesso!',
  deleted: 'Item excluído com sucesso!',
  statusChanged: 'Status alterado com sucesso!',
} as const;

/** The demo store's flavours and ingredients (the pizzeria's). */
const DEMO_STOCK: readonly [string, StockType, string][] = [
  ['Mussarela', 'ingrediente', 'Queijo mussarela ralado'],
  ['Molho de tomate', 'ingrediente', 'Molho artesanal da casa'],
  ['Calabresa', 'ingrediente', 'Calabresa fatiada'],
  ['Cebola', 'ingrediente', ''],
  ['Azeitona', 'ingrediente', 'Azeitona preta sem caroço'],
  ['Orégano', 'ingrediente', ''],
  ['Manjericão', 'ingrediente', 'Folhas frescas'],
  ['Presunto', 'ingrediente', ''],
  ['Ovo', 'ingrediente', ''],
  ['Catupiry', 'ingrediente', 'Requeijão cremoso'],
  ['Bacon', 'ingrediente', ''],
  ['Palmito', 'ingrediente', ''],
  ['Margherita', 'sabor', 'Molho, mussarela, tomate e manjericão'],
  ['Calabresa', 'sabor', 'Calabresa, cebola e azeitonas'],
  ['Quatro Queijos', 'sabor', 'Mussarela, provolone, parmesão e catupiry'],
  ['Portuguesa', 'sabor', 'Presunto, ovos, cebola, ervilha e azeitonas'],
  ['Frango com Catupiry', 'sabor', 'Frango desfiado e catupiry'],
  ['Pepperoni', 'sabor', 'Pepperoni fatiado'],
  ['Chocolate', 'sabor', 'Chocolate ao leite'],
  ['Romeu e Julieta', 'sabor', 'Goiabada com queijo'],
];

export function createStockRepo(db: Db) {
  const s = {
    list: db.prepare(
      'SELECT * FROM stock_items WHERE establishment_id = ? ORDER BY nome_item COLLATE NOCASE, id',
    ),
    one: db.prepare('SELECT * FROM stock_items WHERE establishment_id = ? AND id = ?'),
    count: db.prepare('SELECT COUNT(*) AS n FROM stock_items WHERE establishment_id = ?'),
    insert: db.prepare(
      `INSERT INTO stock_items (establishment_id, nome_item, descricao, status, tipo, image_url)
       VALUES (?, ?, ?, ?, ?, ?)`,
    ),
    update: db.prepare(
      `UPDATE stock_items SET nome_item = ?, descricao = ?, status = ?, tipo = ?, image_url = COALESCE(?, image_url)
       WHERE establishment_id = ? AND id = ?`,
    ),
    remove: db.prepare('DELETE FROM stock_items WHERE establishment_id = ? AND id = ?'),
    setStatus: db.prepare('UPDATE stock_items SET status = ? WHERE establishment_id = ? AND id = ?'),
  };
  const toItem = (r: StockRow): StockItem => ({
    id_estoque: String(r.id),
    nome_item: r.nome_item,
    descricao: r.descricao,
    status: r.status,
    tipo: r.tipo,
    image_url: r.image_url,
  });
  return {
    list: (store: number) => (s.list.all(store) as StockRow[]).map(toItem),
    exists: (store: number, id: number) => s.one.get(store, id) !== undefined,
    save(
      store: number,
      id: number | null,
      v: {
        nome_item: string;
        descricao: string;
        status: StockStatus;
        tipo: StockType;
        image_url: string | null;
      },
    ): number {
      if (id !== null) {
        s.update.run(v.nome_item, v.descricao, v.status, v.tipo, v.image_url, store, id);
        return id;
      }
      return Number(
        s.insert.run(store, v.nome_item, v.descricao, v.status, v.tipo, v.image_url ?? '').lastInsertRowid,
      );
    },
    remove: (store: number, id: number) => s.remove.run(store, id).changes > 0,
    setStatus: (store: number, id: number, status: StockStatus) =>
      s.setStatus.run(status, store, id).changes > 0,
    /** Seeds a store's demo stock once. */
    ensureDemo(store: number): void {
      if ((s.count.get(store) as { n: number }).n > 0) return;
      db.transaction(() => {
        for (const [nome, tipo, descricao] of DEMO_STOCK) s.insert.run(store, nome, descricao, 'S', tipo, '');
      })();
    },
  };
}

/** The demo stores' stock, once per store that exists. */
export function ensureStock(db: Db, establishmentIds: readonly number[]): void {
  const repo = createStockRepo(db);
  const exists = db.prepare('SELECT 1 FROM establishments WHERE id = ?');
  for (const id of establishmentIds) if (exists.get(id)) repo.ensureDemo(id);
}
