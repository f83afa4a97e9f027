export {
  copiesToSend,
  createPrintJournal,
  JobCannotPrintError,
  type DiscardOutcome,
  printerNotFoundMessage,
  systemJournalTimers,
  type JournalPort,
  type JournalTimers,
  type PrintJournal,
  type PrintJournalDeps,
} from './journal';
export {
  backoffMs,
  clampDelay,
  jobKey,
  type JobRequest,
  type JobState,
  type JournalSnapshot,
  type PrintJob,
  type RenderRequest,
  type TicketKind,
} from './model';
