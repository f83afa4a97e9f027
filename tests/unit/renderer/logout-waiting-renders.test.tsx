// Review finding (issue 34): the shell holds useWaitingLogout, so the hook must not re-render it
// on every outbox change while its dialog is closed.
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useWaitingLogout } from '../../../renderer/src/offline/LogoutWaitingDialog';
import { useOutbox } from '../../../renderer/src/offline/desk';

afterEach(() => useOutbox.setState({ entries: [] }));

describe('useWaitingLogout', () => {
  it('does not re-render its holder on outbox changes while the dialog is closed', () => {
    let renders = 0;
    renderHook(() => {
      renders += 1;
      return useWaitingLogout(() => undefined);
    });
    const before = renders;
    act(() => useOutbox.setState({ entries: [...useOutbox.getState().entries] }));
    act(() => useOutbox.setState({ entries: [] }));
    expect(renders).toBe(before);
  });
});
