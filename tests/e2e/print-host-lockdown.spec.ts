// Issue 37 §1 end to end, in web mode: the real print host (main/printing/host.ts) on free loopback
// ports, reached by the browser directly (no request routing, so Chromium's own CORS and preflight
// rules apply). A page served from another loopback port — an auto-submitting HTML form, no-cors
// fetches, a CORS fetch with a guessed code — can neither print nor pulse the drawer: the virtual
// printer receives no byte. The desk's own page, paired through its runtime config as `npm start`
// serves it, still prints and opens the drawer.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Order } from '../../shared/api/platform-v1';
import { LOCAL_HOST_MESSAGES } from '../../shared/local-print-host';
import { startPrintHost, type PrintHost } from '../../main/printing/host';
import { startVirtualPrinter, type VirtualPrinter } from '../../sandbox/virtual-printer';
import { sandboxRuntimeConfig, startWebServer, loadBrand, type WebServer } from '../../scripts/web-server';
import { createMemoryLogger } from '../support/logger';
import { DEMO, expect, loginForm, RENDERER_DIR, test } from './fixtures';
import { setWebPrintSettings } from './support/web-print-host';

test.use({ mode: 'web' });

const PRINTER = 'Caixa (virtual)';
const repoRoot = join(import.meta.dirname, '..', '..');

/** The stranger: another web app on this PC, on a loopback port of its own. */
function strangerPages(aiboo: number, nat: number): Record<string, string> {
  const ticket = JSON.stringify({ impressora: PRINTER, texto: 'CUPOM FALSO' });
  // text/plain forms send `name=value`: the name carries the JSON, the value closes it.
  const [name, value] = [ticket.slice(0, -2) + '","x":"', '"}'];
  const field = (n: string, v: string) =>
    `<input type="hidden" name="${n.replaceAll('"', '&quot;')}" value="${v.replaceAll('"', '&quot;')}">`;
  const form = (action: string, enctype: string, fields: string) =>
    `<!doctype html><title>promo</title><form method="post" action="${action}" enctype="${enctype}">${fields}</form><script>document.forms[0].submit()</script>`;
  const fetches = `<!doctype html><title>promo</title><script>
    const post = (url, init) => fetch(url, { method: 'POST', ...init }).then((r) => r.type + ' ' + r.status, (e) => 'erro ' + e.name);
    const body = ${JSON.stringify(ticket)};
    const drawer = JSON.stringify({ impressora: ${JSON.stringify(PRINTER)}, motivo: 'cash-print', pedido: '123' });
    Promise.all([
      post('http://127.0.0.1:${aiboo}/imprimir', { mode: 'no-cors', headers: { 'content-type': 'text/plain' }, body }),
      post('http://127.0.0.1:${nat}/print', { mode: 'no-cors', headers: { 'content-type': 'text/plain' }, body }),
      post('http://127.0.0.1:${aiboo}/gaveta', { mode: 'no-cors', headers: { 'content-type': 'text/plain' }, body: drawer }),
      post('http://127.0.0.1:${nat}/gaveta', { mode: 'no-cors', headers: { 'content-type': 'text/plain' }, body: drawer }),
      post('http://127.0.0.1:${aiboo}/imprimir', { headers: { 'content-type': 'application/json', 'X-Caixa-Token': 'ABCD-EFGH-JKLM-NPQR-STUV' }, body }),
      post('http://127.0.0.1:${nat}/gaveta', { headers: { 'content-type': 'application/json', 'X-Caixa-Token': 'ABCD-EFGH-JKLM-NPQR-STUV' }, body: drawer }),
      fetch('http://127.0.0.1:${aiboo}/impressoras').then((r) => 'lista ' + r.status, (e) => 'erro ' + e.name),
    ]).then((results) => { window.results = results; });
  </script>`;
  return {
    '/form-aiboo': form(`http://127.0.0.1:${aiboo}/imprimir`, 'text/plain', field(name, value)),
    '/form-nat': form(
      `http://127.0.0.1:${nat}/print`,
      'application/x-www-form-urlencoded',
      field('printer', PRINTER) + field('text', 'CUPOM FALSO'),
    ),
    '/form-drawer': form(
      `http://127.0.0.1:${aiboo}/gaveta`,
      'application/x-www-form-urlencoded',
      field('impressora', PRINTER) + field('motivo', 'cash-print') + field('pedido', '123'),
    ),
    '/fetch': fetches,
  };
}

