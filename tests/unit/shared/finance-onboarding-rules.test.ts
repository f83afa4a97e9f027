import { describe, expect, it } from 'vitest';
import type { RegistrationForm } from '../../../shared/api/onboarding';
import {
  accountErrors,
  feeTable,
  formatFee,
  isBirthDate,
  registrationErrors,
  sanitizeCep,
  sanitizePixKey,
  type AccountInput,
} from '../../../shared/finance/onboarding-rules';
import { FEE_ROWS } from '../../../sandbox/finance/onboarding-data';

const form: RegistrationForm = {
  tipo: 'F',
  est_cnpj: '',
  est_razao_social: 'Loja',
  est_cat_negocio: '5812',
  est_email: 'loja@exemplo.com',
  est_nome_fantasia: 'Loja',
  est_telefone: '(11)98765-4321',
  est_cep: '04010100',
  est_endereco: 'Rua A',
  est_numero: '1',
  est_complemento: '',
  est_bairro: 'Centro',
  est_cidade: 'São Paulo',
  est_estado: 'SP',
  est_site: '',
  est_facebook: '',
  est_twitter: '',
  pro_cpf: '39053344705',
  pro_email: 'dono@exemplo.com',
  pro_nome: 'Dono',
  pro_nascimento: '14/03/1985',
  pro_telefone: '11987654321',
  pro_cep: '04016032',
  pro_endereco: 'Rua B',
  pro_numero: '2',
  pro_complemento: '',
  pro_bairro: 'Centro',
  pro_cidade: 'São Paulo',
  pro_estado: 'SP',
};

describe('registration form rules (03 §5)', () => {
  it('accepts a complete form', () => {
    expect(registrationErrors(form, ['5812'])).toEqual({});
  });
  it.each<[Partial<RegistrationForm>, Record<string, string>]>([
    [{ tipo: '' }, { tipo: 'Selecione o tipo de pessoa.' }],
    [{ tipo: 'X' }, { tipo: 'Selecione o tipo de pessoa.' }],
    [{ tipo: 'J' }, { est_cnpj: 'Campo obrigatório.' }],
    [{ tipo: 'J', est_cnpj: '123' }, { est_cnpj: 'Informe um CNPJ com 14 dígitos.' }],
    [{ tipo: 'J', est_cnpj: '12345678000199' }, {}],
    // CNPJ is ignored for F.
    [{ tipo: 'F', est_cnpj: 'abc' }, {}],
    [{ est_cep: '123456789' }, { est_cep: 'Informe o CEP com 8 números.' }],
    [{ est_cep: '0401010' }, { est_cep: 'Informe o CEP com 8 números.' }],
    [{ pro_nascimento: '31/02/1990' }, { pro_nascimento: 'Informe a data no formato 99/99/9999.' }],
    [{ pro_nascimento: '1990-02-01' }, { pro_nascimento: 'Informe a data no formato 99/99/9999.' }],
    [{ est_telefone: '(11)9876' }, { est_telefone: 'Informe o telefone no formato (99)99999-9999.' }],
    [{ pro_email: 'x@' }, { pro_email: 'Informe um e-mail válido.' }],
    [{ est_cat_negocio: '9999' }, { est_cat_negocio: 'Selecione uma categoria da lista.' }],
    [{ est_estado: 'São' }, { est_estado: 'Informe a UF com 2 letras.' }],
    [{ pro_cpf: '390.533.447-05' }, {}],
    [{ pro_cpf: '3905' }, { pro_cpf: 'Informe um CPF com 11 dígitos.' }],
    [{ est_nome_fantasia: '   ' }, { est_nome_fantasia: 'Campo obrigatório.' }],
    [{ est_site: 'x'.repeat(121) }, { est_site: 'Use no máximo 120 caracteres.' }],
  ])('%j → %j', (patch, expected) => {
    expect(registrationErrors({ ...form, ...patch }, ['5812'])).toEqual(expected);
  });
  it('dates: real, not in the future', () => {
    const today = new Date(2026, 10, 24);
    expect(isBirthDate('24/11/2026', today)).toBe(true);
    expect(isBirthDate('25/11/2026', today)).toBe(false);
    expect(isBirthDate('29/02/2023', today)).toBe(false);
    expect(isBirthDate('29/02/2024', today)).toBe(true);
  });
  it.each([
    ['04010-100', '04010100'],
    ['040101001234', '04010100'],
    ['abc', ''],
  ])('CEP %s → %s (max 8 digits)', (input, out) => expect(sanitizeCep(input)).toBe(out));
});

