import { useEffect, useState, type RefObject } from 'react';

/**
 * Whether the element's content is wider or taller than its box (so it scrolls), kept current as
 * the element or its content resizes. A region that scrolls must be reachable by keyboard (axe
 * scrollable-region-focusable), but making every table a tab stop would only add noise.
 */
export function useOverflows(ref: RefObject<HTMLElement | null>): boolean {
  const [overflows, setOverflows] = useState(false);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const measure = () =>
      setOverflows(el.scrollWidth > el.clientWidth + 1 || el.scrollHeight > el.clientHeight + 1);
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    if (el.firstElementChild) observer.observe(el.firstElementChild);
    return () => observer.disconnect();
  }, [ref]);
  return overflows;
}
