/**
 * Files the platform would serve from its CDN (store logo, banners, a demo PDF), generated in
 * memory under /static so the demo needs no binary files in the repository and no network.
 */
import type { FastifyInstance } from 'fastify';
import { BANNER_SVGS } from './banners';

const LOGO = `<svg xmlns="http://www.w3.org/2000/svg" width="128" height="128" viewBox="0 0 128 128">
<circle cx="64" cy="64" r="62" fill="#b71c1c"/>
<circle cx="64" cy="64" r="50" fill="#f9a825"/>
<circle cx="64" cy="64" r="44" fill="#fdd835"/>
<circle cx="46" cy="48" r="7" fill="#c62828"/><circle cx="80" cy="44" r="7" fill="#c62828"/>
<circle cx="84" cy="78" r="7" fill="#c62828"/><circle cx="50" cy="84" r="7" fill="#c62828"/>
<circle cx="66" cy="62" r="4" fill="#2e7d32"/><circle cx="62" cy="90" r="4" fill="#2e7d32"/>
<text x="64" y="124" font-family="Georgia, serif" font-size="13" font-weight="bold" fill="#fff" text-anchor="middle">BELLA NAPOLI</text>
</svg>`;

/** A one-page PDF with correct cross-reference offsets. */
function demoPdf(text: string): string {
  const content = `BT /F1 18 Tf 72 760 Td (${text}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(out.length);
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = out.length;
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const o of offsets) out += `${String(o).padStart(10, '0')} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return out;
}

const FILES: Record<string, { type: string; body: string }> = {
  'logo-loja.svg': { type: 'image/svg+xml', body: LOGO },
  ...Object.fromEntries(
    Object.entries(BANNER_SVGS).map(([name, body]) => [name, { type: 'image/svg+xml; charset=utf-8', body }]),
  ),
  'documento.pdf': { type: 'application/pdf', body: demoPdf('Documento de demonstracao - sandbox') },
};

export function registerStatic(app: FastifyInstance): void {
  app.get<{ Params: { name: string } }>('/static/:name', async (request, reply) => {
    const file = Object.hasOwn(FILES, request.params.name) ? FILES[request.params.name] : undefined;
    if (!file) return reply.code(404).send({ status: false, erro: 'Arquivo não encontrado.' });
    return reply
      .header('content-type', file.type)
      .header('cache-control', 'public, max-age=300')
      .send(file.body);
  });
}
