/**
 * Printing as both processes see it: the cash desk's local print settings (spec 01 §3, 02 §3),
 * the printer list, the print queue and the outcome of a print request. Main owns all of it
 * (settings, secrets, journal, transports); the renderer reads and changes it through the
 * `printing` bridge domain, or, in web mode, through the local print module (spec 01 §7).
 */
import type { PrintFlag, PrintMethod, PrintPageWidth, PrintSettings } from './api/platform-v1';
import type { StationCount } from './print-stations';
import type {
  EscPosCodePage,
  PrinterConnection,
  PrinterHealth,
  PrinterKind,
  PrinterModel,
  PrinterProblem,
} from './printers';

export type { PrintMethod, PrintPageWidth };

/** Production routing of one menu category; `nome` keeps the category name for the ticket. */
export interface LocalProductionPrinter {
  impressora: string;
  agrupamento: string;
  nome?: string;
}

/**
 * The local print settings, under the spec's own keys and value forms (flags 'true'/'false',
 * width '4,8'/'7,0', delay in ms), so a cloud sync is a plain copy both ways. Printers are named
 * by the printer name the printer list gives (as the original print module did).
 */
export interface LocalPrintSettings extends Omit<
  PrintSettings,
  'id_estabelecimento' | 'sincronizado' | 'impressora' | 'impressorasProducao'
> {
  impressorasProducao: Record<string, LocalProductionPrinter>;
  /**
   * This computer only, never in the cloud record (issue 20 §4): 'Abrir a gaveta ao imprimir ou
   * entregar pedido em dinheiro'. Absent (settings saved before it existed) reads as off.
   */
  abrirGavetaDinheiro?: PrintFlag;
  /**
   * This computer only, like the drawer option (issue 20 §5): closing the store from the header
   * switch opens the 'Resumo do dia' preview to print. Absent reads as off.
   */
  imprimirResumoAoFechar?: PrintFlag;
  /**
   * Beyond the spec, this computer only (issue 33; shared/print-stations.ts): number each
   * station's tickets per business day; print CANCELADO / ALTERADO slips on the production
   * printers; and on the cashier printers too. Absent reads as ON for these three.
   */
  numerarCupons?: PrintFlag;
  avisoCancelamento?: PrintFlag;
  avisoCancelamentoCaixa?: PrintFlag;
}

/** The local print settings that stay on this computer: never sent to, nor taken from, the cloud. */
const LOCAL_ONLY_PRINT_FLAGS = [
  'abrirGavetaDinheiro',
  'imprimirResumoAoFechar',
  'numerarCupons',
  'avisoCancelamento',
  'avisoCancelamentoCaixa',
] as const;
type LocalOnlyFlag = (typeof LOCAL_ONLY_PRINT_FLAGS)[number];

/** The local-only flags `read` has (null: never saved, left absent, so it reads as off). */
export function localOnlyFlags(
  read: (key: LocalOnlyFlag) => string | null,
): Partial<Record<LocalOnlyFlag, PrintFlag>> {
  const out: Partial<Record<LocalOnlyFlag, PrintFlag>> = {};
  for (const key of LOCAL_ONLY_PRINT_FLAGS) {
    const raw = read(key);
    if (raw !== null) out[key] = raw === 'true' ? 'true' : 'false';
  }
  return out;
}

/**
 * What the settings screen gets back. The QZ certificate is public and comes back as text; the
 * private key never leaves main: only whether one is stored.
 */
export interface PrintSettingsView {
  settings: LocalPrintSettings;
  qz: { certificate: string; hasPrivateKey: boolean };
  /**
   * No print settings were ever saved on this computer (the settings are the defaults): the
   * first login offers 'Configurar este computador' (issue 35 §1). Absent once anything was saved.
   */
  neverSaved?: true;
}

/**
 * QZ credentials from the settings screen. A string replaces the stored value, null removes it,
 * undefined keeps it. Choosing a non-QZ method clears both (02 §4).
 */
export interface QzCredentialsPatch {
  certificate?: string | null;
  privateKey?: string | null;
}

export * from './printers';
export * from './cash-drawer';

export interface PrinterInfo {
  name: string;
  kind: PrinterKind;
  /** '192.168.0.50:9100', '/dev/usb/lp0', the OS device name, 'QZ Tray'. */
  detail: string;
  /** Added by hand (can be edited and removed), or found (OS printers, /dev/usb/lp*, QZ). */
  configured: boolean;
  health: PrinterHealth;
  codePage?: EscPosCodePage;
  model?: PrinterModel;
  /** OS printers: where the OS sends its jobs ('socket://192.168.0.50:9100'), when it says. */
  deviceUri?: string;
  /** Where its status comes from (issue 32 §1): the printer, the system, or nowhere. */
  statusSource?: PrinterStatusSource;
}

