import { useEffect, useState } from 'react';

/** Milliseconds left until `deadline` (epoch ms), ticking every 250 ms; null deadline → 0. */
export function useCountdown(deadline: number | null, now: () => number = Date.now): number {
  const remaining = () => (deadline === null ? 0 : Math.max(0, deadline - now()));
  const [left, setLeft] = useState(remaining);
  useEffect(() => {
    const tick = () => setLeft(deadline === null ? 0 : Math.max(0, deadline - now()));
    tick();
    if (deadline === null) return;
    const id = window.setInterval(() => {
      tick();
      if (deadline - now() <= 0) window.clearInterval(id);
    }, 250);
    return () => window.clearInterval(id);
  }, [deadline, now]);
  return left;
}
