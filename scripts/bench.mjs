#!/usr/bin/env node
// `npm run bench`: prints each figure on its own line as `bench <name> <value> <unit>`.
// Progress goes to stderr so stdout stays machine-readable. Builds first when out/ is stale.
// `npm run bench -- <text>` runs only the benches with a figure whose name contains <text> and
// prints only those figures (`npm run bench -- printing.order_to_ticket` skips the 200-order burst).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { register } from 'tsx/esm/api';
import { ensureChromium } from './ensure-chromium.mjs';

register();
const root = resolve(import.meta.dirname, '..');
const { buildStaleReason, runBuild } = await import('./build-state.ts');
const { measureFirstScreenJs } = await import('../bench/first-screen.ts');
const { benchWebStartToLogin } = await import('../bench/web-start.ts');
const { benchSandboxLogin } = await import('../bench/sandbox-login.ts');
const { benchOrders, benchSilentLoss } = await import('../bench/orders.ts');
const { benchOutageReplay } = await import('../bench/outage.ts');
const { percentile } = await import('../bench/support.ts');
const { startTestSandbox } = await import('../tests/e2e/support/sandbox.ts');
const { benchLayoutEncode } = await import('../bench/printing-layout.ts');
const { benchPrintingAuto } = await import('../bench/printing-auto.ts');
const { benchFirstRun } = await import('../bench/first-run.ts');
const { benchJournalStateChange } = await import('../bench/printing-journal.ts');
const { benchReportYear } = await import('../bench/reports.ts');
const { benchRepassesPage, benchHistoricoYear } = await import('../bench/finance.ts');
const { benchCatalogueSearch } = await import('../bench/catalogue.ts');
const { benchKitchenRender } = await import('../bench/kitchen-screen.ts');
const { benchKitchenOrderToCard } = await import('../bench/kitchen-order-to-card.ts');
const { benchCatalogueBigCategory } = await import('../bench/catalogue-big.ts');
const { benchBulkUpload, benchPrecheck10mb } = await import('../bench/bulk-upload.ts');
const { benchOutageColdStart } = await import('../bench/outage-cold-start.ts');
const { benchDesktopColdStart } = await import('../bench/outage-cold-start-desktop.ts');

const filter = process.argv[2];
const wanted = (name) => filter === undefined || name.includes(filter);
/** Whether a bench runs: one of the figures it prints is wanted. */
const runs = (...names) => names.some(wanted);
const note = (msg) => process.stderr.write(`${msg}\n`);
const print = (name, value, unit) => {
  if (wanted(name)) console.log(`bench ${name} ${value} ${unit}`);
};

const stale = buildStaleReason(root);
if (stale) {
  note(`compilando (${stale})...`);
  // Keep stdout for the figures: the build's own output goes to stderr.
  const code = await runBuild(root, { stdout: 'stderr' });
  if (code !== 0) process.exit(code);
}

const indexHtml = join(root, 'out', 'renderer', 'index.html');
if (runs('renderer.first_screen_js_gzip')) {
  const firstScreen = measureFirstScreenJs(indexHtml);
  for (const f of firstScreen.files) note(`  ${f.path}: ${f.bytes} B, gzip ${f.gzipBytes} B`);
  print('renderer.first_screen_js_gzip', (firstScreen.gzipBytes / 1024).toFixed(1), 'KB');
}

