/**
 * 02 §8: a failed server call in the menu, stock and delivery areas opens an information dialog
 * titled 'Atenção!' with the server's erro/mensagem and a close button. Loads there are quiet
 * (the screen keeps its inline error state with a retry), so the dialog is raised here, once per
 * failure. An expired session already has its own dialog, and a cancelled load is no failure.
 */
import { useEffect } from 'react';
import { isApiError } from '../../api/errors';
import { dialogs } from '../feedback/dialogs';
import { DEFAULT_ERROR_MESSAGE } from './States';
import { LegacyRefusal, isUnauthorized, type Resource } from './useResource';

/** One dialog for loads failing together (a screen's lists share one cause). */
const LOAD_FAILURE_KEY = 'load-failure';

export function alertLoadFailure(error: unknown, fallback = DEFAULT_ERROR_MESSAGE): void {
  if (error === undefined || isUnauthorized(error)) return;
  if (error instanceof Error && error.name === 'AbortError') return;
  const server =
    error instanceof LegacyRefusal ? error.message : isApiError(error) ? error.serverMessage : undefined;
  void dialogs.alert({ message: server?.trim() || fallback, okLabel: 'Fechar', key: LOAD_FAILURE_KEY });
}

/** Raises alertLoadFailure whenever the resource fails (each failure once). */
export function useLoadFailureAlert(resource: Pick<Resource<unknown>, 'status' | 'error'>): void {
  const failed = resource.status === 'error' ? resource.error : undefined;
  useEffect(() => {
    if (failed !== undefined) alertLoadFailure(failed);
  }, [failed]);
}
