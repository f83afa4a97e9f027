// /avaliacoes against the sandbox's ratings (03 §2.14, §4, §8, §9): the score and its formula,
// the list's tags, search and 'Apenas com comentario', the details modal with a hostile order
// HTML rendered inert, a reply saved ('Resposta salva com sucesso!'), and a refusal resetting
// everything to zero.
import type { RatingsResponse } from '../../shared/api/ratings';
import { SANDBOX_PREFIXES } from '../../shared/config';
import { overallScore } from '../../shared/reports/ratings';
import { DEMO, expect, test } from './fixtures';
import { openAsAdmin, refuseOnce } from './support/back-office';

test('score, list, search, details with sanitized HTML, reply and refusal', async ({
  app,
  page,
  sandbox,
}) => {
  const user = await sandbox.login(DEMO.admin.usuario, 'demo1234');
  const res = await fetch(`${sandbox.url}${SANDBOX_PREFIXES.v1}avaliacao/listar/`, {
    headers: { Authorization: user.sessao.hash },
  });
  const all = (await res.json()) as RatingsResponse;
  const target = all.avaliacao.find((r) => r.comentario_usuario && !r.comentario_estabelecimento);
  if (!target) throw new Error('no unanswered rating with a comment');
  await sandbox.control('ratings/order-html', {
    id_pedido: target.id_pedido,
    html:
      '<p>Pedido seguro</p><img src="x" onerror="window.__xss = 1">' +
      '<script>window.__xss = 2</script><a href="javascript:window.__xss=3">link</a>',
  });
  const score = overallScore(all.total[0]).toFixed(1).replace('.', ',');

  await openAsAdmin(app, page, '/avaliacoes', 'Avaliações');
  const overall = page.getByRole('region', { name: 'Nota geral' });
  await expect(overall).toContainText(score);
  await expect(overall).toContainText(`${all.avaliacao.length} avaliações`);
  await expect(overall.getByRole('img', { name: `${score} de 5 estrelas` })).toBeVisible();
  for (const q of ['Como estava a comida?', 'Chegou no prazo informado?', 'De acordo com o que o cliente?']) {
    await expect(page.getByRole('region', { name: q })).toContainText('5 estrelas');
  }
  const table = page.getByRole('table', { name: 'Avaliações' });
  await expect(table.locator('tbody tr')).toHaveCount(20);
  await expect(table.getByText('Sem Resposta').first()).toBeVisible();
  await expect(table.getByText('Respondido').first()).toBeVisible();
  await expect(table.getByText(/^(Contabilizado|Processando)$/).first()).toBeVisible();
  await app.screenshot('ratings-list');
  await app.audit('/avaliacoes');

  await page.getByRole('checkbox', { name: 'Apenas com comentario' }).check();
  const withComment = all.avaliacao.filter((r) => r.comentario_usuario).length;
  await expect(page.getByText(`${withComment} de ${all.avaliacao.length}`)).toBeVisible();

  await page.getByRole('searchbox', { name: 'Buscar avaliações' }).fill(target.hash_pedido);
  await expect(table.locator('tbody tr')).toHaveCount(1);
  await table.getByRole('button', { name: `Ver detalhes do pedido #${target.id_pedido}` }).click();
  const modal = page.getByRole('dialog', { name: `Avaliação do pedido #${target.id_pedido}` });
  await expect(modal.getByText('Pedido seguro')).toBeVisible();
  await expect(modal).toContainText(target.comentario_usuario ?? '');
  const order = modal.locator('.ratings-order-html');
  await expect(order.locator('script')).toHaveCount(0);
  await expect(order.locator('[onerror]')).toHaveCount(0);
  expect(await order.locator('a').getAttribute('href')).toBeNull();
  expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
  await app.screenshot('ratings-details');
  await app.audit('/avaliacoes details');

  await modal.getByLabel('Resposta ao cliente').fill('Obrigado pelo retorno!');
  await modal.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Resposta salva com sucesso!')).toBeVisible();
  await expect(modal).toBeHidden();
  await expect(table.locator('tbody tr').first()).toContainText('Respondido');

  // Reopened, it shows the reply instead of the box; a rating without comment says so.
  await table.getByRole('button', { name: `Ver detalhes do pedido #${target.id_pedido}` }).click();
  await expect(modal).toContainText('Obrigado pelo retorno!');
  await expect(modal.getByLabel('Resposta ao cliente')).toHaveCount(0);
  await modal.getByRole('button', { name: 'Fechar', exact: true }).click();
  const silent = all.avaliacao.find((r) => !r.comentario_usuario);
  if (silent) {
    await page.getByRole('checkbox', { name: 'Apenas com comentario' }).uncheck();
    await page.getByRole('searchbox', { name: 'Buscar avaliações' }).fill(silent.hash_pedido);
    await table.getByRole('button', { name: `Ver detalhes do pedido #${silent.id_pedido}` }).click();
    await expect(page.getByRole('dialog')).toContainText('Usuario nao deixou comentario');
    await page.getByRole('dialog').getByRole('button', { name: 'Fechar', exact: true }).click();
  }

  await refuseOnce(sandbox, 'avaliacao/listar', { mensagem: 'Avaliações indisponíveis.' });
  await page.getByRole('combobox', { name: 'Período' }).selectOption('7');
  await page.getByRole('button', { name: 'Filtrar' }).click();
  const alert = page.getByRole('alertdialog');
  await expect(alert).toContainText('Atencao!'); // 03 §8 writes this screen's title unaccented
  await expect(alert).toContainText('Avaliações indisponíveis.');
  await alert.getByRole('button', { name: 'OK' }).click();
  await expect(overall).toContainText('0,0');
  await expect(overall).toContainText('0 avaliações');
  await expect(page.getByText('Nenhuma avaliação encontrada.')).toBeVisible();
});

test('the first load is GET avaliacao/listar/; a platform without it gets the POST for the whole period', async ({
  app,
  page,
  sandbox,
}) => {
  const asked: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('avaliacao/listar')) asked.push(r.method());
  });
  await app.loginAs(DEMO.admin.usuario);
  await app.goto('/avaliacoes');
  await expect(page.getByRole('table').first()).toBeVisible();
  expect(asked).toEqual(['GET']);

  await sandbox.control('calls/withdrawn', { calls: { v1: ['GET avaliacao/listar'] } });
  asked.length = 0;
  await page.reload();
  await expect(page.getByRole('table').first()).toBeVisible();
  expect(asked).toEqual(['GET', 'POST']);
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  await app.screenshot('ratings-sem-get');
});