async function serve(pages: Record<string, string>): Promise<{ url: string; server: Server }> {
  const server = createServer((req, res) => {
    const page = pages[req.url ?? ''];
    res.writeHead(page ? 200 : 404, { 'content-type': 'text/html; charset=utf-8' });
    res.end(page ?? 'não encontrada');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}

const drawerPulses = (printer: VirtualPrinter) =>
  printer.jobs.flatMap((job) => job.commands.filter((c) => c.kind === 'drawer'));

let printer: VirtualPrinter;
let host: PrintHost;
let desk: WebServer;
let stranger: { url: string; server: Server };

test.beforeEach(async ({ sandbox }, testInfo) => {
  printer = await startVirtualPrinter();
  const dataDir = testInfo.outputPath('print-host');
  mkdirSync(dataDir, { recursive: true });
  host = await startPrintHost({
    dataDir,
    ports: { aiboo: 0, nat: 0 },
    env: {
      CASHDESK_DEV_PRINTERS: JSON.stringify([{ name: PRINTER, host: printer.host, port: printer.port }]),
    },
    log: createMemoryLogger(),
  });
  const { aiboo, nat } = host.ports;
  if (aiboo === null || nat === null) throw new Error('o host de impressão não abriu as portas');
  // The desk as `npm start` serves it: its runtime config names the host and hands over its code.
  desk = await startWebServer({
    port: 0,
    rootDir: RENDERER_DIR,
    runtimeConfig: {
      ...sandboxRuntimeConfig(sandbox.url, loadBrand(join(repoRoot, 'config', 'app.config.json'))),
      api: sandbox.api,
    },
    localPrint: { token: host.token, aiboo: `http://127.0.0.1:${aiboo}`, nat: `http://127.0.0.1:${nat}` },
  });
  await sandbox.allowOrigin(desk.url);
  await host.system.ipc.changeLocalHost({ webOrigins: [desk.url] });
  stranger = await serve(strangerPages(aiboo, nat));
});

test.afterEach(async () => {
  await new Promise<void>((resolve) => stranger.server.close(() => resolve()));
  await desk.close();
  await host.close();
  await printer.close();
});

test('a page on another loopback port can neither print nor open the drawer; the desk still can', async ({
  page,
  sandbox,
}) => {
  // Forms post and navigate: the host's refusal is what the stranger's tab shows.
  for (const path of ['/form-aiboo', '/form-nat', '/form-drawer']) {
    await page.goto(`${stranger.url}${path}`);
    await expect(page.locator('body')).toContainText(LOCAL_HOST_MESSAGES.origin);
  }
  await page.goto(`${stranger.url}/fetch`);
  await page.waitForFunction(() => Array.isArray((window as { results?: unknown }).results));
  const results = await page.evaluate(() => (window as unknown as { results: string[] }).results);
  // no-cors posts are sent but refused (opaque answers); the CORS ones never pass the preflight.
  expect(results).toEqual([
    'opaque 0',
    'opaque 0',
    'opaque 0',
    'opaque 0',
    'erro TypeError',
    'erro TypeError',
    'erro TypeError',
  ]);
  expect(printer.jobs).toEqual([]);

  // The desk's own page, paired through its runtime config, prints and opens the drawer.
  await page.goto(`${desk.url}/#/login`);
  await setWebPrintSettings(page, { impressora: PRINTER, metodoImpressao: 'aiboo' });
  const { pedido } = await sandbox.control<{ pedido: Order }>('orders', { template: 0 });
  const form = loginForm(page);
  await form.usuario.fill(DEMO.admin.usuario);
  await form.senha.fill(DEMO.admin.senha);
  await form.acessar.click();
  const list = page.getByRole('region', { name: 'Lista de pedidos' });
  await list.locator(`.order-row[data-order-id="${pedido.id_pedido}"]`).click();
  await page
    .getByRole('region', { name: /^Pedido #/ })
    .getByRole('button', { name: /^Imprimir/ })
    .click();
  await expect(page.getByText('Pedido enviado para impressão')).toBeVisible();
  await expect.poll(() => printer.jobs.length).toBe(1);
  expect(printer.jobs[0]?.lines.join('\n')).toContain(`PEDIDO #${pedido.id_pedido}`);

  await page.getByRole('button', { name: 'Abrir gaveta' }).click();
  await expect(page.getByText('Gaveta aberta')).toBeVisible();
  await expect.poll(() => drawerPulses(printer).length).toBe(1);
  // Nothing of the stranger's ever reached the printer.
  expect(printer.jobs.some((job) => job.lines.join('\n').includes('CUPOM FALSO'))).toBe(false);
});
