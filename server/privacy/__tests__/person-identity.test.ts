import { emptyIdentity, learnFrom, redactIdentity } from '../person-identity';
import { phoneKey, phonePattern } from '../phone-numbers';

describe('phoneKey', () => {
  it('gives one key to a Dutch number however written, and keeps a foreign country code', () => {
    for (const written of ['06-1234 5678', '0612345678', '+31 6 12345678', '0031 (0)6 1234 5678', '+31(0)612345678']) {
      expect(phoneKey(written)).toBe('612345678');
    }
    expect(phoneKey('+40 721 234 567')).toBe('+40721234567');
    expect(phoneKey('0040 721 234 567')).toBe('+40721234567');
    expect(phoneKey('112')).toBeNull();
  });

  it('finds the number in text in any of those spellings, never inside a longer run of digits', () => {
    const find = (text: string) => text.match(phonePattern('241234567'))?.[0] ?? null;
    expect(find('Bel 024-123 45 67 terug')).toBe('024-123 45 67');
    expect(find('Bel +31 (0)24 1234567.')).toBe('+31 (0)24 1234567');
    expect(find('Bel 0031 24 123 4567')).toBe('0031 24 123 4567');
    expect(find('Rekening 90241234567')).toBeNull();
    expect(find('Kenmerk 02412345678')).toBeNull();
  });
});

describe('redactIdentity', () => {
  const identity = emptyIdentity(['anna.vandijk@gmail.com']);
  learnFrom(identity, { first_name: 'Anna', tussenvoegsel: 'van', last_name: 'Dijk' }, ['06-1234 5678']);

  it('takes out every spelling of the mailbox, the number however written and the full name in any case', () => {
    expect(
      redactIdentity('ANNA VAN  DIJK belde: A.nna.VanDijk+school@googlemail.com, +31 6 12 34 56 78.', identity),
    ).toBe('[verwijderd] belde: [verwijderd], [telefoonnummer verwijderd].');
  });

  it('leaves a name that merely shares her first name, a longer name, another address and another number', () => {
    const text = 'Anna Bakker (anna@gmail.nl, 06 1234 5679) en Anna van Dijkstra; Anna belt.';
    expect(redactIdentity(text, identity)).toBe(text);
  });

  it('never learns a first name alone', () => {
    const firstOnly = emptyIdentity(['x@example.nl']);
    learnFrom(firstOnly, { first_name: 'Anna', last_name: '' }, ['']);
    expect(firstOnly.names.size).toBe(0);
    expect(firstOnly.phones.size).toBe(0);
  });
});
