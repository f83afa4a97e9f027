import { useState, type ChangeEvent, type FormEvent } from 'react';
import { Send } from 'lucide-react';
import { maskMobilePhone } from '../../../../shared/documents';
import { useServices } from '../../services/services';
import { Button } from '../../components/Button';
import { dialogs } from '../../components/feedback/dialogs';
import { notify } from '../../components/feedback/notify';
import { Modal } from '../../components/Modal';
import { TextField } from '../../components/TextField';
import {
  registrationMessage,
  validateRegistration,
  whatsappLink,
  type RegistrationErrors,
  type RegistrationValues,
} from './registration';

const EMPTY: RegistrationValues = { nome: '', estabelecimento: '', celular: '', email: '' };

/** 'Solicitar cadastro': see registration.ts for what submitting does and why. */
export default function RegistrationRequestModal({ onClose }: { onClose(): void }) {
  const { config, platform } = useServices();
  const [values, setValues] = useState<RegistrationValues>(EMPTY);
  const [errors, setErrors] = useState<RegistrationErrors>({});
  const [busy, setBusy] = useState(false);
  const brand = config.brand;

  /** The props every field shares: its value, its error, and an onChange that clears that error. */
  const field = (key: keyof RegistrationValues, mask: (raw: string) => string = (raw) => raw) => ({
    value: values[key],
    error: errors[key],
    onChange: (e: ChangeEvent<HTMLInputElement>) => {
      const value = mask(e.target.value);
      setValues((v) => ({ ...v, [key]: value }));
      if (errors[key]) setErrors((errs) => ({ ...errs, [key]: undefined }));
    },
  });

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const found = validateRegistration(values);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      // aria-invalid is set by the render these errors cause: look for the first one after it.
      const form = e.currentTarget;
      window.setTimeout(() => form.querySelector<HTMLInputElement>('[aria-invalid="true"]')?.focus(), 0);
      return;
    }
    const link = whatsappLink(brand.supportPhone, registrationMessage(values, brand.name));
    setBusy(true);
    try {
      let opened = false;
      try {
        opened = link ? await platform.app.openExternal(link) : false;
      } catch {
        // A failed link gets the same answer as a refused one: the operator only needs the support phone.
      }
      if (opened) {
        notify.success('Solicitação preparada! Envie a mensagem no WhatsApp para concluir o cadastro.', 5000);
        onClose();
      } else {
        await dialogs.alert({
          message: `Não foi possível abrir o WhatsApp. Para solicitar o cadastro, fale com o suporte: ${brand.supportPhone}.`,
        });
      }
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal
      open
      title="Solicitação de cadastro"
      description="Preencha seus dados: a solicitação segue para a nossa equipe pelo WhatsApp do suporte."
      onRequestClose={onClose}
    >
      <form className="form-grid" onSubmit={onSubmit} noValidate>
        <TextField label="Seu nome" autoComplete="name" {...field('nome')} maxLength={120} />
        <TextField
          label="Nome do estabelecimento"
          autoComplete="organization"
          {...field('estabelecimento')}
          maxLength={120}
        />
        <TextField
          label="Celular"
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          placeholder="(99) 99999-9999"
          {...field('celular', maskMobilePhone)}
        />
        <TextField label="E-mail" type="email" autoComplete="email" {...field('email')} maxLength={254} />
        <div className="dialog__actions">
          <Button variant="secondary" onClick={onClose}>
            Cancelar
          </Button>
          <Button type="submit" busy={busy} icon={<Send size={18} aria-hidden />}>
            Solicitar cadastro
          </Button>
        </div>
      </form>
    </Modal>
  );
}
