import { describe, expect, it } from 'vitest';
import { safeOrderHtml } from '../../../renderer/src/features/ratings/orderHtml';

/** Renders the sanitized HTML the way the modal does and reports what survived. */
function render(html: string) {
  const host = document.createElement('div');
  host.innerHTML = safeOrderHtml(html);
  return host;
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

  it('keeps the order markup and marks images without alt as decorative', () => {
    const host = render(
      '<div class="pedido"><h4>Pedido #1</h4><ul><li>1x Pizza</li></ul><img src="https://x.example/a.png"></div>',
    );
    expect(host.querySelector('h4')?.textContent).toBe('Pedido #1');
    expect(host.querySelector('li')?.textContent).toBe('1x Pizza');
    expect(host.querySelector('img')?.getAttribute('alt')).toBe('');
  });

  it('text is never interpreted twice (escaped entities stay text)', () => {
    const host = render('<p>&lt;img src=x onerror=alert(1)&gt;</p>');
    expect(host.querySelector('img')).toBeNull();
    expect(host.textContent).toBe('<img src=x onerror=alert(1)>');
  });
});
