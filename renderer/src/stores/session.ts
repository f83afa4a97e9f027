import { create } from 'zustand';
import type { SessionUser } from '../../../shared/session';

/**
 * Why the session ended: 'user' (Sair da Loja), 'expired' (a 401), 'no-roles'.
 * Guards use it to redirect quietly instead of saying 'Você não está logado'.
 */
export type LogoutReason = 'user' | 'expired' | 'no-roles';

interface SessionState {
  user: SessionUser | null;
  lastLogout: LogoutReason | null;
  setUser(user: SessionUser): void;
  clearUser(reason: LogoutReason): void;
}

/** The logged-in user, in memory; persisted through the platform by features/auth/session. */
export const useSession = create<SessionState>((set) => ({
  user: null,
  lastLogout: null,
  setUser: (user) => set({ user, lastLogout: null }),
  clearUser: (reason) => set({ user: null, lastLogout: reason }),
}));
