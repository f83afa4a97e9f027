/**
 * External delivery calls (spec 01 §7): coverage areas, the order bairro's area, the request
 * (external courier or the store's own with a link code), its cancellation, the status list and
 * the address adjustment. Each returns a result the flow can show; none opens the global error
 * dialog except for an expired session.
 */
import { coverageAreaOptions, type CoverageAreaOption } from '../../../shared/delivery/coverage-areas';
import { DELIVERY_REQUEST_FALLBACK, ORDER_CANCELED } from '../../../shared/delivery/messages';
import { parseStatusEntries, type ExternalStatusEntry } from '../../../shared/delivery/status';
import type { ApiClient } from '../api/http';
import {
  addressUpdateSchema,
  bairroAreaSchema,
  coverageAreasSchema,
  deliveryCancelSchema,
  deliveryCreatedSchema,
  deliveryStatusListSchema,
} from '../../../shared/api/delivery';
import { isApiError } from '../api/errors';

const path = (s: string) => encodeURIComponent(s);

const textOf = (v: unknown) =>
  typeof v === 'string' && v.trim() !== '' ? v.trim().slice(0, 300) : undefined;

export type Outcome<T> = { ok: true; data: T } | { ok: false; message: string; code?: string };

/** GET v2/delivery/coverageAreas, filtered by the shared rules. */
export async function fetchCoverageAreas(api: ApiClient): Promise<Outcome<CoverageAreaOption[]>> {
  try {
    const res = await api.json('json', 'get', 'v2/delivery/coverageAreas', coverageAreasSchema, {
      quiet: true,
    });
    return { ok: true, data: coverageAreaOptions(res.coverageAreas) };
  } catch (err) {
    return {
      ok: false,
      message: (isApiError(err) && err.serverMessage) || 'Não foi possível carregar os bairros de entrega.',
    };
  }
}

/** GET areas/{neighborhoodId} → the coverage area id of the order's bairro, to preselect it. */
export async function fetchBairroArea(api: ApiClient, bairroId: string): Promise<string | null> {
  if (!/^[\w-]{1,64}$/.test(bairroId)) return null;
  try {
    const res = await api.json('json', 'get', `areas/${path(bairroId)}`, bairroAreaSchema, { silent: true });
    return String(res.area.external_id);
  } catch {
    return null;
  }
}

export interface DeliveryRequest {
  orderId: string;
  coverageAreaId: string;
  /** The store's own courier (Vincular Motoboy). */
  own?: { name: string; externalProvider: string; code: string };
}

export interface DeliveryCreated {
  id: string | null;
  code: string | null;
}

/** POST v2/delivery; a refusal carries the server message (or the spec's fallback) and its code. */
export async function requestDelivery(
  api: ApiClient,
  req: DeliveryRequest,
): Promise<Outcome<DeliveryCreated>> {
  const body: Record<string, string> = { id_pedido: req.orderId, coverage_area_id: req.coverageAreaId };
  if (req.own) {
    body.name = req.own.name;
    body.external_provider = req.own.externalProvider;
    body.code = req.own.code;
  }
  try {
    const res = await api.json('json', 'post', 'v2/delivery', deliveryCreatedSchema, { quiet: true, body });
    const id = res.data?.id;
    return { ok: true, data: { id: id === undefined ? null : String(id), code: res.data?.code ?? null } };
  } catch (err) {
    if (!isApiError(err)) return { ok: false, message: DELIVERY_REQUEST_FALLBACK };
    const b = (err.body ?? {}) as Record<string, unknown>;
    const code = typeof b.error === 'string' ? b.error : undefined;
    // Only a 4xx answer says something the user can act on; anything else is 'Erro interno'.
    // `error` is a code (AREA_REQUIRED...), never shown.
    const message =
      err.status >= 400 && err.status < 500 ? textOf(b.message ?? b.mensagem ?? b.erro) : undefined;
    return { ok: false, message: message ?? DELIVERY_REQUEST_FALLBACK, ...(code ? { code } : {}) };
  }
}

/** POST v2/delivery/{id}/cancel: success only when data.message is ORDER_CANCELED (spec 01 §4). */
export async function cancelDelivery(api: ApiClient, deliveryId: string): Promise<boolean> {
  try {
    const res = await api.json(
      'json',
      'post',
      `v2/delivery/${path(deliveryId)}/cancel`,
      deliveryCancelSchema,
      { quiet: true, body: {} },
    );
    return res.data?.message === ORDER_CANCELED;
  } catch {
    return false;
  }
}

/** GET pedidos/externalDeliveryStatusList/{orderId}; null when it could not be read. */
export async function fetchStatusList(
  api: ApiClient,
  orderId: string,
): Promise<ExternalStatusEntry[] | null> {
  try {
    const res = await api.legacy(
      'v1',
      'get',
      `pedidos/externalDeliveryStatusList/${path(orderId)}`,
      deliveryStatusListSchema,
      { quiet: true, expect: [404] },
    );
    return res.ok ? parseStatusEntries(res.data) : null;
  } catch {
    return null;
  }
}

export interface AddressUpdate {
  founded: boolean;
  lat: number;
  lng: number;
  formattedAddress: string;
  selectedAddress: string;
}

/** POST enderecos/updateUserAddress/{orderId}/{addressId}. */
export async function updateUserAddress(
  api: ApiClient,
  orderId: string,
  addressId: string,
  update: AddressUpdate,
): Promise<Outcome<true>> {
  const fallback = 'Não foi possível salvar o endereço. Tente novamente.';
  try {
    const res = await api.legacy(
      'v1',
      'post',
      `enderecos/updateUserAddress/${path(orderId)}/${path(addressId)}`,
      addressUpdateSchema,
      {
        quiet: true,
        form: {
          founded: update.founded ? 'true' : 'false',
          lat: update.lat,
          lng: update.lng,
          formattedAddress: update.formattedAddress,
          selectedAddress: update.selectedAddress,
        },
      },
    );
    if (!res.ok) return { ok: false, message: res.message || fallback };
    return res.data.success === false ? { ok: false, message: fallback } : { ok: true, data: true };
  } catch (err) {
    return { ok: false, message: (isApiError(err) && err.serverMessage) || fallback };
  }
}
