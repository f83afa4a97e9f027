// /variacoes before a variation category is chosen: the variations card carries the badge of spec
// 02 §2.1, and nothing can be added.
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import VariationsPage from '../../../renderer/src/features/catalogue/variations/VariationsPage';
import { ServicesProvider } from '../../../renderer/src/services/services';
import { useSession } from '../../../renderer/src/stores/session';
import { ADMIN, fakeApi, makeServices } from './helpers';

describe('VariationsPage', () => {
  it('with no variation category, badges that none is selected and keeps Adicionar Variação off', async () => {
    useSession.setState({ user: ADMIN });
    const api = fakeApi({ 'GET v1 variacoescategorias/listar': { status: true, variacoescategorias: [] } });
    render(
      <ServicesProvider value={makeServices({ fetch: api.fetch })}>
        <VariationsPage />
      </ServicesProvider>,
    );
    expect(await screen.findByText('Nenhuma categoria de variação cadastrada.')).toBeTruthy();
    expect(screen.getByText('Nenhuma categoria selecionada')).toBeTruthy();
    const add = screen.getByRole<HTMLButtonElement>('button', { name: 'Adicionar Variação' });
    expect(add.disabled).toBe(true);
  });
});
