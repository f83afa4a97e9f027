/**
 * A PrintingBridge whose implementation loads on first use. Web mode's printing brings the
 * ticket layout and its schemas; the login screen needs none of it, so it stays out of the first
 * screen's bundle. Subscriptions made before the load take effect once it is done (or never,
 * when unsubscribed first).
 */
import type { PrintingBridge, Unsubscribe } from '../../../shared/bridge';

type Subscription = 'onSettingsChanged' | 'onQueueChanged';

export function lazyPrinting(load: () => Promise<PrintingBridge>): PrintingBridge {
  let loading: Promise<PrintingBridge> | null = null;
  const bridge = () => (loading ??= load());

  function subscribe<K extends Subscription>(key: K) {
    return (cb: Parameters<PrintingBridge[K]>[0]): Unsubscribe => {
      let off: Unsubscribe | null = null;
      let cancelled = false;
      void bridge().then((b) => {
        if (!cancelled) off = (b[key] as (listener: typeof cb) => Unsubscribe)(cb);
      });
      return () => {
        cancelled = true;
        off?.();
      };
    };
  }

  return {
    getSettings: () => bridge().then((b) => b.getSettings()),
    saveSettings: (settings) => bridge().then((b) => b.saveSettings(settings)),
    setQzCredentials: (patch) => bridge().then((b) => b.setQzCredentials(patch)),
    onSettingsChanged: subscribe('onSettingsChanged'),
    listPrinters: () => bridge().then((b) => b.listPrinters()),
    savePrinter: (definition) => bridge().then((b) => b.savePrinter(definition)),
    removePrinter: (name) => bridge().then((b) => b.removePrinter(name)),
    printOrder: (order, opts) => bridge().then((b) => b.printOrder(order, opts)),
    reprintJob: (key) => bridge().then((b) => b.reprintJob(key)),
    discardJob: (key) => bridge().then((b) => b.discardJob(key)),
    testPage: (name) => bridge().then((b) => b.testPage(name)),
    getQueue: () => bridge().then((b) => b.getQueue()),
    onQueueChanged: subscribe('onQueueChanged'),
  };
}
