/** Address autocomplete behind the adjust-address modal (a sandbox stand-in for a maps service). */
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { geoAutocompleteSchema } from '../../../shared/api/delivery';
import type { SandboxContext } from '../../context';
import { GEOCODER_MAX_QUERY, autocomplete } from '../../geocoder/search';
import { HttpError } from '../../http';

export function geocoderRoutes(app: FastifyInstance, _ctx: SandboxContext): void {
  app.get<{ Querystring: Record<string, unknown> }>('/geocoder/autocomplete', async (request) => {
    const q = request.query.q;
    if (q !== undefined && typeof q !== 'string') throw new HttpError(400, { message: 'Consulta inválida.' });
    if ((q ?? '').length > GEOCODER_MAX_QUERY) throw new HttpError(400, { message: 'Consulta muito longa.' });
    return { results: autocomplete(q ?? '') } satisfies z.input<typeof geoAutocompleteSchema>;
  });
}
