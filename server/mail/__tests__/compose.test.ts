import type { StoredType } from '../../../src/domain/forms';
import { validHelpdeskRequest, validValues } from '../../test-support/payloads';
import { composeMails, emailsOf, finalRegistrationLink } from '../compose';

const context = (type: StoredType, values: Record<string, unknown>) => ({
  type,
  id: 'Abc123_-Abc123_-Abc123',
  values: { type, ...values },
  publicUrl: 'https://www.amn.nl',
  helpdeskEmail: 'helpdesk@amn.nl',
});

describe('composeMails', () => {
  it('confirms a pre-registration to every contact with the final-registration link, and notifies the helpdesk', () => {
    const values = validValues('doorstroomtoets-pre-registration-2026');
    const mails = composeMails(context('doorstroomtoets-pre-registration-2026', values));
    expect(mails.map((mail) => mail.recipient)).toEqual([
      'anna@school.example.nl',
      'bram@school.example.nl',
      'helpdesk@amn.nl',
    ]);
    const [anna, bram, notice] = mails;
    const link = 'https://www.amn.nl/formulier/doorstroomtoets-2026/aanmelding?registratie=Abc123_-Abc123_-Abc123';
    expect(
      finalRegistrationLink('https://www.amn.nl', 'Abc123_-Abc123_-Abc123', 'doorstroomtoets-pre-registration-2026'),
    ).toBe(link);
    expect(anna.subject).toBe('Bevestiging van je vooraanmelding voor de Doorstroomtoets 2026');
    expect(anna.body).toMatch(/^Beste Anna,\n/);
    expect(anna.body).toContain(link);
    expect(bram.body).toMatch(/^Beste Bram,\n/);
    expect(anna.body).toContain('Aantal leerlingen: 42');
    expect(anna.body).toContain('Verantwoordelijk voor Doorstroomtoets: Ja');
    expect(anna.body).toContain('Met vriendelijke groet,');
    expect(notice.subject).toMatch(
      /^Nieuw via de website: Vooraanmelding Doorstroomtoets 2026 - Basisschool De Klimop/,
    );
    expect(notice.body).toContain('Kenmerk: Abc123_-Abc123_-Abc123');
    expect(notice.body).toContain(link);
  });

  it('writes dates the Dutch way and booleans as Ja/Nee', () => {
    const [mail] = composeMails(
      context('doorstroomtoets-registration-2026', validValues('doorstroomtoets-registration-2026')),
    );
    expect(mail.body).toContain('Eerste afnamedag: 2 februari 2026');
    expect(mail.body).toContain('Vorig jaar de AMN Doorstroomtoets afgenomen: Nee');
    expect(mail.body).not.toContain('registratie=');
  });

  it('confirms single-sender forms to the sender only once', () => {
    for (const type of ['contact-form', 'newsletter', 'training'] as const) {
      const mails = composeMails(context(type, validValues(type)));
      expect(mails.map((mail) => mail.recipient)).toEqual(['anna@example.nl', 'helpdesk@amn.nl']);
    }
    const helpdesk = composeMails(context('helpdesk-request', validHelpdeskRequest()));
    expect(helpdesk[0].body).toMatch(/^Beste Anna de Vries,/);
    expect(helpdesk[0].body).toContain('Stappen:\n  1.\n    Omschrijving: Inloggen');
  });

  it('sends one mail per address when a contact is listed twice', () => {
    const values = validValues('aanmeldformulier-po');
    (values.contacts as { email: string }[])[1].email = 'ANNA@school.example.nl';
    expect(composeMails(context('aanmeldformulier-po', values))).toHaveLength(2);
  });

  it('keeps visitor text out of mail headers: no line breaks in subjects', () => {
    const values = validValues('aanmeldformulier-po');
    (values.school as { naam: string }).naam = 'School\r\nBcc: victim@example.nl';
    const notice = composeMails(context('aanmeldformulier-po', values)).at(-1)!;
    expect(notice.subject).not.toMatch(/[\r\n]/);
  });

  it('indexes every e-mail address of a submission', () => {
    expect(emailsOf(validValues('doorstroomtoets-registration-2026')).sort()).toEqual([
      'anna@school.example.nl',
      'bestuur@stichting.example.nl',
    ]);
  });
});
