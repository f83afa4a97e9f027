import { Suspense, lazy, useEffect, type ReactNode } from 'react';
import type { Platform } from '../../platform';
import { useUpdater } from '../../stores/updater';

const UpdateScreen = lazy(() => import('./UpdateScreen'));

/** Subscribes to the host's update events; unsubscribes on unmount. */
export function useUpdaterEvents(platform: Platform): void {
  useEffect(() => {
    const store = useUpdater.getState;
    const offs = [
      platform.updater.onAvailable((info) => store().available(info.version)),
      platform.updater.onProgress((p) => store().progress(p.percent)),
      platform.updater.onMessage((m) => {
        store().setMessage(m.message);
        // A message may announce a failure: the status says whether the app can go on.
        platform.updater
          .getStatus()
          .then((s) => store().fromStatus(s))
          .catch(() => undefined);
      }),
    ];
    // An update may have started before this window subscribed.
    platform.updater
      .getStatus()
      .then((s) => store().fromStatus(s))
      .catch(() => undefined);
    return () => {
      for (const off of offs) off();
    };
  }, [platform]);
}

/** When an update is available the whole app switches to the 'Atualizando...' screen (03 §2.22). */
export function UpdaterGate({ platform, children }: { platform: Platform; children: ReactNode }) {
  useUpdaterEvents(platform);
  const updating = useUpdater((s) => s.updating);
  if (!updating) return <>{children}</>;
  return (
    <Suspense fallback={<p role="status">Atualizando...</p>}>
      <UpdateScreen />
    </Suspense>
  );
}
