import type { Locale } from '../../src/domain/locale';

/** The answer to a change or withdrawal made on a version that is no longer the stored one (409). */
export const CHANGED_MEANWHILE: Record<Locale, string> = {
  nl: 'Deze aanmelding is intussen gewijzigd. Laad de pagina opnieuw; uw wijzigingen zijn niet opgeslagen.',
  ro: 'Această înscriere a fost modificată între timp. Reîncărcați pagina; modificările dumneavoastră nu au fost salvate.',
};
