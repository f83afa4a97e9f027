import type { RouteObject } from 'react-router-dom';
import { LOGIN_PATH, ROUTES } from '../../../shared/routes';
import LoginPage from '../features/auth/LoginPage';
import { NotFoundScreen } from '../features/errors/NotFoundScreen';
import { RouteErrorScreen } from '../features/errors/RouteErrorScreen';
import { AuthGate, RouteScreen } from './guards';

const LOGIN_ROUTES = new Set([LOGIN_PATH, '/login/:usuario/:hash']);

/**
 * The router's tree, built from the route table: the login (eager: it is the first screen),
 * other public routes, and every protected route inside the shell behind the login gate.
 * '/' is public in the table but is the logged-in Início, so it lives in the shell too.
 */
export function createAppRoutes(): RouteObject[] {
  const publicRoutes = ROUTES.filter(
    (r) => r.access === 'public' && r.path !== '/' && !LOGIN_ROUTES.has(r.path),
  );
  const shellRoutes = ROUTES.filter((r) => r.access !== 'public' || r.path === '/');
  return [
    {
      errorElement: <RouteErrorScreen />,
      children: [
        { path: LOGIN_PATH, element: <LoginPage /> },
        { path: '/login/:usuario/:hash', element: <LoginPage /> },
        ...publicRoutes.map((r) => ({
          path: r.path,
          element: (
            <main className="app-fallback">
              <RouteScreen route={r} />
            </main>
          ),
        })),
        {
          element: <AuthGate />,
          children: [
            ...shellRoutes.map((r) => ({ path: r.path, element: <RouteScreen route={r} /> })),
            { path: '*', element: <NotFoundScreen /> },
          ],
        },
      ],
    },
  ];
}
