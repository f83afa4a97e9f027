import { Dialog } from 'radix-ui';
import { X } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from './Button';
import { useFocusReturn } from './focusReturn';

export interface ModalProps {
  open: boolean;
  title: string;
  description?: ReactNode;
  /**
   * Asked before closing (Escape, outside click, the X). Return false to keep the modal open,
   * e.g. a mandatory terms modal.
   */
  onRequestClose(): boolean | void;
  children: ReactNode;
  size?: 'sm' | 'md' | 'lg';
  /** Hides the X button (the footer offers the way out). */
  hideClose?: boolean;
  /**
   * The order the modal acts on: on close, focus goes back to where it was or, when that is gone
   * (the row redrawn), to this order's row. Without it, the order owning the focused element.
   */
  orderId?: string | null;
}

/** The app's modal: Radix Dialog (focus trap, Escape, labelled by its title). */
export function Modal({
  open,
  title,
  description,
  onRequestClose,
  children,
  size = 'md',
  hideClose,
  orderId,
}: ModalProps) {
  const onCloseAutoFocus = useFocusReturn(open, orderId);
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        if (!next) onRequestClose();
      }}
    >
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay" />
        <Dialog.Content
          className={`dialog dialog--modal dialog--${size}`}
          {...(description ? {} : { 'aria-describedby': undefined })}
          onCloseAutoFocus={onCloseAutoFocus}
          onInteractOutside={(e) => {
            // Outside clicks don't close forms (a stray click must not lose what was typed), and
            // focus moving to an alert raised on top of the modal must not close it either.
            e.preventDefault();
          }}
        >
          <div className="dialog__header">
            <Dialog.Title className="dialog__title">{title}</Dialog.Title>
            {hideClose ? null : (
              <Dialog.Close className="icon-btn" aria-label="Fechar janela">
                <X size={20} aria-hidden />
              </Dialog.Close>
            )}
          </div>
          {description ? (
            <Dialog.Description className="dialog__message">{description}</Dialog.Description>
          ) : null}
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** The footer of a modal that only shows something: its one way out, 'Fechar'. */
export function ModalCloseFooter({
  onClose,
  className = 'dialog__actions',
}: {
  onClose(): void;
  className?: string;
}) {
  return (
    <div className={className}>
      <Button variant="secondary" onClick={onClose}>
        Fechar
      </Button>
    </div>
  );
}
