/**
 * The checklist messages (also used as field messages): the spec's words, except that they say u to
 * the school, as the whole site does, and write afnamedetails as one word.
 */
export const SELECT_SCHOOL = 'Selecteer uw school';
export const SELECT_PRODUCT = 'Selecteer minimaal één product';
export const CONTACT_DETAILS_MISSING = 'Vul de contactgegevens in van minimaal één contactpersoon';
export const CONTACT_WITHOUT_PRODUCT = 'Maak elke contactpersoon verantwoordelijk voor minimaal één product';
export const CONTACT_FOR_UNCHOSEN_PRODUCT =
  'Maak een contactpersoon alleen verantwoordelijk voor een product dat u heeft gekozen';
export const FILL_IN_TEST_DETAILS = 'Vul de afnamedetails in';
export const FILL_IN_AGREEMENT = 'Vul de gegevens in van de verantwoordelijke voor de verwerkersovereenkomst';
