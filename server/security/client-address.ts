/** The client address with its host part cut off (IPv4 /24, IPv6 /48): enough to see abuse, not a person. */
export function truncatedAddress(address: string | undefined): string | undefined {
  if (!address) return undefined;
  const v4 = /^(?:::ffff:)?(\d+\.\d+\.\d+)\.\d+$/.exec(address);
  if (v4) return `${v4[1]}.0`;
  if (address.includes(':')) return `${address.split(':').slice(0, 3).join(':')}::`;
  return undefined;
}
