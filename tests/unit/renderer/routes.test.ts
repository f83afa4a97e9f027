import { describe, expect, it } from 'vitest';
import {
  MENU,
  ROUTES,
  buildMenu,
  canAccess,
  hasAnyRole,
  homePath,
  routeByPath,
  type MenuContext,
} from '../../../shared/routes';
import { ROLE_ADMIN, ROLE_OPERATOR } from '../../../shared/session';

const ALL = () => true;
const paths = (ctx: MenuContext) => buildMenu(ctx).flatMap((s) => s.items.map((i) => i.path));
const labels = (ctx: MenuContext) => buildMenu(ctx).map((s) => s.label);

describe('route table (spec 03 §2.1)', () => {
  const spec = {
    public: ['/', '/login', '/login/:usuario/:hash', '/auth'],
    user: [
      '/variacoes',
      '/estoque',
      '/pedidos',
      '/bulkupload',
      '/configuracoes/bairros',
      '/configuracoes/impressoras',
      '/configuracoes/funcionamento',
      '/configuracoes/formapagamento',
      '/produtosOld',
    ],
    admin: [
      '/configuracoes/software',
      '/configuracoes/usuarios/list',
      '/configuracoes/usuarios/new',
      '/configuracoes/usuarios/edit/:id',
      '/financeiro/visao-geral',
      '/financeiro/repasses',
      '/financeiro/faturas',
      '/financeiro/pagamentoonline',
      '/financeiro/cadastro/dados',
      '/financeiro/cadastro/documentos',
      '/financeiro/cadastro/planos',
      '/financeiro/cadastro/recebimentos',
      '/financeiro/vendas/vendas',
      '/financeiro/vendas/vendas/transferir',
      '/financeiro/vendas/calendario',
      '/financeiro/vendas/historico',
      '/onlinepayment/report',
      '/onlinepayment/batch',
      '/relatorio',
      '/relatorio/graficos',
      '/painel',
      '/estabelecimentos',
      // The menu restricts these three; we follow the menu (see shared/routes.ts).
      '/avaliacoes',
      '/produtos',
      '/produtos/:id',
    ],
  } as const;

  it.each(Object.entries(spec).flatMap(([access, list]) => list.map((p) => [p, access])))(
    '%s is %s',
    (path, access) => {
      expect(routeByPath(path)?.access).toBe(access);
    },
  );

  it('has no route the spec does not list, and no duplicates', () => {
    const listed = new Set<string>(Object.values(spec).flat());
    expect(ROUTES.map((r) => r.path).filter((p) => !listed.has(p))).toEqual([]);
    expect(new Set(ROUTES.map((r) => r.path)).size).toBe(ROUTES.length);
  });

  it('every menu item is a route', () => {
    for (const group of MENU)
      for (const item of group.items) expect(routeByPath(item.path), item.path).toBeDefined();
  });
});

describe('canAccess', () => {
  it.each([
    ['admin route, admin', 'admin', [ROLE_ADMIN], true],
    ['admin route, operator', 'admin', [ROLE_OPERATOR], false],
    ['admin route, both roles', 'admin', [ROLE_OPERATOR, ROLE_ADMIN], true],
    ['admin route, no roles', 'admin', [], false],
    ['admin route, undefined roles', 'admin', undefined, false],
    ['admin route, look-alike role', 'admin', ['lojista admin', ' Lojista Admin'], false],
    ['user route, operator', 'user', [ROLE_OPERATOR], true],
    ['user route, unknown role', 'user', ['Outro'], true],
    ['public route, nobody', 'public', undefined, true],
  ] as const)('%s → %s', (_name, access, roles, expected) => {
    expect(canAccess({ access }, roles as readonly string[] | undefined)).toBe(expected);
  });
});

describe('the two readings of 03 §2.1', () => {
  const split = ROUTES.filter((r) => r.tableAccess !== undefined).map((r) => r.path);

  it('only /avaliacoes, /produtos and /produtos/:id differ between them', () => {
    expect(split).toEqual(['/avaliacoes', '/produtos', '/produtos/:id']);
  });

  it.each(['/avaliacoes', '/produtos', '/produtos/:id'])(
    '%s: Lojista Admin only by default (the menu reading), any role under the table reading',
    (path) => {
      const route = routeByPath(path)!;
      expect(canAccess(route, [ROLE_OPERATOR])).toBe(false);
      expect(canAccess(route, [ROLE_OPERATOR], 'menu')).toBe(false);
      expect(canAccess(route, [ROLE_OPERATOR], 'table')).toBe(true);
      expect(canAccess(route, [ROLE_ADMIN], 'table')).toBe(true);
    },
  );

  it('the table reading leaves the other admin routes to the admin', () => {
    expect(canAccess(routeByPath('/financeiro/visao-geral')!, [ROLE_OPERATOR], 'table')).toBe(false);
  });
});

