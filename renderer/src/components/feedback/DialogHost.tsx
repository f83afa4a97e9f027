import { AlertDialog } from 'radix-ui';
import { CircleAlert, CircleCheck, CircleHelp, Info } from 'lucide-react';
import { useFocusReturn } from '../focusReturn';
import { useDialogStore, type DialogTone } from './dialogs';

const ICONS: Record<DialogTone, typeof Info> = {
  info: Info,
  error: CircleAlert,
  question: CircleHelp,
  success: CircleCheck,
};

/** Shows the first queued dialog. Every text is rendered as text: server messages cannot inject HTML. */
export function DialogHost() {
  const request = useDialogStore((s) => s.queue[0]);
  // Each request is a dialog of its own: focus goes back to what it was opened from.
  const onCloseAutoFocus = useFocusReturn(request !== undefined);
  if (!request) return null;
  const Icon = ICONS[request.tone];
  const dismissable = request.dismissValue !== null;
  return (
    <AlertDialog.Root
      key={request.id}
      open
      onOpenChange={(open) => {
        if (!open && dismissable) request.settle(request.dismissValue);
      }}
    >
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="dialog-overlay dialog-overlay--alert" />
        <AlertDialog.Content
          className={`dialog dialog--alert dialog--${request.tone}`}
          onCloseAutoFocus={onCloseAutoFocus}
          onEscapeKeyDown={(e) => {
            if (!dismissable) e.preventDefault();
          }}
          {...(request.message ? {} : { 'aria-describedby': undefined })}
        >
          <div className="dialog__head">
            <Icon className="dialog__icon" aria-hidden size={28} />
            <AlertDialog.Title className="dialog__title">{request.title}</AlertDialog.Title>
          </div>
          {request.message ? (
            <AlertDialog.Description className="dialog__message">{request.message}</AlertDialog.Description>
          ) : null}
          {request.detail ? <p className="dialog__detail">{request.detail}</p> : null}
          <div className="dialog__actions">
            {request.actions.map((action) =>
              action.href ? (
                <a
                  key={action.value}
                  href={action.href}
                  className={`btn btn--md btn--${action.variant ?? 'secondary'}`}
                  onClick={() => request.settle(action.value)}
                >
                  {action.label}
                </a>
              ) : (
                <button
                  key={action.value}
                  type="button"
                  className={`btn btn--md btn--${action.variant ?? 'secondary'}`}
                  onClick={() => request.settle(action.value)}
                >
                  {action.label}
                </button>
              ),
            )}
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
