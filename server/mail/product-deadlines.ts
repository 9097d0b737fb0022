import { formatDutchLong, type IsoDate } from '../../src/domain/dates';
import { listInWords, type ProductReading } from '../../src/domain/registration-reading';
import { productChangesUntil as domainChangesUntil, type RegistrationRound } from '../../src/domain/rounds';

/**
 * The last day the school may change this product itself: each product its own, never the latest
 * of the registration (a Proeftoets is not open until the Aansluiting's window closes).
 *
 * The domain's one rule, as the gate reads it: the round's `changesUntil` where it names one, else
 * two weeks before the product's first test day.
 */
export function productChangesUntil(round: RegistrationRound, product: ProductReading): IsoDate | null {
  return domainChangesUntil(round, product.key, product.firstDay);
}

/** A product with the last day it may be changed. */
type Dated = { name: string; until: IsoDate };

const each = (products: readonly Dated[]) =>
  listInWords(products.map(({ name, until }) => `voor ${name} tot en met ${formatDutchLong(until)}`));

/**
 * Until when the school may change (or withdraw) these products, in one sentence per what is still
 * open and what is over: one product by its day alone, several each with its own day.
 */
export function changeDeadlineSentences(
  round: RegistrationRound,
  products: readonly ProductReading[],
  today: IsoDate,
): string[] {
  const dated = products.flatMap((product) => {
    const until = productChangesUntil(round, product);
    return until ? [{ name: product.name, until }] : [];
  });
  if (dated.length === 0) return [];
  if (dated.length === 1) {
    const [{ until }] = dated;
    return [
      today <= until
        ? `U kunt de aanmelding wijzigen of intrekken tot en met ${formatDutchLong(until)}.`
        : `Wijzigen of intrekken kon tot en met ${formatDutchLong(until)}; neem daarvoor nu contact op met de helpdesk.`,
    ];
  }
  const open = dated.filter(({ until }) => today <= until);
  const over = dated.filter(({ until }) => today > until);
  return [
    ...(open.length ? [`U kunt de aanmelding wijzigen of intrekken, ${each(open)}.`] : []),
    ...(over.length ? [`Wijzigen kon ${each(over)}; neem daarvoor nu contact op met de helpdesk.`] : []),
  ];
}
