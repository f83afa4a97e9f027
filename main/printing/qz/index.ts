/** QZ Tray (method 'qz'): credentials kept and used for signing in main, and the client. */
export { createQzClient, type QzClient, type QzClientDeps } from './client';
export type { QzApi, QzConnectOptions, QzRawData, QzResolver } from './api';
export {
  createQzCredentialsStore,
  QZ_MESSAGES,
  QzCredentialsError,
  type QzCredentialsDeps,
  type QzCredentialsStore,
} from './credentials';
export { loadQzApi } from './load';
