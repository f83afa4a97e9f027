/**
 * Control levers for things going wrong: API faults (add, list, remove), outages of the platform
 * (HTTP and/or sockets, for a while) and of single realtime namespaces, plus raw socket emits for hostile-payload tests. Separate from the domains' levers
 * because they cut across all of them.
 */
import type { FastifyInstance } from 'fastify';
import type { SandboxContext } from '../../context';
import { badControl, HttpError } from '../../http';
import {
  controlEmit,
  controlFault,
  controlOutage,
  controlSocket,
  controlWithdrawn,
  parseOr,
} from '../../validation';

/** Faults on the API and outages of the realtime services. */
export function chaosRoutes(app: FastifyInstance, ctx: SandboxContext): void {
  app.get('/faults', async () => ({ faults: ctx.faults.list() }));

  app.post('/faults', async (request) => {
    const body = parseOr(controlFault, request.body, () => badControl());
    const fault = ctx.faults.add({ ...body, method: body.method?.toUpperCase() });
    // A kept-alive connection would carry the request the fault cuts, and a browser resends
    // a request whose reused connection closed unanswered (faults.ts, dropAnswer).
    if (fault.dropAnswer) request.server.server.closeIdleConnections();
    return { ok: true, fault };
  });

  app.delete('/faults', async () => ({ ok: true, removed: ctx.faults.clear() }));

  app.delete<{ Params: { id: string } }>('/faults/:id', async (request) => {
    const id = Number(request.params.id);
    if (!Number.isSafeInteger(id) || !ctx.faults.remove(id)) {
      throw new HttpError(404, { ok: false, message: 'Falha não encontrada.' });
    }
    return { ok: true };
  });

  app.get('/calls/withdrawn', async () => ({ ok: true, calls: ctx.withdrawn.list() }));

  app.post('/calls/withdrawn', async (request) => {
    const body = parseOr(controlWithdrawn, request.body, () => badControl());
    const result = ctx.withdrawn.set(body.calls);
    if (!result.ok) throw badControl(`Chamadas desconhecidas: ${result.unknown.join(', ')}.`);
    return { ok: true, calls: ctx.withdrawn.list() };
  });

  app.delete('/calls/withdrawn', async () => {
    ctx.withdrawn.clear();
    return { ok: true };
  });

  app.get('/outage', async () => ({ ok: true, ...ctx.outage.state() }));

  app.post('/outage', async (request) => {
    const body = parseOr(controlOutage, request.body, () => badControl());
    return { ok: true, ...ctx.outage.start(body) };
  });

  app.delete('/outage', async () => ({ ok: true, ended: ctx.outage.end(), ...ctx.outage.state() }));

  app.post('/socket/drop', async (request) => {
    const body = parseOr(controlSocket, request.body, () => badControl());
    return { ok: true, disconnected: ctx.realtime.drop(body.namespace) };
  });

  app.post('/socket/restore', async (request) => {
    const body = parseOr(controlSocket, request.body, () => badControl());
    ctx.realtime.restore(body.namespace);
    return { ok: true };
  });

  app.post('/emit', async (request) => {
    const body = parseOr(controlEmit, request.body, () => badControl());
    let payload = body.payload;
    if (body.payloadJson !== undefined) {
      try {
        payload = JSON.parse(body.payloadJson) as unknown;
      } catch {
        throw badControl('payloadJson não é JSON válido.');
      }
    }
    if (body.room) ctx.realtime.io.of(body.namespace).to(body.room).emit(body.event, payload);
    else ctx.realtime.emitRaw(body.namespace, body.event, payload);
    return { ok: true };
  });
}
