/**
 * Terms on entry (spec 01 §4 Terms): after login the platform says whether a contract must be
 * signed; if so this modal shows it and sends it to signature by e-mail. A mandatory one cannot be
 * closed ('A assinatura deste documento é obrigatória!').
 */
import { useEffect, useState, type FormEvent, type MouseEvent } from 'react';
import { ExternalLink, FileSignature } from 'lucide-react';
import { isValidEmail } from '../../../../shared/documents';
import { isApiError } from '../../api/errors';
import type { TermsCheck } from '../../../../shared/api/platform-v1';
import { checkTerms, sendTermsToSignature } from '../../api/terms';
import { useServices } from '../../services/services';
import { Button } from '../../components/Button';
import { dialogs } from '../../components/feedback/dialogs';
import { notify } from '../../components/feedback/notify';
import { Modal } from '../../components/Modal';
import { ServerHtml } from '../../components/server-html/ServerHtml';
import { TextField } from '../../components/TextField';
import { isExternalHttpUrl } from '../../platform/safeUrl';
import { useSession } from '../../stores/session';
import '../../styles/terms.css';

export const TERMS_MANDATORY_MESSAGE = 'A assinatura deste documento é obrigatória!';

export default function TermsGate() {
  const { api } = useServices();
  const hash = useSession((s) => s.user?.sessao.hash);
  const [terms, setTerms] = useState<TermsCheck | null>(null);
  useEffect(() => {
    if (!hash) return;
    let alive = true;
    checkTerms(api)
      .then((res) => {
        if (alive && res.ok && res.data.assinar) setTerms(res.data);
      })
      .catch(() => undefined);
    return () => {
      alive = false;
    };
  }, [api, hash]);
  if (!terms) return null;
  return <TermsModal terms={terms} onDone={() => setTerms(null)} />;
}

export function TermsModal({ terms, onDone }: { terms: TermsCheck; onDone(): void }) {
  const { api, platform } = useServices();
  const [email, setEmail] = useState(terms.email);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  function requestClose(): boolean {
    if (terms.obrigatorio) {
      void dialogs.alert({ message: TERMS_MANDATORY_MESSAGE, key: 'terms-mandatory' });
      return false;
    }
    onDone();
    return true;
  }

  // Links in the text open outside the app (navigating the app window is blocked).
  function onTextClick(e: MouseEvent<HTMLDivElement>) {
    const anchor = (e.target as HTMLElement).closest('a');
    if (!anchor) return;
    e.preventDefault();
    const href = anchor.getAttribute('href') ?? '';
    if (isExternalHttpUrl(href)) void platform.app.openExternal(href);
  }

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (!isValidEmail(email)) return setError('Informe um e-mail válido para receber o documento.');
    setError(null);
    setBusy(true);
    try {
      const res = await sendTermsToSignature(api, email.trim(), terms.contrato);
      if (!res.ok) {
        void dialogs.alert({
          message: res.message || 'Não foi possível enviar o documento para assinatura.',
        });
        return;
      }
      if (res.data.mensagem) notify.success(res.data.mensagem, 5000);
      if (res.data.close) onDone();
    } catch (err) {
      if (!isApiError(err)) throw err;
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal
      open
      size="lg"
      title="Termos e contrato"
      onRequestClose={requestClose}
      description={
        terms.obrigatorio
          ? 'A assinatura deste documento é necessária para continuar usando o painel.'
          : undefined
      }
    >
      <ServerHtml className="terms__text" html={terms.texto} onClick={onTextClick} />
      {isExternalHttpUrl(terms.link) ? (
        <Button
          variant="link"
          icon={<ExternalLink size={16} aria-hidden />}
          onClick={() => void platform.app.openExternal(terms.link)}
        >
          Abrir o documento completo
        </Button>
      ) : null}
      <form className="terms__form" onSubmit={onSubmit} noValidate>
        <TextField
          label="E-mail para assinatura"
          type="email"
          autoComplete="email"
          value={email}
          onChange={(e) => {
            setEmail(e.target.value);
            setError(null);
          }}
          error={error}
        />
        <div className="dialog__actions">
          <Button variant="secondary" onClick={() => requestClose()}>
            Fechar
          </Button>
          <Button type="submit" busy={busy} icon={<FileSignature size={18} aria-hidden />}>
            Enviar para assinatura
          </Button>
        </div>
      </form>
    </Modal>
  );
}
