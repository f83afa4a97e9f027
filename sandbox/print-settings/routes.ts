/**
 * Cloud print settings on base A (spec 02 §7): listar reads the record with its sync flag,
 * atualizar is the desktop taking the cloud record (flag back to 'S'), adicionar saves the
 * desktop's settings. Refusals are 200 `{status:false, erro}`, as the platform answers.
 */
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { PrintSettingsResponse, SavePrintSettingsResponse } from '../../shared/api/platform-v1';
import type { cloudPrintSettingsSchema } from '../../shared/api/print-settings';
import { sessionOf } from '../auth/service';
import type { SandboxContext } from '../context';
import { PRINT_MESSAGES, mergePrintSettings, printSettingsBody, toPrintSettings } from './service';

/**
 * Cloud print settings (spec 02 §7). listar reads the record with its sync flag; atualizar is the
 * desktop taking the cloud record (flag back to 'S'); adicionar saves the desktop's settings.
 */
export function printSettingsRoutes(app: FastifyInstance, ctx: SandboxContext): void {
  const read = (establishmentId: number, mensagem: string): PrintSettingsResponse => {
    const record = ctx.repo.printSettings(establishmentId);
    if (!record) return { status: false, erro: PRINT_MESSAGES.missing, obj: null };
    return {
      status: true,
      mensagem,
      obj: toPrintSettings(establishmentId, record.settings, record.sincronizado) satisfies z.input<
        typeof cloudPrintSettingsSchema
      >,
    };
  };

  app.get('/estabelecimentosimpressao/listar', async (request): Promise<PrintSettingsResponse> =>
    read(sessionOf(request).establishment.id, PRINT_MESSAGES.listed),
  );

  app.get('/estabelecimentosimpressao/atualizar', async (request): Promise<PrintSettingsResponse> => {
    const id = sessionOf(request).establishment.id;
    ctx.repo.setPrintSync(id, 'S');
    return read(id, PRINT_MESSAGES.synced);
  });

  app.post('/estabelecimentosimpressao/adicionar', async (request): Promise<SavePrintSettingsResponse> => {
    const id = sessionOf(request).establishment.id;
    const parsed = printSettingsBody.safeParse(request.body ?? {});
    if (!parsed.success) {
      const issue = parsed.error.issues.find((i) => i.path.length > 0);
      return { status: false, erro: issue?.message ?? PRINT_MESSAGES.invalid };
    }
    const body = parsed.data;
    if (body.id_estabelecimento !== undefined && body.id_estabelecimento !== id) {
      return { status: false, erro: PRINT_MESSAGES.otherStore };
    }
    const settings = mergePrintSettings(ctx.repo.printSettings(id)?.settings, body);
    ctx.repo.savePrintSettings(id, settings, 'S', ctx.now().getTime());
    return { status: true, mensagem: PRINT_MESSAGES.saved, obj: toPrintSettings(id, settings, 'S') };
  });
}
