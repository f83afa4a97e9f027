/**
 * The spec-only profile (`startSandbox({ profile: 'spec-only' })`): a thin layer over the same
 * services that makes the sandbox look like another platform that follows the specs: only the
 * documented calls (allow-list.ts), the other legal answer shapes (shapes.ts), its own URL
 * layout (layout.ts) and the store socket on a port of its own (a separate socket.io server).
 */
import { createServer, type Server as HttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { notFoundBody, reworkJson, styleOf } from '../http';
import { isDocumented } from './allow-list';
import { reshape, type ShapeChoice, type SpecOnlyShapes } from './shapes';

export { specOnlyApiBases, toSandboxUrl, SPEC_ONLY_PREFIXES } from './layout';
export { SPEC_ONLY_SHAPES, reshapeOrderEvent, type ShapeChoice, type SpecOnlyShapes } from './shapes';
export { chooseShapes, FIXED_SEEDS, parseSeed, randomSeed } from './variants';

export type SandboxProfile = 'default' | 'spec-only';

/**
 * Undocumented calls answer 404 before the session guard (a platform without the call does not
 * know the path, whoever asks), and every answer leaves in the profile's shapes: the seed's
 * `choice` of every answer (variants.ts), or without a seed the profile's own (shapes.ts).
 */
export function installSpecOnly(
  app: FastifyInstance,
  shapes: SpecOnlyShapes,
  origin: () => string,
  choice?: ShapeChoice,
): void {
  app.addHook('onRequest', async (request, reply) => {
    const route = request.routeOptions.url;
    if (route === undefined || !route.startsWith('/api/')) return;
    if (!isDocumented(request.method, route)) await reply.code(404).send(notFoundBody(styleOf(request.url)));
  });
  app.addHook('onSend', async (request, reply, payload) => {
    const route = request.routeOptions.url;
    if (route === undefined || !route.startsWith('/api/') || reply.statusCode !== 200) return payload;
    return reworkJson(reply, payload, (body) =>
      reshape(`${request.method} ${route}`, body, shapes, origin(), choice),
    );
  });
}

/**
 * The store (and chat) socket's own HTTP server: socket.io attaches here instead of the API's
 * server, so the API port has no socket.io at all.
 */
export function createSocketServer(): HttpServer {
  return createServer((_req, res) => {
    res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' });
    res.end('Não encontrado.');
  });
}

export async function listenSocketServer(server: HttpServer, host: string): Promise<number> {
  await new Promise<void>((done, fail) => {
    server.once('error', fail);
    server.listen(0, host, () => done());
  });
  return (server.address() as AddressInfo).port;
}
