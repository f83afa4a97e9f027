import { describe, expect, it } from 'vitest';
import {
  formatToken,
  normalizeToken,
  normalizeWebOrigin,
  TOKEN_ALPHABET,
} from '../../../shared/local-print-host';

describe('pairing code', () => {
  it('is 20 characters of the unambiguous alphabet, in groups of four', () => {
    const bytes = Uint8Array.from({ length: 20 }, (_, i) => i * 13);
    const token = formatToken(bytes);
    expect(token).toMatch(/^([A-Z2-9]{4}-){4}[A-Z2-9]{4}$/);
    expect([...token.replaceAll('-', '')].every((c) => TOKEN_ALPHABET.includes(c))).toBe(true);
    expect(token).not.toMatch(/[01IO]/);
    expect(() => formatToken(new Uint8Array(10))).toThrow();
  });

  it.each([
    ['ABCD-EFGH-JKLM-NPQR-STUV', 'ABCD-EFGH-JKLM-NPQR-STUV'],
    ['abcdefghjklmnpqrstuv', 'ABCD-EFGH-JKLM-NPQR-STUV'],
    [' abcd efgh jklm npqr stuv\n', 'ABCD-EFGH-JKLM-NPQR-STUV'],
    ['ABCD-EFGH-JKLM-NPQR-STU', null],
    ['ABCD-EFGH-JKLM-NPQR-STU0', null],
    ['ABCD-EFGH-JKLM-NPQR-STUI', null],
    ['ABCD EFGH JKLM NPQR STUV WXYZ', null],
    ['', null],
  ])('normalizeToken(%j) → %j', (input, expected) => {
    expect(normalizeToken(input)).toBe(expected);
  });
});

describe('web-mode origin', () => {
  it.each([
    ['http://127.0.0.1:5180', 'http://127.0.0.1:5180'],
    ['http://localhost:5180/', 'http://localhost:5180'],
    [' http://[::1]:8080 ', 'http://[::1]:8080'],
    ['https://localhost:8443', 'https://localhost:8443'],
    ['http://127.0.0.1:5180/painel', null],
    ['http://127.0.0.1:5180/?x=1', null],
    ['http://user@127.0.0.1:5180', null],
    ['https://painel.example', null],
    ['http://localhost.evil.example:5180', null],
    ['app://bundle', null],
    ['file:///C:/caixa', null],
    ['not a url', null],
  ])('normalizeWebOrigin(%j) → %j', (input, expected) => {
    expect(normalizeWebOrigin(input)).toBe(expected);
  });
});
