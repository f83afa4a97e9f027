/**
 * The finance control levers under `/control/finance/`: how many past days of sales the ledger
 * holds (the benchmark asks for years), plus the reversal and online-status levers of their own
 * files, mounted together so the control table lists finance once.
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { SandboxContext } from '../context';
import { HttpError } from '../http';
import { parseOr } from '../validation';
import { controlReversalRoutes } from './history';
import { controlOnlineStatusRoutes } from './online-status';
import { ledgerOf } from './ledger';

const historyBody = z.object({ days: z.number().int().min(0).max(1000) });

/** POST /control/finance/history {days}: how many past days of sales the ledger holds. */
export function controlFinanceRoutes(app: FastifyInstance, ctx: SandboxContext): void {
  app.post('/finance/history', async (request) => {
    const { days } = parseOr(
      historyBody,
      request.body,
      () => new HttpError(400, { ok: false, message: 'Informe days (0 a 1000).' }),
    );
    ledgerOf(ctx).setHistoryDays(days);
    return { ok: true, days };
  });
  controlReversalRoutes(app, ctx);
  controlOnlineStatusRoutes(app, ctx);
}
