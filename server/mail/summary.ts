import { formatDutchLong } from '../../src/domain/dates';
import type { Locale } from '../../src/domain/locale';
import { productIdKey, productsOn, type ProductKey } from '../../src/domain/products';
import { isRecord } from '../../src/domain/values';
import { NEWSLETTER_TOPIC_LABELS_RO } from '../../src/domain/options';
import { AGREEMENT_LABELS } from '../../src/domain/forms/doorstroomtoetsRound';
import { townName } from '../../src/domain/town';
import { PRODUCT_KEYS } from '../../src/domain/rounds';
import { PREVIOUS_YEAR_LABEL, countLabel, productName } from '../../src/domain/registration-reading';
import { listInWords } from '../../src/domain/registration-reading/labels';

/** The labels the forms show for their fields (Dutch), for the mail summaries. */
const LABELS: Record<string, string> = {
  first_name: 'Voornaam',
  tussenvoegsel: 'Tussenvoegsel',
  last_name: 'Achternaam',
  name: 'Naam',
  email: 'E-mail',
  phone: 'Telefoonnummer',
  work_number: 'Telefoonnummer',
  organisation: 'Organisatie',
  school_or_company: 'School of bedrijf',
  message: 'Uw bericht',
  category: 'Categorie',
  product: 'Product',
  description: 'Omschrijving',
  steps: 'Stappen',
  job_title: 'Functie',
  functie: 'Functie',
  training_name: 'Training',
  training_date: 'Datum van de training',
  trainer_name: 'Trainer',
  school_bedrijfsnaam: 'School- of bedrijfsnaam',
  locatie_afdeling: 'Locatie of afdeling',
  product_updates_ontvangen: 'Ik wil updates over de producten van AMN ontvangen',
  akkoord: 'Ik ga akkoord met de algemene voorwaarden en privacyverklaring',
  PO: 'Primair onderwijs',
  VO: 'Voortgezet onderwijs',
  MBO: 'Middelbaar beroepsonderwijs',
  HBO: 'Hoger beroepsonderwijs',
  Bedrijven: 'Bedrijven',
  Zorginstellingen: 'Zorginstellingen',
  Overheid: 'Overheid',
  school: 'School',
  naam: 'Naam',
  instellingscode: 'BRIN',
  vestigingscode: 'Vestiging',
  straatnaam: 'Straat',
  huisnummer: 'Huisnummer',
  postcode: 'Postcode',
  plaatsnaam: 'Plaats',
  land: 'Land',
  onderwijsaanbiederid: 'Onderwijsaanbieder (RIO)',
  onderwijsbestuurid: 'Onderwijsbestuur (RIO)',
  onderwijslocatiecode: 'Onderwijslocatie (RIO)',
  products: 'Producten',
  contacts: 'Contactpersonen',
  subscribe: 'Aangemeld',
  amount: 'Aantal leerlingen in groep 8',
  device_type: 'Type apparaten',
  eerstedag: 'Eerste afnamedag',
  previous_year_amn_doorstroomtoets: PREVIOUS_YEAR_LABEL,
  ...AGREEMENT_LABELS,
};

/** Romanian labels of the fields of the forms the Romanian site has (contact, newsletter, training, helpdesk). */
const RO_LABELS: Record<string, string> = {
  first_name: 'Prenume',
  tussenvoegsel: 'Particulă',
  last_name: 'Nume',
  name: 'Nume',
  email: 'E-mail',
  phone: 'Telefon',
  organisation: 'Organizație',
  school_or_company: 'Școală sau companie',
  message: 'Mesajul dumneavoastră',
  category: 'Categorie',
  product: 'Produs',
  description: 'Descriere',
  steps: 'Pași',
  functie: 'Funcție',
  training_name: 'Curs',
  training_date: 'Data cursului',
  trainer_name: 'Formator',
  school_bedrijfsnaam: 'Școală sau companie',
  locatie_afdeling: 'Locație sau departament',
  product_updates_ontvangen: 'Doresc să primesc noutăți despre produsele AMN',
  akkoord: 'Sunt de acord cu termenii și condițiile și cu politica de confidențialitate',
  ...NEWSLETTER_TOPIC_LABELS_RO,
};

/** A field's label as the forms show it, in `locale` where the Romanian site has the field. */
export function fieldLabel(key: string, locale: Locale): string {
  return (locale === 'ro' ? RO_LABELS[key] : undefined) ?? LABELS[key] ?? key;
}

/** Fields that are bookkeeping, not something the sender typed. */
const HIDDEN = new Set([
  'type',
  'id',
  'name_id',
  'product_id',
  'product_name',
  'manualEntry',
  'alreadyRegistered',
  'registrationId',
  'cf_brin_locatienr',
  // The server's marker of a school taken from its DUO index (src/domain/school.ts).
  'bron',
]);

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/**
 * Product ids → names of the form's products (contacts are flagged per product id). A registration
 * names its products itself (the name of its own round); a value without one gets today's name.
 */
function productNames(products: readonly ProductKey[], values: unknown): Map<string, string> {
  const sent = isRecord(values) && isRecord(values.products) ? values.products : {};
  const today = productsOn();
  return new Map(
    products.map((key) => {
      const product = sent[key];
      const name = isRecord(product) ? (product.name ?? product.product_name) : undefined;
      return [productIdKey(key), typeof name === 'string' ? name : today[key].name];
    }),
  );
}

