// The menu categories printing routes tickets by: fetched once per store and session, and
// forgotten at logout (the next login may be another store, or a menu changed meanwhile).
import { afterEach, describe, expect, it } from 'vitest';
import { signOut } from '../../../renderer/src/features/auth/session';
import { clearPrintCategories, printCategories } from '../../../renderer/src/order-printing/categories';
import { useConnectivity } from '../../../renderer/src/offline/connectivity';
import { useSession } from '../../../renderer/src/stores/session';
import { ADMIN, fakeApi, fakePlatform, json, makeServices } from './helpers';

const ROUTE = 'v1 cardapiocategorias/listar';

function setup() {
  let name = 'Pizzas';
  const api = fakeApi({
    [`GET ${ROUTE}`]: () =>
      json({ status: true, categorias: [{ id_cardapio_categoria: '1', nome_categoria: name }] }),
  });
  const host = fakePlatform({ session: ADMIN });
  const services = makeServices({ fetch: api.fetch, platform: host.platform });
  const fetches = () => api.calls.filter((c) => c.route === ROUTE).length;
  return { services, platform: host.platform, fetches, rename: (n: string) => (name = n) };
}

afterEach(() => {
  useConnectivity.setState({ reachable: true, downSince: null });
  clearPrintCategories();
  useSession.setState({ user: null });
});

describe('print categories cache', () => {
  it('is fetched once per store and session', async () => {
    const { services, fetches } = setup();
    useSession.getState().setUser(ADMIN);
    await printCategories(services.api);
    await printCategories(services.api);
    expect(fetches()).toBe(1);
  });

  it('logout forgets it: the next login fetches the menu again', async () => {
    const { services, platform, fetches, rename } = setup();
    useSession.getState().setUser(ADMIN);
    expect(await printCategories(services.api)).toEqual([{ id: '1', name: 'Pizzas' }]);
    await signOut(platform, 'user');
    rename('Pizzas doces');
    useSession.getState().setUser(ADMIN);
    expect(await printCategories(services.api)).toEqual([{ id: '1', name: 'Pizzas doces' }]);
    expect(fetches()).toBe(2);
  });

  it('an expired session forgets it too', async () => {
    const { services, platform, fetches } = setup();
    useSession.getState().setUser(ADMIN);
    await printCategories(services.api);
    await signOut(platform, 'expired');
    useSession.getState().setUser(ADMIN);
    await printCategories(services.api);
    expect(fetches()).toBe(2);
  });

  it('a print never waits for a platform that does not answer: the list it gave is kept, else none', async () => {
    const { services, fetches } = setup();
    useSession.getState().setUser(ADMIN);
    useConnectivity.setState({ reachable: false, downSince: 1 });
    expect(await printCategories(services.api)).toEqual([]);
    expect(fetches()).toBe(0);
    useConnectivity.setState({ reachable: true, downSince: null });
    expect(await printCategories(services.api)).toEqual([{ id: '1', name: 'Pizzas' }]);
    useConnectivity.setState({ reachable: false, downSince: 1 });
    expect(await printCategories(services.api)).toEqual([{ id: '1', name: 'Pizzas' }]);
    expect(fetches()).toBe(1);
  });
});
