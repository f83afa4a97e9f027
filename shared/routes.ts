/**
 * The route and role table (spec 03 §2.1) and the side menu (spec 01 §2 Shell) as plain data,
 * plus the pure rules that read them: who may open a route, which menu items a user sees, and
 * where a login lands. The renderer's router and menu are built from this file only.
 */
import { DEFAULT_ACCESS_READING, type AccessReading } from './config';
import { ROLE_ADMIN } from './session';

/** public: no login needed; user: any logged-in user; admin: 'Lojista Admin' only. */
export type RouteAccess = 'public' | 'user' | 'admin';

export type MenuGroupId = 'produtos' | 'configuracoes' | 'financeiro' | 'relatorios';

/** Store flags that can hide a menu item (spec 01 §2: /bulkupload only when upload_em_massa). */
export type MenuFlag = 'upload_em_massa';

export interface RouteDef {
  /** A react-router pattern (`:id` for parameters). */
  path: string;
  /** Access under the menu reading (the default, see ROUTES). */
  access: RouteAccess;
  /** Where 03 §2.1's route table says otherwise: the access under the 'table' reading. */
  tableAccess?: RouteAccess;
  /** Page title (document title, headings, 404/denied pages). */
  title: string;
}

export interface MenuItemDef {
  path: string;
  label: string;
  requiresFlag?: MenuFlag;
}

export interface MenuGroupDef {
  /** null: items shown at the top level, outside any group. */
  id: MenuGroupId | null;
  label: string | null;
  items: readonly MenuItemDef[];
}

export const LOGIN_PATH = '/login';
export const HOME_PATH = '/';
export const ORDERS_PATH = '/pedidos';
export const INVOICES_PATH = '/financeiro/faturas';
/** 03 §2.2: where the store turns online payment on once its account is registered. */
export const ONLINE_PAYMENT_PATH = '/financeiro/pagamentoonline';

/**
 * Every route of spec 03 §2.1. Where the route table and the menu disagree, 03 §2.1 gives both
 * readings, so the choice is configuration (RuntimeConfig `access.reading`, README):
 * - /avaliacoes: the table lists it as open, the menu as 'Lojista Admin' only.
 * - /produtos and /produtos/:id: open in the table; 01 §6 and 02 §6 say the menu shows Produtos to
 *   'Lojista Admin' only.
 * `access` is the menu reading and the default: a user then never sees a menu item for a page
 * that denies them, nor opens a page the menu hides from them, and keeping ratings and the
 * catalogue's prices from an operator is the safer way to be wrong. `tableAccess` is the route
 * table's reading, for platforms whose operators work the catalogue and answer ratings.
 * '/' is public in the table: opening it without a login goes quietly to /login (it is where the
 * app starts), while the other protected routes say 'Você não está logado, tente novamente.'.
 */
