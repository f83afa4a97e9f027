import { describe, expect, it } from 'vitest';
import type { BankAccount, FeePlanRow, Registration } from '../../../shared/api/onboarding';
import { ONBOARDING_MSG } from '../../../sandbox/finance/onboarding';
import { useSandbox } from './helpers';

type Body = Record<string, unknown> & { status?: boolean; mensagem?: string; erros?: string[] };

describe('sandbox online-payment onboarding', () => {
  const sb = useSandbox();
  const post = (path: string, form: Record<string, string>, base = 'v1') =>
    sb.call<Body>(`/api/${base}/${path}`, { hash: sb.hash, form });
  const get = (path: string) => sb.call<Body>(`/api/v1/${path}`, { hash: sb.hash });
  const registration = async () =>
    (await post('pagamentoonline/listarPagOnCadastro', { id_estabelecimento: '1' })).body.obj as Registration;
  const accounts = async (id: string) =>
    (await post('pagamentoonline/listarBancoRecebimentos', { idPagOnCadastro: id })).body
      .obj as BankAccount[];

  it('serves a demo registration with one active and one inactive account', async () => {
    const reg = await registration();
    expect(reg.id_pagon_cadastro).toBe('1001');
    expect(reg.id_pagon_planos_taxas).toBe('1');
    const list = await accounts(reg.id_pagon_cadastro);
    expect(list.map((a) => a.status)).toEqual(['S', 'N']);
    const info = (await get('pagamentoonline/otherInfo')).body.data as Record<string, string>;
    expect(list[0]?.cnpj_cpf).toBe(info.cnpj_cpf);
    expect(list[0]?.nome_titular).toBe(info.razao_social);
    expect(
      (await post('pagamentoonline/listarBancoRecebimentos', { idPagOnCadastro: '9' })).body.status,
    ).toBe(false);
  });

  it('creates, edits, activates and deletes accounts; the active one cannot be deleted', async () => {
    const reg = await registration();
    const base = {
      tipo_pagamento: 'MANUAL',
      chave: '',
      tipo_conta: 'CP',
      banco: '237',
      agencia: '1234',
      agencia_dig: '5',
      conta: '998877-1',
    };
    const bad = await post('bank-accounts/change', { ...base, agencia: '12345', banco: '999' }, 'v2');
    expect(bad.body.status).toBe(false);
    expect(bad.body.erros).toEqual(['Selecione um banco da lista.', 'A agência tem no máximo 4 números.']);
    const foreign = await post('bank-accounts/change', { ...base, cnpj_cpf: '11111111111' }, 'v2');
    expect(foreign.body.erros).toContain('A conta deve pertencer ao titular do cadastro.');
    const created = await post('bank-accounts/change', base, 'v2');
    expect(created.body).toMatchObject({ status: true, mensagem: ONBOARDING_MSG.accountSaved });
    let list = await accounts(reg.id_pagon_cadastro);
    expect(list).toHaveLength(3);
    const added = list[2]!;
    expect(added).toMatchObject({ nome: 'Banco Bradesco S.A.', status: 'N', tipo_conta: 'CP' });
    const pix = await post(
      'bank-accounts/change',
      { ...base, id_pagon_banco: added.id_pagon_banco, tipo_pagamento: 'CHAVE', chave: '123.456' },
      'v2',
    );
    expect(pix.body.erros).toEqual(['Informe a chave sem pontuação.']);
    await post(
      'bank-accounts/change',
      { ...base, id_pagon_banco: added.id_pagon_banco, tipo_pagamento: 'CHAVE', chave: '12345678909' },
      'v2',
    );
    expect((await post('pagamentoonline/ativarPagOnBanco', { ...added })).body.status).toBe(true);
    list = await accounts(reg.id_pagon_cadastro);
    expect(list.filter((a) => a.status === 'S').map((a) => a.id_pagon_banco)).toEqual([added.id_pagon_banco]);
    expect(list.find((a) => a.id_pagon_banco === added.id_pagon_banco)?.chave).toBe('12345678909');
    expect((await post('pagamentoonline/excluirPagOnBanco', { ...added })).body.mensagem).toBe(
      ONBOARDING_MSG.accountActive,
    );
    const old = list.find((a) => a.status === 'N')!;
    await sb.control('finance/onboarding', { failNext: 'account' });
    expect((await post('pagamentoonline/excluirPagOnBanco', { ...old })).body.mensagem).toBe(
      ONBOARDING_MSG.unavailable,
    );
    expect((await post('pagamentoonline/excluirPagOnBanco', { ...old })).body.status).toBe(true);
    expect(await accounts(reg.id_pagon_cadastro)).toHaveLength(2);
  });

  it('switches the fee plan and serves both plans', async () => {
    const rows = (await get('pagamentoonline/listarPlanosTaxas')).body.obj as FeePlanRow[];
    expect(new Set(rows.map((r) => r.id_pagon_plano))).toEqual(new Set(['1', '2']));
    const reg = await registration();
    const activate = (plan: string) =>
      post('pagamentoonline/ativarPagOnPlano', {
        id_pagon_cadastro: reg.id_pagon_cadastro,
        id_pagon_planos_taxas: plan,
      });
    expect((await activate('3')).body.status).toBe(false);
    expect((await activate('2')).body).toMatchObject({
      status: true,
      mensagem: ONBOARDING_MSG.planActivated,
    });
    expect((await registration()).id_pagon_planos_taxas).toBe('2');
    expect(
      ((await get('pagamentoonline/getTaxAndPlans')).body.planAndTax as { html: string }).html,
    ).toContain('Plano Pro');
  });

  it('looks postal codes up and saves the registration with the form rules', async () => {
    expect((await get('estabelecimento/consultaCep/04010100')).body).toMatchObject({
      logradouro: 'Rua Domingos de Morais',
      localidade: 'São Paulo',
      uf: 'SP',
      bairro: 'Vila Mariana',
    });
    expect((await get('estabelecimento/consultaCep/99999999')).body).toEqual({ erro: true });
    const reg = await registration();
    const form = Object.fromEntries(Object.entries(reg).filter(([, v]) => typeof v === 'string')) as Record<
      string,
      string
    >;
    const refused = await post('pagamentoonline/adicionar', {
      ...form,
      tipo: 'J',
      est_cnpj: '',
      est_cep: '123456789',
    });
    expect(refused.body.status).toBe(false);
    expect(refused.body.erros).toEqual(['Campo obrigatório.', 'Informe o CEP com 8 números.']);
    const saved = await post('pagamentoonline/adicionar', {
      ...form,
      tipo: 'F',
      est_cnpj: '12345678000199',
      est_nome_fantasia: 'Nova Loja',
    });
    expect(saved.body.status).toBe(true);
    const after = await registration();
    expect(after.est_nome_fantasia).toBe('Nova Loja');
    expect(after.est_cnpj).toBe('');
  });
});
