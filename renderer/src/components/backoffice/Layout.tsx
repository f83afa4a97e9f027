/**
 * The frame of a back-office screen, with the look of the print settings page: a header with the
 * h1, an optional subtitle and the actions; cards with an h2 title, optional header actions and a body.
 *
 * Kit: Page, PageHeader, Card.
 */
import { useId, type ReactNode } from 'react';

export interface PageHeaderProps {
  title: string;
  subtitle?: ReactNode;
  /** Buttons at the header's right (primary action last). */
  actions?: ReactNode;
}

export function PageHeader({ title, subtitle, actions }: PageHeaderProps) {
  return (
    <header className="page__header">
      <div>
        <h1 className="page__title">{title}</h1>
        {subtitle ? <p className="page__subtitle">{subtitle}</p> : null}
      </div>
      {actions ? <div className="bo-actions">{actions}</div> : null}
    </header>
  );
}

export interface PageProps {
  className?: string;
  children: ReactNode;
}

/** The page's vertical rhythm (`.page`): PageHeader, then cards. */
export function Page({ className, children }: PageProps) {
  return <div className={`page bo-page ${className ?? ''}`}>{children}</div>;
}

export interface CardProps {
  title?: string;
  /** Small text beside the title (counts, last update). */
  meta?: ReactNode;
  /** Buttons at the card head's right. */
  actions?: ReactNode;
  className?: string;
  /** The heading level; h2 under the page's h1. */
  level?: 2 | 3;
  children: ReactNode;
}

export function Card({ title, meta, actions, className, level = 2, children }: CardProps) {
  const id = useId();
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <section className={`card bo-card ${className ?? ''}`} aria-labelledby={title ? id : undefined}>
      {title || actions ? (
        <div className="card__head bo-card__head">
          <div className="bo-card__heading">
            {title ? (
              <Heading className="card__title" id={id}>
                {title}
              </Heading>
            ) : null}
            {meta ? <span className="card__meta">{meta}</span> : null}
          </div>
          {actions ? <div className="bo-actions">{actions}</div> : null}
        </div>
      ) : null}
      <div className="bo-card__body">{children}</div>
    </section>
  );
}