export const ROUTES: readonly RouteDef[] = [
  // public
  { path: '/', access: 'public', title: 'Início' },
  { path: LOGIN_PATH, access: 'public', title: 'Login' },
  { path: '/login/:usuario/:hash', access: 'public', title: 'Login' },
  { path: '/auth', access: 'public', title: 'Autenticação' },
  // any logged-in user
  { path: ORDERS_PATH, access: 'user', title: 'Gerenciador de Pedidos' },
  { path: '/variacoes', access: 'user', title: 'Variações' },
  { path: '/estoque', access: 'user', title: 'Estoque' },
  { path: '/bulkupload', access: 'user', title: 'Upload em massa' },
  { path: '/configuracoes/bairros', access: 'user', title: 'Locais de Atendimento' },
  { path: '/configuracoes/impressoras', access: 'user', title: 'Impressoras' },
  { path: '/configuracoes/funcionamento', access: 'user', title: 'Horário de funcionamento' },
  { path: '/configuracoes/formapagamento', access: 'user', title: 'Formas de pagamento' },
  { path: '/produtosOld', access: 'user', title: 'Cardápio (versão anterior)' },
  // 'Lojista Admin' only (see the note above for the three that the menu restricts)
  { path: '/avaliacoes', access: 'admin', tableAccess: 'user', title: 'Avaliação' },
  { path: '/produtos', access: 'admin', tableAccess: 'user', title: 'Produtos' },
  { path: '/produtos/:id', access: 'admin', tableAccess: 'user', title: 'Produto' },
  { path: '/configuracoes/software', access: 'admin', title: 'Configurações do software' },
  { path: '/configuracoes/usuarios/list', access: 'admin', title: 'Usuários' },
  { path: '/configuracoes/usuarios/new', access: 'admin', title: 'Novo usuário' },
  { path: '/configuracoes/usuarios/edit/:id', access: 'admin', title: 'Editar usuário' },
  { path: '/financeiro/visao-geral', access: 'admin', title: 'Visão geral' },
  { path: '/financeiro/repasses', access: 'admin', title: 'Repasses' },
  { path: INVOICES_PATH, access: 'admin', title: 'Faturas' },
  { path: ONLINE_PAYMENT_PATH, access: 'admin', title: 'Pagamento online' },
  { path: '/financeiro/cadastro/dados', access: 'admin', title: 'Dados cadastrais' },
  { path: '/financeiro/cadastro/documentos', access: 'admin', title: 'Documentos' },
  { path: '/financeiro/cadastro/planos', access: 'admin', title: 'Planos de taxas' },
  { path: '/financeiro/cadastro/recebimentos', access: 'admin', title: 'Contas de recebimento' },
  { path: '/financeiro/vendas/vendas', access: 'admin', title: 'Vendas' },
  { path: '/financeiro/vendas/vendas/transferir', access: 'admin', title: 'Transferir' },
  { path: '/financeiro/vendas/calendario', access: 'admin', title: 'Calendário de recebimentos' },
  { path: '/financeiro/vendas/historico', access: 'admin', title: 'Histórico de vendas' },
  { path: '/onlinepayment/report', access: 'admin', title: 'Pagamento online / Relatório' },
  { path: '/onlinepayment/batch', access: 'admin', title: 'Lotes de repasse' },
  { path: '/relatorio', access: 'admin', title: 'Relatório geral' },
  { path: '/relatorio/graficos', access: 'admin', title: 'Gráficos operacionais' },
  { path: '/painel', access: 'admin', title: 'Painel de controle' },
  { path: '/estabelecimentos', access: 'admin', title: 'Estabelecimento' },
];

/**
 * The side menu, in the spec's order (01 §2 Shell). Labels the spec gives are verbatim
 * ('Gerenciador de Pedidos', 'Início', 'Avaliação'); the others name the screen in the spec's words.
 * Who sees an item is decided by its route's access, so the menu and the guard cannot disagree.
 */
export const MENU: readonly MenuGroupDef[] = [
  {
    id: null,
    label: null,
    items: [
      { path: ORDERS_PATH, label: 'Gerenciador de Pedidos' },
      { path: HOME_PATH, label: 'Início' },
      { path: '/avaliacoes', label: 'Avaliação' },
    ],
  },
  {
    id: 'produtos',
    label: 'Produtos',
    items: [
      { path: '/produtos', label: 'Produtos' },
      { path: '/estoque', label: 'Estoque' },
      { path: '/variacoes', label: 'Variações' },
      { path: '/bulkupload', label: 'Upload em massa', requiresFlag: 'upload_em_massa' },
    ],
  },
  {
    id: 'configuracoes',
    label: 'Configurações da Loja',
    items: [
      { path: '/configuracoes/formapagamento', label: 'Formas de pagamento' },
      { path: '/configuracoes/funcionamento', label: 'Horário de funcionamento' },
      { path: '/configuracoes/impressoras', label: 'Impressoras' },
      { path: '/configuracoes/bairros', label: 'Locais de Atendimento' },
      // 01 §2 lists this group without it; 02 §6 says the menu shows it to Lojista Admin.
      { path: '/configuracoes/software', label: 'Configurações do software' },
      { path: '/configuracoes/usuarios/list', label: 'Usuários' },
      // 01 §2's menu does not list it, but 03 §2.1 gives it a route and a screen (2.20) that
      // staff must be able to find: the store's own registration sits with its settings.
      { path: '/estabelecimentos', label: 'Estabelecimento' },
    ],
  },
  {
    id: 'financeiro',
    label: 'Financeiro',
    items: [
      { path: '/financeiro/visao-geral', label: 'Visão geral' },
      { path: INVOICES_PATH, label: 'Faturas' },
      { path: '/financeiro/repasses', label: 'Repasses' },
      // Not in 01 §2's menu either; without them the statement and the calendar would only be
      // reachable through links inside other screens.
      { path: '/financeiro/vendas/vendas', label: 'Extrato' },
      { path: '/financeiro/vendas/calendario', label: 'Calendário de recebimentos' },
      { path: '/financeiro/cadastro/recebimentos', label: 'Contas de recebimento' },
      // 03 §2.2's switch; with no item here it could only be reached from the orders notice.
      { path: ONLINE_PAYMENT_PATH, label: 'Pagamento online' },
    ],
  },
  {
    id: 'relatorios',
    label: 'Relatórios',
    items: [
      { path: '/painel', label: 'Painel de controle' },
      { path: '/relatorio', label: 'Relatório geral' },
      { path: '/relatorio/graficos', label: 'Gráficos operacionais' },
      { path: '/financeiro/vendas/historico', label: 'Histórico de vendas' },
    ],
  },
];

