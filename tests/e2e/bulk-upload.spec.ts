// Upload em massa (/bulkupload, spec 03 §2.21, §5 Bulk upload, §7 Upload API, §8, §9): the menu
// item behind upload_em_massa, the form's validation messages, a 5,000-row file with bad rows
// (progress, counts, refused lines, the products in /produtos), cancel midway and the error toasts
// with the server's reason, and a Latin-1 file with a broken row: pre-check, send anyway, the
// refused line listed and downloaded; a large file checked in the worker while the form stays usable.
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import {
  FILE_NOT_CSV,
  FILE_REQUIRED,
  FILE_TOO_BIG,
  SAME_COLUMN,
  ROW_ERRORS,
  uploadSummary,
} from '../../shared/bulk-upload/rules';
import type { ProductsResponse } from '../../shared/api/catalogue';
import type { CategoriesResponse } from '../../shared/api/platform-v1';
import { DEMO, expect, test, type AppFixture } from './fixtures';
import type { TestSandbox } from './support/sandbox';
import { bulkProductCsv } from '../support/bulk-csv';
import { absenceWindow, scaled } from './support/timeouts';

const UPLOAD_FAILED = 'Ops! algo deu errado com o upload dos produtos, tente novamente mais tarde!';
const CANCEL_FAILED = 'Ops! algo deu errado com o cancelamento do upload!';
const AT = /\d{2}\/\d{2}\/\d{4} às \d{2}:\d{2}/;

/**
 * Rows 'ean;nome;estoque;preco;categoria' over 50 categories of 100 (one category of 5,000 would be
 * more than /produtos lists at once); every 500th row has a 12-digit barcode, every 700th a bad price.
 */
function productCsv(rows: number): { csv: Buffer; bad: number } {
  const { text, bad } = bulkProductCsv(
    rows,
    // Formula-looking names must land as plain text.
    (i) => (i === 3 ? '=HYPERLINK("http://evil","x")' : `Produto em massa ${String(i).padStart(5, '0')}`),
    (i) => `Planilha ${String(i % 50).padStart(2, '0')}`,
  );
  return { csv: Buffer.from(text, 'latin1'), bad };
}

const fileInput = (page: Page) => page.getByLabel('Arquivo CSV');
/** The form's send button: 'Upload', or 'Enviar mesmo assim' once the pre-check found problems. */
const uploadButton = (page: Page) => page.getByRole('button', { name: /^(Upload|Enviar mesmo assim)$/ });

/** The store gets the menu item (upload_em_massa), then the admin opens the empty screen. */
async function openScreen({
  page,
  app,
  sandbox,
}: {
  page: Page;
  app: Pick<AppFixture, 'loginAs'>;
  sandbox: Pick<TestSandbox, 'control'>;
}) {
  await sandbox.control('store', { upload_em_massa: true });
  await app.loginAs(DEMO.admin.usuario);
  await page.getByRole('link', { name: 'Upload em massa' }).click();
  await expect(page.getByRole('heading', { name: 'Upload em massa', level: 1 })).toBeVisible();
  await expect(page.getByText('Nenhum upload realizado.')).toBeVisible();
}

