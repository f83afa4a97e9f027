/**
 * Bulk upload jobs (spec 03 §2.21, §4 product file status, §5 instructions, §7 Upload API).
 * A file is read and checked row by row at once (sandbox/bulk-upload/parse.ts), then its products
 * are written to the store's menu in chunks on later ticks, so progress can be watched and a
 * cancel stops between two chunks, keeping what was written. One job at a time per store.
 *
 * The menu has no barcode column: a product's barcode is its `id_produto` link, the product
 * catalogue id when the barcode is in the catalogue (as the catalogue's data-replacement modal
 * links it), else the 13 digits themselves (catalogue ids have 4 digits, they never clash).
 */
import type { ProductFileOnWire as ProductFile } from '../../shared/api/bulk-upload';
import { MAX_ROWS, type ColumnKey } from '../../shared/bulk-upload/rules';
import { foldText } from '../../shared/catalogue/labels';
import { SANDBOX_PREFIXES } from '../../shared/config';
import { createCatalogueRepo } from '../catalogue/repo';
import { buildCatalogue } from '../catalogue/product-catalogue';
import type { SandboxContext } from '../context';
import { localDateTime } from '../time';
import { parseProductCsv, type LineError, type ProductLine } from './parse';

/** Category of new products when the file maps no category column. */
export const DEFAULT_CATEGORY = 'Upload em massa';
/** Every refused row is kept (with its content) so the desk can list and download them all. */
const MAX_FAILURES_KEPT = MAX_ROWS;

export const JOB_ERRORS = {
  unknownNameless: 'Produto sem nome: o código de barras não é conhecido.',
  exists: 'Produto já cadastrado (atualização desativada).',
  repeated: 'Código de barras repetido no arquivo.',
  promoNotLower: 'Preço promocional deve ser menor que o preço.',
  nameTooLong: 'Nome do produto maior que 200 caracteres.',
  categoryTooLong: 'Categoria maior que 100 caracteres.',
} as const;

export interface Pace {
  /** Rows written per tick. */
  chunkRows: number;
  /** Pause between two chunks (ms); tests slow a job down with it. */
  chunkDelayMs: number;
}
const DEFAULT_PACE: Pace = { chunkRows: 250, chunkDelayMs: 0 };

/** The sandbox's file record: the payload with the counts it always keeps. */
type ProductFileRecord = ProductFile & {
  processed_products: number;
  failed_products: number;
  should_update: 0 | 1;
  created_at: string;
};

interface Job {
  file: ProductFileRecord;
  store: number;
  lines: ProductLine[];
  failures: LineError[];
  next: number;
  timer: ReturnType<typeof setTimeout> | ReturnType<typeof setImmediate> | null;
}

export type StartResult =
  | { ok: true; file: ProductFile }
  | { ok: false; reason: 'busy'; file: ProductFile }
  | { ok: false; reason: 'unreadable' };

interface CatalogueEntry {
  id: string;
  name: string;
  description: string;
  image: string;
}

