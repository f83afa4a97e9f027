import { describe, expect, it } from 'vitest';
import { brandSchema } from '../../../shared/bridge-schemas';

const base = {
  name: 'Caixa Delivery',
  logo: 'brand/logo.svg',
  supportPhone: '(11) 4002-8922',
  colors: { primary: '#C2410C', onPrimary: '#FFFFFF', accent: '#1864AB' },
};

describe('brand support chat (03 §2.22)', () => {
  it('absent: the brand is valid and carries no chat', () => {
    const parsed = brandSchema.parse(base);
    expect(parsed.supportChat).toBeUndefined();
  });

  it('provider and http(s) link are kept', () => {
    const chat = { provider: 'WhatsApp', url: 'https://wa.me/551140028922' };
    expect(brandSchema.parse({ ...base, supportChat: chat }).supportChat).toEqual(chat);
  });

  it.each([
    ['javascript link', { provider: 'X', url: 'javascript:alert(1)' }],
    ['file link', { provider: 'X', url: 'file:///etc/passwd' }],
    ['no provider', { provider: '  ', url: 'https://chat.example.com' }],
    ['no url', { provider: 'X' }],
    ['not an object', 'https://chat.example.com'],
    ['provider too long', { provider: 'x'.repeat(41), url: 'https://chat.example.com' }],
  ])('%s: drops the chat, keeps the brand', (_name, supportChat) => {
    const parsed = brandSchema.safeParse({ ...base, supportChat });
    expect(parsed.success).toBe(true);
    expect(parsed.data?.supportChat).toBeUndefined();
    expect(parsed.data?.name).toBe('Caixa Delivery');
  });
});
