/**
 * Lives in the logged-in shell: offers the guide once, on the first login on a computer with no
 * print settings saved, and shows the summary on the orders screen when it ends.
 */
import { lazy, Suspense, useEffect } from 'react';
import { X } from 'lucide-react';
import { useServices } from '../../../services/services';
import { shouldOffer, useFirstRun } from './firstRunStore';
import './firstRunSummary.css';

// Loaded when it opens: most logins never see it, and the first screen stays small.
const FirstRunGuide = lazy(() => import('./FirstRunGuide'));

export const SUMMARY_TITLE = 'Este computador está pronto';

export function FirstRunHost({ storage = window.localStorage }: { storage?: Storage }) {
  const { platform } = useServices();
  const open = useFirstRun((s) => s.open);
  useEffect(() => {
    let alive = true;
    platform.printing
      .getSettings()
      .then((view) => {
        if (alive && shouldOffer(view, storage)) useFirstRun.getState().show();
      })
      .catch(() => undefined);
    return () => {
      alive = false;
    };
  }, [platform, storage]);
  return (
    <>
      {open ? (
        <Suspense fallback={null}>
          <FirstRunGuide storage={storage} />
        </Suspense>
      ) : null}
      <SetupSummary />
    </>
  );
}

function SetupSummary() {
  const summary = useFirstRun((s) => s.summary);
  const dismiss = useFirstRun((s) => s.dismissSummary);
  if (!summary) return null;
  return (
    <section className="first-run-summary" aria-labelledby="first-run-summary-title">
      <div className="first-run-summary__header">
        <h2 id="first-run-summary-title" className="first-run-summary__title">
          {SUMMARY_TITLE}
        </h2>
        <button type="button" className="icon-btn" aria-label="Fechar resumo" onClick={dismiss}>
          <X size={18} aria-hidden />
        </button>
      </div>
      <dl className="first-run-summary__list">
        {summary.map((line) => (
          <div key={line.label} className="first-run-summary__line">
            <dt>{line.label}</dt>
            <dd>{line.value}</dd>
          </div>
        ))}
      </dl>
      <p className="first-run-summary__hint">Tudo pode ser mudado em Configurações › Impressoras.</p>
    </section>
  );
}
