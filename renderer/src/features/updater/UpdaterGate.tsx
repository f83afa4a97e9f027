import { Suspense, lazy, useEffect, type ReactNode } from 'react';
import type { Platform } from '../../platform';
import { selectBlocking, useUpdater } from '../../stores/updater';

const UpdateScreen = lazy(() => import('./UpdateScreen'));

/** Subscribes to the host's update events; unsubscribes on unmount. */
function useUpdaterEvents(platform: Platform): void {
  useEffect(() => {
    const store = useUpdater.getState;
    const offs = [
      platform.updater.onUpdateAvailable((info) => store().available(info.version)),
      platform.updater.onUpdateProgress((p) => store().progress(p.percent)),
      platform.updater.onUpdateMessage((m) => {
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

/**
 * When an update is available the 'Atualizando...' screen covers the whole app (03 §2.22), as an
 * overlay: the app underneath stays mounted, so live orders, the alert sound and automatic
 * printing keep running while the update downloads. The app is inert meanwhile (no focus, no
 * clicks, hidden from screen readers). Once downloaded, the update waits for the desk to be idle;
 * staff may keep working meanwhile (the overlay shrinks to a banner) or install now.
 */
export function UpdaterGate({ platform, children }: { platform: Platform; children: ReactNode }) {
  useUpdaterEvents(platform);
  const updating = useUpdater((s) => s.updating);
  const blocking = useUpdater(selectBlocking);
  return (
    <>
      <div className="updater-underlay" inert={blocking} aria-hidden={blocking || undefined}>
        {children}
      </div>
      {updating ? (
        <Suspense fallback={<p role="status">Atualizando...</p>}>
          <UpdateScreen platform={platform} />
        </Suspense>
      ) : null}
    </>
  );
}
