/**
 * Which printers exist and how to reach each one by name (the settings name printers as the
 * printer list gives them). Hand-configured printers (tcp, device file, OS printer) are stored in
 * main; found ones come from the OS spooler, /dev/usb/lp* and, with method 'qz', QZ Tray.
 * listPrinters never throws: a source that fails is reported as the spec's module problem.
 */
import path from 'node:path';
import type {
  EscPosCodePage,
  PrintMethod,
  PrinterDefinition,
  PrinterHealth,
  PrinterInfo,
  PrinterList,
  PrinterModel,
} from '../../../shared/printing';
import { DEFAULT_PRINTER_MODEL, PRINT_MESSAGES, printerModelOf } from '../../../shared/printing';
import { DEFAULT_CODE_PAGE } from '../../../shared/printing-definition';
import type { Logger } from '../../log/logger';
import type { PrinterPort } from '../transports/port';
import { DEFAULT_DEVICE_DIRS, isAllowedDevicePath } from '../printers';
import { loadDefinitions, saveDefinitions, validateDefinition } from './definitions';

export { PrinterDefinitionError } from './definitions';

type TicketFormat = 'escpos' | 'html';

export interface ResolvedPrinter {
  name: string;
  port: PrinterPort;
  /** 'html': the port takes a UTF-8 HTML document (OS printers); else ESC/POS bytes. */
  format: TicketFormat;
  codePage: EscPosCodePage;
  /** The command language its bytes are built in ('escpos' for found printers). */
  model: PrinterModel;
  /** Maker and model as the printer named itself to a search ('ELGIN i9'), for its test page. */
  identity?: string;
}

/** Transport factories (main/printing/transports); tests pass loopback or fake ones. */
export interface PrinterTransports {
  /** `model` says how its status is asked: Star line mode's own queries for 'star'. */
  tcp(target: { host: string; port: number; codePage: EscPosCodePage; model: PrinterModel }): PrinterPort;
  /** `model` says which status query the device is asked (none for models without one). */
  device(devicePath: string, model?: PrinterModel): PrinterPort;
  os(deviceName: string): PrinterPort;
  qz(printerName: string): PrinterPort;
}

interface PrinterSource {
  listPrinters(): Promise<readonly (string | { name: string; deviceUri?: string })[]>;
}

export interface PrinterRegistryDeps {
  file: string;
  log: Logger;
  transports: PrinterTransports;
  method(): PrintMethod;
  osPrinting?: PrinterSource;
  /** QZ Tray's client when method is 'qz' (created lazily by the caller). */
  qz?(): PrinterSource | undefined;
  deviceDirs?: readonly string[];
  readdir?(dir: string): Promise<string[]>;
  /** Printers handed in for development (virtual printers); listed, never stored. */
  extra?: readonly PrinterDefinition[];
  /** Health the journal knows from recent jobs ('unknown' when it has none). */
  journalHealth?(name: string): PrinterHealth;
  statusTimeoutMs?: number;
  /** How long a found-printer list is reused when resolving a job's printer. */
  foundTtlMs?: number;
  now?(): number;
}

export interface PrinterRegistry {
  definitions(): PrinterDefinition[];
  save(definition: PrinterDefinition): PrinterDefinition[];
  remove(name: string): PrinterDefinition[];
  list(): Promise<PrinterList>;
  /** The printer for a job; undefined when no source knows the name. */
  resolve(name: string): Promise<ResolvedPrinter | undefined>;
  /**
   * Network printers a search found: resolvable by name (a test page before saving) until the
   * next search, never listed or stored; `identity` is kept per address for later test pages.
   */
  rememberFound(found: readonly { definition: PrinterDefinition; identity?: string }[]): void;
}

const QZ_DETAIL = 'QZ Tray';
const LP_DEVICE = /^lp\d{1,3}$/;

interface Found {
  printers: PrinterInfo[];
  problem: boolean;
  at: number;
}

