/**
 * The kitchen cards on disk: a snapshot (`kitchen-cards.json`, the format the version before
 * rewrote whole on every change, so an existing file loads as is) plus an append-only log
 * (`kitchen-cards.json.log`): one line per change, the card's whole new record, the revision the
 * change made and the orders' progress marks it raised, in one line so a power cut keeps all of a
 * change or none of it. A change costs one short append, not a rewrite of a file that grows with
 * the day's cards (two full rewrites with fsync and rename per order, on main's thread).
 *
 * Compaction, as the print journal's, by the same piece (main/storage/compacting-log.ts): once
 * the log outgrows the cards it is rotated (`.log.old`) and a fresh snapshot is written in the
 * background (temp, fsync, rename); the rotated log is deleted only after the rename, so a crash
 * at any step loses nothing. Loading reads snapshot, rotated log, current log: the last record of
 * a card wins, so a change found twice counts once.
 */
import { z } from 'zod';
import type { KitchenOrderProgress } from '../../shared/kitchen-screen/contract';
import type { Logger } from '../log/logger';
import { createCompactingLog } from '../storage/compacting-log';
import { readValidatedJsonFile, removeStaleTempFiles } from '../storage/json-file';
import { logPathOf, readLineLog, rotatedLogPathOf, type LineLogMessages } from '../storage/line-log';
import { cardSchema } from './card-schema';

/** A card and whether staff took it off after its cancel ('acknowledge'): then it is gone for good. */
export const storedCardSchema = cardSchema.extend({ acknowledgedAt: z.number().optional() });
export type StoredCard = z.infer<typeof storedCardSchema>;

const progressSchema = z.object({
  orderId: z.string(),
  state: z.enum(['opened', 'ready']),
  at: z.number(),
}) satisfies z.ZodType<KitchenOrderProgress>;

const fileSchema = z.object({
  version: z.literal(1),
  revision: z.number().int().min(0),
  screens: z.record(z.string(), z.number().int().min(0)),
  cards: z.array(storedCardSchema),
  progress: z.array(progressSchema),
});

const logRecordSchema = z
  .object({
    rev: z.number().int().min(0),
    card: storedCardSchema,
    progress: z.array(progressSchema).optional(),
  })
  .strict();
export type CardChangeRecord = z.infer<typeof logRecordSchema>;

/** The log is compacted once it has more lines than this, or than cards if there are more. */
export const CARDS_COMPACT_MIN_LINES = 500;

export interface CardsState {
  revision: number;
  /** Each screen's revision (the last change of one of its cards). */
  screens: Map<string, number>;
  cards: Map<string, StoredCard>;
  progress: KitchenOrderProgress[];
}

export interface CardStore {
  /** Snapshot, rotated log, current log: the last record of each card wins. */
  load(): CardsState;
  /** Appends the change; `durable`: on the disk before this returns. Never throws. */
  append(change: CardChangeRecord, opts: { durable: boolean }): void;
  /** Resolves once every change appended so far is on the disk. */
  stored(): Promise<void>;
  /** Starts a compaction in the background if the log has outgrown the cards. */
  compactIfDue(): void;
  /** Rotates the log and writes the snapshot now; resolves when done (never rejects). */
  compact(): Promise<void>;
  /** Waits for a compaction in flight, syncs and closes the log. */
  close(): Promise<void>;
}

const LOG_MESSAGES: LineLogMessages = {
  unreadable: (name) => `Registro dos cartões da cozinha ilegível (${name}); ignorado`,
  torn: (name) => `Cartões da cozinha: última linha de ${name} incompleta (gravação interrompida); ignorada`,
  bad: (count, name, copy) =>
    `Cartões da cozinha: ${count} linha(s) ilegível(is) em ${name}; ignorada(s) (cópia em ${copy})`,
};

export function createCardStore(deps: {
  file: string;
  log: Logger;
  now(): number;
  /** The live state, for the snapshot (read while it is written: a later change is in the new log too). */
  live(): CardsState;
  /** How many cards are live (the log is compacted once it has more lines). */
  count(): number;
  compactMinLines?: number;
}): CardStore {
  const { file, log } = deps;
  const compactingLog = createCompactingLog<CardChangeRecord>({
    file,
    log,
    now: () => deps.now(),
    minLines: deps.compactMinLines ?? CARDS_COMPACT_MIN_LINES,
    live: () => deps.count(),
    // The screen keeps the card from memory; the next compaction writes everything, this included.
    onRefused: 'remember',
    snapshot: snapshotParts,
    messages: {
      syncFailed: 'Falha ao sincronizar os cartões da cozinha',
      writeFailed: 'Não foi possível gravar os cartões da cozinha',
      writesAgain: 'Cartões da cozinha gravados de novo',
      compactFailed: 'Não foi possível compactar os cartões da cozinha; o registro continua com tudo',
    },
  });

  function apply(state: CardsState, records: readonly CardChangeRecord[]): void {
    for (const { rev, card, progress } of records) {
      state.cards.set(card.key, card);
      state.revision = Math.max(state.revision, rev);
      state.screens.set(card.screenId, Math.max(state.screens.get(card.screenId) ?? 0, rev));
      state.progress.push(...(progress ?? []));
    }
  }

  function* snapshotParts(): Generator<string> {
    const state = deps.live();
    yield `{"version":1,"revision":${state.revision},"screens":${JSON.stringify(Object.fromEntries(state.screens))},"cards":[`;
    let first = true;
    for (const card of state.cards.values()) {
      yield `${first ? '\n' : ',\n'}${JSON.stringify(card)}`;
      first = false;
    }
    yield `\n],"progress":${JSON.stringify(state.progress)}}\n`;
  }

  return {
    load() {
      const stamp = new Date(deps.now());
      removeStaleTempFiles(file);
      const state: CardsState = { revision: 0, screens: new Map(), cards: new Map(), progress: [] };
      const read = readValidatedJsonFile(file, fileSchema, stamp);
      if (read.kind === 'invalid') log.warn('Cartões da tela da cozinha ilegíveis; começando sem cartões');
      if (read.kind === 'ok') {
        state.revision = read.value.revision;
        for (const [screen, rev] of Object.entries(read.value.screens)) state.screens.set(screen, rev);
        for (const card of read.value.cards) state.cards.set(card.key, card);
        state.progress.push(...read.value.progress);
      }
      const opts = { log, now: stamp, messages: LOG_MESSAGES };
      const rotated = readLineLog(rotatedLogPathOf(file), logRecordSchema, opts);
      const current = readLineLog(logPathOf(file), logRecordSchema, opts);
      apply(state, rotated ?? []);
      apply(state, current ?? []);
      const lines = current?.length ?? 0;
      // Whatever the logs hold is folded into a fresh snapshot at the first change.
      compactingLog.loaded({ lines, wanted: read.kind === 'invalid' || rotated !== undefined || lines > 0 });
      return state;
    },

    append: (change, opts) => compactingLog.append([change], opts),
    stored: compactingLog.stored,
    compactIfDue: compactingLog.compactIfDue,
    compact: compactingLog.compact,
    close: compactingLog.close,
  };
}
