/**
 * The orders top bar's printing buttons: default printer (spec 01 §2), the print queue,
 * 'Abrir gaveta' (issue 20 §4) and 'Resumo do dia' (issue 20 §5).
 *
 * Kit: PrintSettingsButton, PrintQueueButton, OpenDrawerButton, DaySummaryButton.
 */
import { useEffect, useState, type ButtonHTMLAttributes, type ReactNode } from 'react';
import { Archive, ClipboardList, ListOrdered, Printer, type LucideIcon } from 'lucide-react';
import { DRAWER_MESSAGES, modelHasDrawer } from '../../../../../shared/printing';
import { dialogs } from '../../../components/feedback/dialogs';
import { notify } from '../../../components/feedback/notify';
import { useServices } from '../../../services/services';
import { needsAttention, usePrintQueue } from '../../../order-printing/printQueueStore';
import { useDefaultPrinterModal } from '../../../order-printing/defaultPrinterStore';
import { useDaySummaryDialog } from '../day-summary/daySummaryStore';
import { shortcutProps } from '../../../components/shortcutTargets';

type TopbarButtonProps = Omit<
  ButtonHTMLAttributes<HTMLButtonElement>,
  'type' | 'title' | 'aria-label' | 'children'
> & { label: string; icon: LucideIcon; children?: ReactNode };

/** A top-bar icon button, named (and titled, with its shortcut key if any) by its label. */
function TopbarButton({ label, icon: Icon, className = '', children, ...rest }: TopbarButtonProps) {
  const key = rest['aria-keyshortcuts'];
  return (
    <button
      type="button"
      className={`topbar-btn topbar-btn--icon ${className}`.trim()}
      aria-label={label}
      title={key ? `${label} (atalho: ${key})` : label}
      {...rest}
    >
      <Icon aria-hidden size={20} />
      {children}
    </button>
  );
}

export function PrintSettingsButton() {
  const show = useDefaultPrinterModal((s) => s.show);
  return <TopbarButton label="Escolher impressora padrão" icon={Printer} onClick={show} />;
}

export function PrintQueueButton() {
  const show = usePrintQueue((s) => s.show);
  const count = usePrintQueue((s) => needsAttention(s.queue));
  const label = count > 0 ? `Fila de impressão: ${count} com problema` : 'Fila de impressão';
  return (
    <TopbarButton
      label={label}
      icon={ListOrdered}
      className={`topbar-btn--badged ${count > 0 ? 'topbar-btn--alert' : ''}`}
      onClick={show}
      {...shortcutProps('printQueue')}
    >
      {count > 0 ? (
        <span className="topbar-badge" aria-hidden>
          {count}
        </span>
      ) : null}
    </TopbarButton>
  );
}

const OPEN_DRAWER_LABEL = 'Abrir gaveta';

/**
 * The cashier printer's model, read once: a Brother has no drawer command, and the button says
 * so before anyone presses it. Anything unknown (the list failed, web mode's printers have no
 * model) leaves it enabled and the host answers.
 */
function useDrawerlessCashier(): string | null {
  const { platform } = useServices();
  const [drawerless, setDrawerless] = useState<string | null>(null);
  useEffect(() => {
    let alive = true;
    void Promise.all([platform.printing.getSettings(), platform.printing.listPrinters()])
      .then(([view, list]) => {
        const s = view.settings;
        const cashier = [...s.impressorasCaixa, s.defaultPrinter].find((p) => p.trim() !== '');
        const info = list.printers.find((p) => p.name === cashier);
        if (alive) setDrawerless(info?.model && !modelHasDrawer(info.model) ? info.name : null);
      })
      .catch(() => undefined);
    return () => {
      alive = false;
    };
  }, [platform]);
  return drawerless;
}

export function OpenDrawerButton() {
  const { platform } = useServices();
  const [busy, setBusy] = useState(false);
  const drawerless = useDrawerlessCashier();
  const label = drawerless
    ? `${OPEN_DRAWER_LABEL}: ${DRAWER_MESSAGES.noDrawer(drawerless)}`
    : OPEN_DRAWER_LABEL;
  async function open() {
    if (drawerless) {
      await dialogs.alert({ tone: 'info', message: DRAWER_MESSAGES.noDrawer(drawerless) });
      return;
    }
    setBusy(true);
    try {
      const outcome = await platform.printing.openDrawer({ reason: 'manual' });
      if (outcome.ok) notify.success(DRAWER_MESSAGES.opened);
      else await dialogs.alert({ tone: 'error', message: outcome.error });
    } finally {
      setBusy(false);
    }
  }
  return (
    <TopbarButton
      label={label}
      icon={Archive}
      aria-disabled={drawerless ? true : undefined}
      disabled={busy}
      onClick={() => void open()}
    />
  );
}

const DAY_SUMMARY_BUTTON_LABEL = 'Resumo do dia';

export function DaySummaryButton() {
  const show = useDaySummaryDialog((s) => s.show);
  return <TopbarButton label={DAY_SUMMARY_BUTTON_LABEL} icon={ClipboardList} onClick={show} />;
}
