/** Logging in and out: the in-memory session plus its persistence through the platform. */
import { hasAnyRole } from '../../../../shared/routes';
import type { SessionUser } from '../../../../shared/session';
import { clearPrintCategories } from '../../order-printing/categories';
import type { Platform } from '../../platform';
import { useSession, type LogoutReason } from '../../stores/session';
import { useShop } from '../../stores/shop';

export const NO_ROLES_MESSAGE =
  'Seu usuário não tem nenhum perfil de acesso a esta loja, por isso a sessão foi encerrada. Peça ao administrador da loja para liberar o seu acesso.';

export async function signIn(platform: Platform, user: SessionUser): Promise<void> {
  await platform.session.save(user);
  useSession.getState().setUser(user);
}

/** Clears the session everywhere; never throws (a failed clear must not keep the user inside). */
export async function signOut(platform: Platform, reason: LogoutReason): Promise<void> {
  useSession.getState().clearUser(reason);
  useShop.getState().reset();
  // The next login may be another store, or this one with its menu changed meanwhile.
  clearPrintCategories();
  try {
    await platform.session.clear();
  } catch {
    // The in-memory session is gone already; the stored one is re-checked at the next start.
  }
}

/** The session stored by a previous run, if it is still usable (a user without roles is not). */
export async function restoreSession(platform: Platform): Promise<SessionUser | null> {
  let user: SessionUser | null = null;
  try {
    user = await platform.session.load();
  } catch {
    user = null;
  }
  if (user && !hasAnyRole(user.role_group)) {
    await platform.session.clear().catch(() => undefined);
    return null;
  }
  return user;
}
