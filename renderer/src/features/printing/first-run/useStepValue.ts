/**
 * A first-run step's one saved value: read when the step opens, written on each change as the
 * settings screen that owns it writes it. The control follows the change at once and a failed
 * save puts it back, with the failure's own words (main's, in Portuguese) or `SAVE_FAILED`.
 */
import { useEffect, useRef, useState } from 'react';
import { errorText } from '../errorText';

export const SAVE_FAILED = 'Não foi possível salvar a configuração neste computador. Tente novamente.';

export interface StepValue<T> {
  /** null until read. */
  value: T | null;
  saving: boolean;
  error: string | null;
  /** Shows `optimistic` (when given) at once, then what `write` saved; a failure puts back the old value. */
  save(write: () => Promise<T>, optimistic?: T): Promise<void>;
}

/**
 * `read` runs once per `source` (the platform); when it fails the step shows `unreadable` when
 * given (a default that is safe to show), else the failure.
 */
export function useStepValue<T>(source: unknown, read: () => Promise<T>, unreadable?: T): StepValue<T> {
  const [value, setValue] = useState<T | null>(null);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // `read` and `unreadable` are fresh each render; the step reads again only when its source
  // changes, with whatever the latest render gave.
  const latest = useRef({ read, unreadable });
  latest.current = { read, unreadable };

  useEffect(() => {
    let alive = true;
    const { read, unreadable } = latest.current;
    read()
      .then((v) => alive && setValue(() => v))
      .catch(() => {
        if (!alive) return;
        if (unreadable === undefined) setError(SAVE_FAILED);
        else setValue(() => unreadable);
      });
    return () => {
      alive = false;
    };
  }, [source]);

  async function save(write: () => Promise<T>, optimistic?: T) {
    const before = value;
    setSaving(true);
    setError(null);
    if (optimistic !== undefined) setValue(() => optimistic);
    try {
      const saved = await write();
      setValue(() => saved);
    } catch (err) {
      setValue(() => before);
      setError(errorText(err, SAVE_FAILED));
    } finally {
      setSaving(false);
    }
  }

  return { value, saving, error, save };
}
