// The product modal's Composição and Variações tabs and the catalogue replacement against the
// sandbox (spec 02 §2.2, §5, §7 Composition, Product variations, Products on the second service, §8).
import type { Page } from '@playwright/test';
import type { CompositionResponse, ProductsResponse } from '../../shared/api/catalogue';
import type { VariationsResponse } from '../../shared/api/catalogue-variations';
import { SANDBOX_PREFIXES } from '../../shared/config';
import { DEMO, expect, test } from './fixtures';
import { audit, firstCategoryId, keyboardMove, openProducts, productsOf, v1 } from './support/catalogue';

async function newSavedProduct(page: Page, name: string) {
  await page.getByRole('button', { name: 'Adicionar Produto' }).click();
  const modal = page.getByRole('dialog', { name: 'Cadastrando novo produto' });
  await expect(modal.getByRole('tab', { name: 'Composição' })).toBeDisabled();
  await expect(modal.getByRole('tab', { name: 'Variações' })).toBeDisabled();
  await modal.getByLabel('Nome do Produto').fill(name);
  await modal.getByRole('button', { name: 'Salvar' }).click();
  const editing = page.getByRole('dialog', { name: 'Editando produto' });
  await expect(editing).toBeVisible();
  return editing;
}

test('multi-size product with composition, a global and an avulsa variation', async ({
  app,
  page,
  sandbox,
}) => {
  // One product through three tabs, each saved and read back: the longest path of the suite.
  test.slow();
  await openProducts(app);
  const catId = await firstCategoryId(sandbox);
  const modal = await newSavedProduct(page, 'Pizza da Casa');
  const productId = async () =>
    (await productsOf(sandbox, catId)).find((p) => p.nome_prod === 'Pizza da Casa')?.id_cardapio ?? '';
  const id = await productId();
  expect(id).not.toBe('');

  // Sizes: the product becomes multi-size.
  await modal.getByLabel('Este produto possui mais tamanhos?').check();
  for (const [size, price] of [
    ['Média', '45'],
    ['Grande', '55.90'],
  ] as const) {
    await modal.getByLabel('Tamanho', { exact: true }).fill(size);
    await modal.getByLabel('Preço', { exact: true }).fill(price);
    await modal.getByRole('button', { name: 'Incluir' }).click();
    await expect(modal.getByRole('table', { name: 'Tamanhos' })).toContainText(size);
  }

  // Composição: defaults Qtd. 1 and Removível?, the ingredient is required, reorder, delete.
  await modal.getByRole('tab', { name: 'Composição' }).click();
  await expect(modal.getByText('Nenhum ingrediente na composição deste produto.')).toBeVisible();
  await expect(modal.getByLabel('Qtd.')).toHaveValue('1');
  await expect(modal.getByLabel('Removível?')).toBeChecked();
  await modal.getByRole('button', { name: 'Incluir' }).click();
  await expect(modal.getByText('Selecione um ingrediente.')).toBeVisible();
  await modal.getByLabel('Ingrediente').selectOption({ label: 'Mussarela' });
  await modal.getByRole('button', { name: 'Incluir' }).click();
  const composition = modal.getByRole('table', { name: 'Composição do produto' });
  await expect(composition.locator('tbody tr')).toHaveCount(1);
  await expect(modal.getByLabel('Qtd.')).toHaveValue('1');
  await modal.getByLabel('Qtd.').fill('0');
  await modal.getByLabel('Ingrediente').selectOption({ label: 'Calabresa' });
  await modal.getByRole('button', { name: 'Incluir' }).click();
  await expect(modal.getByText('Informe uma quantidade de 1 a 99.')).toBeVisible();
  await modal.getByLabel('Qtd.').fill('2');
  await modal.getByLabel('Removível?').uncheck();
  await modal.getByRole('button', { name: 'Incluir' }).click();
  await expect(composition.locator('tbody tr')).toHaveCount(2);
  await modal.getByLabel('Ingrediente').selectOption({ label: 'Orégano' });
  await modal.getByRole('button', { name: 'Incluir' }).click();
  await expect(composition.locator('tbody tr')).toHaveText([
    /1\s*Mussarela\s*Sim/,
    /2\s*Calabresa\s*Não/,
    /1\s*Orégano\s*Sim/,
  ]);
  const parts = async () =>
    (await v1<CompositionResponse>(sandbox, `cardapioestoque/listar/${id}`)).cardapioestoque.map((i) => [
      i.nome_item,
      i.quantidade,
      i.removivel,
    ]);
  expect(await parts()).toEqual([
    ['Mussarela', 1, true],
    ['Calabresa', 2, false],
    ['Orégano', 1, true],
  ]);
  await keyboardMove(page, 'Mover Orégano', 'ArrowUp', 1);
  await expect(composition.locator('tbody tr')).toHaveText([/Mussarela/, /Orégano/, /Calabresa/]);
  await expect
    .poll(async () => (await parts()).map((p) => p[0]))
    .toEqual(['Mussarela', 'Orégano', 'Calabresa']);
  await modal.getByRole('button', { name: 'Excluir Mussarela da composição' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Sim deletar.' }).click();
  await expect(composition.locator('tbody tr')).toHaveCount(2);
  await audit(app, page, 'product modal, Composição');
  await app.screenshot('catalogue-product-composition');

  // Variações: a global one for the Grande size only; choosing one field clears the other.
  await modal.getByRole('tab', { name: 'Variações' }).click();
  await expect(modal.getByText('Nenhuma variação vinculada a este produto.')).toBeVisible();
  const globals = (await v1<VariationsResponse>(sandbox, 'variacoes/listar')).variacoes;
  const borda = globals.find((v) => v.nome_variacao === 'Borda');
  await modal.getByRole('button', { name: 'Incluir' }).click();
  await expect(
    modal.getByText('Selecione uma variação global ou digite o nome de uma variação avulsa.'),
  ).toBeVisible();
  await modal.getByLabel('Variação Global').selectOption(borda?.id_variacao ?? '');
  await modal.getByLabel('Variação Avulsa').fill('Molho extra');
  await expect(modal.getByLabel('Variação Global')).toHaveValue('');
  await modal.getByLabel('Variação Global').selectOption(borda?.id_variacao ?? '');
  await expect(modal.getByLabel('Variação Avulsa')).toHaveValue('');
  await modal.getByLabel('Vínculo/tamanho').selectOption({ label: 'Grande' });
  await modal.getByRole('button', { name: 'Incluir' }).click();
  const links = modal.getByRole('table', { name: 'Variações do produto' });
  await expect(links.locator('tbody tr')).toHaveCount(1);
  await expect(links.locator('tbody tr').first()).toContainText('Borda');
  await expect(links.locator('tbody tr').first()).toContainText('Grande');
  await expect(links.locator('tbody tr').first()).toContainText(
    `${borda?.escolha_minima} / ${borda?.escolha_maxima}`,
  );

  // An avulsa name opens the variation editor in category -2; min ≤ max; linked after its save.
  await modal.getByLabel('Variação Avulsa').fill('Molho extra');
  await modal.getByRole('button', { name: 'Incluir' }).click();
  const editor = page.getByRole('dialog', { name: 'Nova variação' });
  await expect(editor.getByLabel('Nome da Variação')).toHaveValue('Molho extra');
  await editor.getByLabel('Escolha Mín.').fill('3');
  await editor.getByLabel('Escolha Máx.').fill('2');
  await editor.getByLabel('Cálculo do Preço').selectOption('st');
  await editor.getByRole('button', { name: 'Salvar' }).click();
  await expect(editor.getByText('A escolha mínima não pode ser maior que a escolha máxima.')).toBeVisible();
  await editor.getByLabel('Escolha Mín.').fill('0');
  await editor.getByRole('button', { name: 'Salvar' }).click();
  // After its first save the editor stays open (items unlock) under its new title.
  await expect(page.getByRole('dialog', { name: 'Editar variação Molho extra' })).toBeVisible();
  await app.screenshot('catalogue-product-avulsa-editor');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: /variação/ })).toBeHidden();
  await expect(modal).toBeVisible();
  await expect(links.locator('tbody tr')).toHaveCount(2);
  const avulsa = links.locator('tbody tr').filter({ hasText: 'Molho extra' });
  await expect(avulsa).toContainText('Avulsa');
  await expect(avulsa).toContainText('Todos os tamanhos');
  await expect(avulsa).toContainText('Soma Total');
  const productLinks = async () =>
    (await v1<ProductsResponse>(sandbox, `cardapio/listar/${catId}/${id}`)).cardapio[0]?.variacoes ?? [];
  expect(
    (await productLinks()).map((l) => [l.nome_variacao, l.tamanho_nome, l.nome_variacao_avulsa]),
  ).toEqual([
    ['Borda', 'Grande', ''],
    ['Molho extra', '', 'Molho extra'],
  ]);

  // Status, duplicate and delete on a row.
  await modal.getByLabel('Status da variação Borda').selectOption('O');
  await expect.poll(async () => (await productLinks())[0]?.status).toBe('O');
  await modal.getByRole('button', { name: 'Duplicar variação Molho extra' }).click();
  await expect(links.locator('tbody tr')).toHaveCount(3);
  await expect(links.locator('tbody tr').nth(2)).toContainText('Molho extra (cópia)');
  await modal.getByRole('button', { name: 'Excluir variação Molho extra (cópia)' }).click();
  await expect(page.getByRole('alertdialog')).toContainText('Não será possível reverter!');
  await page.getByRole('alertdialog').getByRole('button', { name: 'Sim deletar.' }).click();
  await expect(links.locator('tbody tr')).toHaveCount(2);
  await audit(app, page, 'product modal, Variações');
  await app.screenshot('catalogue-product-variations');

  // Editar opens the global variation in its editor.
  await modal.getByRole('button', { name: 'Editar variação Borda' }).click();
  const edit = page.getByRole('dialog', { name: 'Editar variação Borda' });
  await expect(edit.getByLabel('Nome da Variação')).toHaveValue('Borda');
  await page.keyboard.press('Escape');
  await expect(edit).toBeHidden();

  await modal.getByRole('tab', { name: 'Disponibilidade' }).click();
  await audit(app, page, 'product modal, Disponibilidade (multi-size)');
  await app.screenshot('catalogue-product-availability-tab');
  await modal.getByRole('tab', { name: 'Informações' }).click();
  await audit(app, page, 'product modal, Informações (multi-size)');
  await app.screenshot('catalogue-product-info-multisize');

  // Sizes: Editar fills the form and saves the same size (its variation link stays); reorder by
  // Subir/Descer and by keyboard on the handle.
  const sizesOf = async () =>
    (await productsOf(sandbox, catId)).find((p) => p.id_cardapio === id)?.tamanhos ?? [];
  const grandeId = (await sizesOf()).find((z) => z.nome === 'Grande')?.id_cardapio_tamanho;
  await modal.getByRole('button', { name: 'Editar tamanho Grande' }).click();
  const sizeForm = modal.getByRole('group', { name: 'Editar tamanho' });
  await expect(sizeForm.getByLabel('Tamanho', { exact: true })).toHaveValue('Grande');
  await expect(sizeForm.getByLabel('Preço', { exact: true })).toHaveValue('55.90');
  await sizeForm.getByLabel('Tamanho', { exact: true }).fill('Gigante');
  await sizeForm.getByLabel('Preço', { exact: true }).fill('59.90');
  await sizeForm.getByRole('button', { name: 'Atualizar' }).click();
  const sizes = modal.getByRole('table', { name: 'Tamanhos' });
  await expect(sizes).toContainText('Gigante');
  await expect(sizes).toContainText('R$ 59,90');
  await expect
    .poll(async () => (await sizesOf()).map((z) => [z.id_cardapio_tamanho, z.nome, z.preco]))
    .toEqual([
      [expect.any(String), 'Média', 45],
      [grandeId, 'Gigante', 59.9],
    ]);
  expect((await productLinks()).map((l) => l.tamanho_nome)).toContain('Gigante');
  await modal.getByRole('button', { name: 'Subir tamanho Gigante' }).click();
  await expect.poll(async () => (await sizesOf()).map((z) => z.nome)).toEqual(['Gigante', 'Média']);
  await keyboardMove(page, 'Mover Gigante', 'ArrowDown', 1);
  await expect.poll(async () => (await sizesOf()).map((z) => z.nome)).toEqual(['Média', 'Gigante']);
  await expect(sizes.locator('tbody tr')).toHaveText([/Média/, /Gigante/]);

  // 'A partir de' pricing: shown, saved and served back.
  await modal.getByLabel('Preço Antigo').fill('69.90');
  await modal.getByLabel('A partir de', { exact: true }).check();
  await modal.getByLabel('Preço A partir de').fill('45');
  await modal.getByLabel('Descrição do Sistema').fill('Forno a lenha');
  await audit(app, page, 'product modal, sizes edit and A partir de');
  await app.screenshot('catalogue-product-sizes-from-pricing');
  await modal.getByRole('button', { name: 'Salvar' }).click();
  await expect
    .poll(async () => {
      const p = (await productsOf(sandbox, catId)).find((x) => x.id_cardapio === id);
      return [p?.preco_antigo, p?.apartirde, p?.preco_apartirde, p?.descricao_sis];
    })
    .toEqual([69.9, 'S', 45, 'Forno a lenha']);
});

