/**
 * How the commands put an action in the outbox (issue 19). A full outbox is told to staff in its
 * own words: the action was not kept, and the ordinary error path would only say that the change
 * failed, not why nor what to do. Any other failure to keep it (no session, a disk refusing the
 * write) leaves the caller's ordinary path to try the platform and report as always.
 */
import { OUTBOX_FULL_MESSAGE, type OutboxAction } from '../../../shared/offline';
import { dialogs } from '../components/feedback/dialogs';
import { queueAction } from './desk';

/** `full`: not kept, and staff were told (unless silent). `failed`: not kept, nothing said. */
export type KeepOutcome = 'kept' | 'full' | 'failed';

/**
 * Whether an error is a store refusing more actions. The desktop's comes through IPC, which wraps
 * the message ('Error invoking remote method …: Error: …'), so it is looked for, not compared.
 */
function isOutboxFull(err: unknown): boolean {
  return err instanceof Error && err.message.includes(OUTBOX_FULL_MESSAGE);
}

export async function keepAction(
  action: OutboxAction,
  possiblySent: boolean,
  opts: { silent?: boolean } = {},
): Promise<KeepOutcome> {
  try {
    return (await queueAction(action, possiblySent)) ? 'kept' : 'failed';
  } catch (err) {
    if (!isOutboxFull(err)) return 'failed';
    if (!opts.silent) void dialogs.alert({ message: OUTBOX_FULL_MESSAGE });
    return 'full';
  }
}
