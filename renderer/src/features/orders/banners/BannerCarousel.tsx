import { useEffect, useRef, useState, type KeyboardEvent, type MouseEvent, type PointerEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { ChevronLeft, ChevronRight, Pause, Play } from 'lucide-react';
import { fetchBanners } from '../../../api/orders';
import type { Banner } from '../../../../../shared/api/platform-v1';
import { useServices } from '../../../services/services';
import { safeImageSrc } from '../../../components/LogoImage';
import { isExternalHttpUrl } from '../../../platform/safeUrl';
import { swipeDirection, useCarousel } from './carousel';

/** An in-app route ('/financeiro/faturas' or '#/financeiro/faturas'), or null. */
export function internalRoute(link: string): string | null {
  const s = link.trim();
  const m = /^#?(\/(?!\/)[\w\-/.~%?=&]*)$/.exec(s);
  return m && m[1] && !m[1].includes('..') ? m[1] : null;
}

type Target = { kind: 'route'; path: string } | { kind: 'external'; url: string } | { kind: 'none' };

export function bannerTarget(link: string): Target {
  const route = internalRoute(link);
  if (route) return { kind: 'route', path: route };
  if (isExternalHttpUrl(link)) return { kind: 'external', url: link };
  return { kind: 'none' };
}

const reducedMotion = () =>
  typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/** Loads the store's banners; none (or a failure) hides the carousel. */
export function BannerCarousel() {
  const { api } = useServices();
  const [banners, setBanners] = useState<Banner[]>([]);
  useEffect(() => {
    const controller = new AbortController();
    void fetchBanners(api, controller.signal).then((list) => {
      if (!controller.signal.aborted) setBanners(list.filter((b) => safeImageSrc(b.image, true) !== null));
    });
    return () => controller.abort();
  }, [api]);
  if (banners.length === 0) return null;
  return <Slides banners={banners} />;
}

export function Slides({ banners }: { banners: readonly Banner[] }) {
  const { platform } = useServices();
  const navigate = useNavigate();
  const [stoppedByMotion] = useState(reducedMotion);
  const carousel = useCarousel(banners.length, { stopped: stoppedByMotion });
  const { index, stopped } = carousel.state;
  const start = useRef<{ x: number; y: number } | null>(null);
  const swiped = useRef(false);
  const count = banners.length;

  const onPointerDown = (e: PointerEvent) => {
    carousel.interact();
    start.current = { x: e.clientX, y: e.clientY };
    swiped.current = false;
  };
  const onPointerUp = (e: PointerEvent) => {
    const from = start.current;
    start.current = null;
    if (!from) return;
    const dir = swipeDirection(e.clientX - from.x, e.clientY - from.y);
    if (dir === 0) return;
    swiped.current = true;
    if (dir < 0) carousel.next();
    else carousel.prev();
  };
  const onKeyDown = (e: KeyboardEvent) => {
    carousel.interact();
    if (e.key === 'ArrowRight') {
      e.preventDefault();
      carousel.next();
    } else if (e.key === 'ArrowLeft') {
      e.preventDefault();
      carousel.prev();
    }
  };

  const open = (e: MouseEvent, banner: Banner) => {
    e.preventDefault();
    // A swipe ends with a click on the image: it moved the carousel, it does not open the link.
    if (swiped.current) {
      swiped.current = false;
      return;
    }
    const target = bannerTarget(banner.link);
    if (target.kind === 'route') navigate(target.path);
    else if (target.kind === 'external') void platform.app.openExternal(target.url);
  };

  return (
    <section
      className="carousel"
      aria-roledescription="carrossel"
      aria-label="Novidades e avisos"
      onPointerDown={onPointerDown}
      onPointerUp={onPointerUp}
      onPointerCancel={() => (start.current = null)}
      onKeyDown={onKeyDown}
    >
      <div className="carousel__viewport" aria-live={stopped ? 'polite' : 'off'}>
        {banners.map((banner, i) => {
          const src = safeImageSrc(banner.image, true) ?? '';
          const target = bannerTarget(banner.link);
          const label = `Banner ${i + 1} de ${count}`;
          const img = <img src={src} alt="" draggable={false} className="carousel__image" />;
          return (
            <div
              key={`${i}-${banner.image}`}
              className="carousel__slide"
              role="group"
              aria-roledescription="slide"
              aria-label={label}
              hidden={i !== index}
            >
              {target.kind === 'none' ? (
                img
              ) : (
                <a
                  href={target.kind === 'route' ? `#${target.path}` : target.url}
                  className="carousel__link"
                  aria-label={target.kind === 'external' ? `${label} (abre no navegador)` : label}
                  onClick={(e) => open(e, banner)}
                  draggable={false}
                >
                  {img}
                </a>
              )}
            </div>
          );
        })}
      </div>
      {count > 1 ? (
        <div className="carousel__controls">
          <button
            type="button"
            className="carousel__btn"
            aria-label={stopped ? 'Retomar banners' : 'Pausar banners'}
            onClick={() => carousel.setStopped(!stopped)}
          >
            {stopped ? <Play size={18} aria-hidden /> : <Pause size={18} aria-hidden />}
          </button>
          <button
            type="button"
            className="carousel__btn"
            aria-label="Banner anterior"
            onClick={carousel.prev}
          >
            <ChevronLeft size={20} aria-hidden />
          </button>
          <div className="carousel__dots">
            {banners.map((_, i) => (
              <button
                key={i}
                type="button"
                className="carousel__dot"
                aria-label={`Mostrar banner ${i + 1} de ${count}`}
                aria-current={i === index ? 'true' : undefined}
                onClick={() => carousel.goto(i)}
              />
            ))}
          </div>
          <button type="button" className="carousel__btn" aria-label="Próximo banner" onClick={carousel.next}>
            <ChevronRight size={20} aria-hidden />
          </button>
        </div>
      ) : null}
    </section>
  );
}
