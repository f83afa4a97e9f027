/**
 * The platform's promotional banners for the orders screen: three 1200×300 SVGs drawn here and
 * served under /static, so the demo shows real images without files in the repository or a network
 * fetch. The banner list (image + link) is seeded per store and can be replaced through the control
 * API.
 */
import type { Banner } from '../shared/api/platform-v1';

const escapeXml = (s: string): string =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

interface BannerArt {
  from: string;
  to: string;
  tag: string;
  title: [string, string];
  subtitle: string;
  cta: string;
  /** Drawing on the right, in a 260×260 box at (900, 20). */
  icon: string;
}

function bannerSvg(a: BannerArt): string {
  const ctaWidth = Math.round(a.cta.length * 11.5 + 48);
  const tagWidth = Math.round(a.tag.length * 12.5 + 36);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="300" viewBox="0 0 1200 300">
<defs>
<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${a.from}"/><stop offset="1" stop-color="${a.to}"/></linearGradient>
<filter id="sh" x="-10%" y="-10%" width="130%" height="130%"><feDropShadow dx="0" dy="6" stdDeviation="8" flood-color="#000" flood-opacity="0.25"/></filter>
</defs>
<rect width="1200" height="300" rx="28" fill="url(#bg)"/>
<circle cx="1080" cy="-20" r="170" fill="#fff" fill-opacity="0.08"/>
<circle cx="860" cy="330" r="120" fill="#fff" fill-opacity="0.07"/>
<circle cx="40" cy="290" r="70" fill="#fff" fill-opacity="0.05"/>
<rect x="64" y="36" width="${tagWidth}" height="32" rx="16" fill="#fff" fill-opacity="0.22"/>
<text x="${64 + tagWidth / 2}" y="58" font-family="Arial, Helvetica, sans-serif" font-size="16" font-weight="bold" letter-spacing="1.5" fill="#fff" text-anchor="middle">${escapeXml(a.tag)}</text>
<text font-family="Arial, Helvetica, sans-serif" font-size="44" font-weight="bold" fill="#fff">
<tspan x="64" y="120">${escapeXml(a.title[0])}</tspan><tspan x="64" y="170">${escapeXml(a.title[1])}</tspan>
</text>
<text x="64" y="210" font-family="Arial, Helvetica, sans-serif" font-size="22" fill="#fff" fill-opacity="0.92">${escapeXml(a.subtitle)}</text>
<g filter="url(#sh)"><rect x="64" y="230" width="${ctaWidth}" height="44" rx="22" fill="#fff"/></g>
<text x="${64 + ctaWidth / 2}" y="259" font-family="Arial, Helvetica, sans-serif" font-size="19" font-weight="bold" fill="${a.to}" text-anchor="middle">${escapeXml(a.cta)}</text>
<g transform="translate(900 20)" filter="url(#sh)">${a.icon}</g>
</svg>`;
}

const SCOOTER = `<circle cx="130" cy="130" r="112" fill="#fff" fill-opacity="0.16"/>
<rect x="116" y="74" width="72" height="62" rx="10" fill="#ffca28"/><rect x="116" y="92" width="72" height="8" fill="#f57f17"/>
<path d="M60 172 h92 l26 -36 h22" stroke="#fff" stroke-width="14" stroke-linecap="round" stroke-linejoin="round" fill="none"/>
<path d="M78 172 q10 -40 52 -40 h22" stroke="#fff" stroke-width="14" stroke-linecap="round" fill="none"/>
<circle cx="78" cy="186" r="26" fill="#263238"/><circle cx="78" cy="186" r="10" fill="#cfd8dc"/>
<circle cx="196" cy="186" r="26" fill="#263238"/><circle cx="196" cy="186" r="10" fill="#cfd8dc"/>
<text x="130" y="58" font-family="Arial, Helvetica, sans-serif" font-size="30" font-weight="bold" fill="#fff" text-anchor="middle">R$ 0,00</text>`;

const CARD = `<circle cx="130" cy="130" r="112" fill="#fff" fill-opacity="0.16"/>
<g transform="rotate(-12 130 130)"><rect x="40" y="72" width="180" height="112" rx="14" fill="#fff"/>
<rect x="40" y="96" width="180" height="22" fill="#37474f"/><rect x="58" y="140" width="44" height="30" rx="5" fill="#ffb300"/>
<rect x="116" y="148" width="86" height="8" rx="4" fill="#b0bec5"/></g>
<g transform="translate(170 150) rotate(45)"><rect x="-30" y="-30" width="60" height="60" rx="12" fill="#32bcad"/>
<rect x="-12" y="-12" width="24" height="24" rx="5" fill="#fff"/></g>`;

const PIZZA = `<circle cx="130" cy="130" r="112" fill="#fff" fill-opacity="0.16"/>
<circle cx="130" cy="130" r="92" fill="#f9a825"/><circle cx="130" cy="130" r="80" fill="#ffd54f"/>
<path d="M130 130 L130 50 M130 130 L199 170 M130 130 L61 170" stroke="#f9a825" stroke-width="5"/>
<circle cx="106" cy="92" r="11" fill="#c62828"/><circle cx="160" cy="104" r="11" fill="#c62828"/>
<circle cx="150" cy="168" r="11" fill="#c62828"/><circle cx="96" cy="150" r="11" fill="#c62828"/>
<circle cx="128" cy="124" r="6" fill="#2e7d32"/><circle cx="172" cy="140" r="6" fill="#2e7d32"/><circle cx="112" cy="180" r="6" fill="#2e7d32"/>`;

export const BANNER_SVGS: Record<string, string> = {
  'banner-1.svg': bannerSvg({
    from: '#ff8f00',
    to: '#d84315',
    tag: 'PROMOÇÃO',
    title: ['Cupom de frete grátis', 'neste fim de semana'],
    subtitle: 'Seus clientes pedem mais: a plataforma paga a entrega até domingo.',
    cta: 'Quero participar',
    icon: SCOOTER,
  }),
  'banner-2.svg': bannerSvg({
    from: '#1565c0',
    to: '#00796b',
    tag: 'NOVIDADE',
    title: ['Receba pagamentos', 'online com Pix e cartão'],
    subtitle: 'Cadastre sua conta de recebimentos e venda sem troco nem maquininha.',
    cta: 'Cadastrar recebimentos',
    icon: CARD,
  }),
  'banner-3.svg': bannerSvg({
    from: '#6a1b9a',
    to: '#c2185b',
    tag: 'CAMPANHA',
    title: ['Festival da Pizza:', 'destaque na vitrine do app'],
    subtitle: 'Inscreva a sua loja e apareça primeiro para quem está com fome.',
    cta: 'Saiba mais',
    icon: PIZZA,
  }),
};

/** Default banners: an external campaign, an internal route (recebimentos), another campaign. */
export const DEFAULT_BANNERS: readonly Banner[] = [
  { image: '/static/banner-1.svg', link: 'https://parceiros.exemplo.com.br/campanhas/frete-gratis' },
  { image: '/static/banner-2.svg', link: '/financeiro/cadastro/recebimentos' },
  { image: '/static/banner-3.svg', link: 'https://parceiros.exemplo.com.br/campanhas/festival-da-pizza' },
];