function createBulkUploads(ctx: SandboxContext) {
  const jobs = new Map<number, Job[]>();
  let nextId = 1;
  let pace: Pace = { ...DEFAULT_PACE };
  let known: Map<string, CatalogueEntry> | null = null;
  const catalogue = () => {
    if (!known) {
      const image = ctx.absolute(`${SANDBOX_PREFIXES.v2}products/imagem/`);
      known = new Map(
        buildCatalogue(image).map((e) => [
          e.codigo_barras,
          {
            id: e.id_produto,
            name: e.nome_produto,
            description: e.descricao,
            image: e.imagem_redimensionada,
          },
        ]),
      );
    }
    return known;
  };
  const db = ctx.db;
  const repo = createCatalogueRepo(db);
  const q = {
    products: db.prepare('SELECT id, id_produto, status FROM menu_products WHERE establishment_id = ?'),
    categories: db.prepare('SELECT id, nome_categoria FROM menu_categories WHERE establishment_id = ?'),
    update: db.prepare(
      `UPDATE menu_products SET nome_prod = COALESCE(@nome, nome_prod), preco = @preco, novo_preco = @promo,
         status = @status, category_id = COALESCE(@category, category_id)
       WHERE establishment_id = @store AND id = @id`,
    ),
  };

  const listOf = (store: number) => jobs.get(store) ?? [];
  const running = (store: number) => listOf(store).find((j) => j.file.status === 'processing');
  const stamp = () => localDateTime(ctx.now());
  const copy = (j: Job): ProductFile => ({ ...j.file });

  function fail(job: Job, line: number, reason: string, content: string) {
    job.file.failed_products += 1;
    if (job.failures.length < MAX_FAILURES_KEPT) job.failures.push({ line, reason, content });
  }

  function finish(job: Job, status: 'finished' | 'canceled') {
    if (job.timer) {
      clearTimeout(job.timer as ReturnType<typeof setTimeout>);
      clearImmediate(job.timer as ReturnType<typeof setImmediate>);
    }
    job.timer = null;
    job.file.status = status;
    job.file.finished_at = stamp();
    job.lines = [];
  }

  /** Writes the next chunk in one transaction; the store's products and categories are read fresh. */
  function step(job: Job) {
    job.timer = null;
    if (job.file.status !== 'processing') return;
    const store = job.store;
    const byLink = new Map<string, { id: number; status: string }>();
    for (const r of q.products.all(store) as { id: number; id_produto: string; status: string }[])
      if (r.id_produto) byLink.set(r.id_produto, { id: r.id, status: r.status });
    const categories = new Map<string, number>();
    for (const r of q.categories.all(store) as { id: number; nome_categoria: string }[])
      if (!categories.has(foldText(r.nome_categoria.trim())))
        categories.set(foldText(r.nome_categoria.trim()), r.id);
    const categoryId = (name: string): number => {
      const key = foldText(name.trim());
      let id = categories.get(key);
      if (id === undefined) {
        id = repo.saveCategory(store, null, {
          nome_categoria: name.trim(),
          status: 'S',
          disponibilidade: '',
        });
        categories.set(key, id);
      }
      return id;
    };
    const chunk = job.lines.slice(job.next, job.next + pace.chunkRows);
    db.transaction(() => {
      for (const p of chunk) apply(job, p, byLink, categoryId);
    })();
    job.next += chunk.length;
    job.file.processed_products = job.file.added_products + job.file.failed_products;
    if (job.next >= job.lines.length) {
      job.file.processed_products = job.file.total_products;
      finish(job, 'finished');
      return;
    }
    schedule(job);
  }

  function apply(
    job: Job,
    p: ProductLine,
    byLink: Map<string, { id: number; status: string }>,
    categoryId: (name: string) => number,
  ) {
    const entry = catalogue().get(p.ean);
    const link = entry?.id ?? p.ean;
    const existing = byLink.get(link);
    if (p.name !== null && p.name.length > 200) return fail(job, p.line, JOB_ERRORS.nameTooLong, p.content);
    if (p.category !== null && p.category.length > 100)
      return fail(job, p.line, JOB_ERRORS.categoryTooLong, p.content);
    // 0 in the promo column is how spreadsheets leave it empty.
    const promo = p.promoPrice === null || p.promoPrice === 0 ? null : p.promoPrice;
    if (promo !== null && promo >= p.price) return fail(job, p.line, JOB_ERRORS.promoNotLower, p.content);
    const unavailable = p.price === 0 || p.qty === 0;
    if (existing) {
      if (job.file.should_update !== 1) return fail(job, p.line, JOB_ERRORS.exists, p.content);
      // A product the staff hid stays hidden; otherwise stock and price decide.
      const status = existing.status === 'O' ? 'O' : unavailable ? 'F' : 'S';
      q.update.run({
        nome: p.name,
        preco: p.price,
        promo,
        status,
        category: p.category === null ? null : categoryId(p.category),
        store: job.store,
        id: existing.id,
      });
      existing.status = status;
    } else {
      const name = p.name ?? entry?.name ?? null;
      if (name === null) return fail(job, p.line, JOB_ERRORS.unknownNameless, p.content);
      const id = repo.saveProduct(job.store, null, {
        category_id: categoryId(p.category ?? DEFAULT_CATEGORY),
        id_produto: link,
        nome_prod: name,
        descricao: entry?.description ?? '',
        preco: p.price,
        novo_preco: promo,
        disponibilidade: '',
        foto: entry?.image ?? null,
        status: unavailable ? 'F' : 'S',
      });
      byLink.set(link, { id, status: unavailable ? 'F' : 'S' });
    }
    job.file.added_products += 1;
  }

  function schedule(job: Job) {
    job.timer =
      pace.chunkDelayMs > 0 ? setTimeout(() => step(job), pace.chunkDelayMs) : setImmediate(() => step(job));
  }

  return {
    /** Reads the file and queues its rows; refuses while the store has a job running. */
    start(
      store: number,
      bytes: Uint8Array,
      columns: Partial<Record<ColumnKey, number>>,
      shouldUpdate: 0 | 1,
    ): StartResult {
      const busy = running(store);
      if (busy) return { ok: false, reason: 'busy', file: copy(busy) };
      let parsed;
      try {
        parsed = parseProductCsv(bytes, columns);
      } catch {
        return { ok: false, reason: 'unreadable' };
      }
      const seen = new Set<string>();
      const lines: ProductLine[] = [];
      const job: Job = {
        file: {
          id: nextId++,
          status: 'processing',
          added_products: 0,
          total_products: parsed.total,
          processed_products: 0,
          failed_products: 0,
          should_update: shouldUpdate,
          created_at: stamp(),
          finished_at: null,
        },
        store,
        lines,
        failures: [],
        next: 0,
        timer: null,
      };
      // Parse failures and repeated barcodes count at once; the rest are written chunk by chunk.
      const early: LineError[] = [...parsed.errors];
      for (const p of parsed.products) {
        if (seen.has(p.ean)) early.push({ line: p.line, reason: JOB_ERRORS.repeated, content: p.content });
        else {
          seen.add(p.ean);
          lines.push(p);
        }
      }
      early.sort((a, b) => a.line - b.line);
      for (const e of early) fail(job, e.line, e.reason, e.content);
      job.file.processed_products = job.file.failed_products;
      jobs.set(store, [job, ...listOf(store)].slice(0, 20));
      if (lines.length === 0) {
        job.file.processed_products = job.file.total_products;
        finish(job, 'finished');
      } else schedule(job);
      return { ok: true, file: copy(job) };
    },
    list: (store: number) => listOf(store).map(copy),
    get(store: number, id: number) {
      const job = listOf(store).find((j) => j.file.id === id);
      if (!job) return null;
      const { total_products: total, processed_products: done } = job.file;
      const percentage = total === 0 ? 100 : Math.min(100, Math.floor((done / total) * 100));
      return {
        file: copy(job),
        percentage: job.file.status === 'finished' ? 100 : percentage,
        failures: [...job.failures].sort((a, b) => a.line - b.line),
      };
    },
    /** Stops between two chunks; what was written stays. null: no such file; false: not running. */
    cancel(store: number, id: number): ProductFile | null | false {
      const job = listOf(store).find((j) => j.file.id === id);
      if (!job) return null;
      if (job.file.status !== 'processing') return false;
      finish(job, 'canceled');
      return copy(job);
    },
    pace: () => ({ ...pace }),
    setPace(next: Partial<Pace>) {
      pace = { ...pace, ...next };
    },
    /** Control: stops every job, forgets the files and restores the pace. */
    clear() {
      for (const list of jobs.values())
        for (const j of list) if (j.file.status === 'processing') finish(j, 'canceled');
      jobs.clear();
      pace = { ...DEFAULT_PACE };
    },
  };
}

export type BulkUploads = ReturnType<typeof createBulkUploads>;

const services = new WeakMap<SandboxContext, BulkUploads>();
/** One service per sandbox instance (routes and control share it). */
export function bulkUploadsOf(ctx: SandboxContext): BulkUploads {
  let s = services.get(ctx);
  if (!s) services.set(ctx, (s = createBulkUploads(ctx)));
  return s;
}
