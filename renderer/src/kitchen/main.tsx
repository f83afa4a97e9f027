/**
 * kitchen.html's entry: one kitchen screen, full page. `?screen=ID` names it; without it the
 * desktop window shows its configured screen (or the first one set up). The source is picked by
 * what the page has: the preload bridge in the desktop's second window, the kitchen-screen
 * service on a tablet.
 * A paired tablet with no `?screen=` chooses from the service's screens (one is taken at once);
 * its choice is kept on the tablet. A tablet the desk no longer knows goes back to the pairing
 * form (`/`).
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { hostKitchenBridge } from '../platform/kitchen';
import { KitchenScreen } from './KitchenScreen';
import { listTabletScreens, pageFactories, pickSource, resolveScreenId } from './sources';
import '../styles/tokens.css';
import './kitchen.css';

const factories = pageFactories({ onUnpaired: () => window.location.assign('/') });
const TABLET_SCREEN_KEY = 'cashdesk.kitchen.screen';

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

/** A tablet's screen: the one it chose before, the only one, or the cook's choice from the list. */
async function tabletScreen(): Promise<string | null> {
  const screens = await listTabletScreens();
  const kept = localStorage.getItem(TABLET_SCREEN_KEY);
  if (kept && screens.some((s) => s.id === kept)) return kept;
  if (screens.length === 1) return screens[0]?.id ?? null;
  if (screens.length === 0) return null;
  return new Promise((resolve) => {
    const choose = (id: string) => {
      localStorage.setItem(TABLET_SCREEN_KEY, id);
      resolve(id);
    };
    root.render(
      <main className="kds__choose">
        <h1>Qual tela é esta?</h1>
        <ul>
          {screens.map((s) => (
            <li key={s.id}>
              <button type="button" className="kds__choose-button" onClick={() => choose(s.id)}>
                {s.name}
              </button>
            </li>
          ))}
        </ul>
      </main>,
    );
  });
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
  const screenId =
    (await resolveScreenId(window.location.search, picked.bridge)) ??
    (picked.kind === 'http' ? await tabletScreen() : null);
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
