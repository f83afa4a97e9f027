import { useRouteError } from 'react-router-dom';
import { TriangleAlert } from 'lucide-react';
import { StatusScreen } from './StatusScreen';

/**
 * A screen crashed or its code failed to load (e.g. after an update replaced the files):
 * say so and offer a reload instead of a blank window.
 */
export function RouteErrorScreen() {
  const error = useRouteError();
  const detail = error instanceof Error ? error.message : undefined;
  return (
    <main className="app-fallback">
      <StatusScreen
        tone="danger"
        icon={<TriangleAlert size={48} />}
        title="Algo deu errado nesta tela."
        actions={
          <button type="button" className="btn btn--md btn--primary" onClick={() => window.location.reload()}>
            Tentar novamente
          </button>
        }
      >
        <p>O aplicativo encontrou um erro inesperado. Tente novamente; se continuar, fale com o suporte.</p>
        {detail ? <p className="status-page__detail">Detalhe: {detail}</p> : null}
      </StatusScreen>
    </main>
  );
}
