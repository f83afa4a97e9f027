/**
 * How the commands put an action in the outbox (issue 19). A full outbox is told to staff in its
 * own words: the action was not kept, and the ordinary error path would only say that the change
 * failed, not why nor what to do. So is a browser whose storage keeps nothing (issue 36 §2): the
 * action cannot wait, as one policy.ts refuses offline. Any other failure to keep it (no session,
 * a disk refusing the write) leaves the caller's ordinary path to try the platform and report.
 */
import { OUTBOX_FULL_MESSAGE, OUTBOX_NOT_KEPT_MESSAGE, type OutboxAction } from '../../../shared/offline';
import { dialogs } from '../components/feedback/dialogs';
import { queueAction, useOutbox } from './desk';
import { NOT_KEPT_REASON } from './policy';

/**
 * `full`: not kept, and staff were told (unless silent). `refused`: not kept because nothing can
 * be (told likewise). `failed`: not kept, nothing said.
 */
export type KeepOutcome = 'kept' | 'full' | 'refused' | 'failed';

/** The reason a caller reports for `full` and `refused`. */
export function keepRefusalText(outcome: 'full' | 'refused'): string {
  return outcome === 'full' ? OUTBOX_FULL_MESSAGE : NOT_KEPT_REASON;
}

/**
 * Whether an error is a store refusing more actions. The desktop's comes through IPC, which wraps
 * the message ('Error invoking remote method …: Error: …'), so it is looked for, not compared.
 */
function hasMessage(err: unknown, message: string): boolean {
  return err instanceof Error && err.message.includes(message);
}

export async function keepAction(
  action: OutboxAction,
  possiblySent: boolean,
  opts: { silent?: boolean } = {},
): Promise<KeepOutcome> {
  try {
    return (await queueAction(action, possiblySent)) ? 'kept' : 'failed';
  } catch (err) {
    const outcome = hasMessage(err, OUTBOX_FULL_MESSAGE)
      ? 'full'
      : hasMessage(err, OUTBOX_NOT_KEPT_MESSAGE)
        ? 'refused'
        : null;
    if (!outcome) return 'failed';
    // Learnt at the press (a quota reached mid-shift): the banner and the buttons follow.
    if (outcome === 'refused') useOutbox.setState({ notKept: true });
    if (!opts.silent) void dialogs.alert({ message: keepRefusalText(outcome) });
    return outcome;
  }
}
