// Every time limit of the e2e run comes from here and scales together. They guard against a
// hang, not against a slow machine: a test that passes is as fast as the app lets it be whatever
// they are, so they are generous, and E2E_TIME_SCALE (a number, e.g. 2) stretches all of them on
// a machine slower still. How fast the product is goes to `npm run bench`, never into a limit here.
function readScale(raw: string | undefined): number {
  const value = Number(raw);
  return Number.isFinite(value) && value >= 1 && value <= 10 ? value : 1;
}

export const TIME_SCALE = readScale(process.env.E2E_TIME_SCALE);

/** A limit in ms, stretched by E2E_TIME_SCALE. */
export function scaled(ms: number): number {
  return Math.round(ms * TIME_SCALE);
}

export const TIMEOUTS = {
  /** One test, fixtures included. */
  test: scaled(90_000),
  /** One expect's retries. */
  expect: scaled(15_000),
  /** One click, fill or press. */
  action: scaled(20_000),
  navigation: scaled(30_000),
} as const;

/**
 * A window in which something must NOT happen (a late duplicate ticket, a resend, a dialog):
 * the only fixed waits the specs keep, since absence has no event to wait for. Stretched with
 * the rest, so a slower machine watches longer rather than passing sooner.
 */
export function absenceWindow(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, scaled(ms)));
}
