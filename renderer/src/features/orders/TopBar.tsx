/**
 * The orders desk's top bar (spec 01 §2): search, the connection plug, the print-settings
 * button and the print queue, the delivery-time control, the alert sound controls and the
 * shortcuts help.
 */
import { memo, useEffect, useState, type ReactNode, type Ref } from 'react';
import { Popover, Tooltip } from 'radix-ui';
import { BellOff, BellRing, Keyboard, Plug, PlugZap, Search, Settings2 } from 'lucide-react';
import { formatDateTime, formatTime, isSameLocalDay } from '../../../../shared/format';
import { ClearSearchButton } from '../../components/backoffice';
import { useServices } from '../../services/services';
import { useShop } from '../../stores/shop';
import { shortcutTitle } from '../../components/shortcutTargets';
import { DeliveryTimeMenu } from './DeliveryTimeMenu';
import { AlertEscalationSettings } from './sound/AlertEscalationSettings';
import { useOrdersSyncContext } from '../../orders-live/useOrdersLive';
import { SOUNDS } from '../../sound/alertSound';
import { saveSound, testAlertSound, useSound } from '../../sound/soundStore';

function SearchBox({
  value,
  onChange,
  inputRef,
}: {
  value: string;
  onChange(value: string): void;
  inputRef: Ref<HTMLInputElement>;
}) {
  return (
    <div className="search">
      <Search aria-hidden size={20} className="search__icon" />
      <input
        ref={inputRef}
        type="search"
        className="search__input"
        placeholder="Procurar..."
        aria-label="Procurar pedidos por número, cliente ou telefone"
        aria-keyshortcuts="/ Control+F"
        title={shortcutTitle('Procurar pedidos', '/ ou Ctrl+F')}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        onKeyDown={(e) => {
          if (e.key !== 'Escape') return;
          e.preventDefault();
          if (value) onChange('');
          else e.currentTarget.blur();
        }}
        autoComplete="off"
        spellCheck={false}
      />
      {value ? <ClearSearchButton className="search__clear" onClear={() => onChange('')} /> : null}
    </div>
  );
}

/** 'desde 14:32' today, 'desde 20/11/2026 23:50' on another day. */
function sinceText(at: number | null, now = Date.now()): string {
  if (at === null) return '';
  const d = new Date(at);
  return `desde ${isSameLocalDay(d, new Date(now)) ? formatTime(d) : formatDateTime(d)}`;
}

/** The plug: connected or not, since when; a click reconciles the list right away. */
function ConnectionPlug() {
  const live = useShop((s) => s.live);
  const since = useShop((s) => s.liveSince);
  const sync = useOrdersSyncContext();
  const when = sinceText(since);
  const text = live
    ? `Conectado ao servidor${when ? ` ${when}` : ''}.`
    : `Sem conexão com o servidor${when ? ` ${when}` : ''}. Tentando reconectar...`;
  const Icon = live ? Plug : PlugZap;
  return (
    <Tooltip.Provider delayDuration={200}>
      <Tooltip.Root>
        <Tooltip.Trigger asChild>
          <button
            type="button"
            className={`topbar-btn plug ${live ? 'plug--ok' : 'plug--down'}`}
            aria-label={`${text} Atualizar a lista de pedidos.`}
            data-connected={live ? 'true' : 'false'}
            onClick={() => void sync?.reconcile('manual')}
          >
            <Icon aria-hidden size={22} />
            {/* Words when it matters: a lost connection must not rely on the icon's colour. */}
            {live ? null : <span className="plug__text">Sem conexão</span>}
          </button>
        </Tooltip.Trigger>
        <Tooltip.Portal>
          <Tooltip.Content className="tooltip" sideOffset={6}>
            {text}
            <br />
            Clique para atualizar a lista.
          </Tooltip.Content>
        </Tooltip.Portal>
      </Tooltip.Root>
    </Tooltip.Provider>
  );
}

function useNowEvery(ms: number, active: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!active) return;
    setNow(Date.now());
    const id = window.setInterval(() => setNow(Date.now()), ms);
    return () => window.clearInterval(id);
  }, [ms, active]);
  return now;
}

