import { createContext, useContext, type ReactNode } from 'react';
import type { RuntimeConfig } from '../../../shared/config';
import type { ApiClient } from '../api/http';
import type { Platform } from '../platform';
import type { PageSocketPolicy } from '../realtime/socketCsp';

/**
 * What every screen may use: the host, the runtime config, the HTTP layer and which routes have
 * a screen. app/ builds it and provides it; the floors below read it, so nothing below app/
 * imports app/.
 */
export interface Services {
  platform: Platform;
  config: RuntimeConfig;
  api: ApiClient;
  /** Reloads the page ('Tentar novamente', the password-reset success). */
  reload(): void;
  /** Whether a route of shared/routes.ts has a screen (app/registry.ts is the table). */
  isRegistered(path: string): boolean;
  /** What this page's Content-Security-Policy lets the store socket reach (login asks it). */
  pagePolicy: PageSocketPolicy;
}

const ServicesContext = createContext<Services | null>(null);

export function ServicesProvider({ value, children }: { value: Services; children: ReactNode }) {
  return <ServicesContext.Provider value={value}>{children}</ServicesContext.Provider>;
}

export function useServices(): Services {
  const services = useContext(ServicesContext);
  if (!services) throw new Error('ServicesProvider ausente');
  return services;
}
