/** Dutch answers of the API for everything that is not a form's own validation message. */
export const ERROR_TEXTS = {
  badRequest: 'De verzonden gegevens konden niet worden gelezen.',
  forbidden: 'Je sessie is verlopen. Vernieuw de pagina en probeer het opnieuw.',
  notFound: 'Niet gevonden',
  unauthorized: 'Geen toegang.',
  tooLarge: 'De verzonden gegevens zijn te groot.',
  unsupportedType: 'Stuur de gegevens als JSON (Content-Type: application/json).',
  tooManyRequests: (seconds: number) => `Te veel verzoeken. Probeer het over ${seconds} seconden opnieuw.`,
  serverError: 'Er is iets misgegaan. Probeer het later opnieuw of neem contact met ons op.',
  unavailable: 'De dienst is tijdelijk niet beschikbaar. Probeer het later opnieuw.',
} as const;
