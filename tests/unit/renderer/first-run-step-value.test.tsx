// A first-run step's saved value (useStepValue): the box follows the click at once, a failed save
// puts the old value back with main's own words, and an unreadable value shows the step's safe
// default or the failure.
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SAVE_FAILED, useStepValue } from '../../../renderer/src/features/printing/first-run/useStepValue';

const source = {};

describe('useStepValue', () => {
  it('reads once, shows the optimistic value, then what was saved', async () => {
    const { result } = renderHook(() => useStepValue(source, async () => false));
    await waitFor(() => expect(result.current.value).toBe(false));
    let finish: (v: boolean) => void = () => undefined;
    let saving: Promise<void> = Promise.resolve();
    act(() => {
      saving = result.current.save(() => new Promise<boolean>((r) => (finish = r)), true);
    });
    expect(result.current.value).toBe(true);
    expect(result.current.saving).toBe(true);
    await act(async () => {
      finish(true);
      await saving;
    });
    expect(result.current).toMatchObject({ value: true, saving: false, error: null });
  });

  it('a failed save puts the old value back and says why in main’s words', async () => {
    const { result } = renderHook(() => useStepValue(source, async () => false));
    await waitFor(() => expect(result.current.value).toBe(false));
    await act(() => result.current.save(() => Promise.reject(new Error('Disco cheio.')), true));
    expect(result.current).toMatchObject({ value: false, saving: false, error: 'Disco cheio.' });
  });

  it('a failure with no words says the fixed sentence', async () => {
    const { result } = renderHook(() => useStepValue(source, async () => 1));
    await waitFor(() => expect(result.current.value).toBe(1));
    await act(() => result.current.save(() => Promise.reject(new Error(' ')), 2));
    expect(result.current).toMatchObject({ value: 1, error: SAVE_FAILED });
  });

  it('an unreadable value shows the safe default when there is one, else the failure', async () => {
    const withDefault = renderHook(() => useStepValue(source, () => Promise.reject(new Error('x')), false));
    await waitFor(() => expect(withDefault.result.current.value).toBe(false));
    expect(withDefault.result.current.error).toBeNull();
    const without = renderHook(() => useStepValue(source, () => Promise.reject(new Error('x'))));
    await waitFor(() => expect(without.result.current.error).toBe(SAVE_FAILED));
    expect(without.result.current.value).toBeNull();
  });
});
