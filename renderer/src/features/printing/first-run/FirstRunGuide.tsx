/**
 * 'Configurar este computador' (issue 35 §1): the offer, then at most five steps, each with
 * 'Pular', each saving as its settings screen saves. It ends on the orders screen, whose summary
 * panel (SetupSummary) lists what was set. A Radix dialog: focus trapped, Escape closes, and each
 * step's heading takes the focus when it opens.
 */
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { ORDERS_PATH } from '../../../../../shared/routes';
import { Button } from '../../../components/Button';
import { Modal } from '../../../components/Modal';
import { useServices } from '../../../services/services';
import { useSound } from '../../../sound/soundStore';
import { AutoPrintStep } from './AutoPrintStep';
import { DesktopStep } from './DesktopStep';
import { rememberAnswer, useFirstRun } from './firstRunStore';
import { PrintersStep } from './PrintersStep';
import { SoundStep } from './SoundStep';
import { summaryLines } from './summary';
import { TestPagesStep } from './TestPagesStep';
import '../settings/printSettings.css';
import './firstRun.css';

export const GUIDE_TITLE = 'Configurar este computador';
export const START_LABEL = 'Começar';
export const NOT_NOW_LABEL = 'Agora não';

type StepId = 'printers' | 'tests' | 'auto' | 'sound' | 'desktop';
const STEP_NAMES: Record<StepId, string> = {
  printers: 'Impressoras',
  tests: 'Teste',
  auto: 'Impressão automática',
  sound: 'Som',
  desktop: 'Bandeja',
};

export default function FirstRunGuide({ storage }: { storage: Pick<Storage, 'getItem' | 'setItem'> }) {
  const { platform } = useServices();
  const navigate = useNavigate();
  const open = useFirstRun((s) => s.open);
  const steps: StepId[] = ['printers', 'tests', 'auto', 'sound'];
  if (platform.kind === 'desktop') steps.push('desktop');
  const [index, setIndex] = useState(-1);
  const tested = useRef<{ printers: string[]; sound: boolean }>({ printers: [], sound: false });

  function reset() {
    setIndex(-1);
    tested.current = { printers: [], sound: false };
  }

  function notNow() {
    rememberAnswer(storage, 'dismissed');
    useFirstRun.getState().close();
    reset();
  }

  async function finish() {
    rememberAnswer(storage, 'done');
    const view = await platform.printing.getSettings().catch(() => null);
    const app = platform.kind === 'desktop' ? await platform.settings.get().catch(() => null) : null;
    const lines = view
      ? summaryLines({
          settings: view.settings,
          testedPrinters: tested.current.printers,
          volume: useSound.getState().volume,
          soundTested: tested.current.sound,
          app,
        })
      : [];
    reset();
    useFirstRun.getState().finish(lines);
    navigate(ORDERS_PATH);
  }

  const next = () => (index + 1 < steps.length ? setIndex(index + 1) : void finish());
  const step = steps[index];
  const handlers = { onDone: next, onSkip: next };

  return (
    <Modal
      open={open}
      title={GUIDE_TITLE}
      size="lg"
      onRequestClose={() => {
        if (index < 0) notNow();
        else {
          rememberAnswer(storage, 'dismissed');
          useFirstRun.getState().close();
          reset();
        }
      }}
    >
      <div className="first-run">
        {step === undefined ? (
          <div className="first-run__intro">
            <p>
              Em poucos passos este computador fica pronto para imprimir os pedidos sozinho: as impressoras,
              uma página de teste, a impressão automática, o som
              {platform.kind === 'desktop' ? ' e a bandeja' : ''}. Cada passo pode ser pulado e mudado depois
              em Configurações.
            </p>
            <div className="dialog__actions">
              <Button variant="secondary" onClick={notNow}>
                {NOT_NOW_LABEL}
              </Button>
              <Button onClick={() => setIndex(0)} autoFocus>
                {START_LABEL}
              </Button>
            </div>
          </div>
        ) : (
          <>
            <ol className="first-run__steps" aria-label="Passos">
              {steps.map((id, i) => (
                <li
                  key={id}
                  className={`first-run__dot${i === index ? ' first-run__dot--current' : ''}${i < index ? ' first-run__dot--done' : ''}`}
                  aria-current={i === index ? 'step' : undefined}
                >
                  <span className="first-run__dot-number" aria-hidden>
                    {i + 1}
                  </span>
                  <span>{STEP_NAMES[id]}</span>
                </li>
              ))}
            </ol>
            <p className="first-run__count">
              Passo {index + 1} de {steps.length}
            </p>
            {step === 'printers' ? <PrintersStep key="printers" {...handlers} /> : null}
            {step === 'tests' ? (
              <TestPagesStep
                key="tests"
                {...handlers}
                onPrinted={(name) => tested.current.printers.push(name)}
              />
            ) : null}
            {step === 'auto' ? <AutoPrintStep key="auto" {...handlers} /> : null}
            {step === 'sound' ? (
              <SoundStep
                key="sound"
                {...handlers}
                last={index === steps.length - 1}
                onTested={() => (tested.current.sound = true)}
              />
            ) : null}
            {step === 'desktop' ? <DesktopStep key="desktop" {...handlers} /> : null}
          </>
        )}
      </div>
    </Modal>
  );
}