/** 'Silenciar 2 minutos' (turns itself back on) and the sound settings. */
function SoundControls() {
  const { platform } = useServices();
  const { enabled, volume, name, mutedUntil, muteFor, unmute } = useSound();
  const now = useNowEvery(1000, mutedUntil !== null);
  const muted = mutedUntil !== null && mutedUntil > now;
  return (
    <div className="sound-controls">
      {muted ? (
        <button
          type="button"
          className="topbar-btn topbar-btn--active"
          onClick={unmute}
          aria-keyshortcuts="M"
          title={shortcutTitle('Reativar o som', 'M')}
          aria-label={`Som silenciado até ${formatTime(new Date(mutedUntil))}. Reativar o som`}
        >
          <BellOff aria-hidden size={20} />
          <span>Silenciado até {formatTime(new Date(mutedUntil))}</span>
        </button>
      ) : (
        <button
          type="button"
          className="topbar-btn"
          onClick={() => muteFor()}
          aria-keyshortcuts="M"
          title={shortcutTitle('Silenciar o alerta por 2 minutos', 'M')}
        >
          <BellRing aria-hidden size={20} />
          <span>Silenciar 2 minutos</span>
        </button>
      )}
      <Popover.Root>
        <Popover.Trigger asChild>
          <button
            type="button"
            className="topbar-btn topbar-btn--icon"
            aria-label="Configurar o som dos pedidos"
          >
            <Settings2 aria-hidden size={20} />
          </button>
        </Popover.Trigger>
        <Popover.Portal>
          <Popover.Content className="popover" align="end" sideOffset={6}>
            <h2 className="popover__title">Som dos pedidos</h2>
            <label className="popover__row">
              <input
                type="checkbox"
                checked={enabled}
                onChange={(e) => void saveSound(platform, { enabled: e.target.checked })}
              />
              Tocar alerta enquanto houver pedido pendente
            </label>
            <label className="popover__field">
              <span>Som</span>
              <select value={name} onChange={(e) => void saveSound(platform, { name: e.target.value })}>
                {SOUNDS.map((s) => (
                  <option key={s.name} value={s.name}>
                    {s.label}
                  </option>
                ))}
              </select>
            </label>
            <label className="popover__field">
              <span>Volume: {Math.round(volume * 100)}%</span>
              <input
                type="range"
                min={0}
                max={100}
                step={5}
                value={Math.round(volume * 100)}
                onChange={(e) => void saveSound(platform, { volume: Number(e.target.value) / 100 })}
              />
            </label>
            <button
              type="button"
              className="btn btn--secondary btn--md"
              onClick={() => void testAlertSound()}
            >
              Testar som
            </button>
            <AlertEscalationSettings />
          </Popover.Content>
        </Popover.Portal>
      </Popover.Root>
    </div>
  );
}

/**
 * The bar's controls besides the search: memoized apart, so a keystroke re-renders the search box
 * and not the plug, the printers, the estimate menu and the sound popover (their Radix roots were
 * a twelfth of a keystroke's work in the CPU profile at 2,000 orders, issue 35 §3).
 */
const TopBarTools = memo(function TopBarTools({
  onHelp,
  printerButtons,
}: {
  onHelp(): void;
  printerButtons?: ReactNode;
}) {
  return (
    <div className="orders-topbar__tools">
      <ConnectionPlug />
      {printerButtons}
      <DeliveryTimeMenu />
      <SoundControls />
      <button
        type="button"
        className="topbar-btn topbar-btn--icon"
        aria-label="Atalhos do teclado"
        aria-keyshortcuts="?"
        title={shortcutTitle('Atalhos do teclado', '?')}
        onClick={onHelp}
      >
        <Keyboard aria-hidden size={20} />
      </button>
    </div>
  );
});

function TopBarView({
  query,
  onQuery,
  searchRef,
  onHelp,
  printerButtons,
}: {
  query: string;
  onQuery(value: string): void;
  searchRef: Ref<HTMLInputElement>;
  onHelp(): void;
  /** The printing feature's buttons (default printer, print queue), composed by app/. */
  printerButtons?: ReactNode;
}) {
  return (
    <div className="orders-topbar">
      <h1 className="orders-topbar__title">Gerenciador de Pedidos</h1>
      <SearchBox value={query} onChange={onQuery} inputRef={searchRef} />
      <TopBarTools onHelp={onHelp} printerButtons={printerButtons} />
    </div>
  );
}

/** Memoized: an order arriving re-renders the orders page, not its top bar (issue 35 §3). */
export const TopBar = memo(TopBarView);
