/**
 * Control levers of the store settings (documented in sandbox/README.md):
 * - POST /control/clock {at: ISO local date-time | null}: the opening-hours clock. Setting it
 *   freezes the sandbox's schedule clock at `at`; each later call moves it and opens/closes the
 *   stores whose opening or closing minute was crossed. null goes back to the real clock.
 * - GET /control/clock: the schedule clock and whether it is manual.
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { SandboxContext } from '../context';
import { HttpError } from '../http';
import { parseOr } from '../validation';
import { scheduleOf } from './schedule';

const clockBody = z.object({ at: z.string().min(10).max(40).nullable() });

export function controlStoreSettingsRoutes(app: FastifyInstance, ctx: SandboxContext): void {
  app.get('/clock', async () => {
    const s = scheduleOf(ctx);
    return { ok: true, at: s.clock().toISOString(), manual: s.manual() };
  });

  app.post('/clock', async (request) => {
    const bad = () => new HttpError(400, { ok: false, message: 'Informe at (data e hora) ou null.' });
    const { at } = parseOr(clockBody, request.body, bad);
    const date = at === null ? null : new Date(at);
    if (date && Number.isNaN(date.getTime())) throw bad();
    const s = scheduleOf(ctx);
    const result = s.setClock(date);
    return { ok: true, at: s.clock().toISOString(), manual: s.manual(), ...result };
  });
}
