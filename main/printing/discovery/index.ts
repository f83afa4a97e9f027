/**
 * 'Procurar impressoras' (issue 20 §2): one list of the printers this computer can use, each
 * with the name it is saved and routed under. The network part is the sweep of a range (the
 * PC's own /24 unless one is given: tests and the e2e harness give loopback); USB device files,
 * OS printers and QZ Tray's come from the registry's own list, so nothing is found twice.
 * One search runs at a time: a second call joins it.
 */
import os from 'node:os';
import type {
  DiscoveryProgress,
  DiscoveryResult,
  FoundPrinter,
  PrinterDefinition,
} from '../../../shared/printing';
import { printerDefinition } from '../../../shared/printing-definition';
import type { Logger } from '../../log/logger';
import type { PrinterRegistry } from '../registry';
import { readDeviceSerial } from './device-serial';
import { modelFromMaker, serialOf, type PrinterAnswer } from './identify';
import { mergeSamePrinters, type LocalFound, type NetworkFound } from './merge';
import { ownSubnet, parseRange } from './range';
import { RAW_PRINT_PORT, sweep, type SweepOptions, type SweepTarget } from './sweep';

export { parseRange, ownSubnet } from './range';
export { sweep, probePrinter } from './sweep';
export { modelFromMaker, readAnswer } from './identify';

const NO_NETWORK = 'Este computador não está conectado a uma rede: a busca na rede não foi feita.';

export interface DiscoveryOptions {
  /** CIDR or 'first-last'; default the PC's own /24 (os.networkInterfaces()). */
  range?: string;
  /** Default [9100]. */
  ports?: readonly number[];
  concurrency?: number;
  connectTimeoutMs?: number;
  answerWaitMs?: number;
}

export interface PrinterDiscoveryDeps {
  registry: Pick<PrinterRegistry, 'list' | 'definitions' | 'rememberFound'>;
  log: Logger;
  /** Read at each search, so a harness may point it at its own virtual printers. */
  options?(): DiscoveryOptions;
  onProgress(progress: DiscoveryProgress): void;
  /** A USB device printer's serial number (device-serial.ts); tests pass a fake. */
  deviceSerial?(path: string): Promise<string | undefined>;
}

export interface PrinterDiscovery {
  discover(): Promise<DiscoveryResult>;
  /** Stops a running search; it resolves at once with what it found. */
  cancel(): void;
}

export function networkPrinterName(target: SweepTarget, maker: string | undefined): string {
  const address = target.port === RAW_PRINT_PORT ? target.host : `${target.host}:${target.port}`;
  return `${maker || 'Impressora'} ${address}`;
}

export function createPrinterDiscovery(deps: PrinterDiscoveryDeps): PrinterDiscovery {
  let running: { promise: Promise<DiscoveryResult>; controller: AbortController } | undefined;

  async function search(controller: AbortController): Promise<DiscoveryResult> {
    const options = deps.options?.() ?? {};
    const listed = await deps.registry.list();
    const localFound: LocalFound[] = listed.printers
      .filter((p) => !p.configured || p.kind !== 'tcp')
      .map((p) => ({
        name: p.name,
        kind: p.kind,
        detail: p.detail,
        ...(p.model ? { model: p.model } : {}),
        ...(p.deviceUri ? { deviceUri: p.deviceUri } : {}),
        listed: true,
      }));
    const local: FoundPrinter[] = localFound.map(({ deviceUri: _uri, ...p }) => p);
    const saved = new Map<string, PrinterDefinition>();
    for (const d of deps.registry.definitions()) {
      if (d.connection.kind === 'tcp') saved.set(`${d.connection.host}:${d.connection.port}`, d);
    }

    const range = options.range ?? ownSubnet(os.networkInterfaces());
    if (!range) {
      deps.onProgress({ done: 0, total: 0, printers: local });
      return { printers: local, cancelled: false, notice: NO_NETWORK };
    }
    const network: NetworkFound[] = [];
    // Asked beside the sweep: an ESC/POS USB device that gives its serial number merges with the
    // network printer that gives the same.
    const deviceSerial = deps.deviceSerial ?? ((file: string) => readDeviceSerial(file));
    const serials = Promise.all(
      localFound.map(async (p) => {
        if (p.kind !== 'device' || (p.model && p.model !== 'escpos')) return;
        const serial = await deviceSerial(p.detail).catch(() => undefined);
        if (serial) p.serial = serial;
      }),
    );
    const remembered: { definition: PrinterDefinition; identity?: string }[] = [];
    const all = () => mergeSamePrinters(network, localFound);
    const found = (target: SweepTarget, answer: PrinterAnswer) => {
      if (answer.foreign) {
        // Something else listens there (an HTTP server, a terminal): not a printer.
        deps.log.info(`Busca de impressoras: ${target.host}:${target.port} respondeu e não é impressora`);
        return;
      }
      const [maker, modelName] = answer.texts;
      const serial = serialOf(answer);
      const identity = [maker, modelName].filter((t) => t).join(' ');
      const mine = saved.get(`${target.host}:${target.port}`);
      // Saved as it is remembered: a test page before 'Usar esta impressora' prints as it will after.
      const definition = printerDefinition({
        name: mine?.name ?? networkPrinterName(target, maker),
        connection: { kind: 'tcp', host: target.host, port: target.port },
        model: mine?.model ?? modelFromMaker(maker ?? ''),
      });
      remembered.push({ definition, ...(identity !== '' ? { identity } : {}) });
      network.push({
        name: definition.name,
        kind: 'tcp',
        detail: `${target.host}:${target.port}`,
        connection: definition.connection,
        model: definition.model,
        ...(identity !== '' ? { identity } : {}),
        ...(serial ? { serial } : {}),
        listed: mine !== undefined,
      });
    };
    const sweepOptions: SweepOptions = {
      addresses: parseRange(range),
      signal: controller.signal,
      onFound: found,
      onProgress: (done, total) => deps.onProgress({ done, total, printers: all() }),
      ...(options.ports ? { ports: options.ports } : {}),
      ...(options.concurrency ? { concurrency: options.concurrency } : {}),
      ...(options.connectTimeoutMs ? { connectTimeoutMs: options.connectTimeoutMs } : {}),
      ...(options.answerWaitMs ? { answerWaitMs: options.answerWaitMs } : {}),
    };
    await sweep(sweepOptions);
    // A cancel answers at once with what was found; the devices' answers come within 400 ms.
    if (!controller.signal.aborted) await serials;
    deps.registry.rememberFound(remembered);
    return { printers: all(), cancelled: controller.signal.aborted };
  }

  return {
    discover() {
      if (running) return running.promise;
      const controller = new AbortController();
      const promise = search(controller).finally(() => {
        running = undefined;
      });
      running = { promise, controller };
      return promise;
    },
    cancel() {
      running?.controller.abort();
    },
  };
}