test('validates the form, uploads 5,000 rows with progress and counts, and the products show in /produtos', async ({
  app,
  page,
  sandbox,
}) => {
  // 500 rows a chunk every 450 ms: about 4.5 s for the file, so the 2 s polls see it move.
  await sandbox.control('bulk-upload', { chunk_rows: 500, chunk_delay_ms: 450 });
  await openScreen({ page, app, sandbox });
  for (const text of ['ponto e vírgula (;)', '13 dígitos', 'até duas casas decimais', 'valor final']) {
    await expect(page.getByText(text, { exact: false })).toBeVisible();
  }
  await app.screenshot('bulk-upload');
  await app.audit('bulk-upload');

  // File: required, .csv only, 10 MB at most (messages verbatim).
  await uploadButton(page).click();
  await expect(page.getByText(FILE_REQUIRED)).toBeVisible();
  await fileInput(page).setInputFiles({
    name: 'produtos.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('x'),
  });
  await expect(page.getByText(FILE_NOT_CSV)).toBeVisible();
  await fileInput(page).setInputFiles({
    name: 'grande.csv',
    mimeType: 'text/csv',
    buffer: Buffer.alloc(10_485_761, 0x41),
  });
  await expect(page.getByText(FILE_TOO_BIG)).toBeVisible();

  // Columns: one type per column; unchecking an optional column clears its number.
  const priceColumn = page.getByLabel('Coluna de Preço', { exact: true });
  await priceColumn.fill('1');
  const { csv, bad } = productCsv(5000);
  await fileInput(page).setInputFiles({ name: 'produtos.csv', mimeType: 'text/csv', buffer: csv });
  await uploadButton(page).click();
  await expect(page.getByText(SAME_COLUMN)).toHaveCount(2);
  await app.screenshot('bulk-upload-validation');
  await priceColumn.fill('4');
  const nameColumn = page.getByLabel('Coluna de Nome do produto');
  await page.getByLabel('Nome do produto', { exact: true }).uncheck();
  await expect(nameColumn).toHaveValue('');
  await expect(nameColumn).toBeDisabled();
  await page.getByLabel('Nome do produto', { exact: true }).check();
  await nameColumn.fill('2');
  await page.getByLabel('Categoria', { exact: true }).check();
  await page.getByLabel('Coluna de Categoria').fill('5');
  await expect(page.getByLabel('Código de barras (obrigatório)')).toBeDisabled();

  await uploadButton(page).click();
  const bar = page.getByRole('progressbar', { name: 'Processando o arquivo...' });
  await expect(bar).toBeVisible();
  await expect(uploadButton(page)).toBeDisabled();
  // A poll every 2 s shows the file moving before it ends.
  await expect
    .poll(async () => Number(await bar.getAttribute('aria-valuenow')), { timeout: scaled(15_000) })
    .toBeGreaterThan(0);
  await app.screenshot('bulk-upload-progress');
  await app.audit('bulk-upload-progress');

  const summary = page.getByText(uploadSummary(5000 - bad, 5000));
  await expect(summary).toBeVisible({ timeout: scaled(20_000) });
  await expect(page.locator('.bulk-summary')).toContainText(AT);
  await expect(page.locator('.bulk-summary')).toContainText('Concluído');
  const refused = page.getByRole('table', { name: `Linhas não importadas (${bad})` });
  await expect(refused).toBeVisible();
  await expect(refused.getByRole('row').nth(1)).toContainText('Código de barras inválido: use 13 dígitos.');
  await app.screenshot('bulk-upload-finished');
  await app.audit('bulk-upload-finished');

  // The products are in the store's menu, in their categories; the formula is text.
  const hash = (await sandbox.login(DEMO.admin.usuario, DEMO.admin.senha)).sessao.hash;
  const v1 = async <T>(path: string) =>
    (await (await fetch(`${sandbox.url}/api/v1/${path}`, { headers: { authorization: hash } })).json()) as T;
  const sheets = (await v1<CategoriesResponse>('cardapiocategorias/listar')).categorias.filter((c) =>
    c.nome_categoria.startsWith('Planilha '),
  );
  expect(sheets).toHaveLength(50);
  const products = (
    await Promise.all(
      sheets.map(
        async (c) => (await v1<ProductsResponse>(`cardapio/listar/${c.id_cardapio_categoria}`)).cardapio,
      ),
    )
  ).flat();
  expect(products).toHaveLength(5000 - bad);
  // Names are data, stored as written; formulas are neutralized where data leaves as a CSV.
  expect(products.find((p) => p.nome_prod === '=HYPERLINK("http://evil","x")')).toBeDefined();

  await app.goto('/produtos');
  await page
    .getByRole('list', { name: 'Categorias' })
    .getByRole('button', { name: 'Planilha 01', exact: true })
    .click();
  await page.getByLabel('Procurar produtos').fill('Produto em massa 00001');
  await expect(page.getByText('Produto em massa 00001', { exact: true })).toBeVisible();
  await app.screenshot('bulk-upload-produtos');

  // Back on the screen: the last summary is still there.
  await app.goto('/bulkupload');
  await expect(page.getByText(uploadSummary(5000 - bad, 5000))).toBeVisible();
});

