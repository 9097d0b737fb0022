import { rowFields, type RowValues } from '../submissions/store/payload';
import { formatDutchLong } from '../../src/domain/dates';
import { isPreRegistrationTypeName, type ProductReading } from '../../src/domain/registration-reading';
import type { ProductKey } from '../../src/domain/rounds';
import { isRecord } from '../../src/domain/values';

/**
 * What happens after a registration, as a confirmation tells it: the facts the site itself gives
 * (the FAQ on the portal, the products' pages, the Stappenplan, the news), per form and product.
 */
const PORTAL =
  'Wie nog geen account voor het portaal van AMN heeft, krijgt binnen een werkdag een e-mail met een link om een wachtwoord in te stellen.';

/** After the pupils' login details: per product, what the school does with it or finds afterwards. */
const THEN: Record<ProductKey, string> = {
  Doorstroomtoets:
    'Laat op een van de dagen ervoor een paar leerlingen inloggen op de apparaten van de toetsdag: dan weet u dat alles werkt.',
  Proeftoets: 'Met de proeftoets ziet u meteen of de apparaten en het netwerk klaar zijn voor de Doorstroomtoets.',
  ProeftoetsSOSBO: 'Met de proeftoets ziet u meteen of de apparaten en het netwerk klaar zijn voor de Doorstroomtoets.',
  AansluitingPOVO:
    'Direct na de afname staan daar het groepsoverzicht en de leerlingrapporten, klaar voor de gesprekken met ouders.',
};

const LOGINS = 'vindt u vóór de afname de inloggegevens van de leerlingen in het portaal';

/** Before a product's first day: one product on its own, or each by its name and day. */
function beforeTheDay(product: ProductReading, named: boolean): string {
  if (!named) return `Vóór de afname vindt u de inloggegevens van de leerlingen in het portaal. ${THEN[product.key]}`;
  const day = product.firstDay ? ` (eerste afnamedag ${formatDutchLong(product.firstDay)})` : '';
  return `Voor ${product.name}${day} ${LOGINS}. ${THEN[product.key]}`;
}

/** The agreement a school that did not take the AMN Doorstroomtoets last year still makes. */
const AGREEMENT =
  'Uw school nam vorig jaar niet de AMN Doorstroomtoets af. Daarom sluiten we vóór de afname de verwerkersovereenkomst af met de verantwoordelijke die de school heeft opgegeven.';

/** The school answered that it did not take the AMN Doorstroomtoets last year. */
function newToTheTest(values: RowValues): boolean {
  const { products } = rowFields(values);
  if (!isRecord(products)) return false;
  const test = products.Doorstroomtoets;
  return isRecord(test) && test.previous_year_amn_doorstroomtoets === 'Nee';
}

/**
 * The paragraphs "Wat gebeurt er nu?" of a confirmation: for a pre-registration that the school is
 * not registered until it completes it; for a registration the portal, then each product's own
 * step (the reader's products only, for a contact added later).
 */
export function nextSteps(input: {
  type: string;
  products: readonly ProductReading[];
  /** The registration's values: whether the school took the AMN Doorstroomtoets last year. */
  values: RowValues;
}): string[] {
  if (isPreRegistrationTypeName(input.type)) {
    return [
      'Wat gebeurt er nu? De vooraanmelding is nog geen aanmelding. Rond de aanmelding af met de eerste afnamedag en de laatste vragen: dan is uw school aangemeld, en krijgen de contactpersonen hun inloggegevens voor het portaal.',
    ];
  }
  if (input.products.length === 0) return [];
  const named = input.products.length > 1;
  const perProduct = input.products.map((product) => beforeTheDay(product, named));
  const agreement = newToTheTest(input.values) && input.products.some((product) => product.key === 'Doorstroomtoets');
  return [`Wat gebeurt er nu? ${PORTAL}`, ...perProduct, ...(agreement ? [AGREEMENT] : [])];
}
