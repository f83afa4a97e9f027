/**
 * The bulk upload settings (spec 03 §5): the CSV file (required, .csv, 10 MB), the column of each
 * data type by number (barcode, stock and price always on; unchecking an optional column clears
 * its number; one type per column) and 'should_update'. What was typed stays after a failure.
 * The chosen file is checked in a worker as soon as the mapping is valid (PrecheckPanel); with
 * problems found, the button says 'Enviar mesmo assim': the platform still decides.
 */
import { useMemo, useRef, useState, type FormEvent } from 'react';
import { Upload } from 'lucide-react';
import {
  COLUMN_KEYS,
  COLUMN_LABELS,
  isRequiredColumn,
  checkColumns,
  checkFile,
  defaultColumns,
  toggleColumn,
  type ColumnKey,
  type ColumnSettings,
} from '../../../../shared/bulk-upload/rules';
import { Button } from '../../components/Button';
import { Field } from '../../components/Field';
import { TextField } from '../../components/TextField';
import { Checkbox } from '../../components/backoffice';
import type { UploadRequest } from './bulkUploadApi';
import { PrecheckPanel } from './PrecheckPanel';
import { usePrecheck, type PrecheckRunner } from './usePrecheck';

export interface UploadSettingsProps {
  storeId: string;
  busy: boolean;
  /** A file is processing: a second upload waits. */
  locked: boolean;
  onUpload(req: UploadRequest): void;
  /** Where the pre-check runs (a Web Worker by default; tests pass their own, null: no pre-check). */
  runPrecheck?: PrecheckRunner | null;
}

const sizeFormat = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 1 });
function formatSize(bytes: number): string {
  return bytes < 1024 * 1024
    ? `${sizeFormat.format(bytes / 1024)} KB`
    : `${sizeFormat.format(bytes / 1048576)} MB`;
}

export function UploadSettings({ storeId, busy, locked, onUpload, runPrecheck }: UploadSettingsProps) {
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [columns, setColumns] = useState<ColumnSettings>(defaultColumns);
  const [columnErrors, setColumnErrors] = useState<Partial<Record<ColumnKey, string>>>({});
  const [shouldUpdate, setShouldUpdate] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const disposition = useMemo(() => {
    const check = checkColumns(columns);
    return check.ok ? check.disposition : null;
  }, [columns]);
  const precheck = usePrecheck(
    file && !checkFile(file) ? file : null,
    disposition,
    ...(runPrecheck === undefined ? [] : [runPrecheck]),
  );
  const withProblems = precheck.status === 'done' && precheck.result.problems.length > 0;

  function pick(next: File | null) {
    setFile(next);
    setFileError(next ? checkFile(next) : null);
  }

  function setValue(key: ColumnKey, value: string) {
    setColumns((c) => ({ ...c, [key]: { ...c[key], value } }));
    setColumnErrors((e) => ({ ...e, [key]: undefined }));
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const fileProblem = checkFile(file);
    const check = checkColumns(columns);
    setFileError(fileProblem);
    setColumnErrors(check.ok ? {} : check.errors);
    if (fileProblem || !check.ok || !file) return;
    onUpload({ file, columns: check.disposition, shouldUpdate, storeId });
  }

  return (
    <form className="bulk-form" onSubmit={submit} noValidate aria-label="Configurações do upload">
      <Field
        label="Arquivo CSV"
        error={fileError}
        hint="Somente arquivos .csv de até 10MB."
        boxClassName="bulk-file"
      >
        {(control) => (
          <>
            {/* The native input keeps focus and keyboard; the button and name are its pt-BR face. */}
            <input
              {...control}
              ref={input}
              type="file"
              accept=".csv,text/csv"
              className="bulk-file__input"
              onChange={(e) => pick(e.target.files?.[0] ?? null)}
            />
            <span
              className="btn btn--secondary btn--md bulk-file__button"
              aria-hidden
              onClick={() => input.current?.click()}
            >
              Escolher arquivo
            </span>
            <span className="bulk-file__name" aria-hidden>
              {file ? `${file.name} (${formatSize(file.size)})` : 'Nenhum arquivo selecionado'}
            </span>
          </>
        )}
      </Field>

      <PrecheckPanel state={precheck} />

      <fieldset className="bulk-form__columns">
        <legend>Colunas do arquivo</legend>
        <p className="bulk-form__help">Informe o número da coluna de cada dado (a primeira coluna é 1).</p>
        <div className="bulk-form__column bulk-form__column--head" aria-hidden>
          <span>Dado</span>
          <span>Coluna</span>
        </div>
        {COLUMN_KEYS.map((key) => {
          const required = isRequiredColumn(key);
          const s = columns[key];
          return (
            <div className="bulk-form__column" key={key}>
              <Checkbox
                label={required ? `${COLUMN_LABELS[key]} (obrigatório)` : COLUMN_LABELS[key]}
                checked={required || s.enabled}
                disabled={required}
                onChange={(on) => {
                  setColumns((c) => toggleColumn(c, key, on));
                  setColumnErrors((e) => ({ ...e, [key]: undefined }));
                }}
              />
              <TextField
                label={`Coluna de ${COLUMN_LABELS[key]}`}
                inputMode="numeric"
                autoComplete="off"
                value={s.value}
                disabled={!required && !s.enabled}
                error={columnErrors[key]}
                onChange={(e) => setValue(key, e.target.value.slice(0, 4))}
              />
            </div>
          );
        })}
      </fieldset>

      <Checkbox
        label="Atualizar produtos já cadastrados"
        hint="Produtos com o mesmo código de barras recebem o nome, o preço e o estoque do arquivo."
        checked={shouldUpdate}
        onChange={setShouldUpdate}
      />

      <div className="bo-actions">
        <Button type="submit" busy={busy} disabled={locked} icon={<Upload size={18} aria-hidden />}>
          {withProblems ? 'Enviar mesmo assim' : 'Upload'}
        </Button>
      </div>
    </form>
  );
}
