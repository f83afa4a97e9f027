import { describe, expect, it } from 'vitest';
import type { TermsCheckResponse } from '../../../shared/api/platform-v1';
import { useSandbox } from './helpers';

describe('sandbox terms', () => {
  const sb = useSandbox();

  const check = async () =>
    (await sb.call<TermsCheckResponse>('/api/v1/terms/check', { hash: sb.hash })).body;
  const send = (form: Record<string, string>) =>
    sb.call('/api/v1/terms/sendToSignature', { hash: sb.hash, form });

  it('needs no signature by default', async () => {
    const terms = await check();
    expect(terms).toMatchObject({
      status: true,
      assinar: false,
      obrigatorio: false,
      contrato: 'CT-2025-0042',
    });
    expect(terms.texto).toContain('Termo de Adesão');
    expect(terms.link.startsWith(sb.url)).toBe(true);
  });

  it('asks for a signature when told to, until the contract is sent', async () => {
    await sb.control('terms', { assinar: true, obrigatorio: true, texto: '<p>Novo contrato</p>' });
    expect(await check()).toMatchObject({ assinar: true, obrigatorio: true, texto: '<p>Novo contrato</p>' });

    for (const email of ['', 'sem-arroba', 'a@b']) {
      const bad = await send({ email, contrato: 'CT-2025-0042' });
      expect(bad.status).toBe(200);
      expect(bad.body).toEqual({ status: false, mensagem: 'Informe um e-mail válido.' });
    }
    expect((await check()).assinar).toBe(true);

    const ok = await send({ email: 'dono@bellanapoli.com.br', contrato: 'CT-2025-0042' });
    expect(ok.body).toEqual({
      status: true,
      close: true,
      mensagem: 'Contrato enviado para assinatura. Verifique seu e-mail.',
    });
    expect(await check()).toMatchObject({ assinar: false, email: 'dono@bellanapoli.com.br' });
  });

  it('refuses an unknown contract', async () => {
    await sb.control('terms', { assinar: true, obrigatorio: false });
    const res = await send({ email: 'dono@bellanapoli.com.br', contrato: 'CT-0' });
    expect(res.body).toMatchObject({ status: false });
    expect((await check()).assinar).toBe(true);
  });
});
