// /variacoes against the sandbox (spec 02 §2.5, §3, §4, §5, §7 Global variations, §8): variation
// categories and their variations, the editor with its validation, items from stock or standalone
// (locked until the variation is saved), reorder, status, duplicate, delete, refusals and failures.
import type { Page } from '@playwright/test';
import type { VariationCategoriesResponse, VariationsResponse } from '../../shared/api/catalogue-variations';
import { DEMO, expect, test } from './fixtures';
import { audit, v1 } from './support/catalogue';
import type { TestSandbox } from './support/sandbox';
import { openAsAdmin, refuseOnce } from './support/back-office';

const XSS = '<img src=x onerror=alert(1)>';

const variationsOf = async (sandbox: TestSandbox) =>
  (await v1<VariationsResponse>(sandbox, 'variacoes/listar')).variacoes;

const categoryList = (page: Page) => page.getByRole('list', { name: 'Categorias de variações' });

test('/variacoes: category and variation with items, validation, reorder, status, duplicate, delete', async ({
  app,
  page,
  sandbox,
}) => {
  await openAsAdmin(app, page, '/variacoes', 'Variações');
  // The first category is selected on load with its variations (the demo pizzeria's).
  await expect(categoryList(page).getByRole('button', { pressed: true })).toContainText('Pizzas');
  const pizzas = page.getByRole('table', { name: 'Variações de Pizzas' });
  await expect(pizzas).toContainText('Sabores');
  await expect(pizzas.getByRole('row', { name: /Sabores/ })).toContainText('Maior Preço');
  await expect(pizzas.getByRole('row', { name: /Borda/ })).toContainText('0 / 2');
  await app.screenshot('catalogue-variations');
  await audit(app, page, 'variations');

  // Category: validation, then create (a hostile name stays text).
  await page.getByRole('button', { name: 'Adicionar', exact: true }).click();
  const catModal = page.getByRole('dialog', { name: 'Cadastrando nova categoria' });
  await catModal.getByRole('button', { name: 'Salvar' }).click();
  await expect(catModal.getByText('Informe o nome da categoria.')).toBeVisible();
  await catModal.getByLabel('Nome da Categoria').fill(XSS);
  await catModal.getByRole('button', { name: 'Salvar' }).click();
  await expect(catModal).toBeHidden();
  await expect(categoryList(page).getByRole('button', { pressed: true })).toContainText(XSS);
  await expect(page.getByText('Nenhuma variação cadastrada nesta categoria.')).toBeVisible();
  await app.screenshot('catalogue-variations-empty');
  await expect(page.locator('img[src="x"]')).toHaveCount(0);
  await page.getByRole('button', { name: `Editar categoria ${XSS}` }).click();
  const catEdit = page.getByRole('dialog', { name: 'Editando categoria' });
  await catEdit.getByLabel('Nome da Categoria').fill('Lanches');
  await catEdit.getByRole('button', { name: 'Salvar' }).click();
  await expect(catEdit).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Variações - Lanches' })).toBeVisible();

  // Variation: items locked until saved; field validation; min ≤ max.
  await page.getByRole('button', { name: 'Adicionar Variação' }).click();
  const modal = page.getByRole('dialog', { name: 'Nova variação' });
  await expect(modal.getByText('Salve a variação antes de cadastrar itens.')).toBeVisible();
  await expect(modal.getByLabel('Nome do item')).toBeDisabled();
  await expect(modal.getByRole('button', { name: 'Incluir' })).toBeDisabled();
  await expect(modal.getByLabel('Vínculo')).toHaveValue('0');
  await expect(modal.getByLabel('Cálculo do Preço').locator('option')).toHaveText([
    'Selecione...',
    'Maior Preço',
    'Menor Preço',
    'Média Preços',
    'Soma Total',
    'Incremental',
  ]);
  await modal.getByRole('button', { name: 'Salvar e cadastrar itens' }).click();
  await expect(modal.getByText('Informe o nome da variação.')).toBeVisible();
  await expect(modal.getByText('Selecione o cálculo do preço.')).toBeVisible();
  await modal.getByLabel('Nome da Variação').fill('Adicionais do lanche');
  await modal.getByLabel('Escolha Mín.').fill('3');
  await modal.getByLabel('Escolha Máx.').fill('1');
  await modal.getByLabel('Cálculo do Preço').selectOption('in');
  await modal.getByRole('button', { name: 'Salvar e cadastrar itens' }).click();
  await expect(modal.getByText('A escolha mínima não pode ser maior que a escolha máxima.')).toBeVisible();
  await modal.getByLabel('Escolha Mín.').fill('0');
  await modal.getByLabel('Escolha Máx.').fill('3');
  await modal.getByRole('button', { name: 'Salvar e cadastrar itens' }).click();
  const editor = page.getByRole('dialog', { name: 'Editar variação Adicionais do lanche' });
  await expect(editor.getByLabel('Nome do item')).toBeEnabled();
  await expect(editor.getByText('Nenhum item cadastrado nesta variação.')).toBeVisible();

  // Items: standalone (name required, price rule) and from stock (named after it).
  await editor.getByRole('button', { name: 'Incluir' }).click();
  await expect(editor.getByText('Informe o nome do item.')).toBeVisible();
  await editor.getByLabel('Nome do item').fill('Cheddar');
  await editor.getByLabel('Preço do item').fill('4,5');
  await expect(editor.getByLabel('Preço do item')).toHaveValue('4.5');
  await editor.getByRole('button', { name: 'Incluir' }).click();
  const items = editor.getByRole('table', { name: 'Itens da variação' });
  await expect(items.getByRole('row', { name: /Cheddar/ })).toContainText('Avulso');
  await expect(items.getByRole('row', { name: /Cheddar/ })).toContainText('R$ 4,50');
  await editor.getByLabel('Item do estoque').selectOption({ label: 'Bacon (Ingrediente)' });
  await expect(editor.getByLabel('Nome do item')).toHaveValue('Bacon');
  await editor.getByLabel('Preço do item').fill('7');
  await editor.getByRole('button', { name: 'Incluir' }).click();
  await expect(items.getByRole('row', { name: /Bacon/ })).toContainText('Estoque: Bacon');
  await editor.getByRole('button', { name: 'Subir Bacon' }).click();
  await expect(items.locator('tbody tr').first()).toContainText('Bacon');
  await app.screenshot('catalogue-variation-editor');
  await audit(app, page, 'variation editor');
  await editor.getByRole('button', { name: 'Fechar', exact: true }).click();
  await expect(editor).toBeHidden();

  const lanches = page.getByRole('table', { name: 'Variações de Lanches' });
  await expect(lanches.getByRole('row', { name: /Adicionais do lanche/ })).toContainText(
    '2 itens: Bacon, Cheddar',
  );
  const saved = (await variationsOf(sandbox)).find((v) => v.nome_variacao === 'Adicionais do lanche');
  expect(saved).toMatchObject({ escolha_minima: 0, escolha_maxima: 3, calculo_preco: 'in', status: 'S' });
  expect(saved?.estoque.map((i) => [i.nome_var, i.id_estoque === '-1', i.preco])).toEqual([
    ['Bacon', false, 7],
    ['Cheddar', true, 4.5],
  ]);

  // Status, duplicate, delete with the confirmation.
  await page.getByLabel('Status de Adicionais do lanche').selectOption('O');
  await expect
    .poll(async () => (await variationsOf(sandbox)).find((v) => v.id_variacao === saved?.id_variacao)?.status)
    .toBe('O');
  await page.getByRole('button', { name: 'Duplicar Adicionais do lanche' }).click();
  await expect(lanches.getByRole('row', { name: /Adicionais do lanche \(cópia\)/ })).toContainText('2 itens');
  await page.getByRole('button', { name: 'Excluir Adicionais do lanche (cópia)' }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText('Você tem certeza?');
  await expect(confirm).toContainText('Não será possível reverter!');
  await confirm.getByRole('button', { name: 'Cancelar' }).click();
  await expect(lanches.getByRole('row', { name: /\(cópia\)/ })).toHaveCount(1);
  await page.getByRole('button', { name: 'Excluir Adicionais do lanche (cópia)' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Sim deletar.' }).click();
  await expect(lanches.getByRole('row', { name: /\(cópia\)/ })).toHaveCount(0);
  expect(
    (await variationsOf(sandbox)).filter((v) => v.nome_variacao.startsWith('Adicionais do')),
  ).toHaveLength(1);

  // A category with variations is kept: the server's refusal in 'Atenção!'.
  await page.getByRole('button', { name: 'Excluir categoria Lanches' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Sim deletar.' }).click();
  const refusal = page.getByRole('alertdialog');
  await expect(refusal).toContainText('Atenção!');
  await expect(refusal).toContainText('Não é possível excluir uma categoria que possui variações.');
  await refusal.getByRole('button', { name: 'Fechar' }).click();
  const cats = (await v1<VariationCategoriesResponse>(sandbox, 'variacoescategorias/listar'))
    .variacoescategorias;
  expect(cats.map((c) => c.nome_categoria)).toContain('Lanches');
});

test('/variacoes: load failure with retry, variation fetch failure, server refusal keeps the form', async ({
  app,
  page,
  sandbox,
}) => {
  await app.loginAs(DEMO.admin.usuario);
  await sandbox.control('faults', { path: 'variacoescategorias/listar', status: 500, times: 1 });
  await app.goto('/variacoes');
  // 02 §8: the failed load opens 'Atenção!' with the server's text, over the inline error.
  const failed = page.getByRole('alertdialog', { name: 'Atenção!' });
  await expect(failed).toContainText('Falha simulada pelo sandbox.');
  await app.screenshot('catalogue-variations-error');
  await failed.getByRole('button', { name: 'Fechar' }).click();
  const retry = page.getByRole('button', { name: 'Tentar novamente' });
  await retry.click();
  await expect(page.getByRole('table', { name: 'Variações de Pizzas' })).toContainText('Borda');

  // A category's variations fail to load: the list's error with a retry.
  await sandbox.control('faults', { path: 'variacoes/listarCategoria', status: 500, times: 1 });
  await categoryList(page).getByRole('button', { name: 'Bebidas', exact: true }).click();
  await expect(page.getByText('Não foi possível carregar as variações.')).toBeVisible();
  await expect(failed).toBeVisible();
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Tentar novamente' }).click();
  await expect(page.getByRole('table', { name: 'Variações de Bebidas' })).toContainText('Açúcar');
  await categoryList(page).getByRole('button', { name: 'Pizzas', exact: true }).click();

  // The editor's fetch fails: 'Erro ao obter variação' and no editor.
  await sandbox.control('faults', { path: 'variacoes/listar/', status: 500, times: 1 });
  await page.getByRole('button', { name: 'Editar Borda' }).first().click();
  const failure = page.getByRole('alertdialog');
  await expect(failure).toContainText('Erro ao obter variação');
  await failure.getByRole('button').first().click();
  await expect(page.getByRole('dialog', { name: /Editar variação/ })).toHaveCount(0);

  // A refusal (status false + erro) opens 'Atenção!' and the editor keeps what was typed.
  await page.getByRole('button', { name: 'Editar Sabores' }).click();
  const editor = page.getByRole('dialog', { name: 'Editar variação Sabores' });
  await expect(editor.getByRole('table', { name: 'Itens da variação' })).toContainText('Margherita');
  await refuseOnce(sandbox, 'variacoes/adicionar', { erro: 'Variação em uso no momento.' });
  await editor.getByLabel('Nome da Variação').fill('Sabores (meio a meio)');
  await editor.getByRole('button', { name: 'Salvar variação' }).click();
  const refusal = page.getByRole('alertdialog');
  await expect(refusal).toContainText('Atenção!');
  await expect(refusal).toContainText('Variação em uso no momento.');
  await refusal.getByRole('button', { name: 'Fechar' }).click();
  await expect(editor.getByLabel('Nome da Variação')).toHaveValue('Sabores (meio a meio)');
  await editor.getByRole('button', { name: 'Salvar variação' }).click();
  await expect(page.getByRole('dialog', { name: 'Editar variação Sabores (meio a meio)' })).toBeVisible();
});
