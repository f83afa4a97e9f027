/**
 * The registration request (spec 01 §2: fields shown, call not shown).
 * README: The spec doesn't show what 'Solicitar cadastro' calls, so after validating the form the
 * app opens a pre-filled WhatsApp message to the brand's support phone (brand.supportPhone) through
 * the platform's http(s)-only openExternal, because the runtime config has no support e-mail and
 * the desktop bridge refuses mailto: links.
 */
import { isValidEmail, isValidMobilePhone, onlyDigits } from '../../../../shared/documents';

export interface RegistrationValues {
  nome: string;
  estabelecimento: string;
  celular: string;
  email: string;
}

export type RegistrationErrors = Partial<Record<keyof RegistrationValues, string>>;

export function validateRegistration(v: RegistrationValues): RegistrationErrors {
  const errors: RegistrationErrors = {};
  const nome = v.nome.trim();
  if (nome === '') errors.nome = 'Informe o seu nome.';
  else if (nome.length < 3) errors.nome = 'O nome deve ter pelo menos 3 letras.';
  if (v.estabelecimento.trim() === '') errors.estabelecimento = 'Informe o nome do estabelecimento.';
  if (onlyDigits(v.celular) === '') errors.celular = 'Informe o número do celular.';
  else if (!isValidMobilePhone(v.celular))
    errors.celular = 'Informe um celular válido com DDD, no formato (99) 99999-9999.';
  if (v.email.trim() === '') errors.email = 'Informe o e-mail.';
  else if (!isValidEmail(v.email)) errors.email = 'Informe um e-mail válido, como nome@exemplo.com.br.';
  return errors;
}

export function registrationMessage(v: RegistrationValues, brandName: string): string {
  return [
    `Olá! Quero cadastrar meu estabelecimento no ${brandName}.`,
    `Nome: ${v.nome.trim()}`,
    `Estabelecimento: ${v.estabelecimento.trim()}`,
    `Celular: ${v.celular.trim()}`,
    `E-mail: ${v.email.trim()}`,
  ].join('\n');
}

/**
 * https://wa.me/55DDDNUMBER?text=...; a number already written with the country code keeps it.
 * null when the support phone is not a callable Brazilian number.
 */
export function whatsappLink(phone: string, text: string): string | null {
  let digits = onlyDigits(phone);
  if (digits.length === 10 || digits.length === 11) digits = `55${digits}`;
  if (!/^55[1-9]{2}\d{8,9}$/.test(digits)) return null;
  return `https://wa.me/${digits}?text=${encodeURIComponent(text)}`;
}
