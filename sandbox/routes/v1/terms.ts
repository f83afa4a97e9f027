/**
 * Terms of use on base A: whether the store must sign and the send-to-signature call. Signing
 * clears the obligation at once, since the sandbox has no e-signature provider to wait for.
 */
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type {
  SendToSignatureResponse,
  TermsCheckResponse,
  termsCheckSchema,
} from '../../../shared/api/platform-v1';
import { sessionOf } from '../../auth/service';
import type { SandboxContext } from '../../context';
import { HttpError } from '../../http';
import { emailSchema, parseOrRefuse, signatureBody } from '../../validation';

const INVALID_EMAIL = 'Informe um e-mail válido.';

export function termsRoutes(app: FastifyInstance, ctx: SandboxContext): void {
  app.get('/terms/check', async (request): Promise<TermsCheckResponse> => {
    const terms = ctx.repo.terms(sessionOf(request).establishment.id);
    if (!terms) throw new HttpError(404, { status: false, erro: 'Termo não encontrado.' });
    return {
      status: true,
      assinar: terms.assinar === 1,
      texto: terms.texto,
      email: terms.email,
      link: ctx.absolute(terms.link),
      contrato: terms.contrato,
      obrigatorio: terms.obrigatorio === 1,
    } satisfies { status: true } & z.input<typeof termsCheckSchema>;
  });

  app.post(
    '/terms/sendToSignature',
    { config: { errorField: 'mensagem' } },
    async (request): Promise<SendToSignatureResponse> => {
      const body = parseOrRefuse(signatureBody, request.body, INVALID_EMAIL);
      const email = body.email?.trim() ?? '';
      if (!emailSchema.safeParse(email).success) return { status: false, mensagem: INVALID_EMAIL };
      const establishmentId = sessionOf(request).establishment.id;
      const terms = ctx.repo.terms(establishmentId);
      if (!terms || String(body.contrato ?? '').trim() !== terms.contrato) {
        return { status: false, mensagem: 'Contrato não encontrado.' };
      }
      ctx.repo.patchTerms(establishmentId, { assinar: false, obrigatorio: false, email });
      return {
        status: true,
        close: true,
        mensagem: 'Contrato enviado para assinatura. Verifique seu e-mail.',
      };
    },
  );
}
