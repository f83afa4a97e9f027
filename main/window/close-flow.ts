/**
 * Closing the window (spec 03 §2.22): main prevents the close and sends 'on-close-click'; the
 * renderer asks 'Tem certeza que precisa fechar?' (Minimizar / Fechar / Cancelar) and answers
 * through the bridge. If it does not answer in time (crashed, hung, not loaded yet) main asks
 * with a native dialog instead. Quitting on purpose (tray 'Sair', 'toAppQuit', update install,
 * OS shutdown via before-quit) never prompts.
 */
import type { CloseChoice } from '../../shared/bridge';
import type { Logger } from '../log/logger';
import type { Timers } from '../timers';
import type { PreventableEvent, WindowLike } from './types';

export const CLOSE_PROMPT = {
  title: 'Tem certeza que precisa fechar?',
  buttons: ['Minimizar', 'Fechar', 'Cancelar'],
} as const;
const CHOICE_BY_BUTTON: readonly CloseChoice[] = ['minimize', 'quit', 'cancel'];

const RENDERER_ANSWER_TIMEOUT_MS = 2000;

export interface CloseContext {
  /** The app is quitting on purpose. */
  quitting: boolean;
  closeBehavior: 'ask' | 'tray';
  /** A prompt (renderer or native) is already waiting for an answer. */
  promptPending: boolean;
  /** False after the renderer process crashed, until it loads again. */
  rendererAlive: boolean;
}

export type CloseDecision = 'allow' | 'hide' | 'wait' | 'ask-renderer' | 'ask-native';

export function decideClose(ctx: CloseContext): CloseDecision {
  if (ctx.quitting) return 'allow';
  if (ctx.closeBehavior === 'tray') return 'hide';
  if (ctx.promptPending) return 'wait';
  return ctx.rendererAlive ? 'ask-renderer' : 'ask-native';
}

type CloseAction = 'hide' | 'quit' | 'none';

export function actionForChoice(choice: CloseChoice): CloseAction {
  return choice === 'minimize' ? 'hide' : choice === 'quit' ? 'quit' : 'none';
}

interface MessageBoxOptions {
  type: 'question' | 'error';
  title: string;
  message: string;
  buttons: string[];
  defaultId: number;
  cancelId: number;
  noLink: boolean;
}

export interface DialogLike {
  /** The real one parents the box to the main window (main/electron/dialog.ts). */
  showMessageBox(options: MessageBoxOptions): Promise<{ response: number }>;
}

interface CloseFlowDeps {
  window: { get(): WindowLike | null; hideToTray(): void };
  send: (channel: string, payload?: unknown) => void;
  closeClickChannel: string;
  dialog: DialogLike;
  app: { quit(): void };
  closeBehavior: () => 'ask' | 'tray';
  timers: Timers;
  log: Logger;
  timeoutMs?: number;
}

interface CloseFlow {
  /** Wires 'close' and 'minimize' of the window. */
  attach(win: WindowLike): void;
  /** The window's close event (also callable directly by a harness). */
  handleClose(event: PreventableEvent): CloseDecision;
  /** The renderer's answer (Minimizar / Fechar / Cancelar). */
  answer(choice: CloseChoice, from?: 'renderer' | 'native'): CloseAction;
  /** Quit without prompting (tray 'Sair', 'toAppQuit'). */
  quit(): void;
  /** Mark that the app is quitting (before-quit, update install): closes are allowed. */
  markQuitting(): void;
  /** The quit did not happen (an update install failed): the close prompt and the tray work again. */
  clearQuitting(): void;
  isQuitting(): boolean;
  setRendererAlive(alive: boolean): void;
  /** 'renderer' or 'native' while a prompt waits, else null. */
  pendingPrompt(): 'renderer' | 'native' | null;
}

export function createCloseFlow(deps: CloseFlowDeps): CloseFlow {
  const timeoutMs = deps.timeoutMs ?? RENDERER_ANSWER_TIMEOUT_MS;
  let quitting = false;
  let rendererAlive = true;
  let pending: 'renderer' | 'native' | null = null;
  let timer: unknown = null;

  const stopTimer = () => {
    if (timer !== null) deps.timers.clearTimeout(timer);
    timer = null;
  };

  function apply(action: CloseAction): void {
    if (action === 'hide') deps.window.hideToTray();
    else if (action === 'quit') flow.quit();
  }

  function askNative(): void {
    stopTimer();
    pending = 'native';
    deps.dialog
      .showMessageBox({
        type: 'question',
        title: CLOSE_PROMPT.title,
        message: CLOSE_PROMPT.title,
        buttons: [...CLOSE_PROMPT.buttons],
        defaultId: 0,
        cancelId: 2,
        noLink: true,
      })
      .then(
        ({ response }) => flow.answer(CHOICE_BY_BUTTON[response] ?? 'cancel', 'native'),
        (error: unknown) => {
          deps.log.error('Falha no diálogo de fechamento', error);
          pending = null;
        },
      );
  }

  const flow: CloseFlow = {
    attach(win) {
      win.on('close', (event) => {
        flow.handleClose(event);
      });
      // Shutting Windows down must not hang on our prompt.
      win.on('session-end', () => flow.markQuitting());
      win.on('minimize', (event) => {
        if (!quitting && deps.closeBehavior() === 'tray') {
          event.preventDefault();
          deps.window.hideToTray();
        }
      });
    },
    handleClose(event) {
      const decision = decideClose({
        quitting,
        closeBehavior: deps.closeBehavior(),
        promptPending: pending !== null,
        rendererAlive,
      });
      if (decision === 'allow') return decision;
      event.preventDefault();
      if (decision === 'hide') {
        deps.window.hideToTray();
      } else if (decision === 'ask-native') {
        askNative();
      } else if (decision === 'ask-renderer') {
        pending = 'renderer';
        deps.window.get()?.show();
        deps.send(deps.closeClickChannel);
        timer = deps.timers.setTimeout(() => {
          timer = null;
          if (pending !== 'renderer') return;
          deps.log.warn('A interface não respondeu ao fechamento; usando o diálogo nativo');
          askNative();
        }, timeoutMs);
      }
      return decision;
    },
    answer(choice, from = 'renderer') {
      // Late renderer answers lose to an open native dialog: the operator answers that one.
      if (from === 'renderer' && pending === 'native') return 'none';
      stopTimer();
      pending = null;
      const action = actionForChoice(choice);
      deps.log.info(`Fechamento: ${choice} (${from})`);
      apply(action);
      return action;
    },
    quit() {
      quitting = true;
      stopTimer();
      pending = null;
      deps.app.quit();
    },
    markQuitting() {
      quitting = true;
      stopTimer();
    },
    clearQuitting() {
      quitting = false;
    },
    isQuitting: () => quitting,
    setRendererAlive(alive) {
      rendererAlive = alive;
      if (!alive && pending === 'renderer') askNative();
    },
    pendingPrompt: () => pending,
  };
  return flow;
}
