import { internationalPhone } from './phone';
import { HELPDESK_HOURS, SITE } from './site';

/** Opening hours, Monday to Friday, in whole hours of one time zone. */
export type OfficeHours = { readonly opens: number; readonly closes: number };

/** What the Romanian branch's own office is reached by. `null`: the owner has not given it yet. */
export type RomanianOfficeDetails = {
  readonly address: { readonly street: string; readonly postcode: string; readonly city: string } | null;
  /** As a Romanian dials it: +40 … */
  readonly phone: string | null;
  readonly email: string | null;
  /** In Romanian time. */
  readonly hours: OfficeHours | null;
};

/**
 * TO BE FILLED IN BY THE OWNER: the Romanian branch's own address, phone number, e-mail address
 * and hours. Nothing is known yet (DECISIONS.md, "The Romanian branch's contact details"), so every
 * field is null and the Romanian site, its mails and documents show only what is known: the Dutch
 * head office and the Dutch helpdesk, its hours in Romanian time. A field filled in here replaces
 * those everywhere.
 */
export const ROMANIAN_OFFICE: RomanianOfficeDetails = {
  address: null,
  phone: null,
  email: null,
  hours: null,
};

/** Romania is one hour ahead of the Netherlands all year: both change to and from summer time at the same moment. */
export const ROMANIAN_TIME_AHEAD = 1;

export const inRomanianTime = (dutch: OfficeHours): OfficeHours => ({
  opens: dutch.opens + ROMANIAN_TIME_AHEAD,
  closes: dutch.closes + ROMANIAN_TIME_AHEAD,
});

/** "de luni până vineri, între orele 9 și 18, ora României" */
export const romanianHoursText = (hours: OfficeHours): string =>
  `de luni până vineri, între orele ${hours.opens} și ${hours.closes}, ora României`;

export type RomanianContact = {
  /** The office's address, with its country. */
  address: { street: string; postcode: string; city: string; country: string };
  phone: string;
  email: string;
  /** Who answers questions about the tests: the Romanian office once known, else the Dutch helpdesk. */
  helpdesk: { phone: string; email: string; hours: OfficeHours; hoursText: string };
};

/** What the Romanian site, its mails and documents give as contact details: the office's, or the Dutch ones in international form. */
export function romanianContact(office: RomanianOfficeDetails = ROMANIAN_OFFICE): RomanianContact {
  const hours = office.hours ?? inRomanianTime(HELPDESK_HOURS);
  return {
    address: office.address
      ? { ...office.address, country: 'România' }
      : { ...SITE.address, country: 'Țările de Jos' },
    phone: office.phone ?? internationalPhone(SITE.phone),
    email: office.email ?? SITE.email,
    helpdesk: {
      phone: office.phone ?? internationalPhone(SITE.helpdeskPhone),
      email: office.email ?? SITE.helpdeskEmail,
      hours,
      // The Dutch helpdesk's hours in Dutch time too: what a Dutch colleague says on the phone.
      hoursText: office.hours
        ? romanianHoursText(hours)
        : `${romanianHoursText(hours)} (${HELPDESK_HOURS.opens}–${HELPDESK_HOURS.closes} ora Țărilor de Jos)`,
    },
  };
}

export const ROMANIAN_CONTACT = romanianContact();
