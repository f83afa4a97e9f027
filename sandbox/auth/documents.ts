/**
 * CPF/CNPJ as the password reset reads them. The check digits come from shared/documents so the
 * desk's form and the sandbox accept exactly the same documents, alphanumeric CNPJ included; this
 * file only adds the shape check a hostile body needs before them.
 */
import { isValidCnpj, isValidCpf, normalizeDocument as documentChars } from '../../shared/documents';

/**
 * Masked or bare CPF/CNPJ → its canonical characters, or null when it is not a valid document.
 * Only digits, letters (alphanumeric CNPJ) and the usual mask characters are accepted; the check
 * digits are the app's own (alphanumeric CNPJ included), so both sides agree.
 */
export function normalizeDocument(value: string): string | null {
  if (!/^[0-9A-Za-z.\-/\s]{11,20}$/.test(value)) return null;
  const doc = documentChars(value);
  if (doc.length === 11 && isValidCpf(doc)) return doc;
  if (doc.length === 14 && isValidCnpj(doc)) return doc;
  return null;
}
