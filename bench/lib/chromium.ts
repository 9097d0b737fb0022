import { chromium, type Browser } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/chromium';

/**
 * Debian's Chromium with the flags of the browser tests (test/support/browser/harness.ts), plus a host
 * resolver that refuses every name but the measured site's: nothing a page or Chromium itself
 * tries to reach outside it can leave the machine or skew the numbers.
 */
export function launchChromium(baseUrl: string, extraArgs: string[] = []): Promise<Browser> {
  const host = new URL(baseUrl).hostname;
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [
      ...CHROMIUM_ARGS,
      `--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1, EXCLUDE ${host}`,
      ...extraArgs,
    ],
  });
}
