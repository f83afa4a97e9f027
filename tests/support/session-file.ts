/** The session record in memory, for unit tests and the e2e harness (production: a JSON file). */
import type { SessionFile } from '../../main/session/service';
import type { JsonRead } from '../../main/storage/json-file';

export function createMemorySessionFile(): SessionFile & { value: unknown } {
  const f = {
    value: undefined as unknown,
    read: (): JsonRead =>
      f.value === undefined ? { kind: 'missing' } : { kind: 'ok', value: structuredClone(f.value) },
    write: (value: unknown) => {
      f.value = structuredClone(value);
    },
    remove: () => {
      f.value = undefined;
    },
  };
  return f;
}
