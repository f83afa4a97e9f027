import { CircleCheck, Download } from 'lucide-react';
import { ProgressBar } from '../../components/ProgressBar';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { UPDATE_WAITING_MESSAGE } from '../../../../shared/bridge';
import { Button } from '../../components/Button';
import type { Platform } from '../../platform';
import { useUpdater, type UpdateWait } from '../../stores/updater';
import '../../styles/updater.css';

export const UPDATING_TITLE = 'Atualizando...';
export const READY_TITLE = 'Atualização pronta';
export const INSTALL_NOW = 'Instalar agora';
export const KEEP_WORKING = 'Continuar trabalhando';

/** 'Aguardando: 2 pedidos pendentes e impressões na fila.' */
export function waitingFor(wait: UpdateWait): string {
  const parts: string[] = [];
  const n = wait.pendingOrders;
  if (n > 0) parts.push(n === 1 ? '1 pedido pendente' : `${n} pedidos pendentes`);
  if (wait.printing) parts.push('impressões na fila');
  return parts.length > 0 ? `Aguardando: ${parts.join(' e ')}.` : '';
}

/** 'Instalar agora': main installs (the app restarts); if nothing was left to install, the status says why. */
function useInstallNow(platform: Platform) {
  const [busy, setBusy] = useState(false);
  const install = () => {
    setBusy(true);
    platform.updater
      .installNow()
      .catch(() => false)
      .then(async (installing) => {
        if (!installing) useUpdater.getState().fromStatus(await platform.updater.getStatus());
      })
      .catch(() => undefined)
      .finally(() => setBusy(false));
  };
  return { busy, install };
}

/** Downloading or installing: the whole app waits, with percent progress (03 §2.22). */
function ProgressCard() {
  const { percent, message, version, failed, dismiss } = useUpdater();
  const rounded = Math.round(percent);
  return (
    <main className="update-screen">
      <div className="update-screen__card">
        <Download className="update-screen__icon" size={48} aria-hidden />
        <h1 className="update-screen__title">{UPDATING_TITLE}</h1>
        <p className="update-screen__text">
          {version ? `Estamos instalando a versão ${version}. ` : 'Estamos instalando uma nova versão. '}
          Não desligue o computador: o aplicativo reinicia sozinho ao terminar.
        </p>
        <ProgressBar
          percent={rounded}
          className="progress"
          barClassName="progress__bar"
          aria-label="Progresso da atualização"
          aria-valuetext={`${rounded}%`}
        />
        <p className="update-screen__percent" aria-hidden>
          {rounded}%
        </p>
        <p className="update-screen__message" role="status" aria-live="polite">
          {message ?? ''}
        </p>
        {failed ? (
          <div className="update-screen__failed">
            <p>A atualização não pôde ser concluída agora; ela será tentada de novo mais tarde.</p>
            <Button onClick={dismiss}>Voltar ao aplicativo</Button>
          </div>
        ) : null}
      </div>
    </main>
  );
}

/**
 * Downloaded and waiting for the desk to be idle. Staff may install now, or keep working (the
 * app underneath is live again; a banner keeps 'Instalar agora' at hand). Escape keeps working.
 */
function ReadyCard({ platform, wait }: { platform: Platform; wait: UpdateWait }) {
  const version = useUpdater((s) => s.version);
  const collapse = useUpdater((s) => s.collapse);
  const { busy, install } = useInstallNow(platform);
  const card = useRef<HTMLDivElement>(null);
  // The safe choice has the focus: a stray Enter does not restart the desk.
  useEffect(() => card.current?.querySelector<HTMLButtonElement>('[data-keep-working]')?.focus(), []);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      collapse();
    }
  };
  return (
    <div
      className="update-screen"
      role="dialog"
      aria-modal="true"
      aria-labelledby="update-ready-title"
      aria-describedby="update-ready-text"
      onKeyDown={onKeyDown}
    >
      <div ref={card} className="update-screen__card">
        <CircleCheck className="update-screen__icon update-screen__icon--ready" size={48} aria-hidden />
        <h1 id="update-ready-title" className="update-screen__title">
          {READY_TITLE}
        </h1>
        <div id="update-ready-text" className="update-screen__text">
          <p>{UPDATE_WAITING_MESSAGE}</p>
          {version ? <p>Versão {version}.</p> : null}
          <p className="update-screen__waiting">{waitingFor(wait)}</p>
        </div>
        <div className="update-screen__actions">
          <Button data-keep-working variant="secondary" onClick={collapse}>
            {KEEP_WORKING}
          </Button>
          <Button busy={busy} onClick={install}>
            {INSTALL_NOW}
          </Button>
        </div>
      </div>
    </div>
  );
}

/** While staff keep working: a small banner, not in the way, with 'Instalar agora' one Tab away. */
function ReadyBanner({ platform, wait }: { platform: Platform; wait: UpdateWait }) {
  const { busy, install } = useInstallNow(platform);
  const region = useRef<HTMLElement>(null);
  // Focus moves from the closed card to the banner, so keyboard and screen reader users land here.
  useEffect(() => region.current?.focus(), []);
  return (
    <section ref={region} className="update-banner" aria-label={READY_TITLE} tabIndex={-1}>
      <Download className="update-banner__icon" size={20} aria-hidden />
      <div className="update-banner__text">
        <p>{UPDATE_WAITING_MESSAGE}</p>
        <p className="update-banner__waiting">{waitingFor(wait)}</p>
      </div>
      <Button busy={busy} onClick={install}>
        {INSTALL_NOW}
      </Button>
    </section>
  );
}

export default function UpdateScreen({ platform }: { platform: Platform }) {
  const waiting = useUpdater((s) => s.waiting);
  const collapsed = useUpdater((s) => s.collapsed);
  const failed = useUpdater((s) => s.failed);
  if (waiting && !failed) {
    return collapsed ? (
      <ReadyBanner platform={platform} wait={waiting} />
    ) : (
      <ReadyCard platform={platform} wait={waiting} />
    );
  }
  return <ProgressCard />;
}
