/**
 * 'Cozinha: numeração e avisos' — beyond the spec (issue 33 §1, §2), in a group of its own so no
 * field of 02 §2.8 changes. On when never saved (shared/print-stations.ts): each printer numbers
 * its tickets per day, and the production printers (and the cashier's, unless kept out) print a
 * CANCELADO / ALTERADO slip when a printed order is cancelled or changed. In the desktop app and
 * in web mode alike (the browser keeps its numbers beside the tickets waiting: webStations.ts).
 */
import type { PrintFlag } from '../../../../../shared/api/platform-v1';
import {
  BUSINESS_DAY_TURN_HOUR,
  slipsOn,
  stationNumbersOn,
  type StationFlag,
} from '../../../../../shared/print-stations';
import { CheckField } from './fields';
import type { PrintForm } from './form';

const flag = (on: boolean): PrintFlag => (on ? 'true' : 'false');

export function StationSection({
  form,
  change,
}: {
  form: PrintForm;
  change(update: (f: PrintForm) => PrintForm): void;
}) {
  const s = form.settings;
  const set = (key: StationFlag, on: boolean) =>
    change((f) => ({ ...f, settings: { ...f.settings, [key]: flag(on) } }));
  return (
    <section className="card print-section" aria-labelledby="print-stations-title">
      <h2 className="card__title" id="print-stations-title">
        Cozinha: numeração e avisos
      </h2>
      <p className="field__hint">Além das opções da plataforma. Fica só neste computador.</p>
      <div className="check-list">
        <CheckField
          label="Numerar os cupons de cada impressora (Nº 1, 2, 3… por dia)"
          hint={`A numeração recomeça às ${String(BUSINESS_DAY_TURN_HOUR).padStart(2, '0')}:00. A fila de impressão mostra o último número que saiu e os que faltam.`}
          checked={stationNumbersOn(s)}
          onChange={(on) => set('numerarCupons', on)}
        />
        <CheckField
          label="Imprimir aviso de CANCELADO ou ALTERADO nas impressoras de produção"
          hint="Quando um pedido já impresso é cancelado ou tem os itens alterados."
          checked={slipsOn(s)}
          onChange={(on) => set('avisoCancelamento', on)}
        />
        <CheckField
          label="Imprimir o aviso também na impressora do caixa"
          checked={s.avisoCancelamentoCaixa !== 'false'}
          disabled={!slipsOn(s)}
          onChange={(on) => set('avisoCancelamentoCaixa', on)}
        />
      </div>
    </section>
  );
}
