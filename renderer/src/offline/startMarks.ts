/**
 * Named points of the desk's start (issue 36 §4) as performance marks 'desk:<name>', for the
 * desktop cold-start bench to lay out where the time between the process's start and the first
 * cached row went: the script running, the config, the stored session and the cached orders read,
 * the app's first render, the shell's first commit, the cached orders in the store. Each is set
 * once per page.
 */
export type StartMark = 'script' | 'config' | 'session' | 'cache' | 'render' | 'shell' | 'rows';

export const START_MARK_PREFIX = 'desk:';

export function markStart(name: StartMark): void {
  if (typeof performance === 'undefined' || typeof performance.mark !== 'function') return;
  const mark = `${START_MARK_PREFIX}${name}`;
  if (performance.getEntriesByName(mark, 'mark').length === 0) performance.mark(mark);
}
