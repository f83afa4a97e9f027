/**
 * /configuracoes/impressoras, tab IMPRESSORA(S) (02 §2.8): the cash desk's print settings, kept
 * by main, synced with the cloud record, with a live ticket preview beside the form.
 */
import { useMemo, useState } from 'react';
import { CloudDownload, Save, Search, Wand2 } from 'lucide-react';
import { useNavigate } from 'react-router-dom';
import { ORDERS_PATH } from '../../../../../shared/routes';
import { Button } from '../../../components/Button';
import { LoadingBlock } from '../../../components/Spinner';
import { useServices } from '../../../services/services';
import { useSession } from '../../../stores/session';
import { useShop } from '../../../stores/shop';
import { TicketPreview } from '../preview/TicketPreview';
import { GeneralSection } from './GeneralSection';
import { DiscoveryDialog, SEARCH_LABEL } from './DiscoveryDialog';
import { withPrinterRouting, type PrinterRouting } from './discovery';
import { LocalHostSection } from './LocalHostSection';
import { LocalPrintersSection } from './LocalPrintersSection';
import { OptionsSection } from './OptionsSection';
import { StationSection } from './StationSection';
import { KitchenScreenSection } from './KitchenScreenSection';
import { kitchenOf } from '../../../platform/kitchen';
import { ProductionSection } from './ProductionSection';
import { QzSection } from './QzSection';
import { lockedByQz, toLocalSettings, type PrintForm } from './form';
import { usePrintSettings } from './usePrintSettings';
import { useFirstRun } from '../first-run/firstRunStore';
import { useNoStatusNotice } from './noStatusNotice';
import './printSettings.css';

export const SYNC_LABEL = 'Sincronizar com a nuvem';
export const SAVE_LABEL = 'Salvar alterações';
export const GUIDE_LINK_LABEL = 'Configurar este computador';

function renamed(f: PrintForm, from: string, to: string): PrintForm {
  const swap = (name: string) => (name === from ? to : name);
  const production: PrintForm['settings']['impressorasProducao'] = {};
  for (const [id, p] of Object.entries(f.settings.impressorasProducao)) {
    production[id] = { ...p, impressora: swap(p.impressora) };
  }
  return {
    ...f,
    settings: {
      ...f.settings,
      defaultPrinter: swap(f.settings.defaultPrinter),
      impressorasCaixa: f.settings.impressorasCaixa.map(swap),
      impressorasProducao: production,
    },
  };
}

export default function PrintSettingsPage() {
  const { platform } = useServices();
  const state = usePrintSettings();
  const { form, view, errors, invalid, changed, busy, printers } = state;
  useNoStatusNotice(form?.settings, printers);
  const company = useSession((s) => s.user?.company ?? '');
  const storeName = useShop((s) => s.info?.nome) || company;
  const [searching, setSearching] = useState(false);
  const navigate = useNavigate();

  async function route(name: string, routing: PrinterRouting): Promise<string | null> {
    if (!form) return 'As configurações de impressão ainda não foram carregadas.';
    const next = withPrinterRouting(form, name, routing, state.categories ?? []);
    state.change(() => next);
    return (await state.save(next))
      ? null
      : 'Corrija as configurações destacadas e clique em Salvar alterações.';
  }

  const previewSettings = useMemo(
    () => (form && view ? toLocalSettings(form, view.settings) : null),
    [form, view],
  );
  const grouping = useMemo(() => {
    const routes = Object.values(form?.settings.impressorasProducao ?? {});
    return routes.find((r) => r.impressora !== '' && r.agrupamento.trim() !== '')?.agrupamento.trim();
  }, [form]);

  return (
    <div className="page print-settings">
      <header className="page__header">
        <div>
          <h1 className="page__title">Impressoras</h1>
          <p className="page__subtitle">Como e onde os pedidos são impressos neste computador.</p>
        </div>
        <div className="print-settings__actions">
          <Button
            variant="secondary"
            icon={<Wand2 size={18} aria-hidden />}
            onClick={() => {
              // Over the orders screen, where the guide ends and its sound test plays.
              navigate(ORDERS_PATH);
              useFirstRun.getState().show();
            }}
          >
            {GUIDE_LINK_LABEL}
          </Button>
          <Button
            variant="secondary"
            icon={<Search size={18} aria-hidden />}
            disabled={!form || busy !== null}
            onClick={() => setSearching(true)}
          >
            {SEARCH_LABEL}
          </Button>
          <Button
            variant="secondary"
            icon={<CloudDownload size={18} aria-hidden />}
            busy={busy === 'sync'}
            disabled={!form || busy !== null}
            onClick={() => void state.syncWithCloud()}
          >
            {SYNC_LABEL}
          </Button>
          <Button
            icon={<Save size={18} aria-hidden />}
            busy={busy === 'save'}
            disabled={!form || !changed || invalid || busy !== null}
            onClick={() => void state.save()}
            aria-describedby="print-save-state"
          >
            {SAVE_LABEL}
          </Button>
        </div>
      </header>
      <p id="print-save-state" className="print-settings__state" role="status">
        {!form
          ? ''
          : invalid
            ? '⚠ Corrija os campos destacados para salvar.'
            : changed
              ? '● Há alterações não salvas.'
              : '✓ Todas as alterações estão salvas.'}
      </p>
      {state.notice ? (
        <p className="notice notice--warning" role="alert">
          {state.notice}
        </p>
      ) : null}
      <div className="bo-tabs__list" role="tablist" aria-label="Configurações de impressão">
        <button
          type="button"
          role="tab"
          id="print-tab"
          aria-selected="true"
          aria-controls="print-panel"
          data-state="active"
          className="bo-tabs__tab print-tabs__tab"
        >
          IMPRESSORA(S)
        </button>
      </div>
      <div role="tabpanel" id="print-panel" aria-labelledby="print-tab" className="print-settings__panel">
        {state.load.status === 'loading' ? (
          <LoadingBlock label="Carregando configurações de impressão..." />
        ) : state.load.status === 'error' ? (
          <p className="notice notice--error" role="alert">
            {state.load.message}
          </p>
        ) : form && view && previewSettings ? (
          <div className="print-layout">
            <div className="print-layout__form">
              <GeneralSection form={form} errors={errors} printers={printers} change={state.change} />
              {lockedByQz(form) ? (
                <QzSection
                  form={form}
                  errors={errors}
                  hasStoredKey={view.qz.hasPrivateKey}
                  change={state.change}
                />
              ) : null}
              <OptionsSection form={form} printers={printers} change={state.change} />
              <StationSection form={form} change={state.change} />
              <KitchenScreenSection kitchen={kitchenOf(platform)} categories={state.categories} />
              <ProductionSection
                form={form}
                printers={printers}
                categories={state.categories}
                change={state.change}
              />
              <LocalPrintersSection
                printers={printers}
                editable={platform.kind === 'desktop'}
                setPrinters={state.setPrinters}
                onRenamed={(from, to) => state.change((f) => renamed(f, from, to))}
              />
              <LocalHostSection />
            </div>
            <div className="print-layout__preview">
              <TicketPreview settings={previewSettings} storeName={storeName} grouping={grouping} />
            </div>
          </div>
        ) : null}
      </div>
      {searching ? (
        <DiscoveryDialog
          categories={state.categories}
          setPrinters={state.setPrinters}
          onRoute={route}
          onClose={() => setSearching(false)}
        />
      ) : null}
    </div>
  );
}