export function createPrinterRegistry(deps: PrinterRegistryDeps): PrinterRegistry {
  const { log, transports } = deps;
  const deviceDirs = deps.deviceDirs ?? DEFAULT_DEVICE_DIRS;
  const now = deps.now ?? Date.now;
  const foundTtlMs = deps.foundTtlMs ?? 30_000;
  let own = loadDefinitions(deps.file, deviceDirs, log);
  let found: Found | undefined;
  let swept: PrinterDefinition[] = [];
  const identities = new Map<string, string>();
  const identityOf = (definition: PrinterDefinition): { identity?: string } => {
    const c = definition.connection;
    const identity = c.kind === 'tcp' ? identities.get(`${c.host}:${c.port}`) : undefined;
    return identity ? { identity } : {};
  };
  // Transports learn things about their printer (does it answer status queries?): keep them.
  const ports = new Map<string, ResolvedPrinter>();
  const cached = (key: string, make: () => ResolvedPrinter): ResolvedPrinter => {
    let port = ports.get(key);
    if (!port) {
      port = make();
      ports.set(key, port);
    }
    return port;
  };

  const configured = (): PrinterDefinition[] => {
    const names = new Set(own.map((d) => d.name));
    return [...own, ...(deps.extra ?? []).filter((d) => !names.has(d.name))];
  };

  function portOf(definition: PrinterDefinition): ResolvedPrinter {
    return cached(`own:${JSON.stringify({ definition, ...identityOf(definition) })}`, () =>
      makePort(definition),
    );
  }

  function makePort(definition: PrinterDefinition): ResolvedPrinter {
    const c = definition.connection;
    const base = {
      name: definition.name,
      codePage: definition.codePage,
      model: printerModelOf(definition),
      ...identityOf(definition),
    };
    if (c.kind === 'tcp')
      return {
        ...base,
        format: 'escpos',
        port: transports.tcp({ ...c, codePage: definition.codePage, model: base.model }),
      };
    if (c.kind === 'device')
      return { ...base, format: 'escpos', port: transports.device(c.path, base.model) };
    return { ...base, format: 'html', port: transports.os(c.deviceName) };
  }

  async function fromSource(
    source: PrinterSource,
    what: string,
  ): Promise<{ name: string; deviceUri?: string }[] | null> {
    try {
      const entries = await source.listPrinters();
      return entries
        .map((n) => (typeof n === 'string' ? { name: n } : n))
        .filter((n) => n.name.trim() !== '');
    } catch (error) {
      log.warn(`Não foi possível listar as impressoras (${what})`, error);
      return null;
    }
  }

  async function deviceFiles(): Promise<string[] | null> {
    if (!deps.readdir) return [];
    const files: string[] = [];
    for (const dir of deviceDirs) {
      try {
        for (const entry of await deps.readdir(dir)) {
          const file = path.join(dir, entry);
          if (LP_DEVICE.test(entry) && isAllowedDevicePath(file, deviceDirs)) files.push(file);
        }
      } catch (error) {
        // No /dev/usb at all just means no USB printer is plugged in.
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') continue;
        log.warn(`Não foi possível ler ${dir}`, error);
        return null;
      }
    }
    return files;
  }

  const info = (name: string, kind: PrinterInfo['kind'], detail: string): PrinterInfo => ({
    name,
    kind,
    detail,
    configured: false,
    health: deps.journalHealth?.(name) ?? 'unknown',
    // Found printers: the OS and QZ Tray report theirs; a USB device is asked as ESC/POS.
    statusSource:
      kind === 'os' || kind === 'qz'
        ? 'system'
        : (ports.get(`device:${name}`)?.port.statusSource?.() ?? 'printer'),
  });

  async function discover(): Promise<Found> {
    const printers: PrinterInfo[] = [];
    let problem = false;
    if (deps.method() === 'qz') {
      const client = deps.qz?.();
      const names = client ? await fromSource(client, 'QZ Tray') : null;
      if (names === null) problem = true;
      for (const { name } of names ?? []) printers.push(info(name, 'qz', QZ_DETAIL));
    } else {
      const [osNames, files] = await Promise.all([
        deps.osPrinting ? fromSource(deps.osPrinting, 'sistema') : Promise.resolve([]),
        deviceFiles(),
      ]);
      if (osNames === null || files === null) problem = true;
      for (const { name, deviceUri } of osNames ?? [])
        printers.push({ ...info(name, 'os', name), ...(deviceUri ? { deviceUri } : {}) });
      for (const file of files ?? []) printers.push(info(file, 'device', file));
    }
    found = { printers, problem, at: now() };
    return found;
  }

  async function probe(definition: PrinterDefinition): Promise<PrinterHealth> {
    const journal = deps.journalHealth?.(definition.name) ?? 'unknown';
    const port = portOf(definition).port;
    if (!port.status) return journal;
    const timeout = new Promise<'unknown'>((resolve) =>
      setTimeout(() => resolve('unknown'), deps.statusTimeoutMs ?? 1500).unref?.(),
    );
    const status = await Promise.race([port.status().catch(() => 'offline' as const), timeout]);
    return status === 'unknown' ? journal : status;
  }

  return {
    definitions: () => structuredClone(own),

    save(definition) {
      const valid = validateDefinition(definition, deviceDirs);
      const next = [...own.filter((d) => d.name !== valid.name), valid];
      saveDefinitions(deps.file, next);
      own = next;
      log.info(`Impressora ${valid.name} salva (${valid.connection.kind})`);
      return structuredClone(own);
    },

    remove(name) {
      const next = own.filter((d) => d.name !== name);
      saveDefinitions(deps.file, next);
      own = next;
      return structuredClone(own);
    },

    async list() {
      const mine = configured();
      const [discovered, health] = await Promise.all([discover(), Promise.all(mine.map(probe))]);
      const names = new Set(mine.map((d) => d.name));
      const printers: PrinterInfo[] = [
        ...mine.map((d, i) => ({
          name: d.name,
          kind: d.connection.kind,
          detail: detailOf(d),
          configured: true,
          health: health[i] ?? 'unknown',
          codePage: d.codePage,
          model: printerModelOf(d),
          // After the probe: a printer that was asked and never answered says 'none' now.
          statusSource: portOf(d).port.statusSource?.() ?? 'none',
        })),
        ...discovered.printers.filter((p) => !names.has(p.name)),
      ];
      return discovered.problem ? { printers, problem: PRINT_MESSAGES.listProblem } : { printers };
    },

    async resolve(name) {
      const definition = configured().find((d) => d.name === name) ?? swept.find((d) => d.name === name);
      if (definition) return portOf(definition);
      const base = { name, codePage: DEFAULT_CODE_PAGE, model: DEFAULT_PRINTER_MODEL };
      if (deps.method() === 'qz') {
        if (!deps.qz?.()) return undefined;
        return cached(`qz:${name}`, () => ({ ...base, format: 'escpos', port: transports.qz(name) }));
      }
      const fresh = found && now() - found.at < foundTtlMs ? found : undefined;
      let match = fresh?.printers.find((p) => p.name === name);
      if (!match) match = (await discover()).printers.find((p) => p.name === name);
      if (match?.kind === 'device') {
        return cached(`device:${name}`, () => ({
          ...base,
          format: 'escpos',
          port: transports.device(name, base.model),
        }));
      }
      if (match?.kind === 'os') {
        return cached(`os:${name}`, () => ({ ...base, format: 'html', port: transports.os(name) }));
      }
      return undefined;
    },

    rememberFound(list) {
      swept = list.map((f) => f.definition);
      for (const { definition, identity } of list) {
        const c = definition.connection;
        if (identity && c.kind === 'tcp') identities.set(`${c.host}:${c.port}`, identity);
      }
    },
  };
}

function detailOf(definition: PrinterDefinition): string {
  const c = definition.connection;
  if (c.kind === 'tcp') return `${c.host}:${c.port}`;
  return c.kind === 'device' ? c.path : c.deviceName;
}
