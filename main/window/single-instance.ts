/**
 * One cash desk per machine: a second launch hands over to the running app, which brings
 * its window back (restored, shown, focused) and the second process quits.
 */
export interface SingleInstanceApp {
  requestSingleInstanceLock(): boolean;
  on(event: 'second-instance', listener: () => void): unknown;
  quit(): void;
}

/** True when this process is the one instance; otherwise it has asked itself to quit. */
export function acquireSingleInstance(app: SingleInstanceApp, onSecondInstance: () => void): boolean {
  if (!app.requestSingleInstanceLock()) {
    app.quit();
    return false;
  }
  app.on('second-instance', onSecondInstance);
  return true;
}
