// The header's running chip (a pause, busy mode): one press ends it, and the button stays
// disabled while that ending is out, so a second press sends nothing twice.
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Gauge, Square } from 'lucide-react';
import { describe, expect, it } from 'vitest';
import { RunningChip } from '../../../renderer/src/app/shell/pause/RunningChip';

describe('RunningChip', () => {
  it('shows its words and action; disabled while the action is out, enabled again after', async () => {
    const user = userEvent.setup();
    let finish: () => void = () => undefined;
    let calls = 0;
    render(
      <RunningChip
        kind="busy"
        icon={Gauge}
        action="Encerrar"
        actionIcon={Square}
        onAction={() => {
          calls++;
          return new Promise<void>((r) => (finish = r));
        }}
      >
        <span>Entrega 60–90 min · movimentado até 21:00</span>
      </RunningChip>,
    );
    expect(screen.getByText('Entrega 60–90 min · movimentado até 21:00').parentElement?.className).toBe(
      'store-pause is-busy',
    );
    const button = screen.getByRole('button', { name: 'Encerrar' });
    await user.click(button);
    expect((button as HTMLButtonElement).disabled).toBe(true);
    await user.click(button);
    expect(calls).toBe(1);
    finish();
    await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(false));
  });
});
