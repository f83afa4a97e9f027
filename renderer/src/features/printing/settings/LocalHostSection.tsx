/**
 * The local print module (issue 37 §1). In the desk app: whether it serves the browser and other
 * programs on this PC, its pairing code (shown to type into them, rotated by a button) and the
 * browser desk's address it answers. In the browser: the code this page sends to the module.
 * Saved on its own at each action (not by 'Salvar alterações': a code is not a print setting).
 */
import { useEffect, useState } from 'react';
import { KeyRound, RefreshCw } from 'lucide-react';
import { Button } from '../../../components/Button';
import { TextField } from '../../../components/TextField';
import { useServices } from '../../../services/services';
import type { LocalHostChange, LocalHostView } from '../../../../../shared/local-print-host';
import { CheckField } from './fields';

export const LOCAL_HOST_TITLE = 'Módulo de impressão local';
export const ROTATE_LABEL = 'Gerar novo código';
export const PAIR_LABEL = 'Parear com o módulo';
const ENABLE_LABEL = 'Deixar o caixa no navegador e outros programas imprimirem por este computador';

export function LocalHostSection() {
  const { platform } = useServices();
  const [view, setView] = useState<LocalHostView | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [status, setStatus] = useState('');
  const [busy, setBusy] = useState(false);
  const [typed, setTyped] = useState('');
  const [origins, setOrigins] = useState('');

  useEffect(() => {
    let live = true;
    platform.printing.getLocalHost().then(
      (v) => {
        if (!live) return;
        setView(v);
        if (v.role === 'host') setOrigins(v.webOrigins.join(', '));
      },
      // A desk without the host (tests that run without it) shows no section at all.
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [platform]);

  async function change(next: LocalHostChange, done: string): Promise<void> {
    setBusy(true);
    setProblem(null);
    try {
      const v = await platform.printing.changeLocalHost(next);
      setView(v);
      if (v.role === 'host') setOrigins(v.webOrigins.join(', '));
      setStatus(done);
      setTyped('');
    } catch (error) {
      setProblem(error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  }

  if (!view) return null;
  return (
    <section className="card print-section" aria-labelledby="print-local-host-title">
      <h2 className="card__title" id="print-local-host-title">
        {LOCAL_HOST_TITLE}
      </h2>
      {view.role === 'host' ? (
        <div className="form-grid">
          <CheckField
            label={ENABLE_LABEL}
            checked={view.enabled}
            disabled={busy}
            hint="O módulo atende nas portas 65517 e 8847 só quem traz o código abaixo. Este aplicativo imprime sem ele."
            onChange={(enabled) =>
              void change(
                { enabled },
                enabled ? 'Módulo de impressão local ligado.' : 'Módulo de impressão local desligado.',
              )
            }
          />
          <div className="qz-key" role="group" aria-label="Código de pareamento">
            <p className="qz-key__state">
              <KeyRound size={20} aria-hidden />
              <span>Código de pareamento:</span>
              <strong className="local-host__code" data-testid="local-host-token">
                {view.token}
              </strong>
            </p>
            <span className="qz-key__note">
              Digite este código nas configurações de impressão do caixa no navegador ou do outro programa. Um
              código novo desfaz os pareamentos anteriores.
            </span>
            <Button
              variant="secondary"
              icon={<RefreshCw size={18} aria-hidden />}
              disabled={busy}
              onClick={() =>
                void change({ rotateToken: true }, 'Novo código gerado: o anterior não vale mais.')
              }
            >
              {ROTATE_LABEL}
            </Button>
          </div>
          <TextField
            label="Endereço do caixa no navegador"
            value={origins}
            disabled={busy}
            hint="Só páginas vindas deste endereço podem usar o módulo (separe vários com vírgula)."
            onChange={(e) => setOrigins(e.target.value)}
          />
          <Button
            variant="secondary"
            disabled={busy}
            onClick={() =>
              void change(
                {
                  webOrigins: origins
                    .split(',')
                    .map((o) => o.trim())
                    .filter((o) => o !== ''),
                },
                'Endereço do caixa no navegador salvo.',
              )
            }
          >
            Salvar endereço
          </Button>
        </div>
      ) : (
        <div className="form-grid">
          <p className="qz-key__note">
            {view.token === ''
              ? 'Este navegador ainda não foi pareado com o módulo de impressão: sem o código, nada é impresso.'
              : `Pareado com o módulo de impressão (código ${view.token}).`}
          </p>
          <TextField
            label="Código de pareamento do módulo de impressão"
            value={typed}
            autoComplete="off"
            spellCheck={false}
            placeholder="ABCD-EFGH-JKLM-NPQR-STUV"
            hint="Veja o código em Configurações > Impressoras no aplicativo de caixa deste computador."
            onChange={(e) => setTyped(e.target.value)}
          />
          <Button
            variant="secondary"
            disabled={busy || typed.trim() === ''}
            onClick={() => void change({ pairToken: typed }, 'Navegador pareado com o módulo de impressão.')}
          >
            {PAIR_LABEL}
          </Button>
        </div>
      )}
      <p className="print-settings__state" role="status">
        {status}
      </p>
      {problem ? (
        <p className="notice notice--error" role="alert">
          {problem}
        </p>
      ) : null}
    </section>
  );
}
