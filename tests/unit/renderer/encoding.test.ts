import { describe, expect, it } from 'vitest';
import { decodeBase64Utf8 } from '../../../shared/encoding';
import { authRedirectTarget, parseAutoLogin } from '../../../renderer/src/features/auth/autoLogin';
import { isRegistered } from '../../../renderer/src/app/registry';

// The platform's links carry the name as base64 of its UTF-8 bytes; Node's encoder writes them here.
const base64 = (text: string) => Buffer.from(text, 'utf8').toString('base64');

describe('base64 user name of /login/{usuario}/{hash}', () => {
  it.each([
    ['YWRtaW4=', 'admin'],
    ['YWRtaW4', 'admin'],
    ['YWRtaW4%3D', 'admin'],
    [base64('João Conceição'), 'João Conceição'],
    [base64('Padaria Pão & Café ☕'), 'Padaria Pão & Café ☕'],
    [base64('  maria  '), 'maria'],
    // URL-safe alphabet
    [base64('ação?>').replace(/\+/g, '-').replace(/\//g, '_'), 'ação?>'],
  ])('%s → %s', (encoded, decoded) => {
    expect(decodeBase64Utf8(encoded)).toBe(decoded);
  });

  it.each([
    ['', 'empty'],
    ['   ', 'blank'],
    ['!!!!', 'not base64'],
    ['YWRtaW4=x', 'junk after padding'],
    ['Y', 'impossible length'],
    ['%E0%A4%A', 'broken percent-encoding'],
    ['/w==', 'not UTF-8 (0xFF)'],
    [btoa('a\u0000b'), 'control character'],
    [btoa('linha\nnova'), 'newline'],
    [base64('   '), 'decodes to blank'],
    ['A'.repeat(2000), 'too long'],
  ])('%j (%s) → null', (encoded) => {
    expect(decodeBase64Utf8(encoded)).toBeNull();
  });

  it('a hostile name decodes to plain text (rendered as text later)', () => {
    expect(decodeBase64Utf8(base64('<img src=x onerror=alert(1)>'))).toBe('<img src=x onerror=alert(1)>');
  });
});

describe('parseAutoLogin', () => {
  it.each([
    ['YWRtaW4=', 'abc123', { nome: 'admin', hash: 'abc123' }],
    [base64('José'), ' h4sh ', { nome: 'José', hash: 'h4sh' }],
  ])('%s + %s → auto-login', (usuario, hash, expected) => {
    expect(parseAutoLogin(usuario, hash)).toEqual(expected);
  });

  it.each([
    [undefined, 'abc'],
    ['YWRtaW4=', undefined],
    ['YWRtaW4=', ''],
    ['!!!', 'abc'],
    ['YWRtaW4=', 'with space'],
    ['YWRtaW4=', 'quebra\r\nheader'],
    ['YWRtaW4=', 'ç'],
  ])('%j + %j → normal login', (usuario, hash) => {
    expect(parseAutoLogin(usuario, hash)).toBeNull();
  });
});

describe('/auth (03 §2.1: public, never a 404)', () => {
  it('has a screen', () => {
    expect(isRegistered('/auth')).toBe(true);
  });

  it.each([
    ['', '/login'],
    ['?usuario=YWRtaW4%3D', '/login'],
    ['?hash=abc', '/login'],
    ['?usuario=&hash=abc', '/login'],
    ['?usuario=YWRtaW4%3D&hash=abc123', '/login/YWRtaW4%3D/abc123'],
    ['?hash=abc123&usuario=YWRtaW4=', '/login/YWRtaW4%3D/abc123'],
    // base64's '+' and '/' survive: an unencoded '+' reads back as a space, '/' is kept in one segment.
    ['?usuario=a+b/c&hash=h', '/login/a%2Bb%2Fc/h'],
  ])('%s → %s', (search, target) => {
    expect(authRedirectTarget(search)).toBe(target);
  });
});
