import { useEffect, useState } from 'react';

/** Now, read again every `everyMs` (the ages count in whole minutes; the clock shows HH:MM). */
export function useNow(clock: () => number, everyMs: number): number {
  const [now, setNow] = useState(clock);
  useEffect(() => {
    const timer = window.setInterval(() => setNow(clock()), everyMs);
    return () => window.clearInterval(timer);
  }, [clock, everyMs]);
  return now;
}
