/** The main fields of the IMPRESSORA(S) tab (02 §2.8), in the spec's order. */
import type { PrinterList } from '../../../../../shared/printing';
import { TextField } from '../../../components/TextField';
import { ChoiceField, SelectField } from './fields';
import {
  DELAY_OPTIONS,
  FONT_NAMES,
  FONT_SIZES,
  LAYOUT_OPTIONS,
  METHOD_OPTIONS,
  NUMBER_RANGES,
  WIDTH_OPTIONS,
  lockedByQz,
  withMethod,
  type FormErrors,
  type NumberField,
  type PrintForm,
} from './form';

export const NOT_FOUND_SUFFIX = ' (não encontrada)';

/** The cashier layouts as the spec lists them: '1 - Completo', '2 - Resumido', '3 - Resumido modo B'. */
const LAYOUT_CHOICES = LAYOUT_OPTIONS.map((l) => ({ value: l.value, label: `${l.value} - ${l.label}` }));

/** The list's printers plus any stored name the list no longer has, so nothing is silently lost. */
export function printerOptions(
  list: PrinterList,
  stored: readonly string[],
): { name: string; found: boolean }[] {
  const found = list.printers.map((p) => p.name);
  const missing = stored.filter((n) => n.trim() !== '' && !found.includes(n));
  return [
    ...found.map((name) => ({ name, found: true })),
    ...[...new Set(missing)].map((name) => ({ name, found: false })),
  ];
}

interface Props {
  form: PrintForm;
  errors: FormErrors;
  printers: PrinterList;
  change(update: (f: PrintForm) => PrintForm): void;
}

export function GeneralSection({ form, errors, printers, change }: Props) {
  const s = form.settings;
  const qz = lockedByQz(form);
  const set = <K extends keyof PrintForm['settings']>(key: K, value: PrintForm['settings'][K]) =>
    change((f) => ({ ...f, settings: { ...f.settings, [key]: value } }));
  const setNumber = (key: NumberField, value: string) =>
    change((f) => ({ ...f, numbers: { ...f.numbers, [key]: value } }));
  const number = (key: NumberField, label: string) => (
    <TextField
      label={label}
      inputMode="numeric"
      value={form.numbers[key]}
      disabled={qz}
      error={qz ? null : errors[key]}
      hint={`${NUMBER_RANGES[key].min} a ${NUMBER_RANGES[key].max}`}
      onChange={(e) => setNumber(key, e.target.value)}
    />
  );
  const delayKnown = DELAY_OPTIONS.includes(s.delay);

  return (
    <section className="card print-section" aria-labelledby="print-general-title">
      <h2 className="card__title" id="print-general-title">
        Impressão
      </h2>
      {printers.problem ? (
        <p className="notice notice--error" role="alert">
          {printers.problem}
        </p>
      ) : null}
      <div className="print-grid">
        <SelectField
          label="Impressora padrão"
          value={s.defaultPrinter}
          onChange={(e) => set('defaultPrinter', e.target.value)}
          className="print-grid__wide"
        >
          <option value="">Selecione uma impressora</option>
          {printerOptions(printers, [s.defaultPrinter]).map((p) => (
            <option key={p.name} value={p.name}>
              {p.found ? p.name : p.name + NOT_FOUND_SUFFIX}
            </option>
          ))}
        </SelectField>
        <SelectField
          label="Atraso entre impressões"
          value={String(s.delay)}
          error={errors.delay}
          onChange={(e) => set('delay', Number(e.target.value))}
        >
          {delayKnown ? null : <option value={String(s.delay)}>{`${s.delay} ms (inválido)`}</option>}
          {DELAY_OPTIONS.map((ms) => (
            <option key={ms} value={String(ms)}>
              {ms / 1000 === 1 ? '1 segundo' : `${ms / 1000} segundos`}
            </option>
          ))}
        </SelectField>
        <ChoiceField
          label="Método de impressão"
          value={s.metodoImpressao}
          options={METHOD_OPTIONS}
          onPick={(method) => change((f) => withMethod(f, method))}
          hint={
            qz
              ? 'O QZ Tray usa as configurações dele: cópias, largura, margens e fonte ficam desativadas.'
              : null
          }
        />
        <ChoiceField
          label="Layout da via do caixa"
          value={s.impressaoLayout}
          options={LAYOUT_CHOICES}
          onPick={(layout) => set('impressaoLayout', layout)}
        />
        {number('qtdeCopia', 'Número de cópias')}
        <ChoiceField
          label="Largura da página"
          value={s.larguraMaximaPagina}
          disabled={qz}
          options={WIDTH_OPTIONS}
          onPick={(width) => set('larguraMaximaPagina', width)}
        />
        {number('saltoLinhaInicio', 'Linhas puladas no início')}
        {number('margemEsquerda', 'Margem esquerda')}
        {number('margemDireita', 'Margem direita')}
        <SelectField
          label="Fonte"
          value={s.nomeFonte}
          disabled={qz}
          onChange={(e) => set('nomeFonte', e.target.value)}
        >
          {FONT_NAMES.includes(s.nomeFonte as (typeof FONT_NAMES)[number]) ? null : (
            <option value={s.nomeFonte}>{s.nomeFonte}</option>
          )}
          {FONT_NAMES.map((f) => (
            <option key={f} value={f}>
              {f}
            </option>
          ))}
        </SelectField>
        <SelectField
          label="Tamanho da fonte"
          value={String(s.tamanhoFonte)}
          disabled={qz}
          onChange={(e) => set('tamanhoFonte', Number(e.target.value))}
        >
          {(FONT_SIZES as readonly number[]).includes(s.tamanhoFonte) ? null : (
            <option value={String(s.tamanhoFonte)}>{s.tamanhoFonte}</option>
          )}
          {FONT_SIZES.map((n) => (
            <option key={n} value={String(n)}>
              {n}
            </option>
          ))}
        </SelectField>
      </div>
    </section>
  );
}
