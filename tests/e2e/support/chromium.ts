// Flags for the system Chromium the e2e tests and the benchmarks run headless: no sandbox (CI
// containers), no GPU, and none of the background traffic a fresh profile would start.
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
  '--disable-quic',
];
