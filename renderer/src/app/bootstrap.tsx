import type { ReactNode } from 'react';
import { createApiClient } from '../api/http';
import { reportPlatformOutcome } from '../offline/connectivity';
import { FeedbackHost } from '../components/feedback/FeedbackHost';
import { ConfigMissingScreen } from '../features/errors/ConfigMissingScreen';
import { restoreSession, signOut } from '../features/auth/session';
import { ClosePrompt } from '../features/updater/ClosePrompt';
import { UpdaterGate } from '../features/updater/UpdaterGate';
import { loadRuntimeConfig, type Platform } from '../platform';
import { socketOriginFromCookie, userIdHeaderOf } from '../../../shared/config';
import { pageSocketPolicy, reloadUnlessSocketAllowed } from '../realtime/socketCsp';
import { useSession } from '../stores/session';
import { App } from './App';
import { warmStart } from './deskStart';
import { markStart } from '../offline/startMarks';
import { applyBrand } from './brand';
import { isRegistered } from './registry';
import type { Services } from '../services/services';

/**
 * Start-up: runtime config (or the 'Configuração da API ausente' screen), brand, the stored
 * session, the HTTP layer, then the app. The updater and the close prompt work in both cases.
 */
export interface RenderTarget {
  render(node: ReactNode): void;
}

export async function bootstrap(root: RenderTarget, platform: Platform, reload: () => void): Promise<void> {
  // The socket origin the host served this page's policy for, read before restoring the session
  // can change it: web mode's cookie as the page was asked for; the desktop reads the stored
  // session for each page (main/core.ts), the one restored here.
  const servedCookie = platform.kind === 'web' ? (socketOriginFromCookie(document.cookie)[0] ?? null) : null;
  // The stored session is read beside the config, not after it: on the desktop each is a trip
  // to main, and the cached orders wait for the session (issue 36 §4).
  const restoring = restoreSession(platform);
  const result = await loadRuntimeConfig(platform);
  markStart('config');
  if (!result.ok) {
    root.render(
      <>
        <UpdaterGate platform={platform}>
          <ConfigMissingScreen problems={result.problems} kind={platform.kind} />
        </UpdaterGate>
        <ClosePrompt platform={platform} />
        <FeedbackHost />
      </>,
    );
    return;
  }
  const { config } = result;
  applyBrand(config.brand);
  const user = await restoring;
  markStart('session');
  const pagePolicy = pageSocketPolicy(
    config.api,
    window.location.origin,
    platform.kind === 'web' ? servedCookie : (user?.socket.url ?? null),
  );
  // A session this page was not served for (web mode, the cookie gone with the browser): the
  // next page, asked before any screen loads, lists its socket.
  const cspReload = { storage: window.sessionStorage, reload };
  if (user && reloadUnlessSocketAllowed(user.socket.url, pagePolicy, cspReload)) return;
  if (user) {
    useSession.getState().setUser(user);
    await warmStart(platform, user.id_estabelecimento);
  }
  const api = createApiClient(config.api, {
    getHash: () => useSession.getState().user?.sessao.hash ?? null,
    getUserId: () => useSession.getState().user?.id_usuario ?? null,
    userIdHeader: userIdHeaderOf(config),
    onUnauthorized: () => void signOut(platform, 'expired'),
    reload,
    supportPhone: config.brand.supportPhone,
    onOutcome: reportPlatformOutcome,
  });
  const services: Services = { platform, config, api, reload, isRegistered, pagePolicy };
  markStart('render');
  root.render(<App services={services} />);
}
