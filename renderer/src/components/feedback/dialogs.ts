/**
 * The app's one dialog system, imperative so non-React code (the HTTP layer, the realtime
 * client) can use it: `dialogs.alert(...)`, `dialogs.confirm(...)`, `dialogs.choose(...)`.
 * Requests queue up in a store and <DialogHost> shows them one at a time (Radix AlertDialog:
 * focus trapped, Escape = the dismiss value, or nothing when the dialog is not dismissable).
 */
import { create } from 'zustand';

export type DialogTone = 'info' | 'error' | 'question' | 'success';

export interface DialogAction {
  value: string;
  label: string;
  variant?: 'primary' | 'secondary' | 'danger';
  /** Renders the action as a link (e.g. '#/login'); choosing it still closes the dialog. */
  href?: string;
}

export interface DialogOptions {
  title: string;
  message?: string;
  /** A second, smaller paragraph (technical detail, support phone). */
  detail?: string;
  tone?: DialogTone;
  actions: DialogAction[];
  /** The value Escape gives; null makes the dialog non-dismissable. */
  dismissValue: string | null;
  /** Requests with the same key while one is open share it instead of stacking. */
  key?: string;
}

export interface DialogRequest extends Required<Pick<DialogOptions, 'title' | 'tone' | 'actions'>> {
  id: number;
  message?: string;
  detail?: string;
  dismissValue: string | null;
  key?: string;
  settle(value: string | null): void;
}

interface DialogState {
  queue: DialogRequest[];
}

export const useDialogStore = create<DialogState>(() => ({ queue: [] }));

let nextId = 1;
const pendingByKey = new Map<string, Promise<string | null>>();

function open(options: DialogOptions): Promise<string | null> {
  if (options.key) {
    const pending = pendingByKey.get(options.key);
    if (pending) return pending;
  }
  const id = nextId++;
  const promise = new Promise<string | null>((resolve) => {
    const request: DialogRequest = {
      id,
      title: options.title,
      message: options.message,
      detail: options.detail,
      tone: options.tone ?? 'info',
      actions: options.actions,
      dismissValue: options.dismissValue,
      key: options.key,
      settle(value) {
        useDialogStore.setState((s) => ({ queue: s.queue.filter((r) => r.id !== id) }));
        if (options.key) pendingByKey.delete(options.key);
        resolve(value);
      },
    };
    useDialogStore.setState((s) => ({ queue: [...s.queue, request] }));
  });
  if (options.key) pendingByKey.set(options.key, promise);
  return promise;
}

const INFO_TITLE = 'Atenção!';
const ERROR_TITLE = 'Erro!';
const CONFIRM_TITLE = 'Você tem certeza?';

export interface AlertOptions {
  /** Defaults to 'Atenção!' (info) or 'Erro!' (error). */
  title?: string;
  message: string;
  detail?: string;
  tone?: 'info' | 'error' | 'success';
  okLabel?: string;
  key?: string;
}

export interface ConfirmOptions {
  title?: string;
  message: string;
  confirmLabel?: string;
  cancelLabel?: string;
  danger?: boolean;
  key?: string;
}

export interface ChooseOptions<T extends string> {
  title: string;
  message?: string;
  options: { value: T; label: string; variant?: DialogAction['variant'] }[];
  /** What Escape answers. */
  dismissValue: T;
  key?: string;
}

export const dialogs = {
  open,

  /** An information ('Atenção!') or error ('Erro!') alert with one OK button. */
  async alert(o: AlertOptions): Promise<void> {
    const tone = o.tone ?? 'info';
    await open({
      title: o.title ?? (tone === 'error' ? ERROR_TITLE : INFO_TITLE),
      message: o.message,
      detail: o.detail,
      tone,
      actions: [{ value: 'ok', label: o.okLabel ?? 'OK', variant: 'primary' }],
      dismissValue: 'ok',
      key: o.key,
    });
  },

  /** 'Você tem certeza?' with confirm and cancel; resolves true only on confirm. */
  async confirm(o: ConfirmOptions): Promise<boolean> {
    const value = await open({
      title: o.title ?? CONFIRM_TITLE,
      message: o.message,
      tone: 'question',
      actions: [
        { value: 'cancel', label: o.cancelLabel ?? 'Cancelar', variant: 'secondary' },
        { value: 'confirm', label: o.confirmLabel ?? 'Sim', variant: o.danger ? 'danger' : 'primary' },
      ],
      dismissValue: 'cancel',
      key: o.key,
    });
    return value === 'confirm';
  },

  /** A question with several answers (e.g. the close prompt). */
  async choose<T extends string>(o: ChooseOptions<T>): Promise<T> {
    const value = await open({
      title: o.title,
      message: o.message,
      tone: 'question',
      actions: o.options,
      dismissValue: o.dismissValue,
      key: o.key,
    });
    return (value ?? o.dismissValue) as T;
  },

  /** Closes the open dialog with this key as Escape would (its dismiss value); none, nothing. */
  dismiss(key: string): void {
    const request = useDialogStore.getState().queue.find((r) => r.key === key);
    request?.settle(request.dismissValue);
  },

  /** Drops every dialog (tests, logout). Pending promises resolve with null. */
  clear(): void {
    for (const r of useDialogStore.getState().queue) r.settle(null);
  },
};
