/**
 * One cash desk per machine: a second launch hands over to the running app, which brings
 * its window back (restored, shown, focused) and the second process quits.
 */
export interface SingleInstanceApp {
  requestSingleInstanceLock(): boolean;
  on(event: 'second-instance', listener: () => void): unknown;
  quit(): void;
}

/**
 * True when this process is the one instance; otherwise it has asked itself to quit.
 * `alreadyLocked`: runAsSingleInstance took the lock earlier (only the listener is added).
 */
export function acquireSingleInstance(
  app: SingleInstanceApp,
  onSecondInstance: () => void,
  alreadyLocked = false,
): boolean {
  if (!alreadyLocked && !app.requestSingleInstanceLock()) {
    app.quit();
    return false;
  }
  app.on('second-instance', onSecondInstance);
  return true;
}

/**
 * Takes the lock BEFORE `boot` runs: a second launch must not read or write the data folder
 * (settings, session, print journal, logs) while the first instance owns it. A second
 * instance quits without booting.
 */
export function runAsSingleInstance(
  app: Pick<SingleInstanceApp, 'requestSingleInstanceLock' | 'quit'>,
  boot: () => void,
): boolean {
  if (!app.requestSingleInstanceLock()) {
    app.quit();
    return false;
  }
  boot();
  return true;
}
