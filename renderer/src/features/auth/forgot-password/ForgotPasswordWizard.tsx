/**
 * 'Esqueci minha senha' (spec 01 §2, §4, §5, §8, §9): five steps in one modal. Each step is a
 * form (Enter submits it), 'Voltar' returns to the previous step, and every message is the spec's.
 */
import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import { RadioGroup } from 'radix-ui';
import { ArrowLeft, ArrowRight, CheckCircle2, Mail, MessageSquare, RefreshCw } from 'lucide-react';
import { RESET_CODE_TTL_MS, type RecoveryType } from '../../../../../shared/api/platform-json';
import {
  DOCUMENT_INVALID,
  maskCpfCnpj,
  normalizeDocument,
  validateDocument,
  validateNewPassword,
} from '../../../../../shared/documents';
import { formatCountdown } from '../../../../../shared/format';
import { savePassword, sendCode, verifyDocument, verifyEstablishment } from '../../../api/auth';
import type { FoundEstablishmentInfo } from '../../../../../shared/api/platform-json';
import { useServices } from '../../../services/services';
import { Button } from '../../../components/Button';
import { notify } from '../../../components/feedback/notify';
import { Modal } from '../../../components/Modal';
import { PasswordField } from '../../../components/PasswordField';
import { TextField } from '../../../components/TextField';
import { useCountdown } from '../../../hooks/useCountdown';
import {
  CODE_EXPIRED,
  CODE_REQUIRED,
  ESTABLISHMENT_REQUIRED,
  NO_ESTABLISHMENTS,
  PASSWORD_CHANGED,
  RECOVERY_TYPE_REQUIRED,
  RELOAD_AFTER_SUCCESS_MS,
  SAVE_FAILED,
  SEND_CODE_FAILED,
  STEP_TITLES,
  failureMessage,
} from './messages';
import '../../../styles/wizard.css';

type Step = 1 | 2 | 3 | 4 | 5;

const withDetail = (message: string, err: unknown) => {
  const detail = failureMessage(err, '');
  return detail && detail !== message ? `${message} ${detail}` : message;
};

