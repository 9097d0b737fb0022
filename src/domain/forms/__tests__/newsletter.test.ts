import { emptyNewsletter, newsletterSchema } from '../newsletter';
import { contact, issuesOf, outputOf } from './helpers';

const good = { ...contact, VO: true, akkoord: true };

describe('newsletter schema', () => {
  it('accepts a filled form and defaults every topic to false', () => {
    expect(outputOf(newsletterSchema, { ...good, VO: true })).toEqual({
      ...good,
      PO: false,
      VO: true,
      MBO: false,
      HBO: false,
      Bedrijven: false,
      Zorginstellingen: false,
      Overheid: false,
    });
  });

  it('needs names of at least 2 characters, a valid e-mail and akkoord ticked', () => {
    expect(
      issuesOf(newsletterSchema, { first_name: 'J', last_name: ' ', email: 'jan@', PO: true, akkoord: false }),
    ).toEqual({
      first_name: 'Voornaam moet minimaal 2 tekens lang zijn.',
      last_name: 'Achternaam is verplicht.',
      email: 'E-mail is geen geldig e-mailadres.',
      akkoord: 'Ga akkoord met de algemene voorwaarden en privacyverklaring.',
    });
  });

  it('requires at least one topic, with the message on the first topic', () => {
    expect(issuesOf(newsletterSchema, good)).toEqual({});
    expect(issuesOf(newsletterSchema, { ...good, VO: false })).toEqual({ PO: 'Kies minimaal één onderwerp.' });
  });

  it('starts empty with all booleans false', () => {
    const empty = emptyNewsletter();
    expect(empty.akkoord).toBe(false);
    expect(empty.PO && empty.Overheid).toBe(false);
    expect(issuesOf(newsletterSchema, empty)).toHaveProperty('akkoord');
  });

  it('is strict: unknown keys and wrong types are refused', () => {
    expect(issuesOf(newsletterSchema, { ...good, admin: true })).toEqual({ admin: 'Onbekend veld "admin".' });
    expect(issuesOf(newsletterSchema, { ...good, PO: 'ja' })).toEqual({
      PO: 'Primair onderwijs moet ja of nee zijn.',
    });
    expect(issuesOf(newsletterSchema, { ...good, first_name: 42 })).toEqual({
      first_name: 'Voornaam moet tekst zijn.',
    });
  });

  it('caps the length of names', () => {
    expect(issuesOf(newsletterSchema, { ...good, last_name: 'x'.repeat(101) })).toEqual({
      last_name: 'Achternaam mag maximaal 100 tekens lang zijn.',
    });
  });
});
