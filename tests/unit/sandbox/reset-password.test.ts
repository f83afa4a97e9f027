import { beforeEach, describe, expect, it } from 'vitest';
import type { SendCodeResponse, VerifyDocumentResponse } from '../../../shared/api/platform-json';
import { startTestSandbox, useSandbox, refusal } from './helpers';

const BASE = '/api/json/reset-password/';
const DOC = '11.222.333/0001-81';

/** The last step's form for the demo store: the code and uuid sent, `password` typed twice. */
const newPasswordForm = (code: string, uuid: string, password = 'novaSenha123') => ({
  id_estabelecimento: '1',
  code,
  uuid,
  password,
  password_confirmation: password,
  cnpj_cpf: DOC,
});

interface CodeRow {
  uuid: string;
  code: string;
  type: string;
  expiresAt: string;
  usuario: string;
}

describe('sandbox reset-password', () => {
  const sb = useSandbox({ login: false });

  const post = <T = Record<string, unknown>>(step: string, json: unknown) =>
    sb.call<T>(BASE + step, { json });
  const latestCode = async (): Promise<CodeRow> => {
    const res = await sb.call<{ codes: CodeRow[] }>('/control/reset-codes');
    return res.body.codes[0]!;
  };

  it('goes through every step and the admin logs in with the new password', async () => {
    const found = await post<VerifyDocumentResponse>('verify-document', { cnpj_cpf: DOC });
    expect(found.status).toBe(200);
    expect(found.body.establishments).toEqual([
      {
        id_estabelecimento: '1',
        nome: 'Pizzaria Bella Napoli',
        razao_social: 'Bella Napoli Pizzaria e Restaurante Ltda',
        bairro: 'Vila Mariana',
      },
      {
        id_estabelecimento: '2',
        nome: 'Bella Napoli - Moema',
        razao_social: 'Bella Napoli Pizzaria e Restaurante Ltda',
        bairro: 'Moema',
      },
    ]);

    const chosen = await post('verify-stablishment', { cnpj_cpf: DOC, id_estabelecimento: '1' });
    expect(chosen.body).toEqual({ email: 'ad***@bellanapoli.com.br', telefone: '(11) *****-4321' });

    const sent = await post<SendCodeResponse>('send-code', {
      cnpj_cpf: DOC,
      id_estabelecimento: '1',
      type: 'sms',
    });
    expect(sent.status).toBe(200);
    expect(sent.body.usuario).toBe('admin');
    const code = await latestCode();
    expect(code).toMatchObject({ uuid: sent.body.uuid, type: 'sms', usuario: 'admin' });
    expect(code.code).toMatch(/^\d{6}$/);
    const ttl = Date.parse(code.expiresAt) - Date.now();
    expect(ttl).toBeGreaterThan(290_000);
    expect(ttl).toBeLessThanOrEqual(300_000);

    const saved = await post('save-password', newPasswordForm(code.code, sent.body.uuid));
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({ success: true });

    const old = await sb.call('/api/v1/login/index', { form: { usuario: 'admin', senha: 'demo1234' } });
    expect(old.body).toEqual(refusal('Usuário ou senha inválidos.'));
    await expect(sb.login('admin', 'novaSenha123')).resolves.toMatch(/^[0-9a-f]{64}$/);

    const reused = await post('save-password', newPasswordForm(code.code, sent.body.uuid, 'outraSenha123'));
    expect(reused.status).toBe(422);
    expect(reused.body).toMatchObject({ error: 'Código inválido ou expirado.' });
  });

  it('accepts the document without mask', async () => {
    const res = await post<VerifyDocumentResponse>('verify-document', { cnpj_cpf: '11222333000181' });
    expect(res.body.establishments).toHaveLength(2);
  });

  it.each([
    ['11.222.333/0001-82', 422, 'CNPJ/CPF inválido!'],
    ['111.111.111-11', 422, 'CNPJ/CPF inválido!'],
    ['123', 422, 'CNPJ/CPF inválido!'],
    ['', 422, 'Por favor, preencha o CNPJ/CPF.'],
    ['529.982.247-25', 404, 'Nenhum estabelecimento encontrado para este documento.'],
    ['11.444.777/0001-61', 404, 'Nenhum estabelecimento encontrado para este documento.'],
    ['12.ABC.345/01DE-35', 404, 'Nenhum estabelecimento encontrado para este documento.'],
  ])('verify-document %j → %i', async (cnpj_cpf, status, message) => {
    const res = await post('verify-document', { cnpj_cpf });
    expect(res.status).toBe(status);
    expect(res.body).toEqual({ message });
  });

  it.each([
    [{ cnpj_cpf: DOC, id_estabelecimento: '999' }, 'Estabelecimento não pertence a este documento.'],
    [
      { cnpj_cpf: '529.982.247-25', id_estabelecimento: '1' },
      'Estabelecimento não pertence a este documento.',
    ],
    [{ cnpj_cpf: DOC }, 'Por favor, preencha todos os campos.'],
    [{ cnpj_cpf: 'x', id_estabelecimento: '1' }, 'CNPJ/CPF inválido!'],
  ])('verify-stablishment %j → 422', async (body, message) => {
    const res = await post('verify-stablishment', body);
    expect(res.status).toBe(422);
    expect(res.body).toEqual({ message });
  });

  it('send-code refuses a type other than email or sms', async () => {
    const res = await post('send-code', { cnpj_cpf: DOC, id_estabelecimento: '1', type: 'pombo' });
    expect(res.status).toBe(422);
    expect(typeof res.body.message).toBe('string');
  });

  describe('save-password errors', () => {
    let uuid: string;
    let code: string;
    beforeEach(async () => {
      const sent = await post<SendCodeResponse>('send-code', {
        cnpj_cpf: DOC,
        id_estabelecimento: 1,
        type: 'email',
      });
      uuid = sent.body.uuid;
      code = (await latestCode()).code;
    });
    const save = (patch: Record<string, unknown>) =>
      post('save-password', { ...newPasswordForm(code, uuid), ...patch });

    it.each([
      [{ code: 'wrong' }, 'Código inválido ou expirado.'],
      [{ uuid: '00000000-0000-4000-8000-000000000000' }, 'Código inválido ou expirado.'],
      [{ password: 'curta', password_confirmation: 'curta' }, 'A Senha deve ter no mínimo 8 caracteres.'],
      [{ password_confirmation: 'outraSenha123' }, 'A senha e a confirmação de senha não são iguais.'],
      [{ id_estabelecimento: '2' }, 'Código inválido ou expirado.'],
      [{ code: '' }, 'Por favor, preencha todos os campos.'],
    ])('%j → 422 error', async (patch, error) => {
      const res = await save(patch);
      expect(res.status).toBe(422);
      expect(res.body).toMatchObject({ error });
      await expect(sb.login('admin', 'demo1234')).resolves.toBeTruthy();
    });
  });
});

describe('sandbox reset code expiry', () => {
  it('refuses a code after 5 minutes', async () => {
    let now = new Date(2025, 2, 3, 10, 0, 0);
    const sb = await startTestSandbox({ now: () => now });
    try {
      const sent = await sb.call<SendCodeResponse>(`${BASE}send-code`, {
        json: { cnpj_cpf: DOC, id_estabelecimento: '1', type: 'email' },
      });
      const codes = await sb.call<{ codes: CodeRow[] }>('/control/reset-codes');
      now = new Date(2025, 2, 3, 10, 5, 1);
      const res = await sb.call(`${BASE}save-password`, {
        json: newPasswordForm(codes.body.codes[0]!.code, sent.body.uuid),
      });
      expect(res.status).toBe(422);
      expect(res.body).toMatchObject({ error: 'Código inválido ou expirado.' });
    } finally {
      await sb.close();
    }
  });
});
