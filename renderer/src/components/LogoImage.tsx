import { useState } from 'react';

/** A relative asset path (shipped with the renderer) or an https URL; anything else is refused. */
export function safeImageSrc(src: string | null | undefined, allowHttp = false): string | null {
  if (!src || typeof src !== 'string') return null;
  const s = src.trim();
  if (s === '') return null;
  if (/^[a-z][a-z0-9+.-]*:/i.test(s) || s.startsWith('//')) {
    try {
      const u = new URL(s);
      if (u.protocol === 'https:' || (allowHttp && u.protocol === 'http:')) return u.href;
    } catch {
      return null;
    }
    return null;
  }
  // Relative to the renderer root (index.html): no parent hops.
  return s.includes('..') ? null : s.replace(/^\/+/, '');
}

/** An image that falls back to text when missing or broken. */
export function LogoImage({
  src,
  alt,
  fallback,
  className,
  allowHttp,
}: {
  src: string | null | undefined;
  alt: string;
  fallback: string;
  className?: string;
  allowHttp?: boolean;
}) {
  const [brokenSrc, setBrokenSrc] = useState<string | null>(null);
  const safe = safeImageSrc(src, allowHttp);
  if (!safe || safe === brokenSrc) {
    return fallback ? <span className={`${className ?? ''} logo-fallback`}>{fallback}</span> : null;
  }
  return <img className={className} src={safe} alt={alt} onError={() => setBrokenSrc(safe)} />;
}
