/** Debian's Chromium (or CHROME_PATH), as the browser tests and the benches start it. */
export const CHROMIUM_PATH = process.env.CHROME_PATH || '/usr/bin/chromium';

/** Flags for this machine's closed network: no sandbox user namespaces, no calls home. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];
