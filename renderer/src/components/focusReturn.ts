import { useCallback, useLayoutEffect, useRef } from 'react';
/**
 * Where focus goes when a dialog closes (issue 35 §2: dialogs return focus to the order they came
 * from). Radix gives focus back to the element focused when the dialog opened; an order's row is
 * often redrawn meanwhile (accepted, cancelled: it moves to another section), so that element may
 * be gone. The order is remembered by its id and found again: its row in the list, else the
 * detail pane showing it.
 */
export interface FocusOrigin {
  /** What had focus when the dialog opened. */
  element: HTMLElement | null;
  /** The order it belonged to (a row, the detail pane, a button inside either), if any. */
  orderId: string | null;
}

/** Order ids are [\w-] only (shared/api/live-order); anything else is not looked up. */
const SAFE_ID = /^[\w-]+$/;

/**
 * Controls a shortcut key gave focus to, each with the order focus was on when the key was
 * pressed: a dialog such a control opens (F, the top bar's print queue) came from that order and
 * gives focus back to it, not to the top bar. Kept while the control holds that focus only.
 */
const reachedFrom = new WeakMap<HTMLElement, string>();

export function captureFocusOrigin(doc: Document = document, orderId?: string | null): FocusOrigin {
  const active = doc.activeElement;
  const element = active instanceof HTMLElement && active !== doc.body ? active : null;
  const owner = element?.closest<HTMLElement>('[data-order-id]');
  const keyedFrom = element ? reachedFrom.get(element) : undefined;
  return { element, orderId: orderId ?? owner?.dataset.orderId ?? keyedFrom ?? null };
}

/** Focuses `control` for a shortcut key, remembering the order the key was pressed on (if any). */
export function focusForKey(control: HTMLElement): void {
  const doc = control.ownerDocument;
  const { orderId } = captureFocusOrigin(doc);
  control.focus();
  if (!orderId || doc.activeElement !== control) return;
  reachedFrom.set(control, orderId);
  control.addEventListener('blur', () => reachedFrom.delete(control), { once: true });
}

function findOrder(doc: Document, orderId: string): HTMLElement | null {
  if (!SAFE_ID.test(orderId)) return null;
  return (
    doc.querySelector<HTMLElement>(`.order-row[data-order-id="${orderId}"]`) ??
    doc.querySelector<HTMLElement>(`.order-detail[data-order-id="${orderId}"]`)
  );
}

/**
 * Focuses the order the dialog came from (its row, else the detail pane), else the origin if it
 * is still on screen. The order wins over a button of its action bar: that button is often about
 * to go (Solicitar Motoboy gives way to Cancelar Solicitação once the order is refreshed), and
 * focus would fall to the page with it. False when there is nowhere to go (the caller's default).
 */
export function returnFocus(origin: FocusOrigin, doc: Document = document): boolean {
  const { element, orderId } = origin;
  const target =
    (orderId ? findOrder(doc, orderId) : null) ??
    (element?.isConnected && !element.matches(':disabled') ? element : null);
  if (!target) return false;
  target.focus({ preventScroll: false });
  return doc.activeElement === target;
}

/**
 * For a Radix dialog's `onCloseAutoFocus`: remembers what had focus when `open` turned true (before
 * the dialog's content mounts, so before it takes focus) and returns there, or to its order, on
 * close. Without a Dialog.Trigger Radix itself would leave focus on the page's body.
 */
export function useFocusReturn(open: boolean, orderId?: string | null): (event: Event) => void {
  const origin = useRef<FocusOrigin | null>(null);
  const order = useRef(orderId);
  order.current = orderId;
  useLayoutEffect(() => {
    if (open) origin.current = captureFocusOrigin(document, order.current);
  }, [open]);
  return useCallback((event: Event) => {
    const from = origin.current;
    origin.current = null;
    if (from && returnFocus(from)) event.preventDefault();
  }, []);
}
