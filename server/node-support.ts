/**
 * Node release lines and the day each stops getting security fixes (nodejs.org/en/about/previous-releases).
 * A line that is not listed (a newer one) gets no warning.
 */
const END_OF_LIFE: Record<number, string> = {
  18: '2025-04-30',
  19: '2023-06-01',
  20: '2026-04-30',
  21: '2024-06-01',
  22: '2027-04-30',
  23: '2025-06-01',
  24: '2028-04-30',
  25: '2026-06-01',
  26: '2029-04-30',
};

/** The oldest Node the server supports (package.json `engines`). */
export const MINIMUM_NODE = '20.19.0';

function parts(version: string): number[] {
  return version.replace(/^v/, '').split('.').map(Number);
}

function older(version: string, than: string): boolean {
  const [a, b] = [parts(version), parts(than)];
  for (let index = 0; index < 3; index += 1) {
    if (a[index] !== b[index]) return a[index] < b[index];
  }
  return false;
}

/** What the operator should hear at start about this Node (`process.version`), or null when it is fine. */
export function nodeSupportWarning(version: string, today: Date): string | null {
  if (older(version, MINIMUM_NODE)) {
    return `Node ${version} is older than ${MINIMUM_NODE}, the oldest this server supports: install Node 22 or 24 LTS.`;
  }
  const endOfLife = END_OF_LIFE[parts(version)[0]];
  if (endOfLife && today.toISOString().slice(0, 10) > endOfLife) {
    return `Node ${version} reached its end of life on ${endOfLife} and gets no more security fixes: install Node 22 or 24 LTS.`;
  }
  return null;
}
