import { ROMANIAN_CONTACT, ROMANIAN_OFFICE, romanianContact } from '../romanianOffice';

describe('the Romanian contact details', () => {
  it('give the Dutch helpdesk in international form, its hours of 8 to 17 Dutch time as 9 to 18 Romanian time, while the office is unknown', () => {
    expect(ROMANIAN_OFFICE).toEqual({ address: null, phone: null, email: null, hours: null });
    expect(ROMANIAN_CONTACT.helpdesk).toEqual({
      phone: '+31 24 345 40 41',
      email: 'helpdesk@amn.nl',
      hours: { opens: 9, closes: 18 },
      hoursText: 'de luni până vineri, între orele 9 și 18, ora României (8–17 ora Țărilor de Jos)',
    });
    expect(ROMANIAN_CONTACT.address).toEqual({
      street: 'Kerkenbos 1011',
      postcode: '6546 BB',
      city: 'Nijmegen',
      country: 'Țările de Jos',
    });
    expect(ROMANIAN_CONTACT.phone).toBe('+31 24 345 40 40');
  });

  it("take the Romanian office's own details once the owner fills them in", () => {
    const contact = romanianContact({
      address: { street: 'Strada Exemplu 1', postcode: '010101', city: 'București' },
      phone: '+40 21 000 00 00',
      email: 'romania@example.org',
      hours: { opens: 8, closes: 16 },
    });
    expect(contact.address.country).toBe('România');
    expect(contact.helpdesk).toEqual({
      phone: '+40 21 000 00 00',
      email: 'romania@example.org',
      hours: { opens: 8, closes: 16 },
      hoursText: 'de luni până vineri, între orele 8 și 16, ora României',
    });
    expect(contact.phone).toBe('+40 21 000 00 00');
  });
});