test('catalogue replacement on the second service: by name and barcode, ws2 error and 401', async ({
  app,
  page,
  sandbox,
}) => {
  await openProducts(app);
  const catId = await firstCategoryId(sandbox);
  await page.getByRole('button', { name: 'Adicionar Produto' }).click();
  const modal = page.getByRole('dialog', { name: 'Cadastrando novo produto' });
  await modal.getByRole('button', { name: 'Buscar no catálogo' }).click();
  const search = page.getByRole('dialog', { name: 'Buscar produto no catálogo' });
  await search.getByRole('button', { name: 'Buscar' }).click();
  await expect(search.getByText('Digite o código de barras ou o nome do produto.')).toBeVisible();
  await search.getByLabel('Nome do produto').fill('guarana antarctica');
  await search.getByRole('button', { name: 'Buscar' }).click();
  const rows = search.getByRole('table', { name: 'Produtos do catálogo' }).locator('tbody tr');
  await expect(rows).toHaveCount(15);
  await expect(search.getByText('15 produtos encontrados')).toBeVisible();
  await expect(rows.first().locator('img')).toHaveJSProperty('complete', true);
  await audit(app, page, 'catalogue search');
  await app.screenshot('catalogue-product-search');
  await search.getByLabel('Nome do produto').fill('zzz');
  await search.getByRole('button', { name: 'Buscar' }).click();
  await expect(search.getByText('Nenhum produto encontrado no catálogo.')).toBeVisible();

  // By barcode (a page of 300 at most).
  const user = await sandbox.login(DEMO.admin.usuario, 'demo1234');
  const all = (await (
    await fetch(
      `${sandbox.url}${SANDBOX_PREFIXES.v2}products?page=1&per_page=300&nome_produto=guarana%20antarctica%20lata`,
      {
        headers: { Authorization: `Basic ${user.sessao.hash}` },
      },
    )
  ).json()) as { products: { data: { codigo_barras: string; id_produto: string }[] } };
  const target = all.products.data[0];
  await search.getByLabel('Buscar por').selectOption('codigo_barras');
  await search.getByLabel('Código de barras').fill(target?.codigo_barras ?? '');
  await search.getByRole('button', { name: 'Buscar' }).click();
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(target?.codigo_barras ?? '');
  await expect(rows.first()).toContainText('Guaraná Antarctica Lata 350ml');
  await search.getByRole('button', { name: 'Usar Guaraná Antarctica Lata 350ml' }).click();
  await expect(search).toBeHidden();
  await expect(modal.getByLabel('Nome do Produto')).toHaveValue('Guaraná Antarctica Lata 350ml');
  await expect(modal.getByLabel('Descrição', { exact: true })).toHaveValue(
    'Refrigerante de guaraná - lata 350ml',
  );
  await expect(modal.getByText(`Produto do catálogo: ${target?.id_produto}`)).toBeVisible();
  await modal.getByLabel('Preço', { exact: true }).fill('6.50');
  await modal.getByRole('button', { name: 'Salvar' }).click();
  const editing = page.getByRole('dialog', { name: 'Editando produto' });
  await expect(editing).toBeVisible();
  const saved = (await productsOf(sandbox, catId)).at(-1);
  expect(saved).toMatchObject({
    nome_prod: 'Guaraná Antarctica Lata 350ml',
    id_produto: target?.id_produto,
    foto: expect.stringContaining(`/products/imagem/${target?.id_produto}.svg`),
  });

  // Any other HTTP failure of the second service: 'ws2 {status}' dialog; the modal offers a retry.
  await editing.getByRole('button', { name: 'Buscar no catálogo' }).click();
  // Faults name the search's query: the result images are served under /api/v2/products too, and
  // one of them loading late would otherwise use up a one-off fault meant for Buscar.
  const pizzaSearch = { method: 'GET', path: '/api/v2/products', query: 'nome_produto=pizza', times: 1 };
  await sandbox.control('faults', { ...pizzaSearch, status: 500 });
  await search.getByLabel('Nome do produto').fill('pizza');
  await search.getByRole('button', { name: 'Buscar' }).click();
  const failure = page.getByRole('alertdialog', { name: 'Ops! Ocorreu um erro inesperado ws2 500!' });
  await expect(failure).toBeVisible();
  await expect(failure.getByRole('button', { name: 'Tentar novamente' })).toBeVisible();
  await failure.getByRole('button', { name: 'Fechar' }).click();
  await expect(search.getByText('Não foi possível buscar no catálogo.')).toBeVisible();
  await search.getByRole('button', { name: 'Tentar novamente' }).click();
  await expect(rows.first()).toBeVisible();

  // A 401 there logs out and asks to log in again.
  await sandbox.control('faults', { ...pizzaSearch, status: 401 });
  await search.getByRole('button', { name: 'Buscar' }).click();
  await expect(page.getByRole('alertdialog', { name: 'Atenção!' })).toBeVisible();
  await expect(page.getByRole('alertdialog').getByRole('link', { name: 'Fazer login' })).toBeVisible();
});
