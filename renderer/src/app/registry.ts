/**
 * Which routes have a screen. A route of shared/routes.ts without an entry here is left out of
 * the menu and opens the 'Página não encontrada' page; a screen lands by adding one line.
 * Every screen is lazy: the login path stays lean.
 */
import type { ComponentType, LazyExoticComponent } from 'react';
import { preloadable, type Preloadable } from './preloadable';

export type Screen = LazyExoticComponent<ComponentType>;

/** Each screen's code, loaded on first use (or ahead, preloadScreen). */
const LOADERS: Readonly<Record<string, () => Promise<{ default: ComponentType }>>> = {
  '/': () => import('../features/home/HomePage'),
  '/auth': () => import('../features/auth/AuthRedirectPage'),
  '/pedidos': () => import('./screens/OrdersScreen'),
  '/produtos': () => import('../features/catalogue/ProductsPage'),
  '/produtos/:id': () => import('../features/catalogue/ProductsPage'),
  '/produtosOld': () => import('../features/catalogue/LegacyProductsPage'),
  '/estoque': () => import('../features/catalogue/stock/StockPage'),
  '/variacoes': () => import('../features/catalogue/variations/VariationsPage'),
  '/configuracoes/impressoras': () => import('../features/printing/settings/PrintSettingsPage'),
  '/configuracoes/software': () => import('../features/printing/software/SoftwareSettingsPage'),
  '/configuracoes/funcionamento': () => import('../features/store-settings/hours/HoursPage'),
  '/configuracoes/usuarios/list': () => import('../features/store-settings/users/UsersListPage'),
  '/configuracoes/usuarios/new': () => import('../features/store-settings/users/UserFormPage'),
  '/configuracoes/usuarios/edit/:id': () => import('../features/store-settings/users/UserFormPage'),
  '/configuracoes/bairros': () => import('../features/store-settings/neighbourhoods/NeighbourhoodsPage'),
  '/configuracoes/formapagamento': () => import('../features/store-settings/payments/PaymentMethodsPage'),
  '/financeiro/faturas': () => import('../features/finance/invoices/InvoicesPage'),
  '/financeiro/visao-geral': () => import('../features/finance/overview/OverviewPage'),
  '/financeiro/repasses': () => import('../features/finance/settlements/SettlementsPage'),
  '/financeiro/vendas/historico': () => import('../features/finance/history/HistoryPage'),
  '/financeiro/vendas/calendario': () => import('../features/finance/sales/CalendarPage'),
  '/financeiro/vendas/vendas': () => import('../features/finance/sales/StatementPage'),
  '/financeiro/vendas/vendas/transferir': () => import('../features/finance/sales/TransferPage'),
  '/financeiro/pagamentoonline': () => import('../features/finance/online/OnlinePaymentPage'),
  '/financeiro/cadastro/dados': () => import('../features/finance/onboarding/RegistrationDataPage'),
  '/financeiro/cadastro/documentos': () => import('../features/finance/onboarding/DocumentsPage'),
  '/financeiro/cadastro/planos': () => import('../features/finance/onboarding/PlansPage'),
  '/financeiro/cadastro/recebimentos': () => import('../features/finance/onboarding/ReceivingAccountsPage'),
  '/relatorio': () => import('../features/reports/ReportPage'),
  '/relatorio/graficos': () => import('../features/reports/ChartsPage'),
  '/painel': () => import('../features/reports/PanelPage'),
  '/avaliacoes': () => import('../features/ratings/RatingsPage'),
  '/onlinepayment/report': () => import('../features/reports/online/OnlineReportPage'),
  '/onlinepayment/batch': () => import('../features/reports/online/PayoutBatchesPage'),
  '/estabelecimentos': () => import('../features/establishment/EstablishmentPage'),
  '/bulkupload': () => import('../features/bulk-upload/BulkUploadPage'),
};

const CODE: Readonly<Record<string, Preloadable<ComponentType>>> = Object.fromEntries(
  Object.entries(LOADERS).map(([path, load]) => [path, preloadable(load)]),
);

export const SCREENS: Readonly<Record<string, Screen>> = Object.fromEntries(
  Object.entries(CODE).map(([path, code]) => [path, code.Component]),
);

/**
 * Loads a screen's code before its route renders (the desk's start, issue 36 §4): the screen
 * then renders at once, without its fallback (app/preloadable.ts). Settles when the code is
 * here or failed; a path without a screen settles at once.
 */
export function preloadScreen(path: string): Promise<void> {
  return Object.hasOwn(CODE, path) ? CODE[path]!.preload() : Promise.resolve();
}

export function isRegistered(path: string): boolean {
  return Object.hasOwn(SCREENS, path);
}

export function screenFor(path: string): Screen | undefined {
  return isRegistered(path) ? SCREENS[path] : undefined;
}