test('cancels midway keeping what was processed; failed upload and cancel show their toasts', async ({
  app,
  page,
  sandbox,
}) => {
  // Slow enough (40 s for the file) that the cancels land midway however slow the machine is:
  // the test never waits for the end.
  await sandbox.control('bulk-upload', { chunk_rows: 50, chunk_delay_ms: 2000 });
  await openScreen({ page, app, sandbox });
  const { csv } = productCsv(1000);

  // The upload call fails: the §8 toast, and the form keeps what was chosen.
  await sandbox.control('faults', {
    method: 'POST',
    path: '/api/upload/product-files',
    status: 500,
    times: 1,
  });
  await fileInput(page).setInputFiles({ name: 'produtos.csv', mimeType: 'text/csv', buffer: csv });
  await page.getByLabel('Atualizar produtos já cadastrados').check();
  await uploadButton(page).click();
  await expect(page.getByText(UPLOAD_FAILED)).toBeVisible();
  // Besides the §8 toast, the screen says what the server answered.
  await expect(
    page.getByRole('alert').filter({ hasText: 'O arquivo não foi aceito: Falha simulada pelo sandbox.' }),
  ).toBeVisible();
  await expect(page.getByLabel('Atualizar produtos já cadastrados')).toBeChecked();

  await uploadButton(page).click();
  const bar = page.getByRole('progressbar', { name: 'Processando o arquivo...' });
  await expect
    .poll(async () => Number(await bar.getAttribute('aria-valuenow')), { timeout: scaled(15_000) })
    .toBeGreaterThan(0);

  // A failed cancel keeps the upload running; the next one stops it.
  await sandbox.control('faults', { method: 'PATCH', path: '/cancel', status: 500, times: 1 });
  await page.getByRole('button', { name: 'Cancelar upload' }).click();
  await expect(page.getByText(CANCEL_FAILED)).toBeVisible();
  await expect(bar).toBeVisible();
  await page.getByRole('button', { name: 'Cancelar upload' }).click();
  await expect(page.getByText('Upload cancelado!')).toBeVisible();
  const summary = page.locator('.bulk-summary');
  await expect(summary).toContainText('Cancelado');
  await expect(summary).toContainText(AT);
  const text = (await summary.textContent()) ?? '';
  const added = Number(/(\d+) de 1000 produtos cadastrados\/atualizados/.exec(text)?.[1]);
  expect(added).toBeGreaterThan(0);
  expect(added).toBeLessThan(1000);
  await app.screenshot('bulk-upload-canceled');

  // What was processed stays; nothing more is written after the cancel.
  const hash = (await sandbox.login(DEMO.admin.usuario, DEMO.admin.senha)).sessao.hash;
  const v1 = async <T>(path: string) =>
    (await (await fetch(`${sandbox.url}/api/v1/${path}`, { headers: { authorization: hash } })).json()) as T;
  const category = (await v1<CategoriesResponse>('cardapiocategorias/listar')).categorias.find(
    (c) => c.nome_categoria === 'Upload em massa',
  );
  await absenceWindow(600);
  const products = (await v1<ProductsResponse>(`cardapio/listar/${category?.id_cardapio_categoria}`))
    .cardapio;
  expect(products).toHaveLength(added);
  await expect(uploadButton(page)).toBeEnabled();
});

