import { afterEach, vi } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { dialogs } from '../../../renderer/src/components/feedback/dialogs';
import { useSession } from '../../../renderer/src/stores/session';
import { useShop } from '../../../renderer/src/stores/shop';
import { useUpdater } from '../../../renderer/src/stores/updater';
import { useOrders } from '../../../renderer/src/stores/orders';
import { useSound } from '../../../renderer/src/sound/soundStore';
import { connectivity } from '../../../renderer/src/offline/connectivity';
import { useOutbox } from '../../../renderer/src/offline/desk';

// findBy/waitFor return as soon as the screen shows what they wait for: the limit is a hang guard,
// not a speed budget (issue 30 §2). 5 s was outrun by lazy screens on a machine at load 25.
configure({ asyncUtilTimeout: 15_000 });
// Whole flows (five wizard steps) can outlast the 5 s default when the machine is busy.
vi.setConfig({ testTimeout: 30_000 });

// jsdom lacks a few browser APIs the UI libraries touch (Radix, sonner).
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
if (!('ResizeObserver' in window)) {
  class ResizeObserverStub {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  (window as unknown as { ResizeObserver: typeof ResizeObserverStub }).ResizeObserver = ResizeObserverStub;
}
// jsdom does not play media: the order alert's <audio> gets a silent stand-in.
Object.defineProperty(HTMLMediaElement.prototype, 'play', {
  configurable: true,
  value: () => Promise.resolve(),
});
Object.defineProperty(HTMLMediaElement.prototype, 'pause', { configurable: true, value: () => undefined });
if (!Element.prototype.scrollIntoView) Element.prototype.scrollIntoView = () => undefined;
if (!Element.prototype.hasPointerCapture) Element.prototype.hasPointerCapture = () => false;

const initialSession = useSession.getState();
const initialStore = useShop.getState();
const initialUpdater = useUpdater.getState();
const initialSound = useSound.getState();

afterEach(() => {
  cleanup();
  localStorage.clear();
  dialogs.clear();
  useSession.setState(initialSession, true);
  useShop.setState(initialStore, true);
  useUpdater.setState(initialUpdater, true);
  useOrders.getState().reset();
  useSound.setState(initialSound, true);
  // The app's one connectivity outlives a test: back to "the platform answers".
  connectivity.answered();
  useOutbox.setState({ entries: [], notices: [], notKept: false });
});
