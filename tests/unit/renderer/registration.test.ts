import { describe, expect, it } from 'vitest';
import {
  registrationMessage,
  validateRegistration,
  whatsappLink,
} from '../../../renderer/src/features/auth/registration';

const VALID = {
  nome: 'Ana Souza',
  estabelecimento: 'Lanches da Ana',
  celular: '(11) 98765-4321',
  email: 'ana@lanches.com.br',
};

describe('registration request validation', () => {
  it('a complete form has no errors', () => {
    expect(validateRegistration(VALID)).toEqual({});
  });

  it.each([
    [{ nome: '' }, 'nome', 'Informe o seu nome.'],
    [{ nome: 'Al' }, 'nome', 'O nome deve ter pelo menos 3 letras.'],
    [{ estabelecimento: '  ' }, 'estabelecimento', 'Informe o nome do estabelecimento.'],
    [{ celular: '' }, 'celular', 'Informe o número do celular.'],
    [
      { celular: '(11) 3456-7890' },
      'celular',
      'Informe um celular válido com DDD, no formato (99) 99999-9999.',
    ],
    [{ email: '' }, 'email', 'Informe o e-mail.'],
    [{ email: 'ana@' }, 'email', 'Informe um e-mail válido, como nome@exemplo.com.br.'],
  ] as const)('%j → %s: %s', (patch, field, message) => {
    expect(validateRegistration({ ...VALID, ...patch })).toEqual({ [field]: message });
  });

  it('every empty field is reported at once', () => {
    expect(
      Object.keys(validateRegistration({ nome: '', estabelecimento: '', celular: '', email: '' })),
    ).toEqual(['nome', 'estabelecimento', 'celular', 'email']);
  });
});

describe('WhatsApp link to the support phone', () => {
  it.each([
    ['(11) 4002-8922', 'https://wa.me/551140028922?text=oi'],
    ['(11) 98765-4321', 'https://wa.me/5511987654321?text=oi'],
    ['+55 11 98765-4321', 'https://wa.me/5511987654321?text=oi'],
    ['0800 123 4567', null],
    ['', null],
    ['4002-8922', null],
  ])('%j → %j', (phone, link) => {
    expect(whatsappLink(phone, 'oi')).toBe(link);
  });

  it('the message carries every field, URL-encoded', () => {
    const text = registrationMessage({ ...VALID, nome: 'Ana & Cia' }, 'Caixa Delivery');
    expect(text.split('\n')).toEqual([
      'Olá! Quero cadastrar meu estabelecimento no Caixa Delivery.',
      'Nome: Ana & Cia',
      'Estabelecimento: Lanches da Ana',
      'Celular: (11) 98765-4321',
      'E-mail: ana@lanches.com.br',
    ]);
    const link = whatsappLink('(11) 4002-8922', text) as string;
    expect(new URL(link).searchParams.get('text')).toBe(text);
  });
});
