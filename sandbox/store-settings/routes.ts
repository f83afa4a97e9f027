/**
 * Store settings on base A (spec 02 §7 Operating hours, payments; Neighbourhoods): the legacy
 * shapes, `status: false` with erro/mensagem when a value is refused.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type {
  hoursSchema,
  neighbourhoodsSchema,
  paymentsSchema,
  CityNeighbourhoods,
  HoursResponse,
  NeighbourhoodsResponse,
  PaymentMethodsResponse,
  ServedNeighbourhood,
  StoreSettingsWriteResponse,
} from '../../shared/api/store-settings';
import { parseHorarios, validateSchedule } from '../../shared/store-settings/hours';
import { PRICE_MESSAGE, parsePriceInput } from '../../shared/store-settings/money';
import { applyBulk } from '../../shared/store-settings/neighbourhoods';
import { sessionOf } from '../auth/service';
import type { SandboxContext } from '../context';
import { DEMO_BRANCH_ID, DEMO_STORE_ID } from '../db/ids';
import { createStoreSettingsRepo, servedRecord, type ServedRow, type StoreSettingsRepo } from './repo';
import { scheduleOf } from './schedule';
import { PAYMENT_CATALOGUE, ensureStoreSettings } from './seed';

const HOURS_SAVED = 'Horários salvos com sucesso!';
const HOURS_BAD_JSON = 'Lista de horários inválida.';
const PAYMENTS_SAVED_SERVER = 'Formas de Pagamento salvas com sucesso';
const PAYMENTS_UNKNOWN = 'Forma de pagamento desconhecida.';
const PAYMENTS_NONE = 'Selecione ao menos uma forma de pagamento.';
const HOOD_NOT_FOUND = 'Bairro não encontrado.';
const HOOD_SAVED = 'Bairro alterado com sucesso!';
const HOOD_ENABLED = 'Bairro habilitado com sucesso!';
const HOODS_NONE = 'Selecione ao menos um bairro.';
const HOODS_SAVED = 'Bairros alterados com sucesso!';

const repos = new WeakMap<SandboxContext, StoreSettingsRepo>();

/** Legacy answer: status with mensagem, or erro on a refusal. */
type MessageResponse = { status: boolean; mensagem?: string; erro?: string };

/** This sandbox's store-settings repo (one per database). */
export function storeSettingsOf(ctx: SandboxContext): StoreSettingsRepo {
  let repo = repos.get(ctx);
  if (!repo) {
    repo = createStoreSettingsRepo(ctx.db);
    repos.set(ctx, repo);
  }
  return repo;
}

type Body = Record<string, unknown>;
const bodyOf = (request: FastifyRequest): Body =>
  request.body !== null && typeof request.body === 'object' ? (request.body as Body) : {};
const text = (v: unknown): string => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');
const flag = (v: unknown): 'S' | 'N' => (['S', 's', '1', 'true', true, 1].includes(v as never) ? 'S' : 'N');

/** A price field: undefined when absent or blank, null when refused. */
function price(body: Body, key: string): number | undefined | null {
  const raw = text(body[key]);
  const v = parsePriceInput(raw);
  if (v === undefined) return null;
  return v === null ? undefined : v;
}

function citiesOf(repo: StoreSettingsRepo, establishmentId: number): CityNeighbourhoods[] {
  const served = new Map(repo.servedOf(establishmentId).map((r) => [r.neighbourhood_id, r]));
  const byCity = new Map<number, CityNeighbourhoods>();
  for (const c of repo.cities()) {
    byCity.set(c.id, { cidade: { id_cidade: String(c.id), nome_cidade: c.nome_cidade }, bairros: [] });
  }
  for (const n of repo.neighbourhoods()) {
    const row = served.get(n.id);
    byCity.get(n.city_id)?.bairros.push({
      id_bairro: String(n.id),
      nome_bairro: n.nome_bairro,
      atendido: row ? servedRecord(row) : null,
    });
  }
  // The city the store serves most comes first (its own, in practice), then by name.
  const servedCount = (c: CityNeighbourhoods) => c.bairros.filter((b) => b.atendido).length;
  return [...byCity.values()].sort(
    (a, b) =>
      servedCount(b) - servedCount(a) || a.cidade.nome_cidade.localeCompare(b.cidade.nome_cidade, 'pt-BR'),
  );
}

