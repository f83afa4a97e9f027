/**
 * Courier and address payloads (spec 01 §4 delivery flow, §7 delivery calls; base C geocoder) as
 * the panel reads them. Lists the shared rules filter item by item (coverage areas, geocoder
 * results, status entries) are taken whole here and read by those rules.
 */
import { z } from 'zod';
import { listResponse } from './lenient';

const externalId = z.union([z.string(), z.number()]);

/** GET v2/delivery/coverageAreas: filtered by shared/delivery/coverage-areas.ts. */
export const coverageAreasSchema = z.object({ coverageAreas: z.unknown() });

/** GET areas/{neighborhoodId}: the coverage area of the order's bairro. */
export const bairroAreaSchema = z.object({ area: z.object({ external_id: externalId }) });

/** POST v2/delivery. */
export const deliveryCreatedSchema = z.looseObject({
  data: z
    .object({
      id: externalId.optional(),
      code: z.string().nullable().optional(),
    })
    .optional(),
});

/** POST v2/delivery/{id}/cancel: data.message is ORDER_CANCELED on success. */
export const deliveryCancelSchema = z.looseObject({
  data: z.looseObject({ message: z.unknown() }).optional(),
});

/** GET pedidos/externalDeliveryStatusList/{orderId}: read by shared/delivery/status.ts. */
export const deliveryStatusListSchema = listResponse('data');

/** POST enderecos/updateUserAddress/{orderId}/{addressId}: success false is a refusal. */
export const addressUpdateSchema = z.looseObject({ success: z.unknown().optional() });

/** What the platform sends to each delivery call above: the sandbox's answers are typed by it. */
export interface DeliveryAnswers {
  coverageAreas: z.input<typeof coverageAreasSchema>;
  bairroArea: z.input<typeof bairroAreaSchema>;
  deliveryCreated: z.input<typeof deliveryCreatedSchema>;
  deliveryCancel: z.input<typeof deliveryCancelSchema>;
  statusList: z.input<typeof deliveryStatusListSchema>;
  addressUpdate: z.input<typeof addressUpdateSchema>;
}

// ---------------------------------------------------------------- geocoder (base C)

const coord = z.union([z.number(), z.string().trim().min(1)]).transform(Number);

/** One geocoder result; one without usable coordinates is not offered. */
export const geoResultSchema = z.looseObject({
  id: z.union([z.string(), z.number()]).transform(String),
  formattedAddress: z.string().trim().min(1).max(300),
  lat: coord.pipe(z.number().min(-90).max(90)),
  lng: coord.pipe(z.number().min(-180).max(180)),
});

/** GET geocoder/autocomplete: results read one by one with geoResultSchema. */
export const geoAutocompleteSchema = z.looseObject({
  results: z.custom<readonly z.input<typeof geoResultSchema>[]>().optional(),
});
