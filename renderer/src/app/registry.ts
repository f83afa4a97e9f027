/**
 * Which routes have a screen. A route of shared/routes.ts without an entry here is left out of
 * the menu and opens the 'Página não encontrada' page; a screen lands by adding one line.
 * Every screen is lazy: the login path stays lean.
 */
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

export type Screen = LazyExoticComponent<ComponentType>;

export const SCREENS: Readonly<Record<string, Screen>> = {
  '/': lazy(() => import('../features/home/HomePage')),
  '/auth': lazy(() => import('../features/auth/AuthRedirectPage')),
  '/pedidos': lazy(() => import('./screens/OrdersScreen')),
  '/produtos': lazy(() => import('../features/catalogue/ProductsPage')),
  '/produtos/:id': lazy(() => import('../features/catalogue/ProductsPage')),
  '/produtosOld': lazy(() => import('../features/catalogue/LegacyProductsPage')),
  '/estoque': lazy(() => import('../features/catalogue/stock/StockPage')),
  '/variacoes': lazy(() => import('../features/catalogue/variations/VariationsPage')),
  '/configuracoes/impressoras': lazy(() => import('../features/printing/settings/PrintSettingsPage')),
  '/configuracoes/software': lazy(() => import('../features/printing/software/SoftwareSettingsPage')),
  '/configuracoes/funcionamento': lazy(() => import('../features/store-settings/hours/HoursPage')),
  '/configuracoes/usuarios/list': lazy(() => import('../features/store-settings/users/UsersListPage')),
  '/configuracoes/usuarios/new': lazy(() => import('../features/store-settings/users/UserFormPage')),
  '/configuracoes/usuarios/edit/:id': lazy(() => import('../features/store-settings/users/UserFormPage')),
  '/configuracoes/bairros': lazy(
    () => import('../features/store-settings/neighbourhoods/NeighbourhoodsPage'),
  ),
  '/configuracoes/formapagamento': lazy(
    () => import('../features/store-settings/payments/PaymentMethodsPage'),
  ),
  '/financeiro/faturas': lazy(() => import('../features/finance/invoices/InvoicesPage')),
  '/financeiro/visao-geral': lazy(() => import('../features/finance/overview/OverviewPage')),
  '/financeiro/repasses': lazy(() => import('../features/finance/settlements/SettlementsPage')),
  '/financeiro/vendas/historico': lazy(() => import('../features/finance/history/HistoryPage')),
  '/financeiro/vendas/calendario': lazy(() => import('../features/finance/sales/CalendarPage')),
  '/financeiro/vendas/vendas': lazy(() => import('../features/finance/sales/StatementPage')),
  '/financeiro/vendas/vendas/transferir': lazy(() => import('../features/finance/sales/TransferPage')),
  '/financeiro/pagamentoonline': lazy(() => import('../features/finance/online/OnlinePaymentPage')),
  '/financeiro/cadastro/dados': lazy(() => import('../features/finance/onboarding/RegistrationDataPage')),
  '/financeiro/cadastro/documentos': lazy(() => import('../features/finance/onboarding/DocumentsPage')),
  '/financeiro/cadastro/planos': lazy(() => import('../features/finance/onboarding/PlansPage')),
  '/financeiro/cadastro/recebimentos': lazy(
    () => import('../features/finance/onboarding/ReceivingAccountsPage'),
  ),
  '/relatorio': lazy(() => import('../features/reports/ReportPage')),
  '/relatorio/graficos': lazy(() => import('../features/reports/ChartsPage')),
  '/painel': lazy(() => import('../features/reports/PanelPage')),
  '/avaliacoes': lazy(() => import('../features/ratings/RatingsPage')),
  '/onlinepayment/report': lazy(() => import('../features/reports/online/OnlineReportPage')),
  '/onlinepayment/batch': lazy(() => import('../features/reports/online/PayoutBatchesPage')),
  '/estabelecimentos': lazy(() => import('../features/establishment/EstablishmentPage')),
  '/bulkupload': lazy(() => import('../features/bulk-upload/BulkUploadPage')),
};

export function isRegistered(path: string): boolean {
  return Object.hasOwn(SCREENS, path);
}

export function screenFor(path: string): Screen | undefined {
  return isRegistered(path) ? SCREENS[path] : undefined;
}
