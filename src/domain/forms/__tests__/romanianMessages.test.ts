import fs from 'node:fs';
import path from 'node:path';
import { contactFormSchema, emptyContactForm } from '../contactForm';
import { finalFormErrors } from '../finalFormErrors';
import { emptyNewsletter, newsletterSchema } from '../newsletter';
import { parseSubmission } from '../parseSubmission';
import { trainingSchema, emptyTraining } from '../training';
import { romanianCount } from '../texts/ro';

const contact = {
  first_name: 'Ioana',
  last_name: 'Popescu',
  email: 'ioana@scoala.ro',
  phone: '',
  organisation: '',
  message: 'Bună ziua, aș dori informații despre teste.',
};

describe('Romanian validation messages', () => {
  it('gives the contact form its messages in Romanian when the parse asks for ro', () => {
    expect(finalFormErrors(contactFormSchema, { ...contact, email: 'ioana@', first_name: 'I' }, 'ro')).toEqual({
      first_name: 'Câmpul „Prenume” trebuie să aibă cel puțin 2 caractere.',
      email: 'Câmpul „E-mail” nu conține o adresă de e-mail validă.',
    });
    expect(finalFormErrors(contactFormSchema, { ...emptyContactForm(), phone: 'sunați-mă' }, 'ro')).toEqual({
      first_name: 'Completați câmpul „Prenume”.',
      last_name: 'Completați câmpul „Nume”.',
      email: 'Completați câmpul „E-mail”.',
      phone: 'Câmpul „Telefon” nu conține un număr de telefon valid.',
      message: 'Completați câmpul „Mesajul dumneavoastră”.',
    });
    expect(finalFormErrors(contactFormSchema, { ...contact, message: 'x'.repeat(5001) }, 'ro')).toEqual({
      message: 'Câmpul „Mesajul dumneavoastră” poate avea cel mult 5000 de caractere.',
    });
    expect(finalFormErrors(contactFormSchema, 'nimic', 'ro')).toEqual({
      'FINAL_FORM/form-error': 'Completați formularul de contact.',
    });
  });

  it('names each field of the contact form in its message as its Romanian label reads', () => {
    const code = JSON.parse(
      fs.readFileSync(path.resolve(__dirname, '../../../../i18n/ro/code.json'), 'utf8'),
    ) as Record<string, { message: string }>;
    const labelIds = {
      first_name: 'forms.field.first_name',
      last_name: 'forms.field.last_name',
      email: 'forms.field.email',
      phone: 'forms.field.phone',
      organisation: 'forms.field.organisation',
      message: 'forms.contact.message',
    } as const;
    const wrong = { first_name: '', last_name: '', email: 'x', phone: 'x', organisation: 'www.x', message: '' };
    const errors = finalFormErrors(contactFormSchema, wrong, 'ro') as Record<string, string>;
    for (const [field, id] of Object.entries(labelIds)) {
      expect(errors[field]).toContain(`„${code[id].message}”`);
    }
  });

  it('keeps the Dutch messages when no locale (or nl) is given', () => {
    const bad = { ...contact, email: 'ioana@', first_name: 'I' };
    const dutch = {
      first_name: 'Voornaam moet minimaal 2 tekens lang zijn.',
      email: 'E-mail is geen geldig e-mailadres.',
    };
    expect(finalFormErrors(contactFormSchema, bad)).toEqual(dutch);
    expect(finalFormErrors(contactFormSchema, bad, 'nl')).toEqual(dutch);
  });

  it('gives the newsletter and training messages in Romanian', () => {
    expect(
      finalFormErrors(
        newsletterSchema,
        { ...emptyNewsletter(), first_name: 'Ana', last_name: 'P', email: 'x', PO: true },
        'ro',
      ),
    ).toEqual({
      last_name: 'Câmpul „Nume” trebuie să aibă cel puțin 2 caractere.',
      email: 'Câmpul „E-mail” nu conține o adresă de e-mail validă.',
      akkoord: 'Trebuie să fiți de acord cu termenii și condițiile și cu politica de confidențialitate.',
    });
    expect(
      finalFormErrors(trainingSchema, { ...emptyTraining(), product_updates_ontvangen: 'da' }, 'ro'),
    ).toMatchObject({
      training_name: 'Completați câmpul „Curs”.',
      school_bedrijfsnaam: 'Completați câmpul „Numele școlii sau al companiei”.',
      product_updates_ontvangen: 'Câmpul „Noutăți despre produse” trebuie să fie da sau nu.',
    });
  });

  it('names unknown fields and the form type in Romanian on the server side', () => {
    expect(parseSubmission({ type: 'contact-form', ...contact, isAdmin: true }, 'ro')).toMatchObject({
      success: false,
      message: 'Câmp necunoscut: „isAdmin” (câmpul isAdmin).',
    });
    expect(parseSubmission({ ...contact }, 'ro')).toMatchObject({
      message: 'Lipsește tipul formularului (câmpul type).',
    });
    expect(parseSubmission({ type: 'x' }, 'ro')).toMatchObject({
      message: 'Tipul formularului este necunoscut (câmpul type).',
    });
    expect(parseSubmission([], 'ro')).toMatchObject({ message: 'Cererea trebuie să fie un obiect JSON.' });
    expect(parseSubmission({ type: 'contact-form', ...emptyContactForm() }, 'ro')).toMatchObject({
      message: 'Completați câmpul „Prenume” (câmpul first_name), și încă 3 erori.',
    });
  });

  it('counts in Romanian: "de" from twenty on', () => {
    expect(romanianCount(1, 'caracter', 'caractere')).toBe('1 caracter');
    expect(romanianCount(2, 'caracter', 'caractere')).toBe('2 caractere');
    expect(romanianCount(19, 'eroare', 'erori')).toBe('19 erori');
    expect(romanianCount(20, 'eroare', 'erori')).toBe('20 de erori');
    expect(romanianCount(101, 'eroare', 'erori')).toBe('101 erori');
    expect(romanianCount(254, 'caracter', 'caractere')).toBe('254 de caractere');
  });
});
