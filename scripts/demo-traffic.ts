import { simulateFromEnv } from '../sandbox/server';
import type { SimulatorSettings } from '../sandbox/orders/simulator';

/** What `npm start` simulates when SANDBOX_SIMULATE_RATE is unset: a demo with visible traffic. */
export const DEMO_ORDERS_PER_MINUTE = 2;

/**
 * `npm start`'s order traffic: SANDBOX_SIMULATE_RATE when it is a positive rate, off when it is 0
 * (what the start message promises), the demo's default when unset, empty or unreadable.
 */
export function demoTraffic(env: NodeJS.ProcessEnv = process.env): SimulatorSettings {
  const fromEnv = simulateFromEnv(env);
  if (fromEnv) return fromEnv;
  const raw = env.SANDBOX_SIMULATE_RATE?.trim();
  if (raw !== undefined && raw !== '' && Number(raw) === 0) return { ordersPerMinute: 0 };
  return { ordersPerMinute: DEMO_ORDERS_PER_MINUTE };
}
