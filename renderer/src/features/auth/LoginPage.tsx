import { Suspense, lazy, useEffect, useMemo, useState, type FormEvent } from 'react';
import { Navigate, useLocation, useNavigate, useParams } from 'react-router-dom';
import { LogIn, Phone } from 'lucide-react';
import { hasAnyRole, homePath } from '../../../../shared/routes';
import type { SessionUser } from '../../../../shared/session';
import { login } from '../../api/auth';
import { isApiError, NETWORK_DETAIL } from '../../api/errors';
import type { LegacyResult } from '../../api/http';
import { useServices } from '../../services/services';
import { Button } from '../../components/Button';
import { dialogs } from '../../components/feedback/dialogs';
import { LogoImage } from '../../components/LogoImage';
import { PasswordField } from '../../components/PasswordField';
import { TextField } from '../../components/TextField';
import { useSession } from '../../stores/session';
import { AUTO_LOGIN_DELAY_MS, loginWithHash, parseAutoLogin } from './autoLogin';
import { NO_ROLES_MESSAGE, signIn } from './session';
import '../../styles/login.css';

const ForgotPasswordWizard = lazy(() => import('./forgot-password/ForgotPasswordWizard'));
const RegistrationRequestModal = lazy(() => import('./RegistrationRequestModal'));

export const LOGIN_FAILED_MESSAGE = 'Não foi possível fazer login, verifique seus dados e tente novamente!';

/** Navigation state the guards pass to explain why the login is shown. */
export interface LoginNotice {
  notice?: string;
}

export default function LoginPage() {
  const { api, platform, config, isRegistered, pagePolicy, reload } = useServices();
  const navigate = useNavigate();
  const location = useLocation();
  const params = useParams();
  const user = useSession((s) => s.user);
  const auto = useMemo(() => parseAutoLogin(params.usuario, params.hash), [params.usuario, params.hash]);
  const [usuario, setUsuario] = useState(auto?.nome ?? '');
  const [senha, setSenha] = useState('');
  const [busy, setBusy] = useState(false);
  const [autoPending, setAutoPending] = useState(auto !== null);
  const [forgotOpen, setForgotOpen] = useState(false);
  const [registerOpen, setRegisterOpen] = useState(false);
  const notice = (location.state as LoginNotice | null)?.notice;
  const home = homePath(isRegistered);
  const brand = config.brand;

  /** Logs the user in, or says why not. A user without roles is logged out right away. */
  async function finish(result: LegacyResult<SessionUser>): Promise<void> {
    if (!result.ok) {
      void dialogs.alert({ tone: 'error', message: result.message || LOGIN_FAILED_MESSAGE });
      return;
    }
    if (!hasAnyRole(result.data.role_group)) {
      await platform.session.clear().catch(() => undefined);
      void dialogs.alert({ tone: 'info', message: NO_ROLES_MESSAGE });
      return;
    }
    const entered = await signIn(platform, result.data, {
      policy: pagePolicy,
      // The next page opens on the home screen itself, not on the login.
      reload: () => {
        window.history.replaceState(null, '', `#${home}`);
        reload();
      },
    });
    if (entered) navigate(home, { replace: true });
  }

  function failed(err: unknown): void {
    const noResponse = isApiError(err) && (err.kind === 'network' || err.kind === 'timeout');
    void dialogs.alert({
      tone: 'error',
      message: (isApiError(err) && err.serverMessage) || LOGIN_FAILED_MESSAGE,
      detail: noResponse ? NETWORK_DETAIL : undefined,
    });
  }

  useEffect(() => {
    setAutoPending(auto !== null);
    if (!auto) return;
    let cancelled = false;
    const timer = window.setTimeout(() => {
      loginWithHash(api, auto)
        .then((result) => (cancelled ? undefined : finish(result)))
        .catch((err: unknown) => (cancelled ? undefined : failed(err)))
        .finally(() => {
          if (!cancelled) setAutoPending(false);
        });
    }, AUTO_LOGIN_DELAY_MS);
    return () => {
      cancelled = true;
      window.clearTimeout(timer);
    };
    // finish/failed only read stable services; re-running on their identity would re-login.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [auto, api]);

  if (user && !autoPending) return <Navigate to={home} replace />;

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (busy || autoPending) return;
    setBusy(true);
    try {
      await finish(await login(api, usuario.trim(), senha));
    } catch (err) {
      failed(err);
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="login">
      <section className="login__brand" aria-label={brand.name}>
        <LogoImage className="login__logo" src={brand.logo} alt={brand.name} fallback={brand.name} />
        <p className="login__tagline">Pedidos, impressão e gestão da sua loja em um só lugar.</p>
      </section>
      <main className="login__panel">
        <div className="login__card">
          <h1 className="login__title">Acesse sua loja</h1>
          {notice ? (
            <p className="notice notice--warning" role="alert">
              {notice}
            </p>
          ) : null}
          {autoPending && auto ? (
            <p className="notice notice--info" role="status">
              Entrando como <strong>{auto.nome}</strong>...
            </p>
          ) : null}
          <form className="login__form" onSubmit={onSubmit} noValidate>
            <TextField
              label="Usuário"
              name="usuario"
              autoComplete="username"
              autoCapitalize="none"
              spellCheck={false}
              value={usuario}
              onChange={(e) => setUsuario(e.target.value)}
              disabled={autoPending}
              autoFocus={!auto}
            />
            <PasswordField
              label="Senha"
              name="senha"
              autoComplete="current-password"
              value={senha}
              onChange={(e) => setSenha(e.target.value)}
              disabled={autoPending}
            />
            <Button
              type="submit"
              size="lg"
              block
              busy={busy || autoPending}
              icon={<LogIn size={20} aria-hidden />}
            >
              ACESSAR
            </Button>
          </form>
          <div className="login__links">
            <Button variant="link" onClick={() => setForgotOpen(true)}>
              Esqueci minha senha
            </Button>
            <Button variant="link" onClick={() => setRegisterOpen(true)}>
              Quero cadastrar minha loja
            </Button>
          </div>
          {brand.supportPhone ? (
            <p className="login__support">
              <Phone size={16} aria-hidden /> Suporte: <strong>{brand.supportPhone}</strong>
            </p>
          ) : null}
        </div>
      </main>
      <Suspense fallback={null}>
        {forgotOpen ? <ForgotPasswordWizard onClose={() => setForgotOpen(false)} /> : null}
        {registerOpen ? <RegistrationRequestModal onClose={() => setRegisterOpen(false)} /> : null}
      </Suspense>
    </div>
  );
}
