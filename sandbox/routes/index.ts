/**
 * The one mount table: every route group under the prefix of its base (shared/config's
 * SANDBOX_PREFIXES), then the control API. Domains export route groups and never register
 * themselves, so this file shows everything the sandbox answers.
 */
import { compressAnswer, dropValidators } from '../compress';
import type { FastifyInstance } from 'fastify';
import { SANDBOX_PREFIXES, type ApiBaseKey } from '../../shared/config';
import type { SandboxContext } from '../context';
import { resetPasswordRoutes } from '../auth/reset-password';
import { loginRoutes } from '../auth/routes';
import { bulkUploadRoutes } from '../bulk-upload/routes';
import { productCatalogueRoutes } from '../catalogue/product-catalogue';
import { catalogueRoutes } from '../catalogue/routes';
import { variationRoutes } from '../catalogue/variations';
import { chatRoutes } from '../chat/routes';
import { deliveryJsonRoutes, deliveryV1Routes } from '../delivery/routes';
import { establishmentRoutes } from '../establishment/routes';
import { calendarRoutes } from '../finance/calendar';
import { historyRoutes } from '../finance/history';
import { bankAccountChangeRoutes, onboardingRoutes } from '../finance/onboarding';
import { onlineStatusRoutes } from '../finance/online-status';
import { financeRoutes } from '../finance/routes';
import { salesRoutes } from '../finance/sales';
import { transferRoutes } from '../finance/transfer';
import { onlinePaymentAcceptanceRoutes } from '../online-payment/routes';
import { jsonOrderRoutes, orderRoutes } from '../orders/routes';
import { printSettingsRoutes } from '../print-settings/routes';
import { ratingRoutes } from '../ratings/ratings';
import { legacyOnlineRoutes } from '../reports/legacy-online';
import { reportRoutes } from '../reports/routes';
import { storeSettingsRoutes } from '../store-settings/routes';
import { storeUsersRoutes } from '../store-settings/users';
import { envelopeHook } from '../envelope';
import { controlPlugin } from './control';
import { geocoderRoutes } from './json/geocoder';
import { invoiceRoutes } from './json/invoices';
import { menuRoutes } from './v1/menu';
import { miscRoutes } from './v1/misc';
import { storeRoutes } from './v1/store';
import { termsRoutes } from './v1/terms';

type RouteGroup = (app: FastifyInstance, ctx: SandboxContext) => void;

/**
 * Each base under its own prefix. Bases without routes yet are still mounted: the session
 * guard and the JSON 404 already answer for them, later work only adds route groups here.
 */
const BASES: Record<Exclude<ApiBaseKey, 'chatSocket'>, RouteGroup[]> = {
  v1: [
    loginRoutes,
    storeRoutes,
    orderRoutes,
    menuRoutes,
    catalogueRoutes,
    variationRoutes,
    termsRoutes,
    miscRoutes,
    printSettingsRoutes,
    chatRoutes,
    deliveryV1Routes,
    onlinePaymentAcceptanceRoutes,
    historyRoutes,
    salesRoutes,
    calendarRoutes,
    transferRoutes,
    onlineStatusRoutes,
    onboardingRoutes,
    storeSettingsRoutes,
    reportRoutes,
    ratingRoutes,
    legacyOnlineRoutes,
    establishmentRoutes,
  ],
  v2: [productCatalogueRoutes, bankAccountChangeRoutes],
  json: [invoiceRoutes, resetPasswordRoutes, jsonOrderRoutes, deliveryJsonRoutes, geocoderRoutes],
  finance: [financeRoutes],
  upload: [bulkUploadRoutes],
  users: [storeUsersRoutes],
};

export async function registerRoutes(
  app: FastifyInstance,
  ctx: SandboxContext,
  opts: { compress?: boolean; validators?: boolean } = {},
): Promise<void> {
  // On the root, so replies sent by the root's hooks (session guard, faults, 404s) are completed too.
  app.addHook('onSend', envelopeHook);
  // Last of each route's own hooks (after every app-level one, and after a route's own such as the
  // list's ETag): what leaves is the completed answer, without validators where none are offered.
  const last = [
    ...(opts.validators === false ? [dropValidators] : []),
    ...(opts.compress ? [compressAnswer] : []),
  ];
  if (last.length > 0) {
    app.addHook('onRoute', (route) => {
      route.onSend = [...[route.onSend ?? []].flat(), ...last];
    });
  }
  for (const [base, groups] of Object.entries(BASES) as [keyof typeof BASES, RouteGroup[]][]) {
    await app.register(
      async (scope) => {
        for (const group of groups) group(scope, ctx);
      },
      { prefix: SANDBOX_PREFIXES[base].replace(/\/+$/, '') },
    );
  }
  await app.register(async (scope) => controlPlugin(scope, ctx), { prefix: '/control' });
}
