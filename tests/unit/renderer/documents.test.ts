import { describe, expect, it } from 'vitest';
import {
  DOCUMENT_INVALID,
  DOCUMENT_REQUIRED,
  PASSWORD_MISMATCH,
  PASSWORD_TOO_SHORT,
  documentKind,
  isValidCnpj,
  isValidCpf,
  isValidEmail,
  isValidMobilePhone,
  maskCpfCnpj,
  maskMobilePhone,
  validateDocument,
  validateNewPassword,
} from '../../../shared/documents';

describe('CPF check digits', () => {
  it.each([
    ['529.982.247-25', true],
    ['52998224725', true],
    ['111.444.777-35', true],
    ['529.982.247-24', false],
    ['529.982.247-52', false],
    ['111.111.111-11', false],
    ['000.000.000-00', false],
    ['5299822472', false],
    ['529982247250', false],
    ['52998224A25', false],
    ['', false],
  ])('%s → %s', (value, ok) => {
    expect(isValidCpf(value)).toBe(ok);
  });
});

describe('CNPJ check digits', () => {
  it.each([
    ['11.222.333/0001-81', true],
    ['11222333000181', true],
    ['04.252.011/0001-10', true],
    ['11.222.333/0001-80', false],
    ['11.222.333/0001-18', false],
    ['00.000.000/0000-00', false],
    ['1122233300018', false],
    // Alphanumeric CNPJ (Receita Federal, from July 2026): example from the official spec.
    ['12.ABC.345/01DE-35', true],
    ['12ABC34501DE35', true],
    ['12abc34501de35', true],
    ['12.ABC.345/01DE-36', false],
    ['12.ABC.345/01DE-3X', false],
  ])('%s → %s', (value, ok) => {
    expect(isValidCnpj(value)).toBe(ok);
  });
});

describe('validateDocument (forgot-password step 1)', () => {
  it.each([
    ['', DOCUMENT_REQUIRED],
    ['   ', DOCUMENT_REQUIRED],
    ['.-/', DOCUMENT_REQUIRED],
    ['529.982.247-25', null],
    ['11.222.333/0001-81', null],
    ['529.982.247-20', DOCUMENT_INVALID],
    ['123', DOCUMENT_INVALID],
    ['11.222.333/0001-8', DOCUMENT_INVALID],
    ['<script>', DOCUMENT_INVALID],
  ])('%j → %j', (value, message) => {
    expect(validateDocument(value)).toBe(message);
  });
});

describe('maskCpfCnpj: CPF while it fits, CNPJ from the 12th character', () => {
  it.each([
    ['', ''],
    ['5', '5'],
    ['529', '529'],
    ['5299', '529.9'],
    ['529982', '529.982'],
    ['5299822', '529.982.2'],
    ['529982247', '529.982.247'],
    ['5299822472', '529.982.247-2'],
    ['52998224725', '529.982.247-25'],
    ['112223330001', '11.222.333/0001'],
    ['1122233300018', '11.222.333/0001-8'],
    ['11222333000181', '11.222.333/0001-81'],
    ['112223330001819999', '11.222.333/0001-81'],
    ['529.982.247-25', '529.982.247-25'],
    ['11.222.333/0001-81', '11.222.333/0001-81'],
    ['abc', 'AB.C'],
    ['12abc34501de35', '12.ABC.345/01DE-35'],
    ['12ABC34501DEXX', '12.ABC.345/01DE'],
  ])('%j → %j', (value, masked) => {
    expect(maskCpfCnpj(value)).toBe(masked);
  });

  it.each([
    ['52998224725', 'cpf'],
    ['', 'cpf'],
    ['112223330001', 'cnpj'],
    ['12A', 'cnpj'],
  ] as const)('documentKind(%j) → %s', (value, kind) => {
    expect(documentKind(value)).toBe(kind);
  });
});

describe('mobile phone', () => {
  it.each([
    ['', ''],
    ['1', '(1'],
    ['11', '(11'],
    ['119', '(11) 9'],
    ['1198765', '(11) 98765'],
    ['11987654', '(11) 98765-4'],
    ['11987654321', '(11) 98765-4321'],
    ['119876543219', '(11) 98765-4321'],
    ['(11) 98765-4321', '(11) 98765-4321'],
  ])('mask %j → %j', (value, masked) => {
    expect(maskMobilePhone(value)).toBe(masked);
  });

  it.each([
    ['(11) 98765-4321', true],
    ['11987654321', true],
    ['(11) 8765-4321', false],
    ['(11) 88765-4321', false],
    ['(01) 98765-4321', false],
    ['(10) 98765-4321', false],
    ['', false],
  ])('valid %j → %s', (value, ok) => {
    expect(isValidMobilePhone(value)).toBe(ok);
  });
});

describe('e-mail', () => {
  it.each([
    ['ana@loja.com.br', true],
    ['  ana@loja.com  ', true],
    ['ana@loja', false],
    ['ana loja@x.com', false],
    ['@x.com', false],
    ['ana@@x.com', false],
    ['', false],
  ])('%j → %s', (value, ok) => {
    expect(isValidEmail(value)).toBe(ok);
  });
});

describe('new password rules', () => {
  it.each([
    ['', '', PASSWORD_TOO_SHORT],
    ['1234567', '1234567', PASSWORD_TOO_SHORT],
    ['12345678', '12345678', null],
    ['12345678', '12345679', PASSWORD_MISMATCH],
    ['senha segura', 'senha segura', null],
    ['senhasegura', 'Senhasegura', PASSWORD_MISMATCH],
  ])('%j / %j → %j', (password, confirmation, message) => {
    expect(validateNewPassword(password, confirmation)).toBe(message);
  });

  it('uses the spec messages verbatim', () => {
    expect(PASSWORD_TOO_SHORT).toBe('A Senha deve ter no mínimo 8 caracteres.');
    expect(PASSWORD_MISMATCH).toBe('A senha e a confirmação de senha não são iguais.');
    expect(DOCUMENT_REQUIRED).toBe('Por favor, preencha o CNPJ/CPF.');
    expect(DOCUMENT_INVALID).toBe('CNPJ/CPF inválido!');
  });
});
