// /produtos, /produtos/{id} and /produtosOld against the sandbox (spec 02 §2.1–2.4, §4, §5, §8):
// categories with weekday availability, products with price rules, photo, sizes, status, clone,
// reorder persisting after a reload, delete with the confirmation, hostile names shown as text.
import type { Page } from '@playwright/test';
import { bigCategoryProduct } from '../../sandbox/catalogue/control';
import { DEMO, expect, test } from './fixtures';
import { audit, categoriesOf, keyboardMove, openProducts, productsOf, v1 } from './support/catalogue';
import { openAsAdmin, refuseOnce } from './support/back-office';

const XSS = '<img src=x onerror=alert(1)>';
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

const categoryList = (page: Page) => page.getByRole('list', { name: 'Categorias' });
const categoryNames = (page: Page) => categoryList(page).locator('.catalogue-category__text');
const productRows = (page: Page) => page.locator('table.catalogue-products tbody tr');
const productNames = (page: Page) => page.locator('table.catalogue-products .catalogue-product-name');

test('categories: create with weekday availability, validation, reorder after reload, delete with confirm', async ({
  app,
  page,
  sandbox,
}) => {
  await openProducts(app);
  await expect(page.getByRole('heading', { name: 'Produtos', level: 1 })).toBeVisible();
  const first = (await categoriesOf(sandbox))[0];
  // The first category is selected on load and its products are listed.
  await expect(categoryList(page).getByRole('button', { pressed: true })).toContainText(
    first?.nome_categoria ?? '',
  );
  await expect(page.getByRole('heading', { name: `Produtos - ${first?.nome_categoria}` })).toBeVisible();
  await expect(productRows(page).first()).toBeVisible();
  await app.screenshot('catalogue-manager');
  await audit(app, page, 'catalogue manager');

  await page.getByRole('button', { name: 'Adicionar', exact: true }).click();
  const modal = page.getByRole('dialog', { name: 'Cadastrando nova categoria' });
  await modal.getByRole('button', { name: 'Salvar' }).click();
  await expect(modal.getByText('Informe o nome da categoria.')).toBeVisible();
  await modal.getByLabel('Nome da Categoria').fill(XSS);
  await modal.getByRole('tab', { name: 'Disponibilidade' }).click();
  await modal.getByLabel('Disponível em dias e horários específicos').check();
  await modal.getByRole('button', { name: 'Salvar' }).click();
  await expect(modal.getByText('Marque ao menos um período ou escolha "Sempre disponível".')).toBeVisible();
  await modal.getByLabel('Ativar Segunda-Feira, 1º Período').check();
  await modal.getByLabel('Segunda-Feira, 1º Período: início').fill('1100');
  await expect(modal.getByLabel('Segunda-Feira, 1º Período: início')).toHaveValue('11:00');
  await modal.getByLabel('Segunda-Feira, 1º Período: fim').fill('2500');
  await modal.getByLabel('Ativar Sábado, 2º Período').check();
  await modal.getByLabel('Sábado, 2º Período: início').fill('18:00');
  await modal.getByLabel('Sábado, 2º Período: fim').fill('00:00');
  await modal.getByRole('button', { name: 'Salvar' }).click();
  await expect(
    modal.getByText('Informe um horário de fim válido (HH:MM, até 23:59) ou deixe em branco.'),
  ).toBeVisible();
  await modal.getByLabel('Segunda-Feira, 1º Período: fim').fill('');
  await app.screenshot('catalogue-category-availability');
  await audit(app, page, 'category modal, availability');
  await modal.getByRole('button', { name: 'Salvar' }).click();
  await expect(modal).toBeHidden();
  await expect(page.getByText('Salvo com sucesso!')).toBeVisible();
  // Saved as the spec's JSON string; the hostile name is text, selected, with an empty product list.
  const saved = (await categoriesOf(sandbox)).at(-1);
  expect(saved?.nome_categoria).toBe(XSS);
  expect(JSON.parse(saved?.disponibilidade ?? '')).toEqual({
    sg: { initAt: '11:00', endAt: '', initAt2: '', endAt2: '' },
    sb: { initAt: '', endAt: '', initAt2: '18:00', endAt2: '00:00' },
  });
  await expect(categoryList(page).getByRole('button', { pressed: true })).toHaveText(XSS);
  await expect(page.getByText('Nenhum produto nesta categoria.')).toBeVisible();
  await expect(page.locator('img[src="x"]')).toHaveCount(0);

  // Reorder by keyboard: saved at once, kept after a reload.
  const before = await categoryNames(page).allTextContents();
  await keyboardMove(page, `Mover ${XSS}`, 'ArrowUp', 2);
  const moved = [...before];
  moved.splice(moved.length - 1, 1);
  moved.splice(moved.length - 2, 0, XSS);
  await expect(categoryNames(page)).toHaveText(moved);
  await expect.poll(async () => (await categoriesOf(sandbox)).map((c) => c.nome_categoria)).toEqual(moved);
  await page.reload();
  await expect(categoryNames(page)).toHaveText(moved);

  // Edit keeps the availability; delete asks first.
  await page.getByRole('button', { name: `Editar categoria ${XSS}` }).click();
  const edit = page.getByRole('dialog', { name: 'Editando categoria' });
  await edit.getByRole('tab', { name: 'Disponibilidade' }).click();
  await expect(edit.getByLabel('Segunda-Feira, 1º Período: início')).toHaveValue('11:00');
  await edit.getByRole('button', { name: 'Fechar', exact: true }).click();
  await page.getByRole('button', { name: `Excluir categoria ${XSS}` }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText('Você tem certeza?');
  await expect(confirm).toContainText('Não será possível reverter!');
  await confirm.getByRole('button', { name: 'Cancelar' }).click();
  await expect(categoryNames(page)).toHaveText(moved);
  await page.getByRole('button', { name: `Excluir categoria ${XSS}` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Sim deletar.' }).click();
  await expect(categoryNames(page)).toHaveText(before.slice(0, -1));

  // A category with products is refused by the server: 'Atenção!' with its message.
  await page.getByRole('button', { name: `Excluir categoria ${first?.nome_categoria}` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Sim deletar.' }).click();
  const refusal = page.getByRole('alertdialog');
  await expect(refusal).toContainText('Atenção!');
  await expect(refusal).toContainText('Não é possível excluir uma categoria que possui produtos.');
  await refusal.getByRole('button', { name: 'Fechar' }).click();
});

test('products: locked tabs before the first save, price rules, photo, status, clone, search, reorder, delete', async ({
  app,
  page,
  sandbox,
}) => {
  await openProducts(app);
  const cat = (await categoriesOf(sandbox))[0];
  const catId = cat?.id_cardapio_categoria ?? '';
  const total = (await productsOf(sandbox, catId)).length;
  await expect(page.getByText(`${total} produtos`, { exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Adicionar Produto' }).click();
  const modal = page.getByRole('dialog', { name: 'Cadastrando novo produto' });
  await expect(modal.getByText('Salve o produto antes de cadastrar uma imagem')).toBeVisible();
  await expect(modal.getByText('Salve o produto antes de cadastrar tamanhos!')).toBeVisible();
  // Before the first save the image and the sizes checkbox answer with the 'Atenção!' alert (§2.2).
  for (const [control, message] of [
    [
      modal.getByRole('button', { name: 'Adicionar imagem' }),
      'Salve o produto antes de cadastrar uma imagem',
    ],
    [modal.getByLabel('Este produto possui mais tamanhos?'), 'Salve o produto antes de cadastrar tamanhos!'],
  ] as const) {
    await control.click();
    const alert = page.getByRole('alertdialog');
    await expect(alert).toContainText('Atenção!');
    await expect(alert).toContainText(message);
    await alert.getByRole('button', { name: 'OK' }).click();
  }
  await expect(modal.getByLabel('Este produto possui mais tamanhos?')).not.toBeChecked();
  await expect(modal.getByRole('tab', { name: 'Disponibilidade' })).toBeDisabled();
  await expect(modal.getByRole('tab', { name: 'Variações' })).toBeDisabled();
  await expect(modal.getByLabel('Categoria')).toHaveValue(cat?.nome_categoria ?? '');
  await modal.getByRole('button', { name: 'Salvar' }).click();
  await expect(modal.getByText('Informe o nome do produto.')).toBeVisible();
  await modal.getByLabel('Nome do Produto').fill(XSS);
  await modal.getByLabel('Descrição', { exact: true }).fill('Receita do forno quântico');
  await modal.getByLabel('Preço', { exact: true }).pressSequentially('12,505');
  await expect(modal.getByLabel('Preço', { exact: true })).toHaveValue('12.50');
  await modal.getByLabel('Preço Promocional').fill('13');
  await modal.getByRole('button', { name: 'Salvar' }).click();
  await expect(modal.getByText('O preço promocional deve ser menor que o preço.')).toBeVisible();
  await modal.getByLabel('Preço Promocional').fill('9.9');
  await modal.getByRole('button', { name: 'Salvar' }).click();

  // Saved: the id is back, the product reloaded and the locks are gone.
  const editing = page.getByRole('dialog', { name: 'Editando produto' });
  await expect(editing).toBeVisible();
  await expect(editing.getByRole('tab', { name: 'Disponibilidade' })).toBeEnabled();
  await expect(editing.getByLabel('Este produto possui mais tamanhos?')).toBeEnabled();
  await editing
    .getByLabel('Imagem do produto')
    .setInputFiles({ name: 'x.txt', mimeType: 'text/plain', buffer: Buffer.from('oi') });
  await expect(page.getByRole('alertdialog')).toContainText('Envie uma imagem PNG, JPG ou JPEG.');
  await page.getByRole('alertdialog').getByRole('button', { name: 'OK' }).click();
  await editing
    .getByLabel('Imagem do produto')
    .setInputFiles({ name: 'pizza.png', mimeType: 'image/png', buffer: PNG });
  await expect(editing.getByRole('img', { name: `Imagem de ${XSS}` })).toHaveAttribute(
    'src',
    /\/cardapio\/imagem\/[0-9a-f]{24}$/,
  );
  await app.screenshot('catalogue-product-info');
  await audit(app, page, 'product modal, Informações');
  await editing.getByRole('tab', { name: 'Disponibilidade' }).click();
  await expect(
    editing.getByText('Aqui você define em que momentos os clientes poderão comprar este item'),
  ).toBeVisible();
  await editing.getByLabel('Disponível em dias e horários específicos').check();
  await editing.getByLabel('Ativar Domingo, 1º Período').check();
  await editing.getByLabel('Domingo, 1º Período: início').fill('18:00');
  await app.screenshot('catalogue-product-availability');
  await audit(app, page, 'product modal, Disponibilidade');
  await editing.getByRole('button', { name: 'Salvar' }).click();
  await expect
    .poll(async () => (await productsOf(sandbox, catId)).at(-1)?.disponibilidade)
    .toBe(JSON.stringify({ do: { initAt: '18:00', endAt: '', initAt2: '', endAt2: '' } }));
  await editing.getByRole('button', { name: 'Fechar', exact: true }).click();

  // The row: hostile name as text, photo, promotional price in BRL.
  const row = productRows(page).filter({ hasText: XSS });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('R$ 9,90');
  await expect(row.locator('img.catalogue-thumb')).toHaveAttribute('src', /cardapio\/imagem/);
  await expect(page.locator('img[src="x"]')).toHaveCount(0);

  // Search over the whole record (description included), case- and accent-insensitive.
  await page.getByLabel('Procurar produtos').fill('QUANTICO forno');
  await expect(page.getByText(`1 de ${total + 1} produtos`)).toBeVisible();
  await expect(productRows(page)).toHaveCount(1);
  await page.getByLabel('Procurar produtos').fill('');

  // Status through cardapio/mudaSts, then the list reloads.
  await row.getByLabel(`Status de ${XSS}`).selectOption('F');
  await expect.poll(async () => (await productsOf(sandbox, catId)).at(-1)?.status).toBe('F');
  await expect(row.getByLabel(`Status de ${XSS}`)).toHaveValue('F');

  // Clone lands right after the original.
  await row.getByRole('button', { name: `Duplicar ${XSS}` }).click();
  await expect(productNames(page).last()).toHaveText(`${XSS} - Cópia`);
  await expect(page.getByText(`${total + 2} produtos`, { exact: true })).toBeVisible();

  // Reorder: the copy moves two rows up; saved 100 ms after the drop, kept after a reload.
  const names = await productNames(page).allTextContents();
  const expected = [...names.slice(0, -3), `${XSS} - Cópia`, ...names.slice(-3, -1)];
  await keyboardMove(page, `Mover ${XSS} - Cópia`, 'ArrowUp', 2);
  await expect(productNames(page)).toHaveText(expected);
  await expect.poll(async () => (await productsOf(sandbox, catId)).map((p) => p.nome_prod)).toEqual(expected);
  await page.reload();
  await expect(productNames(page)).toHaveText(expected);

  // Delete with the confirmation.
  await page.getByRole('button', { name: `Excluir ${XSS} - Cópia` }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText('Não será possível reverter!');
  await confirm.getByRole('button', { name: 'Sim deletar.' }).click();
  await expect(page.getByText(`${total + 1} produtos`, { exact: true })).toBeVisible();
  await expect(productNames(page)).toHaveText(names.slice(0, -1));
});

test('a category of 5,000 products: bounded rows, scroll, search, status and keyboard reorder', async ({
  app,
  page,
  sandbox,
}) => {
  const big = await sandbox.control<{ id_cardapio_categoria: string }>('catalogue/big-category', {
    produtos: 5000,
    nome_categoria: 'Cardápio completo',
  });
  const catId = big.id_cardapio_categoria;
  await openProducts(app);
  await categoryList(page).getByRole('button', { name: 'Cardápio completo', exact: true }).click();
  await expect(page.getByText('5000 produtos', { exact: true })).toBeVisible();
  const table = page.getByRole('table', { name: 'Produtos - Cardápio completo' });
  await expect(table).toHaveAttribute('aria-rowcount', '5001');
  const mounted = table.locator('tbody tr[data-index]');
  await expect(productNames(page).first()).toHaveText(bigCategoryProduct(1).nome_prod);
  expect(await mounted.count()).toBeLessThan(40);
  await page
    .getByRole('heading', { name: 'Produtos - Cardápio completo' })
    .evaluate((el) => el.scrollIntoView({ block: 'start' }));
  await app.screenshot('catalogue-big-category');
  await audit(app, page, 'catalogue manager, 5,000 products');

  // Scrolled to the end: the last products are mounted, still a bounded number of rows.
  await page.locator('.catalogue-products-scroll').evaluate((el) => el.scrollTo({ top: el.scrollHeight }));
  await expect(table.getByText(bigCategoryProduct(5000).nome_prod, { exact: true })).toBeVisible();
  expect(await mounted.count()).toBeLessThan(40);

  // Search over the whole record, then a status change on a row found deep in the list.
  const target = bigCategoryProduct(4321);
  await page.getByLabel('Procurar produtos').fill(`${target.nome_prod.toUpperCase()} ${target.descricao}`);
  await expect(page.getByText(/^\d+ de 5000 produtos$/)).toBeVisible();
  const row = productRows(page).filter({ hasText: target.nome_prod });
  await row.getByLabel(`Status de ${target.nome_prod}`).selectOption('O');
  await expect
    .poll(
      async () => (await productsOf(sandbox, catId)).find((p) => p.nome_prod === target.nome_prod)?.status,
    )
    .toBe('O');
  await expect(row.getByLabel(`Status de ${target.nome_prod}`)).toHaveValue('O');

  // Keyboard reorder in the whole list: the first product two rows down, saved for the category.
  await page.getByLabel('Procurar produtos').fill('');
  await expect(page.getByText('5000 produtos', { exact: true })).toBeVisible();
  const [first, second, third] = [1, 2, 3].map((n) => bigCategoryProduct(n).nome_prod);
  await keyboardMove(page, `Mover ${first}`, 'ArrowDown', 2);
  await expect(productNames(page).nth(0)).toHaveText(second ?? '');
  await expect(productNames(page).nth(2)).toHaveText(first ?? '');
  await expect
    .poll(async () => (await productsOf(sandbox, catId)).slice(0, 3).map((p) => p.nome_prod))
    .toEqual([second, third, first]);
});

test('/produtosOld older titles and Tamanhos tab; /produtos/{id} opens the product; load failure and retry', async ({
  app,
  page,
  sandbox,
}) => {
  await app.loginAs(DEMO.admin.usuario);
  const cat = (await categoriesOf(sandbox))[0];
  const pizza = (await productsOf(sandbox, cat?.id_cardapio_categoria ?? '')).find(
    (p) => p.tamanhos.length > 0,
  );
  expect(pizza).toBeDefined();
  const pizzaName = pizza?.nome_prod ?? '';

  await app.goto('/produtosOld');
  await page.getByRole('button', { name: 'Adicionar', exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'Adicionar Categoria' })).toBeVisible();
  await page.getByRole('button', { name: 'Fechar', exact: true }).click();
  await page.getByRole('button', { name: `Editar categoria ${cat?.nome_categoria}` }).click();
  await expect(
    page.getByRole('dialog', { name: `Atualizar Categoria ${cat?.id_cardapio_categoria}` }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Fechar', exact: true }).click();

  // A product with sizes loads as multi-size (base prices zero); sizes in the Tamanhos tab.
  await page.getByRole('button', { name: `Editar ${pizzaName}`, exact: true }).click();
  const modal = page.getByRole('dialog', { name: `Atualizar Produto ${pizza?.id_cardapio}` });
  await expect(modal.getByLabel('Este produto possui mais tamanhos?')).toBeChecked();
  await expect(modal.getByLabel('Preço', { exact: true })).toHaveCount(0);
  await modal.getByRole('tab', { name: 'Tamanhos' }).click();
  const sizes = modal.getByRole('table', { name: 'Tamanhos' });
  await expect(sizes.locator('tbody tr')).toHaveCount(pizza?.tamanhos.length ?? 0);
  await modal.getByRole('button', { name: 'Incluir' }).click();
  await expect(modal.getByText('Informe o nome do tamanho.')).toBeVisible();
  await modal.getByLabel('Tamanho', { exact: true }).fill('Família');
  await modal.getByLabel('Preço', { exact: true }).fill('99.90');
  await modal.getByRole('button', { name: 'Incluir' }).click();
  await expect(sizes.locator('tbody tr').last()).toContainText('Família');
  await expect(sizes.locator('tbody tr').last()).toContainText('R$ 99,90');
  await sizes.getByLabel('Status do tamanho Família').selectOption('O');
  await expect
    .poll(
      async () =>
        (await productsOf(sandbox, cat?.id_cardapio_categoria ?? ''))
          .find((p) => p.id_cardapio === pizza?.id_cardapio)
          ?.tamanhos.at(-1)?.status,
    )
    .toBe('O');
  await app.screenshot('catalogue-product-sizes-old');
  await audit(app, page, 'older product modal, Tamanhos');
  await modal.getByRole('button', { name: 'Fechar', exact: true }).click();

  // /produtos/{id}: that product, in its category.
  await app.goto(`/produtos/${pizza?.id_cardapio}`);
  const opened = page.getByRole('dialog', { name: 'Editando produto' });
  await expect(opened.getByLabel('Nome do Produto')).toHaveValue(pizzaName);
  // Its variation links, with the price calculation's label (spec 02 §4).
  await opened.getByRole('tab', { name: 'Variações' }).click();
  const links = opened.getByRole('table', { name: 'Variações do produto' });
  await expect(links.locator('tbody tr')).toHaveCount(pizza?.variacoes.length ?? 0);
  await expect(links).toContainText('Soma Total');
  await expect(links).toContainText('Todos os tamanhos');
  await opened.getByRole('button', { name: 'Fechar', exact: true }).click();
  await expect(page).toHaveURL(/#\/produtos$/);

  // The products list fails once: the error state with a retry.
  await sandbox.control('faults', { path: 'cardapio/listar', status: 500, times: 1 });
  await page.reload();
  await expect(page.getByText('Não foi possível carregar os produtos.')).toBeVisible();
  // 02 §8: the failed load also opens 'Atenção!' with the server's text and a close button.
  const failure = page.getByRole('alertdialog', { name: 'Atenção!' });
  await expect(failure).toBeVisible();
  await app.screenshot('catalogue-products-error');
  await failure.getByRole('button', { name: 'Fechar' }).click();
  await page.getByRole('button', { name: 'Tentar novamente' }).click();
  await expect(productRows(page).first()).toBeVisible();
});

test("failed loads in stock and delivery areas open 'Atenção!' with the server's text (02 §8)", async ({
  app,
  page,
  sandbox,
}) => {
  await app.loginAs(DEMO.admin.usuario);
  await refuseOnce(sandbox, 'estoque/listar', { erro: 'Estoque indisponível no momento.' });
  await app.goto('/estoque');
  let failure = page.getByRole('alertdialog', { name: 'Atenção!' });
  await expect(failure).toContainText('Estoque indisponível no momento.');
  await app.screenshot('catalogue-stock-load-failure');
  await failure.getByRole('button', { name: 'Fechar' }).click();
  await expect(failure).toHaveCount(0);
  await page.getByRole('button', { name: 'Tentar novamente' }).click();
  await expect(page.getByRole('alertdialog')).toHaveCount(0);

  await refuseOnce(sandbox, 'estabelecimentobairros/listar', { mensagem: 'Bairros em manutenção.' });
  await app.goto('/configuracoes/bairros');
  failure = page.getByRole('alertdialog', { name: 'Atenção!' });
  await expect(failure).toContainText('Bairros em manutenção.');
  await failure.getByRole('button', { name: 'Fechar' }).click();
  await page.getByRole('button', { name: 'Tentar novamente' }).click();
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  await expect(page.getByText('Bairros em manutenção.')).toHaveCount(0);
});

test('/estoque: count, accent-insensitive search, create with image, validation, status, edit, delete', async ({
  app,
  page,
  sandbox,
}) => {
  type Item = { id_estoque: string; nome_item: string; status: string; tipo: string; image_url: string };
  const stock = async () => (await v1<{ estoque: Item[] }>(sandbox, 'estoque/listar')).estoque;
  const total = (await stock()).length;
  await openAsAdmin(app, page, '/estoque', 'Estoque');
  await expect(page.getByText(`${total} Itens`)).toBeVisible();
  await page.getByLabel('Procurar itens do estoque').fill('OREGANO');
  await expect(page.getByText('1 Itens')).toBeVisible();
  await expect(page.getByRole('table', { name: 'Itens do estoque' })).toContainText('Orégano');
  await page.getByLabel('Procurar itens do estoque').fill('');
  await app.screenshot('catalogue-stock');
  await audit(app, page, 'stock');

  await page.getByRole('button', { name: 'Adicionar Novo Item' }).click();
  const modal = page.getByRole('dialog', { name: 'Criar' });
  await expect(modal.getByLabel('Nome do Item')).toHaveAttribute('placeholder', 'Ex. Alface');
  await expect(
    modal.getByText('Dimensão recomendada: 500x500. Até: 2MB. Formatos aceitos: JPG, JPEG, PNG, WEBP.'),
  ).toBeVisible();
  await modal.getByRole('button', { name: 'Salvar' }).click();
  await expect(modal.getByText('Informe o nome do item.')).toBeVisible();
  await modal.getByLabel('Nome do Item').fill(XSS);
  await modal.getByLabel('Descrição').fill('x'.repeat(250));
  await expect(modal.getByLabel('Descrição')).toHaveValue('x'.repeat(200));
  await expect(modal.getByText('200/200 caracteres')).toBeVisible();
  await modal.getByLabel('Tipo').selectOption('sabor');
  await modal
    .getByLabel('Arquivo da imagem')
    .setInputFiles({ name: 'a.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') });
  await expect(modal.getByText('Formato não aceito. Envie JPG, JPEG, PNG ou WEBP.')).toBeVisible();
  await modal
    .getByLabel('Arquivo da imagem')
    .setInputFiles({ name: 'a.png', mimeType: 'image/png', buffer: PNG });
  await expect(modal.getByRole('img', { name: `Imagem de ${XSS}` })).toBeVisible();
  await app.screenshot('catalogue-stock-modal');
  await audit(app, page, 'stock modal');
  await modal.getByRole('button', { name: 'Salvar' }).click();
  await expect(modal).toBeHidden();
  await expect(page.getByText(`${total + 1} Itens`)).toBeVisible();
  const created = (await stock()).find((i) => i.nome_item === XSS);
  expect(created).toMatchObject({
    tipo: 'sabor',
    status: 'S',
    image_url: expect.stringMatching(/cardapio\/imagem/),
  });
  await expect(page.locator('img[src="x"]')).toHaveCount(0);

  await page.getByLabel('Procurar itens do estoque').fill('onerror');
  await page.getByLabel(`Status de ${XSS}`).selectOption('O');
  await expect.poll(async () => (await stock()).find((i) => i.nome_item === XSS)?.status).toBe('O');

  await page.getByRole('button', { name: `Editar ${XSS}` }).click();
  const edit = page.getByRole('dialog', { name: 'Editar' });
  await edit.getByLabel('Nome do Item').fill('Alface americana');
  await edit.getByRole('button', { name: 'Salvar' }).click();
  await expect(edit).toBeHidden();
  await page.getByLabel('Procurar itens do estoque').fill('alface');
  await page.getByRole('button', { name: 'Excluir Alface americana' }).click();
  await expect(page.getByRole('alertdialog')).toContainText('Não será possível reverter!');
  await page.getByRole('alertdialog').getByRole('button', { name: 'Sim deletar.' }).click();
  await expect(page.getByText('0 Itens')).toBeVisible();
  expect((await stock()).length).toBe(total);
});
