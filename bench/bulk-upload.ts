/**
 * Bulk upload: the desk's pre-check of a 10 MB file (`bulk_upload.precheck_10mb`, below) and the
 * throughput (issue #12 benchmark `bulkupload.rows_per_s`): a 5,000-row CSV with some
 * bad rows (every 500th barcode too short, every 700th price with three decimals) posted to the
 * sandbox Upload API at its default pace; time from the POST until the file reads 'finished'
 * (polled every 10 ms). Median of RUNS runs on a freshly reset sandbox each time.
 */
import { precheckCsv } from '../shared/bulk-upload/precheck';
import { MAX_FILE_BYTES } from '../shared/bulk-upload/rules';
import { startSandbox } from '../sandbox/server';
import { bulkProductCsv } from '../tests/support/bulk-csv';
import { percentile } from './support';

const ROWS = 5000;
const RUNS = 3;
/** Where each field stands in the generated files (codigo;nome;estoque;preco;categoria). */
const COLUMNS = {
  product_ean_cod: 1,
  product_name: 2,
  product_qty: 3,
  product_price: 4,
  product_category: 5,
};

/** 'ean;nome;estoque;preco;categoria' rows over 50 categories, a few bad ones. */
export function bulkCsv(rows = ROWS): { csv: Uint8Array; bad: number } {
  const { text, bad } = bulkProductCsv(rows);
  return { csv: new TextEncoder().encode(text), bad };
}

export async function benchBulkUpload(): Promise<{ rowsPerS: number; runsMs: number[]; added: number }> {
  const sandbox = await startSandbox({ port: 0, dbFile: ':memory:', simulate: { ordersPerMinute: 0 } });
  const { csv, bad } = bulkCsv();
  const runsMs: number[] = [];
  let added = 0;
  try {
    for (let run = 0; run < RUNS; run += 1) {
      await fetch(`${sandbox.url}/control/reset`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{}',
      });
      const login = await fetch(`${sandbox.url}/api/v1/login/index`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ usuario: 'admin', senha: 'demo1234' }).toString(),
      });
      const hash = ((await login.json()) as { usuario: { sessao: { hash: string } } }).usuario.sessao.hash;
      const form = new FormData();
      for (const [k, v] of Object.entries(COLUMNS)) form.append(`columns_disposition[${k}]`, String(v));
      form.append('should_update', '1');
      form.append('id_estabelecimento', '1');
      form.append('file', new Blob([new Uint8Array(csv)], { type: 'text/csv' }), 'produtos.csv');
      const start = performance.now();
      const res = await fetch(`${sandbox.url}/api/upload/product-files`, {
        method: 'POST',
        headers: { authorization: hash },
        body: form,
      });
      const id = ((await res.json()) as { product_file: { id: number } }).product_file.id;
      for (;;) {
        const p = await fetch(`${sandbox.url}/api/upload/product-files/${id}`, {
          headers: { authorization: hash },
        });
        const file = ((await p.json()) as { product_file: { status: string; added_products: number } })
          .product_file;
        if (file.status !== 'processing') {
          added = file.added_products;
          break;
        }
        await new Promise((r) => setTimeout(r, 10));
      }
      runsMs.push(performance.now() - start);
    }
  } finally {
    await sandbox.close();
  }
  if (added !== ROWS - bad) throw new Error(`bulk upload added ${added}, expected ${ROWS - bad}`);
  return { rowsPerS: ROWS / (percentile(runsMs, 50) / 1000), runsMs, added };
}

/**
 * A 10 MB file (MAX_FILE_BYTES) as stores write it: Latin-1, ';', about 100 bytes a row so its
 * rows stay within MAX_ROWS, every 97th row with a bad barcode.
 */
export function precheckCsv10mb(): Uint8Array {
  const lines = ['codigo;nome;estoque;preco;categoria'];
  let size = lines[0]!.length;
  for (let i = 1; size < MAX_FILE_BYTES - 200; i += 1) {
    const ean = i % 97 === 0 ? String(i) : `789${String(i).padStart(10, '0')}`;
    const line = `${ean};Pão de Açúcar integral ${String(i).padStart(6, '0')} pacote de 500g sem glúten, fornecedor regional;${i % 50};${i % 90},90;Padaria ${i % 40}`;
    lines.push(line);
    size += line.length + 2;
  }
  return Uint8Array.from(lines.join('\r\n'), (c) => c.charCodeAt(0) & 0xff);
}

/**
 * bulk_upload.precheck_10mb: the desk's pre-check (shared/bulk-upload/precheck.ts, what the
 * worker runs) on a generated 10 MB Latin-1 CSV; median of RUNS runs, decoding included.
 */
export function benchPrecheck10mb(): { medianMs: number; runsMs: number[]; bytes: number; rows: number } {
  const bytes = precheckCsv10mb();
  const runsMs: number[] = [];
  let rows = 0;
  for (let run = 0; run < RUNS; run += 1) {
    const start = performance.now();
    const result = precheckCsv(bytes, COLUMNS);
    runsMs.push(performance.now() - start);
    rows = result.total;
    if (result.truncated || result.problems.length === 0) throw new Error('pre-check bench: unexpected file');
  }
  return { medianMs: percentile(runsMs, 50), runsMs, bytes: bytes.length, rows };
}
