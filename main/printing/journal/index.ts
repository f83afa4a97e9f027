export {
  copiesToSend,
  createPrintJournal,
  JobCannotPrintError,
  type DiscardOutcome,
  PROBLEM_POLL_MS,
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
