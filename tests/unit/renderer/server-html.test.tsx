// Server HTML (terms, rated order, payout description, plan and fees) goes through one
// sanitizer and one component; the terms' exact outputs are in hostile.test.tsx.
import { render as renderReact, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ServerHtml } from '../../../renderer/src/components/server-html/ServerHtml';

/** Mounts the HTML through ServerHtml, the way the screens do, and reports what survived. */
function render(html: string, linksInNewWindow = false) {
  const { container } = renderReact(<ServerHtml html={html} linksInNewWindow={linksInNewWindow} />);
  return container.firstElementChild as HTMLElement;
}

describe('rated order / payout HTML is inert (DOMPurify)', () => {
  it.each([
    ['<script>window.__x=1</script><p>ok</p>', 'script'],
    ['<img src=x onerror="window.__x=1">', '[onerror]'],
    ['<svg><script>alert(1)</script></svg>', 'script'],
    ['<svg onload=alert(1)></svg>', '[onload]'],
    ['<iframe src="https://evil.example"></iframe>', 'iframe'],
    ['<form action="https://evil.example"><input name=a></form>', 'form, input'],
    ['<div style="background:url(javascript:alert(1))">x</div>', '[style]'],
    ['<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>', '[onerror]'],
    ['<object data="javascript:alert(1)"></object>', 'object'],
    ['<p onclick="alert(1)">x</p>', '[onclick]'],
  ])('%s loses %s', (html, selector) => {
    expect(render(html).querySelectorAll(selector)).toHaveLength(0);
  });

  it('javascript: and data: links lose their href; http(s) links keep it', () => {
    const host = render(
      '<a href="javascript:alert(1)">a</a><a href="data:text/html,x">b</a><a href="https://x.example/">c</a>',
    );
    const hrefs = [...host.querySelectorAll('a')].map((a) => a.getAttribute('href'));
    expect(hrefs).toEqual([null, null, 'https://x.example/']);
  });

  it('keeps the order markup; a remote image is a link, never loaded', () => {
    const host = render(
      '<div class="pedido"><h4>Pedido #1</h4><ul><li>1x Pizza</li></ul><img src="https://x.example/a.png"></div>',
    );
    expect(host.querySelector('h4')?.textContent).toBe('Pedido #1');
    expect(host.querySelector('li')?.textContent).toBe('1x Pizza');
    expect(host.querySelector('img')).toBeNull();
    expect(host.textContent).toContain('Imagem externa: https://x.example/a.png');
    expect(host.querySelector('a')?.getAttribute('href')).toBe('https://x.example/a.png');
  });

  it('text is never interpreted twice (escaped entities stay text)', () => {
    const host = render('<p>&lt;img src=x onerror=alert(1)&gt;</p>');
    expect(host.querySelector('img')).toBeNull();
    expect(host.textContent).toBe('<img src=x onerror=alert(1)>');
  });
});

describe('links in a new window (the plan-and-fee HTML)', () => {
  it('http(s) links open outside with noopener; hostile hrefs are still dropped', () => {
    const host = render('<a href="https://x.example/tarifas">t</a><a href="javascript:alert(1)">j</a>', true);
    const [safe, hostile] = [...host.querySelectorAll('a')];
    expect(safe?.getAttribute('target')).toBe('_blank');
    expect(safe?.getAttribute('rel')).toBe('noopener noreferrer');
    expect(hostile?.hasAttribute('href')).toBe(false);
    expect(hostile?.hasAttribute('target')).toBe(false);
  });

  it('without the option links are left as they are (the screen routes the click)', () => {
    const a = render('<a href="https://x.example/">c</a>').querySelector('a');
    expect(a?.hasAttribute('target')).toBe(false);
    expect(a?.hasAttribute('rel')).toBe(false);
  });

  it('a remote image becomes a link that opens outside too', () => {
    const host = render('<img src="https://x.example/a.png">', true);
    expect(host.querySelector('img')).toBeNull();
    const link = host.querySelector('a');
    expect(link?.getAttribute('href')).toBe('https://x.example/a.png');
    expect(link?.getAttribute('target')).toBe('_blank');
  });
});

describe('<ServerHtml>', () => {
  it('renders only the sanitized markup, with the class and the options given', () => {
    const { container } = renderReact(
      <ServerHtml
        className="onb-html"
        html={'<p>Plano</p><script>window.__x=1</script><a href="https://x.example/">tarifas</a>'}
        linksInNewWindow
      />,
    );
    const root = container.firstElementChild as HTMLElement;
    expect(root.className).toBe('onb-html');
    expect(root.querySelector('script')).toBeNull();
    expect(screen.getByText('Plano').tagName).toBe('P');
    expect(screen.getByRole('link', { name: 'tarifas' }).getAttribute('target')).toBe('_blank');
  });
});
