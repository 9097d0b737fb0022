import { contactFormSchema, emptyContactForm } from '../contactForm';
import { contact, issuesOf, outputOf } from './helpers';

const good = { ...contact, message: 'Graag meer informatie over de Doorstroomtoets.' };

describe('contact form schema', () => {
  it('accepts a message with optional phone and organisation, trimmed', () => {
    expect(outputOf(contactFormSchema, { ...good, first_name: '  Jan ', phone: '+31 24 345 40 40' })).toMatchObject({
      first_name: 'Jan',
      phone: '+31 24 345 40 40',
    });
  });

  it('says which field is wrong', () => {
    expect(issuesOf(contactFormSchema, { ...emptyContactForm(), phone: 'bel me' })).toEqual({
      first_name: 'Voornaam is verplicht.',
      last_name: 'Achternaam is verplicht.',
      email: 'E-mail is verplicht.',
      phone: 'Telefoonnummer is geen geldig telefoonnummer.',
      message: 'Bericht is verplicht.',
    });
  });

  it('caps the message and refuses unknown keys', () => {
    expect(issuesOf(contactFormSchema, { ...good, message: 'x'.repeat(5001) })).toEqual({
      message: 'Bericht mag maximaal 5000 tekens lang zijn.',
    });
    expect(issuesOf(contactFormSchema, { ...good, website: '' })).toEqual({ website: 'Onbekend veld "website".' });
  });
});
