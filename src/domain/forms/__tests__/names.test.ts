import * as v from 'valibot';
import { contactFormSchema } from '../contactForm';
import { helpdeskRequestSchema } from '../helpdeskRequest';
import { trainingSchema } from '../training';
import { newsletterSchema } from '../newsletter';
import { completeContactEntries } from '../contacts';
import { hasNoLink } from '../fields';
import { contact, issuesOf } from './helpers';

const good = { ...contact, message: 'Mag een link bevatten: https://www.amn.nl/help' };

describe('names refuse web addresses and line breaks', () => {
  it('lets real names pass, initials and particles included', () => {
    for (const name of ['J.P. de Vries', "O'Neill-Bakker", 'Ştefan Ionescu', 'Basisschool De Klimop (loc. 2)']) {
      expect(hasNoLink(name)).toBe(true);
    }
    expect(issuesOf(contactFormSchema, { ...good, first_name: 'J.P.', last_name: 'de Vries' })).toEqual({});
  });

  it('says so beside the field, in Dutch and in Romanian', () => {
    expect(issuesOf(contactFormSchema, { ...good, last_name: 'Klik https://phish.example' })).toEqual({
      last_name: 'Achternaam mag geen webadres (met :// of www.) en geen nieuwe regel bevatten.',
    });
    const ro = v.safeParse(contactFormSchema, { ...good, first_name: 'www.phish.example' }, { lang: 'ro' });
    expect(ro.success).toBe(false);
    expect(ro.issues?.[0].message).toBe(
      'Câmpul „Prenume” nu poate conține o adresă web (cu :// sau www.) și nici un rând nou.',
    );
  });

  it('holds for every name a mail repeats: people, organisations, a registration contact', () => {
    expect(Object.keys(issuesOf(contactFormSchema, { ...good, organisation: 'Bel\nons' }))).toEqual(['organisation']);
    const helpdesk = issuesOf(helpdeskRequestSchema, {
      name: 'Anna',
      email: 'anna@example.nl',
      school_or_company: 'HTTPS://PHISH.EXAMPLE',
      category: 'Storing',
      product: 'Doorstroomtoets',
      description: 'Free text may hold www.amn.nl',
    });
    expect(Object.keys(helpdesk)).toEqual(['school_or_company']);
    expect(v.safeParse(newsletterSchema.entries.first_name, 'Anna\r\nBcc').success).toBe(false);
    expect(v.safeParse(trainingSchema.entries.school_bedrijfsnaam, 'www.x.nl').success).toBe(false);
    expect(v.safeParse(completeContactEntries.last_name, 'Jansen ://x').success).toBe(false);
    // The message is free text: it may hold a link (it goes to the helpdesk only).
    expect(issuesOf(contactFormSchema, good)).toEqual({});
  });
});
