/**
 * Every CSV the desk lets staff download goes through here, and so through the neutralizing
 * writer (shared/csv.ts): no cell of a download can run as a spreadsheet formula.
 */
import { csvFileText, type CsvCell } from '../../../shared/csv';

const CSV_MIME = 'text/csv;charset=utf-8';

/** The download as a Blob (tests read it back). */
function csvBlob(rows: readonly (readonly CsvCell[])[]): Blob {
  return new Blob([csvFileText(rows)], { type: CSV_MIME });
}

/** Saves the rows as `fileName` through the browser's (or Electron's) download. */
export function downloadCsv(fileName: string, rows: readonly (readonly CsvCell[])[]): void {
  const url = URL.createObjectURL(csvBlob(rows));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // The click has handed the Blob to the download; the URL is not needed after this turn.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
