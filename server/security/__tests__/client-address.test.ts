import { truncatedAddress } from '../client-address';

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