describe('hasAnyRole (a user with no roles is logged out)', () => {
  it.each([
    [[ROLE_ADMIN], true],
    [['Qualquer'], true],
    [[], false],
    [[''], false],
    [['  '], false],
    [[null, 1], false],
    [null, false],
    [undefined, false],
  ] as const)('%j → %s', (roles, expected) => {
    expect(hasAnyRole(roles as readonly unknown[] | null | undefined)).toBe(expected);
  });
});

describe('buildMenu', () => {
  // The menu runs in this order for every role; the lists below are the runs the roles share.
  const home = ['/pedidos', '/'];
  const reviewsAndProducts = ['/avaliacoes', '/produtos'];
  const stockItems = ['/estoque', '/variacoes', '/bulkupload'];
  const storeSettings = [
    '/configuracoes/formapagamento',
    '/configuracoes/funcionamento',
    '/configuracoes/impressoras',
    '/configuracoes/bairros',
  ];

  it('with every screen registered, the admin sees every item and group in the spec order', () => {
    const ctx: MenuContext = { roles: [ROLE_ADMIN], isRegistered: ALL, flags: { upload_em_massa: true } };
    expect(labels(ctx)).toEqual([null, 'Produtos', 'Configurações da Loja', 'Financeiro', 'Relatórios']);
    expect(paths(ctx)).toEqual([
      ...home,
      ...reviewsAndProducts,
      ...stockItems,
      ...storeSettings,
      '/configuracoes/software',
      '/configuracoes/usuarios/list',
      '/estabelecimentos',
      '/financeiro/visao-geral',
      '/financeiro/faturas',
      '/financeiro/repasses',
      '/financeiro/vendas/vendas',
      '/financeiro/vendas/calendario',
      '/financeiro/cadastro/recebimentos',
      '/financeiro/pagamentoonline',
      '/painel',
      '/relatorio',
      '/relatorio/graficos',
      '/financeiro/vendas/historico',
    ]);
    expect(buildMenu(ctx)[0]?.items.map((i) => i.label)).toEqual([
      'Gerenciador de Pedidos',
      'Início',
      'Avaliação',
    ]);
  });

  it('the operator loses Avaliação, Produtos, Software, Usuários, Financeiro and Relatórios', () => {
    const ctx: MenuContext = { roles: [ROLE_OPERATOR], isRegistered: ALL, flags: { upload_em_massa: true } };
    expect(labels(ctx)).toEqual([null, 'Produtos', 'Configurações da Loja']);
    expect(paths(ctx)).toEqual([...home, ...stockItems, ...storeSettings]);
  });

  it("the 'table' reading (03 §2.1's route table) gives the operator Avaliação and Produtos, nothing else", () => {
    const ctx: MenuContext = {
      roles: [ROLE_OPERATOR],
      isRegistered: ALL,
      flags: { upload_em_massa: true },
      reading: 'table',
    };
    expect(paths(ctx)).toEqual([...home, ...reviewsAndProducts, ...stockItems, ...storeSettings]);
    expect(paths({ ...ctx, reading: 'menu' })).not.toContain('/avaliacoes');
  });

  it.each([
    [true, true],
    [false, false],
    [undefined, false],
  ])('/bulkupload with upload_em_massa=%s → shown %s', (flag, shown) => {
    const ctx: MenuContext = { roles: [ROLE_ADMIN], isRegistered: ALL, flags: { upload_em_massa: flag } };
    expect(paths(ctx).includes('/bulkupload')).toBe(shown);
  });

  it('items whose screen has not landed are left out, and so are empty groups', () => {
    const registered = new Set(['/']);
    const ctx: MenuContext = { roles: [ROLE_ADMIN], isRegistered: (p) => registered.has(p), flags: {} };
    expect(buildMenu(ctx)).toEqual([{ id: null, label: null, items: [{ path: '/', label: 'Início' }] }]);
  });

  it('a group shows for its registered items only', () => {
    const registered = new Set(['/', '/financeiro/faturas']);
    const admin: MenuContext = { roles: [ROLE_ADMIN], isRegistered: (p) => registered.has(p), flags: {} };
    expect(buildMenu(admin).map((s) => [s.label, s.items.map((i) => i.path)])).toEqual([
      [null, ['/']],
      ['Financeiro', ['/financeiro/faturas']],
    ]);
    expect(labels({ ...admin, roles: [ROLE_OPERATOR] })).toEqual([null]);
  });
});

describe('homePath', () => {
  it('lands on /pedidos once its screen is registered, on Início until then', () => {
    expect(homePath(() => true)).toBe('/pedidos');
    expect(homePath((p) => p === '/')).toBe('/');
  });
});
