import { describe, expect, it, vi } from 'vitest';
import {
  FOREIGN_SCRIPT_URL,
  installDefaultTrustedTypesPolicy,
  sameOriginScriptUrl,
} from '../../../renderer/src/app/trustedTypes';

const ORIGIN = 'http://127.0.0.1:5180';
const PAGE = `${ORIGIN}/index.html#/produtos/upload`;

describe('sameOriginScriptUrl', () => {
  it.each([
    ['/assets/precheck.worker-abc.js'],
    ['./assets/precheck.worker-abc.js'],
    [`${ORIGIN}/assets/precheck.worker-abc.js`],
  ])('lets the page’s own %s through, unchanged', (input) => {
    expect(sameOriginScriptUrl(input, PAGE)).toBe(input);
  });

  it.each([
    ['https://evil.example/x.js'],
    ['http://127.0.0.1:3000/x.js'],
    ['//evil.example/x.js'],
    ['data:text/javascript,alert(1)'],
    ['blob:http://evil.example/1'],
  ])('refuses %s', (input) => {
    expect(() => sameOriginScriptUrl(input, PAGE)).toThrow(FOREIGN_SCRIPT_URL);
  });
});

it('the desktop page (app://) lets its own scripts through and nothing else', () => {
  const desk = 'app://cash-desk/index.html#/';
  expect(sameOriginScriptUrl('/assets/w.js', desk)).toBe('/assets/w.js');
  expect(() => sameOriginScriptUrl('data:text/javascript,1', desk)).toThrow(FOREIGN_SCRIPT_URL);
  expect(() => sameOriginScriptUrl('app://other/w.js', desk)).toThrow(FOREIGN_SCRIPT_URL);
});

describe('installDefaultTrustedTypesPolicy', () => {
  it('creates the default policy with script URLs only (HTML sinks keep throwing)', () => {
    const createPolicy = vi.fn();
    installDefaultTrustedTypesPolicy({
      trustedTypes: { createPolicy },
      location: { href: PAGE },
    });
    expect(createPolicy).toHaveBeenCalledTimes(1);
    const [name, rules] = createPolicy.mock.calls[0] as [string, Record<string, (s: string) => string>];
    expect(name).toBe('default');
    expect(Object.keys(rules)).toEqual(['createScriptURL']);
    expect(rules.createScriptURL?.('/w.js')).toBe('/w.js');
    expect(() => rules.createScriptURL?.('https://evil.example/w.js')).toThrow(FOREIGN_SCRIPT_URL);
  });

  it('does nothing without Trusted Types, or when a default policy exists', () => {
    const createPolicy = vi.fn();
    installDefaultTrustedTypesPolicy({ location: { href: PAGE } });
    installDefaultTrustedTypesPolicy({
      trustedTypes: { createPolicy, defaultPolicy: {} },
      location: { href: PAGE },
    });
    expect(createPolicy).not.toHaveBeenCalled();
  });
});
