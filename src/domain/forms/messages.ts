/** The checklist messages, word for word (also used as field messages). */
export const SELECT_SCHOOL = 'Selecteer jouw school';
export const SELECT_PRODUCT = 'Selecteer minimaal één product';
export const CONTACT_DETAILS_MISSING = 'Vul de contactgegevens in van minimaal één contactpersoon';
export const CONTACT_WITHOUT_PRODUCT = 'Maak elke contactpersoon verantwoordelijk voor minimaal één product';
export const FILL_IN_TEST_DETAILS = 'Vul de afname details in';
export const FILL_IN_AGREEMENT = 'Vul de gegevens in van de verantwoordelijke voor de verwerkersovereenkomst';