/** sel as a form map (`sel[101]=true`), an object, or JSON text; the ids set to a true value. */
function selectedIds(body: Body): number[] {
  let map: Record<string, unknown> = {};
  const sel = body.sel;
  if (typeof sel === 'string') {
    try {
      const parsed: unknown = JSON.parse(sel);
      if (parsed && typeof parsed === 'object') map = parsed as Record<string, unknown>;
    } catch {
      map = {};
    }
  } else if (sel && typeof sel === 'object') map = sel as Record<string, unknown>;
  for (const [k, v] of Object.entries(body)) {
    const m = /^sel\[(\d+)\]$/.exec(k);
    if (m?.[1]) map[m[1]] = v;
  }
  return Object.entries(map)
    .filter(([, v]) => v === true || v === 'true' || v === '1' || v === 1)
    .map(([k]) => Number(k))
    .filter((n) => Number.isSafeInteger(n) && n > 0);
}

function rowFrom(row: ServedRow, rec: ServedNeighbourhood): ServedRow {
  return {
    ...row,
    inativo: rec.inativo,
    valor_minimo: Number(rec.valor_minimo),
    valor_taxa: Number(rec.valor_taxa),
    valor_taxa_old: Number(rec.valor_taxa_old),
    valor_frete_gratis: Number(rec.valor_frete_gratis),
  };
}