const manual: AccountInput = {
  tipo_pagamento: 'MANUAL',
  chave: '',
  tipo_conta: 'CC',
  banco: '341',
  agencia: '0912',
  agencia_dig: '',
  conta: '45821-7',
};

describe('bank account rules (03 §5)', () => {
  it.each<[Partial<AccountInput>, Record<string, string>]>([
    [{}, {}],
    [{ agencia_dig: '5' }, {}],
    [{ agencia_dig: 'X' }, {}],
    [{ agencia_dig: '55' }, { agencia_dig: 'O dígito tem 1 caractere.' }],
    [{ agencia: '12345' }, { agencia: 'A agência tem no máximo 4 números.' }],
    [{ agencia: '' }, { agencia: 'Campo obrigatório.' }],
    [{ banco: '' }, { banco: 'Campo obrigatório.' }],
    [{ banco: '999' }, { banco: 'Selecione um banco da lista.' }],
    [{ tipo_conta: 'XX' }, { tipo_conta: 'Selecione o tipo de conta.' }],
    [{ conta: '12.34' }, { conta: 'Informe a conta com números e o dígito após o hífen.' }],
    [{ tipo_pagamento: 'PIX' }, { tipo_pagamento: 'Selecione a forma de recebimento.' }],
    [{ tipo_pagamento: 'CHAVE' }, { chave: 'Campo obrigatório.' }],
    [{ tipo_pagamento: 'CHAVE', chave: '390.533.447-05' }, { chave: 'Informe a chave sem pontuação.' }],
    [{ tipo_pagamento: 'CHAVE', chave: '39053344705', banco: '', agencia: '', conta: '' }, {}],
  ])('%j → %j', (patch, expected) => {
    expect(accountErrors({ ...manual, ...patch }, ['341', '237'])).toEqual(expected);
  });
  it.each([
    ['390.533.447-05', '39053344705'],
    ['(11) 98765-4321', '11987654321'],
    ['12.345.678/0001-99', '12345678000199'],
    ['a1b2-c3d4 <script>', 'a1b2c3d4script'],
    ['ÇãoÉ', 'ÇãoÉ'],
  ])('PIX key %s → %s', (input, out) => expect(sanitizePixKey(input)).toBe(out));
});

describe('fee tables (03 §2.5)', () => {
  it('lays a plan out by instalments and brands', () => {
    const debit = feeTable(FEE_ROWS, 1, 'Débito');
    expect(debit.brands).toEqual(['Visa', 'Mastercard', 'Elo', 'Hipercard']);
    expect(debit.rows).toEqual([{ parcelas: 1, fees: [1.99, 1.99, 2.19, 2.19] }]);
    const credit = feeTable(FEE_ROWS, 2, 'Crédito');
    expect(credit.rows).toHaveLength(12);
    expect(credit.rows[11]).toEqual({ parcelas: 12, fees: [7.94, 7.94, 8.14, 8.14, 8.44] });
  });
  it('leaves holes where a brand has no fee and ignores bad numbers', () => {
    const t = feeTable(
      [
        { id_pagon_plano: '1', tipo: 'Crédito', bandeira: 'Visa', parcelas: '1', taxas: '2.5' },
        { id_pagon_plano: '1', tipo: 'Crédito', bandeira: 'Elo', parcelas: '2', taxas: 'abc' },
      ],
      1,
      'Crédito',
    );
    expect(t.rows).toEqual([
      { parcelas: 1, fees: [2.5, null] },
      { parcelas: 2, fees: [null, null] },
    ]);
    expect(formatFee(2.5)).toBe('2,50%');
    expect(formatFee(null)).toBe('—');
  });
});
