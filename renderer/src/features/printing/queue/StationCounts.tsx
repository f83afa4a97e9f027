/**
 * Per station, the last ticket number out and every number not confirmed out, with why
 * ('Cozinha: nº 36 ainda não saiu (Impressora Cozinha sem papel.)'): a cook can match the paper
 * against it (issue 33 §1). Shown only when the desk numbers its tickets. A kitchen screen is
 * named as the store named it ('Tela Chapa'), not by its station id.
 */
import { missingText, stationName, type StationCount } from '../../../../../shared/print-stations';

export function StationCounts({ stations }: { stations: readonly StationCount[] | undefined }) {
  if (!stations || stations.length === 0) return null;
  return (
    <section className="print-queue__stations" aria-label="Numeração dos cupons">
      <h3 className="print-queue__subtitle">Numeração de hoje</h3>
      <ul>
        {stations.map((s) => (
          <li key={s.station}>
            <strong>{stationName(s)}</strong>:{' '}
            {s.lastOut === null ? 'nenhum cupom saiu ainda' : `último cupom que saiu: nº ${s.lastOut}`}
            {s.missing.length > 0 ? (
              <ul className="print-queue__missing">
                {s.missing.map((m) => (
                  <li key={m.no} className="print-job__error" role="status">
                    {missingText(stationName(s), m)}
                  </li>
                ))}
              </ul>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
