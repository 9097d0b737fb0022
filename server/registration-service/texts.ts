import type { Locale } from '../../src/domain/locale';
import { SITE } from '../../src/data/site';
import { ROMANIAN_CONTACT } from '../../src/data/romanianOffice';
import { CHANGES_PER_REGISTRATION_HOUR } from './change-limit';

/** The answer to a change or withdrawal made on a version that is no longer the stored one (409). */
export const CHANGED_MEANWHILE: Record<Locale, string> = {
  nl: 'Deze aanmelding is intussen gewijzigd. Laad de pagina opnieuw; uw wijzigingen zijn niet opgeslagen.',
  ro: 'Această înscriere a fost modificată între timp. Reîncărcați pagina; modificările dumneavoastră nu au fost salvate.',
};

/** The answer to a change or withdrawal past CHANGES_PER_REGISTRATION_HOUR through the links (429). */
export const CHANGED_TOO_OFTEN: Record<Locale, string> = {
  nl: `Deze aanmelding is het afgelopen uur al ${CHANGES_PER_REGISTRATION_HOUR} keer gewijzigd, het maximum per uur; uw wijziging is niet opgeslagen. Probeer het over een uur opnieuw, of bel de helpdesk: ${SITE.helpdeskPhone}.`,
  ro: `Această înscriere a fost deja modificată de ${CHANGES_PER_REGISTRATION_HOUR} ori în ultima oră, numărul maxim pe oră; modificarea dumneavoastră nu a fost salvată. Încercați din nou peste o oră sau sunați la helpdesk: ${ROMANIAN_CONTACT.helpdesk.phone}.`,
};
