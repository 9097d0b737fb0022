/** The Romanian validation texts, for the forms of the Romanian site and the server's answers to them. */
import type { FormTexts, ValueKind } from './types';

/** Romanian puts "de" between a number and its noun from 20 on (and for 100, 200, …): "150 de caractere". */
export function romanianCount(count: number, singular: string, plural: string): string {
  if (count === 1) return `1 ${singular}`;
  const lastTwo = count % 100;
  return lastTwo === 0 || lastTwo >= 20 ? `${count} de ${plural}` : `${count} ${plural}`;
}

const KIND: Record<ValueKind, string> = { tekst: 'text', 'een getal': 'un număr', 'een datum': 'o dată' };

const characters = (count: number) => romanianCount(count, 'caracter', 'caractere');

export const RO: FormTexts = {
  required: (label) => `Completați câmpul „${label}”.`,
  wrongType: (label, kind) => `Câmpul „${label}” trebuie să conțină ${KIND[kind]}.`,
  minLength: (label, min) => `Câmpul „${label}” trebuie să aibă cel puțin ${characters(min)}.`,
  maxLength: (label, max) => `Câmpul „${label}” poate avea cel mult ${characters(max)}.`,
  invalidEmail: (label) => `Câmpul „${label}” nu conține o adresă de e-mail validă.`,
  invalidPhone: (label) => `Câmpul „${label}” nu conține un număr de telefon valid.`,
  noContactDetails: (label) =>
    `Câmpul „${label}” nu poate conține o adresă web, o adresă de e-mail sau un număr de telefon.`,
  noLinkInName: (label) => `Câmpul „${label}” nu poate conține o adresă web (cu :// sau www.) și nici un rând nou.`,
  yesOrNo: (label) => `Câmpul „${label}” trebuie să fie da sau nu.`,
  invalidChoice: (label) => `Alegeți o valoare validă pentru „${label}”.`,
  wholeNumber: (label) => `Câmpul „${label}” trebuie să conțină un număr întreg.`,
  minValue: (label, min) => `Câmpul „${label}” trebuie să fie cel puțin ${min}.`,
  maxValue: (label, max) => `Câmpul „${label}” poate fi cel mult ${max}.`,
  unknownField: (key) => `Câmp necunoscut: „${key}”.`,
  akkoordRequired: 'Trebuie să fiți de acord cu termenii și condițiile și cu politica de confidențialitate.',
  notAnObject: 'Cererea trebuie să fie un obiect JSON.',
  tooManyFields: 'Cererea conține mai multe câmpuri decât are un formular.',
  typeMissing: 'Lipsește tipul formularului.',
  typeUnknown: 'Tipul formularului este necunoscut.',
  invalidInput: 'Datele introduse nu sunt valide.',
  issueSentence: (message, path, more) => {
    const where = path ? ` (câmpul ${path})` : '';
    const rest =
      more === 0 ? '' : more === 1 ? ', și încă o eroare' : `, și încă ${romanianCount(more, 'eroare', 'erori')}`;
    return `${message}${where}${rest}.`;
  },
};
