import { localeFromAcceptLanguage, localize, toLocale } from '../locale';

describe('locale', () => {
  it('keeps nl and ro, and falls back to Dutch for anything else', () => {
    expect(toLocale('ro')).toBe('ro');
    expect(toLocale('nl')).toBe('nl');
    expect(toLocale('en')).toBe('nl');
    expect(toLocale(undefined)).toBe('nl');
  });

  it('reads the first of our locales from Accept-Language, by q-value', () => {
    expect(localeFromAcceptLanguage('ro')).toBe('ro');
    expect(localeFromAcceptLanguage('ro-RO,ro;q=0.9,en;q=0.8')).toBe('ro');
    expect(localeFromAcceptLanguage('en-GB,en;q=0.9,ro;q=0.5,nl;q=0.7')).toBe('nl');
    expect(localeFromAcceptLanguage('nl;q=0.2, ro;q=0.8')).toBe('ro');
    expect(localeFromAcceptLanguage('ro;q=0, en')).toBe('nl');
    expect(localeFromAcceptLanguage('fr, *')).toBe('nl');
    expect(localeFromAcceptLanguage('')).toBe('nl');
    expect(localeFromAcceptLanguage(undefined)).toBe('nl');
  });

  it('picks a localized text, and leaves a plain (Dutch) text as it is', () => {
    expect(localize({ nl: 'Voornaam', ro: 'Prenume' }, 'ro')).toBe('Prenume');
    expect(localize('BRIN-nummer', 'ro')).toBe('BRIN-nummer');
  });
});
