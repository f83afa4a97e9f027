/**
 * Pushes that send a whole state once, then only what changed (the print queue,
 * shared/print-queue-update.ts; the kitchen screens' feeds, shared/kitchen-screen/feed-update.ts).
 *
 * Each push has a revision; a delta names the revision it applies on (`from`). A holder that
 * missed one, or holds none yet, asks for the whole state again; a delta it already has (older
 * than what it holds: a push that crossed the answer to that request) is ignored. These are the
 * rules both feeds share, and the sorted insert their lists are rebuilt with.
 */

/**
 * What to do with a delta from `from` to `rev` on a state at `held`: 'apply' it, drop it as
 * 'stale' (already included), or 'gap' (it does not follow: fetch the whole state).
 */
export function deltaVerdict(held: number | undefined, from: number, rev: number): 'apply' | 'stale' | 'gap' {
  if (held === undefined) return 'gap';
  if (rev <= held) return 'stale';
  if (from !== held) return 'gap';
  return 'apply';
}

/** `list` without the items whose key is in `keys` (the same array when there is none to drop). */
export function withoutKeys<T>(list: T[], keys: ReadonlySet<string>, keyOf: (item: T) => string): T[] {
  return keys.size === 0 ? list : list.filter((item) => !keys.has(keyOf(item)));
}

/** Puts `item` into the sorted `list` after every item that sorts before it or with it. */
export function insertSorted<T>(list: T[], item: T, compare: (a: T, b: T) => number): void {
  let lo = 0;
  let hi = list.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (compare(list[mid] as T, item) <= 0) lo = mid + 1;
    else hi = mid;
  }
  list.splice(lo, 0, item);
}

/**
 * The whole state fetched again after a gap, one request at a time: a gap seen while an answer
 * is on its way asks once more after it (that answer may predate the gap). `accept` decides
 * whether the answer is newer than what is held by then.
 */
export function createResync<T>(opts: {
  fetch(): Promise<T>;
  accept(whole: T): void;
  alive(): boolean;
}): () => void {
  let fetching = false;
  let again = false;
  const resync = (): void => {
    if (fetching) {
      again = true;
      return;
    }
    fetching = true;
    again = false;
    opts
      .fetch()
      .then((whole) => {
        if (opts.alive()) opts.accept(whole);
      })
      .catch(() => undefined)
      .finally(() => {
        fetching = false;
        if (again && opts.alive()) resync();
      });
  };
  return resync;
}
