/**
 * QZ Tray credentials (02 §2.8): shown only for the QZ method. The private key is kept in main,
 * encrypted; it is never shown back, only that one is stored, with a control to replace it.
 */
import { KeyRound } from 'lucide-react';
import { Button } from '../../../components/Button';
import { TextAreaField } from './fields';
import type { FormErrors, PrintForm } from './form';

const KEY_STORED_LABEL = 'Chave privada cadastrada';

interface Props {
  form: PrintForm;
  errors: FormErrors;
  /** A key is stored in main (until a save says otherwise): the user may go back to it. */
  hasStoredKey: boolean;
  change(update: (f: PrintForm) => PrintForm): void;
}

export function QzSection({ form, errors, hasStoredKey, change }: Props) {
  const key = form.qzKey;
  return (
    <section className="card print-section" aria-labelledby="print-qz-title">
      <h2 className="card__title" id="print-qz-title">
        Certificado do QZ Tray
      </h2>
      <div className="form-grid">
        <TextAreaField
          label="Certificado"
          rows={5}
          value={form.qzCertificate}
          error={errors.qzCertificate}
          placeholder="-----BEGIN CERTIFICATE-----"
          onChange={(e) => {
            const certificate = e.target.value;
            change((f) => ({ ...f, qzCertificate: certificate }));
          }}
        />
        {key.kind === 'stored' ? (
          <div className="qz-key" role="group" aria-label="Chave privada do QZ Tray">
            <p className="qz-key__state">
              <KeyRound size={20} aria-hidden />
              <strong>{KEY_STORED_LABEL}</strong>
              <span className="qz-key__note">guardada com criptografia neste computador</span>
            </p>
            <Button
              variant="secondary"
              onClick={() => change((f) => ({ ...f, qzKey: { kind: 'new', text: '' } }))}
            >
              Substituir chave privada
            </Button>
          </div>
        ) : (
          <div className="form-grid">
            <TextAreaField
              label="Chave privada"
              rows={5}
              value={key.kind === 'new' ? key.text : ''}
              error={errors.qzKey}
              placeholder="-----BEGIN PRIVATE KEY-----"
              hint="Depois de salva, a chave não é mostrada de novo."
              autoComplete="off"
              onChange={(e) => {
                const text = e.target.value;
                change((f) => ({ ...f, qzKey: { kind: 'new', text } }));
              }}
            />
            {hasStoredKey ? (
              <Button
                variant="link"
                className="qz-key__keep"
                onClick={() => change((f) => ({ ...f, qzKey: { kind: 'stored' } }))}
              >
                Manter a chave cadastrada
              </Button>
            ) : null}
          </div>
        )}
      </div>
    </section>
  );
}
