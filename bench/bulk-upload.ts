/**
 * Bulk upload: the desk's pre-check of a 10 MB file (`bulk_upload.precheck_10mb`, below) and the
 * throughput (issue #12 benchmark `bulkupload.rows_per_s`): a 5,000-row CSV with some
 * bad rows (every 500th barcode too short, every 700th price with three decimals) posted to the
 * sandbox Upload API at its default pace; time from the POST until the file reads 'finished'
 * (polled every 10 ms). Median of RUNS runs on a freshly reset sandbox each time.
 */
import { Worker } from 'node:worker_threads';
import type { PrecheckResult } from '../shared/bulk-upload/precheck';
import type { PrecheckMessage, PrecheckRequest } from '../renderer/src/features/bulk-upload/precheckProtocol';
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

/** One check in the worker thread: time to its answer and the main thread's longest stall meanwhile. */
function checkInWorker(
  worker: Worker,
  file: Blob,
): Promise<{ ms: number; stallMs: number; result: PrecheckResult; progress: number }> {
  return new Promise((resolve, reject) => {
    let progress = 0;
    let last = performance.now();
    let stallMs = 0;
    // A timer on the main thread: were the check on it, this would stall for the whole check.
    const tick = setInterval(() => {
      const now = performance.now();
      stallMs = Math.max(stallMs, now - last);
      last = now;
    }, 5);
    const end = () => {
      clearInterval(tick);
      worker.removeAllListeners('message');
      worker.removeAllListeners('error');
    };
    const start = performance.now();
    worker.on('message', (m: PrecheckMessage) => {
      if (m.kind === 'progress') progress += 1;
      else {
        const ms = performance.now() - start;
        end();
        if (m.kind === 'done') resolve({ ms, stallMs, result: m.result, progress });
        else reject(new Error(m.message));
      }
    });
    worker.on('error', (error) => {
      end();
      reject(error);
    });
    const request: PrecheckRequest = { file, columns: COLUMNS };
    worker.postMessage(request);
  });
}

/**
 * bulk_upload.precheck_10mb: the desk's pre-check worker module (precheck.worker.ts, run in a
 * Node worker thread by precheck-worker-host.ts) on a generated 10 MB Latin-1 CSV handed over as
 * a Blob, like the screen's File: from the request to the result, median of RUNS runs. Also the
 * main thread's longest stall while the worker checks (the screen stays usable).
 */
export async function benchPrecheck10mb(): Promise<{
  medianMs: number;
  runsMs: number[];
  maxStallMs: number;
  bytes: number;
  rows: number;
}> {
  const bytes = precheckCsv10mb();
  const file = new Blob([new Uint8Array(bytes)], { type: 'text/csv' });
  const worker = new Worker(new URL('./precheck-worker-entry.mjs', import.meta.url));
  const runsMs: number[] = [];
  let maxStallMs = 0;
  let rows = 0;
  try {
    await new Promise<void>((resolve, reject) => {
      worker.once('message', () => resolve());
      worker.once('error', reject);
    });
    for (let run = 0; run < RUNS; run += 1) {
      const { ms, stallMs, result, progress } = await checkInWorker(worker, file);
      runsMs.push(ms);
      maxStallMs = Math.max(maxStallMs, stallMs);
      rows = result.total;
      if (result.truncated || result.problems.length === 0 || progress === 0)
        throw new Error('pre-check bench: unexpected file');
    }
  } finally {
    await worker.terminate();
  }
  return { medianMs: percentile(runsMs, 50), runsMs, maxStallMs, bytes: bytes.length, rows };
}