/**
 * Where a printer's paper-out and cover-open come from: read from the printer ('printer'),
 * reported by the OS spooler or QZ Tray ('system'), or nowhere ('none': its tickets are
 * 'enviado', and the store is told once when it chooses it).
 */
export type PrinterStatusSource = 'printer' | 'system' | 'none';

export const STATUS_SOURCE_TEXT: Record<PrinterStatusSource, string> = {
  printer: 'Status lido da impressora',
  system: 'Status pelo sistema',
  none: 'Esta impressora não informa falta de papel',
};

export interface PrinterList {
  printers: PrinterInfo[];
  /** 'Problemas no módulo de impressão.' when the list could not be read (02 §2.8). */
  problem?: string;
}

/** How a found network printer that did not say its maker and model is shown (issue 20 §2). */
export const UNIDENTIFIED_PRINTER = 'ESC/POS (modelo não identificado)';

/** A printer 'Procurar impressoras' found: on the network, a USB device file, the OS or QZ Tray. */
export interface FoundPrinter {
  /** The name it is (or would be) saved and routed under, and its test page is printed to. */
  name: string;
  kind: PrinterKind;
  /** '192.168.0.50:9100', '/dev/usb/lp0', the OS device name, 'QZ Tray'. */
  detail: string;
  /** Network printers: what is saved as a hand-configured printer when it is put to use. */
  connection?: PrinterConnection;
  model?: PrinterModel;
  /** Maker and model as the printer named itself ('ELGIN i9'); absent when it did not say. */
  identity?: string;
  /** Already in this computer's printer list (saved by hand, or listed by the OS, USB or QZ). */
  listed: boolean;
  /** Other ways to the same printer (the OS queue that prints to this network address). */
  alsoAt?: { kind: PrinterKind; detail: string }[];
}

/** Sent while a search runs: addresses tried of all, and every printer found so far. */
export interface DiscoveryProgress {
  done: number;
  total: number;
  printers: FoundPrinter[];
}

export interface DiscoveryResult {
  printers: FoundPrinter[];
  cancelled: boolean;
  /** Why the network part was not searched (web mode, no network), in Portuguese. */
  notice?: string;
}

/** 'cancel' / 'change': the CANCELADO and ALTERADO slips (issue 33 §2). */
export type PrintTicketKind = 'cashier' | 'production' | 'summary' | 'cancel' | 'change';
/** The queue's label of a day summary's job. */
export const DAY_SUMMARY_LABEL = 'Resumo do dia';
/** 'parked': a job that cannot print as it is; it waits for staff to reprint or discard it. */
export type PrintJobState = 'queued' | 'printing' | 'printed' | 'failed' | 'parked';

export interface PrintJobView {
  key: string;
  orderId: string;
  kind: PrintTicketKind;
  categoryId?: string;
  /** Category name or 'Caixa', for the queue view. */
  label: string;
  printerName: string;
  state: PrintJobState;
  reprint: boolean;
  attempts: number;
  lastError?: string;
  createdAt: number;
  updatedAt: number;
  nextAttemptAt?: number;
  printedAt?: number;
  /** Printed: sent to a printer that cannot confirm it took the job ('enviado', not 'impresso'). */
  unconfirmed?: true;
  /** The station's number of this ticket in its business day (issue 33 §1). */
  stationNo?: number;
  /** Its place in the queue (the journal's order); main's queue sets it. */
  seq?: number;
  /** How people call the station, where its id is not that ('Tela Chapa' for `tela:chapa`). */
  printerLabel?: string;
}

/** A printer that needs someone: offline, out of paper, or not configured, with jobs waiting. */
export interface PrinterAlert {
  printerName: string;
  message: string;
  waitingJobs: number;
  /** Set when the printer itself reported why (its jobs wait, nothing to reprint); message is printerProblemMessage. */
  problem: PrinterProblem | null;
}

