/**
 * Decoding of the base64 user name carried by /login/{usuario}/{hash} (spec 01 §2 Login).
 * Anything that is not clean base64 of UTF-8 text gives null, so the caller shows the normal login.
 */

const MAX_ENCODED_LENGTH = 1024;

export function decodeBase64Utf8(input: string | null | undefined): string | null {
  if (typeof input !== 'string') return null;
  let s = input.trim();
  // The segment may arrive percent-encoded ('%3D' for '=') and in the URL-safe alphabet.
  try {
    s = decodeURIComponent(s);
  } catch {
    return null;
  }
  s = s.replace(/-/g, '+').replace(/_/g, '/');
  if (s === '' || s.length > MAX_ENCODED_LENGTH) return null;
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(s)) return null;
  const unpadded = s.replace(/=+$/, '');
  if (unpadded.length % 4 === 1) return null;
  const padded = unpadded + '='.repeat((4 - (unpadded.length % 4)) % 4);
  let binary: string;
  try {
    binary = atob(padded);
  } catch {
    return null;
  }
  const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
  // A user name is one line of printable text.
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(text)) return null;
  text = text.trim();
  return text === '' ? null : text;
}
