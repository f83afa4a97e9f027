/**
 * Invoices on base C: paginated, filtered by status, with a pending invoice past its due date
 * answered as overdue whatever was stored, as the platform computes it at read time.
 */
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { Invoice, InvoicesResponse, invoicePageSchema } from '../../../shared/api/platform-json';
import { sessionOf } from '../../auth/service';
import type { SandboxContext } from '../../context';
import type { InvoiceRow } from '../../db/repo';
import { HttpError } from '../../http';
import { localDay } from '../../time';
import { invoicesQuery, parseOr } from '../../validation';

/** A pending invoice past its due date is overdue, whatever was stored. */
function effectiveStatus(row: InvoiceRow, today: string): Invoice['status'] {
  if (row.status === 'pending' && row.overdues_at < today) return 'overdue';
  return row.status as Invoice['status'];
}

export function invoiceRoutes(app: FastifyInstance, ctx: SandboxContext): void {
  app.get('/invoices', async (request): Promise<InvoicesResponse> => {
    const query = parseOr(
      invoicesQuery,
      request.query,
      () => new HttpError(422, { message: 'Parâmetros inválidos.' }),
    );
    const today = localDay(ctx.now());
    const pdf = ctx.absolute('/static/documento.pdf');
    const all = ctx.repo
      .invoices(sessionOf(request).establishment.id)
      .map((r): Invoice => ({
        id: r.id,
        hash: r.hash,
        starts_at: r.starts_at,
        ends_at: r.ends_at,
        balance: r.balance,
        overdues_at: r.overdues_at,
        status: effectiveStatus(r, today),
        pdf_url: `${pdf}?fatura=${r.hash}`,
        invoice_url: `${pdf}?pagar=${r.hash}`,
        nfs: [
          { type: 'commission', pdf: `${pdf}?nf=comissao-${r.hash}` },
          { type: 'other', pdf: `${pdf}?nf=pagamento-online-${r.hash}` },
        ],
      }))
      .filter((invoice) => !query.status || invoice.status === query.status);
    const perPage = Math.max(1, Number(query.per_page ?? 15));
    const lastPage = Math.max(1, Math.ceil(all.length / perPage));
    const page = Math.min(Math.max(1, Number(query.page ?? 1)), lastPage);
    return {
      data: all.slice((page - 1) * perPage, page * perPage),
      paginate_metadata: { total: all.length, last_page: lastPage, current_page: page },
    } satisfies z.input<typeof invoicePageSchema>;
  });
}
