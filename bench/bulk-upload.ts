/**
 * Bulk upload throughput (issue #12 benchmark `bulkupload.rows_per_s`): a 5,000-row CSV with some
 * bad rows (every 500th barcode too short, every 700th price with three decimals) posted to the
 * sandbox Upload API at its default pace; time from the POST until the file reads 'finished'
 * (polled every 10 ms). Median of RUNS runs on a freshly reset sandbox each time.
 */
import { startSandbox } from '../sandbox/server';
import { percentile } from './support';

const ROWS = 5000;
const RUNS = 3;

/** 'ean;nome;estoque;preco;categoria' rows over 50 categories, a few bad ones. */
export function bulkCsv(rows = ROWS): { csv: Uint8Array; bad: number } {
  const lines = ['codigo;nome;estoque;preco;categoria'];
  let bad = 0;
  for (let i = 1; i <= rows; i += 1) {
    const ean = `789${String(i).padStart(10, '0')}`;
    const shortEan = i % 500 === 0;
    const badPrice = !shortEan && i % 700 === 0;
    if (shortEan || badPrice) bad += 1;
    lines.push(
      `${shortEan ? ean.slice(1) : ean};Produto ${i};${i % 50};${badPrice ? '9,999' : `${i % 90},90`};Planilha ${i % 50}`,
    );
  }
  return { csv: new TextEncoder().encode(lines.join('\r\n')), bad };
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
      const columns = {
        product_ean_cod: 1,
        product_name: 2,
        product_qty: 3,
        product_price: 4,
        product_category: 5,
      };
      for (const [k, v] of Object.entries(columns)) form.append(`columns_disposition[${k}]`, String(v));
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
