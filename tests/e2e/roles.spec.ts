// Roles (spec 01 §2 Shell, §6; spec 03 §2.1, §6): each role sees the menu items of its routes,
// and a route for 'Lojista Admin' shows 'Acesso Negado!!' to anyone else.
import type { Page } from '@playwright/test';
import { ROUTES, buildMenu } from '../../shared/routes';
import { ROLE_ADMIN, ROLE_OPERATOR } from '../../shared/session';
import { isRegistered } from '../../renderer/src/app/registry';
import { DEMO, expect, test } from './fixtures';

const ADMIN_PATHS = new Set(ROUTES.filter((r) => r.access === 'admin').map((r) => r.path));

/** The hash route of every link in the side menu, in order. */
async function menuPaths(page: Page): Promise<string[]> {
  const nav = page.getByRole('navigation', { name: 'Menu principal' });
  await expect(nav.getByRole('button', { name: 'Sair da Loja' })).toBeVisible();
  const hrefs = await nav
    .getByRole('link')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
  return hrefs.map((h) => h.replace(/^#/, ''));
}

function expectedMenu(roles: string[]): string[] {
  return buildMenu({ roles, isRegistered, flags: { upload_em_massa: false } }).flatMap((s) =>
    s.items.map((i) => i.path),
  );
}

test.describe('menus and access per role', () => {
  test('admin sees the menu of every route it may open', async ({ app, page }) => {
    await app.loginAs(DEMO.admin.usuario);
    const paths = await menuPaths(page);
    expect(paths).toEqual(expectedMenu([ROLE_ADMIN]));
    expect(paths).toContain('/');
    await expect(page.getByRole('link', { name: 'Início' })).toBeVisible();
    await app.screenshot('shell-admin');
    await app.audit('início (admin)');
  });

  test('operator sees no admin-only item', async ({ app, page }) => {
    await app.loginAs(DEMO.operator.usuario);
    const paths = await menuPaths(page);
    expect(paths).toEqual(expectedMenu([ROLE_OPERATOR]));
    expect(paths.filter((p) => ADMIN_PATHS.has(p))).toEqual([]);
    for (const label of [
      'Avaliação',
      'Faturas',
      'Visão geral',
      'Repasses',
      'Painel de controle',
      'Usuários',
    ]) {
      await expect(page.getByRole('link', { name: label, exact: true })).toHaveCount(0);
    }
    await app.screenshot('shell-operator');
    await app.audit('início (operador)');
  });

  test('operator on an admin route sees Acesso Negado!!', async ({ app, page }) => {
    await app.loginAs(DEMO.operator.usuario);
    await app.goto('/financeiro/faturas');
    await expect(page.getByRole('heading', { name: 'Acesso Negado!!' })).toBeVisible();
    await expect(
      page.getByText(
        'Você não tem permissão para acessar essa página. Entre em contato com o administrador do sistema.',
      ),
    ).toBeVisible();
    await app.screenshot('access-denied');
    await app.audit('acesso negado');

    for (const path of ['/relatorio', '/configuracoes/usuarios/list', '/avaliacoes']) {
      await app.goto(path);
      await expect(page.getByRole('heading', { name: 'Acesso Negado!!' })).toBeVisible();
    }
  });

  test('admin is not denied on the same route', async ({ app, page }) => {
    await app.loginAs(DEMO.admin.usuario);
    await app.goto('/financeiro/faturas');
    await expect(page.getByRole('navigation', { name: 'Menu principal' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Acesso Negado!!' })).toHaveCount(0);
  });
});
