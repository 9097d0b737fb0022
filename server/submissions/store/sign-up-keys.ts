import type { StoredValues } from '../../../src/domain/forms';
import type { SchoolKeys } from './submissions';

/**
 * The keys a primary sign-up holds while it is live: one per product it signs up for, naming the
 * round, the school (BRIN + vestiging, else the RIO location) and the product. A second live
 * sign-up with one of these keys is refused (table `sign_up_products`, unique key).
 */
export function liveSignUpKeys(round: number | null, school: SchoolKeys, values: StoredValues): string[] {
  const schoolKey = school.brin ?? school.rio;
  if (round === null || !schoolKey || !('products' in values)) return [];
  return Object.entries(values.products)
    .filter(([, product]) => product.subscribe === true)
    .map(([product]) => `${round}:${schoolKey}:${product}`);
}