export function storeSettingsRoutes(app: FastifyInstance, ctx: SandboxContext): void {
  const repo = storeSettingsOf(ctx);
  // Databases made before these settings existed get the demo data too.
  ensureStoreSettings(ctx.db, [DEMO_STORE_ID, DEMO_BRANCH_ID]);
  const schedule = scheduleOf(ctx);
  schedule.start();
  app.addHook('onClose', async () => schedule.stop());

  // ---- Opening hours
  app.get('/software_app/listarHorarios', async (request): Promise<HoursResponse> => {
    const h = repo.hours(sessionOf(request).establishment.id);
    return {
      status: true,
      auto_abrir: h.auto_abrir,
      auto_fechar: h.auto_fechar,
      obj: h.days,
    } satisfies { status: true } & z.input<typeof hoursSchema>;
  });

  app.post(
    '/software_app/alteraHorarios2',
    { config: { errorField: 'mensagem' } },
    async (request): Promise<MessageResponse> => {
      const body = bodyOf(request);
      const days = parseHorarios(text(body.horarios));
      if (!days) return { status: false, mensagem: HOURS_BAD_JSON };
      const problems = validateSchedule(days);
      if (problems.length > 0) return { status: false, mensagem: problems.map((p) => p.message).join(' ') };
      repo.putHours({
        establishment_id: sessionOf(request).establishment.id,
        auto_abrir: flag(body.auto_abrir),
        auto_fechar: flag(body.auto_fechar),
        horarios: JSON.stringify(days),
      });
      return { status: true, mensagem: HOURS_SAVED };
    },
  );

  // ---- Payment methods
  app.get('/software_app/listarpagamentos', async (request): Promise<PaymentMethodsResponse> => {
    const chosen = new Set(repo.payments(sessionOf(request).establishment.id) ?? []);
    return {
      status: true,
      obj: PAYMENT_CATALOGUE.map((m) => ({ ...m, selected: chosen.has(m.chave) })),
    } satisfies { status: true } & z.input<typeof paymentsSchema>;
  });

  app.post(
    '/software_app/alteraPagamentos',
    { config: { errorField: 'mensagem' } },
    async (request): Promise<MessageResponse> => {
      const raw = bodyOf(request).formas;
      let keys: unknown = raw;
      if (typeof raw === 'string') {
        try {
          keys = raw.trim().startsWith('[') ? JSON.parse(raw) : raw.split(',').filter((k) => k !== '');
        } catch {
          keys = null;
        }
      }
      if (!Array.isArray(keys) || keys.some((k) => typeof k !== 'string')) {
        return { status: false, mensagem: PAYMENTS_UNKNOWN };
      }
      const known = new Set(PAYMENT_CATALOGUE.map((m) => m.chave));
      const list = [...new Set(keys as string[])];
      if (list.some((k) => !known.has(k))) return { status: false, mensagem: PAYMENTS_UNKNOWN };
      if (list.length === 0) return { status: false, mensagem: PAYMENTS_NONE };
      repo.putPayments(sessionOf(request).establishment.id, list);
      return { status: true, mensagem: PAYMENTS_SAVED_SERVER };
    },
  );

  // ---- Neighbourhoods
  app.get(
    '/estabelecimentobairros/listar',
    async (request): Promise<NeighbourhoodsResponse> =>
      ({
        status: true,
        bairros: citiesOf(repo, sessionOf(request).establishment.id),
      }) satisfies { status: true } & z.input<typeof neighbourhoodsSchema>,
  );

  app.post<{ Params: { id: string } }>(
    '/estabelecimentobairros/habilitarBairro/:id',
    async (request): Promise<MessageResponse & { atendido?: ServedNeighbourhood }> => {
      const storeId = sessionOf(request).establishment.id;
      const hood = repo.neighbourhood(Number(request.params.id));
      if (!hood) return { status: false, erro: HOOD_NOT_FOUND };
      const existing = repo.servedByNeighbourhood(storeId, hood.id);
      if (existing) {
        repo.updateServed({ ...existing, inativo: 'N' });
      } else {
        repo.insertServed({
          establishment_id: storeId,
          neighbourhood_id: hood.id,
          inativo: 'N',
          valor_minimo: 0,
          valor_taxa: 0,
          valor_taxa_old: 0,
          valor_frete_gratis: 0,
        });
      }
      const row = repo.servedByNeighbourhood(storeId, hood.id);
      return {
        status: true,
        mensagem: HOOD_ENABLED,
        atendido: row ? servedRecord(row) : undefined,
      } satisfies StoreSettingsWriteResponse;
    },
  );

  app.post<{ Params: { id: string } }>(
    '/estabelecimentobairros/editar/:id',
    async (request): Promise<MessageResponse & { atendido?: ServedNeighbourhood }> => {
      const storeId = sessionOf(request).establishment.id;
      const row = repo.served(storeId, Number(request.params.id));
      if (!row) return { status: false, erro: HOOD_NOT_FOUND };
      const body = bodyOf(request);
      const values = {
        valor_minimo: price(body, 'valor_minimo'),
        valor_taxa: price(body, 'valor_taxa'),
        valor_taxa_old: price(body, 'valor_taxa_old'),
        valor_frete_gratis: price(body, 'valor_frete_gratis'),
      };
      if (Object.values(values).some((v) => v === null)) return { status: false, erro: PRICE_MESSAGE };
      const inativo = text(body.inativo).toUpperCase();
      const next: ServedRow = {
        ...row,
        inativo: inativo === 'S' || inativo === 'N' ? inativo : row.inativo,
        valor_minimo: values.valor_minimo ?? row.valor_minimo,
        valor_taxa: values.valor_taxa ?? row.valor_taxa,
        valor_taxa_old: values.valor_taxa_old ?? row.valor_taxa_old,
        valor_frete_gratis: values.valor_frete_gratis ?? row.valor_frete_gratis,
      };
      repo.updateServed(next);
      return {
        status: true,
        mensagem: HOOD_SAVED,
        atendido: servedRecord(next),
      } satisfies StoreSettingsWriteResponse;
    },
  );

  const bulk = async (request: FastifyRequest, status: string, fee: string): Promise<MessageResponse> => {
    if (status !== 'S' && status !== 'N') return { status: false, erro: 'Situação inválida.' };
    if (fee !== '' && fee !== 'E' && fee !== 'F') return { status: false, erro: 'Ação de frete inválida.' };
    const storeId = sessionOf(request).establishment.id;
    const body = bodyOf(request);
    const ids = selectedIds(body);
    if (ids.length === 0) return { status: false, erro: HOODS_NONE };
    const header = {
      valor_minimo: price(body, 'valor_minimo'),
      valor_taxa: price(body, 'valor_taxa'),
      valor_frete_gratis: price(body, 'valor_frete_gratis'),
    };
    if (Object.values(header).some((v) => v === null)) return { status: false, erro: PRICE_MESSAGE };
    const clean = {
      valor_minimo: header.valor_minimo ?? undefined,
      valor_taxa: header.valor_taxa ?? undefined,
      valor_frete_gratis: header.valor_frete_gratis ?? undefined,
    };
    if (ids.some((id) => !repo.neighbourhood(id))) return { status: false, erro: HOOD_NOT_FOUND };
    repo.transaction(() => {
      for (const id of ids) {
        let row = repo.servedByNeighbourhood(storeId, id);
        if (!row) {
          const newId = repo.insertServed({
            establishment_id: storeId,
            neighbourhood_id: id,
            inativo: 'S',
            valor_minimo: 0,
            valor_taxa: 0,
            valor_taxa_old: 0,
            valor_frete_gratis: 0,
          });
          row = repo.served(storeId, newId);
        }
        if (!row) continue;
        repo.updateServed(rowFrom(row, applyBulk(servedRecord(row), status, fee, clean)));
      }
    });
    return { status: true, mensagem: HOODS_SAVED };
  };

  app.post<{ Params: { status: string; fee: string } }>(
    '/estabelecimentobairros/mudaStsLote/:status/:fee',
    async (request) => bulk(request, request.params.status, request.params.fee),
  );
  app.post<{ Params: { status: string } }>('/estabelecimentobairros/mudaStsLote/:status', async (request) =>
    bulk(request, request.params.status, ''),
  );
}
