/** Only http(s) URLs leave the app (STYLE.md: external links through one function). */
export function isExternalHttpUrl(url: string): boolean {
  if (typeof url !== 'string' || url.length > 4096) return false;
  try {
    const u = new URL(url);
    return (u.protocol === 'http:' || u.protocol === 'https:') && u.hostname !== '';
  } catch {
    return false;
  }
}
