/** Add or edit a hand-configured printer (network or USB device file). */
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/Button';
import { Modal } from '../../../components/Modal';
import { TextField } from '../../../components/TextField';
import { ChoiceField, SelectField } from './fields';
import { CODE_PAGES, MODELS, toDefinition, validatePrinter, type PrinterFormValues } from './printerForm';
import type { PrinterDefinition } from '../../../../../shared/printing';

interface Props {
  initial: PrinterFormValues;
  editing: boolean;
  /** Names of the other printers (the name must be unique). */
  taken: readonly string[];
  onSave(definition: PrinterDefinition): Promise<string | null>;
  onClose(): void;
}

export function PrinterEditor({ initial, editing, taken, onSave, onClose }: Props) {
  const [values, setValues] = useState(initial);
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const errors = touched ? validatePrinter(values, taken) : {};
  const set = <K extends keyof PrinterFormValues>(key: K, value: PrinterFormValues[K]) =>
    setValues((v) => ({ ...v, [key]: value }));

  async function submit(e: FormEvent) {
    e.preventDefault();
    setTouched(true);
    if (Object.keys(validatePrinter(values, taken)).length > 0) return;
    setBusy(true);
    setFailure(null);
    const error = await onSave(toDefinition(values));
    setBusy(false);
    if (error) setFailure(error);
    else onClose();
  }

  return (
    <Modal
      open
      title={editing ? 'Editar impressora' : 'Adicionar impressora'}
      onRequestClose={() => (busy ? false : onClose())}
    >
      <form className="form-grid" onSubmit={(e) => void submit(e)} noValidate>
        <TextField
          label="Nome"
          value={values.name}
          maxLength={80}
          error={errors.name}
          onChange={(e) => set('name', e.target.value)}
          autoFocus
        />
        <SelectField
          label="Conexão"
          value={values.kind}
          onChange={(e) => set('kind', e.target.value === 'device' ? 'device' : 'tcp')}
        >
          <option value="tcp">Rede (IP)</option>
          <option value="device">USB (arquivo do dispositivo)</option>
        </SelectField>
        {values.kind === 'tcp' ? (
          <div className="printer-editor__row">
            <TextField
              label="IP ou nome na rede"
              value={values.host}
              placeholder="192.168.0.50"
              error={errors.host}
              onChange={(e) => set('host', e.target.value)}
            />
            <TextField
              label="Porta"
              inputMode="numeric"
              value={values.port}
              error={errors.port}
              onChange={(e) => set('port', e.target.value)}
            />
          </div>
        ) : (
          <TextField
            label="Arquivo do dispositivo"
            value={values.path}
            error={errors.path}
            hint="No Linux, a impressora USB aparece como /dev/usb/lp0."
            onChange={(e) => set('path', e.target.value)}
          />
        )}
        <ChoiceField
          label="Modelo"
          value={values.model}
          options={MODELS}
          onPick={(model) => set('model', model)}
          hint="Epson, Elgin, Bematech, Knup e as genéricas usam ESC/POS."
        />
        <ChoiceField
          label="Página de código (acentos)"
          value={values.codePage}
          options={CODE_PAGES}
          onPick={(codePage) => set('codePage', codePage)}
          hint="Se os acentos saírem errados, teste outra página de código."
        />
        {failure ? (
          <p className="notice notice--error" role="alert">
            {failure}
          </p>
        ) : null}
        <div className="dialog__actions">
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            Cancelar
          </Button>
          <Button type="submit" busy={busy}>
            Salvar impressora
          </Button>
        </div>
      </form>
    </Modal>
  );
}
