/** The four screens of the online-payment registration, linked to each other. */
import { NavLink } from 'react-router-dom';

const ONBOARDING_LINKS = [
  { to: '/financeiro/cadastro/dados', label: 'Dados cadastrais' },
  { to: '/financeiro/cadastro/documentos', label: 'Documentos' },
  { to: '/financeiro/cadastro/planos', label: 'Planos de taxas' },
  { to: '/financeiro/cadastro/recebimentos', label: 'Contas e taxas' },
] as const;

export function OnboardingNav() {
  return (
    <nav className="onb-nav" aria-label="Cadastro do pagamento online">
      {ONBOARDING_LINKS.map((l) => (
        <NavLink
          key={l.to}
          to={l.to}
          className={({ isActive }) => `onb-nav__link${isActive ? ' is-active' : ''}`}
        >
          {l.label}
        </NavLink>
      ))}
    </nav>
  );
}
