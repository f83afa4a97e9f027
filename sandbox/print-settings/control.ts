/**
 * The cloud print settings' levers under `/control/print-settings`: read the record, flip its sync
 * flag as if changed on the platform, or remove it to reach the missing-configuration failure.
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { DEMO_STORE_ID } from '../db/ids';
import type { SandboxContext } from '../context';
import { badControl, HttpError, unknownStore } from '../http';
import { toPrintSettings } from './service';
import { parseOr } from '../validation';

const storeOnly = z.object({ id_estabelecimento: z.number().int().positive().optional() }).strict();
const syncBody = storeOnly.extend({ sincronizado: z.enum(['S', 'N']) }).strict();

const noRecord = () =>
  new HttpError(404, { ok: false, message: 'A loja não possui configuração de impressão na nuvem.' });

/** Levers for the cloud print settings: the sync flag and a missing configuration. */
export function controlPrintSettingsRoutes(app: FastifyInstance, ctx: SandboxContext): void {
  const storeOf = (id: number | undefined): number => {
    const storeId = id ?? DEMO_STORE_ID;
    if (!ctx.repo.establishment(storeId)) throw unknownStore();
    return storeId;
  };
  const view = (id: number) => {
    const record = ctx.repo.printSettings(id);
    return record ? toPrintSettings(id, record.settings, record.sincronizado) : null;
  };

  app.get<{ Querystring: { id_estabelecimento?: string } }>('/print-settings', async (request) => {
    const raw = request.query.id_estabelecimento;
    const id = storeOf(raw === undefined ? undefined : /^\d{1,9}$/.test(raw) ? Number(raw) : -1);
    return { ok: true, obj: view(id) };
  });

  /** 'N' = changed on the platform, not yet synced by the desktop. */
  app.post('/print-settings/sync', async (request) => {
    const body = parseOr(syncBody, request.body, () => badControl());
    const id = storeOf(body.id_estabelecimento);
    if (!ctx.repo.setPrintSync(id, body.sincronizado)) throw noRecord();
    return { ok: true, obj: view(id) };
  });

  /** Removes the store's cloud record: listar answers the "missing configuration" failure. */
  app.post('/print-settings/clear', async (request) => {
    const body = parseOr(storeOnly, request.body, () => badControl());
    const id = storeOf(body.id_estabelecimento);
    return { ok: true, cleared: ctx.repo.clearPrintSettings(id) };
  });
}
