/** Logging in and out: the in-memory session plus its persistence through the platform. */
import { hasAnyRole } from '../../../../shared/routes';
import type { SessionUser } from '../../../../shared/session';
import { clearPrintCategories } from '../../order-printing/categories';
import type { Platform } from '../../platform';
import {
  forgetSocketPolicyReloads,
  reloadUnlessSocketAllowed,
  type PageSocketPolicy,
} from '../../realtime/socketCsp';
import { useSession, type LogoutReason } from '../../stores/session';
import { useShop } from '../../stores/shop';

export const NO_ROLES_MESSAGE =
  'Seu usuário não tem nenhum perfil de acesso a esta loja, por isso a sessão foi encerrada. Peça ao administrador da loja para liberar o seu acesso.';

/** A fresh page for the session, when this one's policy does not let its store socket through. */
export interface PageSwap {
  policy: PageSocketPolicy;
  /** Loads the page the session enters on (its policy lists the socket saved just before). */
  reload(): void;
}

/**
 * Saves the session, then enters it on this page; or, when this page's Content-Security-Policy
 * would block the store socket, reloads into it before any screen asks anything, so the first
 * screen loads once. Returns whether the session was entered here.
 */
export async function signIn(platform: Platform, user: SessionUser, page?: PageSwap): Promise<boolean> {
  await platform.session.save(user);
  if (
    page &&
    reloadUnlessSocketAllowed(user.socket.url, page.policy, { storage: sessionStorage, reload: page.reload })
  ) {
    return false;
  }
  useSession.getState().setUser(user);
  return true;
}

/** Clears the session everywhere; never throws (a failed clear must not keep the user inside). */
export async function signOut(platform: Platform, reason: LogoutReason): Promise<void> {
  useSession.getState().clearUser(reason);
  useShop.getState().reset();
  // The next login may be another store, or this one with its menu changed meanwhile.
  clearPrintCategories();
  forgetSocketPolicyReloads(sessionStorage);
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