const executablePath = ensureChromium({ log: note });
/** What every headless-Chromium bench below needs: the built renderer, the browser, the log. */
const browser = { rootDir: join(root, 'out', 'renderer'), executablePath, log: note };
if (runs('web.start_to_login')) {
  const dir = mkdtempSync(join(tmpdir(), 'cashdesk-bench-'));
  const sandbox = await startTestSandbox(dir);
  try {
    const web = await benchWebStartToLogin({
      rootDir: join(root, 'out', 'renderer'),
      sandboxUrl: sandbox.url,
      executablePath,
      runs: 5,
    });
    note(`  runs: ${web.runsMs.map((ms) => ms.toFixed(0)).join(', ')} ms`);
    print('web.start_to_login', web.medianMs.toFixed(0), 'ms');
  } finally {
    await sandbox.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

if (runs('printing.layout_encode.mean')) {
  const layout = benchLayoutEncode();
  note(`  ${layout.tickets} tickets (layouts 1–3, 58/80 mm, caixa + produção)`);
  print('printing.layout_encode.mean', layout.meanMs.toFixed(3), 'ms');
}

if (runs('sandbox.login.p50', 'sandbox.login.p95')) {
  const login = await benchSandboxLogin();
  print('sandbox.login.p50', login.p50.toFixed(2), 'ms');
  print('sandbox.login.p95', login.p95.toFixed(2), 'ms');
}

if (runs('bulkupload.rows_per_s')) {
  note('upload em massa: arquivo de 5.000 linhas...');
  const bulk = await benchBulkUpload();
  note(`  runs: ${bulk.runsMs.map((ms) => ms.toFixed(0)).join(', ')} ms (${bulk.added} produtos)`);
  print('bulkupload.rows_per_s', bulk.rowsPerS.toFixed(0), 'rows/s');
}
if (runs('bulk_upload.precheck_10mb')) {
  note('upload em massa: verificação de 10 MB no worker...');
  const precheck = await benchPrecheck10mb();
  note(
    `  runs: ${precheck.runsMs.map((ms) => ms.toFixed(0)).join(', ')} ms (${precheck.bytes} B, ${precheck.rows} linhas); maior pausa da thread principal ${precheck.maxStallMs.toFixed(0)} ms`,
  );
  print('bulk_upload.precheck_10mb', precheck.medianMs.toFixed(0), 'ms');
}

if (runs('finance.repasses_page.p95')) {
  note('repasses: dois anos de vendas, páginas de 10...');
  const repasses = await benchRepassesPage();
  print('finance.repasses_page.p95', repasses.p95.toFixed(1), 'ms');
}

if (
  runs(
    'orders.event_to_row.p95',
    'orders.search_keystroke.p95',
    'orders.row_commit.p95',
    'orders.search_commit.p95',
    'orders.heap_growth_1000_updates',
  )
) {
  const orders = await benchOrders({
    ...browser,
    updates: wanted('orders.heap_growth_1000_updates') ? 1000 : 0,
  });
  print('orders.event_to_row.p95', percentile(orders.eventToRowMs, 95).toFixed(0), 'ms');
  print('orders.search_keystroke.p95', percentile(orders.keystrokeMs, 95).toFixed(1), 'ms');
  print('orders.row_commit.p95', percentile(orders.rowCommitMs, 95).toFixed(1), 'ms');
  print('orders.search_commit.p95', percentile(orders.searchCommitMs, 95).toFixed(1), 'ms');
  print('orders.heap_growth_1000_updates', (orders.heapGrowthBytes / 1048576).toFixed(2), 'MB');
}

if (runs('orders.silent_loss_to_row.max', 'orders.reconcile_kb_per_hour')) {
  const silent = await benchSilentLoss(browser);
  print('orders.silent_loss_to_row.max', Math.max(...silent.lossToRowMs).toFixed(0), 'ms');
  print('orders.reconcile_kb_per_hour', (silent.reconcileBytesPerHour / 1024).toFixed(0), 'KB');
}
if (runs('orders.silent_loss_to_row.spec_only.max', 'orders.reconcile_kb_per_hour.spec_only')) {
  const specOnly = await benchSilentLoss({ ...browser, profile: 'spec-only' });
  print('orders.silent_loss_to_row.spec_only.max', Math.max(...specOnly.lossToRowMs).toFixed(0), 'ms');
  print('orders.reconcile_kb_per_hour.spec_only', (specOnly.reconcileBytesPerHour / 1024).toFixed(0), 'KB');
}

if (
  runs('orders.silent_loss_to_row.spec_only_no_etag.max', 'orders.reconcile_kb_per_hour.spec_only_no_etag')
) {
  // The day's 200 orders, no ETag, no pedidos/resumo: every check is the whole list, compressed.
  const noEtag = await benchSilentLoss({
    ...browser,
    profile: 'spec-only',
    dayOrders: 200,
    validators: false,
  });
  if (noEtag.notModified > 0) throw new Error(`${noEtag.notModified} resposta(s) 304 sem ETag`);
  print('orders.silent_loss_to_row.spec_only_no_etag.max', Math.max(...noEtag.lossToRowMs).toFixed(0), 'ms');
  print(
    'orders.reconcile_kb_per_hour.spec_only_no_etag',
    (noEtag.reconcileBytesPerHour / 1024).toFixed(0),
    'KB',
  );
}

if (runs('outage.replay_to_applied.p95', 'outage.replay_to_applied.p50')) {
  const outage = await benchOutageReplay({ ...browser, runs: 12 });
  print('outage.replay_to_applied.p95', percentile(outage.replayToAppliedMs, 95).toFixed(0), 'ms');
  print('outage.replay_to_applied.p50', percentile(outage.replayToAppliedMs, 50).toFixed(0), 'ms');
}

if (runs('outage.cold_start_to_orders')) {
  note('queda da plataforma: a mesa recarregada sem resposta...');
  const coldStart = await benchOutageColdStart({ ...browser, runs: 5 });
  // The slowest of the runs: the goal (≤ 1,500 ms) holds for every start, not a typical one.
  print('outage.cold_start_to_orders', Math.max(...coldStart.coldStartMs).toFixed(0), 'ms');
}

if (runs('outage.cold_start_desktop_to_orders', 'outage.cold_start_desktop_to_orders.p95')) {
  note('queda da plataforma: o processo principal morto e iniciado de novo...');
  const desk = await benchDesktopColdStart({ ...browser, runs: 5 });
  note(`  processo → janela carregando: ${desk.loadMs.map((ms) => ms.toFixed(0)).join(', ')} ms`);
  print('outage.cold_start_desktop_to_orders', percentile(desk.coldStartMs, 50).toFixed(0), 'ms');
  print('outage.cold_start_desktop_to_orders.p95', percentile(desk.coldStartMs, 95).toFixed(0), 'ms');
}

if (runs('reports.relatorio_1y.render')) {
  const report = await benchReportYear({
    ...browser,
    runs: 5,
  });
  note(`  ${report.rows} pedidos no ano`);
  print('reports.relatorio_1y.render', percentile(report.renderMs, 50).toFixed(0), 'ms');
}

if (runs('finance.historico_1y.render')) {
  note('histórico de vendas: um ano (dois anos no razão)...');
  const historico = await benchHistoricoYear({
    ...browser,
    runs: 5,
  });
  note(`  ${historico.rows} pedidos no ano`);
  print('finance.historico_1y.render', percentile(historico.renderMs, 50).toFixed(0), 'ms');
}

if (runs('catalogue.search_keystroke.p95', 'catalogue.open_product.p95')) {
  note('cardápio: 60 categorias × 80 produtos...');
  const catalogue = await benchCatalogueSearch(browser);
  print('catalogue.search_keystroke.p95', percentile(catalogue.keystrokeMs, 95).toFixed(1), 'ms');
  print('catalogue.open_product.p95', percentile(catalogue.openProductMs, 95).toFixed(1), 'ms');
}

if (runs('kds.cards_render_60.p95')) {
  note('tela da cozinha: 60 cartões, um Pronto por vez...');
  const kds = await benchKitchenRender({ executablePath });
  note(`  ${kds.cards} cartões, ${kds.bumpMs.length} Prontos`);
  print('kds.cards_render_60.p95', percentile(kds.bumpMs, 95).toFixed(1), 'ms');
}

if (runs('kds.order_to_card.p95')) {
  note("tela da cozinha: 'novo' → cartão na tela, aceite automático, 200 pedidos...");
  const toCard = await benchKitchenOrderToCard({ ...browser, orders: 200 });
  note(
    `  mediana ${percentile(toCard.orderToCardMs, 50).toFixed(0)} ms, máx ${Math.max(...toCard.orderToCardMs).toFixed(0)} ms`,
  );
  print('kds.order_to_card.p95', percentile(toCard.orderToCardMs, 95).toFixed(0), 'ms');
}

if (runs('catalogue.big_category.open', 'catalogue.big_category.search_keystroke.p95')) {
  note('cardápio: uma categoria com 5.000 produtos...');
  const bigCategory = await benchCatalogueBigCategory(browser);
  print('catalogue.big_category.open', percentile(bigCategory.openMs, 50).toFixed(0), 'ms');
  print(
    'catalogue.big_category.search_keystroke.p95',
    percentile(bigCategory.keystrokeMs, 95).toFixed(1),
    'ms',
  );
}

if (runs('first_run.user_actions', 'first_run.login_to_ready')) {
  note('primeira configuração: do login ao pronto...');
  const firstRun = await benchFirstRun(browser);
  print('first_run.user_actions', firstRun.actions, 'actions');
  print('first_run.login_to_ready', firstRun.loginToReadyS.toFixed(1), 's');
}

// Last: the burst drains at the printers' pace (the 1 s minimum delay between tickets).
const singles = runs('printing.order_to_ticket.p50', 'printing.order_to_ticket.p95');
const burst = runs(
  'printing.burst200.drain',
  'printing.burst200.duplicates',
  'printing.burst200.lost',
  'orders.long_tasks_burst200',
);
const printing =
  singles || burst
    ? await benchPrintingAuto({ ...browser, singles: singles ? 20 : 0, burst: burst ? 200 : 0 })
    : null;
if (printing && singles) {
  print('printing.order_to_ticket.p50', percentile(printing.orderToTicketMs, 50).toFixed(0), 'ms');
  print('printing.order_to_ticket.p95', percentile(printing.orderToTicketMs, 95).toFixed(0), 'ms');
}
if (runs('printing.order_to_ticket_silent.p95')) {
  note('pedido→ticket com a impressora da cozinha sem responder ao status...');
  const silent = await benchPrintingAuto({ ...browser, singles: 20, burst: 0, silent: [1], warmup: 2 });
  print('printing.order_to_ticket_silent.p95', percentile(silent.orderToTicketMs, 95).toFixed(0), 'ms');
}
if (runs('printing.journal_state_change.p95')) {
  const journalBench = await benchJournalStateChange();
  note(`  ${journalBench.history} impressos no histórico, ${journalBench.changesMs.length} mudanças`);
  print('printing.journal_state_change.p95', journalBench.p95Ms.toFixed(1), 'ms');
}
if (printing && burst) {
  print('printing.burst200.drain', printing.burstDrainS.toFixed(1), 's');
  print('printing.burst200.duplicates', printing.burstDuplicates, 'count');
  print('printing.burst200.lost', printing.burstLost, 'count');
  print('orders.long_tasks_burst200', printing.burstLongTasksMs.length, 'count');
}
