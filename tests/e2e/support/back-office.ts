// Steps the back-office specs share: opening a screen as the admin, and the platform refusing a
// call once (HTTP 200 with status false: the shape the desk shows as 'Atenção!' with the text).
import { expect, type Page } from '@playwright/test';
import { DEMO, type TestSandbox } from './sandbox';

/** Logs in as the demo admin and opens `route`, waiting for its page heading. */
export async function openAsAdmin(
  app: { loginAs(usuario: string): Promise<unknown>; goto(route: string): Promise<unknown> },
  page: Page,
  route: string,
  heading: string,
) {
  await app.loginAs(DEMO.admin.usuario);
  await app.goto(route);
  await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
}

/** The platform's next answer on `path` is a refusal carrying its message in `erro` or `mensagem`. */
export async function refuseOnce(
  sandbox: TestSandbox,
  path: string,
  refusal: { erro: string } | { mensagem: string },
) {
  await sandbox.control('faults', { path, status: 200, body: { status: false, ...refusal }, times: 1 });
}