const byPath = new Map(ROUTES.map((r) => [r.path, r]));

export function routeByPath(path: string): RouteDef | undefined {
  return byPath.get(path);
}

/** Roles as the session holds them; anything that is not a non-empty string is ignored. */
export function hasRole(roles: readonly unknown[] | null | undefined, role: string): boolean {
  return Array.isArray(roles) && roles.some((r) => r === role);
}

/** A user with no roles at all is logged out (spec 01 §6). */
export function hasAnyRole(roles: readonly unknown[] | null | undefined): boolean {
  return Array.isArray(roles) && roles.some((r) => typeof r === 'string' && r.trim() !== '');
}

/** The route's access under a reading of 03 §2.1 (see ROUTES). */
function accessOf(route: Pick<RouteDef, 'access' | 'tableAccess'>, reading: AccessReading): RouteAccess {
  return reading === 'table' && route.tableAccess ? route.tableAccess : route.access;
}

/** Whether a logged-in user with these roles may open the route (login itself is checked apart). */
export function canAccess(
  route: Pick<RouteDef, 'access' | 'tableAccess'>,
  roles: readonly unknown[] | null | undefined,
  reading: AccessReading = DEFAULT_ACCESS_READING,
): boolean {
  if (accessOf(route, reading) === 'admin') return hasRole(roles, ROLE_ADMIN);
  return true;
}

export interface MenuContext {
  roles: readonly unknown[] | null | undefined;
  /** Whether the route's screen has landed (routes without a screen stay out of the menu). */
  isRegistered: (path: string) => boolean;
  flags: Partial<Record<MenuFlag, boolean>>;
  /** Absent: the menu reading. */
  reading?: AccessReading;
}

export interface MenuItem {
  path: string;
  label: string;
}

export interface MenuSection {
  id: MenuGroupId | null;
  label: string | null;
  items: MenuItem[];
}

/** The menu a user sees: role, flag and "screen landed" filtering; empty groups are dropped. */
export function buildMenu(ctx: MenuContext): MenuSection[] {
  const sections: MenuSection[] = [];
  for (const group of MENU) {
    const items = group.items
      .filter((item) => {
        const route = routeByPath(item.path);
        if (!route || !ctx.isRegistered(item.path)) return false;
        if (item.requiresFlag && !ctx.flags[item.requiresFlag]) return false;
        return canAccess(route, ctx.roles, ctx.reading);
      })
      .map(({ path, label }) => ({ path, label }));
    if (items.length > 0) sections.push({ id: group.id, label: group.label, items });
  }
  return sections;
}

/**
 * Where a login lands. The spec sends a logged-in user to /pedidos, but the orders desk lands in
 * a later issue: until its screen is registered, landing there would show a 404, so the rule
 * falls back to Início ('/'). Registering /pedidos switches every landing to it, no other change.
 */
export function homePath(isRegistered: (path: string) => boolean): string {
  return isRegistered(ORDERS_PATH) ? ORDERS_PATH : HOME_PATH;
}
