/**
 * What the kitchen-screen service answers besides the feed: the security headers (as strict as
 * the main window's), the token cookie, and the pairing form, the only page an unpaired device
 * ever sees (plain HTML, no script, posting to /pair).
 */
import type { ServerResponse } from 'node:http';

export const TOKEN_COOKIE = 'caixa_cozinha';
const YEAR_S = 365 * 24 * 60 * 60;

export const TABLET_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self' data:",
  "media-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

export function securityHeaders(res: ServerResponse): void {
  res.setHeader('Content-Security-Policy', TABLET_CSP);
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('X-Frame-Options', 'DENY');
  res.setHeader('Referrer-Policy', 'no-referrer');
  res.setHeader('Cross-Origin-Opener-Policy', 'same-origin');
  res.setHeader('Cross-Origin-Resource-Policy', 'same-origin');
}

export function tokenCookie(token: string): string {
  return `${TOKEN_COOKIE}=${token}; Path=/; HttpOnly; SameSite=Strict; Max-Age=${YEAR_S}`;
}

/** The token from the cookie, else from `Authorization: Bearer`. */
export function tokenOf(headers: {
  cookie?: string | undefined;
  authorization?: string | undefined;
}): string | undefined {
  for (const part of (headers.cookie ?? '').split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === TOKEN_COOKIE && value.length > 0) return value.join('=');
  }
  const bearer = /^Bearer\s+(\S+)$/i.exec(headers.authorization ?? '');
  return bearer?.[1];
}

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** 'Parear tablet': the 6-digit code shown on the desk and a name for this device. */
export function pairingPage(error?: string): string {
  return `<!doctype html>
<html lang="pt-BR">
<head>
<meta charset="utf-8" />
<meta name="viewport" content="width=device-width, initial-scale=1" />
<title>Tela da cozinha — parear tablet</title>
<style>
body { font-family: system-ui, sans-serif; background: #1f2328; color: #f4f4f4; display: flex; justify-content: center; padding: 48px 16px; }
form { background: #2d333b; padding: 32px; border-radius: 12px; max-width: 420px; width: 100%; }
h1 { font-size: 1.5rem; margin: 0 0 8px; }
label { display: block; margin: 16px 0 4px; }
input { width: 100%; box-sizing: border-box; font-size: 1.5rem; padding: 10px; border-radius: 8px; border: 1px solid #6e7681; }
button { margin-top: 24px; width: 100%; font-size: 1.25rem; padding: 12px; border: 0; border-radius: 8px; background: #2da44e; color: #fff; }
.erro { background: #8b1e1e; padding: 12px; border-radius: 8px; margin-top: 16px; }
</style>
</head>
<body>
<form method="post" action="/pair">
<h1>Tela da cozinha</h1>
<p>Digite o código de 6 dígitos mostrado no caixa (Configurações &gt; Tela da cozinha).</p>
${error ? `<p class="erro" role="alert">${escape(error)}</p>` : ''}
<label for="code">Código de pareamento</label>
<input id="code" name="code" inputmode="numeric" autocomplete="one-time-code" maxlength="6" pattern="[0-9]{6}" required />
<label for="name">Nome deste tablet</label>
<input id="name" name="name" maxlength="40" value="Tablet da cozinha" required />
<button type="submit">Parear</button>
</form>
</body>
</html>
`;
}