const YES_NO: Record<Locale, [string, string]> = { nl: ['Ja', 'Nee'], ro: ['Da', 'Nu'] };

function formatValue(value: Json, locale: Locale): string {
  if (value === true) return YES_NO[locale][0];
  if (value === false) return YES_NO[locale][1];
  if (value === null || value === '') return '-';
  if (typeof value === 'string' && ISO_DATE.test(value)) {
    try {
      return formatDutchLong(value);
    } catch {
      return value;
    }
  }
  return String(value);
}

/** A list of choices (the devices): one value, 'Chromebooks en iPads', not a numbered list. */
const isChoiceList = (value: Json): value is string[] =>
  Array.isArray(value) && value.length > 0 && value.every((item) => typeof item === 'string');

const isProductKey = (key: string): key is ProductKey => PRODUCT_KEYS.some((product) => product === key);

/**
 * A field's label. A registration's product goes by its name as people say it, never its key, and
 * its pupil count names the group its round gives it ('Aantal leerlingen in groep 7').
 */
function label(key: string, products: Map<string, string>, locale: Locale, parent = '', item?: unknown): string {
  if (products.has(key)) return `Verantwoordelijk voor ${products.get(key)}`;
  if (parent === 'products' && isProductKey(key)) return productName(key, null, item);
  if (key === 'amount' && isProductKey(parent)) return countLabel(productsOn()[parent].group);
  return fieldLabel(key, locale);
}

/** One line of a summary: a label and its value (empty for a heading of what follows), and its depth. */
export type SummaryRow = { label: string; value: string; depth: number };

/**
 * Whether a field is left out of a summary because nobody chose it: a school's empty field (the RIO
 * codes of a school DUO alone knows), the main location `00` (a school with one location has only
 * that), and a contact's product flag where the form has one product and never asks it.
 */
function unasked(key: string, item: Json, parent: string, products: Map<string, string>): boolean {
  if (parent === 'school') return item === null || item === '' || (key === 'vestigingscode' && item === '00');
  return parent === 'contacts' && products.has(key) && products.size <= 1;
}

/** A value as shown: DUO's town names in the capitals people write them with. */
function shown(key: string, item: Json, locale: Locale): string {
  if (key === 'plaatsnaam' && typeof item === 'string') return townName(item);
  return formatValue(item, locale);
}

/** The submitted values as rows: the labels the form shows, nested groups one level deeper. */
export function summaryRows(
  values: unknown,
  formProducts: readonly ProductKey[] = [],
  locale: Locale = 'nl',
): SummaryRow[] {
  const products = productNames(formProducts, values);
  const walk = (value: Json, depth: number, parent: string): SummaryRow[] => {
    if (Array.isArray(value)) {
      return value.flatMap((item, index) =>
        isRecord(item) || Array.isArray(item)
          ? [{ label: `${index + 1}.`, value: '', depth }, ...walk(item, depth + 1, parent)]
          : [{ label: `${index + 1}.`, value: formatValue(item, locale), depth }],
      );
    }
    if (!isRecord(value)) return [{ label: '', value: formatValue(value, locale), depth }];
    return Object.entries(value).flatMap(([key, item]) => {
      if (HIDDEN.has(key) || item === undefined || unasked(key, item, parent, products)) return [];
      const name = label(key, products, locale, parent, item);
      if (isChoiceList(item)) return [{ label: name, value: listInWords(item), depth }];
      if (isRecord(item) || Array.isArray(item)) {
        return [{ label: name, value: '', depth }, ...walk(item, depth + 1, key)];
      }
      return [{ label: name, value: shown(key, item, locale), depth }];
    });
  };
  return walk(values as Json, 0, '');
}

/** One field of the submitted values: its path (`products.Doorstroomtoets.amount`), label and shown value. */
export type FlatField = { path: string; label: string; value: string };

/**
 * The submitted values as one field per leaf, each labelled with its groups (`Doorstroomtoets:
 * Aantal leerlingen in groep 8`): what a list of changes is compared by.
 */
export function flatFields(
  values: unknown,
  formProducts: readonly ProductKey[] = [],
  locale: Locale = 'nl',
): FlatField[] {
  const products = productNames(formProducts, values);
  const fields: FlatField[] = [];
  const walk = (value: Json, path: string[], labels: string[]): void => {
    const parent = path[path.length - 1] ?? '';
    if (isChoiceList(value)) {
      fields.push({ path: path.join('.'), label: labels.join(': '), value: listInWords(value) });
    } else if (Array.isArray(value)) {
      value.forEach((item, index) => walk(item, [...path, String(index)], [...labels, `${index + 1}`]));
    } else if (isRecord(value)) {
      for (const [key, item] of Object.entries(value)) {
        if (HIDDEN.has(key) || item === undefined) continue;
        // 'Producten' above every product says nothing: the product's name does.
        const groupLabel = key === 'products' ? [] : [label(key, products, locale, parent, item)];
        walk(item, [...path, key], [...labels, ...groupLabel]);
      }
    } else {
      fields.push({ path: path.join('.'), label: labels.join(': '), value: formatValue(value, locale) });
    }
  };
  walk(values as Json, [], []);
  return fields;
}
