/**
 * Two small base A reads: the legacy invoice list (with links to the demo PDF) and the orders
 * screen's banners, whose sandbox paths become absolute URLs of this server.
 */
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type {
  BannersResponse,
  LegacyInvoice,
  LegacyInvoicesResponse,
  legacyInvoicesSchema,
} from '../../../shared/api/platform-v1';
import { sessionOf } from '../../auth/service';
import type { SandboxContext } from '../../context';

export function miscRoutes(app: FastifyInstance, ctx: SandboxContext): void {
  app.get('/faturas/listar', async (request): Promise<LegacyInvoicesResponse> => {
    const rows = ctx.repo.legacyInvoices(sessionOf(request).establishment.id);
    const pdf = ctx.absolute('/static/documento.pdf');
    const faturas = rows.map((r): LegacyInvoice => ({
      hash_fatura: r.hash_fatura,
      referencia: r.referencia,
      valor_pagar: r.valor_pagar,
      data_vencimento: r.data_vencimento,
      status: r.status as LegacyInvoice['status'],
      fatura_link: `${pdf}?fatura=${r.hash_fatura}`,
      nfse_link: `${pdf}?nfse=${r.hash_fatura}`,
      boleto_link: r.status === 'PG' || r.status === 'IS' ? null : `${pdf}?boleto=${r.hash_fatura}`,
    }));
    return { status: true, faturas } satisfies { status: true } & z.input<typeof legacyInvoicesSchema>;
  });

  /** Images given as sandbox paths become absolute; links go out as stored (routes stay relative). */
  app.get('/establishment-banners', async (request): Promise<BannersResponse> => ({
    status: true,
    banners: ctx.repo.banners(sessionOf(request).establishment.id).map((b) => ({
      image: b.image.startsWith('/') ? ctx.absolute(b.image) : b.image,
      link: b.link,
    })),
  }));
}