export interface PrintQueue {
  /** Web mode: the browser keeps the tickets not yet out, so closing or reloading the tab loses none (issue 36 §2). */
  keptAcrossReload?: true;
  pending: PrintJobView[];
  failed: PrintJobView[];
  printedToday: PrintJobView[];
  alerts: PrinterAlert[];
  /** Per station, the last number out and those not out yet (issue 33 §1); absent without numbers. */
  stations?: StationCount[];
  /** Main's push revision this queue is at (shared/print-queue-update.ts); absent on the web. */
  rev?: number;
}

/** Errors come back as results (an IPC rejection loses its message); texts are the spec's (01 §8). */
export type PrintOutcome = { ok: true } | { ok: false; error: string };

export type PrintOrderOutcome =
  | {
      ok: true;
      /** Jobs this call queued (0 when the order was already printed: nothing prints twice). */
      queued: number;
      /** Category names with items but no printer: nothing went to the kitchen for them. */
      skippedCategories: string[];
    }
  | { ok: false; error: string };

/** The spec's printing messages (01 §8, 02 §2.8), verbatim. */
export const PRINT_MESSAGES = {
  noPrinter: 'Impressora não selecionada, escolha uma impressora e tente novamente.',
  nativeFailed: 'Erro na impressão nativa 8847!',
  moduleNotFound: 'Módulo da impressora não encontrado',
  moduleError: 'Erro no módulo de impressão',
  ep01: 'Erro EP01 - módulo de impressão',
  listProblem: 'Problemas no módulo de impressão.',
} as const;

/** Local print module ports (01 §9): 'aiboo' answers on 65517, 'nat' on 8847. */
export const LOCAL_PRINT_PORTS = { aiboo: 65517, nat: 8847 } as const;

/**
 * Spec 01 §3's local defaults, the one copy main, web mode and tests use. Margins: 02 §9 reads
 * the font/margin defaults two ways (1 or 0); 0 is chosen, as 01 §3 lists it and a margin of
 * one column would shift every 58 mm ticket. The flags are 01 §3's local 'false' (the cloud
 * record the platform keeps has its own defaults).
 */
export const DEFAULT_LOCAL_PRINT_SETTINGS: Readonly<LocalPrintSettings> = Object.freeze({
  defaultPrinter: '',
  impressaoLayout: 1,
  delay: 1000,
  impressaoProducao: 'false',
  impressaoEstabelecimento: 'false',
  impressaoCliente: 'false',
  impressaoItemAgrupado: 'false',
  autoAceiteImprimir: 'false',
  qtdeCopia: 1,
  larguraMaximaPagina: '7,0',
  metodoImpressao: 'aiboo',
  saltoLinhaInicio: 0,
  margemEsquerda: 0,
  margemDireita: 0,
  nomeFonte: 'Tahoma',
  tamanhoFonte: 8,
  impressorasCaixa: [],
  impressorasProducao: {},
});

/** The local settings' whole-number fields that the settings form types as text. */
export type PrintNumberField = 'qtdeCopia' | 'saltoLinhaInicio' | 'margemEsquerda' | 'margemDireita';

/**
 * Ranges the local settings take (the settings form checks them, a synced cloud record is read
 * within them so it is always saved); sandbox/print-settings/service.ts mirrors the cloud's own.
 */
export const PRINT_NUMBER_RANGES: Readonly<
  Record<PrintNumberField, { min: number; max: number; label: string }>
> = {
  qtdeCopia: { min: 1, max: 10, label: 'O número de cópias' },
  saltoLinhaInicio: { min: 0, max: 20, label: 'As linhas puladas no início' },
  margemEsquerda: { min: 0, max: 6, label: 'A margem esquerda' },
  margemDireita: { min: 0, max: 6, label: 'A margem direita' },
};

/** The wait after a ticket's first failure; each further consecutive failure doubles it. */
const FIRST_PRINT_RETRY_MS = 2000;
/** The longest wait between two tries of a ticket. */
const MAX_PRINT_RETRY_MS = 60_000;

/**
 * How long a failed ticket waits before the next try, for the n-th consecutive failure (n ≥ 1):
 * 2 s, 4 s, 8 s, … capped at 60 s. The desktop journal and web mode use the same policy.
 */
export function printRetryDelayMs(attempts: number): number {
  const exp = Math.max(0, Math.min(attempts - 1, 10));
  return Math.min(MAX_PRINT_RETRY_MS, FIRST_PRINT_RETRY_MS * 2 ** exp);
}

/** Web mode keeps its tickets only while the page lives (no journal in a browser). */
export const WEB_QUEUE_CLOSE_NOTICE =
  'Não feche nem recarregue esta aba: os cupons que ainda esperam impressão serão perdidos.';
