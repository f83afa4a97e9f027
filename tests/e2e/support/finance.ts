// Helpers the finance specs share: cents as BRL, a day as dd/mm/yyyy, and the finance base read
// with a fresh session hash (to compare the screen with the sandbox's own figures).
import { SANDBOX_PREFIXES } from '../../../shared/config';
import { DEMO, type TestSandbox } from './sandbox';

const brl = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });
export const money = (cents: number) => brl.format(cents / 100);
export const dmy = (day: string) => day.slice(0, 10).split('-').reverse().join('/');

export async function financeApi(sandbox: TestSandbox) {
  const user = await sandbox.login(DEMO.admin.usuario, DEMO.admin.senha);
  return async <T>(path: string): Promise<T> => {
    const res = await fetch(`${sandbox.url}${SANDBOX_PREFIXES.finance}${path}`, {
      headers: { Authorization: user.sessao.hash, Accept: 'application/json' },
    });
    return (await res.json()) as T;
  };
}
