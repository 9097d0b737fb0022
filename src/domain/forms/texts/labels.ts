/** Field labels in every locale, for the forms the Romanian site has (contact, newsletter, training). */
export const PERSON_LABELS = {
  first_name: { nl: 'Voornaam', ro: 'Prenume' },
  last_name: { nl: 'Achternaam', ro: 'Nume' },
  email: { nl: 'E-mail', ro: 'E-mail' },
  phone: { nl: 'Telefoonnummer', ro: 'Telefon' },
} as const;
