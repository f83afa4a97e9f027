/**
 * Step 2: a test page on each printer the settings print to (those just chosen, or saved before),
 * one by one or all at once, each with what happened.
 */
import { useEffect, useState } from 'react';
import { Button } from '../../../components/Button';
import { useServices } from '../../../services/services';
import { TestResultTag } from '../settings/fields';
import { StepFrame } from './StepFrame';
import { routedPrinters } from './save';

export const TESTS_TITLE = 'Página de teste';
export const TEST_ALL_LABEL = 'Imprimir página de teste em todas';
export const TEST_ONE_LABEL = 'Imprimir página de teste';
export const SENT = 'Página de teste enviada para a impressora.';

type Result = { ok: boolean; text: string };

export function TestPagesStep({
  onDone,
  onSkip,
  onPrinted,
}: {
  onDone(): void;
  onSkip(): void;
  /** Each printer a test page went to. */
  onPrinted(name: string): void;
}) {
  const { platform } = useServices();
  const [names, setNames] = useState<string[] | null>(null);
  const [results, setResults] = useState<Record<string, Result>>({});
  const [busy, setBusy] = useState<string | null>(null);

  useEffect(() => {
    let alive = true;
    platform.printing
      .getSettings()
      .then((v) => alive && setNames(routedPrinters(v.settings)))
      .catch(() => alive && setNames([]));
    return () => {
      alive = false;
    };
  }, [platform]);

  async function testOne(name: string) {
    let result: Result;
    try {
      const outcome = await platform.printing.testPage(name);
      result = outcome.ok ? { ok: true, text: SENT } : { ok: false, text: outcome.error };
    } catch (err) {
      result = { ok: false, text: err instanceof Error ? err.message : 'Erro no módulo de impressão' };
    }
    if (result.ok) onPrinted(name);
    setResults((r) => ({ ...r, [name]: result }));
  }

  async function run(which: string[], key: string) {
    setBusy(key);
    try {
      for (const name of which) await testOne(name);
    } finally {
      setBusy(null);
    }
  }

  return (
    <StepFrame
      title={TESTS_TITLE}
      primaryLabel="Continuar"
      onPrimary={onDone}
      onSkip={onSkip}
      busy={busy !== null}
    >
      <p>Confira se cada impressora imprime e corta o papel. Acentos e cedilha devem sair certos.</p>
      {names === null ? null : names.length === 0 ? (
        <p className="field__hint">
          Nenhuma impressora escolhida. Escolha as impressoras na tela Impressoras.
        </p>
      ) : (
        <>
          <Button
            variant="secondary"
            busy={busy === 'all'}
            disabled={busy !== null}
            onClick={() => void run(names, 'all')}
          >
            {TEST_ALL_LABEL}
          </Button>
          <ul className="first-run__printers" aria-label="Impressoras escolhidas">
            {names.map((name) => (
              <li key={name} className="first-run__printer first-run__printer--row">
                <div className="printer-row__info">
                  <strong>{name}</strong>
                  <TestResultTag result={results[name]} />
                </div>
                <Button
                  variant="secondary"
                  busy={busy === name}
                  disabled={busy !== null}
                  aria-label={`${TEST_ONE_LABEL}: ${name}`}
                  onClick={() => void run([name], name)}
                >
                  {TEST_ONE_LABEL}
                </Button>
              </li>
            ))}
          </ul>
        </>
      )}
    </StepFrame>
  );
}
