import net from 'node:net';

/** The eight groups of an IPv6 address, `::` expanded; undefined when it is not one. */
function ipv6Groups(address: string): number[] | undefined {
  if (net.isIPv6(address) === false) return undefined;
  const [head, tail]: (string | undefined)[] = address.split('::');
  const parse = (part: string | undefined) => {
    if (!part) return [];
    const pieces = part.split(':');
    const last = pieces[pieces.length - 1];
    // An embedded IPv4 address (::ffff:1.2.3.4) is the last two groups.
    if (last.includes('.')) {
      const [a, b, c, d] = last.split('.').map(Number);
      pieces.splice(-1, 1, ((a << 8) | b).toString(16), ((c << 8) | d).toString(16));
    }
    return pieces.map((piece) => parseInt(piece, 16));
  };
  const start = parse(head);
  const end = parse(tail);
  return [...start, ...Array<number>(8 - start.length - end.length).fill(0), ...end];
}

/** The IPv4 address an IPv4-mapped IPv6 address (::ffff:a.b.c.d) stands for. */
function mappedIpv4(groups: number[]): string | undefined {
  const mapped = groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff;
  if (!mapped) return undefined;
  return [groups[6] >> 8, groups[6] & 0xff, groups[7] >> 8, groups[7] & 0xff].join('.');
}

/**
 * Whom the rate limits and the login delays count: an IPv4 address as it is, an IPv6 client by its
 * /64 (one network, which hands out 2^64 addresses to whoever holds it).
 */
export function clientKey(address: string): string {
  const groups = ipv6Groups(address);
  if (!groups) return address;
  const ipv4 = mappedIpv4(groups);
  if (ipv4) return ipv4;
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':')}::/64`;
}

/** The client address with its host part cut off (IPv4 /24, IPv6 /48): enough to see abuse, not a person. */
export function truncatedAddress(address: string | undefined): string | undefined {
  if (!address) return undefined;
  const v4 = /^(?:::ffff:)?(\d+\.\d+\.\d+)\.\d+$/.exec(address);
  if (v4) return `${v4[1]}.0`;
  if (address.includes(':')) return `${address.split(':').slice(0, 3).join(':')}::`;
  return undefined;
}
