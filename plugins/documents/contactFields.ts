import { ROMANIAN_CONTACT, type RomanianContact } from '../../src/data/romanianOffice';

/**
 * The Romanian contact details a document writes as `{{ro.email}}`, `{{ro.phone}}`,
 * `{{ro.helpdesk.email}}`, `{{ro.helpdesk.phone}}` and `{{ro.helpdesk.hours}}`: the PDFs give the
 * same ones as the Romanian pages and mails (src/data/romanianOffice.ts), and follow it when the
 * Romanian office's own are filled in.
 */
export function contactFields(contact: RomanianContact = ROMANIAN_CONTACT): Record<string, string> {
  return {
    'ro.email': contact.email,
    'ro.phone': contact.phone,
    'ro.helpdesk.email': contact.helpdesk.email,
    'ro.helpdesk.phone': contact.helpdesk.phone,
    'ro.helpdesk.hours': contact.helpdesk.hoursText,
  };
}
