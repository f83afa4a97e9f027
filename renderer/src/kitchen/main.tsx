/**
 * kitchen.html's entry: one kitchen screen, full page. `?screen=ID` names it; without it the
 * desktop window shows its configured screen (or the first one set up). The source is picked by
 * what the page has: the preload bridge in the desktop's second window, the kitchen-screen
 * service on a tablet.
 *
 * Integration point (issue 33 §3): the two transports live in ./sources/bridgeSource and
 * ./sources/httpSource (main's side of the work). `factories` below is the one place they are
 * wired; until then the bridge itself serves as the source (KitchenBridge extends KitchenSource).
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { hostKitchenBridge } from '../platform/kitchen';
import { KitchenScreen } from './KitchenScreen';
import { pickSource, resolveScreenId, type SourceFactories } from './sources';
import '../styles/tokens.css';
import './kitchen.css';

const factories: SourceFactories = {
  bridge: (bridge) => bridge,
};

const NEW_CARD_SOUND = 'sounds/chime.wav';

/** A short chime per new card; a browser that refuses to play before a touch stays silent. */
function chime(): void {
  const audio = new Audio(NEW_CARD_SOUND);
  audio.volume = 0.6;
  void audio.play().catch(() => undefined);
}

const container = document.getElementById('root');
if (!container) throw new Error('#root ausente no kitchen.html');
const root = createRoot(container);

function Message({ text }: { text: string }) {
  return (
    <p className="kds__empty" role="alert">
      {text}
    </p>
  );
}

async function start(): Promise<void> {
  const bridge = hostKitchenBridge(window);
  const picked = pickSource(bridge, factories);
  if (picked.kind === 'none') {
    root.render(
      <Message text="Abra esta tela pelo endereço mostrado no caixa (Configurações de impressão › Tela da cozinha)." />,
    );
    return;
  }
  const screenId = await resolveScreenId(window.location.search, picked.bridge);
  if (!screenId) {
    root.render(
      <Message text="Nenhuma tela da cozinha escolhida. Cadastre uma tela no caixa ou abra o endereço com ?screen=<código da tela>." />,
    );
    return;
  }
  root.render(
    <StrictMode>
      <KitchenScreen source={picked.source} screenId={screenId} onNewCard={chime} />
    </StrictMode>,
  );
}

start().catch(() =>
  root.render(<Message text="Não foi possível abrir a tela da cozinha. Recarregue a página." />),
);
