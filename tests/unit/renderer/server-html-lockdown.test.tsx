// Issue 37 §3: server HTML cannot borrow the app's classes, track with images, cover the app, or
// reach an HTML sink as a plain string where Trusted Types exist.
import { render as renderReact } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ServerHtml } from '../../../renderer/src/components/server-html/ServerHtml';
import {
  createServerHtmlSanitizer,
  sanitizeServerHtml,
} from '../../../renderer/src/components/server-html/sanitize';

function mount(html: string) {
  const { container } = renderReact(<ServerHtml className="terms__text" html={html} />);
  return container.firstElementChild as HTMLElement;
}

describe('allow-list of tags and attributes', () => {
  it.each([
    ['class', '<div class="update-required fullscreen">Atualização obrigatória</div>'],
    ['id', '<div id="root">x</div>'],
    ['name', '<a name="top" href="#a">x</a>'],
    ['style', '<p style="position:fixed;inset:0">x</p>'],
    ['data-*', '<p data-state="open">x</p>'],
    ['aria-*', '<p aria-hidden="true" role="dialog">x</p>'],
  ])('%s is dropped', (_attribute, html) => {
    const out = String(sanitizeServerHtml(html));
    expect(out).not.toMatch(/\s(class|id|name|style|data-[\w-]+|aria-[\w-]+|role)=/);
    expect(out).not.toBe('');
  });

  it.each([
    ['<dialog open>x</dialog>', 'dialog'],
    ['<details open><summary>s</summary>x</details>', 'details'],
    ['<video src="https://t.example/v.mp4"></video>', 'video'],
    ['<audio src="https://t.example/a.mp3"></audio>', 'audio'],
    ['<picture><source srcset="https://t.example/a.png"></picture>', 'source'],
    ['<svg><image href="https://t.example/a.png"/></svg>', 'svg, image'],
    ['<link rel="stylesheet" href="https://t.example/s.css">', 'link'],
    ['<meta http-equiv="refresh" content="0;url=https://t.example">', 'meta'],
    ['<base href="https://t.example/">', 'base'],
    ['<button>Atualizar</button>', 'button'],
  ])('%s: no %s', (html, selector) => {
    expect(mount(html).querySelector(selector)).toBeNull();
  });

  it('keeps text markup, tables and plain links', () => {
    const host = mount(
      '<h3>Termos</h3><p><strong>1.</strong> <em>Uso</em></p><table><tr><td colspan="2">a</td></tr></table><a href="https://x.example/c.pdf" title="Contrato">c</a>',
    );
    expect(host.querySelector('h3')?.textContent).toBe('Termos');
    expect(host.querySelector('td')?.getAttribute('colspan')).toBe('2');
    expect(host.querySelector('a')?.getAttribute('title')).toBe('Contrato');
  });
});

describe('remote images', () => {
  it('no <img> reaches the DOM: a link with "Imagem externa:" instead, so nothing is fetched', () => {
    const host = mount('<p>Logo <img src="https://tracker.example/p.gif?id=42" width="1" height="1"></p>');
    expect(host.querySelector('img')).toBeNull();
    expect(host.textContent).toBe('Logo Imagem externa: https://tracker.example/p.gif?id=42');
  });
});

describe('the container is clipped', () => {
  it('position relative, contain: paint and overflow hidden, whatever class the screen gives', () => {
    const host = mount('<p>x</p>');
    expect(host.className).toBe('terms__text');
    expect(host.style.position).toBe('relative');
    expect(host.style.overflow).toBe('hidden');
    expect(host.getAttribute('style')).toContain('contain: paint');
  });
});

describe('Trusted Types', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("the result is DOMPurify's TrustedHTML when the browser has Trusted Types", () => {
    class FakeTrustedHTML {
      constructor(private readonly html: string) {}
      toString() {
        return this.html;
      }
    }
    const policies: string[] = [];
    vi.stubGlobal('trustedTypes', {
      createPolicy(name: string, rules: { createHTML(s: string): string }) {
        policies.push(name);
        return {
          createHTML: (s: string) => new FakeTrustedHTML(rules.createHTML(s)),
          createScriptURL: (s: string) => s,
        };
      },
    });
    const sanitize = createServerHtmlSanitizer(window);
    const out = sanitize('<p class="x">ok</p><img src="https://t.example/a.png"><script>1</script>');
    expect(out).toBeInstanceOf(FakeTrustedHTML);
    expect(String(out)).toBe(
      '<p>ok</p><span>Imagem externa: <a href="https://t.example/a.png">https://t.example/a.png</a></span>',
    );
    expect(policies).toEqual(['dompurify']);
  });
});
