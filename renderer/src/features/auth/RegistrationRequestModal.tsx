import { useState, type FormEvent } from 'react';
import { Send } from 'lucide-react';
import { maskMobilePhone } from '../../../../shared/documents';
import { useServices } from '../../app/services';
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

  const set = (key: keyof RegistrationValues) => (value: string) => {
    setValues((v) => ({ ...v, [key]: value }));
    if (errors[key]) setErrors((e) => ({ ...e, [key]: undefined }));
  };

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const found = validateRegistration(values);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      const first = e.currentTarget.querySelector<HTMLInputElement>('[aria-invalid="true"]');
      first?.focus();
      return;
    }
    const link = whatsappLink(brand.supportPhone, registrationMessage(values, brand.name));
    setBusy(true);
    try {
      const opened = link ? await platform.openExternal(link) : false;
      if (opened) {
        notify.success('Solicitação preparada! Envie a mensagem no WhatsApp para concluir o cadastro.', 5000);
        onClose();
      } else {
        await dialogs.alert({
          message: `Não foi possível abrir o WhatsApp. Para solicitar o cadastro, fale com o suporte: ${brand.supportPhone}.`,
        });
      }
    } catch {
      await dialogs.alert({
        message: `Não foi possível abrir o WhatsApp. Para solicitar o cadastro, fale com o suporte: ${brand.supportPhone}.`,
      });
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
        <TextField
          label="Seu nome"
          autoComplete="name"
          value={values.nome}
          onChange={(e) => set('nome')(e.target.value)}
          error={errors.nome}
          maxLength={120}
        />
        <TextField
          label="Nome do estabelecimento"
          autoComplete="organization"
          value={values.estabelecimento}
          onChange={(e) => set('estabelecimento')(e.target.value)}
          error={errors.estabelecimento}
          maxLength={120}
        />
        <TextField
          label="Celular"
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          placeholder="(99) 99999-9999"
          value={values.celular}
          onChange={(e) => set('celular')(maskMobilePhone(e.target.value))}
          error={errors.celular}
        />
        <TextField
          label="E-mail"
          type="email"
          autoComplete="email"
          value={values.email}
          onChange={(e) => set('email')(e.target.value)}
          error={errors.email}
          maxLength={254}
        />
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
