import { Suspense, lazy, useCallback, useEffect, useState } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import { LOGIN_PATH } from '../../../../shared/routes';
import { useServices } from '../../services/services';
import { signOut } from '../../features/auth/session';
import { ChatDock } from '../../features/chat/ChatDock';
import { CourierFlowHost } from '../../features/delivery/CourierFlowHost';
import { OrdersSyncContext, useOrderAlerts, useOrdersSync } from '../../orders-live/useOrdersLive';
import { useDayTurn } from '../../orders-live/useDayTurn';
import { useOfflineDesk } from '../../offline/useOfflineDesk';
import { WaitingAcceptBanner } from '../../offline/WaitingAcceptBanner';
import { OutageBanner } from '../../offline/OutageBanner';
import { NotKeptBanner } from '../../offline/NotKeptBanner';
import { useWaitingLogout } from '../../offline/LogoutWaitingDialog';
import { useOrdersCache } from '../../offline/useOrdersCache';
import { SoundBlockedBanner } from '../../features/orders/sound/SoundBlockedBanner';
import { PrintingShell } from '../../features/printing/orders/PrintingShell';
import { PrinterAlertBanner } from '../../features/printing/queue/PrinterAlertBanner';
import { useStoreOpenReport } from '../../features/printing/business-day/useStoreOpenReport';
import { usePendingOrdersReport } from '../../features/updater/usePendingOrdersReport';
import { OverdueInvoiceBanner, SuspensionBanner, useOverdueInvoices } from './Banners';
import { Header } from './Header';
import { SideMenu } from './SideMenu';
import { useStoreDetails, useStoreSocket, useTrayInfo } from './useStoreData';
import { usePauseController } from './pause/usePauseController';
import '../../styles/shell.css';

const TermsGate = lazy(() => import('../../features/terms/TermsGate'));

const MENU_ID = 'side-menu';
/** Below this width the menu overlays the page and closes after a choice. */
const OVERLAY_BELOW_PX = 1200;

const isNarrow = () => window.innerWidth < OVERLAY_BELOW_PX;

/** Every logged-in screen: header, side menu, banners, the page, and the terms check on entry. */
/**
 * What follows the pending orders' count (the tray tooltip, the updater's report) in a component
 * of its own: a new order re-renders this, not the whole shell with its menu (issue 35 §3).
 */
function PendingOrdersWatch() {
  useTrayInfo();
  usePendingOrdersReport();
  return null;
}

export default function ShellLayout() {
  const { platform } = useServices();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [menuOpen, setMenuOpen] = useState(() => !isNarrow());
  const [overlay, setOverlay] = useState(isNarrow);

  // First, so a desk started during an outage reads the last known orders at once.
  useOrdersCache();
  useStoreDetails();
  const ordersSync = useOrdersSync();
  useStoreSocket(ordersSync);
  useDayTurn(ordersSync);
  useOfflineDesk(ordersSync);
  useOrderAlerts();
  usePauseController();
  useStoreOpenReport();
  useOverdueInvoices();

  useEffect(() => {
    const onResize = () => setOverlay(isNarrow());
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);

  // In overlay mode Escape closes the menu, like any other overlay.
  useEffect(() => {
    if (!overlay || !menuOpen) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape' && !e.defaultPrevented) {
        setMenuOpen(false);
        document.querySelector<HTMLButtonElement>(`[aria-controls="${MENU_ID}"]`)?.focus();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [overlay, menuOpen]);

  // In overlay mode a choice in the menu closes it.
  useEffect(() => {
    if (isNarrow()) setMenuOpen(false);
  }, [pathname]);

  const logout = useCallback(() => {
    void signOut(platform, 'user').then(() => navigate(LOGIN_PATH, { replace: true }));
  }, [platform, navigate]);
  // Actions waiting for the platform are kept for the store's next login, or discarded, first.
  const { requestLogout, dialog: logoutDialog } = useWaitingLogout(logout);

  return (
    <div className={`shell ${menuOpen ? 'shell--menu-open' : ''} ${overlay ? 'shell--overlay' : ''}`}>
      <a
        className="skip-link"
        href="#conteudo"
        onClick={(e) => {
          e.preventDefault();
          document.getElementById('conteudo')?.focus();
        }}
      >
        Pular para o conteúdo
      </a>
      <PendingOrdersWatch />
      <Header menuOpen={menuOpen} onToggleMenu={() => setMenuOpen((v) => !v)} menuId={MENU_ID} />
      <div className="shell__body">
        {menuOpen ? (
          <>
            <SideMenu id={MENU_ID} onLogout={requestLogout} />
            {overlay ? <div className="shell__scrim" aria-hidden onClick={() => setMenuOpen(false)} /> : null}
          </>
        ) : null}
        <main id="conteudo" className="shell__main" tabIndex={-1}>
          <OutageBanner />
          <NotKeptBanner />
          <SuspensionBanner />
          <OverdueInvoiceBanner />
          <SoundBlockedBanner />
          <PrinterAlertBanner />
          <WaitingAcceptBanner />
          <OrdersSyncContext.Provider value={ordersSync}>
            <Outlet />
            <CourierFlowHost />
            <ChatDock />
          </OrdersSyncContext.Provider>
        </main>
      </div>
      {logoutDialog}
      <PrintingShell sync={ordersSync} />
      <Suspense fallback={null}>
        <TermsGate />
      </Suspense>
    </div>
  );
}
