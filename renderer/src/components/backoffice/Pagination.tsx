import { ChevronLeft, ChevronRight } from 'lucide-react';
import { clampPage, pageList, pageWindow, rangeText } from './pagination';

export interface PaginationProps {
  /** 1-based. */
  page: number;
  pageCount: number;
  onPageChange(page: number): void;
  /** With both, shows '11–20 de 57'; otherwise 'Página 2 de 6'. */
  total?: number;
  pageSize?: number;
  /** The nav's accessible name (several paginations on one screen need distinct names). */
  label?: string;
  /**
   * 'window': a fixed run of five page numbers (03 §9, the finance lists); 'ends' (default): first,
   * current ±2, last and ellipses (03 §9, the payouts).
   */
  numbers?: 'window' | 'ends';
}

/** Page buttons (five in a window, or first, current ±2, last and ellipses); Anterior/Próxima; the current page has aria-current. */
export function Pagination({
  page,
  pageCount,
  onPageChange,
  total,
  pageSize,
  label = 'Paginação',
  numbers = 'ends',
}: PaginationProps) {
  const current = clampPage(page, pageCount);
  const count =
    total !== undefined && pageSize !== undefined
      ? rangeText(current, pageSize, total)
      : `Página ${current} de ${Math.max(1, pageCount)}`;
  const go = (p: number) => {
    const next = clampPage(p, pageCount);
    if (next !== current) onPageChange(next);
  };
  return (
    <nav className="bo-pagination" aria-label={label}>
      <p className="bo-pagination__count" aria-live="polite">
        {count}
      </p>
      {pageCount > 1 ? (
        <ul className="bo-pagination__pages">
          <li>
            <button
              type="button"
              className="bo-pagination__btn"
              onClick={() => go(current - 1)}
              disabled={current <= 1}
              aria-label="Página anterior"
            >
              <ChevronLeft size={18} aria-hidden />
              <span className="bo-pagination__word">Anterior</span>
            </button>
          </li>
          {(numbers === 'window' ? pageWindow(current, pageCount) : pageList(current, pageCount)).map(
            (item) =>
              typeof item === 'number' ? (
                <li key={item}>
                  <button
                    type="button"
                    className="bo-pagination__btn bo-pagination__page"
                    aria-current={item === current ? 'page' : undefined}
                    aria-label={`Página ${item}`}
                    onClick={() => go(item)}
                  >
                    {item}
                  </button>
                </li>
              ) : (
                <li key={item} className="bo-pagination__gap" aria-hidden>
                  …
                </li>
              ),
          )}
          <li>
            <button
              type="button"
              className="bo-pagination__btn"
              onClick={() => go(current + 1)}
              disabled={current >= pageCount}
              aria-label="Próxima página"
            >
              <span className="bo-pagination__word">Próxima</span>
              <ChevronRight size={18} aria-hidden />
            </button>
          </li>
        </ul>
      ) : null}
    </nav>
  );
}
