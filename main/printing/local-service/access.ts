/**
 * The local print host's access settings (issue 37 §1), kept by main beside the print settings
 * in `local-print-host.json`: whether the desktop serves the host, the install's pairing code
 * (created at first start, rotated from the settings screen) and the web-mode origins it answers.
 *
 * Whether the host runs on a desktop that had no such file yet: the desktop prints over IPC and
 * needs no host, so a new install starts with it off. An update from a version that always ran
 * it must not silently stop a browser or program that printed through it, so `wasUsed()` (the
 * caller's migration signal, see previousHostUse) decides that first value; it is stored, and
 * never asked again.
 */
import fs from 'node:fs';
import path from 'node:path';
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import {
  DEFAULT_LOCAL_HOST_WEB_ORIGINS,
  formatToken,
  LOCAL_HOST_MESSAGES,
  normalizeToken,
  normalizeWebOrigin,
} from '../../../shared/local-print-host';
import type { Logger } from '../../log/logger';
import { readValidatedJsonFile, writeJsonFileAtomic } from '../../storage/json-file';

const stateSchema = z.object({
  version: z.literal(1),
  enabled: z.boolean(),
  token: z.string().refine((t) => normalizeToken(t) === t),
  webOrigins: z.array(z.string().refine((o) => normalizeWebOrigin(o) === o)).max(10),
});

export type LocalHostState = z.infer<typeof stateSchema>;

interface LocalHostAccessDeps {
  file: string;
  log: Logger;
  /** The first value of `enabled` when there is no file yet (migration; see the header). */
  wasUsed(): boolean;
  random?(size: number): Uint8Array;
}

export class LocalHostAccessError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'LocalHostAccessError';
  }
}

export function createLocalHostAccess(deps: LocalHostAccessDeps) {
  const random = deps.random ?? ((size: number) => randomBytes(size));
  const newToken = () => formatToken(random(20));

  function firstState(): LocalHostState {
    const enabled = deps.wasUsed();
    deps.log.info(
      enabled
        ? 'Módulo de impressão local: ligado (esta instalação já atendeu um navegador ou programa)'
        : 'Módulo de impressão local: desligado (instalação nova; ligue em Configurações > Impressoras)',
    );
    return { version: 1, enabled, token: newToken(), webOrigins: [...DEFAULT_LOCAL_HOST_WEB_ORIGINS] };
  }

  /** The state kept on disk, or a new one (`fresh`) that still has to be written. */
  function load(): { state: LocalHostState; fresh: boolean } {
    const read = readValidatedJsonFile(deps.file, stateSchema);
    if (read.kind === 'ok') return { state: read.value, fresh: false };
    if (read.kind !== 'missing') {
      // A broken file gets a new code and keeps the host off: nothing pairs by accident.
      deps.log.error(
        `Acesso ao módulo de impressão ilegível (cópia em ${read.backup ?? 'nenhuma'})`,
        read.error,
      );
      const state: LocalHostState = {
        version: 1,
        enabled: false,
        token: newToken(),
        webOrigins: [...DEFAULT_LOCAL_HOST_WEB_ORIGINS],
      };
      return { state, fresh: true };
    }
    return { state: firstState(), fresh: true };
  }

  const loaded = load();
  let state = loaded.state;
  // A new state is written at once: the code shown must be the code that works after a restart.
  // One read from disk is left as it is (no rewrite on every start).
  if (loaded.fresh) writeJsonFileAtomic(deps.file, state);

  function store(next: LocalHostState): LocalHostState {
    writeJsonFileAtomic(deps.file, next);
    state = next;
    return { ...state, webOrigins: [...state.webOrigins] };
  }

  return {
    get: (): LocalHostState => ({ ...state, webOrigins: [...state.webOrigins] }),
    token: () => state.token,
    webOrigins: (): readonly string[] => state.webOrigins,
    /** Constant-time check of a header value against the code (any spelling normalizeToken reads). */
    accepts(header: string | undefined): boolean {
      const given = header === undefined ? null : normalizeToken(header);
      if (given === null) return false;
      const a = Buffer.from(given);
      const b = Buffer.from(state.token);
      return a.length === b.length && timingSafeEqual(a, b);
    },
    setEnabled(enabled: boolean): LocalHostState {
      deps.log.info(`Módulo de impressão local ${enabled ? 'ligado' : 'desligado'} nas configurações`);
      return store({ ...state, enabled });
    },
    rotate(): LocalHostState {
      deps.log.info(
        'Módulo de impressão local: novo código de pareamento gerado; o anterior deixou de valer',
      );
      return store({ ...state, token: newToken() });
    },
    setWebOrigins(origins: readonly string[]): LocalHostState {
      const normalized = origins.map((o) => normalizeWebOrigin(o));
      if (normalized.some((o) => o === null) || normalized.length > 10) {
        throw new LocalHostAccessError(LOCAL_HOST_MESSAGES.badOrigin);
      }
      return store({ ...state, webOrigins: [...new Set(normalized as string[])] });
    },
  };
}

export type LocalHostAccess = ReturnType<typeof createLocalHostAccess>;

/**
 * Lines only the previous versions' local print host wrote when a browser or another program
 * printed or opened the drawer through it (the desktop's own printing goes over IPC and never
 * writes these): their presence in main.log or its rotated files is the sign an update must
 * keep the host on.
 */
const HOST_USE_MARKERS = ['Serviço local: cupom impresso em', 'Serviço local: impressão em'];

/**
 * Whether this install's logs show the local print host served a caller. Read once, on the
 * first start of a version that has the setting. The logs rotate (4 × 1 MB), so a host used
 * long ago may not show: such a store turns it on in the settings, where the code is.
 */
export function previousHostUse(logDir: string): boolean {
  let names: string[];
  try {
    names = fs.readdirSync(logDir).filter((n) => /^main(\.\d+)?\.log$/.test(n));
  } catch {
    return false;
  }
  return names.some((name) => {
    try {
      const text = fs.readFileSync(path.join(logDir, name), 'utf8');
      return HOST_USE_MARKERS.some((marker) => text.includes(marker));
    } catch {
      return false;
    }
  });
}
