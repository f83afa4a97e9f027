/**
 * Loads the real qz-tray module for the main process. It is plain browser-style JavaScript
 * (a CommonJS singleton that looks for a global WebSocket), so it is required lazily, only when
 * the print method is 'qz', and handed the WebSocket class (Node 22 / Electron 45 have one).
 */
import { createRequire } from 'node:module';
import type { QzApi } from './api';

export function loadQzApi(WebSocketClass: unknown): QzApi {
  const qz = createRequire(import.meta.url)('qz-tray') as QzApi;
  qz.api.setWebSocketType(WebSocketClass);
  return qz;
}
