import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DialogHost } from '../../../renderer/src/components/feedback/DialogHost';
import { dialogs } from '../../../renderer/src/components/feedback/dialogs';
import { sanitizeServerHtml } from '../../../renderer/src/components/server-html/sanitize';
import { safeImageSrc } from '../../../renderer/src/components/LogoImage';
import { json, openMenu, renderShell, storeBody } from './helpers';

const HOSTILE = '<img src=x onerror="window.__pwned=1"><script>window.__pwned=1</script>';

describe('hostile server strings are text, never HTML', () => {
  it('store name, texto_bloqueada and overdue data in the shell', async () => {
    const { container } = renderShell({
      'GET v1 estabelecimento/getLoja': storeBody({
        nome: HOSTILE,
        loja_bloqueada: 'S',
        texto_bloqueada: `Pague ${HOSTILE}`,
        logotipo: 'javascript:alert(1)',
      }),
      'GET json invoices': { data: [{ id: 1, overdues_at: '2026-11-17', balance: -15990 }] },
    });
    const suspended = await screen.findByText('A sua loja está suspensa!');
    const banner = suspended.closest('[role="alert"]') as HTMLElement;
    expect(within(banner).getByText(`Pague ${HOSTILE}`)).toBeTruthy();
    expect(within(banner).getByText(/\(11\) 4002-8922/)).toBeTruthy();
    expect(await screen.findByText(HOSTILE, { selector: '.app-header__store-name' })).toBeTruthy();
    expect(container.querySelector('script')).toBeNull();
    expect(document.querySelector('img[src="x"]')).toBeNull();
    expect(document.querySelector('img[src^="javascript"]')).toBeNull();
    expect((window as unknown as { __pwned?: number }).__pwned).toBeUndefined();

    const overdue = await screen.findByText(
      /Você tem uma fatura vencida em 17\/11\/2026 no valor de R\$\s159,90\./,
    );
    const link = within(overdue.closest('[role="alert"]') as HTMLElement).getByRole('link', {
      name: 'Ver faturas',
    });
    expect(link.getAttribute('href')).toBe('/financeiro/faturas');
    await openMenu();
  });

  it('server messages in dialogs', async () => {
    render(<DialogHost />);
    void dialogs.alert({ tone: 'error', message: HOSTILE, detail: HOSTILE });
    const dialog = await screen.findByRole('alertdialog', { name: 'Erro!' });
    expect(within(dialog).getAllByText(HOSTILE)).toHaveLength(2);
    expect(dialog.querySelector('img, script')).toBeNull();
  });

  it('the store-toggle failure message from the server', async () => {
    renderShell({
      'POST v1 estabelecimento/mudaAberturaFechamento': () => json({ status: false, mensagem: HOSTILE }),
    });
    (await screen.findByRole('switch', { name: 'Loja aberta' })).click();
    const dialog = await screen.findByRole('alertdialog', { name: 'Atenção!' });
    expect(within(dialog).getByText(HOSTILE)).toBeTruthy();
    expect(dialog.querySelector('img')).toBeNull();
  });
});

describe('server HTML (terms) is sanitized', () => {
  it.each([
    ['<p>ok</p><script>alert(1)</script>', '<p>ok</p>'],
    ['<img src=x onerror=alert(1)>', ''],
    [
      '<img src="https://ex.com/a.png" onload=alert(1)>',
      '<span>Imagem externa: <a href="https://ex.com/a.png">https://ex.com/a.png</a></span>',
    ],
    [
      '<img src="https://ex.com/a.png" alt="Logo">',
      '<span>Imagem externa: <a href="https://ex.com/a.png">https://ex.com/a.png</a></span>',
    ],
    ['<img src="data:image/png;base64,AAAA">', ''],
    ['<a href="javascript:alert(1)">x</a>', '<a>x</a>'],
    ['<a href="https://ex.com/c.pdf">contrato</a>', '<a href="https://ex.com/c.pdf">contrato</a>'],
    ['<iframe src="https://evil"></iframe><b>b</b>', '<b>b</b>'],
    ['<p style="position:fixed">x</p>', '<p>x</p>'],
    ['<form action="https://evil"><input name=a></form>', ''],
    ['<svg><script>alert(1)</script></svg>', ''],
  ])('%s → %s', (html, clean) => {
    expect(sanitizeServerHtml(html)).toBe(clean);
  });
});

describe('image sources from config or server', () => {
  it.each([
    ['brand/logo.svg', false, 'brand/logo.svg'],
    ['/brand/logo.svg', false, 'brand/logo.svg'],
    ['../../etc/passwd', false, null],
    ['https://cdn.ex.com/l.png', false, 'https://cdn.ex.com/l.png'],
    ['http://cdn.ex.com/l.png', false, null],
    ['http://cdn.ex.com/l.png', true, 'http://cdn.ex.com/l.png'],
    ['javascript:alert(1)', true, null],
    ['data:image/svg+xml,<svg onload=alert(1)>', true, null],
    ['//evil.com/x.png', true, null],
    ['', true, null],
  ] as const)('%s (http %s) → %s', (src, allowHttp, out) => {
    expect(safeImageSrc(src, allowHttp)).toBe(out);
  });
});
