// 03 §8 General report failure (status 0): 'Atenção!' with the server's message, and the dates
// reset to the range the server returned with the refusal, not to a local month-to-date.
import { DEMO, expect, test } from './fixtures';
import { typeDate } from './support/inputs';

test('a refused report puts back the range the server returned', async ({ app, page, sandbox }) => {
  await app.loginAs(DEMO.admin.usuario);
  // The page asks for the month to date on opening: the fault must wait for that answer, or
  // the opening request takes it.
  const opening = page.waitForResponse((res) => res.url().includes('relatorio/geraRelatorio'));
  await app.goto('/relatorio');
  await expect(page.getByRole('heading', { name: 'Relatório', level: 1 })).toBeVisible();
  await opening;
  await sandbox.control('faults', {
    path: 'relatorio/geraRelatorio',
    status: 200,
    body: {
      status: 0,
      erro: 'O período máximo do relatório é de 366 dias.',
      retorno: [],
      grafico: [],
      data_inicio: '2025-01-05',
      data_final: '2025-01-20',
    },
    times: 1,
  });
  await typeDate(page, 'Data inicial', '01/01/2020');
  await typeDate(page, 'Data final', '31/12/2024');
  await page.getByRole('button', { name: 'Ver Relatório' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('Atenção!');
  await expect(dialog).toContainText('O período máximo do relatório é de 366 dias.');
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByLabel('Data inicial', { exact: true })).toHaveValue('05/01/2025');
  await expect(page.getByLabel('Data final', { exact: true })).toHaveValue('20/01/2025');
  await expect(page.getByRole('table', { name: 'Pedidos' })).toHaveCount(0);
  await app.screenshot('reports-relatorio-refused-range');
  await app.audit('relatorio-refused-range');
});
