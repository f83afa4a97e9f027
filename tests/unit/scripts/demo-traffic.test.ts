import { describe, expect, it } from 'vitest';
import { DEMO_ORDERS_PER_MINUTE, demoTraffic } from '../../../scripts/demo-traffic';

describe('demoTraffic (npm start)', () => {
  it.each([
    [undefined, DEMO_ORDERS_PER_MINUTE],
    ['', DEMO_ORDERS_PER_MINUTE],
    ['   ', DEMO_ORDERS_PER_MINUTE],
    ['abc', DEMO_ORDERS_PER_MINUTE],
    ['-3', DEMO_ORDERS_PER_MINUTE],
    ['0', 0],
    [' 0 ', 0],
    ['0.0', 0],
    ['6', 6],
    ['0.5', 0.5],
  ])('SANDBOX_SIMULATE_RATE=%j → %d orders per minute', (raw, expected) => {
    const env: NodeJS.ProcessEnv = raw === undefined ? {} : { SANDBOX_SIMULATE_RATE: raw };
    expect(demoTraffic(env).ordersPerMinute).toBe(expected);
  });
});
