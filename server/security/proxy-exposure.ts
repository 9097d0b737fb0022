import net from 'node:net';

/** Addresses only this machine or its private network reach: a proxy in front is the way in. */
const NOT_PUBLIC = new net.BlockList();
NOT_PUBLIC.addSubnet('127.0.0.0', 8, 'ipv4');
NOT_PUBLIC.addSubnet('10.0.0.0', 8, 'ipv4');
NOT_PUBLIC.addSubnet('172.16.0.0', 12, 'ipv4');
NOT_PUBLIC.addSubnet('192.168.0.0', 16, 'ipv4');
NOT_PUBLIC.addSubnet('169.254.0.0', 16, 'ipv4');
NOT_PUBLIC.addAddress('::1', 'ipv6');
NOT_PUBLIC.addSubnet('fc00::', 7, 'ipv6');
NOT_PUBLIC.addSubnet('fe80::', 10, 'ipv6');

/**
 * Whether HOST may take connections from anywhere: every interface (`::`, `0.0.0.0`), a public
 * address, or a host name other than localhost (which could resolve to one).
 */
export function listensPublicly(host: string): boolean {
  const address = host.replace(/^\[|\]$/g, '').toLowerCase();
  if (address === 'localhost') return false;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(address)?.[1];
  const version = net.isIP(mapped ?? address);
  if (version === 0) return true;
  if (mapped) return !NOT_PUBLIC.check(mapped, 'ipv4');
  return !NOT_PUBLIC.check(address, version === 4 ? 'ipv4' : 'ipv6');
}

/**
 * The warning for a node that trusts a number of proxies while it listens publicly: a client that
 * connects to it directly is then taken for the nearest proxy, so its own X-Forwarded-For names any
 * address it likes (rate limits and the mail caps count per client). Proxies named by address are
 * safe: a direct client is none of them. Null when there is nothing to warn about.
 */
/** TRUST_PROXY as read: off, a number of hops, or the proxies' addresses. */
export type TrustProxy = false | number | string[];

export function proxyExposureWarning(host: string, trustProxy: TrustProxy): string | null {
  if (typeof trustProxy !== 'number' || trustProxy === 0 || !listensPublicly(host)) return null;
  return (
    `TRUST_PROXY=${trustProxy} while HOST=${host} listens on a public address: a client that reaches this node ` +
    'directly can forge X-Forwarded-For and pass for any address (rate limits and mail caps count per client). ' +
    'Listen on a loopback or private address behind the proxy (HOST=127.0.0.1), name the proxies by address ' +
    '(TRUST_PROXY=10.0.0.5), or unset TRUST_PROXY.'
  );
}
