// The tablet's pairing form (issue 33 §3): the code's shape and the name checked here, the
// service's refusal said in its words, nothing typed lost.
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { PairingForm, type PairingResult } from '../../../renderer/src/kitchen/PairingForm';

function show(onPair = vi.fn(async (): Promise<PairingResult> => ({ ok: true }))) {
  const onPaired = vi.fn();
  render(<PairingForm onPair={onPair} onPaired={onPaired} />);
  const type = (code: string, name: string) => {
    fireEvent.change(screen.getByLabelText('Código de 6 dígitos'), { target: { value: code } });
    fireEvent.change(screen.getByLabelText('Nome deste tablet'), { target: { value: name } });
    fireEvent.click(screen.getByRole('button', { name: 'Parear' }));
  };
  return { onPair, onPaired, type };
}

describe('PairingForm', () => {
  it.each(['12345', '1234567', 'abcdef', ''])('code %j: refused here, nothing sent', async (code) => {
    const { onPair, type } = show();
    type(code, 'Tablet da chapa');
    expect(await screen.findByText(/O código tem 6 dígitos/)).toBeTruthy();
    expect(onPair).not.toHaveBeenCalled();
  });

  it('a name is required', async () => {
    const { onPair, type } = show();
    type('123456', '  ');
    expect(await screen.findByText(/Dê um nome a este tablet/)).toBeTruthy();
    expect(onPair).not.toHaveBeenCalled();
  });

  it('sends the code (spaces dropped) and the trimmed name; paired', async () => {
    const { onPair, onPaired, type } = show();
    type('482 913', ' Tablet da chapa ');
    await waitFor(() => expect(onPaired).toHaveBeenCalled());
    expect(onPair).toHaveBeenCalledWith({ code: '482913', name: 'Tablet da chapa' });
  });

  it("the service's refusal is shown and what was typed stays", async () => {
    const { onPaired, type } = show(
      vi.fn(async (): Promise<PairingResult> => ({ ok: false, error: 'Código inválido ou vencido.' })),
    );
    type('000000', 'Tablet');
    expect(await screen.findByText('Código inválido ou vencido.')).toBeTruthy();
    expect(onPaired).not.toHaveBeenCalled();
    expect((screen.getByLabelText('Código de 6 dígitos') as HTMLInputElement).value).toBe('000000');
  });

  it('no answer: a Portuguese message', async () => {
    const { type } = show(
      vi.fn(async (): Promise<PairingResult> => Promise.reject(new TypeError('Failed to fetch'))),
    );
    type('123456', 'Tablet');
    expect(await screen.findByText(/Não foi possível falar com o caixa/)).toBeTruthy();
  });
});
