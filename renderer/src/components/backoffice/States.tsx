/**
 * The states every back-office list or form goes through: loading ('Carregando...'), empty (the
 * spec's §8 message) and error (a message and 'Tentar novamente'), and ResourceView, which picks
 * the right one for a useResource() result.
 *
 * Kit: LoadingState, EmptyState, ErrorState, ResourceErrorState, ResourceView.
 */
import type { ReactNode } from 'react';
import { AlertTriangle, Inbox, RotateCw } from 'lucide-react';
import { Button } from '../Button';
import { Spinner } from '../Spinner';
import type { Resource } from './useResource';
import { errorMessageOf, isUnauthorized } from './useResource';

const LOADING_TEXT = 'Carregando...';
const RETRY_LABEL = 'Tentar novamente';
export const DEFAULT_ERROR_MESSAGE = 'Não foi possível carregar os dados.';

export function LoadingState({ label = LOADING_TEXT }: { label?: string }) {
  return (
    <div className="bo-state bo-state--loading" role="status">
      <Spinner size={28} />
      <span>{label}</span>
    </div>
  );
}

export interface EmptyStateProps {
  /** The spec's empty text, verbatim. */
  message: ReactNode;
  /** A bold first line (e.g. 'Nada por aqui'). */
  title?: string;
  /** An action (e.g. 'Adicionar produto'). */
  action?: ReactNode;
  icon?: ReactNode;
}

export function EmptyState({ message, title, action, icon }: EmptyStateProps) {
  return (
    <div className="bo-state bo-state--empty" role="status">
      <span className="bo-state__icon">{icon ?? <Inbox size={32} aria-hidden />}</span>
      {title ? <p className="bo-state__title">{title}</p> : null}
      <p className="bo-state__message">{message}</p>
      {action}
    </div>
  );
}

export interface ErrorStateProps {
  message?: ReactNode;
  /** Shows 'Tentar novamente'. */
  onRetry?(): void;
  retryLabel?: string;
}

export function ErrorState({
  message = DEFAULT_ERROR_MESSAGE,
  onRetry,
  retryLabel = RETRY_LABEL,
}: ErrorStateProps) {
  return (
    <div className="bo-state bo-state--error" role="alert">
      <span className="bo-state__icon">
        <AlertTriangle size={32} aria-hidden />
      </span>
      <p className="bo-state__message">{message}</p>
      {onRetry ? (
        <Button variant="secondary" icon={<RotateCw size={18} aria-hidden />} onClick={onRetry}>
          {retryLabel}
        </Button>
      ) : null}
    </div>
  );
}

export interface ResourceErrorStateProps {
  /** The load's error (useResource().error). */
  error: unknown;
  /** Shown instead of the error's own text (a refusal's message, the re-login text after a 401). */
  message?: ReactNode;
  /** Used when the error carries no text of its own. */
  fallback?: string;
  onRetry(): void;
}

/**
 * ErrorState for a failed load: the refusal's message or `fallback`, and 'Tentar novamente' except
 * after a 401 (the session is gone: http.ts logged out, retrying cannot help).
 */
export function ResourceErrorState({
  error,
  message,
  fallback = DEFAULT_ERROR_MESSAGE,
  onRetry,
}: ResourceErrorStateProps) {
  return (
    <ErrorState
      message={message ?? errorMessageOf(error, fallback)}
      onRetry={isUnauthorized(error) ? undefined : onRetry}
    />
  );
}

export interface ResourceViewProps<T> {
  resource: Resource<T>;
  children(data: T): ReactNode;
  loadingLabel?: string;
  /** The error text; by default the server's refusal message or DEFAULT_ERROR_MESSAGE. */
  errorMessage?: string | ((error: unknown) => string);
  /** With emptyMessage, shows EmptyState when the data is empty (default: an empty array). */
  isEmpty?(data: T): boolean;
  emptyMessage?: ReactNode;
  emptyTitle?: string;
  emptyAction?: ReactNode;
  /** Keep showing the previous data while reloading (default true; the first load shows LoadingState). */
  keepDataWhileLoading?: boolean;
}

export function ResourceView<T>({
  resource,
  children,
  loadingLabel,
  errorMessage,
  isEmpty = (d) => Array.isArray(d) && d.length === 0,
  emptyMessage,
  emptyTitle,
  emptyAction,
  keepDataWhileLoading = true,
}: ResourceViewProps<T>) {
  if (resource.status === 'error') {
    return (
      <ResourceErrorState
        error={resource.error}
        message={typeof errorMessage === 'function' ? errorMessage(resource.error) : errorMessage}
        onRetry={resource.reload}
      />
    );
  }
  if (resource.status === 'loading' && (!keepDataWhileLoading || resource.data === undefined)) {
    return <LoadingState label={loadingLabel} />;
  }
  const data = resource.data as T;
  if (emptyMessage !== undefined && isEmpty(data)) {
    return <EmptyState message={emptyMessage} title={emptyTitle} action={emptyAction} />;
  }
  return <div aria-busy={resource.status === 'loading' || undefined}>{children(data)}</div>;
}
