import { Suspense, useEffect } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { accessReadingOf } from '../../../shared/config';
import { HOME_PATH, LOGIN_PATH, canAccess, type RouteDef } from '../../../shared/routes';
import { LoadingBlock } from '../components/Spinner';
import { AccessDeniedScreen } from '../features/errors/AccessDeniedScreen';
import { NotFoundScreen } from '../features/errors/NotFoundScreen';
import type { LoginNotice } from '../features/auth/LoginPage';
import { useSession } from '../stores/session';
import { useServices } from '../services/services';
import { preloadable } from './preloadable';
import { screenFor } from './registry';

const shell = preloadable(() => import('./shell/ShellLayout'));
const ShellLayout = shell.Component;

/**
 * Loads the shell's code before the gate renders it (the desk's start, issue 36 §4), which then
 * renders it at once. Settles when the code is here or failed.
 */
export function preloadShell(): Promise<void> {
  return shell.preload();
}

export const NOT_LOGGED_IN_MESSAGE = 'Você não está logado, tente novamente.';

/**
 * Every protected route needs a stored login (spec 03 §2.1). Without one the login page opens
 * saying 'Você não está logado, tente novamente.', except for '/' (where the app starts, a public
 * route in the table) and right after a logout or an expired session, which go there quietly.
 */
export function AuthGate() {
  const user = useSession((s) => s.user);
  const lastLogout = useSession((s) => s.lastLogout);
  const { pathname } = useLocation();
  if (!user) {
    const quiet = pathname === HOME_PATH || lastLogout !== null;
    const state: LoginNotice | undefined = quiet ? undefined : { notice: NOT_LOGGED_IN_MESSAGE };
    return <Navigate to={LOGIN_PATH} replace state={state} />;
  }
  return (
    <Suspense fallback={<LoadingBlock label="Abrindo a loja..." />}>
      <ShellLayout />
    </Suspense>
  );
}

/** One route: role check ('Acesso Negado!!'), then its screen, or 404 when it has not landed. */
export function RouteScreen({ route }: { route: RouteDef }) {
  const roles = useSession((s) => s.user?.role_group);
  const { config } = useServices();
  const allowed = canAccess(route, roles, accessReadingOf(config));
  const Screen = allowed ? screenFor(route.path) : undefined;
  const title = !allowed ? 'Acesso Negado' : Screen ? route.title : 'Página não encontrada';
  useEffect(() => {
    document.title = `${title} · ${config.brand.name}`;
  }, [title, config.brand.name]);
  if (!allowed) return <AccessDeniedScreen />;
  if (!Screen) return <NotFoundScreen />;
  return (
    <Suspense fallback={<LoadingBlock />}>
      <Screen />
    </Suspense>
  );
}
