/** The Dutch validation texts: what the Dutch site has always shown, word for word. */
import type { FormTexts, ValueKind } from './types';

export const NL: FormTexts = {
  required: (label) => `${label} is verplicht.`,
  wrongType: (label, kind: ValueKind) => `${label} moet ${kind} zijn.`,
  minLength: (label, min) => `${label} moet minimaal ${min} tekens lang zijn.`,
  maxLength: (label, max) => `${label} mag maximaal ${max} tekens lang zijn.`,
  invalidEmail: (label) => `${label} is geen geldig e-mailadres.`,
  invalidPhone: (label) => `${label} is geen geldig telefoonnummer.`,
  noContactDetails: (label) => `${label} mag geen webadres, e-mailadres of telefoonnummer bevatten.`,
  noLinkInName: (label) => `${label} mag geen webadres (met :// of www.) en geen nieuwe regel bevatten.`,
  yesOrNo: (label) => `${label} moet ja of nee zijn.`,
  invalidChoice: (label) => `Kies een geldige waarde bij ${label}.`,
  wholeNumber: (label) => `${label} moet een heel getal zijn.`,
  minValue: (label, min) => `${label} moet minimaal ${min} zijn.`,
  maxValue: (label, max) => `${label} mag maximaal ${max} zijn.`,
  unknownField: (key) => `Onbekend veld "${key}".`,
  akkoordRequired: 'Ga akkoord met de algemene voorwaarden en privacyverklaring.',
  notAnObject: 'Het verzoek moet een JSON-object zijn.',
  tooManyFields: 'Het verzoek bevat meer velden dan een formulier heeft.',
  typeMissing: 'Het formuliertype ontbreekt.',
  typeUnknown: 'Het formuliertype is onbekend.',
  invalidInput: 'De invoer is ongeldig.',
  issueSentence: (message, path, more) => {
    const where = path ? ` (veld ${path})` : '';
    const rest = more === 0 ? '' : more === 1 ? ', en nog 1 andere fout' : `, en nog ${more} andere fouten`;
    return `${message}${where}${rest}.`;
  },
};
