import { formatDutchLong } from '../../src/domain/dates';
import { PRODUCTS, productIdKey, type ProductKey } from '../../src/domain/products';

/** Dutch labels of the form fields (the spec's field names), for the mail summaries. */
const LABELS: Record<string, string> = {
  first_name: 'Voornaam',
  tussenvoegsel: 'Tussenvoegsel',
  last_name: 'Achternaam',
  name: 'Naam',
  email: 'E-mail',
  phone: 'Telefoonnummer',
  work_number: 'Telefoonnummer (werk)',
  organisation: 'Organisatie',
  school_or_company: 'School of bedrijf',
  message: 'Bericht',
  category: 'Categorie',
  product: 'Product',
  description: 'Omschrijving',
  steps: 'Stappen',
  job_title: 'Functie',
  functie: 'Functie',
  training_name: 'Training',
  training_date: 'Datum',
  trainer_name: 'Trainer',
  school_bedrijfsnaam: 'School of bedrijf',
  locatie_afdeling: 'Locatie of afdeling',
  product_updates_ontvangen: 'Productupdates ontvangen',
  akkoord: 'Akkoord met de algemene voorwaarden en privacyverklaring',
  PO: 'Nieuwsbrief primair onderwijs',
  VO: 'Nieuwsbrief voortgezet onderwijs',
  MBO: 'Nieuwsbrief mbo',
  HBO: 'Nieuwsbrief hbo',
  Bedrijven: 'Nieuwsbrief bedrijven',
  Zorginstellingen: 'Nieuwsbrief zorginstellingen',
  Overheid: 'Nieuwsbrief overheid',
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
  amount: 'Aantal leerlingen',
  device_type: 'Apparaten',
  eerstedag: 'Eerste afnamedag',
  previous_year_amn_doorstroomtoets: 'Vorig jaar de AMN Doorstroomtoets afgenomen',
  akkoordPersonNaam: 'Verwerkersovereenkomst: naam',
  akkoordPersonFunctie: 'Verwerkersovereenkomst: functie',
  akkoordPersonEmail: 'Verwerkersovereenkomst: e-mail',
  bestuurPersonEmail: 'E-mail van het bestuur',
};

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
]);

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

const isObject = (value: unknown): value is { [key: string]: Json } =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Product ids → names of the form's products (contacts are flagged per product id). */
function productNames(products: readonly ProductKey[]): Map<string, string> {
  return new Map(products.map((key) => [productIdKey(key), PRODUCTS[key].name]));
}

function formatValue(value: Json): string {
  if (value === true) return 'Ja';
  if (value === false) return 'Nee';
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

function label(key: string, products: Map<string, string>): string {
  if (products.has(key)) return `Verantwoordelijk voor ${products.get(key)}`;
  return LABELS[key] ?? key;
}

/** The submitted values as indented "Label: waarde" lines for a plain-text mail. */
export function summaryLines(values: unknown, formProducts: readonly ProductKey[] = []): string[] {
  const products = productNames(formProducts);
  const walk = (value: Json, indent: string): string[] => {
    if (Array.isArray(value)) {
      return value.flatMap((item, index) =>
        isObject(item) || Array.isArray(item)
          ? [`${indent}${index + 1}.`, ...walk(item, `${indent}  `)]
          : [`${indent}${index + 1}. ${formatValue(item)}`],
      );
    }
    if (!isObject(value)) return [`${indent}${formatValue(value)}`];
    return Object.entries(value).flatMap(([key, item]) => {
      if (HIDDEN.has(key) || item === undefined) return [];
      const name = label(key, products);
      if (isObject(item) || Array.isArray(item)) return [`${indent}${name}:`, ...walk(item, `${indent}  `)];
      return [`${indent}${name}: ${formatValue(item)}`];
    });
  };
  return walk(values as Json, '');
}
