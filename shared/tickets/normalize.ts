/**
 * Thermal printers print through an 8-bit code page (CP860/CP850): Portuguese letters exist there,
 * typographic punctuation and emoji do not. Map what has an ASCII equivalent, keep the accents,
 * strip the diacritics of other letters and drop the rest.
 */

const REPLACEMENTS: [RegExp, string][] = [
  [/[\u2010-\u2015\u2212]/g, '-'],
  [/[\u2018\u2019\u201A\u201B\u2032\u00B4`]/g, "'"],
  [/[\u201C\u201D\u201E\u201F\u2033\u00AB\u00BB]/g, '"'],
  [/\u2026/g, '...'],
  [/[\u2022\u00B7\u25CF]/g, '*'],
  [/\u00D7/g, 'x'],
  [/\u20AC/g, 'EUR'],
  [/[\u00A0\u2000-\u200A\u202F\u205F\u3000\t]/g, ' '],
  [/\r\n?/g, '\n'],
];

/** Printable ASCII, newline and the Latin-1 letters and signs Portuguese tickets use. */
const PRINTABLE = /^[\n\x20-\x7EáàâãäéèêëíìîïóòôõöúùûüçñÁÀÂÃÄÉÈÊËÍÌÎÏÓÒÔÕÖÚÙÛÜÇÑ\u00BA\u00AA\u00B0]$/;

export function normalizeForPrinter(text: string): string {
  let s = text.normalize('NFC');
  for (const [re, to] of REPLACEMENTS) s = s.replace(re, to);
  let out = '';
  for (const ch of s) {
    if (PRINTABLE.test(ch)) {
      out += ch;
      continue;
    }
    const base = ch.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
    if (base.length > 0 && [...base].every((c) => PRINTABLE.test(c))) out += base;
  }
  // Dropped emoji leave doubled spaces behind.
  return out.replace(/ {2,}/g, ' ').replace(/ +\n/g, '\n').trim();
}
