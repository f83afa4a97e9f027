// A replayed store switch or delivery estimate the platform refuses (issue 19 §2, spec 01 §8):
// the desk mounted as the shell mounts it tells staff with the spec's 'Atenção!' dialog and the
// platform's message, and the action waits no more.
import { render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useOfflineDesk } from '../../../renderer/src/offline/useOfflineDesk';
import { useSession } from '../../../renderer/src/stores/session';
import { ServicesProvider } from '../../../renderer/src/services/services';
import { FeedbackHost } from '../../../renderer/src/components/feedback/FeedbackHost';
import { createMemoryOfflineStore } from '../../support/offline-store';
import { ADMIN, fakeApi, fakePlatform, makeServices, storeBody } from './helpers';

describe('a refused replay of the store switch or the estimate', () => {
  function Mounted() {
    useOfflineDesk(null);
    return null;
  }

  it.each([
    [
      'the store switch',
      { kind: 'store-open', open: false },
      'POST v1 estabelecimento/mudaAberturaFechamento',
    ],
    ['the estimate', { kind: 'delivery-time', min: 20, max: 40 }, 'POST v1 estabelecimento/mudaPrevisao'],
  ] as const)(
    "%s: 'Atenção!' with the platform's message, and it waits no more",
    async (_n, action, route) => {
      const kept = createMemoryOfflineStore([
        {
          id: '00000000-0000-4000-8000-000000000001',
          storeId: '1',
          userId: '10',
          pressedAt: new Date().toISOString(),
          action,
          seq: 0,
          state: 'waiting',
        },
      ]);
      const api = fakeApi({
        'GET v1 estabelecimento/getLoja': storeBody(),
        [route]: { status: false, erro: 'A loja está bloqueada pela plataforma.' },
      });
      const s = makeServices({ fetch: api.fetch, platform: fakePlatform({ offline: kept }).platform });
      useSession.getState().setUser(ADMIN);
      const { unmount } = render(
        <ServicesProvider value={s}>
          <Mounted />
          <FeedbackHost />
        </ServicesProvider>,
      );
      try {
        const dialog = await screen.findByRole('alertdialog');
        expect(within(dialog).getByText('Atenção!')).toBeTruthy();
        expect(within(dialog).getByText('A loja está bloqueada pela plataforma.')).toBeTruthy();
        await waitFor(() => expect(kept.kept()).toEqual([]));
        expect(api.calls.filter((c) => `${c.method} ${c.route}` === route)).toHaveLength(1);
      } finally {
        unmount();
      }
    },
  );
});
