/**
 * What the primary sign-up's schema cannot know, because it depends on the day: a product is taken
 * only while it is open, and a first day that is new or changed lies from tomorrow to the end of its
 * window. What a school chose earlier and leaves as it was (a test day now past) stays as it is.
 */
import { addDays, formatDutchLong, isIsoDate } from '../dates';
import { PO_PRODUCT_KEYS, type PoProductKey } from '../products';
import { productState, registrationWindowOf, type RegistrationRound } from '../rounds';
import { firstDayLabel } from './aanmeldformulierPo';
import type { IssueSummary } from './issues';

type ProductValues = { subscribe?: unknown; eerstedag?: unknown };
type SignUp = { products?: Partial<Record<PoProductKey, ProductValues>> };

const productOf = (values: unknown, key: PoProductKey): ProductValues | undefined =>
  (values as SignUp | null | undefined)?.products?.[key];

/** The first days a school may choose on `today`: tomorrow (or the window's start) to the window's end. */
export function choosableDays(round: RegistrationRound, key: PoProductKey, today: string) {
  const { window } = round.products[key];
  const tomorrow = addDays(today, 1);
  return { from: tomorrow > window.from ? tomorrow : window.from, to: window.to };
}

/** Why a product cannot be chosen on `today`, or null while it is open. */
function closedProblem(round: RegistrationRound, key: PoProductKey, today: string): string | null {
  const product = round.products[key];
  switch (productState(product, today)) {
    case 'open':
      return null;
    case 'upcoming': {
      const opens = registrationWindowOf(product).from;
      return `Aanmelden voor ${product.name} kan pas${opens ? ` vanaf ${formatDutchLong(opens)}` : ' later'}.`;
    }
    case 'closed':
    case 'over':
      return `Aanmelden voor ${product.name} kan niet meer: de periode voor de eerste afnamedag is voorbij.`;
  }
}

/**
 * The problems of a sign-up's products on `today`, each on its field; `earlier` is the stored sign-up
 * a change starts from (a product chosen there with the same first day is not checked again).
 */
export function poSignUpDayProblems(
  values: unknown,
  round: RegistrationRound,
  today: string,
  earlier?: unknown,
): IssueSummary[] {
  const problems: IssueSummary[] = [];
  for (const key of PO_PRODUCT_KEYS) {
    const chosen = productOf(values, key);
    if (chosen?.subscribe !== true) continue;
    const before = productOf(earlier, key);
    if (before?.subscribe === true && before.eerstedag === chosen.eerstedag) continue;
    const closed = closedProblem(round, key, today);
    if (closed) {
      problems.push({ path: `products.${key}.subscribe`, message: closed });
      continue;
    }
    const days = choosableDays(round, key, today);
    const day = typeof chosen.eerstedag === 'string' ? chosen.eerstedag : '';
    // A missing or malformed day is the schema's to name; a real one outside today's range is ours,
    // named by the range the field's min and max and the product's card show.
    if (!isIsoDate(day)) continue;
    if (day < days.from || day > days.to) {
      problems.push({
        path: `products.${key}.eerstedag`,
        message: `${firstDayLabel(round, key)} moet liggen van ${formatDutchLong(days.from)} tot en met ${formatDutchLong(days.to)}.`,
      });
    }
  }
  return problems;
}
