/**
 * Every failure answered in the shape of the base it came to: HttpError as thrown, Fastify's 4xx
 * with the spec's messages, anything else a 500 without the stack. Bad input is the caller's fault
 * and must never crash the sandbox or answer in another base's shape.
 */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isMainApi, withMensagem } from './envelope';
import { HttpError, MSG, errorBody, notFoundBody, styleOf } from './http';

const MESSAGE_BY_CODE: Record<string, string> = {
  FST_ERR_CTP_BODY_TOO_LARGE: MSG.tooLarge,
  FST_ERR_CTP_INVALID_MEDIA_TYPE: MSG.mediaType,
};

function respond(request: FastifyRequest, reply: FastifyReply, status: number, message: string) {
  const field = request.routeOptions.config?.errorField ?? 'erro';
  return reply.code(status).send(errorBody(styleOf(request.url), message, field));
}

/** Bad input is the caller's fault: it gets a 4xx in its base's shape, never a 500 or a crash. */
export function installErrorHandling(app: FastifyInstance, log: boolean): void {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    if (error instanceof HttpError) return reply.code(error.statusCode).send(error.body);
    const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (status >= 400 && status < 500) {
      return respond(request, reply, status, MESSAGE_BY_CODE[error.code] ?? MSG.badRequest);
    }
    if (log || process.env.SANDBOX_DEBUG)
      console.error('[sandbox] erro interno', request.method, request.url, error);
    return respond(request, reply, 500, MSG.internal);
  });

  app.setNotFoundHandler((request, reply) => reply.code(404).send(notFoundBody(styleOf(request.url))));
}

/**
 * Errors Fastify raises before routing (an undecodable URL, for instance). The onSend hooks do not
 * see this answer, so the main API's `mensagem` (02 §7) is added here.
 */
export function frameworkErrors(_error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const body = errorBody(styleOf(request.url), MSG.badRequest);
  void reply.code(400).send(isMainApi(request.url) ? withMensagem(body) : body);
}
