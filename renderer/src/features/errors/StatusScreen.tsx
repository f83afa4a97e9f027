import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { HOME_PATH } from '../../../../shared/routes';

/** The layout of the 404, access-denied and crash pages. */
export function StatusScreen({
  icon,
  title,
  children,
  actions,
  tone = 'neutral',
}: {
  icon: ReactNode;
  title: string;
  children: ReactNode;
  actions?: ReactNode;
  tone?: 'neutral' | 'danger';
}) {
  return (
    <section className={`status-page status-page--${tone}`} aria-labelledby="status-page-title">
      <div className="status-page__icon" aria-hidden>
        {icon}
      </div>
      <h1 id="status-page-title" className="status-page__title">
        {title}
      </h1>
      <div className="status-page__text">{children}</div>
      {actions ? <div className="status-page__actions">{actions}</div> : null}
    </section>
  );
}

/** A status page's way back: 'Ir para o início'. */
export function HomeLink({ variant }: { variant: 'primary' | 'secondary' }) {
  return (
    <Link className={`btn btn--md btn--${variant}`} to={HOME_PATH}>
      Ir para o início
    </Link>
  );
}
