/** app:// registration: privileged before ready, handled after. */
import type { Protocol, Session } from 'electron';
import { APP_SCHEME, APP_SCHEME_PRIVILEGES } from '../protocol/app-protocol';

export function registerAppScheme(protocol: Protocol): void {
  protocol.registerSchemesAsPrivileged([{ scheme: APP_SCHEME, privileges: { ...APP_SCHEME_PRIVILEGES } }]);
}

export function handleAppScheme(protocol: Protocol, handler: (request: Request) => Promise<Response>): void {
  protocol.handle(APP_SCHEME, handler);
}

/** Permissions: the allow-list decides both requests and checks; everything else is denied. */
export function applyPermissionPolicy(session: Session, isAllowed: (permission: string) => boolean): void {
  session.setPermissionRequestHandler((_contents, permission, callback) => callback(isAllowed(permission)));
  session.setPermissionCheckHandler((_contents, permission) => isAllowed(permission));
}
