/**
 * The control API under `/control`: test and demo levers with no session, answered only to loopback
 * so a sandbox bound to another interface cannot be steered from outside. Each domain mounts its
 * own control file here; this is the one list of them.
 */
import type { FastifyInstance } from 'fastify';
import type { SandboxContext } from '../../context';
import { controlAuthRoutes } from '../../auth/control';
import { controlBulkUploadRoutes } from '../../bulk-upload/routes';
import { controlCatalogueRoutes } from '../../catalogue/control';
import { controlChatRoutes } from '../../chat/control';
import { controlDeliveryRoutes } from '../../delivery/control';
import { controlEstablishmentRoutes } from '../../establishment/control';
import { controlFinanceRoutes } from '../../finance/control';
import { controlOnboardingRoutes } from '../../finance/onboarding';
import { controlTransferRoutes } from '../../finance/transfer';
import { controlOrderRoutes } from '../../orders/control';
import { controlPrintSettingsRoutes } from '../../print-settings/control';
import { controlRatingRoutes } from '../../ratings/ratings';
import { controlLegacyOnlineRoutes } from '../../reports/legacy-online';
import { controlStoreSettingsRoutes } from '../../store-settings/control';
import { chaosRoutes } from './chaos';
import { stateRoutes } from './state';
import { controlTrafficRoutes } from './traffic';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/** Test and demo levers. No session, but only from this machine. */
export async function controlPlugin(app: FastifyInstance, ctx: SandboxContext): Promise<void> {
  app.addHook('onRequest', async (request, reply) => {
    if (!LOOPBACK.has(request.socket.remoteAddress ?? '')) {
      await reply.code(403).send({ ok: false, message: 'A API de controle só aceita conexões locais.' });
    }
  });
  stateRoutes(app, ctx);
  controlAuthRoutes(app, ctx);
  controlRatingRoutes(app, ctx);
  controlLegacyOnlineRoutes(app, ctx);
  chaosRoutes(app, ctx);
  controlOrderRoutes(app, ctx);
  controlTrafficRoutes(app, ctx);
  controlPrintSettingsRoutes(app, ctx);
  controlChatRoutes(app, ctx);
  controlDeliveryRoutes(app, ctx);
  controlFinanceRoutes(app, ctx);
  controlOnboardingRoutes(app, ctx);
  controlTransferRoutes(app, ctx);
  controlStoreSettingsRoutes(app, ctx);
  controlEstablishmentRoutes(app, ctx);
  controlBulkUploadRoutes(app, ctx);
  controlCatalogueRoutes(app, ctx);
}
