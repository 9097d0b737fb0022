import { clientKey, truncatedAddress } from '../client-address';

describe('truncatedAddress', () => {
  it.each([
    ['203.0.113.42', '203.0.113.0'],
    ['::ffff:198.51.100.7', '198.51.100.0'],
    ['2001:db8:85a3:8d3:1319:8a2e:370:7348', '2001:db8:85a3::'],
    [undefined, undefined],
  ])('%p → %p', (address, expected) => {
    expect(truncatedAddress(address)).toBe(expected);
  });
});

describe('clientKey: IPv4 per address, IPv6 per /64', () => {
  it.each([
    ['203.0.113.42', '203.0.113.42'],
    ['::ffff:198.51.100.7', '198.51.100.7'],
    ['::ffff:c633:6407', '198.51.100.7'],
    ['2001:db8:85a3:8d3:1319:8a2e:370:7348', '2001:db8:85a3:8d3::/64'],
    ['2001:DB8:85A3:08D3::1', '2001:db8:85a3:8d3::/64'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['2001:db8:0:1::1', '2001:db8:0:1::/64'],
    ['::1', '0:0:0:0::/64'],
    ['fe80::1%eth0', 'fe80:0:0:0::/64'],
  ])('%p → %p', (address, expected) => {
    expect(clientKey(address)).toBe(expected);
  });

  it('gives two addresses of one /64 the same key, and the next /64 another', () => {
    expect(clientKey('2001:db8:1:2:aaaa::1')).toBe(clientKey('2001:db8:1:2:ffff:ffff:ffff:ffff'));
    expect(clientKey('2001:db8:1:3::1')).not.toBe(clientKey('2001:db8:1:2::1'));
  });
});