test('a Latin-1 file with a broken row: pre-check, send anyway, the refused line listed and downloaded', async ({
  app,
  page,
  sandbox,
}) => {
  await openScreen({ page, app, sandbox });
  // An ERP's formula saved unquoted: its quotes and ';' break only this record. It starts with '=',
  // so the download must neutralize it.
  const broken = '=HYPERLINK("http://x";"y");Promoção;3;4,50';
  const lines = [
    'codigo;nome;estoque;preco',
    '7891000100201;Pão de Açúcar;10;12,90',
    '7891000100202;-10% Combo;5;19,90',
    broken,
    '7891000100204;Maçã Fuji;7;3,49',
  ];
  await fileInput(page).setInputFiles({
    name: 'produtos-erp.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(lines.join('\r\n'), 'latin1'),
  });
  const check = page.getByRole('region', { name: 'Verificação do arquivo' });
  await expect(check.getByText('3 linhas prontas, 1 com problemas')).toBeVisible();
  await expect(check).toContainText('Codificação: Windows-1252 (Latin-1) · Separador: ponto e vírgula (;)');
  const preview = check.getByRole('table', { name: 'Primeiras linhas' });
  await expect(preview.getByRole('columnheader', { name: 'Nome do produto' })).toBeVisible();
  await expect(preview.getByRole('cell', { name: 'Pão de Açúcar' })).toBeVisible();
  await expect(preview.getByRole('cell', { name: '-10% Combo' })).toBeVisible();
  const problems = check.getByRole('table', { name: 'Linhas com problemas (1)' });
  await expect(problems.getByRole('row').nth(1)).toContainText('4');
  await expect(problems.getByRole('row').nth(1)).toContainText(ROW_ERRORS.quotes);
  await check.scrollIntoViewIfNeeded();
  await app.screenshot('bulk-upload-precheck');
  await app.audit('bulk-upload-precheck');

  await page.getByRole('button', { name: 'Enviar mesmo assim' }).click();
  await expect(page.getByText(uploadSummary(3, 4))).toBeVisible({ timeout: scaled(15_000) });
  const refused = page.getByRole('table', { name: 'Linhas não importadas (1)' });
  await expect(refused.getByRole('row').nth(1)).toContainText(ROW_ERRORS.quotes);
  await expect(refused.getByRole('row').nth(1)).toContainText('=HYPERLINK');
  await refused.scrollIntoViewIfNeeded();
  await app.screenshot('bulk-upload-refused');
  await app.audit('bulk-upload-refused');

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Baixar linhas não importadas (CSV)' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^linhas-nao-importadas-\d+\.csv$/);
  const saved = await readFile(await download.path());
  expect(new TextDecoder('utf-8', { ignoreBOM: true }).decode(saved)).toBe(
    `\uFEFF"Linha";"Motivo";"Conteúdo"\r\n"4";"${ROW_ERRORS.quotes}";"'${broken.replace(/"/g, '""')}"\r\n`,
  );

  // The good rows are in the menu, names as written (accents read from Latin-1, '-10% Combo' kept).
  const hash = (await sandbox.login(DEMO.admin.usuario, DEMO.admin.senha)).sessao.hash;
  const v1 = async <T>(path: string) =>
    (await (await fetch(`${sandbox.url}/api/v1/${path}`, { headers: { authorization: hash } })).json()) as T;
  const category = (await v1<CategoriesResponse>('cardapiocategorias/listar')).categorias.find(
    (c) => c.nome_categoria === 'Upload em massa',
  );
  const names = (
    await v1<ProductsResponse>(`cardapio/listar/${category?.id_cardapio_categoria}`)
  ).cardapio.map((p) => p.nome_prod);
  expect(names.sort()).toEqual(['-10% Combo', 'Maçã Fuji', 'Pão de Açúcar']);
});

test('a large file is checked off the screen: the checking state shows and the form stays usable meanwhile', async ({
  app,
  page,
  sandbox,
}) => {
  await openScreen({ page, app, sandbox });
  // About 8.5 MB: 95,000 rows (under the 100,000 the check reads) of about 90 bytes.
  const rows = 95_000;
  const { text, bad } = bulkProductCsv(
    rows,
    (i) => `Produto em massa ${String(i).padStart(6, '0')} pacote de 500g, fornecedor regional`,
  );
  const csv = Buffer.from(text, 'latin1');
  expect(csv.length).toBeGreaterThan(8_000_000);
  await fileInput(page).setInputFiles({ name: 'produtos-grande.csv', mimeType: 'text/csv', buffer: csv });
  const checking = page.getByRole('status').filter({ hasText: 'Verificando o arquivo...' });
  await expect(checking).toBeVisible();
  // While the worker reads the file, the screen still answers: a control toggles and shows it.
  const update = page.getByRole('checkbox', { name: 'Atualizar produtos já cadastrados' });
  const before = await update.isChecked();
  await update.click();
  await expect(update).toBeChecked({ checked: !before });
  await expect(checking).toBeVisible();
  const check = page.getByRole('region', { name: 'Verificação do arquivo' });
  await expect(check.getByText(`${rows - bad} linhas prontas, ${bad} com problemas`)).toBeVisible({
    timeout: scaled(20_000),
  });
});