export default function ForgotPasswordWizard({ onClose }: { onClose(): void }) {
  const { api, reload } = useServices();
  const [step, setStep] = useState<Step>(1);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [documento, setDocumento] = useState('');
  const [establishments, setEstablishments] = useState<FoundEstablishmentInfo[]>([]);
  const [establishmentId, setEstablishmentId] = useState('');
  const [contacts, setContacts] = useState({ email: '', telefone: '' });
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [type, setType] = useState<RecoveryType | ''>('');
  const [uuid, setUuid] = useState('');
  const [usuario, setUsuario] = useState('');
  const [code, setCode] = useState('');
  const [deadline, setDeadline] = useState<number | null>(null);
  const [done, setDone] = useState(false);
  const left = useCountdown(deadline);
  const headingRef = useRef<HTMLHeadingElement>(null);

  const doc = normalizeDocument(documento);
  const go = (next: Step, message: string | null = null) => {
    setStep(next);
    setError(message);
    // Move focus to the new step's heading so screen readers announce it.
    window.setTimeout(() => headingRef.current?.focus(), 0);
  };

  async function run(task: () => Promise<void>) {
    if (busy) return;
    setBusy(true);
    try {
      await task();
    } finally {
      setBusy(false);
    }
  }

  const submitDocument = (e: FormEvent) => {
    e.preventDefault();
    const invalid = validateDocument(documento);
    if (invalid) return setError(invalid);
    void run(async () => {
      try {
        const res = await verifyDocument(api, doc);
        if (res.establishments.length === 0) return setError(NO_ESTABLISHMENTS);
        setEstablishments(res.establishments);
        if (!res.establishments.some((s) => s.id_estabelecimento === establishmentId)) setEstablishmentId('');
        go(2);
      } catch (err) {
        setError(failureMessage(err, DOCUMENT_INVALID));
      }
    });
  };

  const submitEstablishment = (e: FormEvent) => {
    e.preventDefault();
    if (!establishmentId) return setError(ESTABLISHMENT_REQUIRED);
    void run(async () => {
      try {
        const res = await verifyEstablishment(api, doc, establishmentId);
        setContacts(res);
        if ((type === 'email' && !res.email) || (type === 'sms' && !res.telefone)) setType('');
        go(3);
      } catch (err) {
        // The server's text at this step sends the user back to step 1 (spec 01 §4).
        go(1, failureMessage(err, DOCUMENT_INVALID));
      }
    });
  };

  const submitPassword = (e: FormEvent) => {
    e.preventDefault();
    const invalid = validateNewPassword(password, confirmation);
    if (invalid) return setError(invalid);
    go(4);
  };

  const requestCode = (then?: () => void) =>
    run(async () => {
      if (!type) return setError(RECOVERY_TYPE_REQUIRED);
      try {
        const res = await sendCode(api, doc, establishmentId, type);
        setUuid(res.uuid);
        setUsuario(res.usuario);
        setCode('');
        setDeadline(Date.now() + RESET_CODE_TTL_MS);
        setError(null);
        then?.();
      } catch (err) {
        setError(withDetail(SEND_CODE_FAILED, err));
      }
    });

  const submitType = (e: FormEvent) => {
    e.preventDefault();
    if (!type) return setError(RECOVERY_TYPE_REQUIRED);
    void requestCode(() => go(5));
  };

  const submitCode = (e: FormEvent) => {
    e.preventDefault();
    if (code.trim() === '') return setError(CODE_REQUIRED);
    if (left <= 0) return setError(CODE_EXPIRED);
    void run(async () => {
      try {
        const ok = await savePassword(api, {
          id_estabelecimento: establishmentId,
          code: code.trim(),
          uuid,
          password,
          password_confirmation: confirmation,
          cnpj_cpf: doc,
        });
        if (!ok) return setError(SAVE_FAILED);
        setDone(true);
        setError(null);
        notify.success(PASSWORD_CHANGED);
        window.setTimeout(reload, RELOAD_AFTER_SUCCESS_MS);
      } catch (err) {
        setError(withDetail(SAVE_FAILED, err));
      }
    });
  };

  const contactOf = (t: RecoveryType) => (t === 'email' ? contacts.email : contacts.telefone);
  const errorBox = error ? (
    <p className="notice notice--error" role="alert">
      {error}
    </p>
  ) : null;
  const back = (to: Step) => (
    <Button
      variant="secondary"
      onClick={() => go(to)}
      disabled={busy}
      icon={<ArrowLeft size={18} aria-hidden />}
    >
      Voltar
    </Button>
  );
  const next = (label = 'Continuar') => (
    <Button type="submit" busy={busy} icon={<ArrowRight size={18} aria-hidden />}>
      {label}
    </Button>
  );

  let body: ReactNode;
  if (done) {
    body = (
      <div className="wizard__done" role="status">
        <CheckCircle2 size={48} aria-hidden className="wizard__done-icon" />
        <p className="wizard__done-title">{PASSWORD_CHANGED}</p>
        <p>A página será recarregada para você entrar com a nova senha.</p>
      </div>
    );
  } else if (step === 1) {
    body = (
      <form onSubmit={submitDocument} noValidate className="wizard__form">
        <TextField
          label="CNPJ ou CPF"
          inputMode="numeric"
          autoComplete="off"
          placeholder="000.000.000-00 ou 00.000.000/0000-00"
          value={documento}
          onChange={(e) => {
            setDocumento(maskCpfCnpj(e.target.value));
            setError(null);
          }}
          hint="Informe o documento cadastrado para a sua loja."
          autoFocus
        />
        {errorBox}
        <div className="dialog__actions">
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            Cancelar
          </Button>
          {next()}
        </div>
      </form>
    );
  } else if (step === 2) {
    body = (
      <form onSubmit={submitEstablishment} noValidate className="wizard__form">
        <RadioGroup.Root
          className="choice-list"
          aria-label="Estabelecimentos encontrados"
          value={establishmentId}
          onValueChange={(v) => {
            setEstablishmentId(v);
            setError(null);
          }}
        >
          {establishments.map((s) => (
            <label key={s.id_estabelecimento} className="choice">
              <RadioGroup.Item className="choice__radio" value={s.id_estabelecimento} aria-label={s.nome}>
                <RadioGroup.Indicator className="choice__dot" />
              </RadioGroup.Item>
              <span className="choice__text">
                <strong>{s.nome}</strong>
                <span>Razão social: {s.razao_social || '—'}</span>
                <span>Bairro: {s.bairro || '—'}</span>
              </span>
            </label>
          ))}
        </RadioGroup.Root>
        {errorBox}
        <div className="dialog__actions">
          {back(1)}
          {next()}
        </div>
      </form>
    );
  } else if (step === 3) {
    body = (
      <form onSubmit={submitPassword} noValidate className="wizard__form">
        <PasswordField
          label="Nova senha"
          autoComplete="new-password"
          value={password}
          onChange={(e) => {
            setPassword(e.target.value);
            setError(null);
          }}
          hint="Mínimo de 8 caracteres."
          autoFocus
        />
        <PasswordField
          label="Confirmação da nova senha"
          autoComplete="new-password"
          value={confirmation}
          onChange={(e) => {
            setConfirmation(e.target.value);
            setError(null);
          }}
        />
        {errorBox}
        <div className="dialog__actions">
          {back(2)}
          {next()}
        </div>
      </form>
    );
  } else if (step === 4) {
    body = (
      <form onSubmit={submitType} noValidate className="wizard__form">
        <RadioGroup.Root
          className="choice-list"
          aria-label="Forma de recuperação"
          value={type}
          onValueChange={(v) => {
            setType(v as RecoveryType);
            setError(null);
          }}
        >
          {(['email', 'sms'] as const).map((t) => (
            <label key={t} className={`choice ${contactOf(t) ? '' : 'choice--disabled'}`}>
              <RadioGroup.Item
                className="choice__radio"
                value={t}
                disabled={!contactOf(t)}
                aria-label={t === 'email' ? 'E-mail' : 'SMS'}
              >
                <RadioGroup.Indicator className="choice__dot" />
              </RadioGroup.Item>
              {t === 'email' ? <Mail size={22} aria-hidden /> : <MessageSquare size={22} aria-hidden />}
              <span className="choice__text">
                <strong>{t === 'email' ? 'E-mail' : 'SMS'}</strong>
                <span>{contactOf(t) || 'Sem contato cadastrado'}</span>
              </span>
            </label>
          ))}
        </RadioGroup.Root>
        {errorBox}
        <div className="dialog__actions">
          {back(3)}
          {next('Enviar código')}
        </div>
      </form>
    );
  } else {
    const expired = left <= 0;
    body = (
      <form onSubmit={submitCode} noValidate className="wizard__form">
        <p>
          Enviamos um código de validação por {type === 'sms' ? 'SMS para' : 'e-mail para'}{' '}
          <strong>{type ? contactOf(type) : ''}</strong>.
          {usuario ? (
            <>
              {' '}
              Seu usuário de acesso é <strong>{usuario}</strong>.
            </>
          ) : null}
        </p>
        <TextField
          label="Código de validação"
          inputMode="numeric"
          autoComplete="one-time-code"
          value={code}
          onChange={(e) => {
            setCode(e.target.value.slice(0, 12));
            setError(null);
          }}
          autoFocus
        />
        {expired ? (
          <div className="wizard__expired">
            <p className="notice notice--warning" role="status">
              O código expirou.
            </p>
            <Button
              variant="secondary"
              onClick={() => void requestCode()}
              busy={busy}
              icon={<RefreshCw size={18} aria-hidden />}
            >
              Reenviar código
            </Button>
          </div>
        ) : (
          <p className="wizard__timer">
            O código expira em{' '}
            <time role="timer" aria-label="Tempo restante do código">
              {formatCountdown(left)}
            </time>
          </p>
        )}
        {errorBox}
        <div className="dialog__actions">
          {back(4)}
          <Button type="submit" busy={busy} disabled={expired}>
            Salvar nova senha
          </Button>
        </div>
      </form>
    );
  }

  return (
    <Modal open title="Esqueci minha senha" onRequestClose={onClose} size="md">
      {done ? null : (
        <ol className="steps" aria-label="Etapas">
          {STEP_TITLES.map((title, i) => (
            <li
              key={title}
              className={`steps__item ${i + 1 === step ? 'is-current' : ''} ${i + 1 < step ? 'is-done' : ''}`}
              aria-current={i + 1 === step ? 'step' : undefined}
            >
              <span className="steps__num" aria-hidden>
                {i + 1}
              </span>
              <span className="steps__label">{title}</span>
            </li>
          ))}
        </ol>
      )}
      {done ? null : (
        <h2 className="wizard__heading" tabIndex={-1} ref={headingRef}>
          {`${step}. ${STEP_TITLES[step - 1]}`}
        </h2>
      )}
      {body}
    </Modal>
  );
}
